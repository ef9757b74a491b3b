// What the steps of one SageMaker run share: the context, the region, the SageMaker client and how
// every call is retried.
import type { SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { Logger, StageContext } from '../../context.js'
import type { SageMakerSpec } from '../../spec.js'
import { withRetry, type Call, type RetryOptions } from '../../aws/retry.js'
import { resolveRegion } from '../../aws/region.js'
import { createSageMakerClient } from './sagemaker.js'

/** What a run may be given beside the context: tests replace them, the action uses the defaults. */
export interface SageMakerBackendOptions {
  /** The retries' jitter. */
  random?: () => number
  sagemaker?: (region: string) => SageMakerClient
}

/** What the steps of one run share. */
export interface Session {
  ctx: StageContext
  deps: SageMakerBackendOptions
  log: Logger
  region: string
  sm: SageMakerClient
  signal: AbortSignal
  /** How every call of this run is retried. */
  retrying: RetryOptions
  call: Call
}

export function openSession(
  ctx: StageContext,
  deps: SageMakerBackendOptions,
  spec: SageMakerSpec,
  signal: AbortSignal
): Session {
  const log = ctx.log
  const region = resolveRegion(spec.control.region, ctx.env)
  const sm = deps.sagemaker?.(region) ?? createSageMakerClient(spec.control, ctx.env, ctx.credentials)
  const retrying: RetryOptions = {
    sleep: ctx.sleep,
    random: deps.random ?? Math.random,
    signal,
    now: ctx.now,
    log: line => log.info(line)
  }
  return { ctx, deps, log, region, sm, signal, retrying, call: send => withRetry(send, retrying) }
}
