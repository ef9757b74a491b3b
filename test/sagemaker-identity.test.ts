// model-name's real content as the SageMaker backend reads it for the cache: every container of an
// inference pipeline, a ModelDataSource prefix by each object's key, ETag and size, and a container made
// from a model package by the package's ARN and version. SageMaker's model registry and ECR are moto's
// (third party), S3 is s3rver.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import {
  CreateModelCommand,
  CreateModelPackageCommand,
  CreateModelPackageGroupCommand,
  SageMakerClient
} from '@aws-sdk/client-sagemaker'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { sageMakerIdentitySource } from '../src/backends/sagemaker/identity.js'
import type { StageContext } from '../src/context.js'
import type { ModelContent } from '../src/identity-source.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { pushImage, startMoto, type RunningMoto } from './support/moto.js'
import { testActionContext } from './support/context.js'

const s3 = testS3Client()
const IMAGE = '123456789012.dkr.ecr.us-east-1.amazonaws.com/pipeline:v1'
let moto: RunningMoto
let sm: SageMakerClient
let bucket: string
let temp: string
let ctx: StageContext

beforeAll(async () => {
  moto = await startMoto()
  sm = new SageMakerClient({
    region: 'us-east-1',
    endpoint: moto.url,
    credentials: { accessKeyId: 'moto', secretAccessKey: 'moto' }
  })
  bucket = await freshBucket(s3, 'named-model')
  temp = await mkdtemp(path.join(os.tmpdir(), 'sagemaker-identity-'))
  ctx = testActionContext(temp, { env: { ...process.env, AWS_ENDPOINT_URL_ECR: moto.url } })
}, 60_000)

afterAll(async () => {
  sm?.destroy()
  ctx?.s3.release()
  await moto?.close()
  await rm(temp, { recursive: true, force: true })
})

const put = (key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))

async function contentOf(name: string): Promise<ModelContent> {
  const inputs: Record<string, string> = {
    'model-name': name,
    'instance-type': 'ml.m5.xlarge',
    data: `s3://${bucket}/in/`,
    'output-path': `s3://${bucket}/out/`,
    region: 'us-east-1',
    's3-endpoint': s3Endpoint(),
    'sagemaker-endpoint': moto.url,
    cache: `s3://${bucket}/cache/`
  }
  const spec = parseInputs(n => inputs[n] ?? '')
  return sageMakerIdentitySource(ctx).namedModel!(spec, name)
}

it('knows an inference pipeline by every container: a data prefix’s objects, a package’s version', async () => {
  const digest = await pushImage(moto, IMAGE, 'a')
  await put('weights/part-1.bin', 'one')
  await put('weights/part-2.bin', 'two')
  await sm.send(new CreateModelPackageGroupCommand({ ModelPackageGroupName: 'scorers' }))
  const spec = {
    ModelPackageGroupName: 'scorers',
    InferenceSpecification: {
      Containers: [{ Image: IMAGE }],
      SupportedContentTypes: ['application/json'],
      SupportedResponseMIMETypes: ['application/json']
    }
  }
  const v1 = (await sm.send(new CreateModelPackageCommand(spec))).ModelPackageArn!
  const v2 = (await sm.send(new CreateModelPackageCommand(spec))).ModelPackageArn!
  const pipeline = (name: string, pkg: string) =>
    sm.send(
      new CreateModelCommand({
        ModelName: name,
        ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
        Containers: [
          {
            Image: IMAGE,
            ModelDataSource: {
              S3DataSource: {
                S3Uri: `s3://${bucket}/weights/`,
                S3DataType: 'S3Prefix',
                CompressionType: 'None'
              }
            },
            Environment: { THRESHOLD: '0.5' }
          },
          { ModelPackageName: pkg, Environment: { THRESHOLD: '0.7' } }
        ]
      })
    )
  await pipeline('pipeline-1', v1)
  await pipeline('pipeline-2', v2)

  const first = await contentOf('pipeline-1')
  expect(first).toMatchObject({
    kind: 'model',
    name: 'pipeline-1',
    environment: { THRESHOLD: '0.5', '2:THRESHOLD': '0.7' }
  })
  if (first.kind !== 'model') throw new Error('not a named model')
  expect(first.containers).toHaveLength(2)
  expect(first.containers[0]).toMatchObject({
    image: `123456789012.dkr.ecr.us-east-1.amazonaws.com/pipeline@${digest}`,
    data: [{ uri: `s3://${bucket}/weights/`, objects: { count: 2 } }]
  })
  expect(first.containers[1].modelPackage).toMatch(/model-package\/scorers\/1 version 1$/)

  // Another version of the package is another container.
  const second = await contentOf('pipeline-2')
  if (second.kind !== 'model') throw new Error('not a named model')
  expect(second.containers[1].modelPackage).toMatch(/version 2$/)

  // An object under the prefix rewritten (the same size): another content.
  await put('weights/part-2.bin', 'TWO')
  const rewritten = await contentOf('pipeline-1')
  if (rewritten.kind !== 'model') throw new Error('not a named model')
  expect(rewritten.containers[0].data[0].objects!.sha256).not.toBe(
    first.containers[0].data[0].objects!.sha256
  )
})
