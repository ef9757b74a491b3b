// The AWS Price List Query API through the SDK's own client (its signing, retries and error parsing),
// loaded only when a price is looked up: the action needs only GetProducts. Its endpoints are in three
// regions; a job's region asks the nearest.
import type { AwsCredentials } from '../context.js'
import { awsClient, requestHandlerSettings, type CallTimeouts } from './calls.js'
import type { ProxyConfig } from './proxy.js'

interface PriceFilter {
  Type: 'TERM_MATCH'
  Field: string
  Value: string
}

export interface GetProductsInput {
  ServiceCode: string
  Filters: PriceFilter[]
  FormatVersion: 'aws_v1'
  MaxResults: number
  NextToken?: string
}

interface GetProductsOutput {
  /** Each product with its terms, as a JSON text. */
  PriceList?: string[]
  NextToken?: string
}

/** The Price List endpoint region for a job's region; undefined where the API serves no prices (China). */
export function pricingRegion(jobRegion: string): string | undefined {
  if (jobRegion.startsWith('cn-')) return undefined
  if (/^(eu|me|af|il)-/.test(jobRegion)) return 'eu-central-1'
  if (/^ap-/.test(jobRegion)) return 'ap-south-1'
  return 'us-east-1'
}

export function pricingEndpoint(region: string): string {
  return `https://api.pricing.${region}.amazonaws.com/`
}

export interface PricingCall {
  endpoint: string
  /** The signing region: the endpoint's. */
  region: string
  credentials: AwsCredentials
  /** The run's clock at the call: requests are signed for this time. */
  now: Date
  signal?: AbortSignal
  /** The run's proxies. */
  proxy?: ProxyConfig
}

const PRICING_TIMEOUTS: CallTimeouts = { connectMs: 5_000, answerMs: 5_000 }

/** One GetProducts page; a failure names the call (aws/calls.ts). */
export async function getProducts(input: GetProductsInput, call: PricingCall): Promise<GetProductsOutput> {
  const { GetProductsCommand, PricingClient } = await import('@aws-sdk/client-pricing')
  const client = awsClient(
    new PricingClient({
      region: call.region,
      endpoint: call.endpoint,
      credentials: call.credentials,
      systemClockOffset: call.now.getTime() - Date.now(),
      ...requestHandlerSettings(PRICING_TIMEOUTS, call.proxy)
    }),
    'Pricing',
    { endpoint: call.endpoint, timeouts: PRICING_TIMEOUTS, proxy: call.proxy }
  )
  try {
    return await client.send(new GetProductsCommand(input), { abortSignal: call.signal })
  } finally {
    client.destroy()
  }
}
