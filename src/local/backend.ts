// The local backend: model server -> list -> split -> batch -> invoke -> assemble -> .out files.
// The model is unpacked from the same model.tar.gz the SageMaker path builds, the server gets the
// environment SageMaker would give the container, and the data plane runs as SageMaker's does.
import * as core from '@actions/core'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { lazyS3Client } from '../aws/s3.js'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents, TransformBackend } from '../backend.js'
import { errorMessage, UserError } from '../errors.js'
import type { ActionContext } from '../main.js'
import type { Spec } from '../spec.js'
import { localContainerEnvironment } from './container-env.js'
import { runDataPlane } from './engine.js'
import { dataPlaneInput, outputLocation } from './locations.js'
import { unpackModel } from './model-dir.js'
import type { ModelServer, ModelServerOptions } from './server.js'
import { startModelServer } from './servers/index.js'
import { largestObjectMB } from './payload.js'

export type StartModelServer = (spec: Spec, opts: ModelServerOptions) => Promise<ModelServer>

export interface LocalBackendDeps {
  startServer: StartModelServer
  /** Lines for the action log. */
  log: (line: string) => void
  /** How long a server may take to answer /ping. */
  pingDeadlineMs: number
  progressIntervalMs: number
}

const DEFAULT_PING_DEADLINE_MS = 180_000

export function createLocalBackend(
  ctx: ActionContext,
  deps: Partial<LocalBackendDeps> = {}
): TransformBackend {
  const startServer = deps.startServer ?? startModelServer
  const log = deps.log ?? ((line: string) => core.info(line))
  return {
    run: (spec, model, events, signal) =>
      runLocal(spec, model, events, signal, ctx, {
        startServer,
        log,
        pingDeadlineMs: deps.pingDeadlineMs ?? DEFAULT_PING_DEADLINE_MS,
        progressIntervalMs: deps.progressIntervalMs ?? 15_000
      })
  }
}

/** `local-20240131-120501-1a2b`: readable, sortable and within SageMaker's name rules. */
export function localJobName(now: number, random = randomBytes(2).toString('hex')): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
  return `local-${stamp}-${random}`
}

async function runLocal(
  spec: Spec,
  model: PreparedModel,
  events: RunEvents,
  signal: AbortSignal,
  ctx: ActionContext,
  deps: LocalBackendDeps
): Promise<JobOutcome> {
  const jobName = spec.control.jobName ?? localJobName(ctx.now())
  const startedAt = new Date(ctx.now())
  const outcome = (status: JobStatus, failureReason?: string): JobOutcome => {
    events.status?.(status, failureReason)
    return {
      jobName,
      status,
      failureReason,
      outputPath: spec.output.path,
      startedAt,
      endedAt: new Date(ctx.now())
    }
  }
  events.jobCreated?.({ jobName })
  events.status?.('InProgress')
  deps.log(`Local transform ${jobName}: ${spec.data.uri} -> ${spec.output.path}`)

  const s3 = lazyS3Client(spec.control, ctx.env)
  const region = spec.control.region || ctx.env.AWS_REGION || ctx.env.AWS_DEFAULT_REGION || 'us-east-1'
  const work = await mkdtemp(path.join(ctx.env.RUNNER_TEMP || os.tmpdir(), 'local-transform-'))
  let server: ModelServer | undefined
  try {
    const modelDir = path.join(work, 'model')
    await unpackModel(model, modelDir, s3)
    const input = await dataPlaneInput(spec.data.uri, spec.data.type, s3)
    const r = spec.resources
    const maxPayloadMB = r.maxPayloadMB === 'auto' ? await largestObjectMB(input, spec.data) : r.maxPayloadMB
    const env = localContainerEnvironment(spec, region, {
      maxPayloadMB,
      strategy: r.strategy,
      maxConcurrent: r.maxConcurrentTransforms
    })
    if (signal.aborted) return outcome('Stopped', 'the transform was stopped')
    server = await deps.startServer(spec, {
      modelDir,
      framework: model.framework ?? spec.model.framework,
      env,
      pingDeadlineMs: deps.pingDeadlineMs,
      signal,
      log: deps.log
    })
    deps.log(`Model server: ${server.description} at ${server.url}`)
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
      accept: spec.output.accept,
      assembleWith: spec.output.assembleWith,
      inputFilter: spec.data.inputFilter,
      outputFilter: spec.data.outputFilter,
      joinSource: spec.data.joinSource,
      invocationTimeoutSeconds: r.invocationTimeoutSeconds,
      invocationRetries: r.invocationRetries,
      signal,
      log: deps.log,
      now: ctx.now,
      sleep: ctx.sleep,
      progressIntervalMs: deps.progressIntervalMs
    })
    return outcome(result.status, result.failureReason)
  } catch (err) {
    if (signal.aborted) return outcome('Stopped', 'the transform was stopped')
    if (err instanceof UserError) throw err
    return outcome('Failed', errorMessage(err))
  } finally {
    await server?.stop().catch(err => deps.log(`Stopping the model server failed: ${errorMessage(err)}`))
    await rm(work, { recursive: true, force: true }).catch(() => undefined)
  }
}
