// Model inputs: which model (a local path, an S3 archive or an existing SageMaker model), its framework
// image, role, container environment and network settings. The image inputs are in model-image.ts.
import type { Framework, ModelSource, ModelSpec } from '../spec.js'
import { checkName } from './control.js'
import {
  MODEL_ENV,
  ROLE_ARN_MAX,
  ROLE_ARN_MIN,
  ROLE_ARN_PATTERN,
  SECURITY_GROUPS_MAX,
  SUBNETS_MAX,
  VPC_ID_MAX,
  VPC_ID_PATTERN
} from '../contract/limits.js'
import { MODEL_SETTINGS, MODEL_SOURCES, type InputName, type RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { checkEnvironment, parseBool, parseKeyValues, parseList, parseLocation, parseS3 } from './values.js'
import { type Source, parseImage, type Context } from './model-image.js'

/** Inputs that describe a model to create; an existing `model-name` already fixes all of them. */
const DEFINES_MODEL: readonly InputName[] = [...MODEL_SETTINGS, 'vpc-subnets', 'vpc-security-groups']

/** The one model source given (`model-path`, `model-data-url` or `model-name`), else undefined. */
function chooseSource(raw: RawInputs, problems: Problems): Source | undefined {
  const given = MODEL_SOURCES.filter(name => raw[name] !== '')
  if (given.length === 0) {
    problems.add(
      'model-path',
      '',
      'no model is given',
      'Set one of model-path (a model directory or .tar.gz), model-data-url (s3://.../model.tar.gz) ' +
        'or model-name (an existing SageMaker model).'
    )
  } else if (given.length > 1) {
    problems.add(
      given.join(', '),
      given.map(n => raw[n]).join(', '),
      'are given together',
      `Set only one of ${given.join(', ')}.`
    )
  }
  return given.length === 1 ? given[0] : undefined
}

/** Inputs that the chosen model source would silently ignore are errors. */
function refuseUnused(raw: RawInputs, problems: Problems, source: Source | undefined): void {
  const isArchive = /\.(tar\.gz|tgz)$/i.test(raw['model-path'])
  const unused: [InputName, string][] =
    source === 'model-name'
      ? DEFINES_MODEL.map(n => [n, 'The existing model already defines it'])
      : source === 'model-data-url'
        ? [
            ['source-dir', 'model-data-url is used as is, without packaging'],
            ['artifact-path', 'model-data-url is used as is, without uploading']
          ]
        : source === 'model-path' && isArchive
          ? [['source-dir', 'An existing .tar.gz is uploaded as is']]
          : []
  for (const [input, why] of unused) {
    if (raw[input]) problems.add(input, raw[input], `is not used with ${source}`, `${why}: remove ${input}.`)
  }
}

/** Where SageMaker mode uploads a model directory, and the role that creates the model. */
function parseUploadAndRole(
  raw: RawInputs,
  problems: Problems,
  ctx: Context,
  source: Source | undefined
): Pick<ModelSpec, 'artifactPath' | 'role'> {
  const artifactPath = raw['artifact-path']
    ? parseS3(problems, 'artifact-path', raw['artifact-path'])
    : undefined
  if (source === 'model-path' && ctx.mode === 'sagemaker' && !raw['artifact-path']) {
    problems.add(
      'artifact-path',
      '',
      'is required with model-path in sagemaker mode',
      'Set artifact-path to an S3 prefix (e.g. s3://my-bucket/models); model.tar.gz is uploaded under it.'
    )
  }
  const role = checkRole(problems, raw.role)
  const createsModel = source === 'model-path' || source === 'model-data-url'
  if (createsModel && ctx.mode === 'sagemaker' && !raw.role) {
    problems.add(
      'role',
      '',
      'is required to create the SageMaker model',
      'Set role to the execution role ARN SageMaker assumes (arn:aws:iam::123456789012:role/...).'
    )
  }
  return { artifactPath, role }
}

export function parseModel(raw: RawInputs, problems: Problems, ctx: Context): ModelSpec {
  const source = chooseSource(raw, problems)
  const path = parseModelPath(problems, raw['model-path'])
  const dataUrl = parseModelDataUrl(problems, raw['model-data-url'])
  const name = checkName(problems, 'model-name', raw['model-name'])
  if (raw['model-name'] && ctx.mode === 'local') {
    problems.add(
      'model-name',
      raw['model-name'],
      'cannot be used in local mode',
      'Local mode runs the model files: use model-path or model-data-url.'
    )
  }
  refuseUnused(raw, problems, source)
  const networkIsolation = parseBool(problems, 'network-isolation', raw['network-isolation'], false)
  if (networkIsolation && source === 'model-name') {
    problems.add(
      'network-isolation',
      raw['network-isolation'],
      'is not used with model-name',
      'The existing model already defines it: remove network-isolation.'
    )
  }
  const image = parseImage(raw, problems, ctx, source)
  const entryPoint = checkEntryPoint(problems, raw['entry-point'], image.framework)
  const uploadAndRole = parseUploadAndRole(raw, problems, ctx, source)
  const { subnets, securityGroups } = parseVpc(problems, raw)
  // With a problem above, nothing past parseInputs sees this value: it throws first.
  const chosen: ModelSource =
    source === 'model-name' && name
      ? { source: 'name', name }
      : source === 'model-data-url' && dataUrl
        ? { source: 'data-url', dataUrl }
        : { source: 'path', path: path ?? '' }
  return {
    ...chosen,
    sourceDir: raw['source-dir'] ? parseLocalPath(problems, 'source-dir', raw['source-dir']) : undefined,
    entryPoint,
    ...image,
    ...uploadAndRole,
    env: checkEnvironment(
      problems,
      'model-env',
      parseKeyValues(problems, 'model-env', raw['model-env']),
      MODEL_ENV
    ),
    vpcSubnets: subnets,
    vpcSecurityGroups: securityGroups,
    networkIsolation
  }
}

function parseLocalPath(problems: Problems, name: string, raw: string): string | undefined {
  if (/^s3:\/\//i.test(raw)) {
    return problems.add(
      name,
      raw,
      'must be on the runner, not in S3',
      'Check it out or download it in an earlier step, and give its path.'
    )
  }
  return parseLocation(problems, name, raw, { local: true })
}

function parseModelPath(problems: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  if (/^s3:\/\//i.test(raw)) {
    return problems.add(
      'model-path',
      raw,
      'is an S3 URI',
      'Use model-data-url for an existing s3://.../model.tar.gz.'
    )
  }
  return parseLocation(problems, 'model-path', raw, { local: true })
}

function parseModelDataUrl(problems: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  const uri = parseS3(problems, 'model-data-url', raw, { keyRequired: true })
  if (uri && !uri.endsWith('.tar.gz')) {
    return problems.add(
      'model-data-url',
      raw,
      'is not a .tar.gz object',
      'Batch transform needs the model as one gzip tar: point to s3://.../model.tar.gz (or use model-path).'
    )
  }
  return uri
}

function checkEntryPoint(
  problems: Problems,
  raw: string,
  framework: Framework | undefined
): string | undefined {
  if (raw === '') return undefined
  if (!/^[A-Za-z_][A-Za-z0-9_]*\.py$/.test(raw)) {
    return problems.add(
      'entry-point',
      raw,
      'is not a Python file name',
      'Give the handler file name inside code/ (e.g. inference.py); the container imports it as a module.'
    )
  }
  if (framework === 'tensorflow' && raw !== 'inference.py') {
    return problems.add(
      'entry-point',
      raw,
      'must be inference.py for TensorFlow',
      'The TensorFlow Serving container only loads code/inference.py: rename the file.'
    )
  }
  return raw
}

/** An IAM role ARN (`role`, `role-to-assume`). */
export function checkRole(
  problems: Problems,
  raw: string,
  input = 'role',
  example = 'SageMakerExecution'
): string | undefined {
  if (raw === '') return undefined
  if (raw.length < ROLE_ARN_MIN || raw.length > ROLE_ARN_MAX || !ROLE_ARN_PATTERN.test(raw)) {
    return problems.add(
      input,
      raw,
      'is not an IAM role ARN',
      `Use the full ARN, e.g. arn:aws:iam::123456789012:role/${example}.`
    )
  }
  return raw
}

function parseVpc(problems: Problems, raw: RawInputs): { subnets: string[]; securityGroups: string[] } {
  const subnets = parseList(raw['vpc-subnets'])
  const securityGroups = parseList(raw['vpc-security-groups'])
  const check = (name: InputName, ids: string[], max: number, example: string) => {
    if (ids.length > max)
      problems.add(name, raw[name], `lists ${ids.length} ids, more than ${max}`, `Give 1-${max} ids.`)
    for (const id of ids) {
      if (id.length > VPC_ID_MAX || !VPC_ID_PATTERN.test(id)) {
        problems.add(
          name,
          id,
          'is not a valid id',
          `Use ids such as ${example}, separated by commas or new lines.`
        )
      }
    }
  }
  check('vpc-subnets', subnets, SUBNETS_MAX, 'subnet-0abc1234')
  check('vpc-security-groups', securityGroups, SECURITY_GROUPS_MAX, 'sg-0abc1234')
  if ((subnets.length === 0) !== (securityGroups.length === 0)) {
    const missing: InputName = subnets.length === 0 ? 'vpc-subnets' : 'vpc-security-groups'
    problems.add(
      missing,
      '',
      'is missing',
      'A VPC configuration needs both vpc-subnets and vpc-security-groups.'
    )
  }
  return { subnets, securityGroups }
}
