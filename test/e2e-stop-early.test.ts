// A SageMaker job that cannot pass, on the emulator (outputs land at a pace set here, on the clock the
// action shares): stopped once what was read decides a gate, or once max-cost is spent; run to its end
// with stop-early: false. The price comes from the Price List fake on loopback.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { readFile } from 'node:fs/promises'
import { runAction } from './support/emulator/action.js'
import { startLiveJob, type LiveJob } from './support/emulator/live-job.js'
import { name, putAll } from './support/emulator/verdict-jobs.js'
import type { JobPace } from './support/emulator/pace.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { sagemakerProduct, startPricingFake, type PricingFake } from './support/pricing-fake.js'
import type { SageMakerEmulator } from './support/sagemaker-emulator.js'
import { freshBucket, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const INPUTS = 2000
const SMALL = 300
const RUN_ENV = { GITHUB_RUN_ID: '4343', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
let bucket: string
let server: TestModelServer

/** Nine inputs in ten fail from the start (the model answers 500). */
const failing = (i: number) => i % 10 !== 0

beforeAll(async () => {
  // The model is wrong on every fifth image (0, 5, 10, ...): class 0 where the truth is class 1.
  server = await startTestModelServer({
    answer: req => {
      if (req.body.toString().startsWith('bad-'))
        return { status: 500, body: 'RuntimeError: CUDA out of memory' }
      const i = Number(/img-(\d+)/.exec(req.body.toString())?.[1])
      return { body: JSON.stringify({ predictions: [i % 5 === 0 ? [0.9, 0.1] : [0.1, 0.9]] }) }
    }
  })
  bucket = await freshBucket(s3, 'stopearly')
  await putAll(s3, bucket, 'in', INPUTS)
  await putAll(s3, bucket, 'small', SMALL)
  await putAll(s3, bucket, 'mixed', INPUTS, failing)
  const truth = Array.from({ length: INPUTS }, (_, i) =>
    JSON.stringify({ 'source-ref': `s3://${bucket}/in/${name(i)}`, class: 1 })
  )
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'truth.jsonl', Body: truth.join('\n') }))
}, 120_000)
afterAll(() => server.close())

interface Live extends LiveJob {
  pricing?: PricingFake
}
const open: Live[] = []
afterEach(async () => {
  for (const l of open.splice(0)) {
    await l.close()
    await l.pricing?.close()
  }
})

/** An emulator running jobs at `pace`, each wait settled (what a poll listed is read before the next). */
async function live(pace: JobPace, pricing?: { deny?: boolean }): Promise<Live> {
  const l: Live = await startLiveJob({ s3, bucket, server: server.url, pace, settled: true })
  if (pricing) {
    l.pricing = await startPricingFake({
      deny: pricing.deny,
      products: [
        sagemakerProduct({
          region: 'us-east-1',
          regionPrefix: 'USE1',
          instance: 'ml.m5.xlarge',
          usage: 'Host:',
          usd: 0.23,
          component: 'Hosting'
        }),
        sagemakerProduct({
          region: 'us-east-1',
          regionPrefix: 'USE1',
          instance: 'ml.m5.xlarge',
          usage: 'Tsform:',
          usd: 36,
          component: 'Batch Transform'
        })
      ]
    })
  }
  open.push(l)
  return l
}

function act(l: Live, inputs: Record<string, string>) {
  return runAction(
    {
      'model-name': 'shapes',
      data: `s3://${bucket}/in/`,
      'instance-type': 'ml.m5.xlarge',
      'max-concurrent-transforms': '8',
      region: 'us-east-1',
      's3-endpoint': l.guard.url,
      'sagemaker-endpoint': l.emulator.url,
      comment: 'never',
      ...(l.pricing ? { 'pricing-endpoint': l.pricing.url } : {}),
      ...inputs
    },
    {
      env: { ...process.env, ...RUN_ENV },
      signal: new AbortController().signal,
      sleep: l.clock.sleep,
      now: l.clock.now
    }
  )
}

/** The wait group's lines. */
function waitLines(stdout: string): string[] {
  const lines = stdout.split('\n')
  const from = lines.findIndex(l => l.startsWith('::group::Waiting for transform job'))
  return lines.slice(from + 1, lines.indexOf('::endgroup::', from))
}

/**
 * The Describes of the wait from the first one at or after `since` (emulator time) up to the job's stop,
 * in the order they came: the poll that could first see the deciding output, and those after it.
 */
function pollsUntilStop(e: SageMakerEmulator, since: number): number {
  const stop = e.requests.findIndex(r => r.operation === 'StopTransformJob')
  const describes = e.requests
    .slice(0, stop)
    .filter(r => r.operation === 'DescribeTransformJob' && r.answer === 'ok')
  return describes.filter(r => r.at >= since).length
}

/**
 * The job was stopped once, within two polls of `decidedAt` (the poll that first saw the deciding
 * output or one of the next two), the step failed as Stopped early, and `stop-reason` matches
 * `sentence`, whose match is returned.
 */
function expectStoppedEarly(
  l: { emulator: SageMakerEmulator },
  run: { failed: boolean; outputs: Record<string, string> },
  decidedAt: number,
  sentence: RegExp
): RegExpExecArray {
  expect(l.emulator.count('StopTransformJob')).toBe(1)
  const polls = pollsUntilStop(l.emulator, decidedAt)
  expect(polls).toBeGreaterThanOrEqual(1)
  expect(polls).toBeLessThanOrEqual(3)
  expect(run.failed).toBe(true)
  expect(run.outputs['job-status']).toBe('Stopped')
  expect(run.outputs['stopped-early']).toBe('true')
  const reason = run.outputs['stop-reason']
  const m = sentence.exec(reason)
  expect({ reason, matched: m !== null }).toEqual({ reason, matched: true })
  return m!
}

describe('min-accuracy over 2,000 inputs, the model wrong on every fifth', () => {
  const pace: JobPace = { everyMs: 60 } // 2,000 inputs over two minutes

  it('stops the job within two polls of the 101st wrong answer, and says what it read', async () => {
    const l = await live(pace)
    const run = await act(l, {
      'output-path': `s3://${bucket}/out-accuracy/`,
      'ground-truth': `s3://${bucket}/truth.jsonl`,
      'min-accuracy': '0.95'
    })
    const created = l.emulator.jobs.values().next().value!.creationTime
    // Input 500 is the 101st wrong one (0, 5, ..., 500); its output lands 30 s after creation. The
    // stop comes at the poll that first sees it or at one of the next two.
    const m = expectStoppedEarly(
      l,
      run,
      created + 500 * pace.everyMs,
      /^stopped early at (?:\d+ min )?\d+ s: (\d+) of 2,000 wrong, so accuracy can be at most (\d+(?:\.\d)?)%, below min-accuracy 95%; about (?:\d+ min )?\d+ s of instance time not spent$/
    )
    const reason = run.outputs['stop-reason']
    const wrong = Number(m[1])
    expect(wrong).toBeGreaterThan(100)
    expect(Number(m![2])).toBe(Math.floor((1000 * (INPUTS - wrong)) / INPUTS) / 10)
    expect(run.stdout).toContain(`${reason}: stopping `)
    expect(run.outputs['failure-reason']).toBe(reason)
    // The report stands on what was read before the stop, and says so.
    const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as {
      notes: string[]
      evaluation: { evaluated: number; top1Correct: number }
    }
    expect(summary.notes.some(n => n.startsWith(`The action ${reason}. This report stands on the `))).toBe(
      true
    )
    expect(summary.evaluation.evaluated - summary.evaluation.top1Correct).toBeGreaterThanOrEqual(wrong)
  }, 120_000)

  it('with stop-early: false the job runs to its end and the gate fails there', async () => {
    const l = await live(pace)
    const run = await act(l, {
      'output-path': `s3://${bucket}/out-no-stop/`,
      'ground-truth': `s3://${bucket}/truth.jsonl`,
      'min-accuracy': '0.95',
      'stop-early': 'false'
    })
    expect(l.emulator.count('StopTransformJob')).toBe(0)
    expect(run.outputs['job-status']).toBe('Completed')
    expect(run.outputs['stopped-early']).toBe('false')
    expect(run.outputs.accuracy).toBe('0.8')
    expect(run.failed).toBe(true)
  }, 120_000)
})

describe('max-failed-objects over 2,000 inputs, most failing from the start', () => {
  const pace: JobPace = { everyMs: 60 }
  const inputs = (out: string, more: Record<string, string> = {}) => ({
    data: `s3://${bucket}/mixed/`,
    'output-path': `s3://${bucket}/${out}/`,
    'max-failed-objects': '50',
    'invocation-retries': '0',
    ...more
  })

  it('stops the job within two polls of the 51st failure, and the report says what was read and saved', async () => {
    const l = await live(pace)
    const run = await act(l, inputs('out-failing'))
    const created = l.emulator.jobs.values().next().value!.creationTime
    // The 51st failed input is input 56 (inputs 0, 10, 20, ... succeed).
    const fiftyFirst = Array.from({ length: INPUTS }, (_, i) => i).filter(failing)[50]
    expect(fiftyFirst).toBe(56)
    const m = expectStoppedEarly(
      l,
      run,
      created + fiftyFirst * pace.everyMs,
      /^stopped early at \d+ s: (\d+) of 2,000 inputs failed so far, more than max-failed-objects 50; about (?:\d+ min )?\d+ s of instance time not spent$/
    )
    const reason = run.outputs['stop-reason']
    expect(Number(m[1])).toBeGreaterThan(50)
    // The step fails naming the gate; the report says what was read before the stop.
    expect(run.stdout).toContain(`::error::Transform job ${run.outputs['job-name']} ended Stopped: ${reason}`)
    const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as {
      notes: string[]
      objects: { written: number }
    }
    expect(summary.notes).toContain(
      `The action ${reason}. This report stands on the ${summary.objects.written} outputs read before the stop: ` +
        'the inputs the job did not reach count as failed.'
    )
  }, 120_000)

  it('with stop-early: false the job runs to its end as before', async () => {
    const l = await live(pace)
    const run = await act(l, inputs('out-failing-all', { 'stop-early': 'false' }))
    expect(l.emulator.count('StopTransformJob')).toBe(0)
    expect(run.outputs['stopped-early']).toBe('false')
    expect(run.outputs['objects-failed']).toBe(String(INPUTS - INPUTS / 10))
    expect(run.failed).toBe(true)
  }, 120_000)
})

describe('the cost while the job runs', () => {
  const pace: JobPace = { everyMs: 400 } // 300 inputs over two minutes

  it('shows the cost so far and at the end from the price found, and max-cost stops the job', async () => {
    const l = await live(pace, {})
    const run = await act(l, {
      data: `s3://${bucket}/small/`,
      'output-path': `s3://${bucket}/out-cost/`,
      'max-cost': '0.5'
    })
    expect(l.pricing!.requests.map(r => r.answer)).toEqual(['ok'])
    expect(run.stdout).toContain(
      'price-per-hour: auto: $36.00 per instance-hour (ml.m5.xlarge, us-east-1, on-demand batch transform).'
    )
    const lines = waitLines(run.stdout)
    // $36/h is 1 cent a second: the cost so far follows the time since the job started.
    const costs = lines.flatMap(line => {
      const c =
        /^\[(\d+)s\] InProgress: .*outputs.*, \$(\d+\.\d\d) so far(?:, about \$(\d+\.\d\d) at the end)?$/.exec(
          line
        )
      return c
        ? [{ at: Number(c[1]), soFar: Number(c[2]), atEnd: c[3] === undefined ? undefined : Number(c[3]) }]
        : []
    })
    expect(costs.length).toBeGreaterThan(1)
    for (const c of costs) expect(Math.abs(c.soFar - c.at / 100)).toBeLessThanOrEqual(0.011)
    const estimates = costs.flatMap(c => (c.atEnd === undefined ? [] : [c.atEnd]))
    // The job would run two minutes: about $1.20.
    expect(estimates.length).toBeGreaterThan(0)
    expect(Math.abs(estimates.at(-1)! - 1.2)).toBeLessThan(0.15)

    // The summary's cost comes from the job's own times at the price found.
    const summary = JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as {
      job: { pricePerHour: number; instanceSeconds: number; estimatedCost: number }
    }
    expect(summary.job.pricePerHour).toBe(36)
    expect(summary.job.estimatedCost).toBeCloseTo((summary.job.instanceSeconds * 36) / 3600, 9)
    expect(Number(run.outputs['instance-seconds'])).toBe(Math.round(summary.job.instanceSeconds))

    expect(l.emulator.count('StopTransformJob')).toBe(1)
    expect(run.failed).toBe(true)
    expect(run.outputs['stopped-early']).toBe('true')
    expect(run.outputs['stop-reason']).toMatch(
      /^stopped at (?:\d+ min )?\d+ s: at the pace so far the job would cost about \$\d+\.\d\d, more than max-cost \$0\.50 by over 20% \(\$0\.\d\d spent\); about \$\d\.\d\d of instance time not spent$/
    )
  }, 120_000)

  it('without pricing:GetProducts: one note, no cost figures, and the job runs as before', async () => {
    const l = await live({ everyMs: 50 }, { deny: true })
    const run = await act(l, { data: `s3://${bucket}/small/`, 'output-path': `s3://${bucket}/out-denied/` })
    const notes = run.stdout.split('\n').filter(line => line.includes('pricing:GetProducts'))
    expect(notes).toEqual([
      'price-per-hour: auto: no price (these credentials may not call pricing:GetProducts); the run goes on without cost figures (give price-per-hour to set one).'
    ])
    expect(waitLines(run.stdout).some(line => line.includes('$'))).toBe(false)
    expect(run.outputs['job-status']).toBe('Completed')
    expect(run.failed).toBe(false)
  }, 120_000)
})
