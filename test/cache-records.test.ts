// The cache's records: a reader takes the union of every run's record, the newest winning for a
// content; records older than cache-max-age, or not records at all (a planted file, a job name that
// could carry Markdown), are left out, and expired ones are not even read (their keys begin with their
// time); a record too large is not read, a date in the future counts as now; a record is a new object,
// never a rewrite.
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FsStore } from '../src/storage/fs-store.js'
import { readKept, writeRecord } from '../src/cache/records.js'
import { recordKey, recordsFolder } from '../src/cache/layout.js'
import { RECORD_MAX_BYTES } from '../src/cache/records.js'

const ID = 'f'.repeat(64)
const DAY = 86_400_000
const NOW = Date.parse('2026-11-28T12:00:00Z')
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cache-records-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const record = (job: string, daysAgo: number, outputs: [string, string][]) => ({
  identity: ID,
  job,
  transformedAt: new Date(NOW - daysAgo * DAY).toISOString(),
  instanceSeconds: 100,
  pricePerHour: 3.6,
  transformed: 4,
  outputs
})

describe('cache records', () => {
  it('takes the union, the newest record winning for a content, and leaves out the old ones', async () => {
    const cache = new FsStore(dir)
    await writeRecord(cache, record('job-old', 40, [['c1', '"old"']]), { what: 'identity' })
    await writeRecord(
      cache,
      record('job-a', 3, [
        ['c1', '"a1"'],
        ['c2', '"a2"']
      ]),
      {}
    )
    await writeRecord(
      cache,
      record('job-b', 1, [
        ['c2', '"b2"'],
        ['c3', '"b3"']
      ]),
      {}
    )
    const kept = await readKept(cache, ID, NOW, 30)
    expect(kept.read).toBe(2)
    // Not even read: its key says its time.
    expect(kept.tooOld).toBe(0)
    const of = (c: string) => {
      const k = kept.byContent.get(c)
      return k && { fingerprint: k.fingerprint, job: kept.sources[k.source].job }
    }
    expect(of('c1')).toEqual({ fingerprint: '"a1"', job: 'job-a' })
    expect(of('c2')).toEqual({ fingerprint: '"b2"', job: 'job-b' })
    expect(of('c3')).toEqual({ fingerprint: '"b3"', job: 'job-b' })
    // What one output of a job cost: its instance-seconds and price over what it transformed.
    expect(kept.sources[kept.byContent.get('c3')!.source]).toMatchObject({
      secondsPerOutput: 25,
      costPerOutput: 0.025
    })
    // With a shorter age, only the newest.
    expect((await readKept(cache, ID, NOW, 2)).byContent.has('c1')).toBe(false)
    // Three records, three objects: none rewritten.
    expect(await readdir(path.join(dir, recordsFolder(ID)))).toHaveLength(3)
  })

  it('leaves out what is not a record of this identity', async () => {
    const cache = new FsStore(dir)
    const folder = path.join(dir, recordsFolder(ID))
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, 'planted.json'), 'not json')
    await writeFile(
      path.join(folder, 'markdown.json'),
      JSON.stringify({ version: 1, ...record('[x](http://a) ', 1, [['c9', '"x"']]) })
    )
    await writeFile(
      path.join(folder, 'other.json'),
      JSON.stringify({ version: 1, ...record('job-c', 1, [['c8', '"x"']]), identity: 'e'.repeat(64) })
    )
    const kept = await readKept(cache, ID, NOW, 30)
    expect(kept).toMatchObject({ read: 0, unreadable: 3 })
    expect(kept.byContent.size).toBe(0)
  })

  it('reads no record older than cache-max-age, by its key: even one that could not be read', async () => {
    const cache = new FsStore(dir)
    const folder = path.join(dir, recordsFolder(ID))
    await mkdir(folder, { recursive: true })
    const old = recordKey(ID, NOW - 40 * DAY, 'job-old', 'abcd').slice(recordsFolder(ID).length)
    await writeFile(path.join(folder, old), 'not json: never read')
    // A key not of the time-first form is still read.
    await writeFile(
      path.join(folder, 'job-x.json'),
      JSON.stringify({ version: 1, ...record('job-x', 1, [['c1', '"x"']]) })
    )
    const kept = await readKept(cache, ID, NOW, 30)
    expect(kept).toMatchObject({ read: 1, tooOld: 0, unreadable: 0 })
    // Read with a longer age: then it is.
    expect(await readKept(cache, ID, NOW, 60)).toMatchObject({ read: 1, unreadable: 1 })
  })

  it('dates a record no later than the store wrote it: one dated in the future does not win for good', async () => {
    const cache = new FsStore(dir)
    const now = Date.now()
    const at = (job: string, time: number, fingerprint: string) => ({
      ...record(job, 0, [['c1', fingerprint]]),
      transformedAt: new Date(time).toISOString()
    })
    await writeRecord(cache, at('job-future', now + 3650 * DAY, '"planted"'), {})
    await new Promise(resolve => setTimeout(resolve, 20))
    await writeRecord(cache, at('job-real', Date.now(), '"real"'), {})
    const kept = await readKept(cache, ID, Date.now() + 1000, 30)
    expect(kept.byContent.get('c1')!.fingerprint).toBe('"real"')
    // Its date, as told: when it was written, not ten years on.
    const future = kept.sources.find(s => s.job === 'job-future')!
    expect(Date.parse(future.transformedAt)).toBeLessThan(Date.now() + 1000)
  })

  it('reads no record larger than the cap', async () => {
    const cache = new FsStore(dir)
    const folder = path.join(dir, recordsFolder(ID))
    await mkdir(folder, { recursive: true })
    const big = JSON.stringify({
      version: 1,
      ...record('job-big', 1, [['c1', `"${'x'.repeat(RECORD_MAX_BYTES)}"`]])
    })
    await writeFile(path.join(folder, 'big.json'), big)
    expect(await readKept(cache, ID, NOW, 30)).toMatchObject({ read: 0, unreadable: 1 })
  })
})
