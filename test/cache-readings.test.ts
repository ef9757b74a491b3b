// The side files beside a cache's records: a reading counts only for the very output it was read from
// (the content's winning record, with the same fingerprint), only under the run's reading key, and a
// side file that is missing or spoiled gives nothing (those outputs are read).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FsStore } from '../src/storage/fs-store.js'
import { readKept, writeRecord } from '../src/cache/records.js'
import { readingsKey, readKeptReadings, sideFile } from '../src/cache/readings.js'

const ID = 'e'.repeat(64)
const NOW = Date.parse('2026-11-28T12:00:00Z')
const KEY = 'a'.repeat(32)
const OTHER_KEY = 'b'.repeat(32)
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cache-readings-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const record = (job: string, hoursAgo: number, outputs: [string, string][]) => ({
  identity: ID,
  job,
  transformedAt: new Date(NOW - hoursAgo * 3_600_000).toISOString(),
  transformed: outputs.length,
  outputs
})

describe('kept readings', () => {
  it("count only for the winning record's output, under the run's key", async () => {
    const cache = new FsStore(dir)
    const older = await writeRecord(
      cache,
      record('job-old', 5, [
        ['c1', '"o1"'],
        ['c2', '"o2"']
      ]),
      {}
    )
    const newer = await writeRecord(
      cache,
      record('job-new', 1, [
        ['c2', '"n2"'],
        ['c3', '"n3"']
      ]),
      {}
    )
    await cache.put(
      readingsKey(older, KEY),
      sideFile([
        { content: 'c1', fingerprint: '"o1"', reading: 'r-o1' },
        // c2's winner is the newer record: the older reading is of another output.
        { content: 'c2', fingerprint: '"o2"', reading: 'r-o2' }
      ])
    )
    await cache.put(
      readingsKey(newer, KEY),
      sideFile([
        { content: 'c2', fingerprint: '"n2"', reading: 'r-n2' },
        // Not the output the record kept for c3.
        { content: 'c3', fingerprint: '"other"', reading: 'r-wrong' }
      ])
    )
    await cache.put(
      readingsKey(newer, OTHER_KEY),
      sideFile([{ content: 'c3', fingerprint: '"n3"', reading: 'x' }])
    )
    // Written by a hand that may write the cache: not a side file's lines.
    await writeFile(path.join(dir, `${readingsKey(older, OTHER_KEY)}`), 'not gzip')
    const kept = await readKept(cache, ID, NOW, 30)
    const readings = await readKeptReadings(cache, kept, ['c1', 'c2', 'c3'], KEY)
    expect(Object.fromEntries(readings)).toEqual({ c1: 'r-o1', c2: 'r-n2' })
    expect((await readKeptReadings(cache, kept, ['c1', 'c2', 'c3'], OTHER_KEY)).get('c3')).toBe('x')
    // Only the side files of the records the contents asked for are read.
    expect((await readKeptReadings(cache, kept, ['c1'], KEY)).size).toBe(1)
    expect((await readKeptReadings(cache, kept, [], KEY)).size).toBe(0)
  })

  it('gives nothing for a spoiled side file, and names no key that is not one', async () => {
    const cache = new FsStore(dir)
    const key = await writeRecord(cache, record('job', 1, [['c1', '"f1"']]), {})
    await writeFile(path.join(dir, readingsKey(key, KEY)), 'not gzip at all')
    const kept = await readKept(cache, ID, NOW, 30)
    expect((await readKeptReadings(cache, kept, ['c1'], KEY)).size).toBe(0)
    expect(() => readingsKey(key, '../../elsewhere')).toThrow('not a reading key')
  })
})
