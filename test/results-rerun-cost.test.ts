// What `rerun: failed` says it cost and saved, with numbers worked out by hand: a 10-minute job on 2
// instances is 1,200 instance-seconds; it transformed 3 of 20 objects, so not re-running the other 17
// saved 1,200 / 3 x 17 = 6,800 instance-seconds; at $0.90 an hour the run cost $0.30 and saved $1.70.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { readFile } from 'node:fs/promises'
import type { JobOutcome } from '../src/job.js'
import type { SubsetPlan } from '../src/listing/subset.js'
import { publishResults } from './support/publish.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { actionContext, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
let bucket: string

beforeAll(async () => {
  bucket = await freshBucket(s3, 'rerun-cost')
  for (let i = 0; i < 20; i++) {
    const key = `img-${String(i).padStart(2, '0')}.jpg`
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `in/${key}`, Body: 'jpeg bytes' }))
    const out = JSON.stringify({ predictions: [[0.1, 0.9]] })
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `out/${key}.out`, Body: out }))
  }
})

const runner = useRunnerFiles()

const outcome = (): JobOutcome => ({
  jobName: 'shapes-rerun-7',
  status: 'Completed',
  outputPath: `s3://${bucket}/out`,
  startedAt: new Date('2024-05-01T10:00:00Z'),
  endedAt: new Date('2024-05-01T10:10:00Z')
})

const rerun: SubsetPlan = {
  kind: 'rerun',
  manifest: 's3://b/out/_manifests/x.json',
  chosen: 3,
  total: 20,
  names: ['img-00.jpg', 'img-01.jpg', 'img-02.jpg']
}

async function publish(pricePerHour?: number): Promise<{ summary: RunSummary; text: string }> {
  const spec = makeSpec({
    data: `s3://${bucket}/in/`,
    output: `s3://${bucket}/out`,
    s3Endpoint: s3Endpoint(),
    report: pricePerHour === undefined ? {} : { pricePerHour }
  })
  await captureStdout(() => publishResults(spec, outcome(), actionContext(), rerun))
  const outputs = await runner.outputs()
  expect(outputs['instance-seconds']).toBe('1200')
  const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8')) as RunSummary
  return { summary, text: await runner.stepSummary() }
}

describe('rerun: failed, cost and saving', () => {
  it('with price-per-hour: this run’s cost and the money saved', async () => {
    const { summary, text } = await publish(0.9)
    expect(summary.job.instanceSeconds).toBe(1200)
    expect(summary.job.estimatedCost).toBeCloseTo(0.3, 10)
    expect(summary.rerun).toEqual({
      objects: 3,
      of: 20,
      savedInstanceSeconds: 6800,
      savedCost: expect.closeTo(1.7, 10)
    })
    expect(text).toContain('| Instance time | Estimated cost | Saved by rerun: failed |')
    expect(text).toContain(
      '| 1,200 instance-seconds | $0.30 ($0.90/h × 2) | ≈ 6,800 instance-seconds ($1.70) |'
    )
    expect(text).toContain(
      'This run sent 3 of 20 objects to the model (rerun: failed). Not re-running the other 17 saved about ' +
        "6,800 instance-seconds, $1.70: this run's 1,200 instance-seconds ÷ 3 objects × 17."
    )
  })

  it('without a price: instance-seconds only', async () => {
    const { summary, text } = await publish()
    expect(summary.rerun).toEqual({ objects: 3, of: 20, savedInstanceSeconds: 6800 })
    expect(text).toContain('| 1,200 instance-seconds | ≈ 6,800 instance-seconds |')
    expect(text).toContain('Not re-running the other 17 saved about 6,800 instance-seconds: ')
    expect(text).not.toContain('$')
  })

  it('local mode: runner time is billed by nobody, so a price adds no money', async () => {
    const spec = makeSpec({
      mode: 'local',
      data: `s3://${bucket}/in/`,
      output: `s3://${bucket}/out`,
      s3Endpoint: s3Endpoint(),
      report: { pricePerHour: 0.9 }
    })
    await captureStdout(() => publishResults(spec, outcome(), actionContext(), rerun))
    const outputs = await runner.outputs()
    const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8')) as RunSummary
    expect([summary.job.estimatedCost, summary.job.pricePerHour, summary.rerun?.savedCost]).toEqual([
      undefined,
      undefined,
      undefined
    ])
    expect(summary.rerun?.savedInstanceSeconds).toBeGreaterThan(0)
    expect(await runner.stepSummary()).not.toContain('$')
  })
})
