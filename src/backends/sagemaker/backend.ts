// The SageMaker backend: CreateModel -> CreateTransformJob -> poll -> verdict, stopping the job on a
// workflow cancel or past `timeout-minutes`. A restarted attempt attaches to the job it already made.
import {
  DescribeTransformJobCommand,
  type CreateTransformJobCommandInput,
  type DescribeTransformJobCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { S3Client } from '@aws-sdk/client-s3'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents, TransformBackend } from '../backend.js'
import { UserError } from '../../errors.js'
import type { ActionContext } from '../../context.js'
import type { SageMakerSpec } from '../../spec.js'
import { serverSizeEnvironment } from '../../contract/container-env.js'
import { createOrAttach, explainDescribeError, stopForCancel, stopJob } from './job.js'
import { retryNote, type Logger } from './logger.js'
import { LOG_GROUP, LogTailer } from './logs.js'
import { buildModel, ensureModel, useExistingModel } from './model.js'
import { defaultName, namePrefix, shortHash } from '../../contract/names.js'
import { openInputListing, requireSomeInput } from '../../contract/listing.js'
import { autoMaxPayload, describePayloadChoice } from '../../contract/payload.js'
import { formatElapsed, pollJob, type Described, type PollResult } from './poll.js'
import { buildCreateTransformJobInput } from './requests.js'
import { withRetry, type Sleep } from '../../aws/retry.js'
import { createS3Client } from '../../storage/s3.js'
import { consoleUrl, createLogsClient, createSageMakerClient, resolveRegion } from './sagemaker.js'

/** Collaborators beyond the context; tests replace them, the action uses the defaults. */
export interface SageMakerBackendDeps {
  logger?: Logger
  random?: () => number
  sagemaker?: (region: string) => SageMakerClient
  s3?: (region: string) => S3Client
}

/** How long to keep watching a job we stopped for the deadline before giving up on seeing Stopped. */
const STOP_WATCH_MS = 20 * 60_000

export function createSageMakerBackend(
  ctx: ActionContext,
  deps: SageMakerBackendDeps = {}
): TransformBackend<SageMakerSpec> {
  const log = deps.logger ?? ctx.log
  const random = deps.random ?? Math.random
  const sleep = ctx.sleep as Sleep

  return {
    run: async (
      spec: SageMakerSpec,
      model: PreparedModel,
      events: RunEvents,
      signal: AbortSignal
    ): Promise<JobOutcome> => {
      const region = resolveRegion(spec.control.region, ctx.env)
      const sm = deps.sagemaker?.(region) ?? createSageMakerClient(spec.control, ctx.env, ctx.credentials)
      const retrying = { sleep, random, signal, onRetry: retryNote(log) }
      const call = <T>(send: () => Promise<T>): Promise<T> => withRetry(send, retrying)

      // 1. The input is checked (and max-payload: auto sized) before anything is created.
      const s3 =
        deps.s3?.(region) ??
        createS3Client({ region, endpoint: spec.control.s3Endpoint, credentials: ctx.credentials }, ctx.env)
      const input = await openInputListing(spec.data.uri, spec.data.type, () => s3, { s3Only: true })
      await requireSomeInput(input)
      const asked = spec.resources.maxPayloadMB
      let maxPayloadMB = asked === 'auto' ? undefined : asked
      if (asked === 'auto') {
        const choice = await autoMaxPayload(
          { ...spec.data, maxConcurrentTransforms: spec.resources.maxConcurrentTransforms },
          input
        )
        log.info(describePayloadChoice(choice))
        maxPayloadMB = choice.mb
      }

      // 2. The model: an existing one by name, or ours (created, or reused when identical), whose
      // server size caps follow the payload.
      if (!spec.model.name) {
        const framework = model.framework ?? spec.model.framework
        for (const note of serverSizeEnvironment(spec, { framework, maxPayloadMB }).notes) log.info(note)
      }
      const modelName = spec.model.name
        ? await useExistingModel(sm, spec.model.name, call)
        : await ensureModel(sm, buildModel(spec, model, region, ctx, maxPayloadMB), call, log)
      events.modelReady?.({
        modelName,
        modelDataUrl: spec.model.name ? undefined : (model.dataUrl ?? spec.model.dataUrl)
      })

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
            createLogsClient(spec.control, ctx.env, ctx.credentials),
            jobName,
            line => log.info(line),
            m => log.warning(m)
          )
        : undefined
      const onTick = tailer ? async () => void (await tailer.poll()) : undefined
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
          onTick
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
          onTick
        })
        const reason = `timeout-minutes (${spec.control.timeoutMinutes}) reached, so the job was stopped`
        return verdict(
          outcome,
          after.last,
          log,
          after.last?.TransformJobStatus === 'Completed' ? undefined : reason
        )
      }
      return verdict(outcome, result.last, log)
    }
  }
}

function verdict(outcome: JobOutcome, last: Described | undefined, log: Logger, reason?: string): JobOutcome {
  const jobName = outcome.jobName
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
