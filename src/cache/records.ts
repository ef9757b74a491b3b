// The records of a cache: each run that transformed something adds one object naming the outputs it
// kept (by their input's content, with each output's fingerprint), when and by which job, and what the
// job cost. Records are never rewritten, so runs at once cannot spoil each other's; a reader takes the
// union, the newest record winning for a content, and leaves out records older than cache-max-age (their
// keys begin with their time, so the listing starts after them: they are not even read). A record is
// written by whoever may write the cache: one too large is not read, and its date counts no later than
// the store wrote it (nor than now), so a record dated in the future cannot win every content for good.
// Records already compacted into the records' index (record-index.ts) are taken from it, not read again.
import { randomBytes } from 'node:crypto'
import { stat } from 'node:fs/promises'
import type { Logger } from '../context.js'
import { errorMessage } from '../errors.js'
import { FsStore } from '../storage/fs-store.js'
import { readAll, type ObjectStore, type StoredObject } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import { identityFileKey, recordKey, recordsFolder, recordsSince } from './layout.js'
import {
  isOutput,
  rankRecords,
  readRecordIndex,
  trustedRecords,
  writeRecordIndex,
  type Compaction
} from './record-index.js'

/** One run's record, as stored. */
export interface CacheRecord {
  version: 1
  identity: string
  job: string
  /** When the job ended (ISO): an output's age counts from here. */
  transformedAt: string
  /** The job's billable instance-seconds (runner seconds in local mode), spread over its outputs. */
  instanceSeconds?: number
  pricePerHour?: number
  /** Objects the job transformed, whether or not they are kept here (failed ones are not). */
  transformed: number
  /** [content, fingerprint] of each kept output. */
  outputs: [string, string][]
}

/** Where reused outputs came from: one job, when it ran, and what an output of it cost. */
export interface RecordSource {
  /** The record's key in the cache (its side files are named after it). */
  record: string
  job: string
  transformedAt: string
  secondsPerOutput?: number
  costPerOutput?: number
}

export interface KeptOutput {
  fingerprint: string
  /** Index into `sources`. */
  source: number
}

export interface KeptOutputs {
  byContent: Map<string, KeptOutput>
  sources: RecordSource[]
  /** Keys listed beside the records that are not records (their side files: readings.ts). */
  besides: Set<string>
  /** Records read, and those left out as older than cache-max-age or unreadable. */
  read: number
  tooOld: number
  unreadable: number
  /** Of the records read, those taken from the records' index. */
  fromIndex?: number
  /** What `compactRecords` writes the next index from. */
  compaction?: Compaction
}

const DAY_MS = 86_400_000
/** A job's name as a record may hold it: a record is written by whoever can write the cache. */
const JOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
/** Records read at once. */
const READING = 16
/** The largest record read: about 80 bytes an output, so some 400,000 outputs. */
export const RECORD_MAX_BYTES = 32 << 20

function isRecord(doc: unknown, identity: string): doc is CacheRecord {
  const r = doc as Partial<CacheRecord> | null
  return (
    !!r &&
    r.version === 1 &&
    r.identity === identity &&
    typeof r.job === 'string' &&
    JOB_NAME.test(r.job) &&
    typeof r.transformedAt === 'string' &&
    !Number.isNaN(Date.parse(r.transformedAt)) &&
    Array.isArray(r.outputs)
  )
}

function sourceOf(r: CacheRecord, at: number, record: string): RecordSource {
  const per =
    r.instanceSeconds !== undefined && r.transformed > 0 ? r.instanceSeconds / r.transformed : undefined
  return {
    record,
    job: r.job,
    transformedAt: new Date(at).toISOString(),
    ...(per !== undefined ? { secondsPerOutput: per } : {}),
    ...(per !== undefined && r.pricePerHour !== undefined
      ? { costPerOutput: (per * r.pricePerHour) / 3600 }
      : {})
  }
}

/** A record's content as parsed, or undefined when it cannot be read or parsed. */
async function readRecord(cache: ObjectStore, o: StoredObject): Promise<unknown> {
  try {
    const bytes = await readCapped(cache, o.key, o.size)
    return bytes && JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * A small object's bytes (a record, a side file), or undefined when it is larger than RECORD_MAX_BYTES;
 * `size`, the listing's, may spare reading one that is.
 */
export async function readCapped(
  cache: ObjectStore,
  key: string,
  size?: number
): Promise<Buffer | undefined> {
  if (size !== undefined && size > RECORD_MAX_BYTES) return undefined
  if (cache.readSmall) return cache.readSmall(key, RECORD_MAX_BYTES, size)
  const bytes = await readAll(await cache.get(key))
  return bytes.length > RECORD_MAX_BYTES ? undefined : bytes
}

/** When the store wrote an object, by its own clock (S3's listing says; a folder's file its mtime). */
async function writtenAt(cache: ObjectStore, o: StoredObject): Promise<number | undefined> {
  if (o.lastModified) return o.lastModified.getTime()
  if (cache instanceof FsStore) return (await stat(cache.uriOf(o.key)).catch(() => undefined))?.mtimeMs
  return undefined
}

/** Every output kept under `identity` and transformed within `maxAgeDays` of `now`. */
export async function readKept(
  cache: ObjectStore,
  identity: string,
  now: number,
  maxAgeDays: number
): Promise<KeptOutputs> {
  const oldest = now - maxAgeDays * DAY_MS
  // Keys begin with their record's time: those before `since` are older than cache-max-age.
  const since = recordsSince(identity, oldest)
  // The index is read while the records are listed; it never fails the read (it then covers none).
  const index = readRecordIndex(cache, identity, RECORD_MAX_BYTES)
  const listed: StoredObject[] = []
  const listing = cache.listAfter
    ? cache.listAfter(recordsFolder(identity), since)
    : cache.list(recordsFolder(identity))
  const besides = new Set<string>()
  for await (const o of listing)
    if (o.key <= since) continue
    else if (o.key.endsWith('.json')) listed.push(o)
    else besides.add(o.key)
  // When the store wrote each (by this listing): a record's date counts no later.
  const writtenOf = new Map<string, number | undefined>()
  await forEachLimited(listed, READING, async o => void writtenOf.set(o.key, await writtenAt(cache, o)))
  const { byKey, exists, etag } = await index
  const indexed = trustedRecords(byKey, listed, key => writtenOf.get(key), since)
  // Each record kept, as listed, with its content and dates.
  const records: (StoredObject & {
    doc: CacheRecord
    at: number
    written: number
    stored?: number
    fresh: boolean
  })[] = []
  let unreadable = 0
  let tooOld = 0
  await forEachLimited(listed, READING, async o => {
    // Covered by the index (and a record of this identity): not read again.
    let doc: unknown = indexed.get(o.key)?.record
    const fresh = !isRecord(doc, identity)
    if (fresh) doc = await readRecord(cache, o)
    if (!isRecord(doc, identity)) return void unreadable++
    // No later than the store wrote it, nor than now.
    const stored = writtenOf.get(o.key)
    const written = stored ?? now
    const at = Math.min(Date.parse(doc.transformedAt), written, now)
    if (at < oldest) tooOld++
    else records.push({ ...o, doc, at, written, ...(stored !== undefined ? { stored } : {}), fresh })
  })
  // Oldest first, so that a newer record's output of the same content wins.
  records.sort(rankRecords)
  const byContent = new Map<string, KeptOutput>()
  const sources: RecordSource[] = []
  for (const { doc, at, key } of records) {
    const source = sources.push(sourceOf(doc, at, key)) - 1
    for (const entry of doc.outputs)
      if (isOutput(entry)) byContent.set(entry[0], { fingerprint: entry[1], source })
  }
  const compaction: Compaction = {
    identity,
    found: { exists, ...(etag ? { etag } : {}) },
    records: records
      .map(({ doc, key, size, etag, stored, fresh }) => ({
        key,
        size,
        ...(etag ? { etag } : {}),
        ...(stored !== undefined ? { written: stored } : {}),
        record: doc,
        at: Math.min(Date.parse(doc.transformedAt), stored ?? Infinity),
        fresh
      }))
      .reverse()
  }
  const fromIndex = records.filter(r => !r.fresh).length
  return { byContent, sources, besides, read: records.length, tooOld, unreadable, fromIndex, compaction }
}

/**
 * After `readKept`, with cache-write: when it read many records one by one, they are compacted into
 * the records' index for the next run. Whether an index was written.
 */
export function compactRecords(cache: ObjectStore, kept: KeptOutputs, log: Logger): Promise<boolean> {
  return kept.compaction
    ? writeRecordIndex(cache, kept.compaction, RECORD_MAX_BYTES, log)
    : Promise.resolve(false)
}

/**
 * Adds a record (a new object: nothing is rewritten), and the identity's description once; the
 * description is for people, so failing to write it is told to `warn` and the record still written.
 */
export async function writeRecord(
  cache: ObjectStore,
  record: Omit<CacheRecord, 'version'>,
  described: unknown,
  warn: (line: string) => void = () => undefined
): Promise<string> {
  const key = recordKey(
    record.identity,
    Date.parse(record.transformedAt),
    record.job,
    randomBytes(4).toString('hex')
  )
  const identityFile = identityFileKey(record.identity)
  try {
    if ((await cache.head(identityFile)) === undefined)
      await cache.put(identityFile, `${JSON.stringify(described, null, 2)}\n`, 'application/json')
  } catch (err) {
    warn(`cache: the identity's description (${identityFile}) was not kept: ${errorMessage(err)}`)
  }
  await cache.put(key, JSON.stringify({ version: 1, ...record }), 'application/json')
  return key
}
