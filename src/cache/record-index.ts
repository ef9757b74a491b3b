// The records' index: many small records compacted into one object (gzip JSON), so that a run reads
// it and the few records written since, not hundreds. It holds each record it covers as it was read:
// its key, its size and ETag as listed, and its content. A reader takes from it only records its own
// listing still shows with the same size and ETag, and applies every rule of a record to them as if
// just read (see records.ts), with its own listing's dates, so the index changes what is read, never
// what is kept. It is written with a condition (none there yet, or still the one read): two runs that
// compact at once do not undo each other. Records are never deleted, so an index that covers fewer
// records than there are (an older one; one written over by a store that ignores the condition) loses
// nothing: whatever it does not cover is read.
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Logger } from '../context.js'
import type { ObjectStore, PutCondition, StoredObject } from '../storage/store.js'
import { recordIndexKey } from './layout.js'
import { cacheWrite } from './writes.js'

/** A record as the index holds it: `record` is its content, checked by the reader as a record's is. */
export interface IndexedRecord {
  key: string
  size: number
  etag?: string
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
  records: (IndexedRecord & { fresh: boolean })[]
}

/** Records read one by one beyond which a run compacts (each costs the next run a GET). */
export const COMPACT_AFTER = 8

/** Whether `indexed` is the object the listing shows under its key (records are never rewritten). */
export function covers(indexed: IndexedRecord, listed: StoredObject): boolean {
  return (
    indexed.size === listed.size &&
    (indexed.etag === undefined || listed.etag === undefined || indexed.etag === listed.etag)
  )
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
      (r.etag === undefined || typeof r.etag === 'string')
    )
      byKey.set(r.key, { key: r.key, size: r.size, ...(r.etag ? { etag: r.etag } : {}), record: r.record })
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
function conditionOf(found: Compaction['found']): PutCondition | undefined {
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
  const head = `{"version":1,"identity":${JSON.stringify(compaction.identity)},"records":[`
  const parts: string[] = []
  let length = head.length + 2
  let fresh = 0
  for (const { fresh: isFresh, ...indexed } of compaction.records) {
    const part = JSON.stringify(indexed)
    if ((length += Buffer.byteLength(part) + 1) > maxBytes) break
    parts.push(part)
    if (isFresh) fresh++
  }
  if (fresh <= COMPACT_AFTER) return false
  // Level 1: as small as level 6 for hex digests (about half the JSON), in two thirds of the time.
  const body = gzipSync(`${head}${parts.join(',')}]}`, { level: 1 })
  const key = recordIndexKey(compaction.identity)
  const condition = conditionOf(compaction.found)
  let written = false
  await cacheWrite(log, `the records' index (${cache.uriOf(key)})`, async () => {
    if (condition && cache.putIf) {
      written = await cache.putIf(key, body, condition, 'application/gzip')
    } else {
      await cache.put(key, body, 'application/gzip')
      written = true
    }
  })
  return written
}
