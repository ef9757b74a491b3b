// The last listing's key boundaries of an input prefix, kept in the cache: every KEYS_PER_RANGE-th key.
// The next run lists the prefix by the ranges between them side by side (storage/ranged-list.ts), still
// once, instead of page after page. The kept keys are read sorted (in S3's order) and without repeats:
// anyone who writes the cache writes them, and unsorted or repeated cuts would list keys twice.
import type { Logger } from '../context.js'
import type { DataSpec } from '../spec.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import { readAll, type ObjectStore } from '../storage/store.js'
import { compareKeys, isS3Uri } from '../storage/uri.js'
import { boundariesKey } from './layout.js'
import { cacheWrite } from './writes.js'

/** Keys between two boundaries: one listing page. */
export const KEYS_PER_RANGE = 1000

/** The boundaries kept for `dataUri`, sorted; undefined when none are (or they cannot be read). */
export async function readBoundaries(cache: ObjectStore, dataUri: string): Promise<string[] | undefined> {
  try {
    const doc = JSON.parse((await readAll(await cache.get(boundariesKey(dataUri)))).toString('utf8')) as {
      data?: unknown
      keys?: unknown
    }
    if (doc.data !== dataUri || !Array.isArray(doc.keys) || !doc.keys.every(k => typeof k === 'string'))
      return undefined
    const sorted = [...(doc.keys as string[])].sort(compareKeys)
    return sorted.filter((k, i) => i === 0 || k !== sorted[i - 1])
  } catch {
    return undefined
  }
}

/** Every KEYS_PER_RANGE-th of `count` keys (the listing's order is the store's key order). */
export function boundariesOf(count: number, keyAt: (i: number) => string): string[] {
  const keys: string[] = []
  for (let i = KEYS_PER_RANGE - 1; i < count - 1; i += KEYS_PER_RANGE) keys.push(keyAt(i))
  return keys
}

/** Keeps `keys` as the boundaries of `dataUri` when they differ from `kept`. */
export async function keepBoundaries(
  cache: ObjectStore,
  dataUri: string,
  keys: string[],
  kept: readonly string[] | undefined
): Promise<void> {
  if (kept && kept.length === keys.length && kept.every((k, i) => k === keys[i])) return
  await cache.put(boundariesKey(dataUri), JSON.stringify({ data: dataUri, keys }), 'application/json')
}

/** The boundaries the last listing left (the cuts), and how to keep this listing's for the next run. */
export interface ListingBoundaries {
  cuts?: string[]
  keep(inputs: ListedInputs): Promise<void>
}

/**
 * An S3 prefix's kept boundaries (undefined for any other input); this listing's are kept only when
 * the cache may be written, and a refused write is a warning.
 */
export async function listingBoundaries(
  data: DataSpec,
  cache: () => ObjectStore,
  write: boolean,
  log: Logger
): Promise<ListingBoundaries | undefined> {
  if (data.type !== 'S3Prefix' || !isS3Uri(data.uri)) return undefined
  const store = cache()
  const cuts = await readBoundaries(store, data.uri)
  const keep = async (inputs: ListedInputs) => {
    if (!write) return
    const keys = boundariesOf(inputs.count, i => inputs.keyAt(i))
    await cacheWrite(log, 'the input listing’s boundaries', () => keepBoundaries(store, data.uri, keys, cuts))
  }
  return { ...(cuts ? { cuts } : {}), keep }
}
