// Side files: what the analysis read from each kept output, beside the record that kept it, so that a
// run placing that output replays the reading instead of reading the output again (a whole hit then
// costs about one listing). One side file per record and reading key (the results' name for the parser
// and the settings that shape a reading); each line names the input's content, the kept output's
// fingerprint and the reading, which the cache stores as given and never parses. A reading counts only
// for the output it was made from: the content's winning record must have the same fingerprint.
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Logger } from '../context.js'
import type { ObjectStore, TaggedObject } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import type { KeptOutputs } from './records.js'
import { readCapped, RECORD_MAX_BYTES } from './records.js'
import { COMPACT_AFTER, conditionOf } from './record-index.js'
import { readingsIndexKey } from './layout.js'
import { cacheWriteIf } from './writes.js'

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

/** What a run found of the readings kept under its key, and what the next index is made from. */
export interface FoundReadings {
  /** By content: readings of the very outputs kept (the content's winning record, same fingerprint). */
  readings: Map<string, KeptReading>
  /** Side files read one by one (not from the index). */
  sideFilesRead: number
  /** The index as found: the condition a new one is written under. */
  index: { exists?: boolean; etag?: string }
}

/** The bytes of a small object and its ETag, in one request where the store can (undefined: none). */
async function readSmallTagged(cache: ObjectStore, key: string): Promise<TaggedObject | undefined> {
  if (cache.readTagged) return cache.readTagged(key, RECORD_MAX_BYTES)
  const bytes = await readCapped(cache, key)
  return { ...(bytes ? { bytes } : {}) }
}

/**
 * The readings kept under `readingKey` for the outputs `kept` names (by content): first from the
 * readings' index, then from the side files of the records the rest won in. A reading counts only for
 * the output it was read from (same fingerprint; from a side file, also the same record); a side file or
 * index that is missing, too large or spoiled gives nothing (its outputs are read).
 */
export async function readKeptReadings(
  cache: ObjectStore,
  kept: KeptOutputs,
  contents: Iterable<string>,
  readingKey: string,
  identity: string
): Promise<FoundReadings> {
  const readings = new Map<string, KeptReading>()
  const take = (r: KeptReading, source?: number): void => {
    const k = kept.byContent.get(r.content)
    if (k && (source === undefined || k.source === source) && k.fingerprint === r.fingerprint)
      readings.set(r.content, r)
  }
  // The index, when the records' listing named it.
  const indexKey = readingsIndexKey(identity, readingKey)
  let index: FoundReadings['index'] = { exists: false }
  if (kept.besides.has(indexKey)) {
    index = {}
    try {
      const found = await readSmallTagged(cache, indexKey)
      index = { exists: found !== undefined, ...(found?.etag ? { etag: found.etag } : {}) }
      if (found?.bytes) for (const r of readingsIn(found.bytes)) take(r)
    } catch {
      // Unreadable: the side files are read instead.
    }
  }
  const sources = new Set<number>()
  for (const content of contents) {
    const k = kept.byContent.get(content)
    if (k && !readings.has(content)) sources.add(k.source)
  }
  let sideFilesRead = 0
  await forEachLimited(sources, READING, async source => {
    const key = readingsKey(kept.sources[source].record, readingKey)
    // The records' listing named every side file there is.
    if (!kept.besides.has(key)) return
    try {
      const bytes = (await readSmallTagged(cache, key))?.bytes
      if (!bytes) return
      sideFilesRead++
      for (const r of readingsIn(bytes)) take(r, source)
    } catch {
      // Missing or spoiled: those outputs are read.
    }
  })
  return { readings, sideFilesRead, index }
}

/**
 * Many side files read one by one (more than COMPACT_AFTER): every reading found written into the
 * readings' index under a condition (none there yet, or still the one read), so the next run reads one
 * object. Side files are never deleted: a store that ignores the condition loses nothing.
 */
export async function compactReadings(
  cache: ObjectStore,
  identity: string,
  readingKey: string,
  found: FoundReadings,
  log: Logger
): Promise<boolean> {
  if (found.sideFilesRead <= COMPACT_AFTER) return false
  const kept: KeptReading[] = []
  let length = 0
  for (const r of found.readings.values()) {
    if ((length += r.reading.length + r.content.length + r.fingerprint.length + 16) > RECORD_MAX_BYTES) break
    kept.push(r)
  }
  const key = readingsIndexKey(identity, readingKey)
  const what = `the readings' index (${cache.uriOf(key)})`
  return cacheWriteIf(log, what, cache, key, sideFile(kept), conditionOf(found.index))
}

/**
 * Readings of reused outputs whose record has no side file under `readingKey` (kept before side files
 * were, or under other settings): written beside their records, so the next run replays them. Each new
 * object only where none is (never over another run's); a refused write is a warning, never the run's.
 */
export async function keepReadingsOfReused(
  cache: ObjectStore,
  kept: KeptOutputs,
  bySource: ReadonlyMap<number, KeptReading[]>,
  readingKey: string,
  log: Pick<Logger, 'warning'>
): Promise<number> {
  let written = 0
  await forEachLimited(bySource, READING, async ([source, readings]) => {
    const key = readingsKey(kept.sources[source].record, readingKey)
    if (kept.besides.has(key) || readings.length === 0) return
    const what = `what was read from ${readings.length} reused outputs (${cache.uriOf(key)})`
    // Only where none is: never over another run's.
    if (await cacheWriteIf(log, what, cache, key, sideFile(readings), { ifNoneMatch: '*' }))
      written += readings.length
  })
  return written
}
