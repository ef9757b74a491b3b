// After the job: the outputs it wrote for the misses are copied into the cache under their input's
// content, and one record names them. Only outputs that landed and count as the job's are kept: a
// failed input has none, and runs again next time. One output that cannot be copied is not kept (the
// others are, and the record names them); copies carry output-kms-key.
import type { ListedInputs } from '../listing/listed-inputs.js'
import { nameOfOutput, outputKey, outputName } from '../contract/output-keys.js'
import type { InputListing } from '../listing/listing.js'
import { objectContent } from './content.js'
import type { ObjectStore } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import { keptOutputKey } from './layout.js'
import { placeEach, placeObject } from './place.js'
import { writeRecord } from './records.js'
import { readingsKey, sideFile, type KeptReading } from './readings.js'
import { cacheWrite } from './writes.js'
import { plural } from '../format.js'

/** An output of the job: its key at output-path, its name (its input's), and its input's content. */
export interface Made {
  output: string
  name: string
  content: string
}

/** What the analysis read from each output (by name), made under `key`: kept in a side file. */
export interface ReadingsOfRun {
  key: string
  of(name: string): string | undefined
}

/** The outputs the job made for the misses (by position in the run's listing) that count as its own. */
export function madeForMisses(
  inputs: ListedInputs,
  misses: readonly number[],
  contents: ReadonlyMap<number, string>,
  counted: (name: string) => boolean
): Made[] {
  const made: Made[] = []
  for (const i of misses) {
    const name = outputName(inputs.nameAt(i), inputs.outputs)
    const content = contents.get(i)
    if (name === undefined || content === undefined || !counted(name)) continue
    made.push({ output: outputKey(inputs.nameAt(i), inputs.outputs).key!, name, content })
  }
  return made
}

/** Inputs asked for their modification time at once. */
const STATS = 32

/**
 * An attached job's outputs that count as its own, each input known by its listed ETag and size. With
 * the job's creation time known, an input modified after it is left out: the job may have read the
 * bytes it had before, which its ETag no longer names.
 */
export async function madeByJob(
  inputs: InputListing,
  counted: (name: string) => boolean,
  createdAt?: Date
): Promise<Made[]> {
  const found: (Made & { key: string })[] = []
  for await (const o of inputs.objects()) {
    const key = o.output.key
    const name = key === undefined ? undefined : nameOfOutput(key)
    if (!key || !name || o.etag === undefined || o.size === undefined || !counted(name)) continue
    found.push({ output: key, name, content: objectContent(o.etag, o.size), key: o.key })
  }
  if (!createdAt) return found.map(({ output, name, content }) => ({ output, name, content }))
  const made: Made[] = []
  await forEachLimited(found, STATS, async f => {
    const now = await inputs.store.stat(f.key).catch(() => undefined)
    const modified = now?.lastModified?.getTime()
    if (modified !== undefined && modified <= createdAt.getTime())
      made.push({ output: f.output, name: f.name, content: f.content })
  })
  return made
}

interface KeepParams {
  /** What the job made that counts, and how many inputs it transformed in all. */
  made: readonly Made[]
  transformed: number
  outputs: ObjectStore
  cache: ObjectStore
  identity: string
  /** What went into the identity, written beside its records once. */
  described: unknown
  job: { name: string; endedAt: number; instanceSeconds?: number; pricePerHour?: number }
  /** output-kms-key: copies into the cache are encrypted with it too. */
  kmsKey?: string
  /** What the analysis read from the outputs, kept beside the record for later runs to replay. */
  readings?: ReadingsOfRun
  warn?: (line: string) => void
}

export interface Kept {
  kept: number
  /** Outputs that counted but could not be copied (gone by now). */
  lost: number
  /** Outputs whose copy failed (denied, throttled), and the first error. */
  failed: number
  firstError?: string
  record?: string
}

export async function keepOutputs(p: KeepParams): Promise<Kept> {
  const entries: [string, string][] = []
  const readings: KeptReading[] = []
  let lost = 0
  const stores = { from: p.outputs, to: p.cache }
  const { failed, firstError } = await placeEach(p.made, stores, async ({ output, name, content }) => {
    const fingerprint = await placeObject(
      { store: p.outputs, key: output },
      { store: p.cache, key: keptOutputKey(p.identity, content) },
      p.kmsKey ? { kmsKey: p.kmsKey } : {}
    )
    if (fingerprint === undefined) return void lost++
    entries.push([content, fingerprint])
    const reading = p.readings?.of(name)
    if (reading !== undefined) readings.push({ content, fingerprint, reading })
  })
  const notCopied = { lost, failed, ...(firstError ? { firstError } : {}) }
  if (entries.length === 0) return { kept: 0, ...notCopied }
  const record = await writeRecord(
    p.cache,
    {
      identity: p.identity,
      job: p.job.name,
      transformedAt: new Date(p.job.endedAt).toISOString(),
      ...(p.job.instanceSeconds !== undefined ? { instanceSeconds: p.job.instanceSeconds } : {}),
      ...(p.job.pricePerHour !== undefined ? { pricePerHour: p.job.pricePerHour } : {}),
      transformed: p.transformed,
      outputs: entries
    },
    p.described,
    p.warn
  )
  // Beside the record, what the analysis read from them: a later run replays it instead of reading.
  if (readings.length && p.readings)
    await cacheWrite(
      { warning: p.warn ?? (() => undefined) },
      `what was read from the ${plural(readings.length, 'new output')}`,
      () => p.cache.put(readingsKey(record, p.readings!.key), sideFile(readings), 'application/gzip')
    )
  return { kept: entries.length, ...notCopied, record }
}
