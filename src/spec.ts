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

interface ModelSettings {
  /** `source-dir`: a directory copied into the artifact as `code/`. */
  sourceDir?: string
  /** `entry-point`: the handler file name inside `code/` (default `inference.py`). */
  entryPoint?: string
  /** `framework`: undefined means detect from the layout. */
  framework?: Framework
  frameworkVersion?: string
  pyVersion?: string
  imageUri?: string
  /**
   * Never an input: the image by digest the cache keyed this run by (`repository@sha256:...`, a local
   * image's ID), set in stage 3; the model runs it, so what runs is what was keyed even if a tag moves.
   */
  pinnedImage?: string
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

/**
 * Where the model comes from: exactly one of the three inputs (or the attached job), so later stages read the one that is set
 * (`spec.model.source`) instead of checking which is. The other two are always undefined.
 */
export type ModelSource =
  /** `model-path`: a local model directory or an existing local `.tar.gz`. */
  | { source: 'path'; path: string; dataUrl?: undefined; name?: undefined }
  /** `model-data-url`: an existing `s3://.../model.tar.gz`; no packaging. */
  | { source: 'data-url'; dataUrl: string; path?: undefined; name?: undefined }
  /** `model-name`: an existing SageMaker model; no packaging, no CreateModel. */
  | { source: 'name'; name: string; path?: undefined; dataUrl?: undefined }
  /** `attach`: the attached job already runs its model; nothing is packaged or created. */
  | { source: 'job'; path?: undefined; dataUrl?: undefined; name?: undefined }

export type ModelSpec = ModelSettings & ModelSource

/** One step of a DataProcessing filter; the grammar is in src/contract/jsonpath.ts. */
export type JsonPathSelector =
  | { kind: 'name'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start?: number; end?: number; step?: number }
  | { kind: 'wildcard' }

/** A DataProcessing filter, compiled by parseInputs. */
export interface JsonPath {
  /** As the user wrote it (and as CreateTransformJob sends it). */
  source: string
  /** One entry per `.x` or `[...]`; a bracket may hold several selectors (a union). */
  segments: JsonPathSelector[][]
  /** Only single names and indexes: the result is one value, not a list of matches. */
  definite: boolean
}

export interface DataSpec {
  /** `data`: `s3://bucket/prefix`, a manifest's S3 URI, a local directory or a `file://` URL. */
  uri: string
  type: S3DataType
  contentType?: string
  compression: CompressionType
  splitType: SplitType
  /** `input-filter`, compiled; undefined when not given. */
  inputFilter?: JsonPath
  /** `output-filter`, compiled; undefined when not given. */
  outputFilter?: JsonPath
  joinSource: JoinSource
  /** `rerun: failed`: run only the inputs without an output at output-path. */
  rerun?: 'failed'
  /** `sample` / `sample-seed`: run a deterministic subset. */
  sample?: SampleSpec
  /** `cache` / `cache-max-age`: outputs kept by the transform's identity and each input's content. */
  cache?: CacheSpec
}

/** Where transformed outputs are kept for reuse, and for how long an entry is used. */
export interface CacheSpec {
  /** An S3 prefix, or in local mode a folder on the runner (with `github`, set when the cache is opened). */
  uri: string
  /** `cache: github` (local mode): a folder under RUNNER_TEMP, kept between runs in GitHub's cache service. */
  github?: true
  /** Entries transformed longer ago than this are not used. */
  maxAgeDays: number
  /** false (`cache-write: false`): the cache is read, never written (a read-only role). */
  write: boolean
}

/** `sample: N` or `sample: P%`, chosen by a hash of each name and `sample-seed`. */
export interface SampleSpec {
  count?: number
  percent?: number
  seed: string
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

/** `role-to-assume`: the action gets its own credentials with GitHub's OIDC token, refreshed as needed. */
export interface AssumeRoleSpec {
  roleArn: string
  /** `role-session-name` */
  sessionName: string
  /** `role-duration-seconds`: how long each minted set lasts (900-43200). */
  durationSeconds: number
}

interface ControlSettings {
  jobName?: string
  timeoutMinutes?: number
  s3Endpoint?: string
  sagemakerEndpoint?: string
  /** `pricing-endpoint`: a custom Price List API endpoint (a test server). */
  pricingEndpoint?: string
  /** `http-proxy`: the proxy for every AWS call, over HTTPS_PROXY and HTTP_PROXY. */
  httpProxy?: string
  logs: boolean
  /** `utilization-wait`: seconds past the job's end to wait for its instances' late CloudWatch points. */
  utilizationWaitSeconds?: number
  tags: Tag[]
  assumeRole?: AssumeRoleSpec
}

export interface SageMakerControl extends ControlSettings {
  mode: 'sagemaker'
  wait: boolean
  /** `attach`: an existing transform job to wait for and report on; nothing is created. */
  attach?: string
  /** `region`, or AWS_REGION / AWS_DEFAULT_REGION: SageMaker mode needs one. */
  region: string
}

/** Local mode: which model server runs the model (`local-server`, with its own inputs). */
export type LocalServerChoice =
  /** A command that starts a model server speaking the container contract. */
  | { localServer: 'command'; localServeCommand: string; localPython?: undefined }
  /** `auto` picks the reference server for PyTorch, else Docker, once the framework is known. */
  | {
      localServer: 'auto' | 'reference'
      localServeCommand?: undefined
      /** The Python interpreter for the built-in reference server. */
      localPython?: string
      /** `local-install-requirements` (default true): pip-install code/requirements.txt before it starts. */
      localInstallRequirements?: boolean
    }
  /** The framework image (or `image-uri`) run with Docker. */
  | { localServer: 'docker'; localServeCommand?: undefined; localPython?: undefined }

type LocalControl = ControlSettings &
  LocalServerChoice & {
    mode: 'local'
    /** The transform runs inside the step. */
    wait: true
    region?: string
  }

export type ControlSpec = SageMakerControl | LocalControl

/** Label maps bundled with the action, by the name `label-map` takes. */
export const BUILTIN_LABEL_MAPS = ['imagenet-1000', 'imagenet-1001', 'coco-91'] as const

/** `register` / `approval`: the run registered as a versioned package of a model package group. */
export interface RegisterSpec {
  /** The group's name (from its ARN when `register` gave one). */
  group: string
  /** `gates`: Approved or Rejected by the gates; `manual`: PendingManualApproval. */
  approval: 'gates' | 'manual'
}

/** `baseline: registry`, once resolved before the job: the approved version compared with. */
export interface BaselinePackage {
  arn: string
  version: number
  /** The transform job its lineage names, whose `_summary.json` the baseline is read from. */
  job: string
  /** The accuracy its statistics file records, when it records one. */
  accuracy?: number
}

export interface ReportSpec {
  outputFormat: OutputFormat
  labelMap?: string
  scoreThreshold: number
  groundTruth?: string
  baseline?: string
  /** `baseline: registry`: the baseline is the `register` group's latest approved version. */
  baselineFromRegistry?: boolean
  /** That version, once found (`baseline` is then its run's `_summary.json`). */
  baselinePackage?: BaselinePackage
  register?: RegisterSpec
  /** Where a completed run writes the pointer to its outputs that later runs give as `baseline`. */
  baselinePointer?: string
  minAccuracy?: number
  minAgreement?: number
  maxFailedObjects?: number
  /** `stop-early` (default true): stop a running job once a gate can no longer pass. */
  stopEarly?: boolean
  /** USD per instance-hour as given, or `auto`: looked up in the Price List API (SageMaker mode). */
  pricePerHour?: number | 'auto'
  /** `max-cost`: USD of instance time after which a running job is stopped. */
  maxCost?: number
  comment: CommentMode
  commentKey: string
  githubToken?: string
  /** How many detection pictures to render and upload as a workflow artifact (0 = none). */
  detectionImages: number
}

/**
 * The resources as stage 3 settled them for the job: `max-payload` a number (or unset: SageMaker's
 * default), never `auto`; and the device the instance type runs on, decided once.
 */
export interface RunResources extends Omit<ResourceSpec, 'maxPayloadMB'> {
  maxPayloadMB?: number
  /** The instance type runs on GPUs (`local_gpu`, the p and g families). */
  gpu: boolean
}

interface SpecOf<Control extends ControlSpec, Resources extends ResourceSpec | RunResources = ResourceSpec> {
  model: ModelSpec
  data: DataSpec
  output: OutputSpec
  resources: Resources
  control: Control
  report: ReportSpec
}

export type SageMakerSpec = SpecOf<SageMakerControl>
export type LocalSpec = SpecOf<LocalControl>
/** One run; `isLocal` tells the two modes apart, so each backend gets the control it needs. */
export type Spec = SageMakerSpec | LocalSpec

/** The spec a job runs, as stage 3 made it: its resources settled (RunResources). */
export type SageMakerRunSpec = SpecOf<SageMakerControl, RunResources>
export type LocalRunSpec = SpecOf<LocalControl, RunResources>
export type RunSpec = SageMakerRunSpec | LocalRunSpec
/** The run spec of a spec's mode. */
export type RunSpecOf<S extends Spec> = S extends LocalSpec ? LocalRunSpec : SageMakerRunSpec

export function isLocal(spec: Spec): spec is LocalSpec {
  return spec.control.mode === 'local'
}

export function isLocalRun(spec: RunSpec): spec is LocalRunSpec {
  return spec.control.mode === 'local'
}

/** Reads one action input by its `action.yml` name; returns '' when unset (like `core.getInput`). */
export type InputReader = (name: string) => string

/** The thresholds the gates compare with: a run's report inputs, or a publish step's own. */
export type GateThresholds = Pick<ReportSpec, 'minAccuracy' | 'minAgreement' | 'maxFailedObjects'>
