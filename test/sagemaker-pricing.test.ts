// price-per-hour: auto against the Price List API fake on loopback: the request as the service expects
// it (validated against its API model, signed for `pricing` in the endpoint's region), the batch
// transform product told from hosting and training by its usagetype, and one line when there is no
// price. Each job region asks the Price List endpoint of its part of the world.
import { findPrice } from '../src/backends/sagemaker/price.js'
import { proxyConfigOf } from '../src/aws/proxy.js'
import { startForwardProxy } from './support/forward-proxy.js'
import { sagemakerProduct, startPricingFake, type PricingFake } from './support/pricing-fake.js'

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'tok'
}
const now = () => Date.UTC(2026, 0, 5, 9, 0, 0)
const products = [
  sagemakerProduct({
    region: 'us-east-1',
    regionPrefix: 'USE1',
    instance: 'ml.g5.xlarge',
    usage: 'Host:',
    usd: 1.408,
    component: 'Hosting'
  }),
  sagemakerProduct({
    region: 'us-east-1',
    regionPrefix: 'USE1',
    instance: 'ml.g5.xlarge',
    usage: 'Train:',
    usd: 1.5,
    component: 'Training'
  }),
  sagemakerProduct({
    region: 'us-east-1',
    regionPrefix: 'USE1',
    instance: 'ml.g5.xlarge',
    usage: 'Tsform:',
    usd: 1.41,
    component: 'Batch Transform'
  }),
  sagemakerProduct({
    region: 'eu-west-1',
    regionPrefix: 'EU',
    instance: 'ml.g5.xlarge',
    usage: 'Tsform:',
    usd: 1.58,
    component: 'Batch Transform'
  })
]

let fake: PricingFake | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const query = (endpoint: string | undefined, over: Partial<Parameters<typeof findPrice>[0]> = {}) =>
  findPrice({
    instanceType: 'ml.g5.xlarge',
    region: 'us-east-1',
    endpoint,
    credentials: async () => credentials,
    now,
    ...over
  })

it('finds the on-demand batch transform price, not hosting’s or training’s, with one valid signed request', async () => {
  // One product a page: the transform product is on the third.
  fake = await startPricingFake({ products, pageSize: 1 })
  expect(await query(fake.url)).toEqual({ perHour: 1.41 })
  expect(fake.requests.map(r => r.answer)).toEqual(['ok', 'ok', 'ok'])
  expect(fake.requests[0].scope).toEqual({ region: 'us-east-1', service: 'pricing' })
  expect(fake.requests[0].body).toEqual({
    ServiceCode: 'AmazonSageMaker',
    Filters: [
      { Type: 'TERM_MATCH', Field: 'regionCode', Value: 'us-east-1' },
      { Type: 'TERM_MATCH', Field: 'instanceName', Value: 'ml.g5.xlarge' },
      { Type: 'TERM_MATCH', Field: 'locationType', Value: 'AWS Region' }
    ],
    FormatVersion: 'aws_v1',
    MaxResults: 100
  })
  expect(fake.requests.map(r => r.body.NextToken)).toEqual([undefined, '1', '2'])
})

it('asks the Price List endpoint of the job’s part of the world', async () => {
  fake = await startPricingFake({ products })
  expect(await query(fake.url, { region: 'eu-west-1' })).toEqual({ perHour: 1.58 })
  expect(fake.requests[0].scope).toEqual({ region: 'eu-central-1', service: 'pricing' })
})

it('without pricing:GetProducts: one line that says so, and no price', async () => {
  fake = await startPricingFake({ products, deny: true })
  expect(await query(fake.url)).toEqual({
    note:
      'price-per-hour: auto: no price (these credentials may not call pricing:GetProducts); the run goes on ' +
      'without cost figures (give price-per-hour to set one).'
  })
  expect(fake.requests).toHaveLength(1)
})

it('no answer within the time allowed: one line, and the lookup gives up', async () => {
  // The fake never answers: only giving up ends the lookup (else the test times out).
  fake = await startPricingFake({ products, silent: true })
  expect(await query(fake.url, { timeoutMs: 300 })).toEqual({
    note:
      'price-per-hour: auto: no price (no answer within 0.3 s); the run goes on without cost figures ' +
      '(give price-per-hour to set one).'
  })
  expect(fake.requests).toHaveLength(1)
})

it('no transform product for the instance type: one line', async () => {
  fake = await startPricingFake({
    products: products.filter(p => !p.product.attributes.usagetype.includes('Tsform'))
  })
  expect(await query(fake.url)).toEqual({
    note:
      'price-per-hour: auto: no on-demand batch transform price for ml.g5.xlarge in us-east-1; the run ' +
      'goes on without cost figures (give price-per-hour to set one).'
  })
})

it('a SageMaker endpoint outside AWS (an emulator) has no AWS price: nothing is asked', async () => {
  const found = await query(undefined, { sagemakerEndpoint: 'http://127.0.0.1:9' })
  expect(found).toEqual({
    note: expect.stringContaining("sagemaker-endpoint is not AWS's, so no price is looked up") as string
  })
})

describe('the Price List endpoint for the job’s region', () => {
  // One rule each: a job region, and the region whose endpoint is asked (and signed for).
  it.each([
    ['us-west-2', 'us-east-1'],
    ['sa-east-1', 'us-east-1'],
    ['eu-north-1', 'eu-central-1'],
    ['me-central-1', 'eu-central-1'],
    ['af-south-1', 'eu-central-1'],
    ['il-central-1', 'eu-central-1'],
    ['ap-northeast-1', 'ap-south-1']
  ])('%s asks %s', async (jobRegion, asked) => {
    fake = await startPricingFake({ products })
    await query(fake.url, { region: jobRegion })
    expect(fake.requests.map(r => [r.operation, r.scope?.region])).toEqual([['GetProducts', asked]])
    expect(fake.requests[0].body.Filters).toContainEqual({
      Type: 'TERM_MATCH',
      Field: 'regionCode',
      Value: jobRegion
    })
  })

  // Without pricing-endpoint the request goes to AWS's own host: a proxy on loopback that knows no
  // name (every CONNECT refused) records which host was asked, and nothing leaves the machine.
  async function askedThroughProxy(jobRegion: string) {
    const proxy = await startForwardProxy({ hosts: {} })
    try {
      const found = await query(undefined, {
        region: jobRegion,
        proxy: proxyConfigOf({ HTTPS_PROXY: proxy.url })
      })
      return { found, asked: proxy.requests.map(r => `${r.method} ${r.target}`) }
    } finally {
      await proxy.close()
    }
  }

  it.each([
    ['us-west-2', 'us-east-1'],
    ['eu-west-3', 'eu-central-1'],
    ['ap-southeast-2', 'ap-south-1']
  ])('without pricing-endpoint, %s asks api.pricing.%s.amazonaws.com', async (jobRegion, asked) => {
    const { found, asked: requests } = await askedThroughProxy(jobRegion)
    expect(requests).toEqual([`CONNECT api.pricing.${asked}.amazonaws.com:443`])
    expect(found).toEqual({ note: expect.stringMatching(/^price-per-hour: auto: no price \(/) })
  })

  it.each(['cn-north-1', 'cn-northwest-1'])('China (%s) has no prices: nothing is asked', async region => {
    const { found, asked } = await askedThroughProxy(region)
    expect(asked).toEqual([])
    expect(found).toEqual({
      note:
        `price-per-hour: auto: the Price List API has no prices for ${region}; the run goes on without ` +
        'cost figures (give price-per-hour to set one).'
    })
  })
})
