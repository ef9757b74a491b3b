// Did the instances earn their cost, on the emulator: fewer input objects than instances is told before
// the job is created (and the job is still made); once the job has ended, each instance's CloudWatch
// figures reach the job summary, the comment, `_summary.json` and the `utilization` output, with the idle
// or under-used ones named and one change to try; without cloudwatch permission the run goes on with one
// note; points not there yet are said, and the step waits no longer than utilization-wait.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import type { UtilizationSummary } from '../src/results/summary/instance-utilization.js'
import { renderComment } from '../src/report/pr-comment.js'
import { runAction } from './support/emulator/action.js'
import type { InstanceFigures } from './support/emulator/metrics.js'
import { fakeClock } from './support/emulator/spec.js'
import { renderGfm, tableCells, visibleText } from './support/gfm.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import {
  instanceId,
  startSageMakerEmulator,
  type EmulatorOptions,
  type SageMakerEmulator
} from './support/sagemaker-emulator.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const RUN_ENV = { GITHUB_RUN_ID: '7070', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
/** The job lasts five minutes on the emulator clock: five one-minute points per instance. */
const RUN_MS = 5 * 60_000
let bucket: string
let server: TestModelServer
/** The runner temp folders of this file's runs, removed once they are done. */
const made: string[] = []
/** The job summary file of the last run. */
let summaryFile: string

beforeAll(async () => {
  server = await startTestModelServer({ answer: () => ({ body: '{"predictions": [[0.1, 0.9]]}' }) })
  bucket = await freshBucket(s3, 'use')
  for (const name of ['a.txt', 'b.txt'])
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `two/${name}`, Body: name }))
})
afterAll(() => server.close())

const open: SageMakerEmulator[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
  await Promise.all(made.splice(0).map(dir => rm(dir, { recursive: true, force: true })))
})

async function run(inputs: Record<string, string>, options: EmulatorOptions = {}) {
  const clock = fakeClock()
  const emulator = await startSageMakerEmulator({
    clock: clock.now,
    executor: localExecutor({ s3, server: server.url }),
    minRunMs: RUN_MS,
    ...options
  })
  open.push(emulator)
  emulator.seedModel({
    ModelName: 'm',
    PrimaryContainer: { Image: 'img', ModelDataUrl: `s3://${bucket}/m.tar.gz` }
  })
  const dir = await mkdtemp(path.join(os.tmpdir(), 'use-'))
  made.push(dir)
  summaryFile = path.join(dir, 'summary.md')
  await writeFile(summaryFile, '')
  const saved = process.env.GITHUB_STEP_SUMMARY
  process.env.GITHUB_STEP_SUMMARY = summaryFile
  const result = await runAction(
    {
      'model-name': 'm',
      data: `s3://${bucket}/two/`,
      'output-path': `s3://${bucket}/out-${Math.random().toString(36).slice(2)}/`,
      'content-type': 'text/plain',
      'instance-type': 'ml.m5.xlarge',
      region: 'us-east-1',
      's3-endpoint': s3Endpoint(),
      'sagemaker-endpoint': emulator.url,
      comment: 'never',
      ...inputs
    },
    {
      env: { ...process.env, ...RUN_ENV, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: summaryFile },
      signal: new AbortController().signal,
      sleep: clock.sleep,
      now: clock.now
    }
  ).finally(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY
    else process.env.GITHUB_STEP_SUMMARY = saved
  })
  const summary = JSON.parse(await readFile(result.outputs['summary-json'], 'utf8')) as RunSummary
  const job = [...emulator.jobs.values()][0]
  // The job summary as a reader sees it.
  const jobSummary = visibleText(renderGfm(await readFile(summaryFile, 'utf8')))
  return { result, emulator, summary, job, clock, jobSummary }
}

const lines = (stdout: string) => stdout.split('\n')
const cpu = (...percent: number[]): InstanceFigures => ({ CPUUtilization: percent })

describe('instances that the input cannot keep busy', () => {
  it('4 instances for 2 objects: warned before the job is created, which is still created', async () => {
    const { result, emulator, summary, jobSummary, job } = await run({
      'instance-count': '4',
      'price-per-hour': '0.23'
    })
    expect(result.outputs['job-status']).toBe('Completed')
    expect(emulator.count('CreateTransformJob')).toBe(1)
    expect(job.request.TransformResources?.InstanceCount).toBe(4)

    const out = lines(result.stdout)
    const warning = out.findIndex(
      l => l.startsWith('::warning::') && l.includes('2 instances will get no input')
    )
    const created = out.findIndex(l =>
      l.startsWith(`Transform job ${job.request.TransformJobName}: https://`)
    )
    expect(warning).toBeGreaterThanOrEqual(0)
    expect(warning).toBeLessThan(created)
    expect(out[warning]).toContain('2 input objects for instance-count 4 (ml.m5.xlarge)')
    expect(out[warning]).toContain('$0.46 per hour of the job ($0.23/h each)')
    expect(out[warning]).toContain('Set instance-count: 2, or split the data into at least 4 objects.')

    // The report says it again, priced for the job's five minutes, with the fix.
    expect(summary.utilization?.idleByInput).toEqual({
      instances: 2,
      objects: 2,
      cost: (0.23 * 2 * 300) / 3600
    })
    expect(summary.utilization?.suggestion).toMatchObject({ change: 'instance-count: 2' })
    expect(jobSummary).toContain(
      '2 input objects for 4 instances: SageMaker gives each object to one instance, so 2 got no input'
    )
  })
})

describe("each instance's CloudWatch figures", () => {
  it('2 instances, one busy and one idle: the summary, the comment, _summary.json and the output', async () => {
    const busy = { CPUUtilization: [300, 360, 380, 340, 320], MemoryUtilization: [40, 45, 50, 48, 44] }
    const idle = { CPUUtilization: [0.4, 0.3, 0.5, 0.2, 0.4], MemoryUtilization: [10, 10, 10, 10, 10] }
    const { result, summary, jobSummary, emulator } = await run(
      { 'instance-count': '2', 'price-per-hour': '1.2' },
      { metrics: () => ({ 0: busy, 1: idle }) }
    )
    expect(result.outputs['job-status']).toBe('Completed')
    // No warning before the job: two objects for two instances.
    expect(result.stdout).not.toContain('will get no input')
    expect(emulator.count('GetMetricData')).toBe(1)

    const u = summary.utilization!
    expect(u).toMatchObject({ instanceType: 'ml.m5.xlarge', vcpus: 4, gpus: 0, notes: [] })
    const [first, second] = u.instances
    expect(first).toMatchObject({ instance: instanceId(0), points: 5, verdict: 'busy' })
    expect(first.cpu!.mean).toBeCloseTo(1700 / 5 / 400, 6)
    expect(first.cpu!.peak).toBeCloseTo(0.95, 6)
    expect(first.memory!.mean).toBeCloseTo(0.454, 6)
    expect(first.memory!.peak).toBeCloseTo(0.5, 6)
    expect(second).toMatchObject({ instance: instanceId(1), verdict: 'idle' })
    expect(second.cpu!.mean).toBeCloseTo(0.36 / 400, 8)
    expect(u.suggestion).toEqual({
      change: 'instance-count: 1',
      reason: `1 instance of 2 was idle: ${instanceId(1)} (CPU 0.1%)`,
      saving: (1.2 * 300) / 3600
    })
    // The output is the same figures as JSON.
    expect(JSON.parse(result.outputs.utilization) as UtilizationSummary).toEqual(u)

    // The job summary: a row per instance.
    const rows = tableCells(renderGfm(await readFile(summaryFile, 'utf8'))).filter(r =>
      r[0]?.startsWith('i-')
    )
    expect(rows).toEqual([
      [instanceId(0), '85.0% / 95.0%', '45.4% / 50.0%', '5', 'busy'],
      [instanceId(1), '0.1% / 0.1%', '10.0% / 10.0%', '5', '⚠️ idle']
    ])
    expect(jobSummary).toContain('Try instance-count: 1: 1 instance of 2 was idle')
    expect(jobSummary).toContain('It would have saved about $0.10 on this run.')

    // The comment: one line naming the idle instance and the change.
    const comment = visibleText(renderGfm(renderComment(summary, { links: {} }, 0).text))
    const line = lines(comment).filter(l => l.includes('Instances:'))
    expect(line).toEqual([
      `⚠️ Instances: 1 of 2 idle: ${instanceId(1)} (CPU 0.1%). Try instance-count: 1 (about $0.10 saved per run).`
    ])
  })

  it('a GPU instance kept waiting by max-concurrent-transforms 1: the suggestion names it', async () => {
    const gpu = {
      CPUUtilization: [60, 70, 64, 62, 64],
      MemoryUtilization: [30, 31, 30, 32, 30],
      GPUUtilization: [14, 16, 15, 15, 15],
      GPUMemoryUtilization: [20, 20, 21, 20, 20]
    }
    const { result, summary, emulator } = await run(
      {
        'instance-type': 'ml.g5.xlarge',
        'instance-count': '1',
        'max-concurrent-transforms': '1',
        'max-payload': '6'
      },
      // Without logs permission the instance is found by ListMetrics.
      { metrics: () => ({ 0: gpu }), logsDenied: true }
    )
    expect(result.outputs['job-status']).toBe('Completed')
    expect(emulator.count('ListMetrics')).toBe(1)
    const u = summary.utilization!
    expect(u.instances).toHaveLength(1)
    expect(u.instances[0]).toMatchObject({ instance: instanceId(0), verdict: 'under-used' })
    expect(u.instances[0].gpu!.mean).toBeCloseTo(0.15, 6)
    expect(u.suggestion?.change).toBe('max-concurrent-transforms: 4')
    expect(u.suggestion?.reason).toContain(
      'the GPU was 15.0% busy on average with max-concurrent-transforms 1'
    )
    const rows = tableCells(renderGfm(await readFile(summaryFile, 'utf8'))).filter(r =>
      r[0]?.startsWith('i-')
    )
    expect(rows).toEqual([
      [
        instanceId(0),
        '16.0% / 17.5%',
        '30.6% / 32.0%',
        '15.0% / 16.0%',
        '20.2% / 21.0%',
        '5',
        '⚠️ under-used'
      ]
    ])
    expect(visibleText(renderGfm(renderComment(summary, { links: {} }, 0).text))).toContain(
      'Try max-concurrent-transforms: 4.'
    )
  })

  it('without cloudwatch:GetMetricData: one note, and the run goes on', async () => {
    const { result, summary, jobSummary, emulator } = await run(
      { 'instance-count': '2' },
      { metrics: () => ({ 0: cpu(100), 1: cpu(100) }), metricsDenied: true }
    )
    expect(result.outputs['job-status']).toBe('Completed')
    expect(result.failed).toBe(false)
    const notes = lines(result.stdout).filter(l => l.includes('cloudwatch:GetMetricData'))
    expect(notes).toEqual([
      '::warning::utilization: these credentials may not call cloudwatch:GetMetricData, so no per-instance figures; grant cloudwatch:GetMetricData and cloudwatch:ListMetrics to see them.'
    ])
    // ListMetrics refused, the instances named by the log streams, GetMetricData refused: no more.
    expect(emulator.requests.filter(r => r.service === 'metrics').map(r => [r.operation, r.answer])).toEqual([
      ['ListMetrics', 'com.amazon.coral.service#AccessDeniedException'],
      ['GetMetricData', 'com.amazon.coral.service#AccessDeniedException']
    ])
    expect(summary.utilization).toMatchObject({
      instances: [],
      notes: [expect.stringContaining('cloudwatch:GetMetricData')]
    })
    expect(jobSummary.match(/cloudwatch:GetMetricData/g)).toHaveLength(2)
  })

  it('no points yet: the report says so, and the step waits no longer than utilization-wait', async () => {
    const { result, summary, jobSummary, emulator, job } = await run(
      { 'instance-count': '2' },
      // Points are published ten minutes late.
      {
        metrics: () => ({ 0: cpu(100, 100, 100, 100, 100), 1: cpu(1, 1, 1, 1, 1) }),
        metricsDelayMs: 10 * 60_000
      }
    )
    expect(result.outputs['job-status']).toBe('Completed')
    const reads = emulator.requests.filter(r => r.service === 'metrics')
    // By default no wait: one look once the end is seen (within 10 s of it on this clock), which found
    // no instance.
    expect(reads.length).toBeGreaterThanOrEqual(1)
    expect(reads.at(-1)!.at - job.endTime!).toBeLessThanOrEqual(10_000)
    expect(new Set(reads.map(r => r.operation))).toEqual(new Set(['ListMetrics']))
    const u = summary.utilization!
    expect(u.instances).toEqual([])
    expect(u.notes).toEqual([
      expect.stringMatching(
        /^No CPU, GPU or memory points of the instances had arrived yet: the step read them once the job had ended, without waiting \(utilization-wait: 0\)/
      )
    ])
    expect(jobSummary).toContain('a larger utilization-wait waits for them')
    expect(u.suggestion).toBeUndefined()
  })

  it('utilization-wait waits longer, and reads the points once they arrive', async () => {
    const { summary, emulator, job } = await run(
      { 'instance-count': '2', 'utilization-wait': '900' },
      {
        metrics: () => ({ 0: cpu(100, 100, 100, 100, 100), 1: cpu(100, 100, 100, 100, 100) }),
        metricsDelayMs: 10 * 60_000
      }
    )
    const reads = emulator.requests.filter(r => r.operation === 'GetMetricData')
    const last = reads.at(-1)!.at - job.endTime!
    expect(last).toBeGreaterThan(5 * 60_000)
    expect(last).toBeLessThanOrEqual(900_000)
    expect(summary.utilization!.notes).toEqual([])
    expect(summary.utilization!.instances.map(i => [i.verdict, i.points])).toEqual([
      ['busy', 5],
      ['busy', 5]
    ])
  })
})
