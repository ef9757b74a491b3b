// The model's image inputs: `image-uri`, or the framework, its version and Python version that pick the
// framework image from the table; and what local mode's server can run.
import { exactVersion, knownPyVersions, knownVersions } from '../contract/images.js'
import type { Framework, LocalServerChoice, Mode, ModelSpec } from '../spec.js'
import { IMAGE_MAX } from '../contract/limits.js'
import { MODEL_SOURCES, type InputName, type RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { parseEnum } from './values.js'

const FRAMEWORKS: readonly Framework[] = ['tensorflow', 'pytorch']

export type Source = (typeof MODEL_SOURCES)[number]

export interface Context {
  mode: Mode
  /** Local mode's server choice; undefined in SageMaker mode. */
  localServer?: LocalServerChoice['localServer']
}

export type ImageChoice = Pick<ModelSpec, 'imageUri' | 'framework' | 'frameworkVersion' | 'pyVersion'>

/** `image-uri`, or the framework, its version and Python version that pick the framework image. */
export function parseImage(
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
