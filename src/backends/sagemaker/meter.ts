// A running job as the cost and the early stop see it at one poll: what its instances have cost since
// TransformStartTime (billing runs from there to TransformEndTime, per instance), the cost at the end
// once the outputs give a pace, and the facts handed to `RunEvents.steer`.
import { money } from '../../format.js'
import type { RunSoFar } from '../../job.js'
import type { Described } from './poll.js'
import type { ProgressView } from './progress.js'

export interface Meter {
  /** USD per instance-hour; undefined when not priced. */
  perHour?: number
  instances: number
  /** The job's creation (epoch ms), when TransformStartTime is not given yet. */
  createdAt: number
}

/** The pace is trusted once this share of the inputs is done (an output landed, or it failed). */
const TRUSTED_SHARE = 0.1

/** Billed time so far (ms): from TransformStartTime, else from the job's creation. */
function runningMs(m: Meter, described: Described, now: number): number {
  const start = described.TransformStartTime?.getTime() ?? m.createdAt
  return Math.max(0, now - start)
}

/**
 * The time left: the outputs' pace, or once inputs fail (they leave no output), the pace of the inputs
 * done either way since the job started.
 */
function leftMsOf(
  m: Meter,
  described: Described,
  now: number,
  seen: { view?: ProgressView; failed?: number }
): number | undefined {
  const v = seen.view
  if (!seen.failed) return v?.leftMs
  if (v?.expected === undefined) return undefined
  const done = v.landed + seen.failed
  return (runningMs(m, described, now) / done) * Math.max(0, v.expected - done)
}

/** USD so far and, when the time left is known, at the end. */
function costAt(m: Meter, described: Described, now: number, leftMs?: number): RunSoFar['cost'] | undefined {
  if (m.perHour === undefined) return undefined
  const perMs = (m.perHour * m.instances) / 3_600_000
  const soFar = perMs * runningMs(m, described, now)
  return leftMs !== undefined ? { soFar, atEnd: soFar + perMs * leftMs } : { soFar }
}

/** `$1.24 so far, about $4.10 at the end`. */
export function describeCost(cost: NonNullable<RunSoFar['cost']>): string {
  const end = cost.atEnd !== undefined ? `, about ${money(cost.atEnd)} at the end` : ''
  return `${money(cost.soFar)} so far${end}`
}

/** What the early stop is told at one poll. */
export function runSoFar(
  m: Meter,
  described: Described,
  now: number,
  seen: { view?: ProgressView; failed?: number }
): RunSoFar {
  const v = seen.view
  const leftMs = leftMsOf(m, described, now, seen)
  const cost = costAt(m, described, now, leftMs)
  // Inputs done either way: a failed one leaves no output but is done.
  const done = (v?.landed ?? 0) + (seen.failed ?? 0)
  const trusted = v?.expected !== undefined && leftMs !== undefined && done >= v.expected * TRUSTED_SHARE
  return {
    elapsedMs: runningMs(m, described, now),
    ...(seen.failed !== undefined ? { failed: seen.failed } : {}),
    ...(v ? { landed: v.landed } : {}),
    ...(v?.expected !== undefined ? { expected: v.expected } : {}),
    ...(trusted ? { paceTrusted: true } : {}),
    ...(leftMs !== undefined ? { leftMs } : {}),
    ...(cost ? { cost } : {})
  }
}
