// The emulator's CloudWatch metrics, as the real @aws-sdk/client-cloudwatch sends and reads them (AWS JSON
// 1.0, query-compatible errors): the figures a test sets per instance come back by Host, late points stay
// hidden, requests outside the API model are refused, and a role without permission gets AccessDenied.
import { CloudWatchClient, GetMetricDataCommand, ListMetricsCommand } from '@aws-sdk/client-cloudwatch'
import { CreateModelCommand, CreateTransformJobCommand, SageMakerClient } from '@aws-sdk/client-sagemaker'
import { fakeClock } from './support/emulator/spec.js'
import { transformJobRequest } from './support/emulator/requests.js'
import {
  instanceId,
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'

const MODEL = {
  ModelName: 'm1',
  ExecutionRoleArn: 'arn:aws:iam::123456789012:role/SageMakerExecution',
  PrimaryContainer: { Image: 'img', ModelDataUrl: 's3://b/m/model.tar.gz' }
}

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

async function jobWithFigures(options: EmulatorOptions = {}) {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    metrics: () => ({
      0: { CPUUtilization: [310, 390, 350], MemoryUtilization: [40, 42, 41] },
      1: { CPUUtilization: [0.5, 0.4, 0.3] }
    }),
    ...options
  })
  open.push(emulator)
  const sm = new SageMakerClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  await sm.send(new CreateModelCommand(MODEL))
  const request = transformJobRequest(
    'job-a',
    { model: 'm1', input: 's3://b/in/', output: 's3://b/out/' },
    { TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 2 } }
  )
  await sm.send(new CreateTransformJobCommand(request))
  const cw = new CloudWatchClient({ region: 'us-east-1', endpoint: emulator.url, maxAttempts: 1 })
  return { clock, emulator, cw, created: clock.now() }
}

const query = (id: string, host: string, metric = 'CPUUtilization') => ({
  Id: id,
  MetricStat: {
    Metric: {
      Namespace: '/aws/sagemaker/TransformJobs',
      MetricName: metric,
      Dimensions: [{ Name: 'Host', Value: host }]
    },
    Period: 60,
    Stat: 'Average'
  }
})

describe('emulator: CloudWatch metrics of transform jobs', () => {
  it('answers GetMetricData per Host with the figures the test set, over AWS JSON 1.0', async () => {
    const { clock, emulator, cw, created } = await jobWithFigures()
    await clock.sleep(10 * 60_000)
    const answer = await cw.send(
      new GetMetricDataCommand({
        MetricDataQueries: [query('a', `job-a/${instanceId(0)}`), query('b', `job-a/${instanceId(1)}`)],
        StartTime: new Date(created - 60_000),
        EndTime: new Date(created + 10 * 60_000),
        ScanBy: 'TimestampAscending'
      })
    )
    const [a, b] = answer.MetricDataResults!
    expect(a.Values).toEqual([310, 390, 350])
    expect(a.Timestamps!.map(t => t.getTime())).toEqual([0, 1, 2].map(i => created + i * 60_000))
    expect(b.Values).toEqual([0.5, 0.4, 0.3])
    const sent = emulator.requests.find(r => r.operation === 'GetMetricData')!
    expect(sent.service).toBe('metrics')
    expect(sent.answer).toBe('ok')
  })

  it('lists the hosts that have points, and hides points not yet published', async () => {
    const { clock, cw } = await jobWithFigures({ metricsDelayMs: 3 * 60_000 })
    const list = () =>
      cw.send(
        new ListMetricsCommand({
          Namespace: '/aws/sagemaker/TransformJobs',
          MetricName: 'CPUUtilization',
          Dimensions: [{ Name: 'Host' }]
        })
      )
    expect((await list()).Metrics ?? []).toEqual([])
    await clock.sleep(3 * 60_000)
    const hosts = (await list()).Metrics!.map(m => m.Dimensions![0].Value)
    expect(hosts).toEqual([`job-a/${instanceId(0)}`, `job-a/${instanceId(1)}`])
  })

  it('refuses a request outside the API model, and answers AccessDenied to a role without permission', async () => {
    const { cw, created } = await jobWithFigures()
    const bad = await cw
      .send(
        new GetMetricDataCommand({
          MetricDataQueries: [
            { ...query('a', 'job-a/x'), MetricStat: { ...query('a', 'job-a/x').MetricStat, Period: 0 } }
          ],
          StartTime: new Date(created),
          EndTime: new Date(created + 60_000)
        })
      )
      .catch((e: Error) => e)
    expect(bad).toMatchObject({ name: 'ValidationException' })
    expect((bad as Error).message).toContain('greater than or equal to 1')

    const denied = await jobWithFigures({ metricsDenied: true })
    const err = await denied.cw
      .send(new ListMetricsCommand({ Namespace: '/aws/sagemaker/TransformJobs' }))
      .catch((e: Error) => e)
    expect(err).toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })
    expect((err as Error).message).toContain('cloudwatch:ListMetrics')
  })
})
