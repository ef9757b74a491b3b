// What the cache gave a run, for the summary (`_summary.json`'s `cache`), the log, the verdict and the
// job summary: the figures, and the sentence that says them, "all 5,000 outputs reused (transformed by
// job X on 2026-11-28), $0: no model, no job", or "4,998 reused (...), 3 transformed".
import { count, instanceSeconds, money, plural } from '../format.js'
import type { KeptOutputs } from './records.js'
import type { Reused } from './reuse.js'

/** `cache`: what was reused instead of transformed, and what that saved. */
export interface CacheSummary {
  uri: string
  /** The transform's identity (sha256 of everything that changes an output's bytes). */
  identity: string
  /** Inputs whose kept output was placed at output-path, and inputs transformed. */
  hits: number
  misses: number
  /** The jobs the reused outputs came from, most outputs first. */
  reusedFrom: { job: string; transformedAt: string; outputs: number }[]
  /** Those jobs' instance-seconds (and cost) per output x the outputs reused. */
  savedInstanceSeconds?: number
  savedCost?: number
  /** New outputs this run kept in the cache. */
  kept?: number
}

/** What the cache gave: hits, misses, where the reused outputs came from and what they had cost. */
export function cacheSummary(uri: string, identity: string, reused: Reused, kept: KeptOutputs): CacheSummary {
  const sources = [...reused.bySource.entries()].sort((a, b) => b[1] - a[1])
  // Each figure only when every source knows it.
  const sum = (of: (i: number) => number | undefined): number | undefined =>
    sources.reduce<number | undefined>((total, [i, n]) => {
      const per = of(i)
      return total === undefined || per === undefined ? undefined : total + n * per
    }, 0)
  const savedSeconds = sum(i => kept.sources[i].secondsPerOutput)
  const savedCost = sum(i => kept.sources[i].costPerOutput)
  return {
    uri,
    identity,
    hits: reused.hits.length,
    misses: reused.misses.length,
    reusedFrom: sources.map(([i, n]) => ({
      job: kept.sources[i].job,
      transformedAt: kept.sources[i].transformedAt,
      outputs: n
    })),
    ...(sources.length && savedSeconds !== undefined ? { savedInstanceSeconds: savedSeconds } : {}),
    ...(sources.length && savedCost !== undefined ? { savedCost } : {})
  }
}

/** The parts of a run's summary (results/' RunSummary) the cache fills in: it imports nothing from there. */
export interface SummaryWithCache {
  cache?: CacheSummary
  objects: { kept?: number; reused?: number }
}

/** The report's cache part: the outputs placed from the cache are told apart from a rerun's kept ones. */
export function withCache(summary: SummaryWithCache, cache: CacheSummary): void {
  summary.cache = cache
  const o = summary.objects
  const kept = (o.kept ?? 0) - cache.hits
  o.reused = cache.hits
  if (kept > 0) o.kept = kept
  else delete o.kept
}

/** `show` makes a job name (from the cache's records: untrusted) safe where the sentence goes. */
export function cacheSentence(c: CacheSummary, show: (text: string) => string = text => text): string {
  const [top, ...rest] = c.reusedFrom
  const others = rest.length ? ` and ${plural(rest.length, 'earlier job')}` : ''
  const from = top
    ? ` (transformed by job ${show(top.job)} on ${top.transformedAt.slice(0, 10)}${others})`
    : ''
  const saved =
    c.savedInstanceSeconds !== undefined
      ? `; ${instanceSeconds(c.savedInstanceSeconds)}${c.savedCost !== undefined ? ` (${money(c.savedCost)})` : ''} saved`
      : ''
  if (c.misses === 0) return `all ${count(c.hits)} outputs reused${from}, $0: no model, no job${saved}`
  if (c.hits === 0) return `no output reused, ${count(c.misses)} transformed`
  return `${count(c.hits)} reused${from}, ${count(c.misses)} transformed${saved}`
}
