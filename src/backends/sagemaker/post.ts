// The post step: stops the job the main step saved in state if it is still InProgress, so a cancelled
// or killed workflow never leaves a job running. The main step saves state only while it waits, so a
// job deliberately left running with `wait: false`, or one followed with `attach` (someone else's), is
// not touched.
import type { SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { CredentialProvider, Logger } from '../../context.js'
import { errorMessage } from '../../errors.js'
import { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT } from './post-state.js'
import { withRetry } from '../../aws/retry.js'
import { sleep, type Sleep } from '../../sleep.js'

/** What the post step may be given (tests); the step itself uses the defaults. */
interface PostOptions {
  /** The main step's saved state; by default read as the runner passes it (STATE_<name>). */
  getState?: (name: string) => string
  env?: NodeJS.ProcessEnv
  sleep?: Sleep
  log?: Pick<Logger, 'info' | 'warning'>
  sagemaker?: (region: string | undefined, endpoint: string | undefined) => SageMakerClient
  /** The run's own credentials (role-to-assume) for the job's region; else the default chain. */
  credentials?: (region: string | undefined) => CredentialProvider
}

/** What the post step did: nothing saved, nothing to do, or the job stopped. */
export type PostResult = 'no-job' | 'not-running' | 'stopped' | 'unknown'

export async function runPost(options: PostOptions = {}): Promise<PostResult> {
  const env = options.env ?? process.env
  const getState = options.getState ?? ((name: string) => env[`STATE_${name}`] ?? '')
  const log = options.log ?? { info: () => undefined, warning: () => undefined }
  const jobName = getState(STATE_JOB_NAME)
  if (!jobName) return 'no-job'
  const region = getState(STATE_REGION) || undefined
  const endpoint = getState(STATE_SAGEMAKER_ENDPOINT) || undefined
  const retry = {
    sleep: options.sleep ?? sleep,
    attempts: 4,
    baseMs: 250,
    capMs: 1_000,
    log: (line: string) => log.info(line)
  }
  try {
    // The SDK loads only now that there is a job to look at: most post steps have none.
    const { DescribeTransformJobCommand, StopTransformJobCommand } = await import('@aws-sdk/client-sagemaker')
    const sm =
      options.sagemaker?.(region, endpoint) ??
      (await import('./sagemaker.js')).createSageMakerClient(
        { region, sagemakerEndpoint: endpoint },
        env,
        options.credentials?.(region)
      )
    const job = await withRetry(
      () => sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName })),
      retry
    )
    if (job.TransformJobStatus !== 'InProgress') {
      log.info(`Transform job ${jobName} is ${job.TransformJobStatus}: nothing to stop.`)
      return 'not-running'
    }
    await withRetry(() => sm.send(new StopTransformJobCommand({ TransformJobName: jobName })), retry)
    log.info(`Transform job ${jobName} was still InProgress: StopTransformJob sent.`)
    return 'stopped'
  } catch (err) {
    // Loud but not fatal: the workflow is already ending, and the user must know the job may still run.
    log.warning(
      `Could not check or stop transform job ${jobName}: ${errorMessage(err)}. Stop it in the SageMaker console.`
    )
    return 'unknown'
  }
}
