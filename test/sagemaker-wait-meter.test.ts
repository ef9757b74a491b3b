// The running job as the cost and the early stop see it at one poll (`runSoFar`): the pace is trusted
// once a tenth of the inputs are finished, an output landed or a failure read alike, and the cost so far
// and at the end come from the price, the instances the job has and TransformStartTime.
import { runSoFar, type Meter } from '../src/backends/sagemaker/wait/meter.js'
import { FailuresSeen } from '../src/backends/sagemaker/wait/failures-seen.js'
import type { Described } from '../src/backends/sagemaker/wait/poll.js'
import { ProgressTracker } from '../src/backends/sagemaker/wait/progress.js'

const START = Date.UTC(2026, 0, 5, 12, 0, 0)
const described = { TransformJobStatus: 'InProgress', TransformStartTime: new Date(START) } as Described
const meter: Meter = { perHour: 3.6, instances: 1, createdAt: START - 60_000 }

/** `failed` inputs named by the data-log, each logged a second apart from the start. */
function failures(failed: number): FailuresSeen {
  const seen = new FailuresSeen()
  for (let i = 0; i < failed; i++) seen.record(`in/f${i}.jpg`, 'HTTP 500: boom', undefined, START + i * 1000)
  return seen
}

/** The look 20 s into the job, after one at 10 s that saw half as much: a pace is known. */
function lookAt(landed: number, failed: number, expected = 300) {
  const tracker = new ProgressTracker()
  tracker.observe(START + 10_000, { landed: Math.floor(landed / 2), expected }, Math.floor(failed / 2))
  const now = START + 20_000
  const view = tracker.observe(now, { landed, expected }, failed)
  return runSoFar(meter, described, now, { view, failures: failures(failed) })
}

describe('the pace is trusted once a tenth of the inputs are finished', () => {
  it('33 outputs and 30 failures of 300: trusted', () => {
    const run = lookAt(33, 30)
    expect(run).toMatchObject({ landed: 33, failed: 30, expected: 300, paceTrusted: true })
    expect(run.leftMs).toBeGreaterThan(0)
  })

  it('failed inputs count: 12 outputs and 20 failures of 300 are a tenth finished, 12 outputs alone are not', () => {
    expect(lookAt(12, 20).paceTrusted).toBe(true)
    expect(lookAt(12, 0).paceTrusted).toBeUndefined()
    // All of them failed so far: still finished.
    expect(lookAt(0, 30).paceTrusted).toBe(true)
  })

  it('29 of 300 finished is not yet a tenth', () => {
    expect(lookAt(14, 15).paceTrusted).toBeUndefined()
    expect(lookAt(15, 15).paceTrusted).toBe(true)
  })
})

describe('the cost so far and at the end', () => {
  it('from TransformStartTime, every instance the Describe says the job has', () => {
    const view = new ProgressTracker().observe(START + 30_000, { landed: 0, expected: 300 })
    const two = { ...described, TransformResources: { InstanceType: 'ml.m5.xlarge', InstanceCount: 2 } }
    const run = runSoFar(meter, two as Described, START + 30_000, { view })
    // $3.60 an hour is $0.001 a second per instance; two instances, 30 s.
    expect(run.cost).toEqual({ soFar: expect.closeTo(0.06, 9), perMs: expect.closeTo(0.000002, 12) })
    expect(run.elapsedMs).toBe(30_000)
  })

  it('the failures are as of the log lag ago', () => {
    const seen = failures(3)
    seen.lagMs = 4_000
    const now = START + 20_000
    const run = runSoFar(meter, described, now, { failures: seen })
    expect(run).toMatchObject({ failed: 3, failedAsOf: now - 4_000, lookedAt: now })
    expect(run.failedAt!(2)).toBe(START + 1000)
  })
})
