// The reader while a job runs, against s3rver on the real clock: each poll counts only this job's
// outputs (an output an earlier run left is neither counted nor read), queues the new ones, and the end
// reads only what landed after the last poll, each output once.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { setTimeout as delay } from 'node:timers/promises'
import { LiveResults } from '../src/results/live/live-results.js'
import { createS3Client } from '../src/storage/s3.js'
import { sagemakerSpec } from './support/emulator/spec.js'
import { startS3Guard } from './support/s3-guard.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { inputsOrWhy } from './support/planned-job.js'

const s3 = testS3Client()
const put = (bucket: string, key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
const answer = (k: number) => JSON.stringify({ predictions: [k === 0 ? [0.9, 0.1] : [0.1, 0.9]] })

it('counts and reads this job’s outputs as they land; the end reads only the stragglers', async () => {
  const bucket = await freshBucket(s3, 'livereader')
  for (const name of ['a', 'b', 'c', 'd']) await put(bucket, `in/${name}.jpg`, name)
  // An earlier run left d's output; the job is created in the next whole second (S3 keeps seconds).
  await put(bucket, 'out/d.jpg.out', answer(0))
  const createdAt = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000)
  await delay(createdAt.getTime() - Date.now() + 10)

  const spec = sagemakerSpec({
    data: { uri: `s3://${bucket}/in/` },
    output: { path: `s3://${bucket}/out/` },
    control: { s3Endpoint: s3Endpoint() }
  })
  const warnings: string[] = []
  const live = new LiveResults({
    specFor: () => spec,
    inputsFor: () => inputsOrWhy(spec, spec.output.path, () => s3),
    deps: { s3: () => s3, log: { warning: m => void warnings.push(m) } }
  })
  const job = { jobName: 'j', outputPath: spec.output.path, createdAt }

  expect(await live.poll(job)).toMatchObject({ landed: 0 })
  await put(bucket, 'out/a.jpg.out', answer(1))
  await put(bucket, 'out/b.jpg.out', answer(0))
  const second = await live.poll(job)
  expect(second?.landed).toBe(2)
  const open = await live.analysis()!
  await open.reader.drained()
  // Read while the job runs: a and b, not the earlier run's d.
  expect(open.reader.done).toBe(2)
  expect([...open.reader.offered].sort()).toEqual(['a.jpg', 'b.jpg'])
  // The inputs are listed in the background, once: then the polls know how many to expect.
  await open.inputKeys()
  expect(await live.poll(job)).toEqual({ landed: 2, expected: 4 })

  await put(bucket, 'out/c.jpg.out', answer(1))
  const { summary } = await open.finish({
    jobName: 'j',
    status: 'Completed',
    outputPath: spec.output.path,
    createdAt
  })
  // Only c was left to read at the end; d counts as failed (its output is an earlier run's).
  expect(open.reader.done).toBe(3)
  expect(summary.objects).toMatchObject({ total: 4, withOutput: 3, failed: 1, leftByEarlierRun: 1 })
  expect(summary.records).toBe(3)
  expect(warnings).toEqual([])
})

/** A LiveResults over `bucket` (in/ -> out/) through a recording front before s3rver. */
async function liveThroughGuard(bucket: string, followEveryMs: number) {
  const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000)
  const guard = await startS3Guard(
    s3Endpoint(),
    () => 'valid',
    () => performance.now()
  )
  const client = createS3Client({ endpoint: guard.url, region: 'us-east-1' })
  const spec = sagemakerSpec({
    data: { uri: `s3://${bucket}/in/` },
    output: { path: `s3://${bucket}/out/` },
    control: { s3Endpoint: guard.url }
  })
  const live = new LiveResults({
    specFor: () => spec,
    inputsFor: () => inputsOrWhy(spec, spec.output.path, () => client),
    deps: { s3: () => client, log: { warning: () => undefined } },
    followEveryMs
  })
  const job = { jobName: 'j', outputPath: spec.output.path, createdAt }
  const close = async () => {
    client.destroy()
    await guard.close()
  }
  return { guard, live, job, close }
}

describe('the end of a job whose outputs were listed while it ran', () => {
  /** Inputs `n` of `count`, a poll that finds the first `before` outputs, then the rest land. */
  async function endWith(count: number, before: number) {
    const bucket = await freshBucket(s3, 'liveend')
    const names = Array.from({ length: count }, (_, i) => `img-${String(i).padStart(3, '0')}.jpg`)
    for (let i = 0; i < count; i += 50)
      await Promise.all(names.slice(i, i + 50).map(n => put(bucket, `in/${n}`, n)))
    const { guard, live, job, close } = await liveThroughGuard(bucket, 0)
    for (const n of names.slice(0, before)) await put(bucket, `out/${n}.out`, answer(1))
    // Only the polls list (no follow between them): what the end finds is what the polls left.
    await live.poll(job)
    const open = await live.analysis()!
    await open.inputKeys()
    await open.reader.drained()
    for (const n of names.slice(before)) await put(bucket, `out/${n}.out`, answer(0))
    const from = guard.requests.length
    const { summary } = await open.finish({ ...job, status: 'Completed' })
    const requests = guard.requests.slice(from).map(r => `${r.method} ${r.path.replace(/\?.*$/, '')}`)
    await close()
    return { bucket, names, summary, requests }
  }

  it('looks up only the inputs the listings did not find, and reads only those', async () => {
    const { bucket, names, summary, requests } = await endWith(40, 30)
    const late = names.slice(30).map(n => `/${bucket}/out/${n}.out`)
    expect(requests.filter(r => r.startsWith('HEAD ')).sort()).toEqual(late.map(k => `HEAD ${k}`))
    expect(requests.filter(r => r.startsWith('GET ')).sort()).toEqual(late.map(k => `GET ${k}`))
    expect(requests).toHaveLength(20)
    expect(summary.objects).toMatchObject({ total: 40, withOutput: 40, failed: 0, written: 40 })
    expect(summary.records).toBe(40)
  })

  it('lists output-path again when that takes fewer requests than looking each one up', async () => {
    // 260 outputs land after the only poll: more than one listing page's worth of lookups.
    const { bucket, summary, requests } = await endWith(260, 0)
    expect(requests.filter(r => r.startsWith('HEAD '))).toEqual([])
    // One listing (one page) and the reads.
    expect(requests.filter(r => !r.startsWith(`GET /${bucket}/out/`))).toEqual([`GET /${bucket}/`])
    expect(requests.filter(r => r.startsWith(`GET /${bucket}/out/`))).toHaveLength(260)
    expect(summary.objects).toMatchObject({ total: 260, withOutput: 260, failed: 0 })
  })
})

it('between polls, the ranges where outputs land are listed again, each from its first output not found', async () => {
  const bucket = await freshBucket(s3, 'livefollow')
  const names = ['a', 'b', 'c', 'd'].map(n => `${n}.jpg`)
  for (const n of names) await put(bucket, `in/${n}`, n)
  const { guard, live, job, close } = await liveThroughGuard(bucket, 200)
  await live.poll(job)
  const open = await live.analysis()!
  await open.inputKeys()
  for (const n of names.slice(0, 2)) await put(bucket, `out/${n}.out`, answer(1))
  // The poll that finds a and b; the follow starts with it.
  expect(await live.poll(job)).toEqual({ landed: 2, expected: 4 })
  const from = guard.requests.length
  for (const n of names.slice(2)) await put(bucket, `out/${n}.out`, answer(0))
  // No poll: the follow finds c and d, and the reader reads them.
  const deadline = Date.now() + 5_000
  while (open.reader.done < 4 && Date.now() < deadline) await delay(50)
  expect(open.reader.done).toBe(4)
  const listings = guard.requests
    .slice(from)
    .filter(r => r.method === 'GET' && r.path.includes('list-type=2'))
  expect(listings.length).toBeGreaterThan(0)
  // Each after the last output of the run found from the range's start: b's, or c's once a follow
  // between the two PUTs found c; never back.
  const after = listings.map(l => /start-after=out\/([a-d])\.jpg\.out/.exec(decodeURIComponent(l.path))?.[1])
  expect(after[0]).toBe('b')
  expect(after.every((x, i) => (x === 'b' || x === 'c') && (i === 0 || x! >= after[i - 1]!))).toBe(true)
  const { summary } = await open.finish({ ...job, status: 'Completed' })
  expect(summary.objects).toMatchObject({ total: 4, withOutput: 4, failed: 0 })
  await close()
})

it('between polls, before any output was found, the follow lists the first open range (found within 2 s)', async () => {
  const bucket = await freshBucket(s3, 'liveprobe')
  const names = ['a', 'b', 'c', 'd'].map(n => `${n}.jpg`)
  for (const n of names) await put(bucket, `in/${n}`, n)
  const { live, job, close } = await liveThroughGuard(bucket, 200)
  expect(await live.poll(job)).toMatchObject({ landed: 0 })
  const open = await live.analysis()!
  await open.inputKeys()
  // No poll from here on: only the follow can find it.
  await put(bucket, 'out/a.jpg.out', answer(1))
  const deadline = Date.now() + 2_500
  while (open.reader.done < 1 && Date.now() < deadline) await delay(50)
  expect([...open.reader.offered]).toEqual(['a.jpg'])
  expect(open.reader.done).toBe(1)
  live.end()
  await close()
})
