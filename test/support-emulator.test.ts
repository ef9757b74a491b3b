// The SageMaker emulator itself, through the real SDK: it must reject what the service rejects (so tests
// passing against it mean something), and run the job lifecycle the service runs.
import {
  DescribeLogStreamsCommand,
  GetLogEventsCommand,
  CloudWatchLogsClient
} from '@aws-sdk/client-cloudwatch-logs'
import {
  AddTagsCommand,
  CreateModelCommand,
  CreateTransformJobCommand,
  DeleteModelCommand,
  DescribeModelCommand,
  DescribeTransformJobCommand,
  ListTagsCommand,
  ListTransformJobsCommand,
  SageMakerClient,
  StopTransformJobCommand,
  type CreateTransformJobCommandInput
} from '@aws-sdk/client-sagemaker'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'
import { loadApiModel, validateShape } from './support/emulator/validate.js'
import { transformJobRequest } from './support/emulator/requests.js'

const MODEL = {
  ModelName: 'm1',
  ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
  PrimaryContainer: {
    Image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
    ModelDataUrl: 's3://b/m/model.tar.gz'
  }
}

const job = (
  name: string,
  over: Partial<CreateTransformJobCommandInput> = {}
): CreateTransformJobCommandInput =>
  transformJobRequest(name, { model: 'm1', input: 's3://b/in/', output: 's3://b/out/' }, over)

function client(emulator: SageMakerEmulator): SageMakerClient {
  return new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
}

async function rejection(p: Promise<unknown>): Promise<{ name: string; message: string; status?: number }> {
  try {
    await p
  } catch (err) {
    const e = err as { name: string; message: string; $metadata?: { httpStatusCode?: number } }
    return { name: e.name, message: e.message, status: e.$metadata?.httpStatusCode }
  }
  throw new Error('expected the call to be rejected')
}

describe('SageMaker emulator: validation against the API model', () => {
  let emulator: SageMakerEmulator
  let sm: SageMakerClient
  beforeEach(async () => {
    emulator = await startSageMakerEmulator()
    sm = client(emulator)
    await sm.send(new CreateModelCommand(MODEL))
  })
  afterEach(() => emulator.close())

  it('names the member for mistakes that slip past input parsing', async () => {
    const cases: Array<[Partial<CreateTransformJobCommandInput>, string]> = [
      [
        { TransformJobName: 'my_job' },
        "at 'transformJobName' failed to satisfy constraint: Member must satisfy regular expression pattern"
      ],
      [
        { TransformJobName: 'x'.repeat(64) },
        "at 'transformJobName' failed to satisfy constraint: Member must have length less than or equal to 63"
      ],
      [
        { TransformResources: { InstanceType: 'ml.p3.2xl' as never, InstanceCount: 1 } },
        "Value 'ml.p3.2xl' at 'transformResources.instanceType' failed to satisfy constraint: Member must satisfy enum value set: [ml.m4.xlarge"
      ],
      [
        { TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 0 } },
        "Value '0' at 'transformResources.instanceCount' failed to satisfy constraint: Member must have value greater than or equal to 1"
      ],
      [
        { Environment: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`K${i}`, 'v'])) },
        "at 'environment' failed to satisfy constraint: Member must have length less than or equal to 16"
      ],
      [
        { Environment: { '1BAD': 'v' } },
        "Value '1BAD' at 'environment.1BAD.key' failed to satisfy constraint: Member must satisfy regular expression pattern"
      ],
      [
        { ModelClientConfig: { InvocationsTimeoutInSeconds: 3601, InvocationsMaxRetries: 4 } },
        "Value '3601' at 'modelClientConfig.invocationsTimeoutInSeconds' failed to satisfy constraint: Member must have value less than or equal to 3600; Value '4' at 'modelClientConfig.invocationsMaxRetries'"
      ],
      [
        { DataProcessing: { InputFilter: `$.${'a'.repeat(62)}` } },
        "at 'dataProcessing.inputFilter' failed to satisfy constraint: Member must have length less than or equal to 63"
      ],
      [
        { TransformOutput: { S3OutputPath: 'bucket/out' } },
        "Value 'bucket/out' at 'transformOutput.s3OutputPath' failed to satisfy constraint: Member must satisfy regular expression pattern"
      ],
      [
        {
          TransformInput: {
            DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: 's3://b/in/' } },
            SplitType: 'TfRecord' as never
          }
        },
        "Value 'TfRecord' at 'transformInput.splitType' failed to satisfy constraint: Member must satisfy enum value set: [None, Line, RecordIO, TFRecord]"
      ],
      [
        { Tags: [{ Key: 'team', Value: 'ml#1' }] },
        "Value 'ml#1' at 'tags.1.member.value' failed to satisfy constraint"
      ],
      [
        { TransformOutput: { S3OutputPath: 's3://b/o/', KmsKeyId: 'alias/my key' } },
        "at 'transformOutput.kmsKeyId'"
      ]
    ]
    for (const [over, expected] of cases) {
      const err = await rejection(sm.send(new CreateTransformJobCommand(job('j1', over))))
      expect(err.name).toBe('ValidationException')
      expect(err.status).toBe(400)
      expect(err.message).toContain(expected)
    }
    expect(emulator.jobs.size).toBe(0)
  })

  it('rejects missing required members, unknown members and wrong types (raw JSON 1.1)', async () => {
    const post = async (
      body: unknown
    ): Promise<{ status: number; json: { __type: string; message: string } }> => {
      const res = await fetch(emulator.url, {
        method: 'POST',
        headers: {
          'x-amz-target': 'SageMaker.CreateTransformJob',
          'content-type': 'application/x-amz-json-1.1',
          authorization: 'AWS4-HMAC-SHA256 Credential=TEST/20260105/us-east-1/sagemaker/aws4_request'
        },
        body: JSON.stringify(body)
      })
      return { status: res.status, json: (await res.json()) as { __type: string; message: string } }
    }
    const { TransformOutput: _o, ...noOutput } = job('j2')
    let r = await post(noOutput)
    expect(r.status).toBe(400)
    expect(r.json).toEqual({
      __type: 'ValidationException',
      message:
        "1 validation error detected: Value null at 'transformOutput' failed to satisfy constraint: Member must not be null"
    })
    r = await post({ ...job('j2'), MaxPayload: 6 })
    expect(r.json.message).toContain(
      "at 'maxPayload' failed to satisfy constraint: Member is not defined in the CreateTransformJobRequest shape"
    )
    r = await post({ ...job('j2'), MaxPayloadInMB: '6' })
    expect(r.json.message).toContain(
      "Value '6' at 'maxPayloadInMB' failed to satisfy constraint: Member must be an integer"
    )
    r = await post({
      ...job('j2'),
      TransformInput: { DataSource: { S3DataSource: { S3Uri: 's3://b/in/' } } }
    })
    expect(r.json.message).toContain(
      "Value null at 'transformInput.dataSource.s3DataSource.s3DataType' failed to satisfy constraint: Member must not be null"
    )

    const unsigned = await fetch(emulator.url, {
      method: 'POST',
      headers: {
        'x-amz-target': 'SageMaker.ListTransformJobs',
        'content-type': 'application/x-amz-json-1.1'
      },
      body: '{}'
    })
    expect(unsigned.status).toBe(403)
  })

  it('accepts every member our builders can send (the model has no stray constraints)', () => {
    const api = loadApiModel()
    expect(validateShape(api, 'ModelName', 'a-b-1')).toEqual([])
    expect(validateShape(api, 'TagKey', 'équipe')).toEqual([])
    expect(validateShape(api, 'ModelName', 'a-')).toHaveLength(1)
  })
})

describe('SageMaker emulator: lifecycle', () => {
  let emulator: SageMakerEmulator
  let sm: SageMakerClient
  let t = Date.UTC(2026, 0, 5)
  afterEach(() => emulator.close())

  it('models: single-use names, describe, delete; jobs need an existing model', async () => {
    emulator = await startSageMakerEmulator()
    sm = client(emulator)
    const created = await sm.send(new CreateModelCommand(MODEL))
    expect(created.ModelArn).toBe('arn:aws:sagemaker:us-east-1:123456789012:model/m1')
    const again = await rejection(sm.send(new CreateModelCommand(MODEL)))
    expect(again).toMatchObject({
      name: 'ValidationException',
      message: 'Cannot create already existing model "arn:aws:sagemaker:us-east-1:123456789012:model/m1".'
    })
    const described = await sm.send(new DescribeModelCommand({ ModelName: 'm1' }))
    expect(described.PrimaryContainer?.ModelDataUrl).toBe('s3://b/m/model.tar.gz')
    expect(described.CreationTime).toBeInstanceOf(Date)
    const noModel = await rejection(sm.send(new CreateTransformJobCommand(job('j', { ModelName: 'nope' }))))
    expect(noModel).toMatchObject({
      name: 'ValidationException',
      message: expect.stringContaining('Could not find model')
    })
    await sm.send(new DeleteModelCommand({ ModelName: 'm1' }))
    expect((await rejection(sm.send(new DescribeModelCommand({ ModelName: 'm1' })))).message).toContain(
      'Could not find model'
    )
  })

  it('runs a scripted job on its clock, stops jobs, keeps names single-use, lists and tags', async () => {
    emulator = await startSageMakerEmulator({
      clock: () => t,
      stopMs: 30_000,
      script: req =>
        req.TransformJobName === 'fails'
          ? {
              runMs: 120_000,
              status: 'Failed',
              failureReason: 'ClientError: See job logs for more information'
            }
          : { runMs: 600_000, status: 'Completed' }
    })
    sm = client(emulator)
    await sm.send(new CreateModelCommand(MODEL))
    await sm.send(new CreateTransformJobCommand(job('ok', { Tags: [{ Key: 'team', Value: 'vision' }] })))
    await sm.send(new CreateTransformJobCommand(job('fails')))
    await sm.send(new CreateTransformJobCommand(job('stopped')))

    const inUse = await rejection(sm.send(new CreateTransformJobCommand(job('ok'))))
    expect(inUse.name).toBe('ResourceInUse')
    expect(inUse.message).toContain('a job with this name already exists')

    const status = async (name: string): Promise<string | undefined> =>
      (await sm.send(new DescribeTransformJobCommand({ TransformJobName: name }))).TransformJobStatus
    expect(await status('ok')).toBe('InProgress')
    await sm.send(new StopTransformJobCommand({ TransformJobName: 'stopped' }))
    expect(await status('stopped')).toBe('Stopping')
    t += 120_000
    expect(await status('fails')).toBe('Failed')
    expect(await status('stopped')).toBe('Stopped')
    const failed = await sm.send(new DescribeTransformJobCommand({ TransformJobName: 'fails' }))
    expect(failed.FailureReason).toBe('ClientError: See job logs for more information')
    expect(failed.TransformEndTime!.getTime()).toBe(failed.CreationTime!.getTime() + 120_000)
    t += 480_000
    expect(await status('ok')).toBe('Completed')

    const stopDone = await rejection(sm.send(new StopTransformJobCommand({ TransformJobName: 'ok' })))
    expect(stopDone.name).toBe('ValidationException')
    const stopMissing = await rejection(sm.send(new StopTransformJobCommand({ TransformJobName: 'ghost' })))
    expect(stopMissing.name).toBe('ResourceNotFound')
    const missing = await rejection(sm.send(new DescribeTransformJobCommand({ TransformJobName: 'ghost' })))
    expect(missing).toMatchObject({
      name: 'ValidationException',
      message: 'Could not find requested job with name ghost'
    })

    const listed = await sm.send(new ListTransformJobsCommand({ StatusEquals: 'Completed' }))
    expect(listed.TransformJobSummaries?.map(s => s.TransformJobName)).toEqual(['ok'])
    const page = await sm.send(
      new ListTransformJobsCommand({ MaxResults: 2, SortBy: 'Name', SortOrder: 'Ascending' })
    )
    expect(page.TransformJobSummaries?.map(s => s.TransformJobName)).toEqual(['fails', 'ok'])
    expect(page.NextToken).toBeDefined()
    // The token leads to the rest, and the last page has none.
    const next = await sm.send(
      new ListTransformJobsCommand({
        MaxResults: 2,
        SortBy: 'Name',
        SortOrder: 'Ascending',
        NextToken: page.NextToken
      })
    )
    expect(next.TransformJobSummaries?.map(s => s.TransformJobName)).toEqual(['stopped'])
    expect(next.NextToken).toBeUndefined()

    const arn = (await sm.send(new DescribeTransformJobCommand({ TransformJobName: 'ok' }))).TransformJobArn!
    await sm.send(new AddTagsCommand({ ResourceArn: arn, Tags: [{ Key: 'run', Value: '42' }] }))
    expect((await sm.send(new ListTagsCommand({ ResourceArn: arn }))).Tags).toEqual([
      { Key: 'team', Value: 'vision' },
      { Key: 'run', Value: '42' }
    ])
  })

  it('injects throttling and 500s at a seeded share, and single faults on demand', async () => {
    emulator = await startSageMakerEmulator({ faults: { throttleShare: 0.3, internalShare: 0.1, seed: 7 } })
    sm = client(emulator)
    const answers: string[] = []
    for (let i = 0; i < 200; i++) {
      try {
        await sm.send(new ListTransformJobsCommand({}))
        answers.push('ok')
      } catch (err) {
        answers.push(
          `${(err as Error).name}:${(err as { $metadata: { httpStatusCode: number } }).$metadata.httpStatusCode}`
        )
      }
    }
    const share = (a: string): number => answers.filter(x => x === a).length / answers.length
    expect(share('ThrottlingException:400')).toBeGreaterThan(0.2)
    expect(share('ThrottlingException:400')).toBeLessThan(0.4)
    expect(share('InternalFailure:500')).toBeGreaterThan(0.04)
    expect(share('InternalFailure:500')).toBeLessThan(0.16)

    const quiet = await startSageMakerEmulator()
    try {
      const q = client(quiet)
      quiet.failNext('CreateModel', 'internal', true)
      const lost = await rejection(q.send(new CreateModelCommand(MODEL)))
      expect(lost.status).toBe(500)
      // The call was carried out although its answer was an error.
      expect(quiet.models.has('m1')).toBe(true)
      expect(quiet.accepted('CreateModel')).toHaveLength(0)
    } finally {
      await quiet.close()
    }
  })

  it('runs jobs through an executor and serves their CloudWatch logs', async () => {
    let release = (): void => {}
    const gate = new Promise<void>(resolve => (release = resolve))
    emulator = await startSageMakerEmulator({
      executor: async (req, model, tools) => {
        tools.log(`serving ${model.PrimaryContainer?.ModelDataUrl}`)
        await gate
        tools.log(`wrote ${req.TransformOutput?.S3OutputPath}`)
        return { status: 'Completed' }
      }
    })
    sm = client(emulator)
    await sm.send(new CreateModelCommand(MODEL))
    await sm.send(new CreateTransformJobCommand(job('exec')))
    expect(
      (await sm.send(new DescribeTransformJobCommand({ TransformJobName: 'exec' }))).TransformJobStatus
    ).toBe('InProgress')
    release()
    await new Promise(resolve => setTimeout(resolve, 10))
    expect(
      (await sm.send(new DescribeTransformJobCommand({ TransformJobName: 'exec' }))).TransformJobStatus
    ).toBe('Completed')

    const logs = new CloudWatchLogsClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
    const streams = await logs.send(
      new DescribeLogStreamsCommand({
        logGroupName: '/aws/sagemaker/TransformJobs',
        logStreamNamePrefix: 'exec/'
      })
    )
    // The instance's own stream and its data-log, which starts with the settings the job uses.
    expect(streams.logStreams).toHaveLength(2)
    const name = streams.logStreams![0].logStreamName!
    expect(name).toMatch(/^exec\/i-[0-9a-f]+-\d+$/)
    expect(streams.logStreams![1].logStreamName).toBe(`${name}/data-log`)
    const dataLog = await logs.send(
      new GetLogEventsCommand({
        logGroupName: '/aws/sagemaker/TransformJobs',
        logStreamName: `${name}/data-log`,
        startFromHead: true
      })
    )
    expect(dataLog.events?.map(e => e.message)).toEqual([
      expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}:\[sagemaker logs\]: MaxConcurrentTransforms=\d+, MaxPayloadInMB=\d+, BatchStrategy=(MULTI|SINGLE)_RECORD$/
      )
    ])
    const first = await logs.send(
      new GetLogEventsCommand({
        logGroupName: '/aws/sagemaker/TransformJobs',
        logStreamName: name,
        startFromHead: true
      })
    )
    expect(first.events?.map(e => e.message)).toEqual(['serving s3://b/m/model.tar.gz', 'wrote s3://b/out/'])
    const next = await logs.send(
      new GetLogEventsCommand({
        logGroupName: '/aws/sagemaker/TransformJobs',
        logStreamName: name,
        nextToken: first.nextForwardToken
      })
    )
    expect(next.events).toEqual([])
    expect(next.nextForwardToken).toBe(first.nextForwardToken)
    const noGroup = await rejection(logs.send(new DescribeLogStreamsCommand({ logGroupName: '/nope' })))
    expect(noGroup.name).toBe('ResourceNotFoundException')
  })
})

describe('SageMaker emulator: CloudWatch Logs', () => {
  const GROUP = '/aws/sagemaker/TransformJobs'
  let emulator: SageMakerEmulator
  afterEach(() => emulator.close())

  function logsClient(): CloudWatchLogsClient {
    return new CloudWatchLogsClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  }

  async function jobWithDataLog(options: Parameters<typeof startSageMakerEmulator>[0]): Promise<string> {
    emulator = await startSageMakerEmulator(options)
    const sm = client(emulator)
    await sm.send(new CreateModelCommand(MODEL))
    await sm.send(
      new CreateTransformJobCommand(
        job('dl', { TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 2 } })
      )
    )
    return 'dl'
  }

  it('validates requests against the CloudWatch Logs API model', async () => {
    await jobWithDataLog({ script: () => ({ runMs: 1_000, status: 'Completed' }) })
    const logs = logsClient()
    const badLimit = await rejection(
      logs.send(new GetLogEventsCommand({ logGroupName: GROUP, logStreamName: 'dl/x', limit: 10_001 }))
    )
    expect(badLimit).toMatchObject({ name: 'InvalidParameterException', status: 400 })
    expect(badLimit.message).toContain(
      "Value '10001' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 10000"
    )
    const both = await rejection(
      logs.send(new DescribeLogStreamsCommand({ logGroupName: GROUP, logGroupIdentifier: GROUP }))
    )
    expect(both.message).toBe('You must include either logGroupName or logGroupIdentifier, but not both.')
    const pattern = await rejection(
      logs.send(new DescribeLogStreamsCommand({ logGroupName: GROUP, logStreamNamePrefix: 'dl:*' }))
    )
    expect(pattern.message).toContain("at 'logStreamNamePrefix' failed to satisfy constraint")
  })

  it("writes each instance's data-log, visible only after the ingestion delay", async () => {
    let t = Date.UTC(2026, 0, 5, 9, 0, 0)
    // An executed job that runs until it is stopped: each instance writes its settings line first.
    const name = await jobWithDataLog({
      clock: () => t,
      logDelayMs: 8_000,
      executor: (_job, _model, tools) =>
        new Promise(resolve => tools.signal.addEventListener('abort', () => resolve({ status: 'Completed' })))
    })
    emulator.appendDataLog(
      name,
      ['b/in/x.jpg: ClientError: 413', 'b/in/x.jpg: ', 'b/in/x.jpg: Message:', 'b/in/x.jpg: too big'],
      { object: 'b/in/x.jpg' }
    )
    const logs = logsClient()
    const streams = await logs.send(
      new DescribeLogStreamsCommand({ logGroupName: GROUP, logStreamNamePrefix: 'dl/' })
    )
    const names = streams.logStreams!.map(s => s.logStreamName)
    expect(names).toEqual([
      `dl/i-0a1b2c3d4e5f60001-${Math.floor(t / 1000)}/data-log`,
      `dl/i-0a1b2c3d4e5f60002-${Math.floor(t / 1000)}/data-log`
    ])
    const read = async (stream: string) =>
      (
        await logs.send(
          new GetLogEventsCommand({ logGroupName: GROUP, logStreamName: stream, startFromHead: true })
        )
      ).events!.map(e => e.message)
    const all = async () => [...(await read(names[0]!)), ...(await read(names[1]!))]
    expect(await all()).toEqual([])
    t += 8_000
    const lines = await all()
    expect(lines.filter(l => l?.includes('MaxConcurrentTransforms='))).toHaveLength(2)
    expect(lines.filter(l => l?.includes('b/in/x.jpg: '))).toEqual([
      '2026-01-05T09:00:00.000:[sagemaker logs]: b/in/x.jpg: ClientError: 413',
      '2026-01-05T09:00:00.000:[sagemaker logs]: b/in/x.jpg: ',
      '2026-01-05T09:00:00.000:[sagemaker logs]: b/in/x.jpg: Message:',
      '2026-01-05T09:00:00.000:[sagemaker logs]: b/in/x.jpg: too big'
    ])
  })

  it('refuses every logs call without permission, as a role without logs:* is refused', async () => {
    await jobWithDataLog({ logsDenied: true })
    const denied = await rejection(
      logsClient().send(new DescribeLogStreamsCommand({ logGroupName: GROUP, logStreamNamePrefix: 'dl/' }))
    )
    expect(denied.name).toBe('AccessDeniedException')
    expect(denied.message).toContain('is not authorized to perform: logs:DescribeLogStreams')
  })
})
