// What the analysis read from each kept output is kept beside the cache's record, and a later run that
// places those outputs replays it instead of reading them: a whole hit GETs no output, and its report is
// byte for byte the report made by reading them (side files removed), on a fixed clock, for a
// classifier and a detector, with ground truth and a baseline. Other settings (another score-threshold)
// read instead. Whole runs on the SageMaker emulator, S3 (s3rver) behind a counting front.
import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CLASSIFIER_IMAGE, classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { fakeClock } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { bucketObjects, freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { pushImage, startMoto, type RunningMoto } from './support/moto.js'

const s3 = testS3Client()
let bucket: string
let model: TestModelServer
let moto: RunningMoto
let counter: S3Counter
let labelFile: string

const byteOf = (body: Buffer) => createHash('sha256').update(body).digest()[0]

/**
 * What the model answers for an input, by the first byte of its sha256: a classifier gives probability
 * vectors, classes named by string (with scores), a bare class index (no score) and, once in a while,
 * something no parser knows; a detector gives torchvision's boxes.
 */
function answer(kind: string, body: Buffer): unknown {
  const b = byteOf(body)
  if (kind === 'detection')
    return [
      {
        boxes: [
          [b % 40, 10, (b % 40) + 30, 50],
          [5, 5, 25, 25]
        ],
        labels: [1 + (b % 3), 2],
        scores: [0.5 + (b % 50) / 100, 0.35]
      }
    ]
  if (b % 5 === 0)
    return {
      result: [
        [
          [b % 2 ? 'cat' : 'dog', 0.9],
          ['bird', 0.1]
        ]
      ]
    }
  if (b % 5 === 1) return b % 3
  if (b % 5 === 2) return { unexpected: true }
  const p = (b % 10) / 20
  return [p, 0.5 - p / 2, 0.5 - p / 2]
}

beforeAll(async () => {
  model = await startTestModelServer({
    answer: ({ body }) => {
      const kind = body.subarray(0, 3).toString('utf8') === 'det' ? 'detection' : 'classification'
      return { body: JSON.stringify(answer(kind, body)) }
    }
  })
  moto = await startMoto()
  await pushImage(moto, CLASSIFIER_IMAGE, 'f')
  counter = await startS3Counter(s3Endpoint())
  bucket = await freshBucket(s3, 'readings')
}, 60_000)

afterAll(async () => {
  if (labelFile) await rm(path.dirname(labelFile), { recursive: true, force: true })
  await counter?.close()
  await moto?.close()
  await model?.close()
})

const emulators: SageMakerEmulator[] = []
afterEach(async () => {
  for (const e of emulators.splice(0)) await e.close()
})

const { put, get, keys, remove } = bucketObjects(s3, () => bucket)

async function removeUnder(prefix: string, which: (key: string) => boolean = () => true): Promise<void> {
  for (const key of await keys(prefix)) if (which(key)) await remove(key)
}

const COUNT = 24
/** The same day for every run: the reports compared are made at the same moment. */
const DAY = Date.UTC(2026, 0, 5, 9)

async function act(kind: string, over: Record<string, string>, endpoint = counter.endpoint) {
  const clock = fakeClock(DAY)
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: model.url, sleep: async () => undefined })
  })
  emulators.push(emulator)
  const inputs: Record<string, string> = {
    ...classifierOnSageMaker(bucket),
    data: `s3://${bucket}/${kind}/images/`,
    'content-type': 'application/octet-stream',
    accept: 'application/json',
    cache: `s3://${bucket}/cache-${kind}/`,
    'job-name': `readings-${kind}`,
    'label-map': labelFile,
    region: 'us-east-1',
    's3-endpoint': endpoint,
    'sagemaker-endpoint': emulator.url,
    comment: 'never',
    ...over
  }
  const env = {
    ...process.env,
    GITHUB_RUN_ID: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'acme/vision',
    AWS_ENDPOINT_URL_ECR: moto.url
  }
  const before = counter.requests.length
  // The step's summary file, as the runner names it (the writer reads process.env, as @actions/core does).
  const stepSummary = path.join(path.dirname(labelFile), 'step-summary.md')
  await writeFile(stepSummary, '')
  process.env.GITHUB_STEP_SUMMARY = stepSummary
  try {
    const result = await runAction(inputs, {
      env: { ...env, GITHUB_STEP_SUMMARY: stepSummary },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    })
    const requests = counter.requests.slice(before)
    return { result, requests, emulator, stepSummary: await readFile(stepSummary, 'utf8') }
  } finally {
    delete process.env.GITHUB_STEP_SUMMARY
  }
}

/** GETs of `.out` objects (at output-path or in the cache) a run made. */
const outputGets = (requests: S3Counter['requests']) =>
  requests.filter(r => r.method === 'GET' && r.key.endsWith('.out')).length

describe('a whole hit replays what was read from the kept outputs', () => {
  beforeAll(async () => {
    labelFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'readings-')), 'labels.txt')
    await writeFile(labelFile, 'background\ncat\ndog\nbird\n')
    const truth: string[] = []
    for (let i = 0; i < COUNT; i++) {
      const name = `img-${String(i).padStart(2, '0')}.bin`
      await put(`classification/images/${name}`, `cls input ${i}`)
      await put(`detection/images/${name}`, `det input ${i}`)
      truth.push(
        JSON.stringify({ 'source-ref': `s3://${bucket}/classification/images/${name}`, class: i % 4 })
      )
    }
    await put('classification/truth.jsonl', `${truth.join('\n')}\n`)
    const boxes = Array.from({ length: COUNT }, (_, i) =>
      JSON.stringify({
        'source-ref': `s3://${bucket}/detection/images/img-${String(i).padStart(2, '0')}.bin`,
        bbox: {
          image_size: [{ width: 100, height: 100 }],
          annotations: [{ class_id: 1 + (i % 3), left: i % 40, top: 10, width: 30, height: 40 }]
        }
      })
    )
    await put('detection/truth.jsonl', `${boxes.join('\n')}\n`)
  }, 60_000)

  for (const kind of ['classification', 'detection']) {
    it(`${kind}: the report from the kept readings is byte for byte the report from reading`, async () => {
      const truth = { 'ground-truth': `s3://${bucket}/${kind}/truth.jsonl` }
      // A baseline run (no cache), then the run that fills the cache.
      const base = await act(kind, { ...truth, cache: '', 'output-path': `s3://${bucket}/${kind}/base/` })
      if (base.result.outputs['job-status'] !== 'Completed') throw new Error(base.result.stdout.slice(-3000))
      const fill = await act(kind, { ...truth, 'output-path': `s3://${bucket}/${kind}/fill/` })
      expect(fill.result.outputs).toMatchObject({ 'cache-misses': String(COUNT), 'job-status': 'Completed' })
      const sides = (await keys(`cache-${kind}/`)).filter(k => /\.readings-[0-9a-f]{32}\.jsonl\.gz$/.test(k))
      expect(sides).toHaveLength(1)
      const lines = gunzipSync(await get(sides[0]))
        .toString('utf8')
        .trim()
        .split('\n')
      expect(lines).toHaveLength(COUNT)

      const hit = {
        ...truth,
        baseline: `s3://${bucket}/${kind}/base/`,
        'output-path': `s3://${bucket}/${kind}/hit/`
      }
      const replayed = await act(kind, hit)
      if (replayed.result.outputs['cache-misses'] !== '0')
        throw new Error(`${fill.result.stdout.slice(-4000)}\n----\n${replayed.result.stdout.slice(-4000)}`)
      expect(replayed.result.outputs).toMatchObject({ 'cache-hits': String(COUNT), 'cache-misses': '0' })
      expect(replayed.emulator.accepted('CreateTransformJob')).toHaveLength(0)
      // No output of this run read: only the baseline's (a run of its own).
      const replayedGets = replayed.requests.filter(
        r => r.method === 'GET' && r.key.endsWith('.out') && !r.key.includes('/base/')
      )
      expect(replayedGets).toHaveLength(0)
      const summaryKey = `${kind}/hit/_summary.json`
      const withSides = {
        summary: await get(summaryKey),
        outputs: replayed.result.outputs,
        stepSummary: replayed.stepSummary
      }

      // The same whole hit with the side files gone: every output is read.
      await removeUnder(`cache-${kind}/`, k => k.includes('.readings-'))
      await removeUnder(`${kind}/hit/`)
      const read = await act(kind, hit)
      expect(read.result.outputs).toMatchObject({ 'cache-hits': String(COUNT), 'cache-misses': '0' })
      expect(outputGets(read.requests.filter(r => !r.key.includes('/base/')))).toBe(COUNT)
      // What it read is kept again beside the record, for the next run.
      expect(read.result.stdout).toContain(
        `cache: what was read from ${COUNT} reused outputs kept for the next run.`
      )
      expect((await keys(`cache-${kind}/`)).filter(k => k.includes('.readings-'))).toEqual(sides)
      const withoutSides = {
        summary: await get(summaryKey),
        outputs: read.result.outputs,
        stepSummary: read.stepSummary
      }

      expect(withSides.summary.toString('utf8')).toBe(withoutSides.summary.toString('utf8'))
      expect(withSides.outputs).toEqual(withoutSides.outputs)
      expect(withSides.stepSummary).toBe(withoutSides.stepSummary)
      expect(withSides.stepSummary).toContain('reused')
      const summary = JSON.parse(withSides.summary.toString('utf8'))
      expect(summary.evaluation).toBeDefined()
      expect(summary.baseline).toBeDefined()
      expect(summary.objects).toMatchObject({ total: COUNT, reused: COUNT })
    }, 120_000)
  }

  it("a run with another score-threshold reads the outputs; a partial hit reads only the job's", async () => {
    const kind = 'classification'
    const cache = `s3://${bucket}/cache-threshold/`
    const fill = await act(kind, { cache, 'output-path': `s3://${bucket}/threshold/fill/` })
    expect(fill.result.outputs).toMatchObject({ 'cache-misses': String(COUNT) })
    const other = await act(kind, {
      cache,
      'score-threshold': '0.9',
      'output-path': `s3://${bucket}/threshold/other/`
    })
    expect(other.result.outputs).toMatchObject({ 'cache-hits': String(COUNT), 'cache-misses': '0' })
    expect(outputGets(other.requests)).toBe(COUNT)
    // Kept under its own settings for the next such run.
    const again = await act(kind, {
      cache,
      'score-threshold': '0.9',
      'output-path': `s3://${bucket}/threshold/again/`
    })
    expect(outputGets(again.requests)).toBe(0)
    const same = await act(kind, { cache, 'output-path': `s3://${bucket}/threshold/same/` })
    expect(same.result.outputs).toMatchObject({ 'cache-hits': String(COUNT), 'cache-misses': '0' })
    expect(outputGets(same.requests)).toBe(0)
    // One input changed: its output is the job's, read; the others placed before the job are replayed.
    await put(`${kind}/images/img-03.bin`, 'cls input 3, changed')
    try {
      const partial = await act(kind, { cache, 'output-path': `s3://${bucket}/threshold/partial/` })
      expect(partial.result.outputs).toMatchObject({ 'cache-hits': String(COUNT - 1), 'cache-misses': '1' })
      const gets = partial.requests.filter(r => r.method === 'GET' && r.key.endsWith('.out'))
      expect(gets.map(r => r.key)).toEqual(['threshold/partial/img-03.bin.out'])
    } finally {
      await put(`${kind}/images/img-03.bin`, 'cls input 3')
    }
  }, 120_000)

  it('copies S3 asks to slow down are tried again, fewer at once; a copy that fails is a follow-up job', async () => {
    const kind = 'classification'
    const cache = `s3://${bucket}/cache-pace/`
    await act(kind, { cache, 'output-path': `s3://${bucket}/pace/fill/` })
    // A front that answers SlowDown to the first try of ten copies into output-path, and refuses every
    // copy of one output.
    const tried = new Set<string>()
    const paced = await startS3Counter(s3Endpoint(), req => {
      const copy = req.method === 'PUT' && req.headers['x-amz-copy-source'] !== undefined
      // The one probe of whether copies' conditions are honoured asks for an ETag no object has.
      const probe = /^"0+-0"$/.test(String(req.headers['x-amz-copy-source-if-match']))
      if (!copy || probe || !req.key.startsWith('pace/hit/')) return undefined
      if (req.key.endsWith('img-05.bin.out'))
        return { status: 403, body: '<Error><Code>AccessDenied</Code><Message>denied</Message></Error>' }
      if (tried.size >= 10 || tried.has(req.key)) return undefined
      tried.add(req.key)
      return {
        status: 503,
        body: '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>'
      }
    })
    try {
      const hit = await act(kind, { cache, 'output-path': `s3://${bucket}/pace/hit/` }, paced.endpoint)
      expect(hit.result.failed).toBe(false)
      expect(hit.result.stdout).toMatch(/S3 asked 10 times to slow down \(down to \d+ at once\)/)
      // The refused copy: its input transformed by a follow-up job of exactly it, before publishing.
      expect(hit.result.stdout).toContain(
        'cache: the report waits for a follow-up job of the 1 input not placed.'
      )
      expect(hit.result.outputs).toMatchObject({ 'cache-hits': String(COUNT - 1), 'cache-misses': '1' })
      const jobs = hit.emulator.accepted('CreateTransformJob') as Record<string, never>[]
      expect(jobs).toHaveLength(1)
      const outs = (await keys('pace/hit/')).filter(k => k.endsWith('.out'))
      expect(outs).toHaveLength(COUNT)
      const summary = JSON.parse((await get('pace/hit/_summary.json')).toString('utf8'))
      expect(summary.objects).toMatchObject({ total: COUNT, withOutput: COUNT, reused: COUNT - 1 })
      expect(summary.cache).toMatchObject({ hits: COUNT - 1, misses: 1 })
    } finally {
      await paced.close()
    }
  }, 120_000)
})
