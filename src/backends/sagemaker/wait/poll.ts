// The wait loop: DescribeTransformJob until the job ends, the deadline passes or the workflow is
// cancelled, at intervals chosen from what is known (see `nextPollDelay`). Not the SDK waiter: that one
// counts Stopped as success and polls once a minute from the start.
import type { DescribeTransformJobCommandOutput, TransformJobStatus } from '@aws-sdk/client-sagemaker'
import { pause } from '../../../aws/retry.js'
import type { Sleep } from '../../../sleep.js'
import type { ProgressView } from './progress.js'

const FIRST_INTERVAL_MS = 5_000
const INTERVAL_GROWTH = 1.5
/** The longest wait while nothing says how far the job is. */
const BLIND_INTERVAL_MS = 30_000
/** The longest wait while the outputs say the end is far. */
const FAR_INTERVAL_MS = 60_000
/** The shortest wait while a job runs: the end is due, or a gate is close. */
const NEAR_INTERVAL_MS = 2_000
/**
 * The wait once every output is there, or due within it: the job's end is the next thing to happen, and
 * the report is ready as soon as it is seen. The budget still spaces the calls of a job that lingers.
 */
const ALL_IN_INTERVAL_MS = 1_000
/** Describes allowed at once, and per hour after that: at most 150 for a 60-minute wait. */
export const BUDGET_START = 20
export const BUDGET_PER_HOUR = 130

const TERMINAL: ReadonlySet<string> = new Set(['Completed', 'Failed', 'Stopped'])

/** The wait after the `n`th Describe (1-based) while nothing is known: short while jobs often fail fast. */
export function pollInterval(n: number): number {
  return Math.min(BLIND_INTERVAL_MS, Math.round(FIRST_INTERVAL_MS * INTERVAL_GROWTH ** (n - 1)))
}

/** What the next wait is chosen from. */
interface PollState {
  /** Describes made so far in this wait. */
  describes: number
  /** Since the wait began. */
  elapsedMs: number
  /** How far the job is, when its outputs and failures say. */
  progress?: ProgressView
  /** When a read may decide a gate (`RunEvents.nextLook`): 0 when one is close. */
  readInMs?: number
  /** A gate is armed that nothing has moved yet, early in the job: the schedule of nothing known. */
  blind?: boolean
}

/** The wait the progress asks for: a fifth of the time left, so the end is approached in shrinking steps. */
function paced(s: PollState): number {
  const p = s.progress
  if (!p || p.done === 0) return pollInterval(s.describes)
  if (p.expected !== undefined && p.done >= p.expected) return ALL_IN_INTERVAL_MS
  if (p.leftMs === undefined) return pollInterval(s.describes)
  // The last outputs are due before a near wait would end: as when they are all there.
  if (p.leftMs < ALL_IN_INTERVAL_MS) return ALL_IN_INTERVAL_MS
  return Math.min(FAR_INTERVAL_MS, Math.max(NEAR_INTERVAL_MS, Math.round(p.leftMs / 5)))
}

/** The progress's wait, or sooner when a gate may be decided sooner (at once when one is close). */
function wanted(s: PollState): number {
  const byGate = s.readInMs === undefined ? Infinity : Math.max(NEAR_INTERVAL_MS, s.readInMs)
  const blind = s.blind ? pollInterval(s.describes) : Infinity
  return Math.min(paced(s), byGate, blind)
}

/**
 * The wait before the next Describe: what the progress and the gates ask for, but never sooner than the
 * budget (BUDGET_START calls, then BUDGET_PER_HOUR an hour) allows, so a job that lingers once its
 * outputs are all there, a gate that stays close, or a pace that misleads, cannot turn into a stream of
 * calls.
 */
export function nextPollDelay(s: PollState): number {
  const allowedAt = Math.max(0, ((s.describes + 1 - BUDGET_START) * 3_600_000) / BUDGET_PER_HOUR)
  return Math.max(wanted(s), Math.ceil(allowedAt - s.elapsedMs))
}

/**
 * The log reads the wait may have made `elapsedMs` into it, reading `streams` data-log streams: the
 * Describes' budget once for the listings of streams and once per stream, so that reading the job's
 * failures costs at most (1 + streams) times the Describes however long the job runs.
 */
export function logCallsAllowed(elapsedMs: number, streams: number): number {
  const describes = BUDGET_START + (BUDGET_PER_HOUR * Math.max(0, elapsedMs)) / 3_600_000
  return Math.floor((1 + Math.max(1, streams)) * describes)
}

export type Described = Pick<
  DescribeTransformJobCommandOutput,
  | 'TransformJobStatus'
  | 'FailureReason'
  | 'TransformJobArn'
  | 'CreationTime'
  | 'TransformStartTime'
  | 'TransformEndTime'
> &
  Partial<Pick<DescribeTransformJobCommandOutput, 'TransformResources'>>

interface PollOptions {
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
  /**
   * Called after each Describe (e.g. to tail logs, count outputs); the progress and the gates' next
   * read it returns set the next wait.
   */
  onTick?: (described: Described) => Promise<Tick | void>
  /** Overrides the schedule. */
  schedule?: (state: PollState) => number
  /** Asked after each tick of a running job, and at each alarm: true ends the wait (`steered`). */
  steered?: () => boolean
  /**
   * A moment (epoch ms) to wake at between Describes, e.g. when max-cost is spent: `onAlarm` is called
   * then, and `steered` asked, with no Describe.
   */
  alarm?: () => number | undefined
  onAlarm?: () => void
}

/** What a tick tells the schedule. */
export interface Tick {
  progress?: ProgressView
  readInMs?: number
  blind?: boolean
}

export interface PollResult {
  end: 'terminal' | 'deadline' | 'aborted' | 'steered'
  last?: Described
  describes: number
}

export async function pollJob(opts: PollOptions): Promise<PollResult> {
  const schedule = opts.schedule ?? nextPollDelay
  const began = opts.now()
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
    const describedAt = opts.now()
    const status = current.TransformJobStatus!
    if (status !== last?.TransformJobStatus) opts.onStatus?.(status, last?.TransformJobStatus, current)
    last = current
    const tick = (await opts.onTick?.(current)) ?? {}
    if (TERMINAL.has(status)) return { end: 'terminal', last, describes }
    if (opts.steered?.()) return { end: 'steered', last, describes }
    const now = opts.now()
    if (opts.deadline !== undefined && now >= opts.deadline) return { end: 'deadline', last, describes }
    // The interval runs from Describe to Describe: time spent counting outputs is part of it.
    const next = schedule({ describes, elapsedMs: now - began, ...tick })
    const describeAt = Math.min(describedAt + Math.max(0, next), opts.deadline ?? Infinity)
    const waited = await waitUntil(opts, describeAt)
    if (waited !== 'due') return { end: waited, last, describes }
  }
}

/**
 * Sleeps until `describeAt`, waking on the way for each alarm before it: `steered` after an alarm ends
 * the wait. An alarm is honoured once (one that does not move is not woken for again).
 */
async function waitUntil(opts: PollOptions, describeAt: number): Promise<'due' | 'aborted' | 'steered'> {
  let handled = -Infinity
  for (;;) {
    const alarm = opts.alarm?.()
    const wake = alarm !== undefined && alarm > handled && alarm < describeAt ? alarm : undefined
    const until = wake ?? describeAt
    if (await pause(opts.sleep, Math.max(0, until - opts.now()), opts.signal)) return 'aborted'
    if (wake === undefined) return 'due'
    handled = wake
    opts.onAlarm?.()
    if (opts.steered?.()) return 'steered'
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
