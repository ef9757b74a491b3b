// The environment SageMaker gives a transform's container: the model's (handler location, region and
// `model-env`), then the job's `env`, then the batch variables the platform sets. Both backends use it:
// the SageMaker one sends the model's part in CreateModel, the local one gives all of it to the server.
import type { BatchStrategy, Framework, RunSpec, Spec } from '../spec.js'
import { DEFAULT_MAX_PAYLOAD_MB, MAX_PAYLOAD_MB, MB } from './limits.js'

export const DEFAULT_ENTRY_POINT = 'inference.py'
const SUBMIT_DIRECTORY = '/opt/ml/model/code'

/**
 * TorchServe (inside the PyTorch inference images) refuses requests and answers above max_request_size /
 * max_response_size, 6,553,500 bytes, unless TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE raise them
 * (pytorch/serve #430, sagemaker-python-sdk #1882). The PyTorch toolkit does not pass the job's payload on.
 */
const TORCHSERVE_DEFAULT_MAX_BYTES = 6_553_500
const TORCHSERVE_SIZE_KEYS = ['TS_MAX_REQUEST_SIZE', 'TS_MAX_RESPONSE_SIZE'] as const
/** The TensorFlow Serving images' nginx refuses bodies above 100 MB (deep-learning-containers #5089). */
const TFS_NGINX_MAX_MB = 100

/** The model server's size caps for the environment, and what the log says of them. */
export interface ServerSize {
  env: Record<string, string>
  notes: string[]
}

/** What decides the container's environment besides the spec. */
interface ContainerFacts {
  /** The handler file the artifact holds in `code/`, when known. */
  entryPoint?: string
  /** The model server's size caps (`serverSizeEnvironment`'s env), computed once by the backend. */
  serverEnv?: Record<string, string>
}

/** True for the framework image (or an image-uri of the same repository) that runs TorchServe. */
function runsTorchServe(spec: Spec, framework: Framework | undefined): boolean {
  if (framework !== 'pytorch') return false
  return !spec.model.imageUri || /\/pytorch-inference[:@]/.test(spec.model.imageUri)
}

/**
 * The model server's own size caps raised to the job's payload (the run spec's, settled in stage 3;
 * unset: SageMaker's default), so a payload the job allows is not refused inside the container;
 * `notes` say what was set (or kept, when the user set it) for the log.
 */
export function serverSizeEnvironment(spec: RunSpec, framework: Framework | undefined): ServerSize {
  const asked = spec.resources.maxPayloadMB ?? DEFAULT_MAX_PAYLOAD_MB
  // 0 streams the payload with no SageMaker cap: the server's cap then is the only one.
  const mb = asked === 0 ? MAX_PAYLOAD_MB : asked
  const env: Record<string, string> = {}
  const notes: string[] = []
  if (runsTorchServe(spec, framework) && mb * MB > TORCHSERVE_DEFAULT_MAX_BYTES) {
    const bytes = String(mb * MB)
    const given = { ...spec.resources.env, ...spec.model.env }
    const set = TORCHSERVE_SIZE_KEYS.filter(k => given[k] === undefined)
    for (const k of set) env[k] = bytes
    const kept = TORCHSERVE_SIZE_KEYS.filter(k => given[k] !== undefined).map(k => `${k}=${given[k]}`)
    const why = `max-payload ${mb} MB is above TorchServe's default limit of ${TORCHSERVE_DEFAULT_MAX_BYTES} bytes`
    if (set.length) notes.push(`${set.join(' and ')} set to ${bytes} in the model environment: ${why}.`)
    if (kept.length) notes.push(`${kept.join(', ')} kept as given (${why}).`)
  }
  if (framework === 'tensorflow' && asked === 0)
    notes.push(
      `max-payload 0 sends requests without a SageMaker size cap, but the TensorFlow Serving image refuses bodies above ${TFS_NGINX_MAX_MB} MB.`
    )
  return { env, notes }
}

/** What the framework containers read to find the handler, the server's size caps, then `model-env`. */
export function containerEnvironment(
  spec: Spec,
  region: string,
  facts: ContainerFacts = {}
): Record<string, string> {
  return {
    SAGEMAKER_PROGRAM: facts.entryPoint || spec.model.entryPoint || DEFAULT_ENTRY_POINT,
    SAGEMAKER_SUBMIT_DIRECTORY: SUBMIT_DIRECTORY,
    SAGEMAKER_REGION: region,
    ...facts.serverEnv,
    ...spec.model.env
  }
}

interface BatchSettings {
  maxPayloadMB?: number
  strategy?: BatchStrategy
  maxConcurrent?: number
}

/** SAGEMAKER_BATCH always; the others only when the job sets them, as SageMaker does. */
export function batchEnvironment(s: BatchSettings): Record<string, string> {
  const env: Record<string, string> = { SAGEMAKER_BATCH: 'true' }
  if (s.maxPayloadMB !== undefined) env.SAGEMAKER_MAX_PAYLOAD_IN_MB = String(s.maxPayloadMB)
  if (s.strategy)
    env.SAGEMAKER_BATCH_STRATEGY = s.strategy === 'SingleRecord' ? 'SINGLE_RECORD' : 'MULTI_RECORD'
  if (s.maxConcurrent) env.SAGEMAKER_MAX_CONCURRENT_TRANSFORMS = String(s.maxConcurrent)
  return env
}

export function localContainerEnvironment(
  spec: Spec,
  region: string,
  batch: BatchSettings,
  facts: ContainerFacts = {}
): Record<string, string> {
  return {
    ...containerEnvironment(spec, region, facts),
    ...spec.resources.env,
    ...batchEnvironment(batch)
  }
}
