// The wait loop on a fake clock: how many DescribeTransformJob calls a job of a given length costs, and
// how long after the job's end the loop notices it, with outputs that land along the way, all at the
// end, or a job that lingers once its outputs are all there. Also the progress line's wording.
import {
  BUDGET_PER_HOUR,
  BUDGET_START,
  nextPollDelay,
  pollJob,
  type Described
} from '../src/backends/sagemaker/wait/poll.js'
import {
  describeProgress,
  ProgressTracker,
  type OutputCount
} from '../src/backends/sagemaker/wait/progress.js'
import { timeLeft } from '../src/format.js'

const MIN = 60_000

interface Job {
  /** When the job ends, from the start of the wait. */
  endMs: number
  /** Outputs landed by `t` (ms from the start of the wait). */
  landed: (t: number) => number
  expected?: number
}

/** Runs the loop against a job on a fake clock; returns the calls made and how late the end was seen. */
async function watch(job: Job, opts: { deadline?: number; signal?: AbortSignal } = {}) {
  let t = 0
  const tracker = new ProgressTracker()
  const seenAt: number[] = []
  const result = await pollJob({
    describe: async () => {
      seenAt.push(t)
      return { TransformJobStatus: t >= job.endMs ? 'Completed' : 'InProgress' } as Described
    },
    now: () => t,
    sleep: async ms => void (t += ms),
    ...opts,
    onTick: async d => {
      if (d.TransformJobStatus !== 'InProgress') return
      const count: OutputCount = { landed: job.landed(t), expected: job.expected }
      return { progress: tracker.observe(t, count) }
    }
  })
  return { result, calls: seenAt.length, noticedAfterMs: seenAt.at(-1)! - job.endMs, seenAt }
}

/** `n` outputs landing evenly from `fromMs` to `toMs`. */
const even = (n: number, fromMs: number, toMs: number) => (t: number) =>
  t < fromMs ? 0 : t >= toMs ? n : Math.floor((n * (t - fromMs)) / (toMs - fromMs))

describe('poll schedule', () => {
  it('a 60-minute job whose outputs land from minute 5 costs at most 150 calls and is seen within 3 s', async () => {
    const w = await watch({ endMs: 60 * MIN, landed: even(100_000, 5 * MIN, 60 * MIN), expected: 100_000 })
    expect(w.result.end).toBe('terminal')
    expect(w.calls).toBeLessThanOrEqual(150)
    expect(w.noticedAfterMs).toBeLessThanOrEqual(3_000)
    // Sparse while far from done: no two calls closer than 30 s in the first half hour after outputs began.
    const early = w.seenAt.filter(t => t > 10 * MIN && t < 40 * MIN)
    for (let i = 1; i < early.length; i++) expect(early[i] - early[i - 1]).toBeGreaterThanOrEqual(30_000)
  })

  it('300 inputs over 25 s: counts along the way, the end seen within 3 s', async () => {
    const w = await watch({ endMs: 25_500, landed: even(300, 500, 25_000), expected: 300 })
    expect(w.noticedAfterMs).toBeLessThanOrEqual(3_000)
    expect(w.calls).toBeLessThanOrEqual(BUDGET_START)
  })

  it('once every output is there, the end is seen within a second', async () => {
    const w = await watch({ endMs: 26_000, landed: even(300, 500, 25_000), expected: 300 })
    expect(w.noticedAfterMs).toBeLessThanOrEqual(1_000)
    expect(w.seenAt.filter(t => t >= 25_000).length).toBeLessThanOrEqual(3)
  })

  it('the last outputs due within a second: the next look in a second, else the near wait', () => {
    const at = (done: number, leftMs: number) =>
      nextPollDelay({
        describes: 5,
        elapsedMs: 12_000,
        progress: { landed: done, failed: 0, done, expected: 20_000, idleMs: 0, leftMs }
      })
    expect(at(19_668, 166)).toBe(1_000)
    expect(at(15_838, 2_080)).toBe(2_000)
  })

  it('outputs that all land at the end: at most 150 calls in an hour, the end seen within 30 s', async () => {
    const end = 60 * MIN - 7_000
    const w = await watch({ endMs: end, landed: t => (t >= end ? 300 : 0), expected: 300 })
    expect(w.calls).toBeLessThanOrEqual(150)
    expect(w.noticedAfterMs).toBeLessThanOrEqual(30_000)
  })

  it('a job that lingers for 40 minutes once its outputs are all there stays within the budget', async () => {
    const w = await watch({ endMs: 60 * MIN, landed: even(1_000, 2 * MIN, 20 * MIN), expected: 1_000 })
    expect(w.calls).toBeLessThanOrEqual(150)
    // The lingering end is still seen within the budget's spacing.
    expect(w.noticedAfterMs).toBeLessThanOrEqual(3_600_000 / BUDGET_PER_HOUR + 1_000)
  })

  it('a two-hour job keeps to the same rate', async () => {
    const w = await watch({ endMs: 120 * MIN, landed: even(50_000, 10 * MIN, 120 * MIN), expected: 50_000 })
    expect(w.calls).toBeLessThanOrEqual(BUDGET_START + 2 * BUDGET_PER_HOUR)
    expect(w.noticedAfterMs).toBeLessThanOrEqual(3_000)
  })

  it('the budget alone decides once the calls run ahead of it', () => {
    // 40 calls 2 minutes into a wait: the 41st waits until the budget has grown to it.
    const allowed = ((41 - BUDGET_START) * 3_600_000) / BUDGET_PER_HOUR
    expect(
      nextPollDelay({
        describes: 40,
        elapsedMs: 2 * MIN,
        progress: { landed: 5, failed: 0, done: 5, expected: 5, idleMs: 0 }
      })
    ).toBe(Math.ceil(allowed - 2 * MIN))
    // Early on, nothing known: 5 s, growing by half, to 30 s.
    expect([1, 2, 3, 4, 5, 6, 9].map(n => nextPollDelay({ describes: n, elapsedMs: n * 30_000 }))).toEqual([
      5000, 7500, 11250, 16875, 25313, 30000, 30000
    ])
  })

  it('the deadline and a cancel still end the wait', async () => {
    const deadline = await watch(
      { endMs: 60 * MIN, landed: even(10, 0, 30 * MIN), expected: 10 },
      { deadline: 7 * MIN }
    )
    expect(deadline.result.end).toBe('deadline')
    expect(deadline.seenAt.at(-1)).toBe(7 * MIN)
    const controller = new AbortController()
    controller.abort()
    const cancelled = await watch({ endMs: MIN, landed: () => 0 }, { signal: controller.signal })
    expect(cancelled.result.end).toBe('aborted')
    expect(cancelled.calls).toBe(0)
  })
})

describe('progress line', () => {
  it('counts, share, pace and time left', () => {
    const tracker = new ProgressTracker()
    tracker.observe(0, { landed: 0, expected: 100_000 })
    tracker.observe(60_000, { landed: 0, expected: 100_000 })
    // The pace counts from the first poll that saw some: 12,783 in 2m10s.
    tracker.observe(4 * MIN, { landed: 17_700, expected: 100_000 })
    const v = tracker.observe(6 * MIN + 10_000, { landed: 30_483, expected: 100_000 })
    expect(describeProgress(v)).toBe('30,483 of 100,000 outputs (30%), 5,900/min, about 12 min left')
    // Later, only the last five minutes count: a slower pace shows at once.
    const later = tracker.observe(12 * MIN, { landed: 40_000, expected: 100_000 })
    expect(later.perMinute).toBeCloseTo((40_000 - 30_483) / (12 - 6 - 1 / 6), 6)
  })

  it('says "no outputs yet", and that SageMaker may upload only at the end after a long quiet', () => {
    const tracker = new ProgressTracker()
    expect(describeProgress(tracker.observe(0, { landed: 0, expected: 300 }))).toBe(
      'no outputs yet (300 inputs)'
    )
    expect(describeProgress(tracker.observe(12 * MIN, { landed: 0, expected: 300 }))).toBe(
      'no outputs yet (300 inputs), none in 12 min: SageMaker may upload them only as the job ends'
    )
    expect(describeProgress(tracker.observe(13 * MIN, { landed: 1 }))).toBe('1 output, 1/min')
  })

  it('notes a count that has not moved for a long time', () => {
    const tracker = new ProgressTracker()
    tracker.observe(0, { landed: 10, expected: 40 })
    expect(describeProgress(tracker.observe(11 * MIN, { landed: 10, expected: 40 }))).toBe(
      '10 of 40 outputs (25%), none new in 11 min'
    )
  })

  it('never shows 0% or 100% when it is not', () => {
    const tracker = new ProgressTracker()
    tracker.observe(0, { landed: 0, expected: 100_000 })
    expect(describeProgress(tracker.observe(30_000, { landed: 5, expected: 100_000 }))).toBe(
      '5 of 100,000 outputs (<1%), 10/min, about 166 h 40 min left'
    )
    expect(describeProgress(tracker.observe(60_000, { landed: 99_999, expected: 100_000 }))).toMatch(
      /^99,999 of 100,000 outputs \(99%\)/
    )
    expect([40_000, 200_000, 7_500_000].map(timeLeft)).toEqual([
      'about 40 s left',
      'about 3 min left',
      'about 2 h 5 min left'
    ])
  })
})

it('a steer ends the wait after the tick that ordered it, with no further Describe', async () => {
  let t = 0
  let describes = 0
  let ticks = 0
  const result = await pollJob({
    describe: async () => {
      describes++
      return { TransformJobStatus: 'InProgress' } as Described
    },
    now: () => t,
    sleep: async ms => void (t += ms),
    onTick: async () => void ticks++,
    steered: () => ticks === 3
  })
  expect(result).toMatchObject({ end: 'steered', describes: 3 })
  expect(describes).toBe(3)
})
