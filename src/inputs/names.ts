// Every input the action declares in action.yml, in its order. parseInputs reads each of them once.
/** Where the model comes from: exactly one of them. */
export const MODEL_SOURCES = ['model-path', 'model-data-url', 'model-name'] as const
/** What a model to create is made of; an existing `model-name` fixes all of them. */
export const MODEL_SETTINGS = [
  'source-dir',
  'entry-point',
  'framework',
  'framework-version',
  'py-version',
  'image-uri',
  'artifact-path',
  'role',
  'model-env'
] as const
/** How the job reads its input. */
export const DATA_FORMAT = [
  'content-type',
  'compression-type',
  'split-type',
  'input-filter',
  'output-filter',
  'join-source'
] as const
/** The part of the input a run transforms. */
export const PART_OF_DATA = ['rerun', 'sample', 'sample-seed'] as const
/** Outputs kept by content and reused instead of transformed again. */
export const CACHE = ['cache', 'cache-max-age', 'cache-write'] as const
/** How the job writes its output. */
export const OUTPUT_FORMAT = ['accept', 'assemble-with', 'output-kms-key'] as const
/** The job's instances and how they are driven. */
export const JOB_RESOURCES = [
  'instance-type',
  'instance-count',
  'volume-kms-key',
  'max-concurrent-transforms',
  'max-payload',
  'strategy',
  'env',
  'invocation-timeout',
  'invocation-retries'
] as const
/** `mode: publish`: a summary another run wrote, and the pull request to publish it on by hand. */
export const PUBLISH = ['summary-json', 'pull-request'] as const
/** What `mode: publish` reads besides its own inputs: the comment and the gates. */
export const PUBLISH_ALSO = [
  'mode',
  'comment-key',
  'github-token',
  'min-accuracy',
  'min-agreement',
  'max-failed-objects'
] as const
/** The model's network. */
export const MODEL_NETWORK = ['vpc-subnets', 'vpc-security-groups', 'network-isolation'] as const

export const INPUT_NAMES = [
  ...MODEL_SOURCES,
  ...MODEL_SETTINGS,
  'data',
  'data-type',
  ...DATA_FORMAT,
  ...PART_OF_DATA,
  ...CACHE,
  'output-path',
  ...OUTPUT_FORMAT,
  ...JOB_RESOURCES,
  ...MODEL_NETWORK,
  'tags',
  // control
  'mode',
  'job-name',
  'attach',
  'wait',
  'timeout-minutes',
  'region',
  's3-endpoint',
  'sagemaker-endpoint',
  'pricing-endpoint',
  'http-proxy',
  'logs',
  'utilization-wait',
  'local-serve-command',
  'local-python',
  'local-install-requirements',
  'local-server',
  // credentials
  'role-to-assume',
  'role-session-name',
  'role-duration-seconds',
  // report
  'output-format',
  'label-map',
  'score-threshold',
  'ground-truth',
  'baseline',
  'baseline-pointer',
  'register',
  'approval',
  'min-accuracy',
  'min-agreement',
  'max-failed-objects',
  'stop-early',
  'price-per-hour',
  'max-cost',
  'comment',
  'comment-key',
  'github-token',
  'detection-images',
  // publish
  ...PUBLISH
] as const

export type InputName = (typeof INPUT_NAMES)[number]

/** The environment variable the runner passes an input in: `min-accuracy` -> `INPUT_MIN-ACCURACY`. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

/** The raw (trimmed) value of every input. */
export type RawInputs = Record<InputName, string>
