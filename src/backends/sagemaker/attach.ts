// `attach`: follow a transform job that already exists. Nothing is created; the job's own definition
// (input, output path, instances) replaces the inputs for the report, and `data` / `data-type` /
// `output-path`, when given, must name the job's own.
import type { DescribeTransformJobCommandOutput, SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { JobDefinition } from '../../job.js'
import { errorMessage, InputErrors, UserError, type InputProblem } from '../../errors.js'
import type { S3DataType, SageMakerSpec } from '../../spec.js'
import { errorName, type Call } from '../../aws/retry.js'
import { attached, describeJob, type Started } from './job.js'
import type { Logger } from '../../context.js'

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
  if (!reportedInput(job)) {
    const source = job.TransformInput?.DataSource?.S3DataSource
    const what = source?.S3DataType && source.S3Uri ? `${source.S3DataType} input` : 'no S3DataSource input'
    throw new UserError(
      `attach: the transform job ${JSON.stringify(name)} reads ${what}; the report reads S3Prefix or ManifestFile ` +
        'input, so it could not count this job’s objects or find its failed files. Collect this job another way; nothing was written.'
    )
  }
  return { started: attached(job, 'named by attach; it is not stopped by this workflow', log, now), job }
}

const reads = (type: string | undefined): type is S3DataType => type === 'S3Prefix' || type === 'ManifestFile'

/** The job's input as the report reads it: an S3 prefix or a manifest, or nothing it can read. */
function reportedInput(
  job: DescribeTransformJobCommandOutput
): { uri: string; type: S3DataType } | undefined {
  const source = job.TransformInput?.DataSource?.S3DataSource
  const type = source?.S3DataType
  if (!source?.S3Uri || !reads(type)) return undefined
  return { uri: source.S3Uri, type }
}

/** What the report (and the cache) need of the job's definition. */
export function definitionOf(spec: SageMakerSpec, job: DescribeTransformJobCommandOutput): JobDefinition {
  const input = job.TransformInput
  // attachTo has refused any job without one.
  const source = reportedInput(job) ?? { uri: '', type: 'S3Prefix' }
  const output = job.TransformOutput
  return {
    data: {
      ...spec.data,
      ...source,
      contentType: input?.ContentType,
      compression: input?.CompressionType ?? 'None',
      splitType: input?.SplitType ?? 'None',
      joinSource: job.DataProcessing?.JoinSource ?? 'None'
    },
    batch: {
      ...(job.BatchStrategy ? { strategy: job.BatchStrategy } : {}),
      ...(job.MaxPayloadInMB !== undefined ? { maxPayloadMB: job.MaxPayloadInMB } : {}),
      env: job.Environment ?? {},
      ...(job.DataProcessing?.InputFilter ? { inputFilter: job.DataProcessing.InputFilter } : {}),
      ...(job.DataProcessing?.OutputFilter ? { outputFilter: job.DataProcessing.OutputFilter } : {})
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

/** `data` / `data-type` / `output-path` given with attach must be the job's own: every mismatch, at once. */
export function checkAgainstJob(spec: SageMakerSpec, job: JobDefinition): void {
  const problems: InputProblem[] = []
  const name = spec.control.attach
  const input = `${job.data.type} ${job.data.uri}`
  if (spec.data.uri && !same(spec.data.uri, job.data.uri))
    problems.push({
      input: 'data',
      value: spec.data.uri,
      problem: `is not the input of the attached job ${name} (${input})`,
      fix: 'Remove data (the job’s own input is reported), or attach to the job that reads this data.'
    })
  else if (spec.data.uri && spec.data.type !== job.data.type)
    problems.push({
      input: 'data-type',
      value: spec.data.type,
      problem: `is not how the attached job ${name} reads data (${input})`,
      fix: `Set data-type: ${job.data.type}, or remove data and data-type (the job’s own input is reported).`
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
