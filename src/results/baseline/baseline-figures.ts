// The baseline beside this run in the summary: signs that its folder mixes runs, and its own accuracy,
// taken from its `_summary.json` when that still holds, else recomputed from its outputs.
import type { BaselineFigures } from './baseline-comparison.js'
import type { BaselineSource } from './baseline-source.js'
import { SUMMARY_OBJECT_KEY } from '../summary/run-summary.js'

/** Signs that the baseline folder mixes runs: its summary counted other outputs than the folder holds. */
export function baselineProblems(source: BaselineSource, outputs: number): string[] {
  const problems = [...source.problems]
  const counted = source.summary?.objects.withOutput
  if (counted !== undefined && counted !== outputs) {
    problems.push(
      `${source.folder} holds ${outputs} outputs but its ${SUMMARY_OBJECT_KEY} counted ${counted}: ` +
        'it may mix outputs of several runs. Write each run to its own output-path and point to the ' +
        'latest with baseline-pointer'
    )
  }
  return problems
}

/** Same figures, whichever way they were obtained (classification counts, or mAP to 1e-9). */
function sameFigures(a: BaselineFigures['evaluation'], b: BaselineFigures['evaluation']): boolean {
  if (a.kind === 'classification' && b.kind === 'classification')
    return a.top1Correct === b.top1Correct && a.evaluated === b.evaluated
  if (a.kind === 'detection' && b.kind === 'detection')
    return a.evaluated === b.evaluated && Math.abs((a.map ?? -1) - (b.map ?? -1)) < 1e-9
  return false
}

/**
 * The baseline's own accuracy: from its `_summary.json` when that was measured on the same ground truth
 * and its outputs still give the same figures; otherwise recomputed from its outputs, saying why.
 */
export function baselineFigures(
  source: BaselineSource,
  recomputed: BaselineFigures['evaluation'] | undefined,
  leftOut: number
): BaselineFigures | undefined {
  const stored = source.summary?.evaluation
  if (!recomputed) return undefined // no ground truth here: nothing to set beside this run's figures
  if (leftOut > 0) {
    return {
      source: 'recomputed',
      note: `recomputed from its outputs for this run's inputs only (${leftOut} of its objects left out)`,
      evaluation: recomputed
    }
  }
  if (!stored) {
    const why = source.summary
      ? `its ${SUMMARY_OBJECT_KEY} has no evaluation`
      : `it has no ${SUMMARY_OBJECT_KEY}`
    return { source: 'recomputed', note: `recomputed from its outputs (${why})`, evaluation: recomputed }
  }
  if (stored.kind !== recomputed.kind || stored.source !== recomputed.source) {
    return {
      source: 'recomputed',
      note: 'recomputed from its outputs against this run’s ground truth (it was evaluated on another)',
      evaluation: recomputed
    }
  }
  if (!sameFigures(stored, recomputed)) {
    return {
      source: 'recomputed',
      note: `recomputed from its outputs: they no longer give the figures of its ${SUMMARY_OBJECT_KEY}`,
      evaluation: recomputed
    }
  }
  return { source: 'summary', evaluation: stored }
}
