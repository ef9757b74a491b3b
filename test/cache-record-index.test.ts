// The records' index: once many records are compacted into it, a run reads it and the records written
// since, one GET each, instead of every record; and what it keeps is exactly what reading every record
// keeps, whatever cache-max-age and clock the reader has. It is written with a condition that a store
// honouring it (moto) uses to refuse a run that compacts from a stale read, and a store ignoring it
// (s3rver) loses nothing by; an index that is unreadable, too large or another identity's is ignored.
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { FsStore } from '../src/storage/fs-store.js'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import type { ObjectStore } from '../src/storage/store.js'
import type { Logger } from '../src/context.js'
import {
  compactRecords,
  readKept,
  RECORD_MAX_BYTES,
  writeRecord,
  type KeptOutputs
} from '../src/cache/records.js'
import { recordIndexKey } from '../src/cache/layout.js'
import { freshBucket, s3Endpoint } from './support/s3.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { startMoto, type RunningMoto } from './support/moto.js'

const ID = 'f'.repeat(64)
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const T = Date.parse('2026-11-28T12:00:00Z')

function logger(): Logger & { warnings: string[] } {
  const warnings: string[] = []
  return {
    warnings,
    info: () => undefined,
    warning: line => void warnings.push(line),
    debug: () => undefined,
    startGroup: () => undefined,
    endGroup: () => undefined
  }
}

const record = (job: string, at: number, outputs: [string, string][]) => ({
  identity: ID,
  job,
  transformedAt: new Date(at).toISOString(),
  instanceSeconds: 60,
  pricePerHour: 3.6,
  transformed: outputs.length,
  outputs
})

/** What a reader keeps, without the counts of how it read (outputs by content: a map has no order). */
function kept(k: KeptOutputs) {
  return {
    byContent: [...k.byContent].sort(([a], [b]) => (a < b ? -1 : 1)),
    sources: k.sources,
    read: k.read,
    tooOld: k.tooOld,
    unreadable: k.unreadable
  }
}

/** GetObject requests seen since `from` (listings are GETs of the bucket, with no key). */
const gets = (counter: S3Counter, from: number) =>
  counter.requests.slice(from).filter(r => r.method === 'GET' && r.key !== '')

describe('the records index on S3', () => {
  let counter: S3Counter
  let store: S3Store
  let bucket: string
  beforeAll(async () => {
    counter = await startS3Counter(s3Endpoint())
    const client = createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' })
    bucket = await freshBucket(client)
    store = new S3Store(client, { bucket, key: 'cache' })
  })
  afterAll(() => counter.close())

  it('reads 200 records in one GET once compacted, keeping the same outputs, and still reads records written since', async () => {
    const now = Date.now()
    // A first run that kept 1,000 outputs, then 199 runs that each changed 5 of them.
    const first: [string, string][] = Array.from({ length: 1000 }, (_, i) => [`c${i}`, `"first-${i}"`])
    await writeRecord(store, record('job-0', now - 200 * MIN, first), {})
    for (let r = 1; r < 200; r++) {
      const outputs: [string, string][] = Array.from({ length: 5 }, (_, i) => [
        `c${(r * 7 + i * 131) % 1000}`,
        `"r${r}-${i}"`
      ])
      await writeRecord(store, record(`job-${r}`, now - (200 - r) * MIN, outputs), {})
    }
    const log = logger()

    let at = counter.requests.length
    const unindexed = await readKept(store, ID, Date.now(), 30)
    // Every record, and the index that is not there yet.
    expect(gets(counter, at)).toHaveLength(201)
    expect(unindexed).toMatchObject({ read: 200, fromIndex: 0 })

    at = counter.requests.length
    expect(await compactRecords(store, unindexed, log)).toBe(true)
    const puts = counter.requests.slice(at).filter(r => r.method === 'PUT')
    expect(puts.map(r => [r.key, r.headers['if-none-match'], r.headers['if-match']])).toEqual([
      [`cache/${recordIndexKey(ID)}`, '*', undefined]
    ])

    // Each content's output once: those a later record replaces are left out.
    const index = JSON.parse(
      gunzipSync((await store.readSmall(recordIndexKey(ID), RECORD_MAX_BYTES))!).toString()
    )
    expect(index.records).toHaveLength(200)
    expect(index.records.flatMap((r: { record: { outputs: unknown[] } }) => r.record.outputs)).toHaveLength(
      1000
    )

    at = counter.requests.length
    const indexed = await readKept(store, ID, Date.now(), 30)
    expect(gets(counter, at).map(r => r.key)).toEqual([`cache/${recordIndexKey(ID)}`])
    expect(indexed.fromIndex).toBe(200)
    expect(kept(indexed)).toEqual(kept(unindexed))
    // Nothing new: nothing compacted again.
    at = counter.requests.length
    expect(await compactRecords(store, indexed, log)).toBe(false)
    expect(counter.requests.slice(at)).toHaveLength(0)

    // Another run's records, written after the index: read, one GET each, and theirs win.
    for (let r = 0; r < 3; r++)
      await writeRecord(store, record(`job-late-${r}`, Date.now(), [['c1', `"late-${r}"`]]), {})
    at = counter.requests.length
    const later = await readKept(store, ID, Date.now() + 1000, 30)
    expect(gets(counter, at).map(r => r.key)).toHaveLength(4)
    expect(later).toMatchObject({ read: 203, fromIndex: 200 })
    expect(later.byContent.get('c1')!.fingerprint).toMatch(/^"late-\d"$/)
    expect(later.sources).toHaveLength(203)
    expect(log.warnings).toEqual([])
  })
})

describe('the records index in a folder', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'record-index-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  /** Writes a record that the folder says was written at `written`. */
  async function put(cache: FsStore, job: string, at: number, written: number, outputs: [string, string][]) {
    const key = await writeRecord(cache, record(job, at, outputs), {})
    await utimes(cache.uriOf(key), written / 1000, written / 1000)
    return key
  }

  it('keeps what reading every record keeps, for every cache-max-age and clock, whatever the index covers', async () => {
    const cache = new FsStore(dir)
    await put(cache, 'job-60d', T - 60 * DAY, T - 60 * DAY, [['c1', '"60d"']])
    await put(cache, 'job-10d', T - 10 * DAY, T - 10 * DAY, [
      ['c1', '"10d"'],
      ['c2', '"10d"']
    ])
    await put(cache, 'job-3d', T - 3 * DAY, T - 3 * DAY, [
      ['c2', '"3d"'],
      ['c3', '"3d"']
    ])
    for (let i = 0; i < 12; i++)
      await put(cache, `job-fill-${i}`, T - (i + 1) * 7 * HOUR, T - (i + 1) * 7 * HOUR + 1000, [
        [`c${i % 4}`, `"fill-${i}"`],
        [`f${i}`, `"fill-${i}"`]
      ])
    // Dated ahead of the store's clock: a reader whose clock is behind both counts both as now, and
    // then the one written last wins; a reader after both, the one dated last.
    await put(cache, 'job-ahead-a', T + 5 * HOUR, T + 20 * HOUR, [['cf', '"a"']])
    await put(cache, 'job-ahead-b', T + 10 * HOUR, T + 10 * HOUR, [['cf', '"b"']])
    // Not of the time-first form, not a record, another identity's.
    const folder = path.dirname(cache.uriOf(await put(cache, 'job-x', T - HOUR, T - HOUR, [['c5', '"x"']])))
    await writeFile(
      path.join(folder, 'job-y.json'),
      JSON.stringify({ version: 1, ...record('job-y', T - HOUR, [['c6', '"y"']]) })
    )
    await utimes(path.join(folder, 'job-y.json'), (T - HOUR) / 1000, (T - HOUR) / 1000)
    await writeFile(path.join(folder, 'planted.json'), 'not json')
    await writeFile(
      path.join(folder, 'other.json'),
      JSON.stringify({ version: 1, ...record('job-o', T, []), identity: 'e'.repeat(64) })
    )

    const clocks = [T, T + 15 * HOUR, T + 30 * HOUR, T + 20 * DAY]
    const ages = [0.5, 1, 2, 5, 30, 45, 400]
    const expected = new Map<string, ReturnType<typeof kept>>()
    for (const now of clocks)
      for (const age of ages) expected.set(`${now} ${age}`, kept(await readKept(cache, ID, now, age)))
    // The rule the clocks exercise: which of the two dated ahead wins depends on the reader's clock.
    const winner = (now: number) =>
      expected.get(`${now} 30`)!.byContent.find(([c]) => c === 'cf')![1].fingerprint
    expect([winner(T), winner(T + 30 * HOUR)]).toEqual(['"a"', '"b"'])

    const log = logger()
    // Compacted by a run with a short cache-max-age (the newest records), then by one with a long one.
    for (const [now, age, covered] of [
      [T, 2, 10],
      [T + 30 * HOUR, 400, 19]
    ]) {
      const compacting = await readKept(cache, ID, now, age)
      expect(await compactRecords(cache, compacting, log)).toBe(true)
      for (const readerNow of clocks)
        for (const readerAge of ages) {
          const read = await readKept(cache, ID, readerNow, readerAge)
          expect([readerNow, readerAge, kept(read)]).toEqual([
            readerNow,
            readerAge,
            expected.get(`${readerNow} ${readerAge}`)
          ])
        }
      expect((await readKept(cache, ID, T + 30 * HOUR, 400)).fromIndex).toBe(covered)
    }
    expect(log.warnings).toEqual([])
  })

  it("is made once where none was: a second run that found none does not write over the first's", async () => {
    const cache = new FsStore(dir)
    for (let i = 0; i < 12; i++) await put(cache, `job-${i}`, T - i * DAY, T - i * DAY, [[`c${i}`, `"${i}"`]])
    const log = logger()
    const [short, long] = [await readKept(cache, ID, T, 10.5), await readKept(cache, ID, T, 30)]
    expect([await compactRecords(cache, long, log), await compactRecords(cache, short, log)]).toEqual([
      true,
      false
    ])
    expect((await readKept(cache, ID, T, 30)).fromIndex).toBe(12)
    expect(await readdir(path.dirname(cache.uriOf(recordIndexKey(ID))))).toEqual([
      'identity.json',
      'records',
      'records-index.json.gz'
    ])
    expect(log.warnings).toEqual([])
  })

  it('leaves out of the index the outputs no reader can take, and is set aside when a record it covers is gone', async () => {
    const cache = new FsStore(dir)
    for (let i = 0; i < 10; i++)
      await put(cache, `job-${i}`, T - (i + 2) * HOUR, T - (i + 2) * HOUR, [
        ['c0', `"${i}"`],
        [`c${i + 1}`, `"${i}"`]
      ])
    const newest = await put(cache, 'job-new', T - HOUR, T - HOUR, [['c0', '"new"']])
    const log = logger()
    const first = await readKept(cache, ID, T, 30)
    expect(await compactRecords(cache, first, log)).toBe(true)
    const index = JSON.parse(gunzipSync(await readFile(cache.uriOf(recordIndexKey(ID)))).toString())
    // c0 once (the newest record's), and each other content once.
    expect(
      index.records.flatMap((r: { record: { outputs: [string, string][] } }) => r.record.outputs)
    ).toHaveLength(11)
    expect(kept(await readKept(cache, ID, T, 30))).toEqual(kept(first))
    // The record that held c0 last deleted: the index no longer says who holds it, so it is set aside.
    await rm(cache.uriOf(newest))
    const read = await readKept(cache, ID, T, 30)
    expect(read.fromIndex).toBe(0)
    expect(read.byContent.get('c0')!.fingerprint).toBe('"0"')
    expect(log.warnings).toEqual([])
  })

  it("ignores an index that is not one, another identity's or too large unpacked, and reads every record again when it misdescribes one", async () => {
    const cache = new FsStore(dir)
    const keys: string[] = []
    for (let i = 0; i < 10; i++)
      keys.push(await put(cache, `job-${i}`, T - i * HOUR, T - i * HOUR, [[`c${i}`, `"${i}"`]]))
    const log = logger()
    const first = await readKept(cache, ID, T, 30)
    const full = kept(first)
    expect(await compactRecords(cache, first, log)).toBe(true)
    const indexFile = cache.uriOf(recordIndexKey(ID))
    const index = JSON.parse(gunzipSync(await readFile(indexFile)).toString())
    expect(index.records).toHaveLength(10)
    const planted = [
      Buffer.from('not gzip'),
      gzipSync('{"version":1'),
      gzipSync(JSON.stringify({ ...index, identity: 'e'.repeat(64) })),
      // A whole index, one byte over the cap once unpacked.
      gzipSync(JSON.stringify(index).padEnd(RECORD_MAX_BYTES + 1, ' '))
    ]
    for (const bytes of planted) {
      await writeFile(indexFile, bytes)
      const read = await readKept(cache, ID, T, 30)
      expect(read.fromIndex).toBe(0)
      expect(kept(read)).toEqual(full)
      // Written over by the next compaction (a folder has no ETags to hold it to).
      expect(await compactRecords(cache, read, log)).toBe(true)
      expect((await readKept(cache, ID, T, 30)).fromIndex).toBe(10)
    }
    // An entry whose size is not the record's as listed: the index is set aside, every record read.
    const entry = index.records.find((r: { key: string }) => r.key === keys[0])
    entry.record.outputs = [['c0', '"forged"']]
    entry.size += 1
    await writeFile(indexFile, gzipSync(JSON.stringify(index)))
    const read = await readKept(cache, ID, T, 30)
    expect(read.fromIndex).toBe(0)
    expect(read.byContent.get('c0')!.fingerprint).toBe('"0"')
    expect(kept(read)).toEqual(full)
    expect(log.warnings).toEqual([])
  })
})

/**
 * Two runs that both read the index (etag e1), one with a shorter cache-max-age; the longer one compacts
 * first; the shorter one's compaction, from a stale read, comes after. Returns what then happened.
 */
async function staleCompaction(store: ObjectStore) {
  const now = Date.now()
  for (let i = 0; i < 12; i++)
    await writeRecord(store, record(`job-${i}`, now - (i + 1) * HOUR, [[`c${i % 5}`, `"${i}"`]]), {})
  for (let i = 0; i < 3; i++)
    await writeRecord(store, record(`job-old-${i}`, now - (100 + i) * DAY, [[`c${i}`, `"old-${i}"`]]), {})
  const log = logger()
  // Two runs at once, neither finding an index: the first to write wins, the other is refused.
  const [shortFirst, longFirst] = [await readKept(store, ID, now, 30), await readKept(store, ID, now, 400)]
  const firstWrites = [
    await compactRecords(store, longFirst, log),
    await compactRecords(store, shortFirst, log)
  ]
  const coveredAfterFirst = (await readKept(store, ID, now, 400)).fromIndex
  // Nine more records; both runs read the index, the longer one compacts first.
  for (let i = 0; i < 9; i++)
    await writeRecord(store, record(`job-more-${i}`, now - i * MIN, [[`c${i % 5}`, `"more-${i}"`]]), {})
  const [short, long] = [await readKept(store, ID, now, 30), await readKept(store, ID, now, 400)]
  const writes = [await compactRecords(store, long, log), await compactRecords(store, short, log)]
  const withIndex = await readKept(store, ID, now, 400)
  return { firstWrites, coveredAfterFirst, writes, withIndex, warnings: log.warnings }
}

describe('the records index under a write condition', () => {
  it('is refused from a stale read where the store honours the condition (moto): the newer index stays', async () => {
    const moto: RunningMoto = await startMoto()
    try {
      const client: S3Client = createS3Client({ endpoint: moto.url, region: 'us-east-1' })
      await client.send(new CreateBucketCommand({ Bucket: 'cache' }))
      const store = new S3Store(client, { bucket: 'cache', key: '' })
      const happened = await staleCompaction(store)
      expect(happened).toMatchObject({
        firstWrites: [true, false],
        coveredAfterFirst: 15,
        writes: [true, false],
        warnings: []
      })
      expect(happened.withIndex.fromIndex).toBe(24)
      await client.send(new DeleteObjectCommand({ Bucket: 'cache', Key: recordIndexKey(ID) }))
      expect(kept(happened.withIndex)).toEqual(kept(await readKept(store, ID, Date.now(), 400)))
      client.destroy()
    } finally {
      await moto.close()
    }
  }, 60_000)

  it('loses nothing where the store ignores the condition (s3rver): what the index misses is read', async () => {
    const client = createS3Client({ endpoint: s3Endpoint(), region: 'us-east-1' })
    const bucket = await freshBucket(client)
    const store = new S3Store(client, { bucket, key: '' })
    const happened = await staleCompaction(store)
    // Each write went through, the last from the shorter read: 21 records, not 24.
    expect(happened).toMatchObject({ firstWrites: [true, true], writes: [true, true], warnings: [] })
    expect(happened.withIndex.fromIndex).toBe(21)
    expect(happened.withIndex.read).toBe(24)
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: recordIndexKey(ID), Body: 'gone' }))
    expect(kept(happened.withIndex)).toEqual(kept(await readKept(store, ID, Date.now(), 400)))
    client.destroy()
  })
})
