// `attach`: follow a transform job that already exists. Nothing is created; the job's own definition
// (input, output path, instances) replaces the inputs for the report, and `data` / `output-path`, when
// given, must name the job's own.
import type { DescribeTransformJobCommandOutput, SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { JobDefinition } from '../backend.js'
import { errorMessage, InputErrors, UserError, type InputProblem } from '../../errors.js'
import type { SageMakerSpec } from '../../spec.js'
import { errorName, type Call } from '../../aws/retry.js'
import { attached, describeJob, type Started } from './job.js'
import type { Logger } from './logger.js'

/** The attached job as it is now, or an error naming the input when there is no such job. */
export async function attachTo(
  sm: SageMakerClient,
  name: string,
  region: string,
  call: Call,
  log: Logger,
  now: () => number
): Promise<{ started: Started; job: DescribeTransformJobCommandOutput }> {
  let job: DescribeTransformJobCommandOutput | undefined
  try {
    job = await describeJob(sm, name, call)
  } catch (err) {
    const answer = errorName(err)
    if (answer === 'ValidationException' || answer === 'AccessDeniedException')
      throw new UserError(`attach: ${errorMessage(err)}`)
    throw err
  }
  if (!job)
    throw new UserError(
      `attach: there is no transform job named ${JSON.stringify(name)} in ${region} (DescribeTransformJob: not found). ` +
        'Give the name of an existing job (the job-name output of the step that started it) in the same region; nothing was created.'
    )
  return { started: attached(job, 'named by attach; it is not stopped by this workflow', log, now), job }
}

/** What the report needs of the job's definition. */
export function definitionOf(spec: SageMakerSpec, job: DescribeTransformJobCommandOutput): JobDefinition {
  const input = job.TransformInput
  const source = input?.DataSource?.S3DataSource
  const output = job.TransformOutput
  return {
    data: {
      ...spec.data,
      uri: source?.S3Uri ?? '',
      type: source?.S3DataType === 'ManifestFile' ? 'ManifestFile' : 'S3Prefix',
      contentType: input?.ContentType,
      compression: input?.CompressionType ?? 'None',
      splitType: input?.SplitType ?? 'None',
      joinSource: job.DataProcessing?.JoinSource ?? 'None'
    },
    output: {
      ...spec.output,
      path: output?.S3OutputPath ?? '',
      accept: output?.Accept,
      assembleWith: output?.AssembleWith ?? 'None',
      kmsKey: output?.KmsKeyId
    },
    instanceType: job.TransformResources?.InstanceType ?? '',
    instanceCount: job.TransformResources?.InstanceCount ?? 1
  }
}

/** One trailing slash does not make another prefix. */
const same = (a: string, b: string): boolean => a.replace(/\/$/, '') === b.replace(/\/$/, '')

/** `data` / `output-path` given with attach must be the job's own: every mismatch, at once. */
export function checkAgainstJob(spec: SageMakerSpec, job: JobDefinition): void {
  const problems: InputProblem[] = []
  const name = spec.control.attach
  if (spec.data.uri && (!same(spec.data.uri, job.data.uri) || spec.data.type !== job.data.type))
    problems.push({
      input: 'data',
      value: spec.data.uri,
      problem: `is not the input of the attached job ${name} (${job.data.type} ${job.data.uri})`,
      fix: 'Remove data (the job’s own input is reported), or attach to the job that reads this data.'
    })
  if (spec.output.path && !same(spec.output.path, job.output.path))
    problems.push({
      input: 'output-path',
      value: spec.output.path,
      problem: `is not where the attached job ${name} writes (${job.output.path})`,
      fix: 'Remove output-path (the job’s own is read), or attach to the job that writes there.'
    })
  if (problems.length) throw new InputErrors(problems)
}
