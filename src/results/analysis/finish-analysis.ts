// Stage 6: the analysis finished from what was read while the job ran (or read now), with what the
// part of the input (rerun, sample) adds; results that cannot be read still give a summary whose gates
// say so.
import type { JobOutcome } from '../../job.js'
import type { SubsetPlan } from '../../listing/subset.js'
import { errorMessage } from '../../errors.js'
import type { Spec } from '../../spec.js'
import { analyzeRun, type Analysis, type AnalyzeOptions, type OpenAnalysis } from './open-analysis.js'
import { evaluateGates } from '../evaluation/quality-gates.js'
import { jobInfo, rerunInfo } from '../summary/job-info.js'
import { SUMMARY_SCHEMA, type RunSummary } from '../summary/run-summary.js'
import { measuredOf } from '../summary/summary-from-reading.js'
import { utilizationSummary } from '../summary/instance-utilization.js'

export interface FinishedAnalysis {
  summary: RunSummary
  /** What the analysis loaded (classes, inputs, ground truth); absent when the results were not read. */
  analysis?: Analysis
}

/** A summary that says the results could not be read, with the gates evaluated as unmeasurable. */
function unreadSummary(spec: Spec, outcome: JobOutcome, why: string): RunSummary {
  const s: RunSummary = {
    schema: SUMMARY_SCHEMA,
    job: jobInfo(spec, outcome),
    data: { uri: spec.data.uri, type: spec.data.type },
    outputPath: outcome.outputPath || spec.output.path,
    format: {
      requested: spec.report.outputFormat,
      kind: 'none',
      chosen: 'results not read',
      framings: {},
      shapes: {}
    },
    objects: { total: 0, withOutput: 0, failed: 0, unreadable: 0, orphanOutputs: 0, bytes: 0 },
    records: 0,
    unrecognisedRecords: 0,
    failedObjects: [],
    unreadableObjects: [],
    unrecognisedExamples: [],
    orphanOutputs: [],
    gates: [],
    notes: [`The results could not be read: ${why}`]
  }
  s.gates = evaluateGates(spec.report, measuredOf(s, `results not read: ${why}`, `results not read: ${why}`))
  return s
}

/**
 * `subset`: the part of the input this run transformed (`rerun: failed`, `sample`); a rerun's report
 * covers the whole input (`spec.data`), a sample's only the sample. `live`: the analysis that read
 * outputs while the job ran; only the rest are read now.
 */
export async function finishAnalysis(
  spec: Spec,
  outcome: JobOutcome,
  deps: AnalyzeOptions,
  subset?: SubsetPlan,
  live?: Promise<OpenAnalysis>,
  /** The inputs the job transformed when it ran part of what is reported (default: a rerun's). */
  ran?: { names: readonly string[] }
): Promise<FinishedAnalysis> {
  let finished: FinishedAnalysis
  try {
    const rerun = ran ?? (subset?.kind === 'rerun' ? subset : undefined)
    const analysis = live
      ? await (await live).finish(outcome, rerun)
      : await analyzeRun(spec, outcome, deps, rerun)
    finished = { summary: analysis.summary, analysis }
  } catch (err) {
    deps.log.warning(`Could not read the results: ${errorMessage(err)}`)
    finished = { summary: unreadSummary(spec, outcome, errorMessage(err)) }
  }
  const summary = finished.summary
  if (subset?.kind === 'sample') summary.sample = { objects: subset.chosen, of: subset.total }
  if (subset?.kind === 'rerun') summary.rerun = rerunInfo(summary.job, subset.chosen, subset.total)
  // The objects the job itself read: a rerun's part, else the reported input.
  const objects = subset?.kind === 'rerun' ? subset.chosen : summary.objects.total
  const utilization = utilizationSummary(summary.job, objects, await outcome.utilizationRead, spec.resources)
  if (utilization) summary.utilization = utilization
  return finished
}
