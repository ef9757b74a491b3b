// How far a running job is, from the outputs at output-path: the count at each poll, the pace over the
// last minutes, the time left at that pace, and the one line the wait group shows per poll.

import { noun } from '../../format.js'
import type { FailuresSoFar, OutputCount } from '../../job.js'

export type { OutputCount }

/** What the counts so far say. */
export interface ProgressView extends OutputCount {
  /** Outputs per minute over the recent polls; undefined until two polls differ. */
  perMinute?: number
  /** Time left at that pace; undefined without an expected count or a pace. */
  leftMs?: number
  /** How long the count has not moved (since the wait began, while none has landed). */
  idleMs: number
}

/** The pace is measured over this much of the recent past, so a slow start does not weigh on the end. */
const PACE_WINDOW_MS = 5 * 60_000
/** No new output for this long is worth a word in the log. */
const QUIET_MS = 10 * 60_000

interface Sample {
  at: number
  landed: number
}

/** Keeps the few counts the pace needs; memory stays constant however long the job runs. */
export class ProgressTracker {
  private samples: Sample[] = []
  private changedAt?: number

  observe(at: number, count: OutputCount): ProgressView {
    const last = this.samples.at(-1)
    if (!last || count.landed !== last.landed) this.changedAt = at
    this.samples.push({ at, landed: count.landed })
    // The pace runs from the newest sample older than the window. Outputs began after the last sample
    // that saw none: from the first that saw some, or (with only the current one) from the last empty
    // one, a lower bound.
    let first = 0
    for (let i = this.samples.length - 2; i >= 0; i--) {
      const empty = this.samples[i].landed === 0
      if (at - this.samples[i].at > PACE_WINDOW_MS || empty) {
        first = empty && i < this.samples.length - 2 ? i + 1 : i
        break
      }
    }
    this.samples = this.samples.slice(first)
    const from = this.samples[0]
    const gained = count.landed - from.landed
    const perMs = at > from.at && gained > 0 ? gained / (at - from.at) : undefined
    const view: ProgressView = { ...count, idleMs: at - (this.changedAt ?? at) }
    if (perMs !== undefined) view.perMinute = perMs * 60_000
    if (perMs !== undefined && count.expected !== undefined)
      view.leftMs = Math.max(0, count.expected - count.landed) / perMs
    return view
  }
}

const whole = (n: number): string => Math.round(n).toLocaleString('en-US')

/** `31%`; never 0% once one has landed, never 100% before all have. */
function percent(landed: number, expected: number): string {
  if (expected <= 0) return '100%'
  const p = Math.floor((100 * Math.min(landed, expected)) / expected)
  if (p === 0 && landed > 0) return '<1%'
  return `${p}%`
}

/** `5,900/min`, `2.5/min`. */
function pace(perMinute: number): string {
  return perMinute >= 10 ? `${whole(perMinute)}/min` : `${Number(perMinute.toFixed(1))}/min`
}

/** `about 40 s left`, `about 12 min left`, `about 2 h 5 min left`. */
export function timeLeft(ms: number): string {
  const s = Math.round(ms / 1000)
  if (s < 90) return `about ${Math.max(5, Math.round(s / 5) * 5)} s left`
  const min = Math.round(s / 60)
  if (min < 90) return `about ${min} min left`
  return `about ${Math.floor(min / 60)} h ${min % 60} min left`
}

/**
 * The text after `InProgress: `, e.g. `31,204 of 100,000 outputs (31%), 5,900/min, about 12 min left`,
 * or `no outputs yet (300 inputs)`; a long quiet is said, since SageMaker may upload only at the end.
 */
export function describeProgress(v: ProgressView, failures?: FailuresSoFar): string {
  const quiet = v.idleMs >= QUIET_MS ? Math.round(v.idleMs / 60_000) : undefined
  const failed = failures && failures.count > 0 ? [failedSoFar(failures)] : []
  if (v.landed === 0) {
    const of = v.expected !== undefined ? ` (${whole(v.expected)} ${noun(v.expected, 'input')})` : ''
    return [
      quiet === undefined
        ? `no outputs yet${of}`
        : `no outputs yet${of}, none in ${quiet} min: SageMaker may upload them only as the job ends`,
      ...failed
    ].join(', ')
  }
  const counted =
    v.expected !== undefined
      ? `${whole(v.landed)} of ${whole(v.expected)} outputs (${percent(v.landed, v.expected)})`
      : `${whole(v.landed)} ${noun(v.landed, 'output')}`
  const parts = [counted, ...failed]
  // All there: the pace and the time left say nothing more; the job's end is near.
  if (v.expected !== undefined && v.landed >= v.expected) return parts.join(', ')
  if (quiet !== undefined) parts.push(`none new in ${quiet} min`)
  else {
    if (v.perMinute !== undefined) parts.push(pace(v.perMinute))
    if (v.leftMs !== undefined) parts.push(timeLeft(v.leftMs))
  }
  return parts.join(', ')
}

/** Reason labels shown in a progress line at most; the others are counted together. */
const LABELS_SHOWN = 3

/** `12 failed so far (413 x 10, 500 x 2)`: the inputs the data-log named failed, by reason. */
export function failedSoFar(failures: FailuresSoFar): string {
  const labels = failures.byLabel()
  const shown = labels.slice(0, LABELS_SHOWN).map(l => `${l.label} x ${whole(l.count)}`)
  const others = labels.slice(LABELS_SHOWN).reduce((n, l) => n + l.count, 0)
  if (others > 0) shown.push(`others x ${whole(others)}`)
  return `${whole(failures.count)} failed so far (${shown.join(', ')})`
}
