// The SageMaker path end to end with real execution: the emulator accepts the jobs the real SDK sends and
// runs them through the local data plane, which reads and writes s3rver.
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import {
  CreateModelCommand,
  CreateTransformJobCommand,
  DescribeTransformJobCommand,
  SageMakerClient,
  type CreateTransformJobCommandInput
} from '@aws-sdk/client-sagemaker'
import { readAll } from '../src/storage/store.js'
import { containerEnvFor, localExecutor } from './support/local-executor.js'
import { inWaves, startTestModelServer, type TestModelServer } from './support/model-server.js'
import { tfrecord } from './support/records.js'
import { freshBucket, testS3Client } from './support/s3.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { transformJobRequest } from './support/emulator/requests.js'

const s3 = testS3Client()
let emulator: SageMakerEmulator
let server: TestModelServer
let bucket: string
let sagemaker: SageMakerClient
/** Holds the answer to the request with this index until it resolves (none: answered at once). */
let gate: ((index: number) => Promise<void>) | undefined

beforeEach(async () => {
  bucket = await freshBucket(s3)
  gate = undefined
  server = await startTestModelServer({
    answer: async (req, index) => {
      await gate?.(index)
      return req.body.toString() === 'broken'
        ? { status: 400, body: 'unreadable' }
        : { body: `${req.body.length}` }
    }
  })
  emulator = await startSageMakerEmulator({ executor: localExecutor({ s3, server: server.url }) })
  sagemaker = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  await sagemaker.send(
    new CreateModelCommand({
      ModelName: 'shapes',
      ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      PrimaryContainer: {
        Image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
        ModelDataUrl: `s3://${bucket}/model/model.tar.gz`,
        Environment: { SAGEMAKER_PROGRAM: 'inference.py' }
      }
    })
  )
})
afterEach(async () => {
  await emulator.close()
  await server.close()
})

/** TFRecord files of images, one record per request, answers joined by lines. */
function job(
  name: string,
  over: Partial<CreateTransformJobCommandInput> = {}
): CreateTransformJobCommandInput {
  const input = `s3://${bucket}/in/`
  return transformJobRequest(
    name,
    { model: 'shapes', input, output: `s3://${bucket}/out/` },
    {
      TransformInput: {
        DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: input } },
        ContentType: 'application/x-image',
        SplitType: 'TFRecord'
      },
      TransformOutput: { S3OutputPath: `s3://${bucket}/out/`, AssembleWith: 'Line' },
      BatchStrategy: 'SingleRecord',
      MaxConcurrentTransforms: 4,
      MaxPayloadInMB: 1,
      ModelClientConfig: { InvocationsTimeoutInSeconds: 60, InvocationsMaxRetries: 0 },
      ...over
    }
  )
}

/**
 * The job once it has left InProgress. A job of a few records ends within a second; the 30 s bound
 * only keeps a job that never ends from outliving the test, with a message that says so.
 */
async function finished(name: string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const d = await sagemaker.send(new DescribeTransformJobCommand({ TransformJobName: name }))
    if (d.TransformJobStatus !== 'InProgress') return d
    if (Date.now() > deadline) throw new Error(`${name} was still InProgress after 30 s`)
    await new Promise(r => setTimeout(r, 10))
  }
}

async function text(key: string): Promise<string> {
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return (await readAll(out.Body as never)).toString()
}

async function keys(prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
  return (page.Contents ?? []).map(o => o.Key!)
}

it('runs an accepted job for real: .out files appear in S3, one line per record', async () => {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: 'in/a.tfrecord',
      Body: Buffer.concat([tfrecord('abc'), tfrecord('de')])
    })
  )
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/sub/b.tfrecord', Body: tfrecord('fghij') }))
  await sagemaker.send(new CreateTransformJobCommand(job('tfrecord-job')))
  const done = await finished('tfrecord-job')
  expect(done.TransformJobStatus).toBe('Completed')
  expect(await keys('out/')).toEqual(['out/a.tfrecord.out', 'out/sub/b.tfrecord.out'])
  expect(await text('out/a.tfrecord.out')).toBe('3\n2\n')
  expect(await text('out/sub/b.tfrecord.out')).toBe('5\n')
  expect(server.maxInFlight).toBeLessThanOrEqual(4)
})

it('keeps MaxConcurrentTransforms requests in flight, never more, while there are more to send', async () => {
  const records = Array.from({ length: 9 }, (_, i) => tfrecord(`r${i}`))
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: 'in/many.tfrecord', Body: Buffer.concat(records) })
  )
  gate = inWaves(3, records.length)
  await sagemaker.send(new CreateTransformJobCommand(job('wide-job', { MaxConcurrentTransforms: 3 })))
  const done = await finished('wide-job')
  expect(done.TransformJobStatus).toBe('Completed')
  expect(await text('out/many.tfrecord.out')).toBe('2\n'.repeat(9))
  expect(server.requests).toHaveLength(9)
  expect(server.maxInFlight).toBe(3)
})

it('ends the job Failed with a FailureReason naming the file the container rejects', async () => {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/good.jpg', Body: 'jpeg' }))
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'in/bad.jpg', Body: 'broken' }))
  const over = { TransformInput: { ...job('x').TransformInput!, SplitType: 'None' as const } }
  await sagemaker.send(new CreateTransformJobCommand(job('image-job', over)))
  const done = await finished('image-job')
  expect(done.TransformJobStatus).toBe('Failed')
  expect(done.FailureReason).toBe(
    `ClientError: 1 of 2 input files failed: s3://${bucket}/in/bad.jpg: POST /invocations failed after 1 attempt: ` +
      'HTTP 400: unreadable'
  )
  expect(await keys('out/')).toEqual(['out/good.jpg.out'])
})

it('gives the container the environment SageMaker would', () => {
  const env = containerEnvFor(job('env-job', { Environment: { SAGEMAKER_TFS_ENABLE_BATCHING: 'true' } }), {
    ModelName: 'm',
    PrimaryContainer: { Environment: { SAGEMAKER_PROGRAM: 'inference.py' } }
  })
  expect(env).toEqual({
    SAGEMAKER_PROGRAM: 'inference.py',
    SAGEMAKER_TFS_ENABLE_BATCHING: 'true',
    SAGEMAKER_BATCH: 'true',
    SAGEMAKER_MAX_PAYLOAD_IN_MB: '1',
    SAGEMAKER_BATCH_STRATEGY: 'SINGLE_RECORD',
    SAGEMAKER_MAX_CONCURRENT_TRANSFORMS: '4'
  })
})
