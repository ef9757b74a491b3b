// The meter of a running job: its instances, its creation and the price per instance-hour, given or
// (`price-per-hour: auto`) found.
import type { JobOutcome } from '../../job.js'
import type { SageMakerSpec } from '../../spec.js'
import { money } from '../../format.js'
import { proxyConfigOf } from '../../aws/proxy.js'
import type { Session } from './backend-session.js'
import type { Started } from './job.js'
import { findPrice } from './price.js'
import type { Meter } from './wait/meter.js'

/**
 * What the job costs while it runs: the price given, or (`price-per-hour: auto`) the one found, kept
 * for the summary. `max-cost` without any price cannot be watched: said once.
 */
export async function meterFor(
  s: Session,
  spec: SageMakerSpec,
  outcome: JobOutcome,
  started: Started
): Promise<Meter> {
  const job = outcome.definition ?? {
    instanceType: spec.resources.instanceType,
    instanceCount: spec.resources.instanceCount
  }
  const meter: Meter = { instances: job.instanceCount, createdAt: started.createdAt }
  const given = spec.report.pricePerHour
  if (typeof given === 'number') meter.perHour = given
  else if (given === 'auto') {
    const found = await findPrice({
      instanceType: job.instanceType,
      region: s.region,
      endpoint: spec.control.pricingEndpoint || s.ctx.env.AWS_ENDPOINT_URL_PRICING || undefined,
      sagemakerEndpoint: spec.control.sagemakerEndpoint || s.ctx.env.AWS_ENDPOINT_URL_SAGEMAKER || undefined,
      credentials: () => s.sm.config.credentials(),
      now: s.ctx.now,
      proxy: proxyConfigOf(s.ctx.env, spec.control.httpProxy)
    })
    if ('note' in found) s.log.info(found.note)
    else {
      meter.perHour = outcome.pricePerHour = found.perHour
      s.log.info(
        `price-per-hour: auto: ${money(found.perHour)} per instance-hour (${job.instanceType}, ${s.region}, on-demand batch transform).`
      )
    }
  }
  if (spec.report.maxCost !== undefined && meter.perHour === undefined)
    s.log.warning(
      `max-cost (${money(spec.report.maxCost)}) is not watched: no price is known. Give price-per-hour.`
    )
  return meter
}
