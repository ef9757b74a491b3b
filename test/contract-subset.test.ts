// rerun: failed and sample, in local mode (a local-serve-command model server that counts what it is
// sent) and in SageMaker mode (the emulator + s3rver): the manifests written, what the second run
// sends, and what the report says.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sampleNames } from '../src/listing/subset.js'
import { renderComment } from '../src/report/pr-comment.js'
import { renderJobSummary } from '../src/report/job-summary.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { fakeClock } from './support/emulator/spec.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'

const s3 = testS3Client()
const SHAPES = path.resolve('test/fixtures/shapes/images')
const SERVER = `${process.execPath} ${path.resolve('test/support/flaky-server.mjs')}`
const NAMES = Array.from({ length: 20 }, (_, i) => `img-${String(i).padStart(2, '0')}.txt`)
const BAD = new Set(['img-03.txt', 'img-11.txt', 'img-17.txt'])
const body = (name: string) => `${BAD.has(name) ? 'bad' : 'ok'} ${name}`
/** The 10 of the 40 fixture images that `sample: 25%` with the default seed picks, in either mode. */
let SAMPLE_OF_40: string[]

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'subset-'))
  SAMPLE_OF_40 = sampleNames(await readdir(SHAPES), { percent: 25, seed: '0' }).sort()
})
afterAll(() => rm(dir, { recursive: true, force: true }))

function act(inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  const clock = fakeClock()
  return runAction(
    { comment: 'never', ...inputs },
    {
      env: { ...process.env, RUNNER_TEMP: dir, GITHUB_RUN_ID: '900', GITHUB_RUN_ATTEMPT: '1', ...env },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
}

async function sentBodies(log: string): Promise<string[]> {
  const text = await readFile(log, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map(l => JSON.parse(l) as string)
}

describe('rerun: failed in local mode', () => {
  it('fails 3 of 20 with a failed-manifest, then sends exactly those 3 and reports 20 of 20', async () => {
    const data = path.join(dir, 'local-in')
    const output = path.join(dir, 'local-out')
    await mkdir(data, { recursive: true })
    for (const n of NAMES) await writeFile(path.join(data, n), body(n))
    const flag = path.join(dir, 'fail-flag')
    await writeFile(flag, '')
    const log = path.join(dir, 'requests.log')
    const inputs = {
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data,
      'content-type': 'text/plain',
      'output-path': output,
      'local-serve-command': SERVER,
      'invocation-retries': '0',
      'model-env': `REQUEST_LOG=${log}\nFAIL_FLAG=${flag}`
    }
    const first = await act(inputs)
    expect(first.failed).toBe(true)
    expect(first.outputs['job-status']).toBe('Failed')
    expect(first.outputs['objects-failed']).toBe('3')
    const manifestPath = first.outputs['failed-manifest']
    expect(manifestPath).toBe(path.join(output, '_manifests', `failed-${first.outputs['job-name']}.json`))
    expect(JSON.parse(await readFile(manifestPath, 'utf8'))).toEqual([
      { prefix: data },
      'img-03.txt',
      'img-11.txt',
      'img-17.txt'
    ])

    // The model is fixed; the rerun sends the three that failed, and the report covers all 20.
    await rm(flag)
    await rm(log)
    const second = await act({ ...inputs, rerun: 'failed' })
    expect(second.failed).toBe(false)
    expect((await sentBodies(log)).sort()).toEqual(['bad img-03.txt', 'bad img-11.txt', 'bad img-17.txt'])
    expect(second.outputs['job-status']).toBe('Completed')
    expect(second.outputs['objects-total']).toBe('20')
    expect(second.outputs['objects-failed']).toBe('0')
    expect(second.outputs['failed-manifest']).toBeUndefined()
    expect(second.stdout).toContain('rerun: failed: 3 of 20 inputs have no output; running them from')
    expect((await readdir(output)).filter(f => f.endsWith('.out'))).toHaveLength(20)
    const summary = JSON.parse(await readFile(second.outputs['summary-json'], 'utf8')) as RunSummary
    // The saving: this run's instance time per transformed object, for the 17 not re-run (the figures
    // themselves are worked out by hand in results-rerun-cost.test.ts).
    expect(summary.rerun).toEqual({
      objects: 3,
      of: 20,
      savedInstanceSeconds: expect.closeTo((summary.job.instanceSeconds! * 17) / 3, 6)
    })

    // Nothing missing: no job, no request, and the report is made from the outputs there.
    await rm(log)
    const third = await act({ ...inputs, rerun: 'failed' })
    expect(third.failed).toBe(false)
    expect(third.stdout).toContain('rerun: failed: all 20 inputs have an output; no job is created.')
    expect(await sentBodies(log)).toEqual([])
    expect(third.outputs['objects-total']).toBe('20')
  })
})

describe('rerun: failed in SageMaker mode', () => {
  let server: TestModelServer
  let emulator: SageMakerEmulator
  let failing = true
  beforeAll(async () => {
    server = await startTestModelServer({
      answer: req => {
        const text = req.body.toString('utf8')
        return failing && text.startsWith('bad')
          ? { status: 500, body: 'cannot read this file' }
          : { body: JSON.stringify({ label: text }) }
      }
    })
  })
  afterAll(async () => {
    await server.close()
    await emulator?.close()
  })

  it('fails 3 of 20, then creates a job over exactly those 3 and reports 20 of 20', async () => {
    const bucket = await freshBucket(s3, 'rerun')
    for (const n of NAMES)
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `in/${n}`, Body: body(n) }))
    emulator = await startSageMakerEmulator({ executor: localExecutor({ s3, server: server.url }) })
    const inputs = {
      ...classifierOnSageMaker(bucket),
      data: `s3://${bucket}/in/`,
      'content-type': 'text/plain',
      'output-path': `s3://${bucket}/out/`,
      'invocation-retries': '0',
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url
    }
    const first = await act(inputs)
    expect(first.failed).toBe(true)
    expect(first.outputs['job-status']).toBe('Failed')
    expect(first.outputs['objects-failed']).toBe('3')
    const uri = first.outputs['failed-manifest']
    expect(uri).toBe(`s3://${bucket}/out/_manifests/failed-${first.outputs['job-name']}.json`)
    // The manifest object itself, as a rerun (or SageMaker) would read it: exactly the 3 that failed.
    const failedManifest = await s3.send(
      new GetObjectCommand({ Bucket: bucket, Key: uri.slice(`s3://${bucket}/`.length) })
    )
    expect(JSON.parse(await failedManifest.Body!.transformToString())).toEqual([
      { prefix: `s3://${bucket}/in/` },
      'img-03.txt',
      'img-11.txt',
      'img-17.txt'
    ])

    failing = false
    server.requests.length = 0
    const second = await act({ ...inputs, rerun: 'failed' })
    expect(second.failed).toBe(false)
    const jobs = emulator.accepted('CreateTransformJob')
    expect(jobs).toHaveLength(2)
    const source = (
      jobs[1].TransformInput as { DataSource: { S3DataSource: { S3DataType: string; S3Uri: string } } }
    ).DataSource.S3DataSource
    expect(source.S3DataType).toBe('ManifestFile')
    const key = source.S3Uri.slice(`s3://${bucket}/`.length)
    const manifest = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    expect(JSON.parse(await manifest.Body!.transformToString())).toEqual([
      { prefix: `s3://${bucket}/in/` },
      'img-03.txt',
      'img-11.txt',
      'img-17.txt'
    ])
    expect(server.requests.map(r => r.body.toString('utf8')).sort()).toEqual([
      'bad img-03.txt',
      'bad img-11.txt',
      'bad img-17.txt'
    ])
    expect(second.outputs['job-status']).toBe('Completed')
    expect(second.outputs['objects-total']).toBe('20')
    expect(second.outputs['objects-failed']).toBe('0')
    expect(second.outputs['failed-manifest']).toBeUndefined()
    const summary = JSON.parse(await readFile(second.outputs['summary-json'], 'utf8')) as RunSummary
    expect(summary.job.status).toBe('Completed')
    expect(summary.objects).toMatchObject({ total: 20, withOutput: 20, failed: 0 })
    expect(summary.rerun).toMatchObject({ objects: 3, of: 20 })
  })
})

describe('sample', () => {
  it('is the same subset for the same seed, and moves little when files are added', () => {
    const names = Array.from({ length: 40 }, (_, i) => `shape-${i}.jpg`)
    const a = sampleNames(names, { percent: 25, seed: '0' })
    expect(a).toHaveLength(10)
    expect(sampleNames([...names].reverse(), { percent: 25, seed: '0' }).sort()).toEqual([...a].sort())
    const grown = sampleNames([...names, 'n1.jpg', 'n2.jpg', 'n3.jpg', 'n4.jpg'], { percent: 25, seed: '0' })
    expect(grown).toHaveLength(11)
    // A name's rank never changes: each of the 4 new names can push out at most one old one, and the
    // sample grew by one, so at least 7 of the first 10 stay.
    expect(grown.filter(n => a.includes(n)).length).toBeGreaterThanOrEqual(7)
    expect(sampleNames(names, { percent: 25, seed: 'other' })).not.toEqual(a)
    expect(sampleNames(names, { count: 3, seed: '0' })).toHaveLength(3)
  })

  it('sample: 25% of the 40 fixture images runs the same 10 twice, 11 after 4 are added, and says so', async () => {
    const data = path.join(dir, 'shapes')
    await mkdir(data, { recursive: true })
    for (const f of await readdir(SHAPES)) await copyFile(path.join(SHAPES, f), path.join(data, f))
    const log = path.join(dir, 'sample-requests.log')
    const inputs = (output: string) => ({
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data,
      'content-type': 'application/x-image',
      'output-path': path.join(dir, output),
      'local-serve-command': SERVER,
      sample: '25%',
      'model-env': `REQUEST_LOG=${log}`
    })
    const chosen = async (output: string): Promise<string[]> =>
      (await readdir(path.join(dir, output))).filter(f => f.endsWith('.out')).sort()

    const first = await act(inputs('sample-a'))
    expect(first.failed).toBe(false)
    expect(first.outputs['objects-total']).toBe('10')
    expect(await chosen('sample-a')).toEqual(SAMPLE_OF_40.map(n => `${n}.out`).sort())
    expect(first.stdout).toContain('sample: 10 of 40 inputs (sample-seed 0)')
    const summary = JSON.parse(await readFile(first.outputs['summary-json'], 'utf8')) as RunSummary
    expect(summary.sample).toEqual({ objects: 10, of: 40 })
    const comment = renderComment(summary, { links: {} }, 0).text
    expect(comment).toContain('sample of 10 of 40')

    const second = await act(inputs('sample-b'))
    expect(await chosen('sample-b')).toEqual(await chosen('sample-a'))
    expect(second.outputs['objects-total']).toBe('10')

    for (let i = 0; i < 4; i++)
      await copyFile(path.join(SHAPES, (await readdir(SHAPES))[i]), path.join(data, `added-${i}.jpg`))
    const third = await act(inputs('sample-c'))
    expect(third.failed).toBe(false)
    expect(['10', '11']).toContain(third.outputs['objects-total'])
    expect(third.stdout).toMatch(/sample: 1[01] of 44 inputs/)
  })
})

describe('sample with ground truth and a baseline', () => {
  it('scores and compares only the 10 sampled images, with nothing missing for the 30 left out', async () => {
    const common = {
      mode: 'local',
      'model-path': 'test/fixtures/models/classifier',
      data: SHAPES,
      'content-type': 'application/x-image',
      'label-map': 'test/fixtures/shapes/labels.txt',
      'ground-truth': 'test/fixtures/shapes/manifest.jsonl',
      'max-concurrent-transforms': '2'
    }
    // The baseline: all 40, with the reference server and the real classifier.
    const full = await act({ ...common, 'output-path': path.join(dir, 'gt-full') })
    expect(full.failed).toBe(false)
    expect(full.outputs['objects-total']).toBe('40')
    const fullSummary = JSON.parse(await readFile(full.outputs['summary-json'], 'utf8')) as RunSummary
    expect(fullSummary.evaluation).toMatchObject({ evaluated: 40, missing: 0 })

    const sampled = await act({
      ...common,
      'output-path': path.join(dir, 'gt-sample'),
      sample: '25%',
      baseline: path.join(dir, 'gt-full')
    })
    expect(sampled.failed).toBe(false)
    expect(sampled.outputs['objects-total']).toBe('10')
    expect(sampled.outputs.accuracy).toBe('1')
    expect(sampled.outputs.agreement).toBe('1')
    const summary = JSON.parse(await readFile(sampled.outputs['summary-json'], 'utf8')) as RunSummary
    expect(summary.sample).toEqual({ objects: 10, of: 40 })
    // The 30 ground-truth lines outside the sample are not inputs of this run, not missing outputs.
    expect(summary.evaluation).toMatchObject({
      kind: 'classification',
      groundTruthLines: 40,
      evaluated: 10,
      missing: 0,
      notAnInput: 30,
      top1Correct: 10,
      top1Accuracy: 1
    })
    // The baseline is set against the same 10 objects, its own figures recomputed on them.
    expect(summary.baseline).toMatchObject({
      baselineRecords: 10,
      compared: 10,
      agreed: 10,
      onlyInBaseline: 0,
      onlyInCurrent: 0,
      classDeltas: [],
      paired: { evaluated: 10, bothRight: 10 },
      figures: {
        source: 'recomputed',
        note: "recomputed from its outputs for this run's inputs only (30 of its objects left out)",
        evaluation: { evaluated: 10, missing: 0, top1Correct: 10 }
      }
    })
    const comment = renderComment(summary, { links: {} }, 0).text
    expect(comment).toContain('sample of 10 of 40')
    expect(comment).toContain('| **Top-1 accuracy** | 100.0% (10/10) | **100.0%** (10/10) | **±0.0 pp** |')
    expect(comment).toContain('| Agreement with the baseline |  | 100.0% (10/10;')
    expect(comment).not.toMatch(/\/40\b|of 40\)/)
    const jobSummary = renderJobSummary(summary, { links: {} }).text
    expect(jobSummary).toContain('| Evaluated against ground truth | 10 |')
    expect(jobSummary).not.toContain('Ground truth without a prediction')
    expect(jobSummary).toContain('(40 lines, 30 not among the inputs)')
  }, 120_000)
})

describe('sample in SageMaker mode', () => {
  let server: TestModelServer
  let emulator: SageMakerEmulator
  beforeAll(async () => {
    server = await startTestModelServer({
      answer: () => ({ body: JSON.stringify({ predictions: [[0.2, 0.8]] }) })
    })
    emulator = await startSageMakerEmulator({ executor: localExecutor({ s3, server: server.url }) })
  })
  afterAll(async () => {
    await server.close()
    await emulator.close()
  })

  it('sample: 25% of the 40 fixture images sends a manifest of the same 10 keys twice, and says so', async () => {
    const bucket = await freshBucket(s3, 'sample')
    const images = await readdir(SHAPES)
    expect(images).toHaveLength(40)
    for (const n of images)
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `shapes/${n}`,
          Body: await readFile(path.join(SHAPES, n))
        })
      )
    const inputs = (output: string) => ({
      ...classifierOnSageMaker(bucket),
      data: `s3://${bucket}/shapes/`,
      'content-type': 'application/x-image',
      'output-path': `s3://${bucket}/${output}/`,
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      sample: '25%'
    })
    /** The manifest the run's CreateTransformJob named, as SageMaker would read it. */
    const sentManifest = async (index: number): Promise<unknown[]> => {
      const job = emulator.accepted('CreateTransformJob')[index]
      const source = (
        job.TransformInput as { DataSource: { S3DataSource: { S3DataType: string; S3Uri: string } } }
      ).DataSource.S3DataSource
      expect(source.S3DataType).toBe('ManifestFile')
      const key = source.S3Uri.slice(`s3://${bucket}/`.length)
      const manifest = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return JSON.parse(await manifest.Body!.transformToString()) as unknown[]
    }

    const first = await act(inputs('sample-a'))
    expect(first.failed).toBe(false)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    const [prefix, ...keys] = await sentManifest(0)
    expect(prefix).toEqual({ prefix: `s3://${bucket}/shapes/` })
    expect([...(keys as string[])].sort()).toEqual(SAMPLE_OF_40)
    expect(first.outputs['objects-total']).toBe('10')
    expect(first.stdout).toContain('sample: 10 of 40 inputs (sample-seed 0)')
    const summary = JSON.parse(await readFile(first.outputs['summary-json'], 'utf8')) as RunSummary
    expect(summary.sample).toEqual({ objects: 10, of: 40 })
    expect(renderComment(summary, { links: {} }, 0).text).toContain('sample of 10 of 40')

    const second = await act(inputs('sample-b'))
    expect(second.failed).toBe(false)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(2)
    expect(await sentManifest(1)).toEqual([prefix, ...keys])
  })
})
