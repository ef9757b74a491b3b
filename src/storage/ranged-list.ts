// A prefix listed by key ranges side by side, in key order: cut at keys a run already knows (the last
// listing's boundaries), each range is one listing from its first key (StartAfter), read at once with
// the others, and handed on in order. A million keys are a thousand pages: one after another about two
// minutes at S3's 120 ms a page, side by side a few seconds. Keys added since the cuts were taken land
// in their range (a range then takes two pages); the first range starts at the prefix, the last runs to
// its end.
import type { ObjectStore, StoredObject } from './store.js'
import { compareKeys } from './uri.js'

/** Ranges listed at once. */
const RANGES_IN_FLIGHT = 32

/** The objects of `range` i: after cut i-1 (or from the start), up to and with cut i (or to the end). */
async function listRange(
  store: ObjectStore,
  prefix: string,
  cuts: readonly string[],
  i: number
): Promise<StoredObject[]> {
  const after = i === 0 ? undefined : cuts[i - 1]
  const upTo = i < cuts.length ? cuts[i] : undefined
  const found: StoredObject[] = []
  const objects =
    after === undefined || !store.listAfter ? store.list(prefix) : store.listAfter(prefix, after)
  for await (const o of objects) {
    // A store that cannot start after a key lists from the start: what lies before the range is skipped.
    if (after !== undefined && compareKeys(o.key, after) <= 0) continue
    if (upTo !== undefined && compareKeys(o.key, upTo) > 0) break
    found.push(o)
    if (o.key === upTo) break
  }
  return found
}

/** Every object under `prefix`, in key order, listed by the ranges between `cuts` (sorted keys). */
export async function* listByRanges(
  store: ObjectStore,
  prefix: string,
  cuts: readonly string[],
  inFlight = RANGES_IN_FLIGHT
): AsyncIterable<StoredObject> {
  const ranges = cuts.length + 1
  const started: Promise<StoredObject[]>[] = []
  const start = (i: number): void => {
    const listing = listRange(store, prefix, cuts, i)
    // A failure is thrown where its range is read, in order.
    listing.catch(() => undefined)
    started[i] = listing
  }
  for (let i = 0; i < Math.min(inFlight, ranges); i++) start(i)
  for (let i = 0; i < ranges; i++) {
    const objects = await started[i]
    delete started[i]
    if (i + inFlight < ranges) start(i + inFlight)
    yield* objects
  }
}
