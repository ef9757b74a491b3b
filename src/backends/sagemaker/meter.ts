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

/** The pace is trusted once this share of the outputs has landed. */
export const TRUSTED_SHARE = 0.1

/** Billed time so far (ms): from TransformStartTime, else from the job's creation. */
function runningMs(m: Meter, described: Described, now: number): number {
  const start = described.TransformStartTime?.getTime() ?? m.createdAt
  return Math.max(0, now - start)
}

/** USD so far and, when the time left is known, at the end. */
export function costAt(
  m: Meter,
  described: Described,
  now: number,
  view?: ProgressView
): RunSoFar['cost'] | undefined {
  if (m.perHour === undefined) return undefined
  const perMs = (m.perHour * m.instances) / 3_600_000
  const soFar = perMs * runningMs(m, described, now)
  return view?.leftMs !== undefined ? { soFar, atEnd: soFar + perMs * view.leftMs } : { soFar }
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
  const cost = costAt(m, described, now, v)
  const trusted =
    v?.expected !== undefined && v.perMinute !== undefined && v.landed >= v.expected * TRUSTED_SHARE
  return {
    elapsedMs: runningMs(m, described, now),
    ...(seen.failed !== undefined ? { failed: seen.failed } : {}),
    ...(v ? { landed: v.landed } : {}),
    ...(v?.expected !== undefined ? { expected: v.expected } : {}),
    ...(trusted ? { paceTrusted: true } : {}),
    ...(cost ? { cost } : {})
  }
}
