// Keeps the K smallest items under an order, whatever order they arrive in, in O(K) memory. Used for
// example lists (lowest confidences, failed keys, changed predictions) so reports stay deterministic
// while outputs are read concurrently.
export class SmallestK<T> {
  readonly limit: number
  private readonly compare: (a: T, b: T) => number
  private readonly items: T[] = []
  /** How many were offered in all. */
  count = 0

  constructor(limit: number, compare: (a: T, b: T) => number) {
    this.limit = limit
    this.compare = compare
  }

  offer(item: T): void {
    this.count++
    const items = this.items
    if (this.limit <= 0) return
    if (items.length === this.limit && this.compare(item, items[items.length - 1]) >= 0) return
    let lo = 0
    let hi = items.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.compare(items[mid], item) <= 0) lo = mid + 1
      else hi = mid
    }
    items.splice(lo, 0, item)
    if (items.length > this.limit) items.pop()
  }

  values(): T[] {
    return [...this.items]
  }
}

export { compareKeys as compareStrings } from '../storage/uri.js'

/** A growable Float64 column; cheaper than an array of numbers for millions of values. */
export class FloatColumn {
  private data = new Float64Array(1024)
  length = 0
  push(v: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2)
      bigger.set(this.data)
      this.data = bigger
    }
    this.data[this.length++] = v
  }
  view(): Float64Array {
    return this.data.subarray(0, this.length)
  }
}
