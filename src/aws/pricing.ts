// The AWS Price List Query API (JSON 1.1, target `AWSPriceListService.<Operation>`), spoken with one
// signed request per page: the action needs only GetProducts. Its endpoints are in three regions; a
// job's region asks the nearest.
import type { AwsCredentials } from '../context.js'
import { recordCall, ServiceError, shownEndpoint } from './calls.js'
import { signedHeaders } from './sign.js'

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
  now: Date
  signal?: AbortSignal
}

/** One GetProducts page. */
export async function getProducts(input: GetProductsInput, call: PricingCall): Promise<GetProductsOutput> {
  const url = new URL(call.endpoint)
  const body = JSON.stringify(input)
  const headers = signedHeaders({
    url,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSPriceListService.GetProducts'
    },
    body,
    service: 'pricing',
    region: call.region,
    credentials: call.credentials,
    now: call.now
  })
  const facts = {
    service: 'Pricing',
    operation: 'GetProducts',
    endpoint: shownEndpoint(url),
    timeouts: { connectMs: 5_000, answerMs: 5_000 }
  }
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: call.signal })
    const text = await res.text()
    const answer = (text ? JSON.parse(text) : {}) as GetProductsOutput & {
      __type?: string
      message?: string
      Message?: string
    }
    if (res.ok) return answer
    const name = (answer.__type ?? `HTTP${res.status}`).split('#').pop()!
    throw new ServiceError(name, answer.message ?? answer.Message ?? name, res.status)
  } catch (err) {
    recordCall(err, facts)
    throw err
  }
}
