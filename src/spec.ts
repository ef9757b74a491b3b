// The typed description of one action run, produced by `parseInputs` (src/inputs.ts) and read by every
// other module. Values are already validated and normalised to the SageMaker API's exact spellings.

export type Framework = 'tensorflow' | 'pytorch'
export type Mode = 'sagemaker' | 'local'
export type S3DataType = 'S3Prefix' | 'ManifestFile'
export type CompressionType = 'None' | 'Gzip'
export type SplitType = 'None' | 'Line' | 'RecordIO' | 'TFRecord'
export type AssembleWith = 'None' | 'Line'
export type BatchStrategy = 'SingleRecord' | 'MultiRecord'
export type JoinSource = 'None' | 'Input'
export type CommentMode = 'auto' | 'always' | 'never'
export type OutputFormat = 'auto' | 'classification' | 'detection' | 'jsonlines' | 'raw'

export interface Tag {
  Key: string
  Value: string
}

export interface ModelSpec {
  /** `model-path`: a local model directory or an existing local `.tar.gz`. */
  path?: string
  /** `model-data-url`: an existing `s3://.../model.tar.gz`; no packaging. */
  dataUrl?: string
  /** `model-name`: an existing SageMaker model; no packaging, no CreateModel. */
  name?: string
  /** `source-dir`: a directory copied into the artifact as `code/`. */
  sourceDir?: string
  /** `entry-point`: the handler file name inside `code/` (default `inference.py`). */
  entryPoint?: string
  /** `framework`: undefined means detect from the layout. */
  framework?: Framework
  frameworkVersion?: string
  pyVersion?: string
  imageUri?: string
  /** `artifact-path`: an S3 prefix under which `<sha256>/model.tar.gz` is stored. */
  artifactPath?: string
  /** `role`: the execution role ARN for CreateModel. */
  role?: string
  /** `model-env`: the container's environment (CreateModel). */
  env: Record<string, string>
  vpcSubnets: string[]
  vpcSecurityGroups: string[]
  networkIsolation: boolean
}

export interface DataSpec {
  /** `data`: `s3://bucket/prefix`, a manifest's S3 URI, a local directory or a `file://` URL. */
  uri: string
  type: S3DataType
  contentType?: string
  compression: CompressionType
  splitType: SplitType
  inputFilter?: string
  outputFilter?: string
  joinSource: JoinSource
}

export interface OutputSpec {
  /** `output-path`: `s3://bucket/prefix` or a local directory. */
  path: string
  accept?: string
  assembleWith: AssembleWith
  kmsKey?: string
}

export interface ResourceSpec {
  /** An `ml.*` instance type, or `local` / `local_gpu` (which select local mode). */
  instanceType: string
  instanceCount: number
  volumeKmsKey?: string
  maxConcurrentTransforms?: number
  /** MB; `auto` sizes it from the largest input object (split type None). */
  maxPayloadMB?: number | 'auto'
  strategy?: BatchStrategy
  /** `env`: the transform job's environment (at most 16 entries). */
  env: Record<string, string>
  /** `invocation-timeout` in seconds (1-3600). */
  invocationTimeoutSeconds: number
  /** `invocation-retries` (0-3). */
  invocationRetries: number
}

export interface ControlSpec {
  mode: Mode
  jobName?: string
  wait: boolean
  timeoutMinutes?: number
  region?: string
  s3Endpoint?: string
  sagemakerEndpoint?: string
  logs: boolean
  tags: Tag[]
  /** Local mode: a command that starts a model server speaking the container contract. */
  localServeCommand?: string
  /** Local mode: the Python interpreter for the built-in reference server. */
  localPython?: string
  /** Local mode: `docker` to run the framework image, `auto` to choose. */
  localServer: 'auto' | 'docker' | 'command' | 'reference'
}

export interface ReportSpec {
  outputFormat: OutputFormat
  labelMap?: string
  scoreThreshold: number
  groundTruth?: string
  baseline?: string
  minAccuracy?: number
  minAgreement?: number
  maxFailedObjects?: number
  pricePerHour?: number
  comment: CommentMode
  commentKey: string
  githubToken?: string
  /** How many detection pictures to render and upload as a workflow artifact (0 = none). */
  detectionImages: number
}

export interface Spec {
  model: ModelSpec
  data: DataSpec
  output: OutputSpec
  resources: ResourceSpec
  control: ControlSpec
  report: ReportSpec
}

/** Reads one action input by its `action.yml` name; returns '' when unset (like `core.getInput`). */
export type InputReader = (name: string) => string
