// The post step: a job the main step was waiting for and left InProgress gets stopped; nothing else.
import { CreateModelCommand, CreateTransformJobCommand, SageMakerClient } from '@aws-sdk/client-sagemaker'
import { runPost } from '../src/backends/sagemaker/post.js'
import {
  STATE_JOB_NAME,
  STATE_REGION,
  STATE_SAGEMAKER_ENDPOINT
} from '../src/backends/sagemaker/post-state.js'
import { captureLog } from './support/emulator/spec.js'
import { startSageMakerEmulator, type SageMakerEmulator } from './support/sagemaker-emulator.js'

let emulator: SageMakerEmulator
let sm: SageMakerClient

beforeEach(async () => {
  emulator = await startSageMakerEmulator({
    script: req => (req.TransformJobName === 'done' ? { runMs: 0, status: 'Completed' } : undefined)
  })
  sm = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  await sm.send(new CreateModelCommand({ ModelName: 'm', PrimaryContainer: { Image: 'img' } }))
  for (const name of ['running', 'done'])
    await sm.send(
      new CreateTransformJobCommand({
        TransformJobName: name,
        ModelName: 'm',
        TransformInput: { DataSource: { S3DataSource: { S3DataType: 'S3Prefix', S3Uri: 's3://b/in/' } } },
        TransformOutput: { S3OutputPath: 's3://b/out/' },
        TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 1 }
      })
    )
  emulator.requests.length = 0
})
afterEach(() => emulator.close())

function state(jobName: string): (name: string) => string {
  const saved: Record<string, string> = {
    [STATE_JOB_NAME]: jobName,
    [STATE_REGION]: 'us-east-1',
    [STATE_SAGEMAKER_ENDPOINT]: emulator.url
  }
  return name => saved[name] ?? ''
}

describe('post step', () => {
  it('stops a job left InProgress', async () => {
    const log = captureLog()
    expect(await runPost({ getState: state('running'), env: {}, log })).toBe('stopped')
    expect(emulator.requests.map(r => [r.operation, r.body])).toEqual([
      ['DescribeTransformJob', { TransformJobName: 'running' }],
      ['StopTransformJob', { TransformJobName: 'running' }]
    ])
    expect(emulator.jobs.get('running')!.status).toBe('Stopping')
    expect(log.lines).toEqual(['Transform job running was still InProgress: StopTransformJob sent.'])
  })

  it('signs with the credentials of role-to-assume for the saved region when given', async () => {
    const asked: Array<string | undefined> = []
    const credentials = (region: string | undefined) => {
      asked.push(region)
      return Object.assign(
        async () => ({ accessKeyId: 'ASIAPOSTSTEP', secretAccessKey: 's', sessionToken: 't' }),
        { memoized: true as const }
      )
    }
    expect(await runPost({ getState: state('running'), env: {}, log: captureLog(), credentials })).toBe(
      'stopped'
    )
    expect(asked).toEqual(['us-east-1'])
    expect(emulator.requests.map(r => [r.operation, r.accessKeyId])).toEqual([
      ['DescribeTransformJob', 'ASIAPOSTSTEP'],
      ['StopTransformJob', 'ASIAPOSTSTEP']
    ])
  })

  it('leaves an ended job alone, and does nothing without saved state', async () => {
    expect(await runPost({ getState: state('done'), env: {}, log: captureLog() })).toBe('not-running')
    expect(emulator.count('StopTransformJob')).toBe(0)
    expect(await runPost({ getState: () => '', env: {}, log: captureLog() })).toBe('no-job')
    expect(emulator.requests).toHaveLength(1)
  })

  it('reads the state the main step saved (STATE_* variables) and retries throttling', async () => {
    const saved = {
      [`STATE_${STATE_JOB_NAME}`]: 'running',
      [`STATE_${STATE_REGION}`]: 'us-east-1',
      [`STATE_${STATE_SAGEMAKER_ENDPOINT}`]: emulator.url
    }
    Object.assign(process.env, saved)
    try {
      emulator.failNext('StopTransformJob', 'throttle')
      const log = captureLog()
      expect(await runPost({ sleep: async () => {}, log })).toBe('stopped')
      expect(emulator.requests.map(r => `${r.operation}:${r.answer}`)).toEqual([
        'DescribeTransformJob:ok',
        'StopTransformJob:ThrottlingException',
        'StopTransformJob:ok'
      ])
    } finally {
      for (const k of Object.keys(saved)) delete process.env[k]
    }
  })

  it('warns (and names the job) when it cannot reach SageMaker', async () => {
    const log = captureLog()
    const dead = (n: string): string =>
      n === STATE_SAGEMAKER_ENDPOINT ? 'http://127.0.0.1:9' : state('running')(n)
    expect(await runPost({ getState: dead, env: {}, log, sleep: async () => {} })).toBe('unknown')
    expect(log.warnings[0]).toMatch(
      /^Could not check or stop transform job running: .*Stop it in the SageMaker console\.$/
    )
  })
})
