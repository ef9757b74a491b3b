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
import { MODEL_SETTINGS, MODEL_SOURCES, type InputName, type RawInputs } from './names.js'
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
type Source = (typeof MODEL_SOURCES)[number]

/** Inputs that describe a model to create; an existing `model-name` already fixes all of them. */
const DEFINES_MODEL: readonly InputName[] = [...MODEL_SETTINGS, 'vpc-subnets', 'vpc-security-groups']

interface Context {
  mode: Mode
  /** Local mode's server choice; undefined in SageMaker mode. */
  localServer?: LocalServerChoice['localServer']
}

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

type ImageChoice = Pick<ModelSpec, 'imageUri' | 'framework' | 'frameworkVersion' | 'pyVersion'>

/** `image-uri`, or the framework, its version and Python version that pick the framework image. */
function parseImage(
  raw: RawInputs,
  problems: Problems,
  ctx: Context,
  source: Source | undefined
): ImageChoice {
  const createsModel = source === 'model-path' || source === 'model-data-url'
  const imageUri = checkImage(problems, raw['image-uri'])
  const framework = parseEnum(problems, 'framework', raw.framework, FRAMEWORKS)
  const frameworkVersion = checkVersion(problems, raw['framework-version'])
  const pyVersion = checkPyVersion(problems, raw['py-version'])
  const needsImage =
    createsModel && !raw['image-uri'] && (ctx.mode === 'sagemaker' || ctx.localServer === 'docker')
  if (needsImage) {
    if (source === 'model-data-url' && !raw.framework) {
      problems.add(
        'framework',
        '',
        'is required with model-data-url',
        'The archive is not inspected before the job: set framework (tensorflow or pytorch), or image-uri.'
      )
    }
    if (!raw['framework-version']) {
      problems.add(
        'framework-version',
        '',
        'is required to choose the framework image',
        'Set framework-version (e.g. 2.19 for TensorFlow, 2.6 for PyTorch), or image-uri.'
      )
    }
  }
  if (framework && frameworkVersion && !raw['image-uri']) {
    checkImageVersions(problems, framework, frameworkVersion, pyVersion, needsImage)
  }
  checkLocalServer(raw, problems, ctx, framework)
  return { framework, frameworkVersion, pyVersion, imageUri }
}

/** What local mode's server can run: an image needs Docker; the reference server runs PyTorch only. */
function checkLocalServer(raw: RawInputs, problems: Problems, ctx: Context, framework?: Framework): void {
  if (
    raw['image-uri'] &&
    ctx.mode === 'local' &&
    (ctx.localServer === 'reference' || ctx.localServer === 'command')
  ) {
    problems.add(
      'image-uri',
      raw['image-uri'],
      `is not used with local-server: ${ctx.localServer}`,
      'Remove image-uri, or set local-server: docker to run that image.'
    )
  }
  if (framework === 'tensorflow' && ctx.localServer === 'reference') {
    problems.add(
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

/** `raw` when it passes `valid`; else the problem, recorded. */
function checked(
  problems: Problems,
  input: InputName,
  raw: string,
  valid: boolean,
  problem: string,
  fix: string
): string | undefined {
  if (raw === '' || valid) return raw || undefined
  return problems.add(input, raw, problem, fix)
}

const checkImage = (problems: Problems, raw: string) =>
  checked(
    problems,
    'image-uri',
    raw,
    raw.length <= IMAGE_MAX && !/\s/.test(raw),
    `is not an image reference of at most ${IMAGE_MAX} characters`,
    'Use registry/repository:tag.'
  )

const checkVersion = (problems: Problems, raw: string) =>
  checked(
    problems,
    'framework-version',
    raw,
    /^\d+(\.\d+){0,3}$/.test(raw),
    'is not a version number',
    'Use a version such as 2.19 or 2.19.0.'
  )

function checkPyVersion(problems: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  const v = raw.toLowerCase()
  if (!/^py\d+$/.test(v))
    return problems.add('py-version', raw, 'is not a Python version tag', 'Use a tag such as py310 or py312.')
  return v
}

/** The framework/version/py combination must exist in the image table when the image is resolved from it. */
function checkImageVersions(
  problems: Problems,
  framework: Framework,
  version: string,
  pyVersion: string | undefined,
  needsImage: boolean
): void {
  const exact = exactVersion(framework, version)
  if (!exact) {
    problems.add(
      'framework-version',
      version,
      `is not a ${framework} inference image version`,
      `Use one of: ${knownVersions(framework).join(', ')}. Or give image-uri.`
    )
    return
  }
  const known = knownPyVersions(framework, exact)
  if (pyVersion && known.length === 0) {
    problems.add(
      'py-version',
      pyVersion,
      `is not part of ${framework} ${exact} image tags`,
      'Those images carry no Python version: remove py-version.'
    )
  } else if (pyVersion && !known.includes(pyVersion)) {
    problems.add(
      'py-version',
      pyVersion,
      `has no ${framework} ${exact} image`,
      `Use one of: ${known.join(', ')}.`
    )
  } else if (!pyVersion && known.length > 1 && needsImage) {
    problems.add(
      'py-version',
      '',
      `is required: ${framework} ${exact} has images for several Python versions`,
      `Use one of: ${known.join(', ')}.`
    )
  }
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
