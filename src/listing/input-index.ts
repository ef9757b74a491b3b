// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.
import { OUTPUT_SUFFIX } from '../contract/output-keys.js'
import { compareKeys } from '../storage/uri.js'

/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
export function compareOutputNames(a: string, b: string): number {
  // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
  if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
    return compareKeys(`${a}${OUTPUT_SUFFIX}`, `${b}${OUTPUT_SUFFIX}`)
  return compareKeys(a, b)
}

/** Names by position: an array, or views into the listed keys (listed-inputs.ts). */
export interface NameList {
  readonly size: number
  at(i: number): string
}

/** Two positions of a list that hold one name. */
export interface Duplicate {
  first: number
  second: number
}

/** Duplicates kept as examples; the rest are counted. */
const DUPLICATES_KEPT = 3

export class InputIndex implements Iterable<string> {
  private readonly list: NameList
  /** The list's positions in order, each name once; absent when the list is in order already. */
  private readonly order?: Uint32Array
  /** Names the list holds more than once: the first few pairs (positions in the list), and how many. */
  readonly duplicates: Duplicate[] = []
  duplicateCount = 0
  readonly size: number

  /** `names`: output names in any order (an array is taken as it is, and not changed). */
  constructor(names: NameList | readonly string[]) {
    const list: NameList = isArray(names) ? { size: names.length, at: i => names[i] } : names
    this.list = list
    let inOrder = true
    let previous = list.size > 0 ? list.at(0) : ''
    let repeated = false
    for (let i = 1; i < list.size && inOrder; i++) {
      const name = list.at(i)
      const c = compareOutputNames(previous, name)
      if (c > 0) inOrder = false
      else if (c === 0) repeated = true
      previous = name
    }
    if (inOrder && !repeated) {
      this.size = list.size
      return
    }
    // Out of order, or a name held twice: the positions sorted (the first of equal names first), and
    // each name kept once.
    let order = Uint32Array.from({ length: list.size }, (_, i) => i)
    if (!inOrder) order.sort((a, b) => compareOutputNames(list.at(a), list.at(b)) || a - b)
    let kept = 0
    for (let k = 0; k < order.length; k++) {
      if (kept > 0 && list.at(order[kept - 1]) === list.at(order[k])) {
        if (this.duplicateCount++ < DUPLICATES_KEPT)
          this.duplicates.push({ first: order[kept - 1], second: order[k] })
        continue
      }
      order[kept++] = order[k]
    }
    order = order.subarray(0, kept)
    this.order = order
    this.size = kept
  }

  /** The position of `name`, or -1 when no input has it. */
  indexOf(name: string): number {
    let lo = 0
    let hi = this.size - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const c = compareOutputNames(this.nameAt(mid), name)
      if (c === 0) return mid
      if (c < 0) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }

  has(name: string): boolean {
    return this.indexOf(name) >= 0
  }

  nameAt(i: number): string {
    return this.list.at(this.order ? this.order[i] : i)
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let i = 0; i < this.size; i++) yield this.nameAt(i)
  }
}

const isArray = (v: unknown): v is readonly string[] => Array.isArray(v)

/**
 * A set of output names: a bit per input once the index is known (`attach`), and a plain set for names
 * of no input (orphan outputs, or all of them before the inputs are listed).
 */
export class NameSet implements Iterable<string> {
  private index?: InputIndex
  private bits = new Uint8Array(0)
  private readonly others = new Set<string>()
  /** Names held. */
  size = 0

  constructor(index?: InputIndex) {
    if (index) this.attach(index)
  }

  /** Keys the set by `index` from now on (the names held so far move to their bits). */
  attach(index: InputIndex): void {
    if (this.index === index) return
    if (this.index) throw new Error('a name set is keyed by one input index')
    this.index = index
    this.bits = new Uint8Array((index.size + 7) >>> 3)
    for (const name of this.others) {
      const i = index.indexOf(name)
      if (i < 0) continue
      this.others.delete(name)
      this.bits[i >>> 3] |= 1 << (i & 7)
    }
  }

  /** Whether the input at position `i` of the attached index is held. */
  hasAt(i: number): boolean {
    return (this.bits[i >>> 3] & (1 << (i & 7))) !== 0
  }

  has(name: string): boolean {
    const i = this.index ? this.index.indexOf(name) : -1
    return i >= 0 ? this.hasAt(i) : this.others.has(name)
  }

  /**
   * Adds `name`; false when it was held already. `at`: its position in the attached index (-1: none),
   * when the caller has looked it up already.
   */
  add(name: string, at?: number): boolean {
    const i = at ?? (this.index ? this.index.indexOf(name) : -1)
    if (i < 0) {
      if (this.others.has(name)) return false
      this.others.add(name)
    } else {
      if (this.hasAt(i)) return false
      this.bits[i >>> 3] |= 1 << (i & 7)
    }
    this.size++
    return true
  }

  /** Removes `name`; false when it was not held. */
  delete(name: string): boolean {
    const i = this.index ? this.index.indexOf(name) : -1
    if (i < 0) {
      if (!this.others.delete(name)) return false
    } else {
      if (!this.hasAt(i)) return false
      this.bits[i >>> 3] &= ~(1 << (i & 7))
    }
    this.size--
    return true
  }

  /** The positions held in the attached index, in order. */
  *positions(): IterableIterator<number> {
    for (let byte = 0; byte < this.bits.length; byte++) {
      const b = this.bits[byte]
      if (b === 0) continue
      for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) yield (byte << 3) | bit
    }
  }

  /** The names held that no input has (all of them while no index is attached). */
  outsideIndex(): IterableIterator<string> {
    return this.others.values()
  }

  *[Symbol.iterator](): Iterator<string> {
    if (this.index) for (const i of this.positions()) yield this.index.nameAt(i)
    yield* this.others
  }
}
