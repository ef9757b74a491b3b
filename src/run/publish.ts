// Stage 7: publishing what the analysis found, each part on its own so one failing never hides the
// others: the failed-manifest, the pictures, `_summary.json` and the baseline pointer, the outputs, the
// job summary and the pull-request comment; the evaluation in SageMaker's schema, which a registration
// names.
import type { Analysis } from '../results/analysis/open-analysis.js'
import type { FinishedAnalysis } from '../results/analysis/finish-analysis.js'
import type { JobOutcome } from '../job.js'
import type { StageContext } from '../context.js'
import { errorMessage } from '../errors.js'
import type { Spec } from '../spec.js'
import { isUnlisted, type InputsOrWhy } from '../listing/listed-inputs.js'
import { failedManifest, failureReasons, reasonsFileOf } from '../listing/subset.js'
import { openOutputFolder, type OutputFolder } from '../storage/resolve.js'
import { markerKey } from '../report/escape.js'
import { SUMMARY_OBJECT_KEY } from '../results/summary/run-summary.js'
import { readRunContext } from '../report/github-context.js'
import { writeJobSummary } from '../report/job-summary.js'
import { postComment } from '../report/pr-comment.js'
import { publishHint } from '../report/publish/publish-hint.js'
import type { RenderContext } from '../report/sections/section.js'
import { setSummaryOutputs } from '../report/step-outputs.js'
import { writeBaselinePointer, writeSummaryJson } from '../report/summary-json.js'
import { writeEvaluationJson, type WrittenEvaluation } from '../report/evaluation-json.js'

/** Writes the manifest of the inputs without an output, for `rerun: failed` or a manual rerun. */
async function writeFailedManifest(
  outcome: JobOutcome,
  analysis: Analysis,
  outputs: OutputFolder,
  ctx: StageContext,
  inputs: InputsOrWhy
): Promise<void> {
  const summary = analysis.summary
  try {
    if (isUnlisted(inputs)) throw new Error(inputs.unlisted)
    const stamp = markerKey(outcome.jobName)
    const reasons = failureReasons(outcome.failures, outcome.unexplained)
    const uri = await failedManifest(outputs, inputs, stamp, analysis.counted, reasons)
    if (!uri) return
    summary.failedManifest = uri
    ctx.outputs.set('failed-manifest', uri)
    ctx.log.info(
      `failed-manifest: ${uri} lists the ${summary.objects.failed} inputs without an output; run them again with rerun: failed (or give it as data with data-type: ManifestFile).` +
        (reasons ? ` Each one's reason: ${reasonsFileOf(uri)}.` : '')
    )
  } catch (err) {
    ctx.log.warning(`Could not write the manifest of the failed inputs: ${errorMessage(err)}`)
  }
}

/** What publishing wrote that a later stage names: the evaluation, when there is one. */
export interface Published {
  evaluation?: WrittenEvaluation
  /** `_summary.json` beside the outputs, written for this run. */
  summaryUri?: string
}

export async function publish(
  spec: Spec,
  outcome: JobOutcome,
  { summary, analysis }: FinishedAnalysis,
  ctx: StageContext,
  /** The reported input as the run listed it (the failed-manifest is made from it), or why not. */
  inputs: InputsOrWhy
): Promise<Published> {
  const env = ctx.env
  const s3 = () => ctx.s3(spec.control)
  // The job's own output path (an attached job's may differ from this step's input), opened once.
  const outputs = openOutputFolder(summary.outputPath, s3)
  // The analysis may have learned why inputs failed (SageMaker: the data-log read to the job's end).
  if (outcome.failureReason) ctx.outputs.set('failure-reason', outcome.failureReason)
  if (analysis && summary.detection && spec.report.detectionImages > 0) {
    const { picturesForRun } = await import('../report/pictures/for-run.js')
    summary.pictures = await picturesForRun(spec, analysis, outputs.store, env)
  }
  if (summary.objects.failed > 0 && analysis)
    await writeFailedManifest(outcome, analysis, outputs, ctx, inputs)

  const run = readRunContext(env)
  // What mode: publish checks against its own event: the base repository and the pull request's head.
  if (run.repository) summary.repository = run.repository
  if (run.sha) summary.revision = { sha: run.sha, ...(run.ref ? { ref: run.ref } : {}) }
  const rc: RenderContext = { links: { runUrl: run.runUrl }, updatedAt: new Date(ctx.now()).toISOString() }
  let summaryJson = ''
  let complete = false
  try {
    const written = await writeSummaryJson(summary, env, outputs.store, ctx.log)
    summaryJson = written.file
    complete = written.besideOutputs
  } catch (err) {
    ctx.log.warning(`Could not write the summary JSON: ${errorMessage(err)}`)
  }
  let evaluation: WrittenEvaluation | undefined
  try {
    evaluation = await writeEvaluationJson(summary, env, outputs.store, { now: ctx.now(), log: ctx.log })
  } catch (err) {
    ctx.log.warning(`Could not write the evaluation JSON: ${errorMessage(err)}`)
  }
  ctx.outputs.set('evaluation-json', evaluation?.file ?? '')
  if (spec.report.baselinePointer) {
    const uri = spec.report.baselinePointer
    await writeBaselinePointer(summary, { uri, complete, run, now: ctx.now(), s3, log: ctx.log })
  }
  setSummaryOutputs(ctx.outputs, summary, summaryJson)
  try {
    await writeJobSummary(summary, rc, ctx)
  } catch (err) {
    ctx.log.warning(`Could not write the job summary: ${errorMessage(err)}`)
  }
  const comment = await postComment(spec.report, summary, run, rc, env, ctx.log)
  ctx.outputs.set('comment-url', comment.url)
  if (comment.readOnly) ctx.log.info(publishHint(summaryJson))
  return {
    ...(evaluation ? { evaluation } : {}),
    ...(complete ? { summaryUri: outputs.store.uriOf(SUMMARY_OBJECT_KEY) } : {})
  }
}
