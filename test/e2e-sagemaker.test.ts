// The whole action (`run()` with inputs by name) against the SageMaker emulator and s3rver: the three seed
// scenarios with the exact requests SageMaker receives, and the verdicts a workflow sees.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runAction } from './support/emulator/action.js'
import { HOSTILE_LINES, injected, runnerCommands } from './support/runner-commands.js'
import { localExecutor } from './support/local-executor.js'
import { fakeClock, type FakeClock } from './support/emulator/spec.js'
import {
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const ROLE = 'arn:aws:iam::123456789012:role/SageMakerExecution'
const RUN_ENV = { GITHUB_RUN_ID: '555000111', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
const NAME = /^[a-z0-9-]+-555000111-1-[0-9a-f]{8}$/
let bucket: string
let server: http.Server
let modelUrl: string

beforeAll(async () => {
  // A model server speaking the container contract: answers each record with the sha256 of its bytes.
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c as Buffer))
    req.on('end', () => {
      if (req.url === '/ping') return void res.end()
      if (req.url !== '/invocations') return void res.writeHead(404).end()
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex') }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  modelUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  bucket = await freshBucket(s3, 'e2esm')
  // Input bytes do not matter to the control plane; the names and sizes do.
  for (const name of ['circle-00.jpg', 'square-00.jpg', 'triangle-00.jpg'])
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: `images/${name}`, Body: Buffer.alloc(20_000, 1) })
    )
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: 'records/shapes.tfrecord',
      Body: await readFile('test/fixtures/records/shapes.tfrecord')
    })
  )
})

afterAll(() => new Promise(resolve => server.close(resolve)))

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function setup(
  options: EmulatorOptions = {}
): Promise<{ emulator: SageMakerEmulator; clock: FakeClock }> {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    // Accepted jobs run through the local data plane against the model server: real .out files in s3rver.
    executor: options.script ? undefined : localExecutor({ s3, server: modelUrl }),
    ...options
  })
  open.push(emulator)
  return { emulator, clock }
}

function common(emulator: SageMakerEmulator, over: Record<string, string>): Record<string, string> {
  return {
    role: ROLE,
    'artifact-path': `s3://${bucket}/artifacts`,
    region: 'us-east-1',
    's3-endpoint': s3Endpoint(),
    'sagemaker-endpoint': emulator.url,
    comment: 'never',
    ...over
  }
}

function act(
  inputs: Record<string, string>,
  clock: FakeClock,
  env: NodeJS.ProcessEnv = {},
  signal?: AbortSignal
) {
  return runAction(inputs, {
    env: { ...process.env, ...RUN_ENV, ...env },
    signal: signal ?? new AbortController().signal,
    sleep: clock.sleep,
    now: clock.now
  })
}

describe('the action against the SageMaker emulator', () => {
  it('(a) TensorFlow SavedModel with code/inference.py on 2 x ml.p3.2xlarge, 64 concurrent, 1 MB', async () => {
    const { emulator, clock } = await setup()
    const result = await act(
      common(emulator, {
        'model-path': 'test/fixtures/models/tensorflow',
        framework: 'tensorflow',
        'framework-version': '2.19',
        data: `s3://${bucket}/images/`,
        'content-type': 'application/x-image',
        'output-path': `s3://${bucket}/out-a/`,
        'instance-type': 'ml.p3.2xlarge',
        'instance-count': '2',
        'max-concurrent-transforms': '64',
        'max-payload': '1',
        'invocation-timeout': '900',
        'invocation-retries': '2'
      }),
      clock
    )
    expect(result.failed).toBe(false)
    const [model] = emulator.accepted('CreateModel')
    const [job] = emulator.accepted('CreateTransformJob')
    expect(model).toEqual({
      ModelName: expect.stringMatching(NAME),
      ExecutionRoleArn: ROLE,
      PrimaryContainer: {
        Image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/tensorflow-inference:2.19.0-gpu',
        Mode: 'SingleModel',
        ModelDataUrl: expect.stringMatching(
          new RegExp(`^s3://${bucket}/artifacts/[0-9a-f]{64}/model\\.tar\\.gz$`)
        ),
        Environment: {
          SAGEMAKER_PROGRAM: 'inference.py',
          SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
          SAGEMAKER_REGION: 'us-east-1'
        }
      },
      EnableNetworkIsolation: false
    })
    expect(job).toEqual({
      TransformJobName: expect.stringMatching(NAME),
      ModelName: model.ModelName,
      TransformInput: {
        DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: `s3://${bucket}/images/` } },
        ContentType: 'application/x-image',
        CompressionType: 'None',
        SplitType: 'None'
      },
      TransformOutput: { S3OutputPath: `s3://${bucket}/out-a/`, AssembleWith: 'None' },
      TransformResources: { InstanceType: 'ml.p3.2xlarge', InstanceCount: 2 },
      MaxConcurrentTransforms: 64,
      MaxPayloadInMB: 1,
      ModelClientConfig: { InvocationsTimeoutInSeconds: 900, InvocationsMaxRetries: 2 }
    })
    expect(result.outputs).toMatchObject({
      'job-name': job.TransformJobName,
      'job-arn': `arn:aws:sagemaker:us-east-1:123456789012:transform-job/${job.TransformJobName}`,
      'job-status': 'Completed',
      'model-name': model.ModelName,
      'model-data-url': (model.PrimaryContainer as { ModelDataUrl: string }).ModelDataUrl,
      'output-path': `s3://${bucket}/out-a/`
    })
    expect(result.state['sagemaker-job-name']).toBe(job.TransformJobName)
    expect(result.stdout).toContain(
      `https://us-east-1.console.aws.amazon.com/sagemaker/home?region=us-east-1#/transform-jobs/${job.TransformJobName}`
    )
  })

  it('(b) TFRecord input: SingleRecord, assembled by Line, 100 concurrent, TFS batching env', async () => {
    const { emulator, clock } = await setup()
    const result = await act(
      common(emulator, {
        'model-path': 'test/fixtures/models/tensorflow',
        framework: 'tensorflow',
        'framework-version': '2.19',
        data: `s3://${bucket}/records/`,
        'content-type': 'application/x-image',
        'split-type': 'TFRecord',
        strategy: 'SingleRecord',
        'assemble-with': 'Line',
        'output-path': `s3://${bucket}/out-b/`,
        'instance-type': 'ml.p3.2xlarge',
        'instance-count': '2',
        'max-concurrent-transforms': '100',
        'max-payload': '1',
        env: 'SAGEMAKER_TFS_ENABLE_BATCHING=true\nSAGEMAKER_TFS_MAX_BATCH_SIZE=32\nSAGEMAKER_TFS_BATCH_TIMEOUT_MICROS=50000'
      }),
      clock
    )
    expect(result.failed).toBe(false)
    const [job] = emulator.accepted('CreateTransformJob')
    expect(job).toMatchObject({
      TransformInput: {
        DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: `s3://${bucket}/records/` } },
        ContentType: 'application/x-image',
        CompressionType: 'None',
        SplitType: 'TFRecord'
      },
      TransformOutput: { S3OutputPath: `s3://${bucket}/out-b/`, AssembleWith: 'Line' },
      TransformResources: { InstanceType: 'ml.p3.2xlarge', InstanceCount: 2 },
      BatchStrategy: 'SingleRecord',
      MaxConcurrentTransforms: 100,
      MaxPayloadInMB: 1,
      Environment: {
        SAGEMAKER_TFS_ENABLE_BATCHING: 'true',
        SAGEMAKER_TFS_MAX_BATCH_SIZE: '32',
        SAGEMAKER_TFS_BATCH_TIMEOUT_MICROS: '50000'
      }
    })
    expect(result.outputs['job-status']).toBe('Completed')
    // The job really ran: one output line per TFRecord record, in order.
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'out-b/shapes.tfrecord.out' }))
    const lines = (await out.Body!.transformToString()).trim().split('\n')
    const expected = JSON.parse(await readFile('test/fixtures/records/shapes-records.json', 'utf8')) as {
      records: Array<{ sha256: string }>
    }
    expect(lines.map(l => (JSON.parse(l) as { sha256: string }).sha256)).toEqual(
      expected.records.map(r => r.sha256)
    )
  })

  it('(c) PyTorch model.pt + code/inference.py on ml.m5.xlarge with application/x-image', async () => {
    const { emulator, clock } = await setup()
    const inputs = common(emulator, {
      'model-path': 'test/fixtures/models/classifier',
      framework: 'pytorch',
      'framework-version': '2.6',
      data: `s3://${bucket}/images/`,
      'content-type': 'application/x-image',
      accept: 'application/json',
      'output-path': `s3://${bucket}/out-c/`,
      'instance-type': 'ml.m5.xlarge'
    })
    const result = await act(inputs, clock)
    expect(result.failed).toBe(false)
    const [model] = emulator.accepted('CreateModel')
    expect((model.PrimaryContainer as { Image: string }).Image).toBe(
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312'
    )
    expect(emulator.accepted('CreateTransformJob')[0]).toMatchObject({
      TransformInput: { ContentType: 'application/x-image', SplitType: 'None' },
      TransformOutput: { S3OutputPath: `s3://${bucket}/out-c/`, Accept: 'application/json' },
      TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 }
    })
    // A re-run of the same attempt (a restarted runner) attaches instead of creating anything.
    const again = await act(inputs, clock)
    expect(again.failed).toBe(false)
    expect(again.outputs['job-name']).toBe(result.outputs['job-name'])
    expect(emulator.count('CreateTransformJob')).toBe(1)
    expect(emulator.count('CreateModel')).toBe(1)
    expect(again.stdout).toContain(`Attaching to transform job ${result.outputs['job-name']} (Completed)`)
  })

  const pytorch = (emulator: SageMakerEmulator, over: Record<string, string> = {}): Record<string, string> =>
    common(emulator, {
      'model-path': 'test/fixtures/models/classifier',
      framework: 'pytorch',
      'framework-version': '2.6',
      data: `s3://${bucket}/images/`,
      'content-type': 'application/x-image',
      'output-path': `s3://${bucket}/out-v/`,
      'instance-type': 'ml.m5.xlarge',
      ...over
    })

  it("PyTorch with max-payload 20: TorchServe's size caps raised in the model the emulator accepted", async () => {
    const { emulator, clock } = await setup()
    const result = await act(
      pytorch(emulator, { 'max-payload': '20', 'output-path': `s3://${bucket}/out-ts/` }),
      clock
    )
    expect(result.failed).toBe(false)
    const [model] = emulator.accepted('CreateModel')
    expect((model.PrimaryContainer as { Environment: Record<string, string> }).Environment).toEqual({
      SAGEMAKER_PROGRAM: 'inference.py',
      SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
      SAGEMAKER_REGION: 'us-east-1',
      TS_MAX_REQUEST_SIZE: '20971520',
      TS_MAX_RESPONSE_SIZE: '20971520'
    })
    expect(emulator.accepted('CreateTransformJob')[0].MaxPayloadInMB).toBe(20)
    expect(result.stdout).toContain(
      "TS_MAX_REQUEST_SIZE and TS_MAX_RESPONSE_SIZE set to 20971520 in the model environment: max-payload 20 MB is above TorchServe's default limit of 6553500 bytes."
    )

    // A value the user set is kept; at the default payload nothing is added.
    const kept = await act(
      pytorch(emulator, {
        'max-payload': '20',
        'model-env': 'TS_MAX_REQUEST_SIZE=30000000',
        'job-name': 'kept-ts'
      }),
      clock
    )
    expect(kept.failed).toBe(false)
    const env = (
      emulator.accepted('CreateModel')[1].PrimaryContainer as { Environment: Record<string, string> }
    ).Environment
    expect([env.TS_MAX_REQUEST_SIZE, env.TS_MAX_RESPONSE_SIZE]).toEqual(['30000000', '20971520'])
    expect(kept.stdout).toContain('TS_MAX_REQUEST_SIZE=30000000 kept as given')
    const plain = await act(pytorch(emulator, { 'job-name': 'plain-ts' }), clock)
    expect(plain.failed).toBe(false)
    expect(emulator.accepted('CreateModel')[2].PrimaryContainer).not.toHaveProperty(
      'Environment.TS_MAX_REQUEST_SIZE'
    )
  })

  it('fails the step with the FailureReason when the job fails', async () => {
    const { emulator, clock } = await setup({
      script: () => ({
        runMs: 240_000,
        status: 'Failed',
        failureReason: 'AlgorithmError: model_fn raised KeyError'
      })
    })
    const result = await act(pytorch(emulator), clock)
    expect(result.failed).toBe(true)
    expect(result.outputs['job-status']).toBe('Failed')
    expect(result.outputs['failure-reason']).toContain('AlgorithmError: model_fn raised KeyError')
    expect(result.stdout).toContain(
      `::error::Transform job ${result.outputs['job-name']} ended Failed: AlgorithmError: model_fn raised KeyError (CloudWatch logs: group /aws/sagemaker/TransformJobs, streams ${result.outputs['job-name']}/)`
    )
  })

  it('prints a hostile FailureReason and hostile CloudWatch lines as text: the runner sees no command', async () => {
    const hostile = HOSTILE_LINES.join('\n')
    const { emulator, clock } = await setup({
      script: () => ({
        runMs: 240_000,
        status: 'Failed',
        failureReason: `AlgorithmError: ${hostile}`.slice(0, 1024),
        logs: HOSTILE_LINES.map((message, i) => ({ atMs: 60_000 + i, message }))
      })
    })
    const result = await act(pytorch(emulator, { logs: 'true' }), clock)
    expect(result.failed).toBe(true)
    expect(result.stdout).toContain('INJECTED-legacy-soft-hyphen')
    expect(result.stdout).toContain('\\::stop-commands::INJECTED-stop')
    expect(injected(runnerCommands(result.stdout))).toEqual([])
  })

  it('fails the step at timeout-minutes after stopping the job', async () => {
    const { emulator, clock } = await setup({
      script: () => ({ runMs: 7_200_000, status: 'Completed' }),
      stopMs: 45_000
    })
    const result = await act(pytorch(emulator, { 'timeout-minutes': '15' }), clock)
    expect(result.failed).toBe(true)
    expect(emulator.count('StopTransformJob')).toBe(1)
    // Sent when 15 minutes had passed since the job's creation (on the clock the action and the
    // service share), not at another poll.
    const job = emulator.jobs.get(result.outputs['job-name'])!
    const stop = emulator.requests.find(r => r.operation === 'StopTransformJob')!
    expect(stop.at - job.creationTime).toBe(15 * 60_000)
    expect(result.outputs['job-status']).toBe('Stopped')
    expect(result.stdout).toContain(
      `::error::Transform job ${result.outputs['job-name']} ended Stopped: timeout-minutes (15) reached, so the job was stopped`
    )
  })

  it('fails the step when the job is Stopped outside the workflow', async () => {
    const { emulator, clock } = await setup({ script: () => ({ runMs: 7_200_000, status: 'Completed' }) })
    const sleep = clock.sleep
    clock.sleep = async ms => {
      const job = [...emulator.jobs.values()][0]
      if (clock.sleeps.length === 4 && job) {
        job.status = 'Stopped'
        job.endTime = clock.now()
      }
      await sleep(ms)
    }
    const result = await act(pytorch(emulator), clock)
    expect(result.failed).toBe(true)
    expect(result.outputs['job-status']).toBe('Stopped')
    // Someone else stopped it: the action sent no stop of its own.
    expect(emulator.count('StopTransformJob')).toBe(0)
    expect(result.stdout).toContain(
      `::error::Transform job ${result.outputs['job-name']} ended Stopped: the job ended Stopped (stopped outside this workflow)`
    )
  })

  it('returns at once with wait: false, saving nothing for the post step', async () => {
    const { emulator, clock } = await setup({ script: () => ({ runMs: 7_200_000, status: 'Completed' }) })
    const result = await act(pytorch(emulator, { wait: 'false' }), clock)
    expect(result.failed).toBe(false)
    expect(result.outputs['job-status']).toBe('InProgress')
    expect(result.outputs['job-name']).toMatch(NAME)
    expect(result.state).toEqual({})
    expect(clock.sleeps).toEqual([])
  })

  it('completes under 30% throttling with exactly one CreateTransformJob', async () => {
    const { emulator, clock } = await setup({ faults: { throttleShare: 0.3, seed: 11 } })
    const result = await act(pytorch(emulator), clock)
    expect(result.failed).toBe(false)
    expect(result.outputs['job-status']).toBe('Completed')
    expect(emulator.requests.filter(r => r.answer === 'ThrottlingException').length).toBeGreaterThan(0)
    expect(emulator.accepted('CreateTransformJob')).toHaveLength(1)
    expect(emulator.jobs.size).toBe(1)
  })
})
