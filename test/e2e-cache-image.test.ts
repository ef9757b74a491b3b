// The cache knows what really runs on SageMaker: the image by its digest in ECR (moto, third party), read
// once per image per run, and the model created with `repository@digest` so the job runs what was keyed;
// `model-name` by every container's image digest and model data's ETag. A tag pushed again, or a
// model artifact uploaded again to the same URL, misses every input; a digest that cannot be read is
// never guessed (one warning, the job runs with the tag, nothing reused or kept).
import { PutObjectCommand } from '@aws-sdk/client-s3'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { pushImage, startMoto, type RunningMoto } from './support/moto.js'

const s3 = testS3Client()
const IMAGE = '123456789012.dkr.ecr.us-east-1.amazonaws.com/scorer:v1'
const REPOSITORY = IMAGE.slice(0, IMAGE.lastIndexOf(':'))
let bucket: string
let modelServer: http.Server
let modelUrl: string
let moto: RunningMoto
/** In front of moto: the ECR operations each run asked, by X-Amz-Target. */
let ecrFront: http.Server
let ecrUrl: string
const ecrCalls: string[] = []

function listen(server: http.Server): Promise<string> {
  return new Promise(resolve =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  )
}

beforeAll(async () => {
  modelServer = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      res.setHeader('content-type', 'application/json')
      res.end('{"scores":[0.5]}')
    })
  })
  modelUrl = await listen(modelServer)
  moto = await startMoto()
  ecrFront = http.createServer((req, res) => {
    ecrCalls.push(String(req.headers['x-amz-target'] ?? req.url))
    const upstream = http.request(
      `${moto.url}${req.url}`,
      { method: req.method, headers: req.headers },
      got => {
        res.writeHead(got.statusCode ?? 502, got.headers)
        got.pipe(res)
      }
    )
    req.pipe(upstream)
  })
  ecrUrl = await listen(ecrFront)
  bucket = await freshBucket(s3, 'cache-image')
  for (const name of ['a.bin', 'b.bin', 'c.bin'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `images/${name}`, Body: `input ${name}` }))
}, 60_000)

afterAll(async () => {
  await moto?.close()
  for (const server of [modelServer, ecrFront]) await new Promise(resolve => server?.close(resolve))
})

const emulators: SageMakerEmulator[] = []
afterEach(async () => {
  for (const e of emulators.splice(0)) await e.close()
})

async function act(over: Record<string, string>, seed?: (emulator: SageMakerEmulator) => void) {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: modelUrl, sleep: async () => undefined })
  })
  emulators.push(emulator)
  seed?.(emulator)
  ecrCalls.length = 0
  const result = await runAction(
    {
      ...classifierOnSageMaker(bucket),
      data: `s3://${bucket}/images/`,
      'output-path': `s3://${bucket}/out/${Math.random().toString(36).slice(2)}/`,
      'content-type': 'application/octet-stream',
      cache: `s3://${bucket}/cache/`,
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      comment: 'never',
      ...over
    },
    {
      env: { ...process.env, GITHUB_RUN_ID: '7', GITHUB_RUN_ATTEMPT: '1', AWS_ENDPOINT_URL_ECR: ecrUrl },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
  return { result, emulator, ecrCalls: [...ecrCalls] }
}

const createdImage = (emulator: SageMakerEmulator) =>
  (emulator.accepted('CreateModel')[0]?.PrimaryContainer as { Image?: string } | undefined)?.Image

describe('image-uri by its digest', () => {
  it('a tag pushed again with a new digest misses every input; the model runs repository@digest', async () => {
    const first = await pushImage(moto, IMAGE, 'a')
    const a = await act({ 'image-uri': IMAGE })
    expect(a.result.failed).toBe(false)
    expect(a.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '3' })
    expect(createdImage(a.emulator)).toBe(`${REPOSITORY}@${first}`)
    // One look-up for the one image, shared by the identity and the model's creation.
    expect(a.ecrCalls).toEqual(['AmazonEC2ContainerRegistry_V20150921.BatchGetImage'])
    expect(a.result.stdout).toContain(`runtime image ${REPOSITORY}@${first}, instanceFamily ml.m5`)

    const same = await act({ 'image-uri': IMAGE })
    expect(same.result.outputs).toMatchObject({ 'cache-hits': '3', 'cache-misses': '0' })
    expect(same.emulator.accepted('CreateModel')).toHaveLength(0)
    expect(same.emulator.accepted('CreateTransformJob')).toHaveLength(0)
    expect(same.ecrCalls).toHaveLength(1)

    const second = await pushImage(moto, IMAGE, 'b')
    const moved = await act({ 'image-uri': IMAGE })
    expect(moved.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '3' })
    expect(createdImage(moved.emulator)).toBe(`${REPOSITORY}@${second}`)
  })

  it('an image given by digest is not looked up', async () => {
    const digest = await pushImage(moto, IMAGE, 'c')
    const pinned = `${REPOSITORY}@${digest}`
    const run = await act({ 'image-uri': pinned })
    expect(run.result.failed).toBe(false)
    expect(run.ecrCalls).toEqual([])
    expect(createdImage(run.emulator)).toBe(pinned)
    // The same image by its tag is the same transform.
    const byTag = await act({ 'image-uri': IMAGE })
    expect(byTag.result.outputs).toMatchObject({ 'cache-hits': '3', 'cache-misses': '0' })
  })

  it('a digest that cannot be read: one warning naming ecr:BatchGetImage, the job runs with the tag, nothing kept', async () => {
    const absent = '123456789012.dkr.ecr.us-east-1.amazonaws.com/absent:v1'
    for (let i = 0; i < 2; i++) {
      const run = await act({ 'image-uri': absent })
      expect(run.result.failed).toBe(false)
      expect(run.result.outputs['cache-hits']).toBeUndefined()
      expect(run.emulator.accepted('CreateTransformJob')).toHaveLength(1)
      expect(createdImage(run.emulator)).toBe(absent)
      const warnings = run.result.stdout.split('\n').filter(l => l.startsWith('::warning'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(`the digest of ${absent} could not be read`)
      expect(warnings[0]).toContain('ecr:BatchGetImage')
      expect(run.result.stdout).not.toContain('new outputs kept')
      expect(run.ecrCalls).toHaveLength(1)
    }
  })
})

describe('model-name by what its containers hold', () => {
  const byName = { 'model-path': '', framework: '', 'framework-version': '', 'artifact-path': '', role: '' }
  const seed = (emulator: SageMakerEmulator) =>
    emulator.seedModel({
      ModelName: 'scorer',
      PrimaryContainer: { Image: IMAGE, ModelDataUrl: `s3://${bucket}/models/scorer.tar.gz` }
    })

  it('an artifact uploaded again to the same URL misses every input; an image pushed again too', async () => {
    await pushImage(moto, IMAGE, 'd')
    const upload = (body: string) =>
      s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'models/scorer.tar.gz', Body: body }))
    await upload('weights, first training')
    const first = await act({ ...byName, 'model-name': 'scorer' }, seed)
    expect(first.result.failed).toBe(false)
    expect(first.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '3' })
    expect(first.result.stdout).toMatch(
      /containers \[image \S+scorer@sha256:[0-9a-f]{64}, data \[uri s3:\/\/\S+, etag "[0-9a-f]+", size 23\]\]/
    )
    const again = await act({ ...byName, 'model-name': 'scorer' }, seed)
    expect(again.result.outputs).toMatchObject({ 'cache-hits': '3', 'cache-misses': '0' })
    expect(again.emulator.accepted('CreateTransformJob')).toHaveLength(0)

    await upload('weights, later training')
    const retrained = await act({ ...byName, 'model-name': 'scorer' }, seed)
    expect(retrained.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '3' })

    await pushImage(moto, IMAGE, 'e')
    const repushed = await act({ ...byName, 'model-name': 'scorer' }, seed)
    expect(repushed.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '3' })
  })
})
