// A running job as the cost and the early stop see it at one poll: what its instances have cost since
// TransformStartTime (billing runs from there to TransformEndTime, per instance), the cost at the end
// once the inputs finished give a pace, and the facts handed to `RunEvents.steer`.
import { money } from '../../../format.js'
import type { RunSoFar } from '../../../job.js'
import type { Described } from './poll.js'
import type { FailuresSeen } from './failures-seen.js'
import type { ProgressView } from './progress.js'

export interface Meter {
  /** USD per instance-hour; undefined when not priced. */
  perHour?: number
  instances: number
  /** The job's creation (epoch ms), when TransformStartTime is not given yet. */
  createdAt: number
}

/** The pace is trusted once this share of the inputs is finished (an output landed, or it failed). */
const TRUSTED_SHARE = 0.1

/** Billed time so far (ms): from TransformStartTime, else from the job's creation. */
function runningMs(m: Meter, described: Described, now: number): number {
  const start = described.TransformStartTime?.getTime() ?? m.createdAt
  return Math.max(0, now - start)
}

/** USD a millisecond of the job costs: every instance the job has (a Describe says, else the request). */
function perMsOf(m: Meter, described?: Described): number | undefined {
  if (m.perHour === undefined) return undefined
  const instances = described?.TransformResources?.InstanceCount ?? m.instances
  return (m.perHour * instances) / 3_600_000
}

/** USD so far and, when the time left is known, at the end. */
function costAt(m: Meter, described: Described, now: number, leftMs?: number): RunSoFar['cost'] | undefined {
  const perMs = perMsOf(m, described)
  if (perMs === undefined) return undefined
  const soFar = perMs * runningMs(m, described, now)
  return leftMs !== undefined ? { soFar, atEnd: soFar + perMs * leftMs, perMs } : { soFar, perMs }
}

/** `$1.24 so far, about $4.10 at the end`. */
export function describeCost(cost: NonNullable<RunSoFar['cost']>): string {
  const end = cost.atEnd !== undefined ? `, about ${money(cost.atEnd)} at the end` : ''
  return `${money(cost.soFar)} so far${end}`
}

/** USD of the job's instance time between two moments (epoch ms), when priced. */
export function costBetween(
  m: Meter,
  described: Described | undefined,
  from: number,
  to: number
): number | undefined {
  const perMs = perMsOf(m, described)
  return perMs === undefined ? undefined : perMs * Math.max(0, to - from)
}

/**
 * What the early stop is told at one poll: the inputs finished (`view`, whose pace counts failed inputs
 * as finished), the failures read and when each was logged, the cost.
 */
export function runSoFar(
  m: Meter,
  described: Described,
  now: number,
  seen: { view?: ProgressView; failures?: Pick<FailuresSeen, 'count' | 'failedAt' | 'lagMs'> }
): RunSoFar {
  const v = seen.view
  const leftMs = v?.leftMs
  const cost = costAt(m, described, now, leftMs)
  const failed = seen.failures?.count
  // Inputs finished either way: a failed one leaves no output but is finished.
  const done = v?.done ?? failed ?? 0
  const trusted = v?.expected !== undefined && leftMs !== undefined && done >= v.expected * TRUSTED_SHARE
  return {
    elapsedMs: runningMs(m, described, now),
    lookedAt: now,
    ...(failed !== undefined
      ? {
          failed,
          failedAt: (n: number) => seen.failures!.failedAt(n),
          failedAsOf: now - seen.failures!.lagMs
        }
      : {}),
    ...(v ? { landed: v.landed } : {}),
    ...(v?.expected !== undefined ? { expected: v.expected } : {}),
    ...(trusted ? { paceTrusted: true } : {}),
    ...(leftMs !== undefined ? { leftMs } : {}),
    ...(cost ? { cost } : {})
  }
}
