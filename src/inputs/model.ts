// Model inputs: which model (a local path, an S3 archive or an existing SageMaker model), its framework
// image, role, container environment and network settings.
import { exactVersion, knownPyVersions, knownVersions } from '../contract/images.js'
import type { Framework, LocalServerChoice, Mode, ModelSource, ModelSpec } from '../spec.js'
import { checkName } from './control.js'
import {
  IMAGE_MAX,
  MODEL_ENV,
  ROLE_ARN_MAX,
  ROLE_ARN_MIN,
  ROLE_ARN_PATTERN,
  SECURITY_GROUPS_MAX,
  SUBNETS_MAX,
  VPC_ID_MAX,
  VPC_ID_PATTERN
} from '../contract/limits.js'
import type { InputName, RawInputs } from './names.js'
import type { Problems } from './problems.js'
import {
  checkEnvironment,
  parseBool,
  parseEnum,
  parseKeyValues,
  parseList,
  parseLocation,
  parseS3
} from './values.js'

const FRAMEWORKS: readonly Framework[] = ['tensorflow', 'pytorch']
export const SOURCES = ['model-path', 'model-data-url', 'model-name'] as const
type Source = (typeof SOURCES)[number]

/** Inputs that describe a model to create; an existing `model-name` already fixes all of them. */
export const DEFINES_MODEL: InputName[] = [
  'source-dir',
  'entry-point',
  'framework',
  'framework-version',
  'py-version',
  'image-uri',
  'artifact-path',
  'role',
  'model-env',
  'vpc-subnets',
  'vpc-security-groups'
]

interface Context {
  mode: Mode
  /** Local mode's server choice; undefined in SageMaker mode. */
  localServer?: LocalServerChoice['localServer']
}

/** The one model source given (`model-path`, `model-data-url` or `model-name`), else undefined. */
function chooseSource(raw: RawInputs, p: Problems): Source | undefined {
  const given = SOURCES.filter(name => raw[name] !== '')
  if (given.length === 0) {
    p.add(
      'model-path',
      '',
      'no model is given',
      'Set one of model-path (a model directory or .tar.gz), model-data-url (s3://.../model.tar.gz) ' +
        'or model-name (an existing SageMaker model).'
    )
  } else if (given.length > 1) {
    p.add(
      given.join(', '),
      given.map(n => raw[n]).join(', '),
      'are given together',
      `Set only one of ${given.join(', ')}.`
    )
  }
  return given.length === 1 ? given[0] : undefined
}

/** Inputs that the chosen model source would silently ignore are errors. */
function refuseUnused(raw: RawInputs, p: Problems, source: Source | undefined): void {
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
    if (raw[input]) p.add(input, raw[input], `is not used with ${source}`, `${why}: remove ${input}.`)
  }
}

type ImageChoice = Pick<ModelSpec, 'imageUri' | 'framework' | 'frameworkVersion' | 'pyVersion'>

/** `image-uri`, or the framework, its version and Python version that pick the framework image. */
function parseImage(raw: RawInputs, p: Problems, ctx: Context, source: Source | undefined): ImageChoice {
  const createsModel = source === 'model-path' || source === 'model-data-url'
  const imageUri = checkImage(p, raw['image-uri'])
  const framework = parseEnum(p, 'framework', raw.framework, FRAMEWORKS)
  const frameworkVersion = checkVersion(p, raw['framework-version'])
  const pyVersion = checkPyVersion(p, raw['py-version'])
  const needsImage =
    createsModel && !raw['image-uri'] && (ctx.mode === 'sagemaker' || ctx.localServer === 'docker')
  if (needsImage) {
    if (source === 'model-data-url' && !raw.framework) {
      p.add(
        'framework',
        '',
        'is required with model-data-url',
        'The archive is not inspected before the job: set framework (tensorflow or pytorch), or image-uri.'
      )
    }
    if (!raw['framework-version']) {
      p.add(
        'framework-version',
        '',
        'is required to choose the framework image',
        'Set framework-version (e.g. 2.19 for TensorFlow, 2.6 for PyTorch), or image-uri.'
      )
    }
  }
  if (framework && frameworkVersion && !raw['image-uri']) {
    checkImageVersions(p, framework, frameworkVersion, pyVersion, needsImage)
  }
  checkLocalServer(raw, p, ctx, framework)
  return { framework, frameworkVersion, pyVersion, imageUri }
}

/** What local mode's server can run: an image needs Docker; the reference server runs PyTorch only. */
function checkLocalServer(raw: RawInputs, p: Problems, ctx: Context, framework?: Framework): void {
  if (
    raw['image-uri'] &&
    ctx.mode === 'local' &&
    (ctx.localServer === 'reference' || ctx.localServer === 'command')
  ) {
    p.add(
      'image-uri',
      raw['image-uri'],
      `is not used with local-server: ${ctx.localServer}`,
      'Remove image-uri, or set local-server: docker to run that image.'
    )
  }
  if (framework === 'tensorflow' && ctx.localServer === 'reference') {
    p.add(
      'local-server',
      'reference',
      'runs PyTorch models only, but framework is tensorflow',
      'Use local-server: docker (the TensorFlow Serving image) or command.'
    )
  }
}

/** Where SageMaker mode uploads a model directory, and the role that creates the model. */
function parseUploadAndRole(
  raw: RawInputs,
  p: Problems,
  ctx: Context,
  source: Source | undefined
): Pick<ModelSpec, 'artifactPath' | 'role'> {
  const artifactPath = raw['artifact-path'] ? parseS3(p, 'artifact-path', raw['artifact-path']) : undefined
  if (source === 'model-path' && ctx.mode === 'sagemaker' && !raw['artifact-path']) {
    p.add(
      'artifact-path',
      '',
      'is required with model-path in sagemaker mode',
      'Set artifact-path to an S3 prefix (e.g. s3://my-bucket/models); model.tar.gz is uploaded under it.'
    )
  }
  const role = checkRole(p, raw.role)
  const createsModel = source === 'model-path' || source === 'model-data-url'
  if (createsModel && ctx.mode === 'sagemaker' && !raw.role) {
    p.add(
      'role',
      '',
      'is required to create the SageMaker model',
      'Set role to the execution role ARN SageMaker assumes (arn:aws:iam::123456789012:role/...).'
    )
  }
  return { artifactPath, role }
}

export function parseModel(raw: RawInputs, p: Problems, ctx: Context): ModelSpec {
  const source = chooseSource(raw, p)
  const path = parseModelPath(p, raw['model-path'])
  const dataUrl = parseModelDataUrl(p, raw['model-data-url'])
  const name = checkName(p, 'model-name', raw['model-name'])
  if (raw['model-name'] && ctx.mode === 'local') {
    p.add(
      'model-name',
      raw['model-name'],
      'cannot be used in local mode',
      'Local mode runs the model files: use model-path or model-data-url.'
    )
  }
  refuseUnused(raw, p, source)
  const networkIsolation = parseBool(p, 'network-isolation', raw['network-isolation'], false)
  if (networkIsolation && source === 'model-name') {
    p.add(
      'network-isolation',
      raw['network-isolation'],
      'is not used with model-name',
      'The existing model already defines it: remove network-isolation.'
    )
  }
  const image = parseImage(raw, p, ctx, source)
  const entryPoint = checkEntryPoint(p, raw['entry-point'], image.framework)
  const uploadAndRole = parseUploadAndRole(raw, p, ctx, source)
  const { subnets, securityGroups } = parseVpc(p, raw)
  // With a problem above, nothing past parseInputs sees this value: it throws first.
  const chosen: ModelSource =
    source === 'model-name' && name
      ? { source: 'name', name }
      : source === 'model-data-url' && dataUrl
        ? { source: 'data-url', dataUrl }
        : { source: 'path', path: path ?? '' }
  return {
    ...chosen,
    sourceDir: raw['source-dir'] ? parseLocalPath(p, 'source-dir', raw['source-dir']) : undefined,
    entryPoint,
    ...image,
    ...uploadAndRole,
    env: checkEnvironment(p, 'model-env', parseKeyValues(p, 'model-env', raw['model-env']), MODEL_ENV),
    vpcSubnets: subnets,
    vpcSecurityGroups: securityGroups,
    networkIsolation
  }
}

function parseLocalPath(p: Problems, name: string, raw: string): string | undefined {
  if (/^s3:\/\//i.test(raw)) {
    return p.add(
      name,
      raw,
      'must be on the runner, not in S3',
      'Check it out or download it in an earlier step, and give its path.'
    )
  }
  return parseLocation(p, name, raw, { local: true })
}

function parseModelPath(p: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  if (/^s3:\/\//i.test(raw)) {
    return p.add(
      'model-path',
      raw,
      'is an S3 URI',
      'Use model-data-url for an existing s3://.../model.tar.gz.'
    )
  }
  return parseLocation(p, 'model-path', raw, { local: true })
}

function parseModelDataUrl(p: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  const uri = parseS3(p, 'model-data-url', raw, { keyRequired: true })
  if (uri && !uri.endsWith('.tar.gz')) {
    return p.add(
      'model-data-url',
      raw,
      'is not a .tar.gz object',
      'Batch transform needs the model as one gzip tar: point to s3://.../model.tar.gz (or use model-path).'
    )
  }
  return uri
}

function checkImage(p: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  if (raw.length > IMAGE_MAX || /\s/.test(raw)) {
    return p.add(
      'image-uri',
      raw,
      `is not an image reference of at most ${IMAGE_MAX} characters`,
      'Use registry/repository:tag.'
    )
  }
  return raw
}

function checkVersion(p: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  if (!/^\d+(\.\d+){0,3}$/.test(raw)) {
    return p.add('framework-version', raw, 'is not a version number', 'Use a version such as 2.19 or 2.19.0.')
  }
  return raw
}

function checkPyVersion(p: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  const v = raw.toLowerCase()
  if (!/^py\d+$/.test(v))
    return p.add('py-version', raw, 'is not a Python version tag', 'Use a tag such as py310 or py312.')
  return v
}

/** The framework/version/py combination must exist in the image table when the image is resolved from it. */
function checkImageVersions(
  p: Problems,
  framework: Framework,
  version: string,
  pyVersion: string | undefined,
  needsImage: boolean
): void {
  const exact = exactVersion(framework, version)
  if (!exact) {
    p.add(
      'framework-version',
      version,
      `is not a ${framework} inference image version`,
      `Use one of: ${knownVersions(framework).join(', ')}. Or give image-uri.`
    )
    return
  }
  const known = knownPyVersions(framework, exact)
  if (pyVersion && known.length === 0) {
    p.add(
      'py-version',
      pyVersion,
      `is not part of ${framework} ${exact} image tags`,
      'Those images carry no Python version: remove py-version.'
    )
  } else if (pyVersion && !known.includes(pyVersion)) {
    p.add('py-version', pyVersion, `has no ${framework} ${exact} image`, `Use one of: ${known.join(', ')}.`)
  } else if (!pyVersion && known.length > 1 && needsImage) {
    p.add(
      'py-version',
      '',
      `is required: ${framework} ${exact} has images for several Python versions`,
      `Use one of: ${known.join(', ')}.`
    )
  }
}

function checkEntryPoint(p: Problems, raw: string, framework: Framework | undefined): string | undefined {
  if (raw === '') return undefined
  if (!/^[A-Za-z_][A-Za-z0-9_]*\.py$/.test(raw)) {
    return p.add(
      'entry-point',
      raw,
      'is not a Python file name',
      'Give the handler file name inside code/ (e.g. inference.py); the container imports it as a module.'
    )
  }
  if (framework === 'tensorflow' && raw !== 'inference.py') {
    return p.add(
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
  p: Problems,
  raw: string,
  input = 'role',
  example = 'SageMakerExecution'
): string | undefined {
  if (raw === '') return undefined
  if (raw.length < ROLE_ARN_MIN || raw.length > ROLE_ARN_MAX || !ROLE_ARN_PATTERN.test(raw)) {
    return p.add(
      input,
      raw,
      'is not an IAM role ARN',
      `Use the full ARN, e.g. arn:aws:iam::123456789012:role/${example}.`
    )
  }
  return raw
}

function parseVpc(p: Problems, raw: RawInputs): { subnets: string[]; securityGroups: string[] } {
  const subnets = parseList(raw['vpc-subnets'])
  const securityGroups = parseList(raw['vpc-security-groups'])
  const check = (name: InputName, ids: string[], max: number, example: string) => {
    if (ids.length > max)
      p.add(name, raw[name], `lists ${ids.length} ids, more than ${max}`, `Give 1-${max} ids.`)
    for (const id of ids) {
      if (id.length > VPC_ID_MAX || !VPC_ID_PATTERN.test(id)) {
        p.add(name, id, 'is not a valid id', `Use ids such as ${example}, separated by commas or new lines.`)
      }
    }
  }
  check('vpc-subnets', subnets, SUBNETS_MAX, 'subnet-0abc1234')
  check('vpc-security-groups', securityGroups, SECURITY_GROUPS_MAX, 'sg-0abc1234')
  if ((subnets.length === 0) !== (securityGroups.length === 0)) {
    const missing: InputName = subnets.length === 0 ? 'vpc-subnets' : 'vpc-security-groups'
    p.add(missing, '', 'is missing', 'A VPC configuration needs both vpc-subnets and vpc-security-groups.')
  }
  return { subnets, securityGroups }
}
