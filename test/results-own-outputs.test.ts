// Every number in the report is this job's: an output an earlier run left at output-path does not
// count for an input this job failed; a rerun says which outputs it kept and which it wrote; inputs that
// would share one output name are refused before anything is sent. Both modes, through the whole action,
// against the SageMaker emulator and s3rver.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderJobSummary } from '../src/report/job-summary.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { runAction } from './support/emulator/action.js'
import { fakeClock } from './support/emulator/spec.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { startS3Front } from './support/s3-front.js'
import { createS3Client } from '../src/storage/s3.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'

const s3 = testS3Client()
const ROLE = 'arn:aws:iam::123456789012:role/SageMakerExecution'
/** Each input's text, and what the model says for it (class 1 for "one", class 0 for "zero"). */
const INPUTS: Record<string, string> = { 'a.txt': 'one', 'b.txt': 'bad', 'c.txt': 'zero' }
const answer = (text: string): string =>
  JSON.stringify({ predictions: [text === 'zero' ? [0.9, 0.1] : [0.1, 0.9]] })
/** The earlier run's prediction for b.txt: class 0, where the truth is 1. */
const EARLIER_B = JSON.stringify({ predictions: [[0.8, 0.2]] })

// The same model as a local-serve-command: refuses "bad" while the file FAIL_FLAG exists; makes the
// file STARTED_FILE, when given, as it starts.
const SERVER = `
const fs = require('fs')
const http = require('http')
if (process.env.STARTED_FILE) fs.writeFileSync(process.env.STARTED_FILE, '')
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end('ok')
  if (req.url !== '/invocations') { res.statusCode = 404; return res.end() }
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8')
    if (text === 'bad' && fs.existsSync(process.env.FAIL_FLAG)) { res.statusCode = 500; return res.end('cannot read this file') }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ predictions: [text === 'zero' ? [0.9, 0.1] : [0.1, 0.9]] }))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

let dir: string
let failing = true
let server: TestModelServer
let emulator: SageMakerEmulator
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'own-outputs-'))
  await writeFile(path.join(dir, 'server.cjs'), SERVER)
  server = await startTestModelServer({
    answer: req => {
      const text = req.body.toString('utf8')
      return failing && text === 'bad'
        ? { status: 500, body: 'cannot read this file' }
        : { body: answer(text) }
    }
  })
  // The service's clock is the real one here, as S3's (s3rver's) is: CreationTime and LastModified
  // are compared.
  emulator = await startSageMakerEmulator({ executor: localExecutor({ s3, server: server.url }) })
})
afterAll(async () => {
  await emulator.close()
  await server.close()
  await rm(dir, { recursive: true, force: true })
})
beforeEach(() => {
  failing = true
})

function act(inputs: Record<string, string>) {
  // The action's own waits take no time; the emulator's jobs run on the real clock.
  const clock = fakeClock()
  return runAction(
    {
      comment: 'never',
      // (A step that attaches takes neither: the job has its own.)
      ...(inputs.attach ? {} : { 'invocation-retries': '0', 'content-type': 'text/plain' }),
      ...inputs
    },
    {
      env: { ...process.env, RUNNER_TEMP: dir, GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '1' },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
}

/** Waits into the next whole second: S3 times are whole seconds, so "earlier" must be a second earlier. */
async function nextSecond(): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5))
}

async function put(bucket: string, key: string, body: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

async function text(bucket: string, key: string): Promise<string> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return out.Body!.transformToString()
}

/** A bucket with the three inputs, their ground truth and an earlier run's `out/b.txt.out`. */
async function seeded(): Promise<string> {
  const bucket = await freshBucket(s3, 'own')
  for (const [name, body] of Object.entries(INPUTS)) await put(bucket, `in/${name}`, body)
  const truth = { 'a.txt': 1, 'b.txt': 1, 'c.txt': 0 }
  await put(
    bucket,
    'truth.jsonl',
    Object.entries(truth)
      .map(([name, cls]) => JSON.stringify({ 'source-ref': `s3://${bucket}/in/${name}`, class: cls }))
      .join('\n')
  )
  await put(bucket, 'out/b.txt.out', EARLIER_B)
  await nextSecond()
  return bucket
}

function sagemakerInputs(bucket: string): Record<string, string> {
  return {
    'model-path': 'test/fixtures/models/classifier',
    framework: 'pytorch',
    'framework-version': '2.6',
    role: ROLE,
    'artifact-path': `s3://${bucket}/artifacts`,
    data: `s3://${bucket}/in/`,
    'output-path': `s3://${bucket}/out/`,
    'ground-truth': `s3://${bucket}/truth.jsonl`,
    'instance-type': 'ml.m5.xlarge',
    region: 'us-east-1',
    's3-endpoint': s3Endpoint(),
    'sagemaker-endpoint': emulator.url
  }
}

function localInputs(bucket: string, flag: string): Record<string, string> {
  return {
    mode: 'local',
    'model-path': 'test/fixtures/models/classifier',
    data: `s3://${bucket}/in/`,
    'output-path': `s3://${bucket}/out/`,
    'ground-truth': `s3://${bucket}/truth.jsonl`,
    's3-endpoint': s3Endpoint(),
    region: 'us-east-1',
    'local-serve-command': `${process.execPath} ${path.join(dir, 'server.cjs')}`,
    'model-env': `FAIL_FLAG=${flag}`
  }
}

async function summaryOf(run: { outputs: Record<string, string> }): Promise<RunSummary> {
  return JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as RunSummary
}

const MODES = ['sagemaker', 'local'] as const

describe.each(MODES)('%s mode: an earlier run’s .out for an input this job fails', mode => {
  it('is not counted: the input is failed with the reason, and accuracy leaves it out', async () => {
    const bucket = await seeded()
    const flag = path.join(dir, `fail-${mode}`)
    await writeFile(flag, '')
    const run = await act(mode === 'sagemaker' ? sagemakerInputs(bucket) : localInputs(bucket, flag))

    expect(run.stdout).toContain(
      `output-path s3://${bucket}/out/ already holds 1 output for this run's inputs ` +
        `(e.g. s3://${bucket}/out/b.txt.out), left by an earlier run; the report counts only the outputs this job writes.`
    )
    expect(run.failed).toBe(true)
    expect(run.outputs['job-status']).toBe('Failed')
    // The earlier output is still there (SageMaker leaves it), but it is not this job's.
    expect(await text(bucket, 'out/b.txt.out')).toBe(EARLIER_B)
    expect(run.outputs['objects-total']).toBe('3')
    expect(run.outputs['objects-failed']).toBe('1')
    expect(run.outputs.records).toBe('2')
    // a and c are right; the earlier run's wrong answer for b is not evaluated.
    expect(run.outputs.accuracy).toBe('1')
    const summary = await summaryOf(run)
    expect(summary.objects).toMatchObject({
      total: 3,
      withOutput: 2,
      written: 2,
      kept: 0,
      failed: 1,
      leftByEarlierRun: 1
    })
    expect(summary.failedObjects).toEqual(['b.txt'])
    expect(summary.evaluation).toMatchObject({ evaluated: 2, top1Correct: 2 })
    // Each mode knows the file's own reason (SageMaker: from the job's data-log), which says more than
    // that an earlier run's output stands at its place.
    expect(summary.failures?.map(f => [f.reason, f.count, f.examples])).toEqual([
      [expect.stringContaining('HTTP 500: cannot read this file'), 1, ['in/b.txt']]
    ])
    if (mode === 'sagemaker')
      expect(run.outputs['failure-reason']).toMatch(
        new RegExp(
          `^1 input file failed: s3://${bucket}/in/b\\.txt: HTTP 500: cannot read this file \\(SageMaker: ClientError: `
        )
      )
    // The manifest of the failed inputs names b.txt, whose .out is not this job's.
    const manifest = run.outputs['failed-manifest']
    expect(JSON.parse(await text(bucket, manifest.slice(`s3://${bucket}/`.length)))).toEqual([
      { prefix: `s3://${bucket}/in/` },
      'b.txt'
    ])
  }, 60_000)

  it('rerun: failed reports the outputs it kept from earlier runs apart from those it wrote', async () => {
    // b.txt has an earlier run's output: the first run counts b.txt failed, and the rerun runs it.
    const bucket = await seeded()
    const flag = path.join(dir, `fail-rerun-${mode}`)
    await writeFile(flag, '')
    const inputs = mode === 'sagemaker' ? sagemakerInputs(bucket) : localInputs(bucket, flag)
    const first = await act(inputs)
    expect(first.outputs['objects-failed']).toBe('1')

    // The model is fixed: the rerun transforms b.txt only and keeps a.txt's and c.txt's outputs.
    failing = false
    await rm(flag)
    await nextSecond()
    const second = await act({ ...inputs, rerun: 'failed' })
    expect(second.failed).toBe(false)
    expect(second.stdout).toContain('rerun: failed: 1 of 3 inputs have no output; running them from')
    // The rerun's part has no earlier outputs: nothing to tell before the job.
    expect(second.stdout).not.toContain("for this run's inputs")
    expect(JSON.parse(await text(bucket, 'out/b.txt.out'))).toEqual({ predictions: [[0.1, 0.9]] })
    expect(second.outputs['objects-failed']).toBe('0')
    expect(second.outputs.records).toBe('3')
    expect(second.outputs.accuracy).toBe('1')
    const summary = await summaryOf(second)
    expect(summary.objects).toMatchObject({ total: 3, withOutput: 3, written: 1, kept: 2, failed: 0 })
    expect(summary.rerun).toMatchObject({ objects: 1, of: 3 })
    const page = renderJobSummary(summary, { links: {} }).text
    expect(page).toContain('| Written by this job | 1 |')
    expect(page).toContain('| Kept from earlier runs (rerun: failed) | 2 |')
  }, 60_000)
})

describe('attach', () => {
  it('counts by the attached job’s own CreationTime', async () => {
    const bucket = await seeded()
    // A job started elsewhere (wait: false), then collected by a step that attaches to it.
    const started = await act({ ...sagemakerInputs(bucket), wait: 'false' })
    const jobName = started.outputs['job-name']
    expect(started.outputs['job-status']).toBe('InProgress')
    const collected = await act({
      attach: jobName,
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      'ground-truth': `s3://${bucket}/truth.jsonl`
    })
    expect(collected.outputs['job-status']).toBe('Failed')
    expect(collected.outputs['objects-failed']).toBe('1')
    expect(collected.outputs.records).toBe('2')
    expect(collected.outputs.accuracy).toBe('1')
    const summary = await summaryOf(collected)
    expect(summary.objects).toMatchObject({ written: 2, leftByEarlierRun: 1 })
    // The attached job's data-log says why b.txt failed.
    expect(summary.failures?.map(f => [f.reason, f.count, f.examples])).toEqual([
      ['HTTP 500: cannot read this file', 1, ['in/b.txt']]
    ])
  }, 60_000)
})

describe.each(MODES)('%s mode: two inputs with one output name', mode => {
  it('are refused before any request, naming both keys and the fix', async () => {
    const bucket = await freshBucket(s3, 'clash')
    await put(bucket, 'data/img1.jpg', 'one')
    await put(bucket, 'data/img/img1.jpg', 'zero')
    const flag = path.join(dir, 'never')
    const started = path.join(dir, `started-${mode}`)
    const base =
      mode === 'sagemaker'
        ? sagemakerInputs(bucket)
        : { ...localInputs(bucket, flag), 'model-env': `FAIL_FLAG=${flag}\nSTARTED_FILE=${started}` }
    const before = emulator.requests.length
    const run = await act({ ...base, data: `s3://${bucket}/data/img`, 'ground-truth': '' })
    expect(run.failed).toBe(true)
    expect(run.outcome).toBeUndefined()
    expect(run.stdout).toContain(
      `::error::data: two inputs of s3://${bucket}/data/img would get the same output name, so one ` +
        `prediction would overwrite the other: s3://${bucket}/data/img/img1.jpg and s3://${bucket}/data/img1.jpg ` +
        `(both "img1.jpg.out"). End the prefix with / (s3://${bucket}/data/img/) to read only that folder, or ` +
        'move one of the two objects. Nothing was uploaded or created.'
    )
    expect(emulator.requests.length).toBe(before)
    // In local mode no model server was started either.
    expect(existsSync(started)).toBe(false)
    const keys = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
    expect((keys.Contents ?? []).map(o => o.Key).sort()).toEqual(['data/img/img1.jpg', 'data/img1.jpg'])

    // The fix the message names runs: the job is created, or the model server started.
    const fixed = await act({ ...base, data: `s3://${bucket}/data/img/`, 'ground-truth': '' })
    expect(fixed.failed).toBe(false)
    if (mode === 'sagemaker') expect(emulator.requests.length).toBeGreaterThan(before)
    else expect(existsSync(started)).toBe(true)
  })
})

describe('local mode, outputs in a folder', () => {
  it('a manifest whose entries map to one output file is refused; // maps to / and is paired', async () => {
    const data = path.join(dir, 'folder-in')
    await mkdir(path.join(data, 'x'), { recursive: true })
    await writeFile(path.join(data, 'x', '1.txt'), 'one')
    await writeFile(path.join(data, 'x', '2.txt'), 'zero')
    const manifest = path.join(dir, 'clash.manifest')
    await writeFile(manifest, JSON.stringify([{ prefix: `${data}/` }, 'x/1.txt', 'x//1.txt']))
    const flag = path.join(dir, 'never')
    const local = { ...localInputs('unused', flag), 's3-endpoint': '', 'ground-truth': '' }
    const output = path.join(dir, 'folder-out')
    const refused = await act({
      ...local,
      data: manifest,
      'data-type': 'ManifestFile',
      'output-path': output
    })
    expect(refused.failed).toBe(true)
    expect(refused.stdout).toContain(
      `::error::data: two inputs of the manifest ${manifest} would get the same output name, so one prediction ` +
        `would overwrite the other: ${path.join(data, 'x', '1.txt')} and ${path.join(data, 'x', '1.txt')} ` +
        '(listed as "x//1.txt") (both "x/1.txt.out"). List each object once, or move one of the two so their ' +
        'names differ. Nothing was uploaded or created.'
    )

    await writeFile(manifest, JSON.stringify([{ prefix: `${data}/` }, 'x//1.txt', 'x/2.txt']))
    const run = await act({ ...local, data: manifest, 'data-type': 'ManifestFile', 'output-path': output })
    expect(run.failed).toBe(false)
    expect(JSON.parse(await readFile(path.join(output, 'x', '1.txt.out'), 'utf8'))).toEqual({
      predictions: [[0.1, 0.9]]
    })
    expect(run.outputs['objects-total']).toBe('2')
    expect(run.outputs['objects-failed']).toBe('0')
    expect(run.outputs.records).toBe('2')
  }, 60_000)
})

interface Front {
  client: S3Client
  bucket: string
  /** The action's inputs for a run over the bucket's `in/` with its ground truth, in this mode. */
  inputs: Record<string, string>
  read: (key: string) => Promise<string>
  /** The `.out` keys under `out/`, as S3 holds them (the front lists in its own order). */
  outputs: () => Promise<string[]>
}

/**
 * Runs `test` on a bucket behind the S3 front (which keeps keys s3rver cannot hold, and answers
 * listings URL-encoded when asked, as S3 does), holding `inputs` under `in/` and their ground truth.
 */
async function onFront(
  mode: (typeof MODES)[number],
  inputs: Record<string, [string, number]>,
  flag: string,
  test: (f: Front) => Promise<void>
): Promise<void> {
  const front = await startS3Front()
  const client = createS3Client({ endpoint: front.endpoint, region: 'us-east-1' })
  const flat = await startSageMakerEmulator({ executor: localExecutor({ s3: client, server: server.url }) })
  try {
    const bucket = await freshBucket(client, 'flat')
    for (const [key, [body]] of Object.entries(inputs))
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    const truth = Object.entries(inputs)
      .map(([key, [, cls]]) => JSON.stringify({ 'source-ref': `s3://${bucket}/${key}`, class: cls }))
      .join('\n')
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'truth.jsonl', Body: truth }))
    const common = {
      data: `s3://${bucket}/in/`,
      'output-path': `s3://${bucket}/out/`,
      'ground-truth': `s3://${bucket}/truth.jsonl`,
      's3-endpoint': front.endpoint
    }
    await test({
      client,
      bucket,
      inputs:
        mode === 'sagemaker'
          ? { ...sagemakerInputs(bucket), ...common, 'sagemaker-endpoint': flat.url }
          : { ...localInputs(bucket, flag), ...common },
      read: async key =>
        (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString(),
      outputs: async () => {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: 'out/', EncodingType: 'url' })
        )
        const keys = (page.Contents ?? []).map(o => decodeURIComponent(o.Key!.replace(/\+/g, '%20')))
        return keys.filter(k => k.endsWith('.out')).sort()
      }
    })
  } finally {
    await flat.close()
    client.destroy()
    await front.close()
  }
}

describe.each(MODES)('%s mode: keys with empty segments (`//`) on S3', mode => {
  it('get their .out under the name as it is, and are paired with it', async () => {
    // s3rver cannot hold such keys: a front keeps them flat, as S3 does.
    const inputs: Record<string, [string, number]> = {
      'in/a//b.txt': ['one', 1],
      'in/a/b.txt': ['zero', 0],
      'in//lead.txt': ['one', 1],
      'in/[x](http://e).txt': ['zero', 0]
    }
    await onFront(
      mode,
      inputs,
      path.join(dir, 'never'),
      async ({ bucket, inputs: common, read, outputs }) => {
        const run = await act(common)
        expect(run.failed).toBe(false)
        expect(await outputs()).toEqual([
          'out//lead.txt.out',
          'out/[x](http://e).txt.out',
          'out/a//b.txt.out',
          'out/a/b.txt.out'
        ])
        expect(JSON.parse(await read('out/a//b.txt.out'))).toEqual({ predictions: [[0.1, 0.9]] })
        expect(JSON.parse(await read('out/a/b.txt.out'))).toEqual({ predictions: [[0.9, 0.1]] })
        expect(JSON.parse(await read('out/[x](http://e).txt.out'))).toEqual({ predictions: [[0.9, 0.1]] })
        expect(run.outputs['objects-total']).toBe('4')
        expect(run.outputs['objects-failed']).toBe('0')
        expect(run.outputs.records).toBe('4')
        // Each prediction met its own input's ground truth.
        expect(run.outputs.accuracy).toBe('1')
        expect((await summaryOf(run)).evaluation).toMatchObject({ evaluated: 4, top1Correct: 4 })

        // The same inputs with the outputs in a folder on the runner: a//b.txt and a/b.txt would both
        // be a/b.txt.out there, so the run is refused.
        if (mode === 'local') {
          const output = path.join(dir, 'flat-out')
          const refused = await act({ ...common, 'ground-truth': '', 'output-path': output })
          expect(refused.stdout).toContain(
            `::error::data: two inputs of s3://${bucket}/in/ would get the same output name, so one prediction ` +
              `would overwrite the other: s3://${bucket}/in/a/b.txt and s3://${bucket}/in/a//b.txt (both "a/b.txt.out").`
          )
        }
      }
    )
  }, 60_000)
})

describe.each(MODES)('%s mode: keys holding control characters on S3', mode => {
  it('are listed, transformed and reported under their own names', async () => {
    // A listing's XML cannot carry these as they are: a carriage return would read back as a line feed.
    const inputs: Record<string, [string, number]> = {
      'in/line\rbreak.txt': ['one', 1],
      'in/bell\u0007 and +plus.txt': ['zero', 0],
      'in/tab\there\r\n.txt': ['bad', 1]
    }
    const flag = path.join(dir, `fail-control-${mode}`)
    await writeFile(flag, '')
    await onFront(mode, inputs, flag, async ({ bucket, inputs: common, read, outputs }) => {
      const run = await act(common)
      expect(await outputs()).toEqual(['out/bell\u0007 and +plus.txt.out', 'out/line\rbreak.txt.out'])
      expect(JSON.parse(await read('out/line\rbreak.txt.out'))).toEqual({ predictions: [[0.1, 0.9]] })
      expect(JSON.parse(await read('out/bell\u0007 and +plus.txt.out'))).toEqual({
        predictions: [[0.9, 0.1]]
      })
      expect(run.outputs['objects-total']).toBe('3')
      expect(run.outputs['objects-failed']).toBe('1')
      expect(run.outputs.records).toBe('2')
      // Each prediction met its own input's ground truth; the failed one is named as it is.
      expect(run.outputs.accuracy).toBe('1')
      const summary = await summaryOf(run)
      expect(summary.evaluation).toMatchObject({ evaluated: 2, top1Correct: 2 })
      expect(summary.failedObjects).toEqual(['tab\there\r\n.txt'])
      const manifest = run.outputs['failed-manifest']
      expect(JSON.parse(await read(manifest.slice(`s3://${bucket}/`.length)))).toEqual([
        { prefix: `s3://${bucket}/in/` },
        'tab\there\r\n.txt'
      ])
    })
  }, 60_000)
})
