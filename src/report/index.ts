// Results -> summaries -> outputs, job summary, sticky PR comment, summary.json; returns gate failures.
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { lazyS3Client } from '../aws/s3.js'
import type { JobOutcome } from '../backend.js'
import { errorMessage } from '../errors.js'
import type { ActionContext } from '../main.js'
import { analyzeRun, jobInfo, loadLabelMap, measuredOf } from '../results/analyze.js'
import { ClassRegistry } from '../results/classes.js'
import { evaluateGates } from '../results/gates.js'
import { openInputObjects } from '../results/input-objects.js'
import { openFolder, type S3ClientSource } from '../results/locations.js'
import { SUMMARY_SCHEMA, accuracyOf, type PicturesInfo, type RunSummary } from '../results/run-summary.js'
import type { Spec } from '../spec.js'
import { commentMarker, upsertStickyComment } from './comment.js'
import { markerKey } from './escape.js'
import { readRunContext, type RunContext } from './github-context.js'
import { renderPictures, uploadPictures } from './pictures/index.js'
import { renderComment, renderJobSummary, type Links } from './render.js'

export const SUMMARY_OBJECT_KEY = '_summary.json'

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

function setOutputs(s: RunSummary, summaryJson: string): void {
  core.setOutput('objects-total', String(s.objects.total))
  core.setOutput('objects-failed', String(s.objects.failed))
  core.setOutput('records', String(s.records))
  core.setOutput('accuracy', fixed(accuracyOf(s)))
  core.setOutput('agreement', fixed(s.baseline?.agreement))
  core.setOutput('summary-json', summaryJson)
}

async function pictures(
  spec: Spec,
  s: RunSummary,
  s3: S3ClientSource,
  env: NodeJS.ProcessEnv
): Promise<PicturesInfo> {
  try {
    const labels = await loadLabelMap(spec, s3)
    const registry = new ClassRegistry(labels)
    const dir = path.join(workDir(env, s.job.name), 'detections')
    const rendered = await renderPictures({
      inputs: await openInputObjects(spec.data, s3),
      outputs: openFolder(s.outputPath, s3, 'output-path'),
      read: { format: spec.report.outputFormat, classes: registry },
      registry,
      threshold: spec.report.scoreThreshold,
      count: spec.report.detectionImages,
      dir
    })
    return await uploadPictures(`detections-${markerKey(s.job.name)}`, rendered, dir, env)
  } catch (err) {
    return { rendered: 0, note: `not rendered: ${errorMessage(err)}` }
  }
}

async function writeSummaryJson(s: RunSummary, env: NodeJS.ProcessEnv, s3: S3ClientSource): Promise<string> {
  const json = `${JSON.stringify(s, null, 2)}\n`
  const file = path.join(workDir(env, s.job.name), SUMMARY_OBJECT_KEY)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, json)
  try {
    await openFolder(s.outputPath, s3, 'output-path').put(SUMMARY_OBJECT_KEY, json, 'application/json')
  } catch (err) {
    core.warning(`Could not write ${SUMMARY_OBJECT_KEY} beside the outputs: ${errorMessage(err)}`)
  }
  return file
}

async function writeJobSummary(s: RunSummary, links: Links): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('No job summary written (GITHUB_STEP_SUMMARY is not set).')
    return
  }
  const fitted = renderJobSummary(s, links)
  if (fitted.omitted.length)
    core.info(`Job summary: omitted ${fitted.omitted.join(', ')} to stay under 1 MiB.`)
  await core.summary.addRaw(fitted.text, true).write()
}

async function postComment(
  spec: Spec,
  s: RunSummary,
  run: RunContext,
  links: Links,
  env: NodeJS.ProcessEnv
): Promise<string> {
  const mode = spec.report.comment
  if (mode === 'never') return ''
  const say = mode === 'always' ? (m: string) => core.warning(m) : (m: string) => core.info(m)
  if (!run.pullRequest) {
    say(
      `No pull request comment: ${run.noPullRequest ?? 'no pull request'}. The job summary has the results.`
    )
    return ''
  }
  // A fork's pull_request token is read-only (pull_request_target gets a writable one).
  if (mode === 'auto' && run.fromFork && run.eventName === 'pull_request') {
    core.info(
      'No pull request comment: the pull request comes from a fork, whose token is read-only. The job summary has the results.'
    )
    return ''
  }
  const token = spec.report.githubToken || env.GITHUB_TOKEN
  if (!token) {
    say('No pull request comment: no github-token. The job summary has the results.')
    return ''
  }
  const marker = commentMarker(spec.report.commentKey)
  const fitted = renderComment(s, links, marker.length + 1)
  try {
    const res = await upsertStickyComment({
      token,
      apiUrl: run.apiUrl,
      pr: run.pullRequest,
      key: spec.report.commentKey,
      body: fitted.text
    })
    core.info(`Pull request comment ${res.action}: ${res.url}`)
    return res.url
  } catch (err) {
    const status = (err as { status?: number }).status
    const why =
      status === 403
        ? 'the token may not write to this pull request (a fork gets a read-only token)'
        : errorMessage(err)
    core.warning(
      `Could not comment on pull request #${run.pullRequest.number} (${status ?? 'error'}: ${why}). The job summary has the results.`
    )
    return ''
  }
}

export async function publishResults(spec: Spec, outcome: JobOutcome, ctx: ActionContext): Promise<string[]> {
  const env = ctx.env
  const s3 = lazyS3Client(spec.control, env)

  let summary: RunSummary
  try {
    summary = await analyzeRun(spec, outcome, { s3, warn: m => core.warning(m) })
  } catch (err) {
    core.warning(`Could not read the results: ${errorMessage(err)}`)
    summary = unreadSummary(spec, outcome, errorMessage(err))
  }
  if (summary.detection && spec.report.detectionImages > 0)
    summary.pictures = await pictures(spec, summary, s3, env)

  const run = readRunContext(env)
  const links: Links = { runUrl: run.runUrl, picturesUrl: summary.pictures?.url }
  let summaryJson = ''
  try {
    summaryJson = await writeSummaryJson(summary, env, s3)
  } catch (err) {
    core.warning(`Could not write the summary JSON: ${errorMessage(err)}`)
  }
  setOutputs(summary, summaryJson)
  try {
    await writeJobSummary(summary, links)
  } catch (err) {
    core.warning(`Could not write the job summary: ${errorMessage(err)}`)
  }
  core.setOutput('comment-url', await postComment(spec, summary, run, links, env))

  for (const g of summary.gates) core.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message}`)
  s3.release()
  return summary.gates.filter(g => !g.passed).map(g => g.message)
}
