// The SageMaker backend through the real SDK against the emulator and s3rver, on a fake clock: verdicts,
// deadline, cancel, re-runs, throttling, lost answers, logs and the cost of polling.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import {
  CreateTransformJobCommand,
  SageMakerClient,
  StopTransformJobCommand
} from '@aws-sdk/client-sagemaker'
import { createSageMakerBackend } from '../src/backends/sagemaker/sagemaker-backend.js'
import type { JobOutcome, PreparedModel, RunEvents } from '../src/job.js'
import { UserError } from '../src/errors.js'
import type { SageMakerSpec } from '../src/spec.js'
import {
  captureLog,
  fakeClock,
  sagemakerSpec,
  testContext,
  type Captured,
  type FakeClock
} from './support/emulator/spec.js'
import {
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { plannedJob } from './support/planned-job.js'

const SHA = 'ab'.repeat(32)
const RUN_ENV = { GITHUB_RUN_ID: '9876543210', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }

let bucket: string
beforeAll(async () => {
  const s3 = testS3Client()
  bucket = await freshBucket(s3, 'smbackend')
  for (const [key, size] of [
    ['in/circle-00.jpg', 900],
    ['in/square-00.jpg', 1_500_000]
  ] as const)
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.alloc(size, 7) }))
})

interface Harness {
  emulator: SageMakerEmulator
  clock: FakeClock
  log: Captured
  events: string[]
  spec: SageMakerSpec
  model: PreparedModel
  run: (opts?: { spec?: SageMakerSpec; signal?: AbortSignal; env?: NodeJS.ProcessEnv }) => Promise<JobOutcome>
}

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function harness(
  options: EmulatorOptions = {},
  over: Parameters<typeof sagemakerSpec>[0] = {}
): Promise<Harness> {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({ clock: clock.now, ...options })
  open.push(emulator)
  const log = captureLog()
  const events: string[] = []
  const spec = sagemakerSpec({
    ...over,
    data: { uri: `s3://${bucket}/in/`, ...over.data },
    output: { path: `s3://${bucket}/out/`, ...over.output },
    control: { s3Endpoint: s3Endpoint(), sagemakerEndpoint: emulator.url, ...over.control }
  })
  const model: PreparedModel = {
    dataUrl: `s3://${bucket}/models/${SHA}/model.tar.gz`,
    sha256: SHA,
    framework: 'pytorch'
  }
  const recorder: RunEvents = {
    modelReady: m => void events.push(`model ${m.modelName} ${m.modelDataUrl ?? ''}`.trim()),
    jobCreated: j => void events.push(`job ${j.jobName} ${j.jobArn}`),
    status: s => void events.push(`status ${s}`)
  }
  return {
    emulator,
    clock,
    log,
    events,
    spec,
    model,
    run: async opts => {
      const env = { ...RUN_ENV, AWS_ENDPOINT_URL_CLOUDWATCH_LOGS: emulator.url, ...opts?.env }
      const signal = opts?.signal ?? new AbortController().signal
      const ctx = { ...testContext(clock, env, signal), log }
      const backend = createSageMakerBackend(ctx, { random: () => 0.5 })
      const given = opts?.spec ?? spec
      const job = await plannedJob(
        given,
        () => ctx.s3(given.control),
        line => log.info(line)
      )
      return backend.run(job, model, recorder, signal)
    }
  }
}

const operations = (e: SageMakerEmulator): string[] => e.requests.map(r => `${r.operation}:${r.answer}`)

describe('SageMaker backend', () => {
  it('creates the model and job, waits, and reports Completed', async () => {
    const h = await harness({ script: () => ({ runMs: 7 * 60_000, status: 'Completed' }) })
    const outcome = await h.run()
    const jobName = outcome.jobName
    expect(jobName).toMatch(/^classifier-9876543210-1-[0-9a-f]{8}$/)
    expect(outcome).toMatchObject({
      status: 'Completed',
      modelName: expect.stringMatching(/^classifier-9876543210-1-[0-9a-f]{8}$/),
      jobArn: `arn:aws:sagemaker:us-east-1:123456789012:transform-job/${jobName}`,
      outputPath: `s3://${bucket}/out/`
    })
    expect(outcome.failureReason).toBeUndefined()
    expect(outcome.endedAt!.getTime() - outcome.startedAt!.getTime()).toBe(7 * 60_000)

    const [createModel] = h.emulator.accepted('CreateModel')
    expect(createModel).toEqual({
      ModelName: outcome.modelName,
      ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      PrimaryContainer: {
        Image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
        Mode: 'SingleModel',
        ModelDataUrl: `s3://${bucket}/models/${SHA}/model.tar.gz`,
        Environment: {
          SAGEMAKER_PROGRAM: 'inference.py',
          SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
          SAGEMAKER_REGION: 'us-east-1'
        }
      },
      EnableNetworkIsolation: false
    })
    expect(h.emulator.accepted('CreateTransformJob')).toEqual([
      {
        TransformJobName: jobName,
        ModelName: outcome.modelName,
        TransformInput: {
          DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: `s3://${bucket}/in/` } },
          CompressionType: 'None',
          SplitType: 'None'
        },
        TransformOutput: { S3OutputPath: `s3://${bucket}/out/`, AssembleWith: 'None' },
        TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 },
        ModelClientConfig: { InvocationsTimeoutInSeconds: 600, InvocationsMaxRetries: 1 }
      }
    ])
    const ops = operations(h.emulator)
    expect(ops.slice(0, 5)).toEqual([
      'DescribeModel:ValidationException',
      'CreateModel:ok',
      'DescribeTransformJob:ValidationException',
      'CreateTransformJob:ok',
      'DescribeTransformJob:ok'
    ])
    expect(h.events).toEqual([
      `model ${outcome.modelName} s3://${bucket}/models/${SHA}/model.tar.gz`,
      `job ${jobName} ${outcome.jobArn}`,
      'status InProgress',
      'status Completed'
    ])
    // The console link comes at once, before the wait; transitions and elapsed time inside a group.
    const link = h.log.lines.indexOf(
      `Transform job ${jobName}: https://us-east-1.console.aws.amazon.com/sagemaker/home?region=us-east-1#/transform-jobs/${jobName}`
    )
    const group = h.log.lines.indexOf(`::group::Waiting for transform job ${jobName}`)
    expect(link).toBeGreaterThanOrEqual(0)
    expect(group).toBeGreaterThan(link)
    expect(h.log.lines.slice(group + 1, group + 3)).toEqual([
      '[0s] InProgress',
      // Nothing counts outputs here: the wait grows to 30 s, so a 7-minute job is seen at 7m06s.
      '[7m06s] InProgress -> Completed'
    ])
  })

  it('fails with the FailureReason and where the logs are', async () => {
    const h = await harness({
      script: () => ({
        runMs: 90_000,
        status: 'Failed',
        failureReason: 'ClientError: See job logs for more information'
      })
    })
    const outcome = await h.run()
    expect(outcome.status).toBe('Failed')
    expect(outcome.failureReason).toBe(
      `ClientError: See job logs for more information (CloudWatch logs: group /aws/sagemaker/TransformJobs, streams ${outcome.jobName}/)`
    )
  })

  it('counts Stopped (by someone else) as a failure', async () => {
    const h = await harness({ script: () => ({ runMs: 3_600_000, status: 'Completed' }) })
    const other = new SageMakerClient({ region: 'us-east-1', endpoint: h.emulator.url, maxAttempts: 1 })
    const sleep = h.clock.sleep
    h.clock.sleep = async ms => {
      if (h.clock.sleeps.length === 3)
        await other.send(new StopTransformJobCommand({ TransformJobName: [...h.emulator.jobs.keys()][0] }))
      await sleep(ms)
    }
    const outcome = await h.run()
    expect(outcome.status).toBe('Stopped')
    expect(outcome.failureReason).toBe('the job ended Stopped (stopped outside this workflow)')
  })

  it('stops the job at timeout-minutes, waits for Stopped and says why', async () => {
    const h = await harness(
      { script: () => ({ runMs: 3_600_000, status: 'Completed' }), stopMs: 90_000 },
      { control: { timeoutMinutes: 10 } }
    )
    const outcome = await h.run()
    expect(outcome.status).toBe('Stopped')
    expect(outcome.failureReason).toBe('timeout-minutes (10) reached, so the job was stopped')
    const stops = h.emulator.requests.filter(r => r.operation === 'StopTransformJob')
    expect(stops).toHaveLength(1)
    // Sent exactly at the deadline, not a poll interval later.
    expect(stops[0].at - h.emulator.jobs.get(outcome.jobName)!.creationTime).toBe(10 * 60_000)
    const describes = h.emulator.requests.filter(
      r => r.operation === 'DescribeTransformJob' && r.at > stops[0].at
    )
    expect(describes.length).toBeGreaterThanOrEqual(1)
    expect(h.emulator.jobs.get(outcome.jobName)!.status).toBe('Stopped')
  })

  it('stops the job at once when the workflow is cancelled', async () => {
    const h = await harness({ script: () => ({ runMs: 3_600_000, status: 'Completed' }), stopMs: 30_000 })
    const cancel = new AbortController()
    const sleep = h.clock.sleep
    h.clock.sleep = async ms => {
      if (h.clock.sleeps.length === 2) cancel.abort(new Error('received SIGINT'))
      await sleep(ms)
    }
    const outcome = await h.run({ signal: cancel.signal })
    expect(outcome.status).toBe('Stopping')
    expect(outcome.failureReason).toBe('the workflow was cancelled, so the job was stopped')
    const ops = operations(h.emulator)
    expect(ops.slice(-2)).toEqual(['StopTransformJob:ok', 'DescribeTransformJob:ok'])
    expect(h.emulator.count('DescribeTransformJob')).toBe(1 + 3 + 1)
  })

  it('attaches to its own job when the same attempt runs again, reusing the model', async () => {
    const h = await harness({ script: () => ({ runMs: 20 * 60_000, status: 'Completed' }) })
    const first = await h.run({ spec: { ...h.spec, control: { ...h.spec.control, wait: false } } })
    expect(first.status).toBe('InProgress')
    expect(h.emulator.count('DescribeTransformJob')).toBe(1)
    const second = await h.run()
    expect(second.jobName).toBe(first.jobName)
    expect(second.status).toBe('Completed')
    expect(h.emulator.count('CreateTransformJob')).toBe(1)
    expect(h.emulator.count('CreateModel')).toBe(1)
    expect(h.log.lines).toContain(`Reusing SageMaker model ${first.modelName} (same definition).`)
    expect(h.log.lines).toContain(
      `Attaching to transform job ${first.jobName} (InProgress): it was created by an earlier try of this workflow attempt.`
    )
    // A new attempt makes a new job.
    const third = await h.run({ env: { GITHUB_RUN_ATTEMPT: '2' } })
    expect(third.jobName).toMatch(/^classifier-9876543210-2-/)
    expect(h.emulator.accepted('CreateTransformJob')).toHaveLength(2)
  })

  it('refuses a model of the same name with a different definition, naming both', async () => {
    const h = await harness({ script: () => ({ runMs: 60_000, status: 'Completed' }) })
    const first = await h.run()
    const existing = h.emulator.models.get(first.modelName!)!
    h.emulator.models.delete(first.modelName!)
    h.emulator.seedModel({
      ...existing.input,
      PrimaryContainer: {
        ...existing.input.PrimaryContainer,
        ModelDataUrl: `s3://${bucket}/models/other/model.tar.gz`
      }
    })
    const err = await h.run().catch(e => e)
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toContain(`A SageMaker model named ${first.modelName} already exists`)
    expect(err.message).toContain(
      `ModelDataUrl: existing "s3://${bucket}/models/other/model.tar.gz", this run "s3://${bucket}/models/${SHA}/model.tar.gz"`
    )
  })

  it('refuses an explicit job-name that is already used', async () => {
    const h = await harness({}, { control: { jobName: 'nightly-eval' } })
    const sm = new SageMakerClient({ region: 'us-east-1', endpoint: h.emulator.url, maxAttempts: 1 })
    await h.run({ spec: { ...h.spec, control: { ...h.spec.control, wait: false } } })
    await sm.send(new StopTransformJobCommand({ TransformJobName: 'nightly-eval' }))
    const err = await h.run().catch(e => e)
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toMatch(
      /^job-name: a transform job named nightly-eval already exists \(Stopped, created 2026-01-05T09:00:00\.000Z\)\. Transform job names are single-use forever/
    )
    // Someone else taking the name between our check and our create is the same error.
    const raced = await harness({}, { control: { jobName: 'raced' } })
    raced.emulator.failNext('DescribeTransformJob', 'throttle')
    const steal = new SageMakerClient({ region: 'us-east-1', endpoint: raced.emulator.url, maxAttempts: 1 })
    const sleep = raced.clock.sleep
    raced.clock.sleep = async ms => {
      const model = [...raced.emulator.models.keys()][0]
      if (model && !raced.emulator.jobs.has('raced'))
        await steal.send(
          new CreateTransformJobCommand({
            TransformJobName: 'raced',
            ModelName: model,
            TransformInput: { DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: 's3://x/in/' } } },
            TransformOutput: { S3OutputPath: 's3://x/out/' },
            TransformResources: { InstanceType: 'ml.m5.large', InstanceCount: 1 }
          })
        )
      await sleep(ms)
    }
    const raceErr = await raced.run().catch(e => e)
    expect(raceErr.message).toMatch(/^job-name: a transform job named raced already exists/)
  })

  it('completes under 30% throttling with exactly one CreateModel and one CreateTransformJob', async () => {
    const h = await harness({
      script: () => ({ runMs: 30 * 60_000, status: 'Completed' }),
      faults: { throttleShare: 0.3, seed: 3 }
    })
    const outcome = await h.run()
    expect(outcome.status).toBe('Completed')
    expect(h.emulator.requests.filter(r => r.answer === 'ThrottlingException').length).toBeGreaterThan(3)
    expect(h.emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(h.emulator.accepted('CreateModel')).toHaveLength(1)
    expect(h.emulator.jobs.size).toBe(1)
  })

  it('two runs at once with the same new model both succeed while the service takes a second to create it', async () => {
    // Two jobs of one matrix: the same run, the same model, hence the same model name; each looks, finds
    // none, and creates; the later create is refused as already existing.
    const h = await harness({ script: () => ({ runMs: 60_000, status: 'Completed' }), createModelMs: 1000 })
    const other = { ...h.spec, data: { ...h.spec.data, uri: `s3://${bucket}/in/square` } }
    const [a, b] = await Promise.all([h.run(), h.run({ spec: other })])
    expect([a.status, b.status]).toEqual(['Completed', 'Completed'])
    expect(a.modelName).toBe(b.modelName)
    expect(operations(h.emulator).filter(o => o.startsWith('CreateModel'))).toEqual([
      'CreateModel:ok',
      'CreateModel:ValidationException'
    ])
    expect(h.emulator.models.size).toBe(1)
    expect(h.emulator.jobs.size).toBe(2)
  })

  it('attaches when a create call worked but its answer was lost', async () => {
    const h = await harness({ script: () => ({ runMs: 60_000, status: 'Completed' }) })
    h.emulator.failNext('CreateTransformJob', 'internal', true)
    h.emulator.failNext('CreateModel', 'internal', true)
    const outcome = await h.run()
    expect(outcome.status).toBe('Completed')
    expect(operations(h.emulator).slice(0, 7)).toEqual([
      'DescribeModel:ValidationException',
      'CreateModel:InternalFailure',
      'CreateModel:ValidationException',
      'DescribeModel:ok',
      'DescribeTransformJob:ValidationException',
      'CreateTransformJob:InternalFailure',
      'CreateTransformJob:ResourceInUse'
    ])
    expect(h.emulator.jobs.size).toBe(1)
    expect(h.log.lines).toContain(
      `Attaching to transform job ${outcome.jobName} (InProgress): an earlier CreateTransformJob call did create it.`
    )
  })

  it('returns right after creation with wait: false', async () => {
    const h = await harness(
      { script: () => ({ runMs: 60_000, status: 'Completed' }) },
      { control: { wait: false } }
    )
    const outcome = await h.run()
    expect(outcome.status).toBe('InProgress')
    expect(operations(h.emulator).at(-1)).toBe('CreateTransformJob:ok')
    expect(h.clock.sleeps).toEqual([])
  })

  it('uses an existing model by name, and says so when it is missing', async () => {
    const h = await harness(
      { script: () => ({ runMs: 60_000, status: 'Completed' }) },
      { model: { name: 'prod-model' } }
    )
    h.emulator.seedModel({ ModelName: 'prod-model', PrimaryContainer: { Image: 'img' } })
    const outcome = await h.run()
    expect(outcome.modelName).toBe('prod-model')
    expect(h.emulator.count('CreateModel')).toBe(0)
    h.emulator.models.clear()
    await expect(h.run({ env: { GITHUB_RUN_ATTEMPT: '3' } })).rejects.toThrow(
      'model-name: there is no SageMaker model named "prod-model" in this account and region.'
    )
  })

  it('sizes max-payload: auto from the input and sends it', async () => {
    const h = await harness(
      { script: () => ({ runMs: 60_000, status: 'Completed' }) },
      { resources: { maxPayloadMB: 'auto', maxConcurrentTransforms: 8 } }
    )
    await h.run()
    expect(h.emulator.accepted('CreateTransformJob')[0]).toMatchObject({
      MaxPayloadInMB: 2,
      MaxConcurrentTransforms: 8
    })
    expect(h.log.lines).toContainEqual(
      expect.stringMatching(
        /^max-payload: auto -> 2 MB \(the largest input object, s3:\/\/.*\/in\/square-00\.jpg, is 1,500,000 bytes; split-type None sends each object whole\)$/
      )
    )
  })

  it('lets the service reject a request that slipped past input parsing, naming the member', async () => {
    const h = await harness({}, { resources: { env: { '1BAD': 'x' } } })
    const err = await h.run().catch(e => e)
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toMatch(
      new RegExp(`^SageMaker CreateTransformJob classifier-9876543210-1-[0-9a-f]{8} via ${h.emulator.url}: `)
    )
    expect(err.message).toContain(
      "ValidationException (HTTP 400): 1 validation error detected: Value '1BAD' at 'environment.1BAD.key' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z_][a-zA-Z0-9_]{0,1023}"
    )
    expect(h.emulator.jobs.size).toBe(0)
  })

  it('reports a quota refusal (ResourceLimitExceeded) in the service words, as a user error', async () => {
    const h = await harness({ maxInProgressJobs: 0 })
    const err = await h.run().catch(e => e)
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toMatch(
      new RegExp(`^SageMaker CreateTransformJob classifier-9876543210-1-[0-9a-f]{8} via ${h.emulator.url}: `)
    )
    expect(err.message).toContain(
      "ResourceLimitExceeded (HTTP 400): The account-level service limit 'Number of concurrent transform jobs' is 0 Jobs."
    )
  })

  it('tails CloudWatch logs of all instances, interleaved by time', async () => {
    const h = await harness(
      {
        script: () => ({
          runMs: 10 * 60_000,
          status: 'Completed',
          logs: [
            { atMs: 60_000, message: 'model loaded', instance: 'i-a' },
            { atMs: 61_000, message: 'model loaded', instance: 'i-b' },
            { atMs: 240_000, message: 'batch 1 done', instance: 'i-b' },
            { atMs: 241_000, message: 'batch 1 done', instance: 'i-a' }
          ]
        })
      },
      { control: { logs: true } }
    )
    const outcome = await h.run()
    const logLines = h.log.lines.filter(l => l.includes(' [i-'))
    const t0 = h.emulator.jobs.get(outcome.jobName)!.creationTime
    const ts = (ms: number): string => new Date(t0 + ms).toISOString()
    const epoch = Math.floor(t0 / 1000)
    expect(logLines).toEqual([
      `${ts(60_000)} [i-a-${epoch}] model loaded`,
      `${ts(61_000)} [i-b-${epoch}] model loaded`,
      `${ts(240_000)} [i-b-${epoch}] batch 1 done`,
      `${ts(241_000)} [i-a-${epoch}] batch 1 done`
    ])
    expect(h.log.warnings).toEqual([])
  })

  it('polls a 60-minute job with at most 150 DescribeTransformJob calls, 30 s apart at most', async () => {
    const h = await harness({ script: () => ({ runMs: 60 * 60_000, status: 'Completed' }) })
    const outcome = await h.run()
    expect(outcome.status).toBe('Completed')
    const polls = h.emulator.calls('DescribeTransformJob').length - 1 // the first one is the existence check
    expect(polls).toBeLessThanOrEqual(150)
    expect(Math.max(...h.clock.sleeps)).toBe(30_000)
  })
})
