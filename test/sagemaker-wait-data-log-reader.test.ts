// Reading a running job's data-log through the real CloudWatch Logs client against the emulator: streams
// that appear late, several instances' lines, the wait's budget, throttling and a missing permission.
import { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import { CreateModelCommand, CreateTransformJobCommand, SageMakerClient } from '@aws-sdk/client-sagemaker'
import { DataLogReader } from '../src/backends/sagemaker/wait/data-log-reader.js'
import { FailuresSeen } from '../src/backends/sagemaker/wait/failures-seen.js'
import { logCallsAllowed } from '../src/backends/sagemaker/wait/poll.js'
import { transformJobRequest } from './support/emulator/requests.js'
import { captureLog } from './support/emulator/spec.js'
import {
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'

let emulator: SageMakerEmulator
afterEach(() => emulator.close())

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)

/** A job on `instances` instances, and a reader of its data-log on a clock the test moves. */
async function setUp(instances: number, options: EmulatorOptions = {}) {
  let t = T0
  emulator = await startSageMakerEmulator({ clock: () => t, ...options })
  const sm = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  await sm.send(
    new CreateModelCommand({
      ModelName: 'm',
      ExecutionRoleArn: 'arn:aws:iam::123456789012:role/r',
      PrimaryContainer: { Image: 'i' }
    })
  )
  await sm.send(
    new CreateTransformJobCommand(
      transformJobRequest(
        'j',
        { model: 'm', input: 's3://b/in/', output: 's3://b/out/' },
        {
          TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: instances }
        }
      )
    )
  )
  const log = captureLog()
  const failures = new FailuresSeen()
  const reader = new DataLogReader({
    client: new CloudWatchLogsClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 }),
    jobName: 'j',
    instanceCount: instances,
    failures,
    log,
    now: () => t
  })
  const fail = (key: string, status: string, ...answer: string[]) => {
    const object = `b/in/${key}`
    const lines = [status, '', 'Message:', ...answer].map(l => `${object}: ${l}`)
    emulator.appendDataLog('j', lines, { object })
  }
  return { reader, failures, log, fail, advance: (ms: number) => void (t += ms) }
}

const logCalls = (op?: string) =>
  emulator.requests.filter(r => r.service === 'logs' && (!op || r.operation === op))

describe('the data-log reader', () => {
  it('finds a stream that appears late and follows each instance from where it stopped', async () => {
    const { reader, failures, log, fail } = await setUp(2)
    await reader.poll()
    // No stream yet: the group does not exist, which is no error.
    expect(failures.count).toBe(0)
    expect(log.warnings).toEqual([])
    emulator.appendDataLog('j', ['MaxConcurrentTransforms=4, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD'], {
      instance: 0
    })
    fail('a.jpg', 'ClientError: 413', 'too big')
    await reader.poll()
    emulator.appendDataLog('j', ['MaxConcurrentTransforms=4, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD'], {
      instance: 1
    })
    for (let i = 0; i < 6; i++)
      fail(`k${i}.jpg`, 'Bad HTTP status received from algorithm: 500', `ValueError: ${i}`)
    await reader.poll()
    expect(emulator.logs.streams('/aws/sagemaker/TransformJobs')).toHaveLength(2)
    expect(failures.count).toBe(7)
    expect(failures.reasonOf('in/a.jpg')).toBe('HTTP 413: too big')
    expect(failures.reasonOf('in/k5.jpg')).toBe('HTTP 500: ValueError: 5')
    expect(failures.uriOf('in/k5.jpg')).toBe('s3://b/in/k5.jpg')
    // The settings line once, though each instance writes it.
    expect(log.lines.filter(l => l.startsWith('SageMaker used:'))).toEqual([
      "SageMaker used: MaxConcurrentTransforms=4, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD (the job's data-log)"
    ])
    // Each stream is read from its head once, then from where the last read stopped.
    for (const stream of emulator.logs.streams('/aws/sagemaker/TransformJobs')) {
      const from = logCalls('GetLogEvents')
        .filter(r => r.body.logStreamName === stream)
        .map(r => (r.body.nextToken === undefined ? -1 : Number(String(r.body.nextToken).slice(2))))
      expect(from[0]).toBe(-1)
      expect(from.slice(1).every((n, i) => n >= 0 && n >= from[i])).toBe(true)
    }
    expect(logCalls('FilterLogEvents')).toEqual([])
  })

  it('stays within the budget of the wait however often it is asked', async () => {
    const { reader, advance } = await setUp(1)
    emulator.appendDataLog('j', ['MaxConcurrentTransforms=1, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD'])
    for (let i = 0; i < 100; i++) await reader.poll()
    expect(logCalls()).toHaveLength(logCallsAllowed(0, 1))
    expect(logCallsAllowed(0, 1)).toBe(40)
    // An hour later the budget has grown by 260 (130 per stream, 130 for the listings).
    advance(3_600_000)
    for (let i = 0; i < 400; i++) await reader.poll()
    expect(logCalls()).toHaveLength(300)
    expect(reader.calls).toBe(300)
  })

  it('skips 2, 4, 8 polls after each throttled read, and reads on once the throttling ends', async () => {
    const { reader, failures, fail } = await setUp(1, {
      faults: { throttleShare: 1, operations: ['GetLogEvents'] }
    })
    fail('a.jpg', 'ClientError: 400', 'bad')
    const reads: number[] = []
    for (let poll = 1; poll <= 16; poll++) {
      const before = logCalls('GetLogEvents').length
      await reader.poll()
      if (logCalls('GetLogEvents').length > before) reads.push(poll)
    }
    expect(reads).toEqual([1, 3, 7, 15])
    expect(failures.count).toBe(0)
    emulator.options.faults = undefined
    for (let poll = 17; poll <= 31; poll++) await reader.poll()
    expect(failures.reasonOf('in/a.jpg')).toBe('HTTP 400: bad')
  })

  it('without permission: one note naming the permissions, then no more calls', async () => {
    const { reader, log } = await setUp(1, { logsDenied: true })
    for (let i = 0; i < 5; i++) await reader.poll()
    expect(logCalls()).toHaveLength(1)
    expect(reader.denied).toBe(true)
    expect(log.warnings).toEqual([
      expect.stringMatching(
        /^Failed inputs will be reported without their reasons: reading the job's data-log needs logs:DescribeLogStreams and logs:GetLogEvents on the log group \/aws\/sagemaker\/TransformJobs \(.*is not authorized to perform: logs:DescribeLogStreams.*\)\. The job goes on\.$/
      )
    ])
  })

  it('finds a stream that appears after every instance already has one, within ten polls', async () => {
    const { reader, failures } = await setUp(1)
    emulator.appendDataLog('j', ['MaxConcurrentTransforms=1, MaxPayloadInMB=6, BatchStrategy=MULTI_RECORD'], {
      instance: 0
    })
    await reader.poll()
    // The instance is replaced: its successor writes a stream of its own after the first listing.
    emulator.appendDataLog(
      'j',
      ['b/in/late.jpg: ClientError: 400', 'b/in/late.jpg: ', 'b/in/late.jpg: Message:', 'b/in/late.jpg: no'],
      {
        instance: 1
      }
    )
    let polls = 1
    while (failures.count === 0 && polls < 20) {
      await reader.poll()
      polls++
    }
    expect(failures.reasonOf('in/late.jpg')).toBe('HTTP 400: no')
    expect(polls).toBeLessThanOrEqual(11)
  })

  it("lists every page of the job's streams", async () => {
    // 30 instances: 60 streams (each instance's log and its data-log), over two pages of 50.
    const { reader, failures } = await setUp(30)
    for (let n = 0; n < 30; n++) {
      emulator.appendLog('j', 'starting', { instance: `i-${String(n).padStart(4, '0')}` })
      const object = `b/in/img-${n}.jpg`
      emulator.appendDataLog(
        'j',
        [`${object}: ClientError: 400`, `${object}: `, `${object}: Message:`, `${object}: bad ${n}`],
        {
          instance: n
        }
      )
    }
    expect(emulator.logs.streams('/aws/sagemaker/TransformJobs')).toHaveLength(60)
    await reader.poll()
    expect(logCalls('DescribeLogStreams')).toHaveLength(2)
    expect(failures.count).toBe(30)
    expect(failures.reasonOf('in/img-29.jpg')).toBe('HTTP 400: bad 29')
  })

  it('throttled again after it recovered: the skips start over at 2', async () => {
    const { reader, failures, fail } = await setUp(1, {
      faults: { throttleShare: 1, operations: ['GetLogEvents'] }
    })
    fail('a.jpg', 'ClientError: 400', 'bad')
    const readsIn = async (from: number, to: number): Promise<number[]> => {
      const reads: number[] = []
      for (let poll = from; poll <= to; poll++) {
        const before = logCalls('GetLogEvents').length
        await reader.poll()
        if (logCalls('GetLogEvents').length > before) reads.push(poll)
      }
      return reads
    }
    expect(await readsIn(1, 16)).toEqual([1, 3, 7, 15])
    emulator.options.faults = undefined
    expect(await readsIn(17, 31)).toEqual([31])
    expect(failures.count).toBe(1)
    expect(await readsIn(32, 33)).toEqual([32, 33])
    emulator.options.faults = { throttleShare: 1, operations: ['GetLogEvents'] }
    // The same backing-off as the first time, not where it had got to.
    expect(await readsIn(34, 42)).toEqual([34, 36, 40])
  })
})
