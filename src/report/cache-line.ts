// The sentence that says what the cache gave a run, for the log, the verdict and the job summary:
// "all 5,000 outputs reused (transformed by job X on 2026-11-28), $0: no model, no job", or
// "4,998 reused (...), 3 transformed".
import { count, instanceSeconds, money, plural } from '../format.js'
import type { CacheSummary } from '../results/summary/run-summary.js'

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
