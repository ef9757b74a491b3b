// The records' index: many small records compacted into one object (gzip JSON), so that a run reads
// it and the few records written since, not hundreds. It holds each record it covers as it was read:
// its key, its size, ETag and time of writing as listed, and its content, less the outputs no reader
// can take from it (see `pruned`). A reader takes it only when its own listing still shows every record
// it covers that the reader's cache-max-age lists, the same object written at the same time, and
// applies every rule of a record to them as if just read (records.ts), so the index changes what is
// read, never what is kept. It is written with a condition (none there yet, or still the one read): two runs that
// compact at once do not undo each other. Records are never deleted, so an index that covers fewer
// records than there are (an older one; one written over by a store that ignores the condition) loses
// nothing: whatever it does not cover is read.
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Logger } from '../context.js'
import type { ObjectStore, PutCondition, StoredObject } from '../storage/store.js'
import { recordIndexKey } from './layout.js'
import { cacheWriteIf } from './writes.js'

/** A record as the index holds it: `record` is its content, checked by the reader as a record's is. */
export interface IndexedRecord {
  key: string
  size: number
  etag?: string
  /** When the store wrote it (ms), as the listing said. */
  written?: number
  record: unknown
}

/** The index as a reader found it. */
export interface FoundIndex {
  /** The records it covers, by key (none when it is missing, unreadable or another identity's). */
  byKey: Map<string, IndexedRecord>
  /** Whether there is an object under the index's key (undefined: its read failed), and its ETag. */
  exists?: boolean
  etag?: string
}

/** What a run that read the records leaves for the step that compacts them. */
export interface Compaction {
  identity: string
  /** The index the run read: the condition a new one is written under. */
  found: Omit<FoundIndex, 'byKey'>
  /** Every record the run kept, newest first; `fresh`: read one by one, not covered by the index. */
  records: CompactedRecord[]
}

/** A kept record as compacted: `at`, its date no later than `written` (a reader's clock caps it more). */
export interface CompactedRecord extends IndexedRecord {
  record: { outputs: unknown[] }
  at: number
  fresh: boolean
}

/** Records read one by one beyond which a run compacts (each costs the next run a GET). */
export const COMPACT_AFTER = 8

/** Whether `indexed` is the object the listing shows under its key (records are never rewritten). */
function covers(indexed: IndexedRecord, listed: StoredObject, written: number | undefined): boolean {
  return (
    indexed.size === listed.size &&
    (indexed.etag === undefined || listed.etag === undefined || indexed.etag === listed.etag) &&
    (indexed.written === undefined || indexed.written === written)
  )
}

/**
 * The index's records as this reader may take them: none when a record it covers that this reader
 * lists (its key after `since`) is gone or not the same object (the outputs pruned from the others
 * may be that record's to win); else those listed.
 */
export function trustedRecords(
  byKey: ReadonlyMap<string, IndexedRecord>,
  listed: readonly StoredObject[],
  writtenOf: (key: string) => number | undefined,
  since: string
): Map<string, IndexedRecord> {
  const trusted = new Map<string, IndexedRecord>()
  for (const o of listed) {
    const indexed = byKey.get(o.key)
    if (indexed && covers(indexed, o, writtenOf(o.key))) trusted.set(o.key, indexed)
  }
  for (const key of byKey.keys()) if (key > since && !trusted.has(key)) return new Map()
  return trusted
}

/** An entry of a record's outputs: its input's content and the kept output's fingerprint. */
export const isOutput = (e: unknown): e is [string, string] =>
  Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string'

/**
 * The order every reader ranks records in (records.ts), oldest first: by date, then by when the store
 * wrote them, then by key, so a later record's output of the same content wins and every reader takes
 * the same.
 */
export const rankRecords = (
  a: { at: number; written?: number; key: string },
  b: { at: number; written?: number; key: string }
): number =>
  a.at - b.at || (a.written ?? 0) - (b.written ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** Whether every reader that keeps `r` keeps `s` and ranks it after `r` (for any clock and cut-off). */
const dominates = (s: CompactedRecord, r: CompactedRecord): boolean =>
  s.at >= r.at && s.written! >= r.written! && s.key > r.key

/**
 * The records with the outputs no reader can take from them left out. A reader ranks records by date
 * (capped by its clock), then time of writing, then key, and keeps those listed after its cut-off
 * whose date is within its cache-max-age; a record later on all three (`dominates`) is kept by every
 * reader that keeps the earlier one (with every record the index covers still listed, which readers
 * check) and ranks after it for any clock, so an output of the same content in the earlier one never
 * wins. Compared with the one holder of each content ranked last. Without times of writing, none.
 */
export function pruned(records: CompactedRecord[]): CompactedRecord[] {
  if (records.some(r => r.written === undefined)) return records
  const last = new Map<string, CompactedRecord>()
  for (const r of records)
    for (const e of r.record.outputs) {
      if (!isOutput(e)) continue
      const held = last.get(e[0])
      if (!held || rankRecords(r, held) > 0) last.set(e[0], r)
    }
  return records.map(r => {
    const outputs = r.record.outputs.filter(
      e => isOutput(e) && (last.get(e[0]) === r || !dominates(last.get(e[0])!, r))
    )
    return outputs.length === r.record.outputs.length ? r : { ...r, record: { ...r.record, outputs } }
  })
}

function parseIndex(bytes: Buffer, identity: string, maxBytes: number): Map<string, IndexedRecord> {
  const byKey = new Map<string, IndexedRecord>()
  let doc: { version?: unknown; identity?: unknown; records?: unknown }
  try {
    // Capped unpacked as well: a small object must not unpack into any amount of memory.
    doc = JSON.parse(gunzipSync(bytes, { maxOutputLength: maxBytes }).toString('utf8'))
  } catch {
    return byKey
  }
  if (!doc || doc.version !== 1 || doc.identity !== identity || !Array.isArray(doc.records)) return byKey
  for (const r of doc.records as Partial<IndexedRecord>[])
    if (
      r &&
      typeof r.key === 'string' &&
      typeof r.size === 'number' &&
      (r.etag === undefined || typeof r.etag === 'string') &&
      (r.written === undefined || typeof r.written === 'number')
    )
      byKey.set(r.key, {
        key: r.key,
        size: r.size,
        ...(r.etag ? { etag: r.etag } : {}),
        ...(r.written !== undefined ? { written: r.written } : {}),
        record: r.record
      })
  return byKey
}

/**
 * The identity's index, read in one request; one that cannot be read, is larger than `maxBytes` or is
 * not an index of `identity` covers nothing (its records are read one by one, as without it).
 */
export async function readRecordIndex(
  cache: ObjectStore,
  identity: string,
  maxBytes: number
): Promise<FoundIndex> {
  if (!cache.readTagged) return { byKey: new Map() }
  try {
    const found = await cache.readTagged(recordIndexKey(identity), maxBytes)
    if (!found) return { byKey: new Map(), exists: false }
    const byKey = found.bytes ? parseIndex(found.bytes, identity, maxBytes) : new Map<string, IndexedRecord>()
    return { byKey, exists: true, ...(found.etag ? { etag: found.etag } : {}) }
  } catch {
    return { byKey: new Map() }
  }
}

/**
 * The condition a new index is written under: none there yet (also when the read failed: one there
 * refuses it), or still the one read; a store without ETags (a folder) writes over it.
 */
export function conditionOf(found: Compaction['found']): PutCondition | undefined {
  if (found.exists !== true) return { ifNoneMatch: '*' }
  return found.etag ? { ifMatch: found.etag } : undefined
}

/**
 * Compacts the records a run read into a new index when more than COMPACT_AFTER of them were read one
 * by one: newest first, as many as fit in `maxBytes` unpacked. Refused for its condition, it is left to
 * the run that came first; any other failure is a warning, never the run's.
 */
export async function writeRecordIndex(
  cache: ObjectStore,
  compaction: Compaction,
  maxBytes: number,
  log: Logger
): Promise<boolean> {
  // Few read one by one (the usual run, with an index): nothing is pruned, packed or written.
  if (compaction.records.filter(r => r.fresh).length <= COMPACT_AFTER) return false
  const head = `{"version":1,"identity":${JSON.stringify(compaction.identity)},"records":[`
  const parts: string[] = []
  let length = head.length + 2
  let fresh = 0
  for (const r of pruned(compaction.records)) {
    // Undefined fields (no ETag, no time of writing) are left out.
    const part = JSON.stringify({
      key: r.key,
      size: r.size,
      etag: r.etag,
      written: r.written,
      record: r.record
    })
    if ((length += Buffer.byteLength(part) + 1) > maxBytes) break
    parts.push(part)
    if (r.fresh) fresh++
  }
  if (fresh <= COMPACT_AFTER) return false
  // Level 1: as small as level 6 for hex digests (about half the JSON), in two thirds of the time.
  const body = gzipSync(`${head}${parts.join(',')}]}`, { level: 1 })
  const key = recordIndexKey(compaction.identity)
  const what = `the records' index (${cache.uriOf(key)})`
  return cacheWriteIf(log, what, cache, key, body, conditionOf(compaction.found))
}
