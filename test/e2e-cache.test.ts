// The transform cache, whole runs on the SageMaker emulator and s3rver: a second run over the same inputs
// with the same model and settings creates no model and no job and places every output as the first run
// wrote it; changed and added inputs run alone, in one job over a manifest of exactly them; a change of
// the model or of a setting that changes an output's bytes misses everything; a kept output deleted or
// changed runs again; two runs writing the cache at once both keep what they made.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand
} from '@aws-sdk/client-s3'
import http from 'node:http'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createHash } from 'node:crypto'
import { CLASSIFIER_IMAGE, classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { run } from '../src/main.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { pushImage, startMoto, type RunningMoto } from './support/moto.js'

const s3 = testS3Client()
let bucket: string
let server: http.Server
let modelUrl: string
/** ECR's digests (moto, third party): the cache knows an image by its digest. */
let moto: RunningMoto
/** Requests the model server answered, by the sha256 of their body. */
const answered: string[] = []

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex')

beforeAll(async () => {
  // Each answer names the input's bytes, so an output shows which input content made it.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c as Buffer))
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      const body = Buffer.concat(chunks)
      answered.push(sha(body))
      if (body.toString('utf8').includes('bad')) return void res.writeHead(500).end('cannot read this input')
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ input: sha(body).slice(0, 12), scores: [0.25, 0.75] }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  moto = await startMoto()
  ENV.AWS_ENDPOINT_URL_ECR = moto.url
  await pushImage(moto, CLASSIFIER_IMAGE, 'f')
}, 60_000)

afterAll(async () => {
  await moto?.close()
  await new Promise(resolve => server.close(resolve))
})

const emulators: SageMakerEmulator[] = []
afterEach(async () => {
  for (const e of emulators.splice(0)) await e.close()
})

async function put(key: string, body: Buffer | string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

async function get(key: string): Promise<Buffer> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await out.Body!.transformToByteArray())
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

const NAMES = Array.from({ length: 12 }, (_, i) => `img-${String(i).padStart(2, '0')}.bin`)

function inputs(over: Record<string, string>, sagemakerEndpoint: string): Record<string, string> {
  return {
    ...classifierOnSageMaker(bucket),
    'price-per-hour': '0.23',
    data: `s3://${bucket}/images/`,
    'content-type': 'application/octet-stream',
    accept: 'application/json',
    cache: `s3://${bucket}/cache/`,
    region: 'us-east-1',
    's3-endpoint': s3Endpoint(),
    'sagemaker-endpoint': sagemakerEndpoint,
    comment: 'never',
    ...over
  }
}

const ENV: Record<string, string> = {
  GITHUB_RUN_ID: '88',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_REPOSITORY: 'acme/vision'
}

/** `start`: the service's clock from then (default: a fixed day, before any S3 write here). */
async function emulate(
  start?: number
): Promise<{ emulator: SageMakerEmulator; clock: ReturnType<typeof fakeClock> }> {
  const clock = fakeClock(start)
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: modelUrl, sleep: async () => undefined })
  })
  emulators.push(emulator)
  return { emulator, clock }
}

async function act(
  over: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
  start?: number,
  on?: { emulator: SageMakerEmulator; clock: ReturnType<typeof fakeClock> }
) {
  const { emulator, clock } = on ?? (await emulate(start))
  const result = await runAction(inputs(over, emulator.url), {
    env: { ...process.env, ...ENV, ...env },
    signal: new AbortController().signal,
    sleep: clock.sleep,
    now: clock.now
  })
  return { result, emulator }
}

/** A run driven directly (no step files, so several can run at once in one process): its outputs. */
async function actAlongside(over: Record<string, string>): Promise<Record<string, string>> {
  const { emulator, clock } = await emulate()
  const outputs: Record<string, string> = {}
  const quiet = () => undefined
  await run({
    readInput: name => inputs(over, emulator.url)[name] ?? '',
    env: { ...process.env, ...ENV, GITHUB_STEP_SUMMARY: '' },
    signal: new AbortController().signal,
    sleep: clock.sleep,
    now: clock.now,
    log: { info: quiet, warning: quiet, debug: quiet, startGroup: quiet, endGroup: quiet },
    outputs: {
      set: (name, value) => void (outputs[name] = value),
      setFailed: message => void (outputs.failed = message),
      saveState: quiet,
      appendSummary: async () => false
    }
  })
  return outputs
}

/** The data a CreateTransformJob request names. */
function s3UriOf(job: Record<string, unknown>): string {
  const input = job.TransformInput as { DataSource: { S3DataSource: { S3Uri: string } } }
  return input.DataSource.S3DataSource.S3Uri
}

/** The `.out` bytes under a prefix, by input name. */
async function outputsAt(prefix: string): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const key of await keys(prefix))
    if (key.endsWith('.out')) found.set(key.slice(prefix.length, -4), (await get(key)).toString('utf8'))
  return found
}

describe('the transform cache on SageMaker', () => {
  beforeAll(async () => {
    bucket = await freshBucket(s3, 'cache')
    for (const [i, name] of NAMES.entries()) await put(`images/${name}`, Buffer.alloc(500 + i, i + 1))
  })

  it('runs everything the first time and keeps what the job made', async () => {
    const { result, emulator } = await act({ 'output-path': `s3://${bucket}/out-1/` })
    expect(result.failed).toBe(false)
    expect(result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '12', 'objects-total': '12' })
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    // Every output kept, one record naming them.
    expect((await keys('cache/v1/')).filter(k => k.endsWith('.out'))).toHaveLength(12)
    const records = (await keys('cache/v1/')).filter(k => k.includes('/records/') && k.endsWith('.json'))
    expect(records).toHaveLength(1)
    const record = JSON.parse((await get(records[0])).toString('utf8'))
    expect(record).toMatchObject({ version: 1, transformed: 12 })
    expect(record.outputs).toHaveLength(12)
    expect(result.stdout).toContain('cache: no output reused, 12 transformed.')
  })

  it('a second run with a new output-path creates no model and no job, and places the same bytes', async () => {
    const before = answered.length
    const folder = await mkdtemp(path.join(os.tmpdir(), 'cache-summary-'))
    const stepSummary = path.join(folder, 'summary.md')
    await writeFile(stepSummary, '')
    // The step's summary file, as the runner names it (the writer reads process.env, as @actions/core does).
    process.env.GITHUB_STEP_SUMMARY = stepSummary
    const { result, emulator } = await act(
      { 'output-path': `s3://${bucket}/out-2/` },
      { GITHUB_STEP_SUMMARY: stepSummary }
    ).finally(() => delete process.env.GITHUB_STEP_SUMMARY)
    const markdown = await readFile(stepSummary, 'utf8')
    await rm(folder, { recursive: true, force: true })
    expect(markdown).toMatch(
      /Cache: all 12 outputs reused \(transformed by job \S+ on [-\d]+\), \$0: no model, no job/i
    )
    expect(markdown).toMatch(/\| Reused from the cache \| 12 \|/)
    expect(result.failed).toBe(false)
    expect(emulator.accepted('CreateModel')).toHaveLength(0)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(0)
    expect(answered.length).toBe(before)
    expect(result.outputs).toMatchObject({
      'cache-hits': '12',
      'cache-misses': '0',
      'objects-total': '12',
      'output-path': `s3://${bucket}/out-2/`,
      'job-status': 'Completed'
    })
    expect(result.outputs['objects-failed']).toBe('0')
    expect(await outputsAt('out-2/')).toEqual(await outputsAt('out-1/'))
    expect(result.stdout).toMatch(
      /cache: all 12 outputs reused \(transformed by job \S+ on \d{4}-\d\d-\d\d\), \$0: no model, no job/
    )
    const summary = JSON.parse((await get('out-2/_summary.json')).toString('utf8'))
    expect(summary.cache).toMatchObject({ hits: 12, misses: 0, uri: `s3://${bucket}/cache/` })
    expect(summary.cache.identity).toMatch(/^[0-9a-f]{64}$/)
    expect(summary.cache.reusedFrom).toHaveLength(1)
    expect(summary.objects).toMatchObject({ total: 12, withOutput: 12, reused: 12, failed: 0 })
  })

  it('runs exactly the changed and added inputs, in one job over a manifest of them', async () => {
    await put('images/img-03.bin', 'changed three')
    await put('images/img-07.bin', 'changed seven')
    await put('images/img-12.bin', 'a new one')
    const { result, emulator } = await act({ 'output-path': `s3://${bucket}/out-3/` })
    expect(result.failed).toBe(false)
    expect(result.outputs).toMatchObject({ 'cache-hits': '10', 'cache-misses': '3', 'objects-total': '13' })
    const [job] = emulator.accepted('CreateTransformJob')
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    const manifestUri = s3UriOf(job)
    expect(manifestUri).toMatch(new RegExp(`^s3://${bucket}/out-3/_manifests/cache-misses-`))
    const manifest = JSON.parse((await get(manifestUri.slice(`s3://${bucket}/`.length))).toString('utf8'))
    expect(manifest).toEqual([{ prefix: `s3://${bucket}/images/` }, 'img-03.bin', 'img-07.bin', 'img-12.bin'])
    const out = await outputsAt('out-3/')
    expect(JSON.parse(out.get('img-03.bin')!).input).toBe(sha('changed three').slice(0, 12))
    expect(JSON.parse(out.get('img-12.bin')!).input).toBe(sha('a new one').slice(0, 12))
    expect(out.get('img-00.bin')).toBe((await outputsAt('out-1/')).get('img-00.bin'))
    expect(result.stdout).toMatch(/cache: 10 reused \(transformed by job \S+ on [-\d]+\), 3 transformed/)
    // The placed outputs are the cache's, not the job's, though S3 dated them after the job was created
    // (the service's clock here is a day before): the job's progress counts its own 3, and the report
    // tells the 10 reused from the 3 written, none counted twice.
    const counted = [...result.stdout.matchAll(/InProgress: (\d+) of (\d+) outputs?/g)].map(m => [m[1], m[2]])
    expect(counted.length).toBeGreaterThan(0)
    for (const [landed, of] of counted) expect([Number(landed) <= 3, of]).toEqual([true, '3'])
    const summary = JSON.parse((await get('out-3/_summary.json')).toString('utf8'))
    expect(summary.objects).toMatchObject({ total: 13, withOutput: 13, written: 3, reused: 10 })
    expect(summary.objects.kept).toBeUndefined()
  })

  it('a change of the model misses everything', async () => {
    const { result, emulator } = await act({
      'output-path': `s3://${bucket}/out-model/`,
      'model-path': 'test/fixtures/models/classifier-worse'
    })
    expect(result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '13' })
    const [job] = emulator.accepted('CreateTransformJob')
    expect(s3UriOf(job)).toBe(`s3://${bucket}/images/`)
  })

  it('a change of accept misses everything', async () => {
    const { result } = await act({ 'output-path': `s3://${bucket}/out-accept/`, accept: 'text/csv' })
    expect(result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '13' })
  })

  it('a kept output deleted or changed runs its input again', async () => {
    const { identity } = JSON.parse((await get('out-2/_summary.json')).toString('utf8')).cache
    const kept = (await keys(`cache/v1/${identity}/outputs/`)).slice(0, 2)
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: kept[0] }))
    await put(kept[1], 'planted')
    const { result, emulator } = await act({ 'output-path': `s3://${bucket}/out-gone/` })
    expect(result.outputs).toMatchObject({ 'cache-hits': '11', 'cache-misses': '2' })
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(result.stdout).toContain(
      'cache: 2 kept outputs gone or changed since recorded: transformed again.'
    )
    const out = await outputsAt('out-gone/')
    expect([...out.values()].some(v => v === 'planted')).toBe(false)
    expect(out.size).toBe(13)
  })

  it('two runs writing the cache at once both keep what they made', async () => {
    await put('images/img-20.bin', 'only in run a')
    await put('images/img-21.bin', 'only in run b')
    const isRecord = (k: string) => k.includes('/records/') && k.endsWith('.json')
    const recordsBefore = (await keys('cache/v1/')).filter(isRecord).length
    const [a, b] = await Promise.all([
      actAlongside({ 'output-path': `s3://${bucket}/out-a/`, data: `s3://${bucket}/images/img-20` }),
      actAlongside({ 'output-path': `s3://${bucket}/out-b/`, data: `s3://${bucket}/images/img-21` })
    ])
    expect(a).toMatchObject({ 'cache-misses': '1', 'job-status': 'Completed' })
    expect(b).toMatchObject({ 'cache-misses': '1', 'job-status': 'Completed' })
    expect(a.failed ?? b.failed).toBeUndefined()
    expect((await keys('cache/v1/')).filter(isRecord)).toHaveLength(recordsBefore + 2)
    const next = await act({ 'output-path': `s3://${bucket}/out-c/`, data: `s3://${bucket}/images/img-2` })
    expect(next.result.outputs).toMatchObject({ 'cache-hits': '2', 'cache-misses': '0' })
  })

  it('keeps no output an earlier run left for an input this job failed', async () => {
    await put('solo/doc.bin', 'a good input')
    const data = `s3://${bucket}/solo/`
    const good = await act({ data, 'output-path': `s3://${bucket}/out-same/` })
    expect(good.result.outputs).toMatchObject({ 'cache-misses': '1', 'objects-failed': '0' })
    // New bytes that the model refuses, to the same output-path: the earlier run's output stays there
    // (as on SageMaker), and is not this job's.
    await put('solo/doc.bin', 'a bad input')
    // The job created a second after the earlier output was written, by the clock S3 keeps (the rule
    // that tells this job's outputs from an earlier run's compares the two).
    await new Promise(resolve => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5))
    const failed = await act({ data, 'output-path': `s3://${bucket}/out-same/` }, {}, Date.now())
    expect(failed.result.outputs).toMatchObject({ 'cache-misses': '1', 'objects-failed': '1' })
    const next = await act({ data, 'output-path': `s3://${bucket}/out-after/` })
    expect(next.result.outputs).toMatchObject({ 'cache-hits': '0', 'cache-misses': '1' })
  })

  it('attach keeps what the attached job made, for a later run of its model with its settings', async () => {
    await put('attached/doc-1.bin', 'first attached input')
    await put('attached/doc-2.bin', 'second attached input')
    const image = '123456789012.dkr.ecr.us-east-1.amazonaws.com/attached:1'
    await pushImage(moto, image, 'a')
    await put('m.tar.gz', 'the attached model')
    // The service's clock is the real one here: inputs are told apart by when S3 wrote them.
    await new Promise(resolve => setTimeout(resolve, 1000))
    const on = await emulate(Date.now())
    on.emulator.seedModel({
      ModelName: 'scorer',
      PrimaryContainer: { Image: image, ModelDataUrl: `s3://${bucket}/m.tar.gz`, Environment: { A: '1' } }
    })
    const byName = { 'model-path': '', framework: '', 'framework-version': '', 'artifact-path': '', role: '' }
    const data = `s3://${bucket}/attached/`
    const started = await act(
      {
        ...byName,
        'model-name': 'scorer',
        data,
        'output-path': `s3://${bucket}/out-started/`,
        // The run that only starts the job keeps nothing (cache with wait: false is refused).
        cache: '',
        wait: 'false'
      },
      {},
      undefined,
      on
    )
    expect(started.result.outputs['job-status']).toBe('InProgress')
    // Modified after the job was created: the job may have read the bytes it had before.
    await new Promise(resolve => setTimeout(resolve, 1000))
    await put('attached/doc-2.bin', 'second attached input, rewritten')
    const collected = await act(
      {
        attach: started.result.outputs['job-name'],
        ...Object.fromEntries(Object.keys(inputs({}, '')).map(k => [k, ''])),
        region: 'us-east-1',
        's3-endpoint': s3Endpoint(),
        'sagemaker-endpoint': on.emulator.url,
        cache: `s3://${bucket}/cache/`,
        comment: 'never'
      },
      {},
      undefined,
      on
    )
    expect(collected.result.failed).toBe(false)
    expect(collected.result.stdout).toContain('cache: 1 new output kept in')
    const jobs = on.emulator.accepted('CreateTransformJob').length
    const later = await act(
      { ...byName, 'model-name': 'scorer', data, 'output-path': `s3://${bucket}/out-later/` },
      {},
      undefined,
      on
    )
    expect(later.result.outputs).toMatchObject({ 'cache-hits': '1', 'cache-misses': '1' })
    expect(on.emulator.accepted('CreateTransformJob')).toHaveLength(jobs + 1)
  })
})
