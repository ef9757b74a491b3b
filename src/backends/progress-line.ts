// How far a transform is, in the same words whichever backend runs it: the inputs finished (an output
// written, or a failure), of how many, and the share.
import { noun } from '../format.js'

/** What a backend has counted so far. */
export interface FinishedCounts {
  /** Inputs whose output was written. */
  outputs: number
  /** Inputs that failed. */
  failed: number
  /** Inputs in all, when the listing says. */
  total?: number
  /** The failures by reason, when known: `413 x 10, 500 x 2`. */
  reasons?: string
}

export const whole = (n: number): string => Math.round(n).toLocaleString('en-US')

/** `31%`; never 0% once one has finished, never 100% before all have. */
export function percent(done: number, total: number): string {
  if (total <= 0) return '100%'
  const p = Math.floor((100 * Math.min(done, total)) / total)
  if (p === 0 && done > 0) return '<1%'
  return `${p}%`
}

/** Inputs finished: outputs written plus failures, at most the inputs in all. */
export function finishedOf(c: FinishedCounts): number {
  return Math.min(c.outputs + c.failed, c.total ?? Infinity)
}

/**
 * `31,204 of 100,000 outputs (31%)`, or with failures `20 of 300 done (6%; 4 outputs, 16 failed: 500 x
 * 16)`; without a total, `4 outputs` or `4 done (3 outputs, 1 failed)`.
 */
export function finishedLine(c: FinishedCounts): string {
  const done = finishedOf(c)
  const of = c.total !== undefined ? ` of ${whole(c.total)}` : ''
  const share = c.total !== undefined ? percent(done, c.total) : undefined
  if (c.failed === 0)
    return `${whole(c.outputs)}${of} ${noun(c.total ?? c.outputs, 'output')}${share ? ` (${share})` : ''}`
  const reasons = c.reasons ? `: ${c.reasons}` : ''
  const split = `${whole(c.outputs)} ${noun(c.outputs, 'output')}, ${whole(c.failed)} failed${reasons}`
  return `${whole(done)}${of} done (${share ? `${share}; ` : ''}${split})`
}
