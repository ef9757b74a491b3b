// How many reads the output reader keeps in flight: its floor when outputs come slowly, enough to keep
// pace with the landing rate at the latency seen, a backlog read within seconds, and never past S3's GET
// rate per prefix or the absolute bound.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { inFlightLimit, MAX_BYTES_IN_FLIGHT, OutputReader } from '../src/results/read/output-reader.js'
import { FsStore } from '../src/storage/fs-store.js'

describe('reads in flight', () => {
  it('stays at its floor while outputs land slowly', () => {
    expect(inFlightLimit(32, { backlog: 10, landingPerSecond: 100, latencySeconds: 0.02 })).toBe(32)
    // Before any read has finished, no latency is known.
    expect(inFlightLimit(32, { backlog: 5_000, landingPerSecond: 0, latencySeconds: 0 })).toBe(32)
  })

  it('follows the landing rate times the latency (5,000 a second at 40 ms: 200)', () => {
    expect(inFlightLimit(32, { backlog: 0, landingPerSecond: 5_000, latencySeconds: 0.04 })).toBe(200)
  })

  it('reads a backlog within about two seconds (4,000 waiting at 40 ms: 80)', () => {
    expect(inFlightLimit(32, { backlog: 4_000, landingPerSecond: 0, latencySeconds: 0.04 })).toBe(80)
  })

  it("stays under S3's 5,500 GETs a second and 256 in flight", () => {
    // 20 ms a read: 110 in flight is 5,500 a second.
    expect(inFlightLimit(32, { backlog: 100_000, landingPerSecond: 3_000, latencySeconds: 0.02 })).toBe(110)
    expect(inFlightLimit(32, { backlog: 100_000, landingPerSecond: 3_000, latencySeconds: 0.2 })).toBe(256)
  })
})

describe('bytes in flight', () => {
  it('is 256 MiB at most by default', () => {
    expect(MAX_BYTES_IN_FLIGHT).toBe(256 << 20)
  })

  it('holds a reader given no bound to 256 MiB: outputs listed at 4 MiB go 64 at a time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reader-default-'))
    try {
      const body = JSON.stringify({ predictions: [{ label: 'x' }] })
      for (let i = 0; i < 100; i++) await writeFile(path.join(dir, `in-${i}.json.out`), body)
      const store = new FsStore(dir)
      let inFlight = 0
      let most = 0
      const watched = Object.assign(Object.create(store) as FsStore, {
        readSmall: async (key: string, maxBytes: number) => {
          most = Math.max(most, ++inFlight)
          await new Promise(r => setTimeout(r, 20))
          try {
            return await store.readSmall(key, maxBytes)
          } finally {
            inFlight--
          }
        }
      })
      // The count would allow 200 at once: only the bytes hold them back.
      const reader = new OutputReader({
        outputs: watched,
        read: { format: 'auto', classes: new ClassRegistry() },
        concurrency: 200,
        sink: () => undefined
      })
      for (let i = 0; i < 100; i++) reader.offer(`in-${i}.json`, 4 << 20)
      await reader.drained()
      expect({ done: reader.done, predictions: reader.predictions, most }).toEqual({
        done: 100,
        predictions: 100,
        most: 64
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('starts no read past the bound in bytes, whatever the count allows (one always goes)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reader-bytes-'))
    try {
      const body = JSON.stringify({ predictions: [{ label: 'x', pad: 'p'.repeat(960) }] })
      for (let i = 0; i < 40; i++) await writeFile(path.join(dir, `in-${i}.json.out`), body)
      await writeFile(path.join(dir, 'huge.json.out'), body)
      // The real store, watched: how many reads and how many bytes are in flight at once.
      const store = new FsStore(dir)
      let inFlight = 0
      let most = 0
      const watched = Object.assign(Object.create(store) as FsStore, {
        readSmall: async (key: string, maxBytes: number, size?: number) => {
          most = Math.max(most, ++inFlight)
          await new Promise(r => setTimeout(r, 5))
          try {
            return await store.readSmall(key, maxBytes, size)
          } finally {
            inFlight--
          }
        }
      })
      const reader = new OutputReader({
        outputs: watched,
        read: { format: 'auto', classes: new ClassRegistry() },
        concurrency: 32,
        sink: () => undefined,
        maxBytesInFlight: 4 * body.length
      })
      for (let i = 0; i < 40; i++) reader.offer(`in-${i}.json`, body.length)
      await reader.drained()
      expect({ done: reader.done, predictions: reader.predictions, most }).toEqual({
        done: 40,
        predictions: 40,
        most: 4
      })
      // Listed as larger than the whole bound: it still goes once nothing else is in flight.
      reader.offer('huge.json', 5 * body.length)
      await reader.drained()
      expect(reader.done).toBe(41)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
