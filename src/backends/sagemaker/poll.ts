// The wait loop: DescribeTransformJob at a growing interval (5 s at first, up to a minute), until the job
// ends, the deadline passes or the workflow is cancelled. Not the SDK waiter: that one counts Stopped
// as success and polls once a minute from the start.
import type { DescribeTransformJobCommandOutput, TransformJobStatus } from '@aws-sdk/client-sagemaker'
import { pause } from '../../aws/retry.js'
import type { Sleep } from '../../sleep.js'

export const FIRST_INTERVAL_MS = 5_000
export const INTERVAL_GROWTH = 1.5
export const MAX_INTERVAL_MS = 60_000

export const TERMINAL: ReadonlySet<string> = new Set(['Completed', 'Failed', 'Stopped'])

/** The wait after the `n`th Describe (1-based): short while jobs often fail fast, then once a minute. */
export function pollInterval(n: number): number {
  return Math.min(MAX_INTERVAL_MS, Math.round(FIRST_INTERVAL_MS * INTERVAL_GROWTH ** (n - 1)))
}

export type Described = Pick<
  DescribeTransformJobCommandOutput,
  | 'TransformJobStatus'
  | 'FailureReason'
  | 'TransformJobArn'
  | 'CreationTime'
  | 'TransformStartTime'
  | 'TransformEndTime'
>

export interface PollOptions {
  /** One DescribeTransformJob, retried as needed. */
  describe: () => Promise<Described>
  sleep: Sleep
  now: () => number
  signal?: AbortSignal
  /** Epoch ms past which the loop returns `deadline`. */
  deadline?: number
  /** Called on the first status and on every change. */
  onStatus?: (
    status: TransformJobStatus,
    previous: TransformJobStatus | undefined,
    described: Described
  ) => void
  /** Called after each Describe (e.g. to tail logs). */
  onTick?: () => Promise<void>
  /** Overrides the interval schedule. */
  interval?: (n: number) => number
}

export interface PollResult {
  end: 'terminal' | 'deadline' | 'aborted'
  last?: Described
  describes: number
}

export async function pollJob(opts: PollOptions): Promise<PollResult> {
  const interval = opts.interval ?? pollInterval
  let last: Described | undefined
  let describes = 0
  for (;;) {
    if (opts.signal?.aborted) return { end: 'aborted', last, describes }
    let current: Described
    try {
      current = await opts.describe()
    } catch (err) {
      if (opts.signal?.aborted) return { end: 'aborted', last, describes }
      throw err
    }
    describes++
    const status = current.TransformJobStatus!
    if (status !== last?.TransformJobStatus) opts.onStatus?.(status, last?.TransformJobStatus, current)
    last = current
    await opts.onTick?.()
    if (TERMINAL.has(status)) return { end: 'terminal', last, describes }
    const now = opts.now()
    if (opts.deadline !== undefined && now >= opts.deadline) return { end: 'deadline', last, describes }
    const wait =
      opts.deadline === undefined ? interval(describes) : Math.min(interval(describes), opts.deadline - now)
    if (await pause(opts.sleep, wait, opts.signal)) return { end: 'aborted', last, describes }
  }
}

/** `1h02m03s`, `4m05s`, `12s`. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const two = (n: number): string => String(n).padStart(2, '0')
  if (h > 0) return `${h}h${two(m)}m${two(s)}s`
  if (m > 0) return `${m}m${two(s)}s`
  return `${s}s`
}
