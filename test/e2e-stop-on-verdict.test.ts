// The stop comes when the verdict does, on the emulator (a paced job on the clock the action shares,
// its data-log lines visible a few seconds after they are written): four in five inputs failing past
// max-failed-objects, max-cost spent at a known moment (one instance and two), min-accuracy out of
// reach. Each stop is timed against the moment the verdict became certain, and the step says how late.
import { readFile } from 'node:fs/promises'
import type { JobInfo } from '../src/results/summary/run-summary.js'
import { runAction } from './support/emulator/action.js'
import { startLiveJob, type LiveJob } from './support/emulator/live-job.js'
import type { JobPace } from './support/emulator/pace.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import type { SageMakerEmulator } from './support/sagemaker-emulator.js'
import { failureLines, putVerdictInputs, stopsOf, verdictAnswer } from './support/emulator/verdict-jobs.js'
import { freshBucket, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const RUN_ENV = { GITHUB_RUN_ID: '4545', GITHUB_RUN_ATTEMPT: '1', GITHUB_REPOSITORY: 'acme/vision' }
const LOG_DELAY_MS = 3_000
let bucket: string
let server: TestModelServer

beforeAll(async () => {
  server = await startTestModelServer({ answer: verdictAnswer })
  bucket = await freshBucket(s3, 'verdict')
  await putVerdictInputs(s3, bucket)
}, 120_000)
afterAll(() => server.close())

const open: LiveJob[] = []
afterEach(async () => {
  for (const l of open.splice(0)) await l.close()
})

async function live(pace: JobPace): Promise<LiveJob> {
  const l = await startLiveJob({
    s3,
    bucket,
    server: server.url,
    pace,
    settled: true,
    emulator: { logDelayMs: LOG_DELAY_MS }
  })
  open.push(l)
  return l
}

function act(l: LiveJob, inputs: Record<string, string>) {
  return runAction(
    {
      'model-name': 'shapes',
      'instance-type': 'ml.m5.xlarge',
      'max-concurrent-transforms': '8',
      'invocation-retries': '0',
      region: 'us-east-1',
      's3-endpoint': l.guard.url,
      'sagemaker-endpoint': l.emulator.url,
      comment: 'never',
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

/** The job the emulator ran, and when the one StopTransformJob reached it (emulator clock). */
function stoppedJob(e: SageMakerEmulator) {
  const { created, stops } = stopsOf(e)
  expect(stops).toHaveLength(1)
  return { created, stopAt: stops[0] }
}

async function summaryOf(run: { outputs: Record<string, string> }) {
  return JSON.parse(await readFile(run.outputs['summary-json'], 'utf8')) as {
    job: Pick<JobInfo, 'stoppedEarly' | 'instanceSeconds'>
  }
}

/** The wait group's progress lines: `[12s] InProgress: ...`. */
function progressLines(stdout: string) {
  return stdout.split('\n').flatMap(line => {
    const m = /^\[(\d+)s\] InProgress: (.*)$/.exec(line)
    return m ? [{ at: Number(m[1]), text: m[2] }] : []
  })
}

describe('max-failed-objects: 300 inputs over 60 s, four in five failing from the start', () => {
  const pace: JobPace = { everyMs: 200 }

  it('stops within 10 s of the deciding log line becoming visible, and says how late', async () => {
    const l = await live(pace)
    const run = await act(l, {
      data: `s3://${bucket}/mixed/`,
      'output-path': `s3://${bucket}/out-failing/`,
      'max-failed-objects': '20',
      'price-per-hour': '36'
    })
    const { created, stopAt } = stoppedJob(l.emulator)
    const deciding = failureLines(l.emulator)[20]
    // The 21st failed input is input 26, due 5.2 s in; its line is visible 3 s later.
    expect(deciding.timestamp - created).toBe(26 * 200)
    expect(stopAt).toBeGreaterThanOrEqual(deciding.ingestionTime)
    expect(stopAt - deciding.ingestionTime).toBeLessThanOrEqual(10_000)
    expect(run.outputs['job-status']).toBe('Stopped')
    expect(run.outputs['stop-reason']).toMatch(
      /^stopped early at \d+ s: \d+ of 300 inputs failed so far, more than max-failed-objects 20/
    )

    // The step says when the verdict was certain, when the stop went, and what lay between.
    const late = (stopAt - deciding.timestamp) / 1000
    const { job } = await summaryOf(run)
    expect(job.stoppedEarly).toEqual({
      limit: 'max-failed-objects',
      reason: run.outputs['stop-reason'],
      decidedAt: new Date(deciding.timestamp).toISOString(),
      decidedBy: 'the data-log line of the 21st failed input',
      stopSentAt: new Date(stopAt).toISOString(),
      secondsAfterVerdict: late,
      costAfterVerdict: expect.closeTo((36 * late) / 3600, 9)
    })
    expect(run.stdout).toContain(
      `::error::Transform job ${run.outputs['job-name']} ended Stopped: ${run.outputs['stop-reason']}. ` +
        `The verdict was certain 5.2 s into the job (the data-log line of the 21st failed input); the stop ` +
        `was sent ${((stopAt - created) / 1000).toFixed(1)} s in, ${late.toFixed(1)} s later`
    )
  }, 120_000)

  it('counts failed inputs as finished: the first time left once a tenth are finished is within 25%', async () => {
    const l = await live(pace)
    const run = await act(l, { data: `s3://${bucket}/mixed/`, 'output-path': `s3://${bucket}/out-pace/` })
    // A job with failed inputs ends Failed, as SageMaker's does.
    expect(run.outputs['job-status']).toBe('Failed')
    const lines = progressLines(run.stdout)
    const first = lines.find(p => Number(/^(\d+) of 300 done/.exec(p.text)?.[1] ?? 0) >= 30)!
    expect(first.text).toMatch(
      /^\d+ of 300 done \(\d+%; \d+ outputs?, \d+ failed: 500 x \d+\), [\d,]+\/min, about /
    )
    const said = /about (\d+) (s|min) left$/.exec(first.text)!
    const left = Number(said[1]) * (said[2] === 'min' ? 60 : 1)
    // The job's last input is due at 59.8 s.
    const real = 60 - first.at
    expect(Math.abs(left - real) / real).toBeLessThanOrEqual(0.25)
  }, 120_000)
})

describe('max-cost: $10 at $1 a second', () => {
  const pace: JobPace = { everyMs: 200 }
  const inputs = (out: string, more: Record<string, string> = {}) => ({
    data: `s3://${bucket}/plain/`,
    'output-path': `s3://${bucket}/${out}/`,
    'price-per-hour': '3600',
    'max-cost': '10',
    ...more
  })

  it.each([
    ['one instance', 1, 10_000, {}],
    // Spent 7.5 s in, between two Describes (5 s, then the pace's), so only the alarm stops it in time.
    ['two instances at $2,400 an hour each', 2, 7_500, { 'price-per-hour': '2400' }],
    ['stop-early: false (a budget is watched all the same)', 1, 10_000, { 'stop-early': 'false' }]
  ])(
    '%s: the stop goes within 1 s of the moment the budget is spent',
    async (_, instances, spentMs, more) => {
      const l = await live(pace)
      const run = await act(
        l,
        inputs(`out-cost-${instances}-${Object.keys(more).length}`, {
          'instance-count': String(instances),
          ...more
        })
      )
      const { created, stopAt } = stoppedJob(l.emulator)
      const spentAt = created + spentMs
      expect(stopAt).toBeGreaterThanOrEqual(spentAt)
      expect(stopAt - spentAt).toBeLessThanOrEqual(1_000)
      expect(run.outputs['stop-reason']).toMatch(
        /^stopped at \d+ s: the cost so far, \$10\.\d\d, reached max-cost \$10\.00$/
      )
      const { job } = await summaryOf(run)
      expect(job.stoppedEarly).toMatchObject({
        limit: 'max-cost',
        decidedAt: new Date(spentAt).toISOString(),
        decidedBy: 'max-cost $10.00 spent'
      })
      expect(job.stoppedEarly!.secondsAfterVerdict).toBeLessThanOrEqual(1)
    },
    120_000
  )
})

describe('min-accuracy 0.9: 600 inputs over 60 s, three in ten wrong from the start', () => {
  it('stops within two polls of the deciding output, those polls at most 5 s apart', async () => {
    const l = await live({ everyMs: 100 })
    const run = await act(l, {
      data: `s3://${bucket}/graded/`,
      'output-path': `s3://${bucket}/out-graded/`,
      'ground-truth': `s3://${bucket}/truth.jsonl`,
      'min-accuracy': '0.9'
    })
    const { created } = stoppedJob(l.emulator)
    // 60 wrong of 600 still allows 90%: the 61st wrong answer, input 200, decides; it is due 20 s in.
    const decidedAt = created + 200 * 100
    const stop = l.emulator.requests.findIndex(r => r.operation === 'StopTransformJob')
    const polls = l.emulator.requests
      .slice(0, stop)
      .filter(r => r.operation === 'DescribeTransformJob' && r.answer === 'ok' && r.at >= decidedAt)
      .map(r => r.at)
    expect(polls.length).toBeGreaterThanOrEqual(1)
    expect(polls.length).toBeLessThanOrEqual(2)
    for (let i = 1; i < polls.length; i++) expect(polls[i] - polls[i - 1]).toBeLessThanOrEqual(5_000)
    expect(polls[0] - decidedAt).toBeLessThanOrEqual(5_000)
    expect(run.outputs['stop-reason']).toMatch(
      /^stopped early at \d+ s: \d+ of 600 wrong, so accuracy can be at most [\d.]+%, below min-accuracy 90%/
    )
  }, 120_000)
})
