// How often a whole run lists each prefix: the input prefix once (its listing is handed to the output
// names, the part to run, `max-payload: auto`, the backend, the analysis and the failed-manifest), seen
// through a counting front on loopback before s3rver, with the same results as listing it each time. A
// part's manifest (sample, rerun) is written, never read back: its listing is narrowed from the one.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
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
let emulator: SageMakerEmulator | undefined
let dir: string

// The same answers as a local-serve-command: two class scores, and a 500 for the input of all 4s.
const SERVER = `
const http = require('http')
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end()
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    const body = Buffer.concat(chunks)
    if (body[0] === 4) { res.statusCode = 500; return res.end('no') }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify([0.25, 0.75]))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

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
  dir = await mkdtemp(path.join(os.tmpdir(), 'listings-'))
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
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
  emulator = undefined
})

afterAll(async () => {
  await new Promise(resolve => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

/** The action's reads of the part's manifest it wrote (sample, rerun): none, the part's listing is narrowed. */
const manifestReads = () =>
  counter.requests
    .filter(r => r.method !== 'PUT' && /\/_manifests\/(sample|rerun)-/.test(r.key))
    .map(r => `${r.method} ${r.key}`)

const RUN_ENV = { GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }

/** Local mode on S3 through the counter: the model server is a local-serve-command. */
async function actLocal(over: Record<string, string>) {
  return runAction(
    {
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      framework: 'pytorch',
      'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
      data: `s3://${bucket}/images/`,
      'content-type': 'application/x-image',
      'max-payload': 'auto',
      region: 'us-east-1',
      's3-endpoint': counter.endpoint,
      comment: 'never',
      ...over
    },
    {
      env: { ...process.env, ...RUN_ENV },
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now()
    }
  )
}

async function act(over: Record<string, string>) {
  const clock = fakeClock()
  await emulator?.close()
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
    const [job] = emulator!.accepted('CreateTransformJob')
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
    const [job] = emulator!.accepted('CreateTransformJob')
    expect(job.TransformInput).toMatchObject({ DataSource: { S3DataSource: { S3DataType: 'ManifestFile' } } })
    expect(result.outputs['objects-total']).toBe('2')
    // No object is asked its size: the listing said it.
    expect(counter.requests.filter(r => r.method === 'HEAD' && r.key.startsWith('images/'))).toEqual([])
  })

  it('hands a sample its part of the one listing on SageMaker: the manifest is written, never read back', async () => {
    const result = await act({
      'output-path': `s3://${bucket}/out-sample-read/`,
      sample: '3',
      'sample-seed': '5'
    })
    expect(result.outputs['job-status']).toBeDefined()
    expect(counter.listings(bucket, 'images/')).toEqual({ pages: 1, begun: 1 })
    expect(
      counter.requests.filter(r => r.method === 'PUT' && r.key.includes('/_manifests/sample-'))
    ).toHaveLength(1)
    expect(manifestReads()).toEqual([])
    expect(result.outputs['objects-total']).toBe('3')
  })

  it('hands a rerun its part of the one listing on SageMaker: listed once, its manifest never read back', async () => {
    const output = `s3://${bucket}/out-rerun/`
    const first = await act({ 'output-path': output })
    expect(first.outputs['objects-failed']).toBe('1')
    await counter.close()
    counter = await startS3Counter(s3Endpoint())
    const rerun = await act({ 'output-path': output, rerun: 'failed' })
    expect(counter.listings(bucket, 'images/')).toEqual({ pages: 1, begun: 1 })
    expect(
      counter.requests.filter(r => r.method === 'PUT' && r.key.includes('/_manifests/rerun-'))
    ).toHaveLength(1)
    expect(manifestReads()).toEqual([])
    const [job] = emulator!.accepted('CreateTransformJob')
    expect(job).toMatchObject({
      TransformInput: { DataSource: { S3DataSource: { S3DataType: 'ManifestFile' } } }
    })
    // The rerun ran the one failed input again (it fails again); the report covers all five.
    expect(rerun.outputs).toMatchObject({ 'objects-total': '5', 'objects-failed': '1' })
  })

  it('lists the input prefix once in local mode with a sample: the backend and the analysis read the part handed to them', async () => {
    const result = await actLocal({
      'output-path': `s3://${bucket}/out-local-sample/`,
      sample: '3',
      'sample-seed': '5'
    })
    // The sample holds d-00.jpg, which the server refuses: the failed-manifest is made from the part too.
    expect(result.outputs['job-status']).toBe('Failed')
    expect(counter.listings(bucket, 'images/')).toEqual({ pages: 1, begun: 1 })
    expect(
      counter.requests.filter(r => r.method === 'PUT' && r.key.includes('/_manifests/sample-'))
    ).toHaveLength(1)
    expect(manifestReads()).toEqual([])
    expect(result.outputs).toMatchObject({ 'objects-total': '3', 'objects-failed': '1' })
    expect(result.outputs['failed-manifest']).toMatch(
      new RegExp(`^s3://${bucket}/out-local-sample/_manifests/failed-local-`)
    )
    // Each sampled input read once by the data plane, none asked its size.
    const reads = counter.requests.filter(r => r.method === 'GET' && r.key.startsWith('images/'))
    expect(reads).toHaveLength(3)
    expect(counter.requests.filter(r => r.method === 'HEAD' && r.key.startsWith('images/'))).toEqual([])
  })
})
