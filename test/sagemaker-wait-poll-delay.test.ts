// The wait before the next Describe (`nextPollDelay`) from the progress alone: once every input is
// finished the end is the next thing to happen, whether or not a pace is known.
import { nextPollDelay, pollJob, type Described } from '../src/backends/sagemaker/wait/poll.js'
import { ProgressTracker, type ProgressView } from '../src/backends/sagemaker/wait/progress.js'
import { sleep } from '../src/sleep.js'

const view = (over: Partial<ProgressView>): ProgressView => ({
  landed: 0,
  failed: 0,
  done: 0,
  idleMs: 0,
  ...over
})

describe('every input finished', () => {
  it('all there, no pace known yet: 1 s, not the schedule of nothing known', () => {
    const all = view({ landed: 40, expected: 40, done: 40 })
    expect(nextPollDelay({ describes: 3, elapsedMs: 20_000, progress: all })).toBe(1_000)
    // Outputs and failures together make all of them.
    const mixed = view({ landed: 30, failed: 10, expected: 40, done: 40 })
    expect(nextPollDelay({ describes: 3, elapsedMs: 20_000, progress: mixed })).toBe(1_000)
    // One short: the pace decides (none known here: the schedule of nothing known).
    const short = view({ landed: 39, expected: 40, done: 39 })
    expect(nextPollDelay({ describes: 3, elapsedMs: 20_000, progress: short })).toBe(11_250)
  })

  it('a job whose outputs were all there at the first look is seen ending within a second', async () => {
    let t = 0
    const seenAt: number[] = []
    const tracker = new ProgressTracker()
    await pollJob({
      describe: async () => {
        seenAt.push(t)
        return { TransformJobStatus: t >= 3_000 ? 'Completed' : 'InProgress' } as Described
      },
      now: () => t,
      sleep: async ms => void (t += ms),
      onTick: async d =>
        d.TransformJobStatus === 'InProgress'
          ? { progress: tracker.observe(t, { landed: 25, expected: 25 }) }
          : undefined
    })
    expect(seenAt).toEqual([0, 1_000, 2_000, 3_000])
  })
})

it('a cancelled wait ends at once and leaves no timer that would hold the process open', async () => {
  const timers = () => process.getActiveResourcesInfo().filter(r => r === 'Timeout').length
  const idle = timers()
  const cancel = new AbortController()
  let describes = 0
  const result = pollJob({
    describe: async () => {
      describes++
      return { TransformJobStatus: 'InProgress' } as Described
    },
    now: () => Date.now(),
    sleep,
    signal: cancel.signal,
    // A long interval: only the cancel can end this wait.
    schedule: () => 3_600_000
  })
  try {
    // The wait's one timer is set once the first Describe is answered.
    for (let i = 0; i < 1000 && timers() === idle; i++) await new Promise(resolve => setImmediate(resolve))
    expect(describes).toBe(1)
    expect(timers()).toBe(idle + 1)
  } finally {
    cancel.abort()
  }
  expect(await result).toMatchObject({ end: 'aborted', describes: 1 })
  expect(timers()).toBe(idle)
})
