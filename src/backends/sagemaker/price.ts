// `price-per-hour: auto`: the on-demand price of one instance-hour of batch transform for the job's
// instance type and region, from the Price List API. The same instance type is priced apart for
// hosting, training and transform; the transform product is the one whose `usagetype` names it
// (`<region code>-Tsform:<instance type>`). Any failure is one line, and the run goes on unpriced.
import type { AwsCredentials } from '../../context.js'
import { errorMessage } from '../../errors.js'
import { errorName } from '../../aws/retry.js'
import {
  getProducts,
  pricingEndpoint,
  pricingRegion,
  type GetProductsInput,
  type PricingCall
} from '../../aws/pricing.js'
import type { ProxyConfig } from '../../aws/proxy.js'

/** The whole lookup gives up after this long: a price is a nicety, never a delay. */
const PRICE_LOOKUP_MS = 5_000
/** Pages read at most (100 products each); the filters leave a handful. */
const MAX_PAGES = 5

interface PriceQuery {
  instanceType: string
  region: string
  /** `pricing-endpoint` or AWS_ENDPOINT_URL_PRICING. */
  endpoint?: string
  /** `sagemaker-endpoint` or AWS_ENDPOINT_URL_SAGEMAKER: one outside AWS has no AWS price. */
  sagemakerEndpoint?: string
  credentials: () => Promise<AwsCredentials>
  now: () => number
  /** Default PRICE_LOOKUP_MS. */
  timeoutMs?: number
  /** The run's proxies. */
  proxy?: ProxyConfig
}

type PriceFound = { perHour: number } | { note: string }

const UNPRICED = 'the run goes on without cost figures (give price-per-hour to set one)'

/** Whether an endpoint is AWS's own (a VPC endpoint included). */
function isAws(endpoint: string): boolean {
  try {
    return /(^|\.)amazonaws\.com(\.cn)?$/.test(new URL(endpoint).hostname)
  } catch {
    return false
  }
}

interface Product {
  product?: { attributes?: Record<string, string> }
  terms?: {
    OnDemand?: Record<
      string,
      { priceDimensions?: Record<string, { unit?: string; pricePerUnit?: { USD?: string } }> }
    >
  }
}

/** The hourly USD price of a transform product, or undefined for any other product. */
function transformPrice(item: string, instanceType: string): number | undefined {
  const p = JSON.parse(item) as Product
  const usage = p.product?.attributes?.usagetype ?? ''
  if (!/(^|-)Tsform:/.test(usage) || !usage.endsWith(`:${instanceType}`)) return undefined
  for (const term of Object.values(p.terms?.OnDemand ?? {}))
    for (const d of Object.values(term.priceDimensions ?? {})) {
      const usd = Number(d.pricePerUnit?.USD)
      if (/^hrs?$/i.test(d.unit ?? '') && Number.isFinite(usd) && usd > 0) return usd
    }
  return undefined
}

async function lookUp(
  q: PriceQuery,
  endpoint: string,
  region: string,
  signal: AbortSignal
): Promise<number | undefined> {
  const call: PricingCall = {
    endpoint,
    region,
    credentials: await q.credentials(),
    now: new Date(q.now()),
    proxy: q.proxy,
    signal
  }
  const input: GetProductsInput = {
    ServiceCode: 'AmazonSageMaker',
    Filters: [
      { Type: 'TERM_MATCH', Field: 'regionCode', Value: q.region },
      { Type: 'TERM_MATCH', Field: 'instanceName', Value: q.instanceType },
      { Type: 'TERM_MATCH', Field: 'locationType', Value: 'AWS Region' }
    ],
    FormatVersion: 'aws_v1',
    MaxResults: 100
  }
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getProducts(input, call)
    for (const item of answer.PriceList ?? []) {
      const price = transformPrice(item, q.instanceType)
      if (price !== undefined) return price
    }
    if (!answer.NextToken) return undefined
    input.NextToken = answer.NextToken
  }
  return undefined
}

/** The price, or the one line that says why there is none. */
export async function findPrice(q: PriceQuery): Promise<PriceFound> {
  const region = pricingRegion(q.region)
  if (!q.endpoint && q.sagemakerEndpoint && !isAws(q.sagemakerEndpoint))
    return {
      note: `price-per-hour: auto: sagemaker-endpoint is not AWS's, so no price is looked up; ${UNPRICED}.`
    }
  if (!region && !q.endpoint)
    return { note: `price-per-hour: auto: the Price List API has no prices for ${q.region}; ${UNPRICED}.` }
  const signing = region ?? 'us-east-1'
  const timeoutMs = q.timeoutMs ?? PRICE_LOOKUP_MS
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const price = await lookUp(q, q.endpoint ?? pricingEndpoint(signing), signing, signal)
    if (price !== undefined) return { perHour: price }
    return {
      note: `price-per-hour: auto: no on-demand batch transform price for ${q.instanceType} in ${q.region}; ${UNPRICED}.`
    }
  } catch (err) {
    const why =
      errorName(err) === 'AccessDeniedException'
        ? 'these credentials may not call pricing:GetProducts'
        : signal.aborted
          ? `no answer within ${timeoutMs / 1000} s`
          : errorMessage(err)
    return { note: `price-per-hour: auto: no price (${why}); ${UNPRICED}.` }
  }
}
