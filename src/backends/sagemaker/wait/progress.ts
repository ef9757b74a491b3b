// How far a running job is: the inputs finished at each poll (an output landed at output-path, or its
// failure was read), the pace over the last minutes, the time left at that pace, and the one line the
// wait group shows per poll.

import { noun, timeLeft } from '../../../format.js'
import { finishedLine, finishedOf, whole } from '../../progress-line.js'
import type { FailuresSoFar, OutputCount } from '../../../job.js'

export type { OutputCount }

/** What the counts so far say. */
export interface ProgressView extends OutputCount {
  /** Inputs whose failure was read so far. */
  failed: number
  /**
   * Inputs finished: outputs landed plus failures read (SageMaker uploads an object's output only when
   * the whole object succeeded, so none is counted twice), at most the inputs in all.
   */
  done: number
  /** Inputs finished per minute over the recent polls; undefined until two polls differ. */
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
  done: number
}

/** Keeps the few counts the pace needs; memory stays constant however long the job runs. */
export class ProgressTracker {
  private samples: Sample[] = []
  private changedAt?: number

  /** One poll: `count` outputs, and `failed` inputs whose failure was read. */
  observe(at: number, count: OutputCount, failed = 0): ProgressView {
    const total = count.expected !== undefined ? { total: count.expected } : {}
    const done = finishedOf({ outputs: count.landed, failed, ...total })
    const last = this.samples.at(-1)
    if (!last || done !== last.done) this.changedAt = at
    this.samples.push({ at, done })
    // The pace runs from the newest sample older than the window. Inputs began to finish after the last
    // sample that saw none: from the first that saw some, or (with only the current one) from the last
    // empty one, a lower bound.
    let first = 0
    for (let i = this.samples.length - 2; i >= 0; i--) {
      const empty = this.samples[i].done === 0
      if (at - this.samples[i].at > PACE_WINDOW_MS || empty) {
        first = empty && i < this.samples.length - 2 ? i + 1 : i
        break
      }
    }
    this.samples = this.samples.slice(first)
    const from = this.samples[0]
    const gained = done - from.done
    const perMs = at > from.at && gained > 0 ? gained / (at - from.at) : undefined
    const view: ProgressView = { ...count, failed, done, idleMs: at - (this.changedAt ?? at) }
    if (perMs !== undefined) view.perMinute = perMs * 60_000
    if (perMs !== undefined && count.expected !== undefined)
      view.leftMs = Math.max(0, count.expected - done) / perMs
    return view
  }
}

/** `5,900/min`, `2.5/min`. */
function pace(perMinute: number): string {
  return perMinute >= 10 ? `${whole(perMinute)}/min` : `${Number(perMinute.toFixed(1))}/min`
}

/** The inputs finished, in the words both backends use (backends/progress-line.ts). */
function finished(v: ProgressView, failures?: FailuresSoFar): string {
  const reasons = failures && failures.count > 0 ? failureLabels(failures) : undefined
  return finishedLine({
    outputs: v.landed,
    failed: v.failed,
    ...(v.expected !== undefined ? { total: v.expected } : {}),
    ...(reasons ? { reasons } : {})
  })
}

/**
 * The text after `InProgress: `, e.g. `31,204 of 100,000 outputs (31%), 5,900/min, about 12 min left`,
 * `20 of 300 done (6%) (4 outputs, 16 failed: 500 x 16), 240/min, about 70 s left`, or `no outputs yet
 * (300 inputs)`; a long quiet is said, since SageMaker may upload only at the end.
 */
export function describeProgress(v: ProgressView, failures?: FailuresSoFar): string {
  const quiet = v.idleMs >= QUIET_MS ? Math.round(v.idleMs / 60_000) : undefined
  if (v.done === 0) {
    const of = v.expected !== undefined ? ` (${whole(v.expected)} ${noun(v.expected, 'input')})` : ''
    return quiet === undefined
      ? `no outputs yet${of}`
      : `no outputs yet${of}, none in ${quiet} min: SageMaker may upload them only as the job ends`
  }
  const parts = [finished(v, failures)]
  // All done: the pace and the time left say nothing more; the job's end is near.
  if (v.expected !== undefined && v.done >= v.expected) return parts.join(', ')
  if (quiet !== undefined) parts.push(`none new in ${quiet} min`)
  else {
    if (v.perMinute !== undefined) parts.push(pace(v.perMinute))
    if (v.leftMs !== undefined) parts.push(timeLeft(v.leftMs))
  }
  return parts.join(', ')
}

/** Reason labels shown in a progress line at most; the others are counted together. */
const LABELS_SHOWN = 3

/** `413 x 10, 500 x 2, others x 3`: the inputs the data-log named failed, by reason. */
export function failureLabels(failures: FailuresSoFar): string {
  const labels = failures.byLabel()
  const shown = labels.slice(0, LABELS_SHOWN).map(l => `${l.label} x ${whole(l.count)}`)
  const others = labels.slice(LABELS_SHOWN).reduce((n, l) => n + l.count, 0)
  if (others > 0) shown.push(`others x ${whole(others)}`)
  return shown.join(', ')
}
