// The local backend: model server -> list -> split -> batch -> invoke -> assemble -> .out files.
// The model is unpacked from the same model.tar.gz the SageMaker path builds, the server gets the
// environment SageMaker would give the container, and the data plane runs as SageMaker's does.
import { noun, plural } from '../../format.js'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents } from '../../job.js'
import type { TransformBackend } from '../backend.js'
import { errorMessage, UserError } from '../../errors.js'
import type { StageContext } from '../../context.js'
import type { LocalSpec } from '../../spec.js'
import { localContainerEnvironment, serverSizeEnvironment } from '../../contract/container-env.js'
import { regionOrFallback } from '../../storage/region.js'
import { runDataPlane } from './engine.js'
import { openInputListing, refuseOutputsReadAsInputs, requireSomeInput } from '../../contract/listing.js'
import { outputPlaceOf } from '../../contract/output-keys.js'
import { autoMaxPayload, describePayloadChoice } from '../../contract/payload.js'
import { describeSkipped } from '../../storage/fs-store.js'
import { outputLocation } from '../../storage/resolve.js'
import { unpackModel } from './model-dir.js'
import type { ModelServer, ModelServerOptions, ServerDeath } from './server.js'
import { outputBlock } from './servers/ready.js'
import { startModelServer } from './servers/index.js'
import { coresFallback } from './settings.js'

export type StartModelServer = (spec: LocalSpec, opts: ModelServerOptions) => Promise<ModelServer>

export interface LocalBackendDeps {
  startServer: StartModelServer
  /** Lines for the action log. */
  log: (line: string) => void
  /** How long a server may take to answer /ping. */
  pingDeadlineMs: number
  progressIntervalMs: number
  /** Calls `fire` after `ms` (the timeout-minutes deadline); returns the function that cancels it. */
  deadlineTimer: (ms: number, fire: () => void) => () => void
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
  deps: Partial<LocalBackendDeps> = {}
): TransformBackend<LocalSpec> {
  const startServer = deps.startServer ?? startModelServer
  const log = deps.log ?? ((line: string) => ctx.log.info(line))
  return {
    run: (spec, model, events, signal) =>
      runLocal(spec, model, events, signal, ctx, {
        startServer,
        log,
        pingDeadlineMs: deps.pingDeadlineMs ?? DEFAULT_PING_DEADLINE_MS,
        progressIntervalMs: deps.progressIntervalMs ?? 15_000,
        deadlineTimer: deps.deadlineTimer ?? realTimer
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
        let timer: NodeJS.Timeout | undefined
        await Promise.race([server.died, new Promise(resolve => (timer = setTimeout(resolve, 500)))])
        clearTimeout(timer)
      }
      return death
    }
  }
}

/** One reason for every unfinished file: what ended how, what was done, and the server's last words. */
export function serverDied(death: ServerDeath, transformed: number): string {
  const done = `${plural(transformed, 'input file')} ${noun(transformed, 'was', 'were')} transformed before that`
  return `the model server stopped during the transform: ${death.what}; ${done}, the others were not.${outputBlock(death.lastOutput)}`
}

async function runLocal(
  spec: LocalSpec,
  model: PreparedModel,
  events: RunEvents,
  cancel: AbortSignal,
  ctx: StageContext,
  deps: LocalBackendDeps
): Promise<JobOutcome> {
  // timeout-minutes counts from here, as SageMaker's counts from the job's creation; at the deadline the
  // transform is stopped like a cancelled one, and the outcome says why.
  const minutes = spec.control.timeoutMinutes
  const deadline = new AbortController()
  const cancelDeadline =
    minutes === undefined ? () => undefined : deps.deadlineTimer(minutes * 60_000, () => deadline.abort())
  const signal = AbortSignal.any([cancel, deadline.signal])
  const stopped = (): string =>
    deadline.signal.aborted && !cancel.aborted
      ? `timeout-minutes (${minutes}) reached, so the transform was stopped`
      : 'the transform was stopped'
  const jobName = spec.control.jobName ?? localJobName(ctx.now())
  const startedAt = new Date(ctx.now())
  // What this run wrote is what it counts: an output already at output-path is an earlier run's.
  const outputsWritten = new Set<string>()
  const outcome = (status: JobStatus, failureReason?: string): JobOutcome => {
    events.status?.(status, failureReason)
    return {
      jobName,
      status,
      failureReason,
      outputPath: spec.output.path,
      startedAt,
      endedAt: new Date(ctx.now()),
      outputsWritten
    }
  }
  events.jobCreated?.({ jobName })
  events.status?.('InProgress')
  deps.log(`Local transform ${jobName}: ${spec.data.uri} -> ${spec.output.path}`)

  const s3 = () => ctx.s3(spec.control)
  const region = regionOrFallback(spec.control.region, ctx.env)
  const work = await mkdtemp(path.join(ctx.env.RUNNER_TEMP || os.tmpdir(), 'local-transform-'))
  let server: ModelServer | undefined
  try {
    const modelDir = path.join(work, 'model')
    await unpackModel(model, modelDir, s3)
    // The checks SageMaker's path makes before creating the job, by the same rules.
    await refuseOutputsReadAsInputs(spec.data, spec.output.path)
    const input = await openInputListing(spec.data.uri, spec.data.type, s3, {
      outputs: outputPlaceOf(spec.output.path)
    })
    await requireSomeInput(input)
    const r = spec.resources
    let maxPayloadMB = r.maxPayloadMB === 'auto' ? undefined : r.maxPayloadMB
    if (r.maxPayloadMB === 'auto') {
      const choice = await autoMaxPayload(
        { ...spec.data, maxConcurrentTransforms: r.maxConcurrentTransforms },
        input
      )
      deps.log(describePayloadChoice(choice))
      maxPayloadMB = choice.mb
    }
    const framework = model.framework ?? spec.model.framework
    const env = localContainerEnvironment(
      spec,
      region,
      { maxPayloadMB, strategy: r.strategy, maxConcurrent: r.maxConcurrentTransforms },
      { framework }
    )
    for (const note of serverSizeEnvironment(spec, { framework, maxPayloadMB }).notes) deps.log(note)
    if (signal.aborted) return outcome('Stopped', stopped())
    server = await deps.startServer(spec, {
      modelDir,
      framework: model.framework ?? spec.model.framework,
      env,
      pingDeadlineMs: deps.pingDeadlineMs,
      signal,
      log: deps.log,
      credentials: ctx.credentials
    })
    deps.log(`Model server: ${server.description} at ${server.url}`)
    const watch = watchServer(server, signal)
    const result = await runDataPlane({
      input,
      output: outputLocation(spec.output.path, s3),
      endpoint: server.url,
      contentType: spec.data.contentType,
      compression: spec.data.compression,
      splitType: spec.data.splitType,
      strategy: r.strategy,
      maxPayloadMB,
      maxConcurrent: r.maxConcurrentTransforms,
      fallbackMaxConcurrent: coresFallback(os.availableParallelism(), maxPayloadMB),
      accept: spec.output.accept,
      assembleWith: spec.output.assembleWith,
      inputFilter: spec.data.inputFilter,
      outputFilter: spec.data.outputFilter,
      joinSource: spec.data.joinSource,
      invocationTimeoutSeconds: r.invocationTimeoutSeconds,
      invocationRetries: r.invocationRetries,
      signal: watch.signal,
      log: deps.log,
      now: ctx.now,
      sleep: ctx.sleep,
      progressIntervalMs: deps.progressIntervalMs,
      onWritten: key => outputsWritten.add(key)
    })
    const skipped = input.store.skipped
    if (skipped?.size) {
      deps.log(
        `Skipped ${plural(skipped.size, 'entry', 'entries')} of ${input.store.uriOf('')} ` +
          `that ${noun(skipped.size, 'is', 'are')} not regular files: ${describeSkipped(skipped)}`
      )
    }
    const death = await watch.end(result.status === 'Completed')
    if (death && !signal.aborted) return outcome('Failed', serverDied(death, result.objects))
    if (result.status === 'Stopped') return outcome('Stopped', stopped())
    const done = outcome(result.status, result.failureReason)
    if (result.failed.length) done.failures = result.failed.map(f => ({ key: f.key, reason: f.reason }))
    return done
  } catch (err) {
    if (signal.aborted) return outcome('Stopped', stopped())
    if (err instanceof UserError) throw err
    return outcome('Failed', errorMessage(err))
  } finally {
    cancelDeadline()
    await server?.stop().catch(err => deps.log(`Stopping the model server failed: ${errorMessage(err)}`))
    await rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}
