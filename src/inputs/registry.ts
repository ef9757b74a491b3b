// `register`, `approval` and `baseline: registry`: a release registered in the SageMaker Model Registry.
// Everything the registration needs that the runner can check alone is checked here, before any call:
// the group's name, and in local mode the model in S3, the image and the S3 output-path a package names.
import type { Mode, RegisterSpec } from '../spec.js'
import { groupNameOf, isMetadataValue } from '../contract/model-registry.js'
import { isS3Uri } from '../storage/uri.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { parseEnum } from './values.js'

/** The word `baseline` takes for the group's latest approved version (a folder named so is `./registry`). */
export const REGISTRY_BASELINE = 'registry'

const APPROVALS: readonly RegisterSpec['approval'][] = ['gates', 'manual']

/** Whether `baseline` asks for the registry's latest approved version. */
export function isRegistryBaseline(raw: string): boolean {
  return raw.toLowerCase() === REGISTRY_BASELINE
}

/** What a local run lacks to be registered: SageMaker runs a package's model from S3, in an image. */
function localGaps(raw: RawInputs, env: NodeJS.ProcessEnv): string[] {
  const gaps: string[] = []
  const s3Model = raw['model-data-url'] !== '' || (raw['model-path'] !== '' && raw['artifact-path'] !== '')
  if (!s3Model) gaps.push('the model in S3 (model-data-url, or model-path with artifact-path)')
  if (!raw['image-uri'] && !(raw.framework && raw['framework-version']))
    gaps.push('an image (image-uri, or framework with framework-version)')
  if (!isS3Uri(raw['output-path'])) gaps.push('an S3 output-path (the evaluation is registered from S3)')
  if (!raw.region && !env.AWS_REGION?.trim() && !env.AWS_DEFAULT_REGION?.trim())
    gaps.push('a region (region, or AWS_REGION)')
  return gaps
}

export function parseRegister(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  env: NodeJS.ProcessEnv
): RegisterSpec | undefined {
  const approval = parseEnum(problems, 'approval', raw.approval, APPROVALS) ?? 'gates'
  const value = raw.register
  if (value === '') {
    // `gates` is the default action.yml gives every run.
    if (raw.approval && raw.approval !== 'gates')
      problems.add(
        'approval',
        raw.approval,
        'needs register',
        'Set register to a model package group, or remove approval.'
      )
    if (isRegistryBaseline(raw.baseline))
      problems.add(
        'baseline',
        raw.baseline,
        "names the register group's latest approved version, and register is not set",
        'Set register to the model package group, or write ./registry for a folder named registry.'
      )
    return undefined
  }
  const group = groupNameOf(value)
  if (!group)
    problems.add(
      'register',
      value,
      'is not a model package group SageMaker accepts',
      'Use 1-63 letters, digits and hyphens (no hyphen first or last, no _ or .), or the group ARN.'
    )
  if (raw.wait.toLowerCase() === 'false')
    problems.add(
      'register',
      value,
      'needs the job finished (wait: false)',
      'Remove wait: false, or register in a later step that attaches to the job.'
    )
  if (mode === 'local') {
    const gaps = localGaps(raw, env)
    if (gaps.length)
      problems.add(
        'register',
        value,
        `in local mode needs what a SageMaker model package names: ${gaps.join('; ')}`,
        'Set them, or run in sagemaker mode.'
      )
  }
  // The lineage points at the run's summary by its URI: a value SageMaker's metadata takes.
  const summaryUri = `${raw['output-path'].replace(/\/*$/, '')}/_summary.json`
  if (isS3Uri(raw['output-path']) && !isMetadataValue(summaryUri))
    problems.add(
      'output-path',
      raw['output-path'],
      'cannot be named in a model package’s metadata (256 characters of letters, digits, spaces and _.:/=+-@)',
      'Use a shorter output-path of those characters.'
    )
  return group ? { group, approval } : undefined
}
