// Executes the SageMaker emulator's accepted jobs with the local data plane, against s3rver and a model
// server the test provides, so end-to-end SageMaker tests leave real `.out` files in S3.
import type { S3Client } from '@aws-sdk/client-s3'
import type { CreateModelCommandInput, CreateTransformJobCommandInput } from '@aws-sdk/client-sagemaker'
import { batchEnvironment } from '../../src/contract/container-env.js'
import { type DataPlaneOptions, runDataPlane } from '../../src/backends/local/engine.js'
import { openInputListing } from '../../src/listing/listing.js'
import { outputLocation } from '../../src/storage/resolve.js'
import { parseJsonPath } from '../../src/contract/jsonpath.js'
import type { AssembleWith, BatchStrategy, CompressionType, JoinSource, SplitType } from '../../src/spec.js'
import type { InputListing } from '../../src/listing/listing.js'
import type { ObjectStore } from '../../src/storage/store.js'
import type { ExecutionResult, JobExecutor, PaceGate } from './sagemaker-emulator.js'
import { failureLines } from './emulator/data-log.js'

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

export interface LocalExecutorOptions {
  s3: S3Client
  /** A running model server's URL, or a function that starts one for the model with the container env. */
  server: string | ((model: CreateModelCommandInput, env: Record<string, string>) => Promise<RunningServer>)
  /** Lets tests inject a sleep for retries; defaults to real waiting. */
  sleep?: (ms: number) => Promise<void>
}

/** The container environment SageMaker would give this job's container. */
export function containerEnvFor(
  job: CreateTransformJobCommandInput,
  model: CreateModelCommandInput
): Record<string, string> {
  return {
    ...(model.PrimaryContainer?.Environment ?? {}),
    ...(job.Environment ?? {}),
    ...batchEnvironment({
      maxPayloadMB: job.MaxPayloadInMB,
      strategy: job.BatchStrategy as BatchStrategy | undefined,
      maxConcurrent: job.MaxConcurrentTransforms
    })
  }
}

/** CreateTransformJob request -> the data plane's options (pure apart from opening the stores). */
export async function dataPlaneOptionsFor(
  job: CreateTransformJobCommandInput,
  s3: S3Client,
  endpoint: string
): Promise<DataPlaneOptions> {
  const source = job.TransformInput?.DataSource?.S3DataSource
  if (!source?.S3Uri) throw new Error('the job has no TransformInput.DataSource.S3DataSource.S3Uri')
  if (source.S3DataType !== 'S3Prefix' && source.S3DataType !== 'ManifestFile') {
    throw new Error(`S3DataType ${source.S3DataType} is not supported by the local data plane`)
  }
  const client = () => s3
  const input = job.TransformInput!
  const output = job.TransformOutput!
  return {
    input: await openInputListing(source.S3Uri, source.S3DataType, client, { outputs: 's3', s3Only: true }),
    output: outputLocation(output.S3OutputPath!, client),
    endpoint,
    contentType: input.ContentType,
    compression: (input.CompressionType ?? 'None') as CompressionType,
    splitType: (input.SplitType ?? 'None') as SplitType,
    strategy: job.BatchStrategy as BatchStrategy | undefined,
    maxPayloadMB: job.MaxPayloadInMB,
    maxConcurrent: job.MaxConcurrentTransforms,
    accept: output.Accept,
    assembleWith: (output.AssembleWith ?? 'None') as AssembleWith,
    inputFilter: filter(job.DataProcessing?.InputFilter),
    outputFilter: filter(job.DataProcessing?.OutputFilter),
    joinSource: (job.DataProcessing?.JoinSource ?? 'None') as JoinSource,
    invocationTimeoutSeconds: job.ModelClientConfig?.InvocationsTimeoutInSeconds,
    invocationRetries: job.ModelClientConfig?.InvocationsMaxRetries
  }
}

/** A request's filter compiled as parseInputs compiles the action's (the emulator has validated it). */
const filter = (path: string | undefined) => (path === undefined ? undefined : parseJsonPath(path))

/** The function to pass as the emulator's `executor`. */
export function localExecutor(opts: LocalExecutorOptions): JobExecutor {
  return async (job, model, { signal, log, pace, dataLog }): Promise<ExecutionResult> => {
    const server =
      typeof opts.server === 'string'
        ? { url: opts.server, stop: async () => undefined }
        : await opts.server(model, containerEnvFor(job, model))
    try {
      const planned = await dataPlaneOptionsFor(job, opts.s3, server.url)
      // A paced input's lines carry the time it was due, so the log reads as a job running steadily.
      const dueAt = new Map<string, number>()
      const base = pace ? pacedOptions(planned, pace, dueAt) : planned
      const result = await runDataPlane({
        ...base,
        signal,
        log,
        sleep: opts.sleep,
        progressIntervalMs: 60_000,
        // Each failed object's lines, as the service writes them while the job runs.
        onFailed: failed => {
          const object = failed.uri.replace(/^s3:\/\//, '')
          const at = dueAt.get(failed.key)
          dueAt.delete(failed.key)
          for (const lines of failureLines(object, failed.reason)) dataLog?.(lines, object, at)
          // A failed input is done too: the paced job's Describe does not wait for its output.
          pace?.wrote()
        }
      })
      if (result.status === 'Completed') return { status: 'Completed' }
      return {
        status: 'Failed',
        failureReason: `ClientError: ${result.failureReason ?? 'the transform failed'}`
      }
    } finally {
      await server.stop()
    }
  }
}

/** The data plane's inputs handed out one by one as the pace admits them; each output written is told. */
function pacedOptions(base: DataPlaneOptions, pace: PaceGate, dueAt: Map<string, number>): DataPlaneOptions {
  const listing = base.input
  const input: InputListing = {
    ...listing,
    async *objects() {
      let index = 0
      for await (const o of listing.objects()) {
        dueAt.set(o.key, pace.dueAt(index))
        if (!(await pace.admit(index++))) return
        yield o
      }
      pace.listed(index)
    },
    nameOf: uri => listing.nameOf(uri),
    holds: name => listing.holds(name)
  }
  const store = base.output.store
  const told: ObjectStore = Object.create(store) as ObjectStore
  told.put = async (key, body, contentType) => {
    await store.put(key, body, contentType)
    pace.wrote()
  }
  return { ...base, input, output: { ...base.output, store: told } }
}
