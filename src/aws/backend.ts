// The SageMaker backend: CreateModel -> CreateTransformJob -> poll -> verdict, stopping the job on a
// workflow cancel or past `timeout-minutes`. A restarted attempt attaches to the job it already made.
import * as core from '@actions/core'
import {
  CreateModelCommand,
  CreateTransformJobCommand,
  DescribeModelCommand,
  DescribeTransformJobCommand,
  StopTransformJobCommand,
  type CreateModelCommandInput,
  type CreateTransformJobCommandInput,
  type DescribeModelCommandOutput,
  type DescribeTransformJobCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { S3Client } from '@aws-sdk/client-s3'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents, TransformBackend } from '../backend.js'
import { UserError } from '../errors.js'
import type { ActionContext } from '../main.js'
import type { Spec } from '../spec.js'
import { resolveImageUri } from './images.js'
import { LOG_GROUP, LogTailer } from './logs.js'
import { defaultName, namePrefix, shortHash, stableJson } from './names.js'
import { resolveMaxPayload } from './payload.js'
import { formatElapsed, pollJob, type Described, type PollResult } from './poll.js'
import { buildCreateModelInput, buildCreateTransformJobInput } from './requests.js'
import { errorName, isRetryable, mayHaveApplied, withRetry, type Sleep } from './retry.js'
import { createS3Client } from './s3.js'
import { consoleUrl, createLogsClient, createSageMakerClient, resolveRegion } from './sagemaker.js'

export interface Logger {
  info(message: string): void
  warning(message: string): void
  startGroup(name: string): void
  endGroup(): void
}

/** Collaborators beyond the context; tests replace them, the action uses the defaults. */
export interface SageMakerBackendDeps {
  logger?: Logger
  random?: () => number
  sagemaker?: (region: string) => SageMakerClient
  s3?: (region: string) => S3Client
}

/** How long to keep watching a job we stopped for the deadline before giving up on seeing Stopped. */
const STOP_WATCH_MS = 20 * 60_000

/** True for the service's "no such job/model" answers (ValidationException "Could not find ..."). */
export function isNotFound(err: unknown): boolean {
  const name = errorName(err)
  return (
    name === 'ResourceNotFound' ||
    (name === 'ValidationException' && /could not find/i.test((err as Error).message ?? ''))
  )
}

/** The parts of a model that decide what it runs; equal parts mean the same model. */
export function modelDefinition(m: CreateModelCommandInput | DescribeModelCommandOutput): unknown {
  const c = m.PrimaryContainer ?? {}
  return {
    Image: c.Image,
    ModelDataUrl: c.ModelDataUrl,
    Environment: c.Environment ?? {},
    ExecutionRoleArn: m.ExecutionRoleArn,
    Subnets: [...(m.VpcConfig?.Subnets ?? [])].sort(),
    SecurityGroupIds: [...(m.VpcConfig?.SecurityGroupIds ?? [])].sort(),
    EnableNetworkIsolation: m.EnableNetworkIsolation ?? false
  }
}

function differences(a: unknown, b: unknown): string[] {
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  return Object.keys(x)
    .filter(k => stableJson(x[k]) !== stableJson(y[k]))
    .map(k => `${k}: existing ${stableJson(x[k])}, this run ${stableJson(y[k])}`)
}

export function createSageMakerBackend(
  ctx: ActionContext,
  deps: SageMakerBackendDeps = {}
): TransformBackend {
  const log = deps.logger ?? core
  const random = deps.random ?? Math.random
  const sleep = ctx.sleep as Sleep

  return {
    run: async (
      spec: Spec,
      model: PreparedModel,
      events: RunEvents,
      signal: AbortSignal
    ): Promise<JobOutcome> => {
      const region = resolveRegion(spec.control.region, ctx.env)
      const sm = deps.sagemaker?.(region) ?? createSageMakerClient(spec.control, ctx.env)
      const retrying = { sleep, random, signal, onRetry: retryNote(log) }
      const call = <T>(send: () => Promise<T>): Promise<T> => withRetry(send, retrying)

      // 1. The model: an existing one by name, or ours (created, or reused when identical).
      const modelName = spec.model.name
        ? await useExistingModel(sm, spec.model.name, call)
        : await ensureModel(sm, buildModel(spec, model, region, ctx), call, log)
      events.modelReady?.({
        modelName,
        modelDataUrl: spec.model.name ? undefined : (model.dataUrl ?? spec.model.dataUrl)
      })

      // 2. The input is checked (and max-payload: auto sized) before the job exists.
      const s3 = deps.s3?.(region) ?? createS3Client({ region, endpoint: spec.control.s3Endpoint }, ctx.env)
      const maxPayloadMB = await resolveMaxPayload(spec, s3)
      if (spec.resources.maxPayloadMB === 'auto') log.info(`max-payload: auto -> ${maxPayloadMB} MB`)

      const draft = buildCreateTransformJobInput(spec, { jobName: '', modelName, maxPayloadMB })
      const explicit = spec.control.jobName !== undefined && spec.control.jobName !== ''
      const { TransformJobName: _unnamed, ...definition } = draft
      const jobName = explicit
        ? spec.control.jobName!
        : defaultName(
            namePrefix(spec, ctx.env),
            ctx.env,
            shortHash({ definition, sha256: model.sha256 }),
            ctx.now()
          )
      const request: CreateTransformJobCommandInput = { ...draft, TransformJobName: jobName }

      // 3. The job: attach to our own from an earlier try of this attempt, or create it.
      if (signal.aborted)
        throw new UserError('The workflow was cancelled before the transform job was created.')
      const started = await createOrAttach(sm, request, explicit, call, log, ctx.now)
      const outcome: JobOutcome = {
        jobName,
        jobArn: started.arn,
        modelName,
        status: 'InProgress',
        outputPath: spec.output.path
      }
      events.jobCreated?.({ jobName, jobArn: started.arn })
      log.info(`Transform job ${jobName}: ${consoleUrl(region, jobName)}`)

      if (signal.aborted) return stopForCancel(sm, outcome, log)
      if (!spec.control.wait) {
        if (started.status) outcome.status = started.status
        events.status?.(outcome.status)
        return outcome
      }

      // 4. Wait, with the deadline counted from the job's creation (a restarted runner keeps it).
      const deadline =
        spec.control.timeoutMinutes !== undefined
          ? started.createdAt + spec.control.timeoutMinutes * 60_000
          : undefined
      const tailer = spec.control.logs
        ? new LogTailer(
            createLogsClient(spec.control, ctx.env),
            jobName,
            line => log.info(line),
            m => log.warning(m)
          )
        : undefined
      const describe = (): Promise<DescribeTransformJobCommandOutput> =>
        withRetry(
          () =>
            sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName }), { abortSignal: signal }),
          {
            ...retrying,
            attempts: 10
          }
        ).catch(err => {
          throw explainDescribeError(err, jobName, region)
        })

      log.startGroup(`Waiting for transform job ${jobName}`)
      let result: PollResult
      try {
        result = await pollJob({
          describe,
          sleep,
          now: ctx.now,
          signal,
          deadline,
          onStatus: (status, previous) => {
            const elapsed = formatElapsed(ctx.now() - started.createdAt)
            log.info(`[${elapsed}] ${previous ? `${previous} -> ` : ''}${status}`)
            events.status?.(status as JobStatus)
          },
          onTick: tailer ? async () => void (await tailer.poll()) : undefined
        })
      } finally {
        log.endGroup()
      }

      if (result.end === 'aborted') return stopForCancel(sm, outcome, log)
      if (result.end === 'deadline') {
        log.info(`timeout-minutes (${spec.control.timeoutMinutes}) reached: stopping ${jobName}.`)
        await stopJob(sm, jobName, call)
        const after = await pollJob({
          describe: () =>
            withRetry(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName })), {
              ...retrying,
              signal: undefined
            }),
          sleep,
          now: ctx.now,
          // A cancel now only ends the watch: the stop is already on its way.
          signal,
          deadline: ctx.now() + STOP_WATCH_MS,
          onStatus: status => log.info(`[${formatElapsed(ctx.now() - started.createdAt)}] ${status}`),
          onTick: tailer ? async () => void (await tailer.poll()) : undefined
        })
        const reason = `timeout-minutes (${spec.control.timeoutMinutes}) reached, so the job was stopped`
        return verdict(
          outcome,
          after.last,
          jobName,
          log,
          after.last?.TransformJobStatus === 'Completed' ? undefined : reason
        )
      }
      return verdict(outcome, result.last, jobName, log)
    }
  }
}

function retryNote(log: Logger): (err: unknown, attempt: number, waitMs: number) => void {
  return (err, attempt, waitMs) =>
    log.info(
      `AWS answered ${errorName(err) || 'an error'} (try ${attempt}); retrying in ${(waitMs / 1000).toFixed(1)} s`
    )
}

type Call = <T>(send: () => Promise<T>) => Promise<T>

function buildModel(
  spec: Spec,
  model: PreparedModel,
  region: string,
  ctx: ActionContext
): CreateModelCommandInput {
  const dataUrl = model.dataUrl ?? spec.model.dataUrl
  if (!dataUrl)
    throw new UserError(
      'model-path: SageMaker needs the model in S3. Set model-path with artifact-path, or model-data-url.'
    )
  let image = spec.model.imageUri
  if (!image) {
    const framework = model.framework ?? spec.model.framework
    if (!framework || !spec.model.frameworkVersion)
      throw new UserError(
        'framework-version: needed to choose the inference image. Set framework and framework-version, or image-uri.'
      )
    image = resolveImageUri({
      framework,
      version: spec.model.frameworkVersion,
      pyVersion: spec.model.pyVersion,
      region,
      instanceType: spec.resources.instanceType
    })
  }
  const draft = buildCreateModelInput(spec, {
    modelName: '',
    image,
    modelDataUrl: dataUrl,
    region,
    entryPoint: model.entryPoint
  })
  const { ModelName: _unnamed, ...definition } = draft
  const modelName = defaultName(namePrefix(spec, ctx.env), ctx.env, shortHash(definition), ctx.now())
  return { ...draft, ModelName: modelName }
}

async function describeModel(
  sm: SageMakerClient,
  name: string,
  call: Call
): Promise<DescribeModelCommandOutput | undefined> {
  try {
    return await call(() => sm.send(new DescribeModelCommand({ ModelName: name })))
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}

async function useExistingModel(sm: SageMakerClient, name: string, call: Call): Promise<string> {
  if (!(await describeModel(sm, name, call)))
    throw new UserError(
      `model-name: there is no SageMaker model named ${JSON.stringify(name)} in this account and region. ` +
        'Check the name and region, or give model-path / model-data-url instead.'
    )
  return name
}

/** Creates the model, or reuses one of the same name and definition; a different definition is an error. */
async function ensureModel(
  sm: SageMakerClient,
  input: CreateModelCommandInput,
  call: Call,
  log: Logger
): Promise<string> {
  const name = input.ModelName!
  const compare = (existing: DescribeModelCommandOutput): string => {
    const diff = differences(modelDefinition(existing), modelDefinition(input))
    if (diff.length > 0)
      throw new UserError(
        `A SageMaker model named ${name} already exists (${existing.ModelArn}) with a different definition than this run's ` +
          `model ${name}:\n${diff.map(d => `  - ${d}`).join('\n')}\nModels cannot be changed; delete the old one or re-run the workflow (a new attempt gets a new name).`
      )
    return name
  }
  const existing = await describeModel(sm, name, call)
  if (existing) {
    log.info(`Reusing SageMaker model ${name} (same definition).`)
    return compare(existing)
  }
  let lostAnswer = false
  try {
    await call(async () => {
      try {
        return await sm.send(new CreateModelCommand(input))
      } catch (err) {
        if (mayHaveApplied(err)) lostAnswer = true
        throw err
      }
    })
    log.info(`Created SageMaker model ${name}.`)
  } catch (err) {
    // A create whose answer was lost may have worked: then the model is there and is ours.
    if (lostAnswer && /already exist/i.test((err as Error).message ?? '')) {
      const found = await describeModel(sm, name, call)
      if (found) return compare(found)
    }
    throw explainCreateError(err, 'CreateModel')
  }
  return name
}

interface Started {
  arn?: string
  createdAt: number
  /** The job's status when we attached to an existing one. */
  status?: JobStatus
}

async function describeJob(
  sm: SageMakerClient,
  name: string,
  call: Call
): Promise<DescribeTransformJobCommandOutput | undefined> {
  try {
    return await call(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: name })))
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}

async function createOrAttach(
  sm: SageMakerClient,
  request: CreateTransformJobCommandInput,
  explicit: boolean,
  call: Call,
  log: Logger,
  now: () => number
): Promise<Started> {
  const name = request.TransformJobName!
  const attach = (job: DescribeTransformJobCommandOutput, why: string): Started => {
    if (job.ModelName !== request.ModelName)
      throw new UserError(
        `A transform job named ${name} already exists and runs model ${job.ModelName}, not ${request.ModelName}. ` +
          'Transform job names are single-use: set another job-name.'
      )
    log.info(`Attaching to transform job ${name} (${job.TransformJobStatus}): ${why}.`)
    return {
      arn: job.TransformJobArn,
      createdAt: job.CreationTime?.getTime() ?? now(),
      status: job.TransformJobStatus as JobStatus
    }
  }
  const existing = await describeJob(sm, name, call)
  if (existing) {
    if (explicit) throw nameTaken(name, existing)
    return attach(existing, 'it was created by an earlier try of this workflow attempt')
  }

  let lostAnswer = false
  try {
    const createdAt = now()
    const res = await call(async () => {
      try {
        return await sm.send(new CreateTransformJobCommand(request))
      } catch (err) {
        if (mayHaveApplied(err)) lostAnswer = true
        throw err
      }
    })
    return { arn: res.TransformJobArn, createdAt }
  } catch (err) {
    if (errorName(err) === 'ResourceInUse') {
      const job = await describeJob(sm, name, call)
      // Our own create whose answer was lost: the job is ours.
      if (job && lostAnswer) return attach(job, 'an earlier CreateTransformJob call did create it')
      if (job) throw nameTaken(name, job)
    }
    throw explainCreateError(err, 'CreateTransformJob')
  }
}

function nameTaken(name: string, job: DescribeTransformJobCommandOutput): UserError {
  return new UserError(
    `job-name: a transform job named ${name} already exists (${job.TransformJobStatus}, created ${job.CreationTime?.toISOString()}). ` +
      'Transform job names are single-use forever: choose a new job-name, or leave it empty for a generated one.'
  )
}

function explainCreateError(err: unknown, operation: string): unknown {
  const name = errorName(err)
  if (name === 'ValidationException' || name === 'ResourceLimitExceeded' || name === 'AccessDeniedException')
    return new UserError(`SageMaker refused ${operation} (${name}): ${(err as Error).message}`)
  if (isRetryable(err))
    return new UserError(
      `SageMaker kept failing ${operation} (${name || 'error'}) after several tries: ${(err as Error).message}`
    )
  return err
}

function explainDescribeError(err: unknown, jobName: string, region: string): unknown {
  const name = errorName(err)
  if (name === 'ExpiredTokenException' || name === 'ExpiredToken')
    return new UserError(
      `The AWS credentials expired while waiting for ${jobName}; the job keeps running (${consoleUrl(region, jobName)}). ` +
        'Give aws-actions/configure-aws-credentials a longer role-duration-seconds.'
    )
  return err
}

async function stopJob(sm: SageMakerClient, jobName: string, call: Call): Promise<void> {
  try {
    await call(() => sm.send(new StopTransformJobCommand({ TransformJobName: jobName })))
  } catch (err) {
    // Already ended or stopping: nothing to stop.
    if (errorName(err) !== 'ValidationException') throw err
  }
}

/** The workflow was cancelled: stop at once (no waits between tries), then report what the job is doing. */
async function stopForCancel(sm: SageMakerClient, outcome: JobOutcome, log: Logger): Promise<JobOutcome> {
  const quick: Call = send => withRetry(send, { sleep: () => Promise.resolve(), attempts: 3 })
  log.info(`The workflow was cancelled: stopping transform job ${outcome.jobName}.`)
  await stopJob(sm, outcome.jobName, quick)
  const now = await describeJob(sm, outcome.jobName, quick).catch(() => undefined)
  outcome.status = (now?.TransformJobStatus as JobStatus | undefined) ?? 'Stopping'
  outcome.failureReason = 'the workflow was cancelled, so the job was stopped'
  log.info(`Transform job ${outcome.jobName} is ${outcome.status}.`)
  return outcome
}

function verdict(
  outcome: JobOutcome,
  last: Described | undefined,
  jobName: string,
  log: Logger,
  reason?: string
): JobOutcome {
  const status = (last?.TransformJobStatus ?? 'InProgress') as JobStatus
  outcome.status = status
  outcome.jobArn = last?.TransformJobArn ?? outcome.jobArn
  outcome.startedAt = last?.TransformStartTime
  outcome.endedAt = last?.TransformEndTime
  if (status === 'Failed') {
    outcome.failureReason =
      `${last?.FailureReason ?? 'no FailureReason given'} ` +
      `(CloudWatch logs: group ${LOG_GROUP}, streams ${jobName}/)`
  } else if (status !== 'Completed') {
    outcome.failureReason =
      reason ?? last?.FailureReason ?? `the job ended ${status} (stopped outside this workflow)`
  }
  log.info(`Transform job ${jobName}: ${status}${outcome.failureReason ? ` (${outcome.failureReason})` : ''}`)
  return outcome
}
