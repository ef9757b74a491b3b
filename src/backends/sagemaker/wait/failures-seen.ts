// The failed inputs a running job's data-log has named so far: what the progress lines, the end of the
// wait and anything that steers the job (an early stop) read at each poll.
import { compareKeys } from '../../../storage/uri.js'
import { reasonLabel } from '../../../contract/object-failures.js'
import type { FailuresSoFar } from '../../../job.js'

export type { FailuresSoFar }

function ranked<T extends { count: number }>(groups: Iterable<T>, name: (g: T) => string): T[] {
  return [...groups].sort((a, b) => b.count - a.count || compareKeys(name(a), name(b)))
}

export class FailuresSeen implements FailuresSoFar {
  /** Input key -> its latest reason (an object can fail more than once before its final failure). */
  private readonly reasons = new Map<string, string>()
  private readonly uris = new Map<string, string>()

  get count(): number {
    return this.reasons.size
  }

  /** When each input's first failure was logged (epoch ms), in the order they were read. */
  private readonly times: number[] = []
  /**
   * How long the log's lines take to become readable (ms), as last seen: the failures read now are the
   * job's failures as of this long ago.
   */
  lagMs = 0

  /**
   * An input (`uri`) failed with `reason`, logged at `at`; a later failure of the same input replaces
   * the earlier one's reason.
   */
  record(key: string, reason: string, uri = key, at?: number): void {
    if (!this.reasons.has(key) && at !== undefined) this.times.push(at)
    this.reasons.set(key, reason)
    this.uris.set(key, uri)
  }

  /** When the `n`th input to fail (1-based, by the time logged) was logged; undefined when not known. */
  failedAt(n: number): number | undefined {
    if (this.times.length < this.count) return undefined
    return [...this.times].sort((a, b) => a - b)[n - 1]
  }

  /** The input's URI as the service named it (`s3://bucket/key`). */
  uriOf(key: string): string {
    return this.uris.get(key) ?? key
  }

  reasonOf(key: string): string | undefined {
    return this.reasons.get(key)
  }

  byLabel(): Array<{ label: string; count: number }> {
    const counts = new Map<string, number>()
    for (const reason of this.reasons.values()) {
      const label = reasonLabel(reason)
      counts.set(label, (counts.get(label) ?? 0) + 1)
    }
    return ranked(
      [...counts].map(([label, count]) => ({ label, count })),
      g => g.label
    )
  }

  byReason(): Array<{ reason: string; count: number; example: string }> {
    const groups = new Map<string, { reason: string; count: number; example: string }>()
    for (const [key, reason] of this.reasons) {
      const g = groups.get(reason)
      if (!g) groups.set(reason, { reason, count: 1, example: key })
      else {
        g.count++
        if (compareKeys(key, g.example) < 0) g.example = key
      }
    }
    return ranked(groups.values(), g => g.reason)
  }

  entries(): Array<{ key: string; reason: string }> {
    return [...this.reasons]
      .map(([key, reason]) => ({ key, reason }))
      .sort((a, b) => compareKeys(a.key, b.key))
  }
}
