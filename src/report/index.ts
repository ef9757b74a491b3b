// Results -> summaries -> outputs, job summary, sticky PR comment, summary.json; returns gate failures.
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome } from '../job.js'
import { errorMessage } from '../errors.js'
import type { ActionContext, Logger, Outputs, StageContext } from '../context.js'
import {
  analyzeRun,
  jobInfo,
  measuredOf,
  rerunInfo,
  type Analysis,
  type OpenAnalysis
} from '../results/analyze.js'
import { evaluateGates } from '../results/gates.js'
import type { Change } from '../results/baseline.js'
import { openFolder, openParent, type S3ClientSource } from '../storage/resolve.js'
import { pointerTo } from '../results/baseline-source.js'
import {
  SUMMARY_OBJECT_KEY,
  SUMMARY_SCHEMA,
  accuracyOf,
  type PicturesInfo,
  type RunSummary
} from '../results/run-summary.js'
import type { Spec } from '../spec.js'
import { failedManifest, failureReasons, reasonsFileOf, type SubsetPlan } from '../contract/subset.js'
import { markerKey } from './escape.js'
import { readRunContext, type RunContext } from './github-context.js'
import { renderComment, renderJobSummary, type RenderContext } from './render.js'

export { SUMMARY_OBJECT_KEY }

/**
 * Artifact names must be unique within a workflow run, re-run attempts included; one job can be
 * reported by several steps (`attach`, an explicit `job-name`), so the step and the attempt join the name.
 */
function artifactSuffix(env: NodeJS.ProcessEnv): string {
  const step = [env.GITHUB_JOB, env.GITHUB_ACTION].filter(Boolean).join('-')
  const attempt = env.GITHUB_RUN_ATTEMPT
  return (step ? `-${markerKey(step)}` : '') + (attempt ? `-attempt-${markerKey(attempt)}` : '')
}

function workDir(env: NodeJS.ProcessEnv, jobName: string): string {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), 'sagemaker-batch-transform', markerKey(jobName))
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

function fixed(x: number | undefined): string {
  return x === undefined || Number.isNaN(x) ? '' : String(Math.round(x * 1e6) / 1e6)
}

function setOutputs(out: Outputs, s: RunSummary, summaryJson: string): void {
  out.set('objects-total', String(s.objects.total))
  out.set('objects-failed', String(s.objects.failed))
  out.set('records', String(s.records))
  out.set('accuracy', fixed(accuracyOf(s)))
  out.set('agreement', fixed(s.baseline?.agreement))
  out.set('summary-json', summaryJson)
  out.set(
    'instance-seconds',
    s.job.instanceSeconds === undefined ? '' : String(Math.round(s.job.instanceSeconds))
  )
}

/** How each object's first prediction moved from the baseline's, as far as the summary lists them. */
function baselineChanges(s: RunSummary): Map<string, Change> {
  const out = new Map<string, Change>()
  for (const c of s.baseline?.changed.examples ?? []) if (c.record === 0) out.set(c.key, c.change)
  return out
}

/** Pictures from what the analysis loaded: its classes, its input listing and its ground truth. */
async function pictures(
  spec: Spec,
  { summary: s, registry, inputs, groundTruth, counted }: Analysis,
  s3: S3ClientSource,
  env: NodeJS.ProcessEnv
): Promise<PicturesInfo> {
  if (!inputs) return { rendered: 0, note: 'not rendered: the inputs could not be listed' }
  try {
    const dir = path.join(workDir(env, s.job.name), 'detections')
    const truth = groundTruth?.kind === 'detection' ? groundTruth : undefined
    const name = `detections-${markerKey(s.job.name)}${artifactSuffix(env)}`
    // Loaded only when pictures are drawn: image codecs and the artifact client are large.
    const { renderPictures, uploadPictures } = await import('./pictures/index.js')
    const rendered = await renderPictures({
      inputs,
      outputs: openFolder(s.outputPath, s3, 'output-path'),
      read: { format: spec.report.outputFormat, classes: registry },
      registry,
      threshold: spec.report.scoreThreshold,
      count: spec.report.detectionImages,
      dir,
      sheetName: `${name}-contact-sheet.png`,
      ...(truth ? { truth } : {}),
      counted,
      changes: baselineChanges(s)
    })
    return await uploadPictures(name, rendered, dir, env)
  } catch (err) {
    return { rendered: 0, note: `not rendered: ${errorMessage(err)}` }
  }
}

async function writeSummaryJson(
  s: RunSummary,
  env: NodeJS.ProcessEnv,
  s3: S3ClientSource,
  log: Logger
): Promise<{ file: string; besideOutputs: boolean }> {
  const json = `${JSON.stringify(s, null, 2)}\n`
  const file = path.join(workDir(env, s.job.name), SUMMARY_OBJECT_KEY)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, json)
  try {
    await openFolder(s.outputPath, s3, 'output-path').put(SUMMARY_OBJECT_KEY, json, 'application/json')
    return { file, besideOutputs: true }
  } catch (err) {
    log.warning(`Could not write ${SUMMARY_OBJECT_KEY} beside the outputs: ${errorMessage(err)}`)
    return { file, besideOutputs: false }
  }
}

/**
 * Points `baseline-pointer` at this run's outputs, only once they are complete (the job completed and
 * its `_summary.json` is beside them): a pull request reading the pointer then never sees a half-written
 * or mixed folder. Each run should write to its own output-path.
 */
interface PointerWrite {
  /** `baseline-pointer` */
  uri: string
  /** Whether the summary JSON was written beside the outputs (a pointer names complete runs only). */
  complete: boolean
  run: RunContext
  now: number
  s3: S3ClientSource
  log: Logger
}

async function writeBaselinePointer(s: RunSummary, o: PointerWrite): Promise<void> {
  const { uri, complete, run, now, s3, log } = o
  if (!complete || s.job.status !== 'Completed' || s.format.kind === 'none') {
    log.warning(`baseline-pointer: ${uri} left as it was: this run's outputs are not complete.`)
    return
  }
  const pointer = pointerTo(s, new Date(now).toISOString(), run.runUrl)
  try {
    const { store, key } = openParent(uri, s3, 'baseline-pointer')
    await store.put(key, `${JSON.stringify(pointer, null, 2)}\n`, 'application/json')
    log.info(`baseline-pointer: ${uri} now names ${s.outputPath}`)
  } catch (err) {
    log.warning(`baseline-pointer: could not write ${uri}: ${errorMessage(err)}`)
  }
}

async function writeJobSummary(s: RunSummary, rc: RenderContext, ctx: ActionContext): Promise<void> {
  const fitted = renderJobSummary(s, rc)
  if (!(await ctx.outputs.appendSummary(fitted.text))) {
    ctx.log.info('No job summary written (GITHUB_STEP_SUMMARY is not set).')
    return
  }
  if (fitted.omitted.length)
    ctx.log.info(`Job summary: omitted ${fitted.omitted.join(', ')} to stay under 1 MiB.`)
}

async function postComment(
  spec: Spec,
  s: RunSummary,
  run: RunContext,
  rc: RenderContext,
  env: NodeJS.ProcessEnv,
  log: Logger
): Promise<string> {
  const mode = spec.report.comment
  if (mode === 'never') return ''
  const say = mode === 'always' ? (m: string) => log.warning(m) : (m: string) => log.info(m)
  if (!run.pullRequest) {
    say(
      `No pull request comment: ${run.noPullRequest ?? 'no pull request'}. The job summary has the results.`
    )
    return ''
  }
  // A fork's pull_request token is read-only (pull_request_target gets a writable one).
  if (mode === 'auto' && run.fromFork && run.eventName === 'pull_request') {
    log.info(
      'No pull request comment: the pull request comes from a fork, whose token is read-only. The job summary has the results.'
    )
    return ''
  }
  const token = spec.report.githubToken || env.GITHUB_TOKEN
  if (!token) {
    say('No pull request comment: no github-token. The job summary has the results.')
    return ''
  }
  // Loaded only when a comment is posted: the GitHub client is large.
  const { commentMarker, upsertStickyComment } = await import('./comment.js')
  const marker = commentMarker(spec.report.commentKey)
  const fitted = renderComment(s, rc, marker.length + 1)
  try {
    const res = await upsertStickyComment({
      token,
      apiUrl: run.apiUrl,
      pr: run.pullRequest,
      key: spec.report.commentKey,
      body: fitted.text
    })
    log.info(`Pull request comment ${res.action}: ${res.url}`)
    return res.url
  } catch (err) {
    const status = (err as { status?: number }).status
    const why =
      status === 403
        ? 'the token may not write to this pull request (a fork gets a read-only token)'
        : errorMessage(err)
    log.warning(
      `Could not comment on pull request #${run.pullRequest.number} (${status ?? 'error'}: ${why}). The job summary has the results.`
    )
    return ''
  }
}

/**
 * `subset`: the part of the input this run transformed (`rerun: failed`, `sample`); a rerun's report
 * covers the whole input (`spec.data`), a sample's only the sample. `live`: the analysis that read
 * outputs while the job ran; only the rest are read now.
 */
export async function publishResults(
  spec: Spec,
  outcome: JobOutcome,
  ctx: StageContext,
  subset?: SubsetPlan,
  live?: Promise<OpenAnalysis>
): Promise<string[]> {
  const env = ctx.env
  const s3 = () => ctx.s3(spec.control)

  let summary: RunSummary
  let analysis: Analysis | undefined
  try {
    const rerun = subset?.kind === 'rerun' ? subset : undefined
    analysis = live
      ? await (await live).finish(outcome, rerun)
      : await analyzeRun(spec, outcome, { s3, warn: m => ctx.log.warning(m) }, rerun)
    summary = analysis.summary
  } catch (err) {
    ctx.log.warning(`Could not read the results: ${errorMessage(err)}`)
    summary = unreadSummary(spec, outcome, errorMessage(err))
  }
  if (analysis && summary.detection && spec.report.detectionImages > 0)
    summary.pictures = await pictures(spec, analysis, s3, env)
  if (subset?.kind === 'sample') summary.sample = { objects: subset.chosen, of: subset.total }
  if (subset?.kind === 'rerun') summary.rerun = rerunInfo(summary.job, subset.chosen, subset.total)
  if (summary.objects.failed > 0 && analysis) {
    try {
      const stamp = markerKey(outcome.jobName)
      const reasons = failureReasons(outcome.failures, outcome.unexplained)
      const uri = await failedManifest(spec.data, summary.outputPath, s3, stamp, analysis.counted, reasons)
      if (uri) {
        summary.failedManifest = uri
        ctx.outputs.set('failed-manifest', uri)
        ctx.log.info(
          `failed-manifest: ${uri} lists the ${summary.objects.failed} inputs without an output; run them again with rerun: failed (or give it as data with data-type: ManifestFile).` +
            (reasons ? ` Each one's reason: ${reasonsFileOf(uri)}.` : '')
        )
      }
    } catch (err) {
      ctx.log.warning(`Could not write the manifest of the failed inputs: ${errorMessage(err)}`)
    }
  }

  const run = readRunContext(env)
  if (run.sha) summary.revision = { sha: run.sha, ...(run.ref ? { ref: run.ref } : {}) }
  const rc: RenderContext = {
    links: { runUrl: run.runUrl },
    updatedAt: new Date(ctx.now()).toISOString()
  }
  let summaryJson = ''
  let complete = false
  try {
    const written = await writeSummaryJson(summary, env, s3, ctx.log)
    summaryJson = written.file
    complete = written.besideOutputs
  } catch (err) {
    ctx.log.warning(`Could not write the summary JSON: ${errorMessage(err)}`)
  }
  if (spec.report.baselinePointer) {
    const uri = spec.report.baselinePointer
    await writeBaselinePointer(summary, { uri, complete, run, now: ctx.now(), s3, log: ctx.log })
  }
  setOutputs(ctx.outputs, summary, summaryJson)
  try {
    await writeJobSummary(summary, rc, ctx)
  } catch (err) {
    ctx.log.warning(`Could not write the job summary: ${errorMessage(err)}`)
  }
  ctx.outputs.set('comment-url', await postComment(spec, summary, run, rc, env, ctx.log))

  for (const g of summary.gates) ctx.log.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message}`)
  return summary.gates.filter(g => !g.passed).map(g => g.message)
}
