// The progress lines of a running job's outputs: a quick listing is waited for at each poll; once one
// has been slow, the next runs on beside the Describes (which go on at their own pace) and logs its line
// when it is done; after the wait, a listing still under way logs nothing.
import { watchOutputs, SLOW_LISTING_MS } from '../src/backends/sagemaker/wait/output-watch.js'
import type { Described } from '../src/backends/sagemaker/wait/poll.js'
import type { OutputCount } from '../src/job.js'

const running: Described = {
  TransformJobStatus: 'InProgress',
  TransformJobArn: 'arn:aws:sagemaker:us-east-1:123456789012:transform-job/j',
  CreationTime: new Date(0)
}

/** A count whose answers the test gives, one per listing, with the clock the watch reads. */
function harness() {
  let clock = 0
  const asked: ((c: OutputCount) => void)[] = []
  const lines: string[] = []
  const watch = watchOutputs({
    job: { jobName: 'j', outputPath: 's3://b/out/' },
    count: () => new Promise<OutputCount>(resolve => asked.push(resolve)),
    log: { info: l => void lines.push(l), warning: l => void lines.push(`warning: ${l}`) },
    now: () => clock,
    createdAt: 0
  })!
  const answer = async (c: OutputCount, tookMs = 0) => {
    clock += tookMs
    asked.at(-1)!(c)
    await new Promise(resolve => setImmediate(resolve))
  }
  return { watch, asked, lines, answer, advance: (ms: number) => void (clock += ms) }
}

it('waits for a quick listing at each poll and logs its count', async () => {
  const h = harness()
  const first = h.watch.tick(running)
  expect(h.asked).toHaveLength(1)
  await h.answer({ landed: 0, expected: 300 })
  expect(await first).toMatchObject({ landed: 0 })
  h.advance(5_000)
  const second = h.watch.tick(running)
  await h.answer({ landed: 30, expected: 300 }, SLOW_LISTING_MS - 1)
  expect(await second).toMatchObject({ landed: 30, expected: 300 })
  expect(h.lines).toEqual([
    '[0s] InProgress: no outputs yet (300 inputs)',
    '[7s] InProgress: 30 of 300 outputs (10%), 257/min, about 65 s left'
  ])
})

it('lets a slow listing run on beside the Describes, one at a time, and logs it when done', async () => {
  const h = harness()
  const first = h.watch.tick(running)
  await h.answer({ landed: 1000, expected: 20_000 }, SLOW_LISTING_MS + 1)
  expect(await first).toMatchObject({ landed: 1000 })
  h.advance(5_000)
  // The next listing is not waited for: the poll gets the last count at once, and the polls that
  // follow while it runs start no other.
  expect(await h.watch.tick(running)).toMatchObject({ landed: 1000 })
  expect(await h.watch.tick(running)).toMatchObject({ landed: 1000 })
  expect(h.asked).toHaveLength(2)
  expect(h.lines).toHaveLength(1)
  await h.answer({ landed: 4000, expected: 20_000 }, 10_000)
  expect(h.lines.at(-1)).toMatch(/^\[17s\] InProgress: 4,000 of 20,000 outputs \(20%\)/)
  // A poll after it starts the next listing.
  expect(await h.watch.tick(running)).toMatchObject({ landed: 4000 })
  expect(h.asked).toHaveLength(3)
})

it('logs nothing once the wait is over, and counts nothing for an ended job', async () => {
  const h = harness()
  const first = h.watch.tick(running)
  await h.answer({ landed: 10 }, SLOW_LISTING_MS + 1)
  await first
  await h.watch.tick(running)
  expect(await h.watch.tick({ ...running, TransformJobStatus: 'Completed' })).toBeUndefined()
  h.watch.close()
  await h.answer({ landed: 20 })
  expect(h.asked).toHaveLength(2)
  expect(h.lines).toEqual(['[2s] InProgress: 10 outputs'])
})

it('watches nothing when nobody counts', () => {
  expect(
    watchOutputs({
      job: { jobName: 'j', outputPath: 's3://b/out/' },
      count: undefined,
      log: { info: () => undefined, warning: () => undefined },
      now: () => 0,
      createdAt: 0
    })
  ).toBeUndefined()
})
