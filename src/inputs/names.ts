// Every input the action declares in action.yml, in its order. parseInputs reads each of them once.
export const INPUT_NAMES = [
  // model
  'model-path',
  'model-data-url',
  'model-name',
  'source-dir',
  'entry-point',
  'framework',
  'framework-version',
  'py-version',
  'image-uri',
  'artifact-path',
  'role',
  'model-env',
  // data
  'data',
  'data-type',
  'content-type',
  'compression-type',
  'split-type',
  'input-filter',
  'output-filter',
  'join-source',
  'rerun',
  'sample',
  'sample-seed',
  // output
  'output-path',
  'accept',
  'assemble-with',
  'output-kms-key',
  // resources
  'instance-type',
  'instance-count',
  'volume-kms-key',
  'max-concurrent-transforms',
  'max-payload',
  'strategy',
  'env',
  'invocation-timeout',
  'invocation-retries',
  'vpc-subnets',
  'vpc-security-groups',
  'network-isolation',
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
  'logs',
  'local-serve-command',
  'local-python',
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
  'min-accuracy',
  'min-agreement',
  'max-failed-objects',
  'price-per-hour',
  'comment',
  'comment-key',
  'github-token',
  'detection-images'
] as const

export type InputName = (typeof INPUT_NAMES)[number]

/** The raw (trimmed) value of every input. */
export type RawInputs = Record<InputName, string>
