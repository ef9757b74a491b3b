// A prefix listed by key ranges side by side, in key order: cut at keys a run already knows (the last
// listing's boundaries), each range is one listing from its first key (StartAfter), read at once with
// the others, and handed on in order. A million keys are a thousand pages: one after another about two
// minutes at S3's 120 ms a page, 64 side by side under two seconds of waiting, so the client's CPU a
// page is what is left to spend: pages are handed on whole. Keys added since the cuts were taken land
// in their range (a range then takes two pages); the first range starts at the prefix, the last runs to
// its end.
import type { ObjectStore, StoredObject } from './store.js'
import { eachOf, pagesOf } from './pages.js'
import { compareKeys } from './uri.js'

/** Ranges listed at once: each is a request in flight (S3 serves thousands a second per prefix). */
const RANGES_IN_FLIGHT = 64

/** The index of the first object of `page` whose key sorts after `key` (page.length when none). */
function firstAfter(page: readonly StoredObject[], key: string): number {
  let lo = 0
  let hi = page.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareKeys(page[mid].key, key) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The objects of `range` i, a page at a time: after cut i-1 (or from the start), up to and with cut i. */
async function listRange(
  store: ObjectStore,
  prefix: string,
  cuts: readonly string[],
  i: number
): Promise<StoredObject[][]> {
  const after = i === 0 ? undefined : cuts[i - 1]
  const upTo = i < cuts.length ? cuts[i] : undefined
  const found: StoredObject[][] = []
  for await (let page of pagesOf(store, prefix, after)) {
    // A store that cannot start after a key lists from the start: what lies before the range is skipped.
    if (after !== undefined && page.length && compareKeys(page[0].key, after) <= 0)
      page = page.slice(firstAfter(page, after))
    if (upTo !== undefined && page.length && compareKeys(page[page.length - 1].key, upTo) >= 0) {
      // The range ends in this page: at its cut, or before the first key past it (its cut is gone).
      found.push(page.slice(0, firstAfter(page, upTo)))
      break
    }
    if (page.length) found.push(page)
  }
  return found
}

/** Every object under `prefix`, in key order, a page at a time, listed by the ranges between `cuts`. */
export async function* listPagesByRanges(
  store: ObjectStore,
  prefix: string,
  cuts: readonly string[],
  inFlight = RANGES_IN_FLIGHT
): AsyncIterable<StoredObject[]> {
  const ranges = cuts.length + 1
  const started: Promise<StoredObject[][]>[] = []
  const start = (i: number): void => {
    const listing = listRange(store, prefix, cuts, i)
    // A failure is thrown where its range is read, in order.
    listing.catch(() => undefined)
    started[i] = listing
  }
  for (let i = 0; i < Math.min(inFlight, ranges); i++) start(i)
  for (let i = 0; i < ranges; i++) {
    const pages = await started[i]
    delete started[i]
    if (i + inFlight < ranges) start(i + inFlight)
    yield* pages
  }
}

/** Every object under `prefix`, in key order, listed by the ranges between `cuts` (sorted keys). */
export function listByRanges(
  store: ObjectStore,
  prefix: string,
  cuts: readonly string[],
  inFlight = RANGES_IN_FLIGHT
): AsyncIterable<StoredObject> {
  return eachOf(listPagesByRanges(store, prefix, cuts, inFlight))
}
