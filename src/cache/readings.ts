// Side files: what the analysis read from each kept output, beside the record that kept it, so that a
// run placing that output replays the reading instead of reading the output again (a whole hit then
// costs about one listing). One side file per record and reading key (the results' name for the parser
// and the settings that shape a reading); each line names the input's content, the kept output's
// fingerprint and the reading, which the cache stores as given and never parses. A reading counts only
// for the output it was made from: the content's winning record must have the same fingerprint.
import { gunzipSync, gzipSync } from 'node:zlib'
import { readAll, type ObjectStore } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import type { KeptOutputs } from './records.js'
import { RECORD_MAX_BYTES } from './records.js'

/** A reading key as the results make it (32 hex characters): anything else is never a key. */
const READING_KEY = /^[0-9a-f]{32}$/
/** Side files read at once. */
const READING = 16

/** The side file of `record` (a record's key) for readings made under `readingKey`. */
export function readingsKey(record: string, readingKey: string): string {
  if (!READING_KEY.test(readingKey)) throw new Error(`not a reading key: ${readingKey}`)
  return `${record.replace(/\.json$/, '')}.readings-${readingKey}.jsonl.gz`
}

/** One kept output's reading: its input's content, the kept output's fingerprint, the reading. */
export interface KeptReading {
  content: string
  fingerprint: string
  reading: string
}

/** The side file's bytes: one JSON array a line, gzipped. */
export function sideFile(readings: readonly KeptReading[]): Buffer {
  const lines = readings.map(r => JSON.stringify([r.content, r.fingerprint, r.reading]))
  return gzipSync(`${lines.join('\n')}\n`)
}

/** The readings a side file holds; lines that are not readings are passed over. */
function readingsIn(bytes: Buffer): KeptReading[] {
  const text = gunzipSync(bytes, { maxOutputLength: 4 * RECORD_MAX_BYTES }).toString('utf8')
  const found: KeptReading[] = []
  for (const line of text.split('\n')) {
    if (!line) continue
    let w: unknown
    try {
      w = JSON.parse(line)
    } catch {
      continue
    }
    if (Array.isArray(w) && w.length === 3 && w.every(x => typeof x === 'string'))
      found.push({ content: w[0], fingerprint: w[1], reading: w[2] })
  }
  return found
}

/**
 * The readings kept under `readingKey` for the outputs `kept` names (by content), from the side files
 * of the records they won in: only a reading of the very output kept (same fingerprint) counts. A side
 * file that is missing, too large or spoiled gives nothing (its outputs are read).
 */
export async function readKeptReadings(
  cache: ObjectStore,
  kept: KeptOutputs,
  contents: Iterable<string>,
  readingKey: string
): Promise<Map<string, string>> {
  const sources = new Set<number>()
  for (const content of contents) {
    const k = kept.byContent.get(content)
    if (k) sources.add(k.source)
  }
  const readings = new Map<string, string>()
  await forEachLimited(sources, READING, async source => {
    const key = readingsKey(kept.sources[source].record, readingKey)
    // The records' listing named every side file there is.
    if (!kept.besides.has(key)) return
    let bytes: Buffer | undefined
    try {
      bytes = cache.readSmall
        ? await cache.readSmall(key, RECORD_MAX_BYTES)
        : await readAll(await cache.get(key))
      if (!bytes) return
      for (const r of readingsIn(bytes)) {
        const k = kept.byContent.get(r.content)
        if (k?.source === source && k.fingerprint === r.fingerprint) readings.set(r.content, r.reading)
      }
    } catch {
      // Missing or spoiled: those outputs are read.
    }
  })
  return readings
}
