// A SageMaker-mode run on a runner whose only way out is an authenticating forward proxy: the
// endpoints' names are known to the proxy alone (the jest setup stops any lookup of them here), so
// the run succeeds only when every AWS call goes through it.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runAction } from './support/emulator/action.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { startForwardProxy, type ForwardProxy } from './support/forward-proxy.js'
import { sagemakerProduct, startPricingFake, type PricingFake } from './support/pricing-fake.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const S3_NAME = 's3.corp.amazonaws.com'
const SM_NAME = 'sagemaker.corp.example'
const PRICING_NAME = 'pricing.corp.example'
const PASSWORD = 'c0rp!pass'
const RUN_ENV = { GITHUB_RUN_ID: '555000222', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
let bucket: string
let model: http.Server
let emulator: SageMakerEmulator
let proxy: ForwardProxy
let pricing: PricingFake
const s3Port = () => new URL(s3Endpoint()).port
const smPort = () => new URL(emulator.url).port

beforeAll(async () => {
  model = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      res.setHeader('content-type', 'application/json')
      res.end('{"label":"circle"}')
    })
  })
  await new Promise<void>(resolve => model.listen(0, '127.0.0.1', resolve))
  pricing = await startPricingFake({
    products: [
      sagemakerProduct({
        region: 'us-east-1',
        regionPrefix: 'USE1',
        instance: 'ml.m5.xlarge',
        usage: 'Tsform:',
        usd: 0.23,
        component: 'Batch Transform'
      })
    ]
  })
  bucket = await freshBucket(s3, 'e2eproxy')
  for (const name of ['circle-00.jpg', 'square-00.jpg'])
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: `images/${name}`, Body: Buffer.alloc(2_000, 1) })
    )
})
afterAll(async () => {
  await pricing.close()
  await new Promise(resolve => model.close(resolve))
})

beforeEach(async () => {
  const clock = fakeClock()
  emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: `http://127.0.0.1:${(model.address() as AddressInfo).port}` })
  })
  proxy = await startForwardProxy({
    credentials: `builder:${PASSWORD}`,
    hosts: {
      [S3_NAME]: `127.0.0.1:${s3Port()}`,
      [SM_NAME]: `127.0.0.1:${smPort()}`,
      [PRICING_NAME]: `127.0.0.1:${new URL(pricing.url).port}`
    }
  })
  Object.assign(run, { clock })
})
afterEach(async () => {
  await proxy.close()
  await emulator.close()
})

function run(env: NodeJS.ProcessEnv, over: Record<string, string> = {}) {
  const { clock } = run as unknown as { clock: ReturnType<typeof fakeClock> }
  const sagemaker = over['sagemaker-endpoint'] ?? `http://${SM_NAME}:${smPort()}`
  const inputs = {
    'model-path': 'test/fixtures/models/tensorflow',
    framework: 'tensorflow',
    'framework-version': '2.19',
    role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
    'artifact-path': `s3://${bucket}/artifacts`,
    region: 'us-east-1',
    's3-endpoint': `http://${S3_NAME}:${s3Port()}`,
    data: `s3://${bucket}/images/`,
    'content-type': 'application/x-image',
    'output-path': `s3://${bucket}/out-${Math.random().toString(36).slice(2)}/`,
    'instance-type': 'ml.m5.xlarge',
    comment: 'never',
    ...over,
    'sagemaker-endpoint': sagemaker
  }
  const base = { ...process.env }
  for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'])
    delete base[k]
  return runAction(inputs, {
    env: {
      ...base,
      ...RUN_ENV,
      // The emulator also serves the job's logs and metrics, under the same name.
      AWS_ENDPOINT_URL_CLOUDWATCH_LOGS: sagemaker,
      AWS_ENDPOINT_URL_CLOUDWATCH: sagemaker,
      ...env
    },
    signal: new AbortController().signal,
    sleep: clock.sleep,
    now: clock.now
  })
}

const targets = (host: string) => proxy.requests.filter(r => r.target.startsWith(`${host}:`))

describe('a SageMaker-mode run behind an authenticating forward proxy', () => {
  it('sends every AWS call through the proxy, with its credentials, and succeeds', async () => {
    const result = await run({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url })
    expect(result.failed).toBe(false)
    expect(result.outputs['job-status']).toBe('Completed')
    // Every call SageMaker's emulator answered came through the proxy (logs and metrics included).
    expect(targets(SM_NAME).length).toBe(emulator.requests.length)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(targets(S3_NAME).length).toBeGreaterThan(5)
    expect(new Set(proxy.requests.map(r => r.credentials))).toEqual(new Set([`builder:${PASSWORD}`]))
    expect(
      proxy.requests.every(r => r.target.startsWith(`${S3_NAME}:`) || r.target.startsWith(`${SM_NAME}:`))
    ).toBe(true)
    // The outputs were read on the short path (no `x-id=GetObject`), through the proxy as well.
    const shortReads = targets(S3_NAME).filter(r => r.method === 'GET' && /\.out$/.test(r.path ?? ''))
    expect(shortReads).toHaveLength(2)
  })

  it('reaches SageMaker directly when NO_PROXY names it, and S3 still through the proxy', async () => {
    const result = await run(
      { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: 'localhost' },
      { 'sagemaker-endpoint': `http://localhost:${smPort()}` }
    )
    expect(result.failed).toBe(false)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(proxy.requests.filter(r => !r.target.startsWith(`${S3_NAME}:`))).toEqual([])
    expect(targets(S3_NAME).length).toBeGreaterThan(5)
  })

  it('reaches SageMaker directly when lower-case no_proxy names it, as the upper-case one', async () => {
    const result = await run(
      { https_proxy: proxy.url, http_proxy: proxy.url, no_proxy: 'localhost' },
      { 'sagemaker-endpoint': `http://localhost:${smPort()}` }
    )
    expect(result.failed).toBe(false)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(proxy.requests.filter(r => !r.target.startsWith(`${S3_NAME}:`))).toEqual([])
  })

  it('looks up price-per-hour: auto through the proxy as well', async () => {
    const result = await run(
      { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url },
      { 'price-per-hour': 'auto', 'pricing-endpoint': `http://${PRICING_NAME}:${new URL(pricing.url).port}` }
    )
    expect(result.failed).toBe(false)
    expect(result.stdout).toContain('price-per-hour: auto: $0.23 per instance-hour (ml.m5.xlarge, us-east-1')
    expect(targets(PRICING_NAME).length).toBeGreaterThan(0)
    expect(targets(PRICING_NAME).length).toBe(pricing.requests.length)
  })

  it('works with the lower-case variables alone', async () => {
    const result = await run({ https_proxy: proxy.url, http_proxy: proxy.url })
    expect(result.failed).toBe(false)
    expect(targets(SM_NAME).length).toBe(emulator.requests.length)
  })

  it('fails with one clear error naming the proxy and its variable (never the password) on a wrong password', async () => {
    const wrong = proxy.url.replace(PASSWORD, 'Wr0ng-Secret')
    const result = await run({ https_proxy: wrong, http_proxy: wrong })
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(
      `via http://${S3_NAME}:${s3Port()}: the proxy http://127.0.0.1:${proxy.port} (from http_proxy) answered ` +
        '407 Proxy Authentication Required: its user or password is missing or wrong'
    )
    expect(result.stdout).not.toContain('Wr0ng-Secret')
    expect(result.stdout).not.toContain(PASSWORD)
    expect(emulator.requests).toEqual([])
  })
})
