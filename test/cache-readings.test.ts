// The side files beside a cache's records: a reading counts only for the very output it was read from
// (the content's winning record, with the same fingerprint), only under the run's reading key, and a
// side file that is missing or spoiled gives nothing (those outputs are read).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FsStore } from '../src/storage/fs-store.js'
import { readKept, writeRecord } from '../src/cache/records.js'
import { compactReadings, readingsKey, readKeptReadings, sideFile } from '../src/cache/readings.js'
import type { Logger } from '../src/context.js'

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
    const readings = await readKeptReadings(cache, kept, ['c1', 'c2', 'c3'], KEY, ID)
    expect(Object.fromEntries([...readings.readings].map(([c, r]) => [c, r.reading]))).toEqual({
      c1: 'r-o1',
      c2: 'r-n2'
    })
    expect(
      (await readKeptReadings(cache, kept, ['c1', 'c2', 'c3'], OTHER_KEY, ID)).readings.get('c3')?.reading
    ).toBe('x')
    // Only the side files of the records the contents asked for are read.
    expect((await readKeptReadings(cache, kept, ['c1'], KEY, ID)).sideFilesRead).toBe(1)
    expect((await readKeptReadings(cache, kept, [], KEY, ID)).sideFilesRead).toBe(0)
  })

  it('gives nothing for a spoiled side file, and names no key that is not one', async () => {
    const cache = new FsStore(dir)
    const key = await writeRecord(cache, record('job', 1, [['c1', '"f1"']]), {})
    await writeFile(path.join(dir, readingsKey(key, KEY)), 'not gzip at all')
    const kept = await readKept(cache, ID, NOW, 30)
    expect((await readKeptReadings(cache, kept, ['c1'], KEY, ID)).readings.size).toBe(0)
    expect(() => readingsKey(key, '../../elsewhere')).toThrow('not a reading key')
  })
})

describe("the readings' index", () => {
  it('is written once many side files were read one by one, and then read in their place', async () => {
    const cache = new FsStore(dir)
    const contents: string[] = []
    for (let i = 0; i < 12; i++) {
      const content = `c${i}`
      contents.push(content)
      const key = await writeRecord(cache, record(`job-${i}`, 12 - i, [[content, `"f${i}"`]]), {})
      await cache.put(
        readingsKey(key, KEY),
        sideFile([{ content, fingerprint: `"f${i}"`, reading: `r${i}` }])
      )
    }
    const warnings: string[] = []
    const log = { warning: (line: string) => void warnings.push(line) } as unknown as Logger
    let kept = await readKept(cache, ID, NOW, 30)
    const first = await readKeptReadings(cache, kept, contents, KEY, ID)
    expect(first.sideFilesRead).toBe(12)
    expect(await compactReadings(cache, ID, KEY, first, log)).toBe(true)
    // The next run lists the index with the records and reads it alone.
    kept = await readKept(cache, ID, NOW, 30)
    const next = await readKeptReadings(cache, kept, contents, KEY, ID)
    expect(next.sideFilesRead).toBe(0)
    expect([...next.readings.values()].map(r => r.reading).sort()).toEqual(
      contents.map((_, i) => `r${i}`).sort()
    )
    // Nothing more to compact; a reading the index holds for another output than the winner's is not taken.
    expect(await compactReadings(cache, ID, KEY, next, log)).toBe(false)
    const newer = await writeRecord(cache, record('job-new', 0, [['c0', '"changed"']]), {})
    kept = await readKept(cache, ID, NOW, 30)
    const after = await readKeptReadings(cache, kept, contents, KEY, ID)
    expect(after.readings.has('c0')).toBe(false)
    expect(after.readings.size).toBe(11)
    expect(newer).toBeDefined()
    expect(warnings).toEqual([])
  })
})
