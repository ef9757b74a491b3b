// The AWS Price List Query API on loopback: JSON 1.1 (`X-Amz-Target: AWSPriceListService.GetProducts`),
// each request checked for a SigV4 signature and validated against the official API model
// (test/fixtures/pricing-api.json), TERM_MATCH filters applied to the products a test gives, pages
// by NextToken, and the service's error shapes (AccessDeniedException for a caller without
// pricing:GetProducts).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadApiModel, validateShape, validationMessage } from './emulator/validate.js'

/** A product as the Price List API holds it (the JSON behind each PriceList item). */
export interface PriceProduct {
  serviceCode: string
  product: { sku: string; productFamily?: string; attributes: Record<string, string> }
  terms: { OnDemand: Record<string, unknown> }
}

export interface PricedRequest {
  operation: string
  body: Record<string, unknown>
  /** The credential scope's region and service (`us-east-1`, `pricing`). */
  scope?: { region: string; service: string }
  answer: string
}

export interface PricingFake {
  url: string
  requests: PricedRequest[]
  close(): Promise<void>
}

export interface PricingFakeOptions {
  products: PriceProduct[]
  /** Every call is refused as for a caller without pricing:GetProducts. */
  deny?: boolean
  /** Products per page (the service's own page is up to MaxResults). */
  pageSize?: number
  /** Takes each request and never answers it (until `close`): a lookup must give up on its own. */
  silent?: boolean
}

/** One SageMaker product: `usage` is the usagetype after the region code (`Tsform:`, `Host:`, ...). */
export function sagemakerProduct(o: {
  region: string
  regionPrefix: string
  instance: string
  usage: string
  usd: number
  component: string
}): PriceProduct {
  const sku = `${o.regionPrefix}${o.usage}${o.instance}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)
  return {
    serviceCode: 'AmazonSageMaker',
    product: {
      sku,
      productFamily: 'ML Instance',
      attributes: {
        regionCode: o.region,
        locationType: 'AWS Region',
        instanceName: o.instance,
        component: o.component,
        usagetype: `${o.regionPrefix}-${o.usage}${o.instance}`,
        operation: 'RunInstance'
      }
    },
    terms: {
      OnDemand: {
        [`${sku}.JRTCKXETXF`]: {
          priceDimensions: {
            [`${sku}.JRTCKXETXF.6YS6EN2CT7`]: {
              unit: 'Hrs',
              pricePerUnit: { USD: o.usd.toFixed(10) },
              description: `$${o.usd} per ${o.component} hour for ${o.instance}`
            }
          }
        }
      }
    }
  }
}

function matches(p: PriceProduct, filters: Array<{ Type: string; Field: string; Value: string }>): boolean {
  return filters.every(f =>
    f.Field === 'ServiceCode' ? p.serviceCode === f.Value : p.product.attributes[f.Field] === f.Value
  )
}

export async function startPricingFake(opts: PricingFakeOptions): Promise<PricingFake> {
  const model = loadApiModel('pricing-api.json')
  const requests: PricedRequest[] = []
  const reply = (res: http.ServerResponse, status: number, payload: unknown) => {
    const text = JSON.stringify(payload)
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'content-length': Buffer.byteLength(text)
    })
    res.end(text)
  }
  const fail = (res: http.ServerResponse, r: PricedRequest, type: string, message: string, status = 400) => {
    r.answer = type
    reply(res, status, { __type: type, Message: message })
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '')
      const [prefix, operation = ''] = target.split('.')
      const m =
        /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.exec(
          String(req.headers.authorization ?? '')
        )
      const r: PricedRequest = {
        operation,
        body: {},
        answer: 'ok',
        ...(m ? { scope: { region: m[1], service: m[2] } } : {})
      }
      requests.push(r)
      const answer = () => {
        if (prefix !== 'AWSPriceListService' || !model.operations[operation])
          return fail(res, r, 'UnknownOperationException', `Unknown target ${target}`)
        if (req.headers['content-type'] !== 'application/x-amz-json-1.1')
          return fail(res, r, 'SerializationException', 'Unexpected content type')
        if (!m || m[2] !== 'pricing')
          return fail(res, r, 'MissingAuthenticationTokenException', 'Missing Authentication Token', 403)
        try {
          r.body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
        } catch {
          return fail(res, r, 'SerializationException', 'Request body is not valid JSON')
        }
        const errors = validateShape(model, model.operations[operation].input!.shape, r.body)
        if (errors.length) return fail(res, r, 'ValidationException', validationMessage(errors))
        if (opts.deny)
          return fail(
            res,
            r,
            'AccessDeniedException',
            'User is not authorized to perform: pricing:GetProducts'
          )
        if (operation !== 'GetProducts')
          return fail(res, r, 'UnknownOperationException', `${operation} is not served`)
        const filters = (r.body.Filters ?? []) as Array<{ Type: string; Field: string; Value: string }>
        const found = opts.products.filter(p => p.serviceCode === r.body.ServiceCode && matches(p, filters))
        const start = typeof r.body.NextToken === 'string' ? Number(r.body.NextToken) : 0
        const size = Math.min(
          opts.pageSize ?? 100,
          typeof r.body.MaxResults === 'number' ? r.body.MaxResults : 100
        )
        const page = found.slice(start, start + size)
        reply(res, 200, {
          FormatVersion: 'aws_v1',
          PriceList: page.map(p => JSON.stringify(p)),
          ...(start + size < found.length ? { NextToken: String(start + size) } : {})
        })
      }
      if (!opts.silent) answer()
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
