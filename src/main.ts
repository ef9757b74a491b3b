// The action's run, stage by stage, in the order that costs least: nothing the runner can check alone
// waits for the network, nothing is uploaded before the inputs are listed and named, nothing is created
// in AWS before the model is packed. Collaborators come in through `ActionContext` (src/context.ts), so
// tests drive `run()` against local services; with no argument it runs as the workflow step.
import type { JobOutcome, PreparedModel } from './job.js'
import { errorMessage, hasFullMessage, UserError } from './errors.js'
import { defaultContext } from './actions-io.js'
import type { ActionContext, RunS3, StageContext } from './context.js'
import type { CheckedModel } from './artifact/check.js'
import { preflight } from './run/preflight.js'
import { openRun } from './run/session.js'
import { jobPart, planPart, withPinnedImage, type RunPart } from './run/part.js'
import {
  identitySource,
  reportedInputs,
  reportedSpec,
  transform,
  type ReportedInputs,
  type Transformed
} from './run/transform.js'
import { applyGates, failedGates } from './run/gates.js'
import { stageTimer } from './run/stage-timer.js'
import { capYoungGeneration } from './run/young-generation.js'
import { isLocal, type Spec } from './spec.js'
import { isPublishMode } from './inputs/mode.js'
import type { WorkerParser } from './results/read/parse-worker.js'
import type { ReadingDeps } from './results/analysis/open-analysis.js'
import type { FinishedAnalysis } from './results/analysis/finish-analysis.js'
import type { InputsOrWhy } from './listing/listed-inputs.js'
import type { Timed } from './run/stage-timer.js'

/**
 * `rerun: failed` when every input has its output, or a cache that held every output: no job; the report
 * covers the outputs there.
 */
function nothingToRun(spec: Spec, part: RunPart, ctx: StageContext): JobOutcome {
  const outcome: JobOutcome = {
    jobName: spec.control.jobName || (part.cache ? 'all-outputs-reused' : 'rerun-nothing-missing'),
    status: 'Completed',
    outputPath: spec.output.path,
    // No job: every output there is kept from earlier runs.
    outputsWritten: new Set()
  }
  ctx.outputs.set('job-status', outcome.status)
  // Complete without a job: later steps read the outputs from here as after one.
  ctx.outputs.set('output-path', spec.output.path)
  return outcome
}

/** Stages 4 and 5: the model artifact, then the job (the stages past the inputs load when reached). */
async function artifactAndJob(
  spec: Spec,
  part: RunPart,
  model: CheckedModel | undefined,
  ctx: StageContext,
  inputsFor: ReportedInputs,
  reading: ReadingDeps
): Promise<{ outcome: JobOutcome; live?: Transformed['live']; prepared?: PreparedModel }> {
  if (part.nothingToRun) return { outcome: nothingToRun(spec, part, ctx) }
  const prepared = await (await import('./artifact/prepare.js')).prepareModel(part.runSpec, ctx, model)
  return { ...(await transform(spec, part, prepared, ctx, inputsFor, reading)), prepared }
}

/** A job that ended, and its analysis; or one not waited for. */
type JobAnalysed =
  | { outcome: JobOutcome }
  | {
      outcome: JobOutcome
      finished: FinishedAnalysis
      reported: Spec
      inputs: InputsOrWhy
      prepared?: PreparedModel
    }

/** Stages 4 to 6: the model artifact, the job (its outputs read as they land), then the analysis. */
async function jobToAnalysis(
  spec: Spec,
  part: RunPart,
  model: CheckedModel | undefined,
  run: StageContext,
  stage: Timed,
  reading: ReadingDeps
): Promise<JobAnalysed> {
  // What the report reads, as listed in stage 3 (an attached job's input once it is described).
  const inputsFor = reportedInputs(spec, part, run)
  const kept = part.cache?.readings
  const deps = { ...reading, ...(kept ? { kept } : {}) }
  const { outcome, live, prepared } = await stage('transform', () =>
    artifactAndJob(spec, part, model, run, inputsFor, deps)
  )
  if (outcome.status === 'InProgress') {
    run.log.info(`Not waiting for ${outcome.jobName} (wait: false).`)
    return { outcome }
  }
  // 6. The analysis, finished from what was read (even for a failed job: partial results still help).
  const reported = reportedSpec(spec, part, outcome)
  const inputs = await inputsFor(outcome)
  const analysisDeps = { s3: () => run.s3(spec.control), log: run.log, inputs, ...deps }
  const finished = await stage('analysis', async () =>
    (await import('./results/analysis/finish-analysis.js')).finishAnalysis(
      reported,
      outcome,
      analysisDeps,
      part.subset,
      live?.analysis(),
      jobPart(part)
    )
  )
  return { outcome, finished, reported, inputs, ...(prepared ? { prepared } : {}) }
}

/** With a cache: the label map loaded once, and the key of the readings the analysis would make. */
async function analysisReadings(spec: Spec, run: StageContext) {
  const { readingsOfRun } = await import('./results/analysis/open-analysis.js')
  return readingsOfRun(spec, () => run.s3(spec.control))
}

/** What a run holds until it ends: its S3 client's sockets, the parse worker, the heap's watch. */
interface Held {
  s3?: RunS3
  parser?: WorkerParser
  unwatchHeap?: () => void
}

async function runStages(ctx: ActionContext, held: Held): Promise<JobOutcome> {
  const stage = stageTimer(ctx.log)
  // 1-2. The inputs, and every check the runner can make alone: all problems at once, no network yet.
  const checked = await stage('preflight', () => preflight(ctx.readInput, ctx.env))
  const model = checked.model
  let spec = checked.spec
  const parser = await parseBeside(spec, ctx, held)
  // 3. Credentials; the input listing, output names and the part of the input to run.
  const run = await stage('credentials', () => openRun(spec, ctx))
  held.s3 = run.s3
  // 3a. baseline: registry: the group's latest approved version, found before the job.
  let unregistered: string | undefined
  if (spec.report.baselineFromRegistry) {
    const resolved = await stage('registry-baseline', async () =>
      (await import('./run/registry-baseline.js')).resolveRegistryBaseline(spec, run)
    )
    spec = resolved.spec
    unregistered = resolved.failure
  }
  // With `cache` (the one place that asks): its folder, and the backend's part of the identity.
  const identities = spec.data.cache ? await identitySource(spec, run) : undefined
  const cache =
    identities && (await import('./cache/open.js')).openCache(spec.data.cache!, spec, run, identities)
  // The image by digest, read beside the listing (once per image): the job runs what the cache keys.
  const pinning = identities?.pinnedImage?.(spec, model?.layout.framework ?? spec.model.framework)
  // With a cache, the label map is loaded beside the listing: it keys the readings the cache kept.
  const readings = cache ? await analysisReadings(spec, run) : undefined
  const listed = withPinnedImage(await stage('inputs', () => planPart(spec, run, cache)), await pinning)
  // 3b. With a cache: the outputs kept under this transform's identity placed; the job narrowed to the rest.
  let part = cache
    ? await stage('cache', async () => cache.lookUp(listed, model, await readings!.key))
    : listed
  const reading = { parser, keepReadings: Boolean(cache), labels: readings?.labels }
  let done = await jobToAnalysis(spec, part, model, run, stage, reading)
  if (!('finished' in done)) return done.outcome
  // Placements that went on beside the analysis end before anything is published; an input whose
  // output could not be placed is transformed by a follow-up job, and the report made again.
  const followUp = cache && (await stage('cache-placed', () => cache.settle(part)))
  if (followUp) {
    part = followUp
    done = await jobToAnalysis(spec, part, model, run, stage, reading)
    if (!('finished' in done)) return done.outcome
  }
  const { outcome, finished, reported, inputs, prepared } = done
  // With a cache: what the job made (or an attached job made) kept for later runs.
  if (cache) await stage('cache-keep', () => cache.keep(part, reported, outcome, finished))
  // 7. Publishing: manifests, summary JSON, evaluation, outputs, job summary, comment.
  const published = await stage('publish', async () =>
    (await import('./run/publish.js')).publish(reported, outcome, finished, run, inputs)
  )
  // 7b. register: the model, its evaluation and the gates' approval in the model registry.
  const registration =
    reported.report.register &&
    (await stage('register', async () =>
      (await import('./run/register.js')).registerRun(
        { spec: reported, outcome, summary: finished.summary, published, prepared, inputs },
        run
      )
    ))
  // 8. The gates decide the step; a registration that failed fails it too, once all is published.
  applyGates(outcome, failedGates(finished.summary, run.log), run.outputs)
  const unregisteredAll = [unregistered, registration].filter(Boolean).join('\n')
  if (unregisteredAll) run.outputs.setFailed(unregisteredAll)
  return outcome
}

/**
 * Outputs are parsed beside the main thread while a job runs elsewhere, and the garbage of their reads
 * kept to a small young generation. In local mode the model has the cores, and a thread parsing beside
 * it only takes their time (bench local-small: slower).
 */
async function parseBeside(spec: Spec, ctx: ActionContext, held: Held): Promise<WorkerParser | undefined> {
  if (isLocal(spec)) return undefined
  held.unwatchHeap = capYoungGeneration()
  if (ctx.parseWorker)
    held.parser = new (await import('./results/read/parse-worker.js')).WorkerParser(ctx.parseWorker)
  return held.parser
}

/** Runs the action; never throws: every failure ends in `outputs.setFailed` with a readable message. */
export async function run(ctx: ActionContext = defaultContext()): Promise<JobOutcome | undefined> {
  const held: Held = {}
  try {
    // mode: publish transforms nothing: a summary another run wrote goes to its pull request.
    if (isPublishMode(ctx.readInput('mode') ?? '')) {
      await (await import('./report/publish/publish-reported.js')).publishReported(ctx)
      return undefined
    }
    return await runStages(ctx, held)
  } catch (err) {
    // Our own errors and failed AWS calls carry their whole story; anything else gets its message,
    // never a stack trace.
    const told = err instanceof UserError || hasFullMessage(err)
    ctx.outputs.setFailed(told ? errorMessage(err) : `Unexpected error: ${errorMessage(err)}`)
    if (!told && err instanceof Error && err.stack) ctx.log.debug(err.stack)
    return undefined
  } finally {
    held.parser?.close()
    held.unwatchHeap?.()
    held.s3?.release()
  }
}
