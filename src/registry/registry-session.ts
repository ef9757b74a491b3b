// The model registry's calls: the run's SageMaker endpoint and credentials, each call retried as every
// SageMaker call is, and a refused permission told as one error naming it (the run goes on to publish).
import type { SageMakerClient } from '@aws-sdk/client-sagemaker'
import type { Logger, StageContext } from '../context.js'
import { errorMessage, UserError } from '../errors.js'
import type { Spec } from '../spec.js'
import { resolveRegion } from '../aws/region.js'
import { errorName, withRetry, type Call } from '../aws/retry.js'
import { createSageMakerClient } from '../backends/sagemaker/sagemaker.js'

export interface Registry {
  sm: SageMakerClient
  call: Call
  region: string
  log: Logger
}

/** A registry call the role may not make: the permission to add, in one sentence. */
export class RegistryDenied extends UserError {
  constructor(
    readonly permission: string,
    cause: unknown
  ) {
    super(
      `register: the workflow's AWS role may not call ${permission} (${errorMessage(cause)}). ` +
        `Allow ${permission} on the model package group and its packages (docs/registry.md lists the permissions); ` +
        'the report, the summary and the outputs were published.'
    )
    this.name = 'RegistryDenied'
  }
}

export function isDenied(err: unknown): boolean {
  return /^AccessDenied/.test(errorName(err))
}

export function openRegistry(spec: Spec, ctx: StageContext): Registry {
  const region = resolveRegion(spec.control.region, ctx.env)
  const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials)
  const call: Call = send =>
    withRetry(send, {
      sleep: ctx.sleep,
      random: Math.random,
      signal: ctx.signal,
      now: ctx.now,
      log: line => ctx.log.info(line)
    })
  return { sm, call, region, log: ctx.log }
}

/** One registry call (`operation` as IAM names it); a refused permission becomes RegistryDenied. */
export async function registryCall<T>(r: Registry, operation: string, send: () => Promise<T>): Promise<T> {
  try {
    return await r.call(send)
  } catch (err) {
    if (isDenied(err)) throw new RegistryDenied(`sagemaker:${operation}`, err)
    throw err
  }
}
