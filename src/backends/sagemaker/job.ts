// The transform job: create it, or attach to the one an earlier try of this attempt made; stop it; and
// the errors a waiting run can explain.
import {
  CreateTransformJobCommand,
  DescribeTransformJobCommand,
  StopTransformJobCommand,
  type CreateTransformJobCommandInput,
  type DescribeTransformJobCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { JobOutcome, JobStatus } from '../../job.js'
import { UserError } from '../../errors.js'
import type { Logger } from '../../context.js'
import { errorName, withRetry, type Call } from '../../aws/retry.js'
import { consoleUrl } from './sagemaker.js'
import { CreateCall, describedOrMissing, explainCreateError } from './sagemaker-errors.js'

export interface Started {
  arn?: string
  createdAt: number
  /** The job's status when we attached to an existing one. */
  status?: JobStatus
}

export function describeJob(
  sm: SageMakerClient,
  name: string,
  call: Call
): Promise<DescribeTransformJobCommandOutput | undefined> {
  return describedOrMissing(call(() => sm.send(new DescribeTransformJobCommand({ TransformJobName: name }))))
}

/** Follows an existing job from now on, as it is. */
export function attached(
  job: DescribeTransformJobCommandOutput,
  why: string,
  log: Logger,
  now: () => number
): Started {
  log.info(`Attaching to transform job ${job.TransformJobName} (${job.TransformJobStatus}): ${why}.`)
  return {
    arn: job.TransformJobArn,
    createdAt: job.CreationTime?.getTime() ?? now(),
    status: job.TransformJobStatus as JobStatus
  }
}

/** Creates the job, or attaches to ours when an earlier try created it; `explicit` names are never reused. */
export async function createOrAttach(
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
    return attached(job, why, log, now)
  }
  const existing = await describeJob(sm, name, call)
  if (existing) {
    if (explicit) throw nameTaken(name, existing)
    return attach(existing, 'it was created by an earlier try of this workflow attempt')
  }

  const create = new CreateCall(call)
  try {
    const createdAt = now()
    const res = await create.send(() => sm.send(new CreateTransformJobCommand(request)))
    return { arn: res.TransformJobArn, createdAt }
  } catch (err) {
    if (errorName(err) === 'ResourceInUse') {
      const job = await describeJob(sm, name, call)
      // Our own create whose answer was lost: the job is ours.
      if (job && create.lostAnswer) return attach(job, 'an earlier CreateTransformJob call did create it')
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

export function explainDescribeError(err: unknown, jobName: string, region: string): unknown {
  const name = errorName(err)
  if (name === 'ExpiredTokenException' || name === 'ExpiredToken')
    return new UserError(
      `The AWS credentials expired while waiting for ${jobName}; the job keeps running (${consoleUrl(region, jobName)}). ` +
        'Set role-to-assume so the action re-mints its own credentials while it waits (or give ' +
        'aws-actions/configure-aws-credentials a longer role-duration-seconds), then attach to the job.'
    )
  return err
}

export async function stopJob(sm: SageMakerClient, jobName: string, call: Call): Promise<void> {
  try {
    await call(() => sm.send(new StopTransformJobCommand({ TransformJobName: jobName })))
  } catch (err) {
    // Already ended or stopping: nothing to stop.
    if (errorName(err) !== 'ValidationException') throw err
  }
}

/** The workflow was cancelled: stop at once (no waits between tries), then report what the job is doing. */
export async function stopForCancel(
  sm: SageMakerClient,
  outcome: JobOutcome,
  log: Logger
): Promise<JobOutcome> {
  const quick: Call = send => withRetry(send, { sleep: () => Promise.resolve(), attempts: 3 })
  log.info(`The workflow was cancelled: stopping transform job ${outcome.jobName}.`)
  await stopJob(sm, outcome.jobName, quick)
  const now = await describeJob(sm, outcome.jobName, quick).catch(() => undefined)
  outcome.status = (now?.TransformJobStatus as JobStatus | undefined) ?? 'Stopping'
  outcome.createdAt = now?.CreationTime
  outcome.failureReason = 'the workflow was cancelled, so the job was stopped'
  log.info(`Transform job ${outcome.jobName} is ${outcome.status}.`)
  return outcome
}
