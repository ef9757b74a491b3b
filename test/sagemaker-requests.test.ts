// The pure parts of the SageMaker path: request builders, names, retry and poll schedule.
import { defaultName, isValidName, namePrefix, sanitizeName, shortHash } from '../src/contract/names.js'
import { formatElapsed, pollInterval } from '../src/backends/sagemaker/wait/poll.js'
import { buildCreateModelInput, buildCreateTransformJobInput } from '../src/backends/sagemaker/requests.js'
import { backoffMs, isRetryable, mayHaveApplied, withRetry } from '../src/aws/retry.js'
import { consoleUrl } from '../src/backends/sagemaker/sagemaker.js'
import { loadApiModel, validateShape } from './support/emulator/validate.js'
import { sagemakerSpec } from './support/emulator/spec.js'
import { settled } from './support/planned-job.js'
import { parseJsonPath } from '../src/contract/jsonpath.js'

const api = loadApiModel()

describe('request builders', () => {
  it('maps every field of the spec onto CreateTransformJob', () => {
    const spec = sagemakerSpec({
      data: {
        uri: 's3://bucket/manifests/eval.manifest',
        type: 'ManifestFile',
        contentType: 'application/jsonlines',
        compression: 'Gzip',
        splitType: 'Line',
        inputFilter: parseJsonPath('$.features'),
        outputFilter: parseJsonPath('$.SageMakerOutput'),
        joinSource: 'Input'
      },
      output: {
        path: 's3://bucket/out/',
        accept: 'application/jsonlines',
        assembleWith: 'Line',
        kmsKey: 'alias/out'
      },
      resources: {
        instanceType: 'ml.g5.xlarge',
        instanceCount: 3,
        volumeKmsKey: 'arn:aws:kms:us-east-1:123456789012:key/abc',
        maxConcurrentTransforms: 4,
        maxPayloadMB: 20,
        strategy: 'MultiRecord',
        env: { LOG_LEVEL: 'debug' },
        invocationTimeoutSeconds: 120,
        invocationRetries: 0
      },
      control: { tags: [{ Key: 'team', Value: 'vision' }] }
    })
    const request = buildCreateTransformJobInput(settled(spec), { jobName: 'job-1', modelName: 'model-1' })
    expect(request).toEqual({
      TransformJobName: 'job-1',
      ModelName: 'model-1',
      TransformInput: {
        DataSource: {
          S3DataSource: { S3DataType: 'ManifestFile', S3Uri: 's3://bucket/manifests/eval.manifest' }
        },
        ContentType: 'application/jsonlines',
        CompressionType: 'Gzip',
        SplitType: 'Line'
      },
      TransformOutput: {
        S3OutputPath: 's3://bucket/out/',
        Accept: 'application/jsonlines',
        AssembleWith: 'Line',
        KmsKeyId: 'alias/out'
      },
      TransformResources: {
        InstanceType: 'ml.g5.xlarge',
        InstanceCount: 3,
        VolumeKmsKeyId: 'arn:aws:kms:us-east-1:123456789012:key/abc'
      },
      BatchStrategy: 'MultiRecord',
      MaxConcurrentTransforms: 4,
      MaxPayloadInMB: 20,
      Environment: { LOG_LEVEL: 'debug' },
      ModelClientConfig: { InvocationsTimeoutInSeconds: 120, InvocationsMaxRetries: 0 },
      DataProcessing: { InputFilter: '$.features', OutputFilter: '$.SageMakerOutput', JoinSource: 'Input' },
      Tags: [{ Key: 'team', Value: 'vision' }]
    })
    expect(validateShape(api, 'CreateTransformJobRequest', request)).toEqual([])
  })

  it('sends ModelClientConfig even when nothing else is optional, and no empty members', () => {
    const request = buildCreateTransformJobInput(settled(sagemakerSpec()), { jobName: 'j', modelName: 'm' })
    expect(request).toEqual({
      TransformJobName: 'j',
      ModelName: 'm',
      TransformInput: {
        DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: 's3://bucket/input/' } },
        CompressionType: 'None',
        SplitType: 'None'
      },
      TransformOutput: { S3OutputPath: 's3://bucket/output/', AssembleWith: 'None' },
      TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 },
      ModelClientConfig: { InvocationsTimeoutInSeconds: 600, InvocationsMaxRetries: 1 }
    })
  })

  it('gives the container what the framework images read, model-env last', () => {
    const spec = sagemakerSpec({
      model: {
        entryPoint: 'serve.py',
        env: { SAGEMAKER_MODEL_SERVER_WORKERS: '2', SAGEMAKER_REGION: 'eu-west-1' },
        vpcSubnets: ['subnet-1'],
        vpcSecurityGroups: ['sg-1'],
        networkIsolation: true
      },
      control: { tags: [{ Key: 'a', Value: 'b' }] }
    })
    const request = buildCreateModelInput(spec, {
      modelName: 'm',
      image: 'img:1',
      modelDataUrl: 's3://b/k/model.tar.gz',
      region: 'us-east-1'
    })
    expect(request).toEqual({
      ModelName: 'm',
      ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
      PrimaryContainer: {
        Image: 'img:1',
        Mode: 'SingleModel',
        ModelDataUrl: 's3://b/k/model.tar.gz',
        Environment: {
          SAGEMAKER_PROGRAM: 'serve.py',
          SAGEMAKER_SUBMIT_DIRECTORY: '/opt/ml/model/code',
          SAGEMAKER_REGION: 'eu-west-1',
          SAGEMAKER_MODEL_SERVER_WORKERS: '2'
        }
      },
      VpcConfig: { Subnets: ['subnet-1'], SecurityGroupIds: ['sg-1'] },
      EnableNetworkIsolation: true,
      Tags: [{ Key: 'a', Value: 'b' }]
    })
    expect(validateShape(api, 'CreateModelInput', request)).toEqual([])
  })
})

describe('names', () => {
  const env = {
    GITHUB_RUN_ID: '12345678901',
    GITHUB_RUN_ATTEMPT: '2',
    GITHUB_REPOSITORY: 'acme/Vision_Models'
  }

  it('builds <prefix>-<run>-<attempt>-<hash> from the model directory', () => {
    const spec = sagemakerSpec({ model: { path: './models/ResNet_50 v2/' } })
    expect(namePrefix(spec, env)).toBe('resnet-50-v2')
    expect(defaultName(namePrefix(spec, env), env, 'abcd1234', 0)).toBe('resnet-50-v2-12345678901-2-abcd1234')
    expect(namePrefix(sagemakerSpec({ model: { path: 'dist/model.tar.gz' } }), env)).toBe('model')
    expect(
      namePrefix(sagemakerSpec({ model: { path: undefined, dataUrl: 's3://b/x/y/model.tar.gz' } }), env)
    ).toBe('y')
    expect(namePrefix(sagemakerSpec({ model: { path: undefined } }), env)).toBe('vision-models')
    expect(namePrefix(sagemakerSpec({ model: { path: '___' } }), {})).toBe('transform')
  })

  it('always fits 63 characters and the API pattern', () => {
    const long = 'a'.repeat(40) + '--__' + 'b'.repeat(40)
    for (const prefix of [long, '-x-', '', '9', 'x'.repeat(63)]) {
      for (const e of [env, {}, { GITHUB_RUN_ID: '9'.repeat(30), GITHUB_RUN_ATTEMPT: '99' }]) {
        const name = defaultName(prefix, e, 'ffffffff', Date.UTC(2026, 0, 1))
        expect(name.length).toBeLessThanOrEqual(63)
        expect(isValidName(name)).toBe(true)
        expect(validateShape(api, 'TransformJobName', name)).toEqual([])
        expect(validateShape(api, 'ModelName', name)).toEqual([])
      }
    }
    expect(defaultName(long, env, 'ffffffff', 0)).toBe(`${'a'.repeat(40)}-12345678901-2-ffffffff`)
    expect(defaultName('model', {}, 'ffffffff', 1_767_225_600_000)).toBe('model-mjuohs00-ffffffff')
    expect(sanitizeName('--A__b--')).toBe('a-b')
  })

  it('hashes values, not key order', () => {
    expect(shortHash({ a: 1, b: { c: 2, d: 3 } })).toBe(shortHash({ b: { d: 3, c: 2 }, a: 1 }))
    expect(shortHash({ a: 1 })).not.toBe(shortHash({ a: 2 }))
  })
})

describe('retries and the poll schedule', () => {
  it('retries throttling, 5xx and dropped connections, nothing else', async () => {
    const throttle = Object.assign(new Error('Rate exceeded'), {
      name: 'ThrottlingException',
      $metadata: { httpStatusCode: 400 }
    })
    const internal = Object.assign(new Error('boom'), {
      name: 'InternalFailure',
      $metadata: { httpStatusCode: 500 }
    })
    const invalid = Object.assign(new Error('bad'), {
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 }
    })
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    expect([throttle, internal, reset].map(isRetryable)).toEqual([true, true, true])
    expect(isRetryable(invalid)).toBe(false)
    expect([throttle, internal, reset].map(mayHaveApplied)).toEqual([false, true, true])

    const waits: number[] = []
    let calls = 0
    const value = await withRetry(
      async () => {
        calls++
        if (calls < 4) throw throttle
        return 'done'
      },
      { sleep: async ms => void waits.push(ms), random: () => 0.5 }
    )
    expect(value).toBe('done')
    expect(waits).toEqual([375, 750, 1500])
    await expect(withRetry(() => Promise.reject(invalid), { sleep: async () => {} })).rejects.toBe(invalid)
    expect(backoffMs(20, () => 1)).toBe(20_000)
  })

  it('starts at 5 s and grows to 30 s while nothing says how far the job is', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(pollInterval)).toEqual([
      5000, 7500, 11250, 16875, 25313, 30000, 30000, 30000, 30000
    ])
    expect(formatElapsed(3_723_000)).toBe('1h02m03s')
    expect(formatElapsed(245_000)).toBe('4m05s')
    expect(formatElapsed(12_000)).toBe('12s')
    expect(consoleUrl('eu-west-1', 'j')).toBe(
      'https://eu-west-1.console.aws.amazon.com/sagemaker/home?region=eu-west-1#/transform-jobs/j'
    )
  })
})
