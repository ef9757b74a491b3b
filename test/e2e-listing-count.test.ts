// How often a whole run lists each prefix: the input prefix once (its listing is handed to the output
// names, the part to run, `max-payload: auto`, the backend, the analysis and the failed-manifest), seen
// through a counting front on loopback before s3rver, with the same results as listing it each time.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runAction } from './support/emulator/action.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const NAMES = ['a-00.jpg', 'b-00.jpg', 'c-00.jpg', 'd-00.jpg', 'e-00.jpg']
let bucket: string
let server: http.Server
let modelUrl: string
let counter: S3Counter
let emulator: SageMakerEmulator

beforeAll(async () => {
  // A model server that answers each record with two class scores, and fails the input named `d-00.jpg`
  // (its bytes are all 4s), so the run has a failed input and writes its failed-manifest.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c as Buffer))
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      const body = Buffer.concat(chunks)
      if (body[0] === 4) return void res.writeHead(500).end('no')
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify([0.25, 0.75]))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  bucket = await freshBucket(s3, 'listings')
  for (const [i, name] of NAMES.entries())
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `images/${name}`,
        Body: Buffer.alloc(1000 + i * 700_000, i + 1)
      })
    )
})

beforeEach(async () => {
  counter = await startS3Counter(s3Endpoint())
})

afterEach(async () => {
  await counter.close()
  await emulator?.close()
})

afterAll(() => new Promise(resolve => server.close(resolve)))

async function act(over: Record<string, string>) {
  const clock = fakeClock()
  emulator = await startSageMakerEmulator({
    clock: clock.now,
    // The job itself reads and writes s3rver directly: only the action's requests pass the counter.
    executor: localExecutor({ s3, server: modelUrl, sleep: async () => undefined })
  })
  return runAction(
    {
      'model-path': 'test/fixtures/models/classifier',
      framework: 'pytorch',
      'framework-version': '2.6',
      role: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      'artifact-path': `s3://${bucket}/artifacts`,
      'instance-type': 'ml.m5.xlarge',
      data: `s3://${bucket}/images/`,
      'content-type': 'application/x-image',
      'max-payload': 'auto',
      region: 'us-east-1',
      's3-endpoint': counter.endpoint,
      'sagemaker-endpoint': emulator.url,
      comment: 'never',
      ...over
    },
    {
      env: { ...process.env, GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
}

describe('listings per run', () => {
  it('lists the input prefix once for a whole run with max-payload: auto and a failed input', async () => {
    const result = await act({ 'output-path': `s3://${bucket}/out-whole/` })
    // A failed input fails the job, as on SageMaker; the report still covers every input.
    expect(result.outputs['job-status']).toBe('Failed')
    expect(counter.listings(bucket, 'images/')).toEqual({ pages: 1, begun: 1 })
    // The same results as when each stage listed the input itself.
    expect(result.outputs).toMatchObject({ 'objects-total': '5', 'objects-failed': '1', records: '4' })
    expect(result.outputs['failed-manifest']).toMatch(
      new RegExp(`^s3://${bucket}/out-whole/_manifests/failed-`)
    )
    const [job] = emulator.accepted('CreateTransformJob')
    // The largest input, e-00.jpg, is 2,801,000 bytes: 3 MB, sized from the one listing.
    expect(job.MaxPayloadInMB).toBe(3)
    expect(result.stdout).toContain(
      `max-payload: auto -> 3 MB (the largest input object, s3://${bucket}/images/e-00.jpg`
    )
  })

  it('lists the input prefix once for a sample, sized over the sample alone', async () => {
    const result = await act({ 'output-path': `s3://${bucket}/out-sample/`, sample: '2', 'sample-seed': '7' })
    expect(result.failed).toBe(false)
    expect(counter.listings(bucket, 'images/')).toEqual({ pages: 1, begun: 1 })
    const [job] = emulator.accepted('CreateTransformJob')
    expect(job.TransformInput).toMatchObject({ DataSource: { S3DataSource: { S3DataType: 'ManifestFile' } } })
    expect(result.outputs['objects-total']).toBe('2')
    // No object is asked its size: the listing said it.
    expect(counter.requests.filter(r => r.method === 'HEAD' && r.key.startsWith('images/'))).toEqual([])
  })
})
