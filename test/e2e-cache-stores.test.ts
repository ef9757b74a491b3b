// The transform cache on the stores companies have, whole runs on the SageMaker emulator and s3rver behind
// a front that answers as SSE-KMS buckets do (a new non-MD5 ETag on every write and copy, the copy's
// source precondition honoured) and can refuse writes as a read-only role does: hits still work, copies
// carry output-kms-key, a changed kept output is caught by S3's precondition, `cache-write: false`
// writes nothing, a refused write is a warning naming what was not kept, one object that cannot be
// copied is one miss; and no value of `env` or `model-env` is in any cache object or log line.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHash } from 'node:crypto'
import { CLASSIFIER_IMAGE, classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint } from './support/s3.js'
import { startS3KmsFront, type S3KmsFront } from './support/s3-kms-front.js'
import { createS3Client } from '../src/storage/s3.js'
import { pushImage, startMoto, type RunningMoto } from './support/moto.js'

let front: S3KmsFront
let s3: S3Client
let bucket: string
let server: http.Server
let modelUrl: string
/** ECR's digests (moto, third party): the cache knows the framework image by its digest. */
let moto: RunningMoto
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex')

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c as Buffer))
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ input: sha(Buffer.concat(chunks)).slice(0, 12), scores: [0.25, 0.75] }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  front = await startS3KmsFront(s3Endpoint())
  s3 = createS3Client({ endpoint: front.endpoint, region: 'us-east-1' })
  bucket = await freshBucket(s3, 'kms')
  moto = await startMoto()
  await pushImage(moto, CLASSIFIER_IMAGE, 'f')
}, 60_000)

/** A test's own inputs (six of them) and cache, under `name/`: each test stands alone. */
async function own(name: string): Promise<{ data: string; cache: string }> {
  for (let i = 0; i < 6; i++) await put(`${name}/in/img-${i}.bin`, Buffer.alloc(300 + i, i + 1))
  return { data: `s3://${bucket}/${name}/in/`, cache: `s3://${bucket}/${name}/cache/` }
}

const put = (key: string, body: Buffer | string) =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))

afterAll(async () => {
  await moto?.close()
  s3.destroy()
  await front.close()
  await new Promise(resolve => server.close(resolve))
})

const emulators: SageMakerEmulator[] = []
afterEach(async () => {
  front.refuse(undefined)
  for (const e of emulators.splice(0)) await e.close()
})

const KMS_KEY = 'arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab'

/** Runs so far: each starts an hour after the last, by the service's clock, as real runs do. */
let runs = 0

async function act(over: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  const clock = fakeClock(Date.UTC(2026, 0, 5, 9, 0, 0) + runs++ * 3_600_000)
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: modelUrl, sleep: async () => undefined })
  })
  emulators.push(emulator)
  const inputs = {
    ...classifierOnSageMaker(bucket),
    'content-type': 'application/octet-stream',
    accept: 'application/json',
    region: 'us-east-1',
    's3-endpoint': front.endpoint,
    'sagemaker-endpoint': emulator.url,
    comment: 'never',
    ...over
  }
  const result = await runAction(inputs, {
    env: {
      ...process.env,
      GITHUB_RUN_ID: '7',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REPOSITORY: 'acme/vision',
      AWS_ENDPOINT_URL_ECR: moto.url,
      ...env
    },
    signal: new AbortController().signal,
    sleep: clock.sleep,
    now: clock.now
  })
  return { result, jobs: emulator.accepted('CreateTransformJob').length }
}

async function keys(prefix: string): Promise<string[]> {
  const found: string[] = []
  let token: string | undefined
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })
    )
    for (const o of page.Contents ?? []) found.push(o.Key!)
    token = page.NextContinuationToken
  } while (token)
  return found.sort()
}

async function get(key: string): Promise<Buffer> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await out.Body!.transformToByteArray())
}

async function outputsAt(prefix: string): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const key of await keys(prefix))
    if (key.endsWith('.out')) found.set(key.slice(prefix.length), (await get(key)).toString('utf8'))
  return found
}

/** The copies sent to keys under `prefix`, made since `from` (an index into front.writes). */
const copiesTo = (prefix: string, from = 0) =>
  front.writes.slice(from).filter(w => w.copyOf !== undefined && w.key.startsWith(prefix))

describe('the transform cache on SSE-KMS buckets', () => {
  it('a second identical run creates no job and places the same bytes, though every ETag changed', async () => {
    const where = await own('same')
    const first = await act({ ...where, 'output-path': `s3://${bucket}/same/out-1/` })
    expect(first.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '6' })
    const before = front.writes.length
    const second = await act({ ...where, 'output-path': `s3://${bucket}/same/out-2/` })
    expect(second.result.failed).toBe(false)
    expect(second.jobs).toBe(0)
    expect(second.result.outputs).toMatchObject({ 'cache-hits': '6', 'cache-misses': '0' })
    expect(await outputsAt('same/out-2/')).toEqual(await outputsAt('same/out-1/'))
    // Each placed copy has an ETag of its own, unlike its source's: S3's precondition proved it.
    const placed = copiesTo('same/out-2/', before).filter(w => w.status === 200)
    expect(placed).toHaveLength(6)
    for (const w of placed) {
      expect(w.ifMatch).toBe(front.etagOf(bucket, w.copyOf!.slice(bucket.length + 1)))
      expect(front.etagOf(bucket, w.key)).not.toBe(w.ifMatch)
    }
    // One probe for the run: a copy with a condition no object meets, refused.
    expect(copiesTo('same/out-2/', before).filter(w => w.status === 412)).toHaveLength(1)
  })

  it('copies into the cache and placements at output-path are encrypted with output-kms-key', async () => {
    const over = { ...(await own('kms')), 'output-kms-key': KMS_KEY }
    const before = front.writes.length
    const first = await act({ ...over, 'output-path': `s3://${bucket}/kms/out-1/` })
    expect(first.result.outputs).toMatchObject({ 'cache-misses': '6' })
    const kept = copiesTo('kms/cache/', before)
    expect(kept).toHaveLength(6)
    const middle = front.writes.length
    const second = await act({ ...over, 'output-path': `s3://${bucket}/kms/out-2/` })
    expect(second.jobs).toBe(0)
    expect(second.result.outputs).toMatchObject({ 'cache-hits': '6', 'cache-misses': '0' })
    expect(await outputsAt('kms/out-2/')).toEqual(await outputsAt('kms/out-1/'))
    const placed = copiesTo('kms/out-2/', middle).filter(w => w.status === 200)
    expect(placed).toHaveLength(6)
    for (const w of [...kept, ...placed])
      expect(w).toMatchObject({ serverSideEncryption: 'aws:kms', kmsKeyId: KMS_KEY })
  })

  it('a kept output changed since recorded is caught by the copy’s precondition, and runs again', async () => {
    const where = await own('changed')
    await act({ ...where, 'output-path': `s3://${bucket}/changed/out-1/` })
    const summary = JSON.parse((await get('changed/out-1/_summary.json')).toString('utf8'))
    const [kept] = await keys(`changed/cache/v1/${summary.cache.identity}/outputs/`)
    await put(kept, 'planted')
    const { result, jobs } = await act({ ...where, 'output-path': `s3://${bucket}/changed/out-2/` })
    expect(result.outputs).toMatchObject({ 'cache-hits': '5', 'cache-misses': '1' })
    expect(jobs).toBe(1)
    expect([...(await outputsAt('changed/out-2/')).values()]).not.toContain('planted')
  })
})

describe('a cache that may not be written', () => {
  /** The test's cache with every input kept, then one new input, and the cache's writes refused. */
  async function keptThenRefused(name: string) {
    const where = await own(name)
    await act({ ...where, 'output-path': `s3://${bucket}/${name}/out-1/` })
    await put(`${name}/in/img-new.bin`, 'a new input')
    front.refuse(w => w.key.startsWith(`${name}/cache/`))
    return where
  }

  it('cache-write: false reads the cache and writes nothing to it, though writes are refused', async () => {
    const where = await keptThenRefused('read-only')
    const before = front.writes.length
    const { result, jobs } = await act({
      ...where,
      'output-path': `s3://${bucket}/read-only/out-2/`,
      'cache-write': 'false'
    })
    expect(result.failed).toBe(false)
    expect(result.outputs).toMatchObject({
      'cache-hits': '6',
      'cache-misses': '1',
      'job-status': 'Completed'
    })
    expect(jobs).toBe(1)
    expect(front.writes.slice(before).filter(w => w.key.startsWith('read-only/cache/'))).toEqual([])
    expect(result.stdout).toContain(
      'cache: cache-write is false: 1 new output not kept (the cache is read only).'
    )
    expect(result.stdout).not.toMatch(/::warning::cache/)
  })

  it('without it, the run still succeeds and says what was not kept', async () => {
    const where = await keptThenRefused('denied')
    const { result, jobs } = await act({ ...where, 'output-path': `s3://${bucket}/denied/out-2/` })
    expect(result.failed).toBe(false)
    expect(jobs).toBe(1)
    expect(result.outputs).toMatchObject({
      'cache-hits': '6',
      'cache-misses': '1',
      'job-status': 'Completed'
    })
    expect(result.stdout).toMatch(
      /::warning::cache: 1 new output not kept \(could not be copied into s3:\/\/\S+\/denied\/cache\/: .*AccessDenied \(HTTP 403\).*\); they are transformed again next time\./
    )
  })

  it('one kept output that cannot be placed is one miss; one that cannot be kept leaves the others recorded', async () => {
    const where = await own('one')
    await act({ ...where, 'output-path': `s3://${bucket}/one/out-1/` })
    front.refuse(w => w.copyOf !== undefined && w.key === 'one/out-2/img-3.bin.out')
    const { result, jobs } = await act({ ...where, 'output-path': `s3://${bucket}/one/out-2/` })
    expect(result.failed).toBe(false)
    expect(jobs).toBe(1)
    expect(result.outputs).toMatchObject({ 'cache-hits': '5', 'cache-misses': '1' })
    expect(result.stdout).toMatch(
      /::warning::cache: 1 kept output could not be placed at \S+ \(.*AccessDenied \(HTTP 403\).*\): transformed again\./
    )
    // Keeping: one copy into the cache refused (every time it is tried), the others kept and recorded.
    await put('one/in/img-new-1.bin', 'first new input')
    await put('one/in/img-new-2.bin', 'second new input')
    let refused: string | undefined
    front.refuse(w => {
      if (w.copyOf === undefined || !w.key.startsWith('one/cache/')) return false
      refused ??= w.key
      return w.key === refused
    })
    const keeping = await act({ ...where, 'output-path': `s3://${bucket}/one/out-3/` })
    expect(keeping.result.failed).toBe(false)
    expect(keeping.result.stdout).toMatch(/::warning::cache: 1 new output not kept/)
    expect(keeping.result.stdout).toMatch(/cache: 1 new output kept in/)
    front.refuse(undefined)
    const next = await act({ ...where, 'output-path': `s3://${bucket}/one/out-4/` })
    expect(next.result.outputs).toMatchObject({ 'cache-hits': '7', 'cache-misses': '1' })
  })
})

describe('secrets', () => {
  const SECRETS = ['s3cr3t-v4lue-123', 'm0del-s3cr3t-456']
  const encodings = (s: string) => [s, Buffer.from(s).toString('base64'), Buffer.from(s).toString('hex')]

  it('no value of env or model-env is in any object the cache holds or any log line, in any encoding', async () => {
    const { result } = await act({
      ...(await own('secrets')),
      'output-path': `s3://${bucket}/secrets/out-1/`,
      env: `API_TOKEN=${SECRETS[0]}`,
      'model-env': `MODEL_TOKEN=${SECRETS[1]}`
    })
    expect(result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '6' })
    const held = await keys('secrets/cache/')
    expect(held.some(k => k.endsWith('/identity.json'))).toBe(true)
    expect(held.length).toBeGreaterThan(6)
    const bodies = await Promise.all(held.map(async k => (await get(k)).toString('latin1')))
    for (const secret of SECRETS)
      for (const encoded of encodings(secret)) {
        expect(bodies.filter(b => b.includes(encoded))).toEqual([])
        expect(result.stdout).not.toContain(encoded)
      }
    // The names are there, and the values count through one digest.
    expect(result.stdout).toMatch(/model-env MODEL_TOKEN; env API_TOKEN; values digest [0-9a-f]{12}/)
  })
})
