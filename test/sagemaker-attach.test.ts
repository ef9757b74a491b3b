// `attach` against the SageMaker emulator and s3rver: a job started by a `wait: false` run is collected
// by a second run that creates nothing (no model, no job, no artifact), waits, publishes and gates,
// writing only the report files beside the job's outputs; a re-run collects the finished job again;
// unknown jobs, inputs the report cannot read, mismatched inputs and a cancel leave the job alone.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { CreateTransformJobCommand, SageMakerClient } from '@aws-sdk/client-sagemaker'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runPost } from '../src/backends/sagemaker/post.js'
import type { UtilizationSummary } from '../src/results/summary/instance-utilization.js'
import { classifierOnSageMaker, runAction } from './support/emulator/action.js'
import { fakeClock, type FakeClock } from './support/emulator/spec.js'
import { BOT, GitHubFake } from './support/github-fake.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'

const s3 = testS3Client()
const SHAPES = path.resolve('test/fixtures/shapes')
const CLASSES = ['circle', 'square', 'triangle', 'cross']
const RUN_ENV = { GITHUB_RUN_ID: '777', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'octo/models' }

let dir: string
let bucket: string
let server: TestModelServer
let github: GitHubFake
let emulator: SageMakerEmulator
let clock: FakeClock

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'attach-'))
  bucket = await freshBucket(s3, 'attach')
  // A model server that knows each image by its bytes and names its class, except crosses, which it
  // calls circles: 30 of 40 right, an accuracy of exactly 0.75. Bytes it does not know, it cannot read.
  const classOf = new Map<string, number>()
  for (const name of await readdir(path.join(SHAPES, 'images'))) {
    const bytes = await readFile(path.join(SHAPES, 'images', name))
    classOf.set(createHash('sha256').update(bytes).digest('hex'), CLASSES.indexOf(name.split('-')[0]))
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `shapes/images/${name}`, Body: bytes }))
  }
  // The ground truth sits beside the images, so its relative source-refs name them.
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: 'shapes/manifest.jsonl',
      Body: await readFile(path.join(SHAPES, 'manifest.jsonl'))
    })
  )
  server = await startTestModelServer({
    answer: req => {
      const k = classOf.get(createHash('sha256').update(req.body).digest('hex'))
      if (k === undefined) return { status: 400, body: 'not an image' }
      const said = k === 3 ? 0 : k
      return { body: JSON.stringify({ predictions: [CLASSES.map((_, i) => (i === said ? 1 : 0))] }) }
    }
  })
  github = await new GitHubFake().start()
  github.addToken('ghs_workflow', { user: BOT, installation: true })
  await writeFile(
    path.join(dir, 'event.json'),
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        head: { repo: { full_name: 'octo/models' } },
        base: { repo: { full_name: 'octo/models' } }
      },
      repository: { name: 'models', owner: { login: 'octo' } }
    })
  )
  clock = fakeClock()
  // Executed jobs stay InProgress for 20 minutes of the shared clock, so a collecting run really waits.
  emulator = await startSageMakerEmulator({
    clock: clock.now,
    minRunMs: 20 * 60_000,
    executor: localExecutor({ s3, server: server.url })
  })
})

afterAll(async () => {
  await emulator.close()
  await server.close()
  await github.close()
  await rm(dir, { recursive: true, force: true })
})

function act(inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}, signal?: AbortSignal) {
  return runAction(
    {
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      comment: 'never',
      ...inputs
    },
    {
      env: { ...process.env, ...RUN_ENV, RUNNER_TEMP: dir, ...env },
      signal: signal ?? new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  )
}

async function keys(): Promise<string[]> {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000 }))
  return (res.Contents ?? []).map(o => o.Key!).sort()
}

const readText = async (key: string): Promise<string> =>
  (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString()

const operationsSince = (n: number): string[] => emulator.requests.slice(n).map(r => r.operation)

/** What the action wrote: every key but the `.out` files the running jobs keep adding. */
const written = async (): Promise<string[]> => (await keys()).filter(k => !k.endsWith('.out'))

const start = (output: string, inputs: Record<string, string> = {}) =>
  act({
    ...classifierOnSageMaker(bucket),
    data: `s3://${bucket}/shapes/images/`,
    'content-type': 'application/x-image',
    'output-path': `s3://${bucket}/${output}/`,
    'instance-count': '2',
    wait: 'false',
    ...inputs
  })

/** A job the action would not start: its model is an earlier job's, its input what the test says. */
async function createJob(name: string, like: string, input: { S3DataType: string; S3Uri: string }) {
  const sm = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  const model = emulator.jobs.get(like)!.request
  await sm.send(
    new CreateTransformJobCommand({
      ...model,
      TransformJobName: name,
      TransformInput: { ...model.TransformInput, DataSource: { S3DataSource: input } }
    } as typeof model)
  )
  sm.destroy()
}

const collect = () => ({
  'label-map': path.join(SHAPES, 'labels.txt'),
  'ground-truth': `s3://${bucket}/shapes/manifest.jsonl`
})

describe('attach', () => {
  it('collects a job started with wait: false: waits, publishes and gates, creating nothing', async () => {
    const started = await start('out')
    expect(started.stdout).not.toContain('::error::')
    expect(started.failed).toBe(false)
    expect(started.outputs['job-status']).toBe('InProgress')
    const jobName = started.outputs['job-name']
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)

    const before = await keys()
    const seen = emulator.requests.length
    const startedAt = clock.now()
    const gh = {
      GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_API_URL: github.url,
      GITHUB_TOKEN: 'ghs_workflow'
    }
    const collected = await act({ attach: jobName, ...collect(), 'min-accuracy': '0.7', comment: 'auto' }, gh)

    expect(collected.stdout).not.toContain('::error::')
    expect(collected.failed).toBe(false)
    // Only DescribeTransformJob, the data-log's reads and the instances' metrics: no CreateModel, no
    // CreateTransformJob, no stop.
    expect(new Set(operationsSince(seen))).toEqual(
      new Set(['DescribeTransformJob', 'DescribeLogStreams', 'GetLogEvents', 'ListMetrics'])
    )
    expect(operationsSince(seen).length).toBeGreaterThan(1)
    expect(clock.now() - startedAt).toBeGreaterThanOrEqual(20 * 60_000 - 60_000)
    expect(collected.stdout).toContain(`Attaching to transform job ${jobName} (InProgress)`)
    expect(collected.stdout).toContain('InProgress -> Completed')
    // No upload: s3rver gained only the summary and the evaluation beside the job's outputs (and those outputs).
    const after = await keys()
    expect(after.filter(k => !before.includes(k) && !k.endsWith('.out'))).toEqual([
      'out/_evaluation.json',
      'out/_summary.json'
    ])
    expect(after.filter(k => k.startsWith('artifacts/'))).toEqual(
      before.filter(k => k.startsWith('artifacts/'))
    )

    expect(collected.outputs['job-name']).toBe(jobName)
    expect(collected.outputs['job-status']).toBe('Completed')
    expect(collected.outputs['output-path']).toBe(`s3://${bucket}/out/`)
    expect(collected.outputs['objects-total']).toBe('40')
    expect(collected.outputs['objects-failed']).toBe('0')
    expect(collected.outputs.accuracy).toBe('0.75')
    // The instances are the job's own: 2 x its run of 20 minutes (the emulator's clock).
    expect(Number(collected.outputs['instance-seconds'])).toBeGreaterThanOrEqual(2 * 20 * 60)
    // Nothing saved for the post step: an attached job is not ours to stop.
    expect(collected.state).toEqual({})
    const comments = github.comments('octo', 'models', 7)
    expect(comments).toHaveLength(1)
    expect(comments[0].body).toContain(`job ${jobName.replace(/-/g, '\\-')}`)
    expect(comments[0].body).toContain('✅ `min-accuracy` | ≥ 70.0% | 75.0% (30 of 40)')

    // Re-running the workflow: the job has ended, so the collect reports at once, and a stricter
    // gate fails the step.
    const rerunFrom = emulator.requests.length
    clock.sleeps.length = 0
    const again = await act({ attach: jobName, ...collect(), 'min-accuracy': '0.8' })
    expect(again.failed).toBe(true)
    expect(again.stdout).toContain(`Attaching to transform job ${jobName} (Completed)`)
    expect(again.stdout).toMatch(/::error::Quality gate failed:[^\n]*%0A[^\n]*accuracy/)
    expect(again.outputs.accuracy).toBe('0.75')
    expect(clock.sleeps).toEqual([])
    expect(new Set(operationsSince(rerunFrom))).toEqual(
      new Set(['DescribeTransformJob', 'DescribeLogStreams', 'GetLogEvents', 'ListMetrics'])
    )
  })

  it('names the instances the input left idle in its report', async () => {
    const images = (await readdir(path.join(SHAPES, 'images'))).sort().slice(0, 2)
    for (const name of images)
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `few/${name}`,
          Body: await readFile(path.join(SHAPES, 'images', name))
        })
      )
    const started = await start('out-few', { data: `s3://${bucket}/few/`, 'instance-count': '5' })
    expect(started.stdout).toContain('3 instances will get no input')

    const collected = await act({ attach: started.outputs['job-name'], 'price-per-hour': '0.5' })
    expect(collected.outputs['job-status']).toBe('Completed')
    // The attach step creates nothing, so it warns nothing before; its report says it, priced.
    expect(collected.stdout).not.toContain('will get no input')
    const u = JSON.parse(collected.outputs.utilization) as UtilizationSummary
    expect(u.idleByInput).toMatchObject({ instances: 3, objects: 2 })
    expect(u.idleByInput!.cost).toBeGreaterThanOrEqual((3 * 0.5 * 20) / 60)
    expect(u.suggestion).toMatchObject({ change: 'instance-count: 2' })
  })

  it('writes the summary and the failed-files manifest to the job’s output path', async () => {
    const images = (await readdir(path.join(SHAPES, 'images'))).sort().slice(0, 3)
    for (const name of images)
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `mixed/${name}`,
          Body: await readFile(path.join(SHAPES, 'images', name))
        })
      )
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'mixed/broken.jpg', Body: 'not a picture' }))
    const jobName = (await start('out-failed', { data: `s3://${bucket}/mixed/` })).outputs['job-name']
    const before = await written()

    const collected = await act({ attach: jobName })
    expect(collected.outputs['job-status']).toBe('Failed')
    expect(collected.outputs['objects-failed']).toBe('1')
    const added = (await written()).filter(k => !before.includes(k))
    expect(added).toEqual([
      expect.stringMatching(/^out-failed\/_manifests\/failed-[^/]+-reasons\.json$/),
      expect.stringMatching(/^out-failed\/_manifests\/failed-[^/]+\.json$/),
      'out-failed/_summary.json'
    ])
    expect(collected.outputs['failed-manifest']).toBe(`s3://${bucket}/${added[1]}`)
    // The attached job's data-log gave the broken image its reason, as for a job the step created.
    const reasons = JSON.parse(await readText(added[0])) as {
      entries: Array<{ input: string; reason: string }>
    }
    expect(reasons.entries).toEqual([{ input: 'broken.jpg', reason: 'HTTP 400: not an image' }])
    expect(collected.outputs['failure-reason']).toMatch(
      new RegExp(
        `^1 input file failed: s3://${bucket}/mixed/broken\\.jpg: HTTP 400: not an image \\(SageMaker: `
      )
    )
  })

  it('refuses an unknown job by name, creating nothing', async () => {
    const seen = emulator.requests.length
    const before = await keys()
    const result = await act({ attach: 'no-such-job-42', ...collect() })
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(
      '::error::attach: there is no transform job named "no-such-job-42" in us-east-1 (DescribeTransformJob: not found).'
    )
    expect(operationsSince(seen)).toEqual(['DescribeTransformJob'])
    expect(await keys()).toEqual(before)
  })

  it('refuses data and output-path that are not the job’s own, both at once', async () => {
    const jobName = (await start('out-mismatch')).outputs['job-name']
    const seen = emulator.requests.length
    const result = await act({
      attach: jobName,
      data: `s3://${bucket}/shapes/images`,
      'output-path': `s3://${bucket}/elsewhere/`
    })
    expect(result.failed).toBe(true)
    // The same prefix without its slash is the same data; the other output path is not.
    expect(result.stdout).toContain('1 input problem')
    expect(result.stdout).toContain(
      `output-path: is not where the attached job ${jobName} writes (s3://${bucket}/out-mismatch/)`
    )
    const wrongData = await act({ attach: jobName, data: `s3://${bucket}/other/` })
    expect(wrongData.stdout).toContain(`data: is not the input of the attached job ${jobName}`)
    expect(new Set(operationsSince(seen))).toEqual(new Set(['DescribeTransformJob']))
  })

  it('names data-type, not data, when only the type differs from the job’s; with both right it collects', async () => {
    const images = (await readdir(path.join(SHAPES, 'images'))).sort().slice(0, 6)
    const manifest = `s3://${bucket}/shapes/six.manifest`
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'shapes/six.manifest',
        Body: JSON.stringify([{ prefix: `s3://${bucket}/shapes/images/` }, ...images])
      })
    )
    const jobName = (await start('out-manifest', { data: manifest, 'data-type': 'ManifestFile' })).outputs[
      'job-name'
    ]
    const seen = emulator.requests.length
    const before = await written()

    const untyped = await act({ attach: jobName, data: manifest })
    expect(untyped.failed).toBe(true)
    expect(untyped.stdout).toContain('1 input problem')
    expect(untyped.stdout).toContain(
      `data-type: is not how the attached job ${jobName} reads data (ManifestFile ${manifest}) (got "S3Prefix"). ` +
        'Set data-type: ManifestFile, or remove data and data-type (the job’s own input is reported).'
    )
    expect(untyped.stdout).not.toContain('data: is not the input')
    expect(operationsSince(seen)).toEqual(['DescribeTransformJob'])
    expect(await written()).toEqual(before)

    const typed = await act({ attach: jobName, data: manifest, 'data-type': 'ManifestFile' })
    expect(typed.stdout).not.toContain('::error::')
    expect(typed.outputs['objects-total']).toBe('6')
  })

  it('refuses a job whose input the report cannot read, before waiting, writing nothing', async () => {
    const like = (await start('out-augmented')).outputs['job-name']
    await createJob('augmented-1', like, {
      S3DataType: 'AugmentedManifestFile',
      S3Uri: `s3://${bucket}/shapes/augmented.manifest`
    })
    // The service requires an S3DataSource; a describe without one is refused all the same.
    await createJob('sourceless-1', like, { S3DataType: 'S3Prefix', S3Uri: `s3://${bucket}/shapes/images/` })
    emulator.jobs.get('sourceless-1')!.request.TransformInput!.DataSource = {} as never
    const seen = emulator.requests.length
    const before = await written()

    const augmented = await act({ attach: 'augmented-1', ...collect() })
    expect(augmented.failed).toBe(true)
    expect(augmented.stdout).toContain(
      '::error::attach: the transform job "augmented-1" reads AugmentedManifestFile input; the report reads S3Prefix or ManifestFile input'
    )
    expect(augmented.stdout).not.toContain('Attaching to')
    const sourceless = await act({ attach: 'sourceless-1' })
    expect(sourceless.failed).toBe(true)
    expect(sourceless.stdout).toContain(
      '::error::attach: the transform job "sourceless-1" reads no S3DataSource input; the report reads S3Prefix or ManifestFile input'
    )
    expect(operationsSince(seen)).toEqual(['DescribeTransformJob', 'DescribeTransformJob'])
    expect(await written()).toEqual(before)
  })

  it('past timeout-minutes stops waiting, counted from the step, and leaves the job running', async () => {
    const jobName = (await start('out-deadline')).outputs['job-name']
    const seen = emulator.requests.length
    const from = clock.now()
    const result = await act({ attach: jobName, 'timeout-minutes': '1' })
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(
      `::error::timeout-minutes (1) passed while waiting for the attached transform job ${jobName}; it was not stopped and keeps running`
    )
    expect(clock.now() - from).toBeGreaterThanOrEqual(60_000)
    expect(clock.now() - from).toBeLessThan(20 * 60_000)
    expect(new Set(operationsSince(seen))).toEqual(
      new Set(['DescribeTransformJob', 'DescribeLogStreams', 'GetLogEvents'])
    )
    expect(emulator.jobs.get(jobName)?.status).toBe('InProgress')
  })

  it('on a cancel stops waiting but leaves the job running, and the post step leaves it too', async () => {
    const jobName = (await start('out-cancel')).outputs['job-name']
    const seen = emulator.requests.length
    const cancel = new AbortController()
    clock.sleeps.length = 0
    const sleep = clock.sleep
    clock.sleep = async ms => {
      if (clock.sleeps.length > 2) cancel.abort()
      await sleep(ms)
    }
    let result
    try {
      result = await act({ attach: jobName }, {}, cancel.signal)
    } finally {
      clock.sleep = sleep
    }
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain(
      `::error::The workflow was cancelled while waiting for the attached transform job ${jobName}; it was not stopped and keeps running`
    )
    expect(operationsSince(seen)).not.toContain('StopTransformJob')
    expect(result.state).toEqual({})
    const post = await runPost({ getState: name => result.state[name] ?? '', env: {} })
    expect(post).toBe('no-job')
    expect(emulator.jobs.get(jobName)?.status).toBe('InProgress')
  })
  it('stops an attached job only when its own step sets a gate that can no longer pass', async () => {
    const jobName = (await start('out-gated')).outputs['job-name']
    const seen = emulator.requests.length
    // 10 of the 40 answers are wrong: 90% allows 4.
    const collected = await act({ attach: jobName, ...collect(), 'min-accuracy': '0.9' })
    expect(operationsSince(seen).filter(o => o === 'StopTransformJob')).toHaveLength(1)
    expect(emulator.jobs.get(jobName)?.status).toBe('Stopped')
    expect(collected.failed).toBe(true)
    expect(collected.outputs['stopped-early']).toBe('true')
    expect(collected.outputs['stop-reason']).toMatch(
      /^stopped early at .*: (\d+) of 40 wrong, so accuracy can be at most \d+(\.\d)?%, below min-accuracy 90%/
    )
    expect(Number(/: (\d+) of 40 wrong/.exec(collected.outputs['stop-reason'])![1])).toBeGreaterThan(4)
    // Still nothing saved for the post step: the stop was this step's own, and it is done.
    expect(collected.state).toEqual({})
  })
})
