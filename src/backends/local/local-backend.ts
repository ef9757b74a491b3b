// The local backend: model server -> list -> split -> batch -> invoke -> assemble -> .out files.
// The model is unpacked from the same model.tar.gz the SageMaker path builds, the server gets the
// environment SageMaker would give the container, and the data plane runs as SageMaker's does.
import { noun, plural } from '../../format.js'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents } from '../../job.js'
import type { PlannedJob, TransformBackend } from '../transform-backend.js'
import { errorMessage, UserError } from '../../errors.js'
import type { StageContext } from '../../context.js'
import type { LocalRunSpec } from '../../spec.js'
import { localContainerEnvironment, serverSizeEnvironment } from '../../contract/container-env.js'
import { regionOrFallback } from '../../aws/region.js'
import { runDataPlane } from './engine.js'
import { refuseOutputsReadAsInputs, requireSomeInput, type InputListing } from '../../listing/listing.js'
import type { ListedInputs } from '../../listing/listed-inputs.js'
import { proxyConfigOf } from '../../aws/proxy.js'
import { describeSkipped } from '../../storage/fs-store.js'
import { outputLocation, type S3ClientSource } from '../../storage/resolve.js'
import { modelFolder } from './model-dir.js'
import type { ModelServer, ModelServerOptions, ServerDeath } from './server.js'
import { outputBlock } from './servers/ready.js'
import { startModelServer } from './servers/start-server.js'
import { coresFallback } from './settings.js'
import { steerLocalRun } from './steering.js'
import { sleep } from '../../sleep.js'

export type StartModelServer = (spec: LocalRunSpec, opts: ModelServerOptions) => Promise<ModelServer>

/** What a run of local mode may be given beside the context (tests give their own). */
interface LocalBackendOptions {
  startServer: StartModelServer
  /** How long a server may take to answer /ping. */
  pingDeadlineMs: number
  progressIntervalMs: number
  /** Calls `fire` after `ms` (the timeout-minutes deadline); returns the function that cancels it. */
  deadlineTimer: (ms: number, fire: () => void) => () => void
  /** Real milliseconds between the looks that may stop the run early (`stop-early`). */
  steerIntervalMs: number
}

/** The options with their defaults, and the context's log as the one-line callbacks below take it. */
interface LocalRunSettings extends LocalBackendOptions {
  log: (line: string) => void
  warn: (line: string) => void
}

function realTimer(ms: number, fire: () => void): () => void {
  const timer = setTimeout(fire, ms)
  // The deadline alone must not keep the process alive once the run is over.
  timer.unref()
  return () => clearTimeout(timer)
}

const DEFAULT_PING_DEADLINE_MS = 180_000

export function createLocalBackend(
  ctx: StageContext,
  options: Partial<LocalBackendOptions> = {}
): TransformBackend<PlannedJob<LocalRunSpec>> {
  const startServer = options.startServer ?? startModelServer
  const log = (line: string) => ctx.log.info(line)
  const warn = (line: string) => ctx.log.warning(line)
  return {
    run: (job, model, events, signal) =>
      runLocal(job, model, events, signal, ctx, {
        startServer,
        log,
        warn,
        pingDeadlineMs: options.pingDeadlineMs ?? DEFAULT_PING_DEADLINE_MS,
        progressIntervalMs: options.progressIntervalMs ?? 15_000,
        deadlineTimer: options.deadlineTimer ?? realTimer,
        steerIntervalMs: options.steerIntervalMs ?? 5_000
      })
  }
}

/** `local-20240131-120501-1a2b`: readable, sortable and within SageMaker's name rules. */
export function localJobName(now: number, random = randomBytes(2).toString('hex')): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `local-${stamp}-${random}`
}

/**
 * A signal for the data plane that a cancel or the server's death aborts. `end` says whether the
 * server died; after a failed run it gives the exit a moment to be noticed, since requests refused
 * by a server that just exited can fail before its exit is reported.
 */
function watchServer(server: ModelServer, signal: AbortSignal) {
  const run = new AbortController()
  const onCancel = () => run.abort(signal.reason)
  signal.addEventListener('abort', onCancel, { once: true })
  let death: ServerDeath | undefined
  void server.died?.then(d => {
    death = d
    run.abort(new Error('the model server died'))
  })
  return {
    signal: run.signal,
    end: async (completed: boolean): Promise<ServerDeath | undefined> => {
      signal.removeEventListener('abort', onCancel)
      if (!death && !completed && server.died) {
        // A server that is dying says so within moments; its death then explains the failure.
        const settled = new AbortController()
        await Promise.race([server.died, sleep(500, settled.signal)])
        settled.abort()
      }
      return death
    }
  }
}

/** One reason for every unfinished file: what ended how, what was done, and the server's last words. */
function serverDied(death: ServerDeath, transformed: number): string {
  const done = `${plural(transformed, 'input file')} ${noun(transformed, 'was', 'were')} transformed before that`
  return `the model server stopped during the transform: ${death.what}; ${done}, the others were not.${outputBlock(death.lastOutput)}`
}

/** The run's deadline (timeout-minutes, counted from here as SageMaker counts from the job's creation). */
function runDeadline(spec: LocalRunSpec, cancel: AbortSignal, deps: LocalRunSettings) {
  const minutes = spec.control.timeoutMinutes
  const deadline = new AbortController()
  const clear =
    minutes === undefined ? () => undefined : deps.deadlineTimer(minutes * 60_000, () => deadline.abort())
  return {
    signal: AbortSignal.any([cancel, deadline.signal]),
    clear,
    /** Why a stopped run stopped. */
    stopped: (): string =>
      deadline.signal.aborted && !cancel.aborted
        ? `timeout-minutes (${minutes}) reached, so the transform was stopped`
        : 'the transform was stopped'
  }
}

/** The checks SageMaker's path makes before creating the job, by the same rules, on the input listed. */
async function checkedInput(spec: LocalRunSpec, input: ListedInputs): Promise<InputListing> {
  await refuseOutputsReadAsInputs(spec.data, spec.output.path)
  await requireSomeInput(input)
  return input
}

interface Prepared {
  input: InputListing
  server: ModelServer
}

interface PrepareOptions {
  spec: LocalRunSpec
  inputs: ListedInputs
  model: PreparedModel
  modelDir: string
  s3: S3ClientSource
  region: string
  signal: AbortSignal
  ctx: StageContext
  deps: LocalRunSettings
}

/**
 * The input checked first, as SageMaker's path checks it before creating the job (an input problem
 * starts nothing), then the model server, whose start (loading the model) is most of a short run.
 */
async function serverAndInput(o: PrepareOptions): Promise<Prepared> {
  const input = await checkedInput(o.spec, o.inputs)
  return { input, server: await startServer(o) }
}

async function startServer(o: PrepareOptions) {
  const { spec, deps } = o
  // max-payload was settled in stage 3 (sized there for auto, over the objects this job runs).
  const r = spec.resources
  const framework = o.model.framework ?? spec.model.framework
  // The size caps are computed once: their env goes to the server, their notes to the log.
  const serverSize = serverSizeEnvironment(spec, framework)
  const env = localContainerEnvironment(
    spec,
    o.region,
    { maxPayloadMB: r.maxPayloadMB, strategy: r.strategy, maxConcurrent: r.maxConcurrentTransforms },
    { serverEnv: serverSize.env }
  )
  for (const note of serverSize.notes) deps.log(note)
  if (o.signal.aborted) throw new Error('the transform was stopped before the model server started')
  const t0 = performance.now()
  const server = await deps.startServer(spec, {
    modelDir: o.modelDir,
    framework,
    env,
    pingDeadlineMs: deps.pingDeadlineMs,
    signal: o.signal,
    log: deps.log,
    warn: deps.warn,
    credentials: o.ctx.credentials,
    proxy: proxyConfigOf(o.ctx.env, spec.control.httpProxy)
  })
  const took = ((performance.now() - t0) / 1000).toFixed(2)
  deps.log(`Model server: ${server.description} at ${server.url}, ready in ${took} s`)
  return server
}

interface TransformOptions extends Prepared {
  spec: LocalRunSpec
  /** Collects the output keys this run writes: an output already at output-path is an earlier run's. */
  outputsWritten: Set<string>
  /** Told each input that fails, as it fails. */
  onFailed: () => void
  s3: S3ClientSource
  signal: AbortSignal
  ctx: StageContext
  deps: LocalRunSettings
}

/** The data plane against the running server; the run's outcome, a dead server's reason first. */
async function transform(
  o: TransformOptions,
  outcome: OutcomeOf,
  stopped: () => string
): Promise<JobOutcome> {
  const { spec, input, server, deps } = o
  const r = spec.resources
  const watch = watchServer(server, o.signal)
  const result = await runDataPlane({
    input,
    output: outputLocation(spec.output.path, o.s3),
    endpoint: server.url,
    contentType: spec.data.contentType,
    compression: spec.data.compression,
    splitType: spec.data.splitType,
    strategy: r.strategy,
    maxPayloadMB: r.maxPayloadMB,
    maxConcurrent: r.maxConcurrentTransforms,
    fallbackMaxConcurrent: coresFallback(os.availableParallelism(), r.maxPayloadMB),
    accept: spec.output.accept,
    assembleWith: spec.output.assembleWith,
    inputFilter: spec.data.inputFilter,
    outputFilter: spec.data.outputFilter,
    joinSource: spec.data.joinSource,
    invocationTimeoutSeconds: r.invocationTimeoutSeconds,
    invocationRetries: r.invocationRetries,
    signal: watch.signal,
    log: deps.log,
    now: o.ctx.now,
    sleep: o.ctx.sleep,
    progressIntervalMs: deps.progressIntervalMs,
    onWritten: key => o.outputsWritten.add(key),
    onFailed: o.onFailed
  })
  logSkipped(input, deps.log)
  const death = await watch.end(result.status === 'Completed')
  if (death && !o.signal.aborted) return outcome('Failed', serverDied(death, result.objects))
  const done =
    result.status === 'Stopped' ? outcome('Stopped', stopped()) : outcome(result.status, result.failureReason)
  // A run stopped early keeps the failures that stopped it.
  if (result.failed.length)
    done.failures = result.failed.map(f => ({ key: f.key, uri: f.uri, reason: f.reason }))
  return done
}

function logSkipped(input: InputListing, log: (line: string) => void): void {
  const skipped = input.store.skipped
  if (!skipped?.size) return
  log(
    `Skipped ${plural(skipped.size, 'entry', 'entries')} of ${input.store.uriOf('')} ` +
      `that ${noun(skipped.size, 'is', 'are')} not regular files: ${describeSkipped(skipped)}`
  )
}

async function workFolder(temp: string): Promise<string> {
  await mkdir(temp, { recursive: true })
  return mkdtemp(path.join(temp, 'local-transform-'))
}

type OutcomeOf = (status: JobStatus, failureReason?: string) => JobOutcome

async function runLocal(
  { spec, inputs }: PlannedJob<LocalRunSpec>,
  model: PreparedModel,
  events: RunEvents,
  cancel: AbortSignal,
  ctx: StageContext,
  deps: LocalRunSettings
): Promise<JobOutcome> {
  const jobName = spec.control.jobName ?? localJobName(ctx.now())
  const startedAt = new Date(ctx.now())
  // What this run wrote is what it counts: an output already at output-path is an earlier run's.
  const outputsWritten = new Set<string>()
  const deadline = runDeadline(spec, cancel, deps)
  const job = { jobName, outputPath: spec.output.path, outputsWritten }
  const steering = steerLocalRun({
    events,
    job,
    now: ctx.now,
    intervalMs: deps.steerIntervalMs,
    log: deps.log
  })
  const signal = AbortSignal.any([deadline.signal, steering.signal])
  const stopped = (): string => steering.order()?.reason ?? deadline.stopped()
  const outcome: OutcomeOf = (status, failureReason) => {
    events.status?.(status, failureReason)
    const endedAt = new Date(ctx.now())
    const early = status === 'Stopped' ? steering.order() : undefined
    return {
      jobName,
      status,
      failureReason,
      outputPath: spec.output.path,
      startedAt,
      endedAt,
      outputsWritten,
      ...(early ? { stoppedEarly: early } : {})
    }
  }
  events.jobCreated?.({ jobName })
  events.status?.('InProgress')
  deps.log(`Local transform ${jobName}: ${spec.data.uri} -> ${spec.output.path}`)

  const s3 = () => ctx.s3(spec.control)
  const region = regionOrFallback(spec.control.region, ctx.env)
  let work: string | undefined
  let server: ModelServer | undefined
  try {
    // A folder to unpack the model into, when it is not a folder already.
    if (!model.localDir) work = await workFolder(ctx.env.RUNNER_TEMP || os.tmpdir())
    const modelDir = await modelFolder(model, path.join(work ?? '', 'model'), s3)
    const prepared = await serverAndInput({ spec, inputs, model, modelDir, s3, region, signal, ctx, deps })
    server = prepared.server
    const onFailed = steering.failed
    const done = await transform(
      { ...prepared, spec, s3, signal, ctx, deps, outputsWritten, onFailed },
      outcome,
      stopped
    )
    // What really ran the model (local_gpu may fall back to the CPU): the cache keeps under it.
    const ranOn = await server.ranOn?.()
    if (ranOn) done.ranOn = ranOn
    return done
  } catch (err) {
    if (signal.aborted) return outcome('Stopped', stopped())
    if (err instanceof UserError) throw err
    return outcome('Failed', errorMessage(err))
  } finally {
    deadline.clear()
    await steering.end()
    await server?.stop().catch(err => deps.log(`Stopping the model server failed: ${errorMessage(err)}`))
    if (work) await rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}
