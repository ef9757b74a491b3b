// The records of a cache: each run that transformed something adds one object naming the outputs it
// kept (by their input's content, with each output's fingerprint), when and by which job, and what the
// job cost. Records are never rewritten, so runs at once cannot spoil each other's; a reader takes the
// union, the newest record winning for a content, and leaves out records older than cache-max-age.
import { randomBytes } from 'node:crypto'
import { readAll, type ObjectStore } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import { identityFileKey, recordKey, recordsFolder } from './layout.js'

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
  /** Records read, and those left out as older than cache-max-age or unreadable. */
  read: number
  tooOld: number
  unreadable: number
}

const DAY_MS = 86_400_000
/** A job's name as a record may hold it: a record is written by whoever can write the cache. */
const JOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
/** Records read at once. */
const READING = 16

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

function sourceOf(r: CacheRecord): RecordSource {
  const per =
    r.instanceSeconds !== undefined && r.transformed > 0 ? r.instanceSeconds / r.transformed : undefined
  return {
    job: r.job,
    transformedAt: r.transformedAt,
    ...(per !== undefined ? { secondsPerOutput: per } : {}),
    ...(per !== undefined && r.pricePerHour !== undefined
      ? { costPerOutput: (per * r.pricePerHour) / 3600 }
      : {})
  }
}

/** Every output kept under `identity` and transformed within `maxAgeDays` of `now`. */
export async function readKept(
  cache: ObjectStore,
  identity: string,
  now: number,
  maxAgeDays: number
): Promise<KeptOutputs> {
  const keys: string[] = []
  for await (const o of cache.list(recordsFolder(identity))) if (o.key.endsWith('.json')) keys.push(o.key)
  const records: CacheRecord[] = []
  let unreadable = 0
  let tooOld = 0
  const oldest = now - maxAgeDays * DAY_MS
  await forEachLimited(keys, READING, async key => {
    let doc: unknown
    try {
      doc = JSON.parse((await readAll(await cache.get(key))).toString('utf8'))
    } catch {
      doc = undefined
    }
    if (!isRecord(doc, identity)) unreadable++
    else if (Date.parse(doc.transformedAt) < oldest) tooOld++
    else records.push(doc)
  })
  // Oldest first, so that a newer record's output of the same content wins.
  records.sort((a, b) => Date.parse(a.transformedAt) - Date.parse(b.transformedAt))
  const byContent = new Map<string, KeptOutput>()
  const sources: RecordSource[] = []
  for (const r of records) {
    const source = sources.push(sourceOf(r)) - 1
    for (const entry of r.outputs)
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
        byContent.set(entry[0], { fingerprint: entry[1], source })
  }
  return { byContent, sources, read: records.length, tooOld, unreadable }
}

/** Adds a record (a new object: nothing is rewritten), and the identity's description once. */
export async function writeRecord(
  cache: ObjectStore,
  record: Omit<CacheRecord, 'version'>,
  described: unknown
): Promise<string> {
  const key = recordKey(
    record.identity,
    Date.parse(record.transformedAt),
    record.job,
    randomBytes(4).toString('hex')
  )
  const identityFile = identityFileKey(record.identity)
  if ((await cache.head(identityFile)) === undefined)
    await cache.put(identityFile, `${JSON.stringify(described, null, 2)}\n`, 'application/json')
  await cache.put(key, JSON.stringify({ version: 1, ...record }), 'application/json')
  return key
}
