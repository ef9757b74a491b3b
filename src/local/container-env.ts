// The environment SageMaker gives a transform's container: the model's (handler location, region and
// `model-env`), then the job's `env`, then the batch variables the platform sets.
import { containerEnvironment } from '../aws/requests.js'
import type { BatchStrategy, Spec } from '../spec.js'

export interface BatchSettings {
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
  entryPoint?: string
): Record<string, string> {
  return {
    ...containerEnvironment(spec, region, entryPoint),
    ...spec.resources.env,
    ...batchEnvironment(batch)
  }
}
