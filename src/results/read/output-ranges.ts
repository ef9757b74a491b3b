// output-path cut into key ranges, so that a large output folder is listed side by side instead of one
// page after another. Each input's output key is known before the job writes it (`<name>.out`), and the
// input index holds them in S3's order, so every `perRange`th gives a cut: range i holds the keys after
// cut i-1 up to cut i (positions i*perRange up to (i+1)*perRange-1), the last one everything after the
// last cut. A range whose outputs have all been found is not listed again while the job runs; the end
// lists only the rest.
import type { ObjectStore, StoredObject } from '../../storage/store.js'
import { OUTPUT_SUFFIX } from '../../contract/output-keys.js'
import { compareKeys } from '../../storage/uri.js'
import type { InputIndex } from '../../listing/input-index.js'
import { forEachLimited } from '../../pool.js'

/** Outputs a range is cut to hold: one listing page (S3 gives at most 1,000 keys a page). */
export const OUTPUTS_PER_RANGE = 1000

type RangeLister = Pick<ObjectStore, 'listAfter' | 'list'>

export class OutputRanges {
  /** cuts[i]: the last output key of range i (its upper bound, inclusive); the last range has none. */
  private readonly cuts: string[]
  /** Per range: outputs expected, outputs found so far, and whether it was listed once. */
  private readonly expected: Uint32Array
  private readonly found: Uint32Array
  private readonly listed: Uint8Array
  /** Per range: the first position not known to be found (every output before it in the range was). */
  private readonly gap: Uint32Array
  /** Per range: whether an output was found in it since the last `frontier`. */
  private readonly active: Uint8Array

  /** `index`: the output names of every input, in S3's order of their outputs. */
  constructor(
    private readonly index: InputIndex,
    private readonly perRange = OUTPUTS_PER_RANGE
  ) {
    this.cuts = []
    for (let i = perRange - 1; i < index.size; i += perRange)
      this.cuts.push(`${index.nameAt(i)}${OUTPUT_SUFFIX}`)
    const ranges = this.cuts.length + 1
    this.expected = new Uint32Array(ranges)
    this.found = new Uint32Array(ranges)
    this.listed = new Uint8Array(ranges)
    this.gap = new Uint32Array(ranges)
    this.active = new Uint8Array(ranges)
    for (let r = 0; r < ranges; r++) this.gap[r] = r * perRange
    for (let r = 0; r < this.cuts.length; r++) this.expected[r] = perRange
    this.expected[this.cuts.length] = index.size - this.cuts.length * perRange
  }

  /**
   * Where a listing of range `r` may start: after its cut, or, with `found` (whether the output at a
   * position was found), after the last output of the unbroken run found from the range's start: the
   * outputs before it need no listing again. Outputs land roughly in key order, so while a job runs
   * each listing reads mostly new keys.
   */
  private startAfter(r: number, found?: (i: number) => boolean): string | undefined {
    const first = r * this.perRange
    const end = Math.min(this.index.size, first + this.perRange)
    if (found) while (this.gap[r] < end && found(this.gap[r])) this.gap[r]++
    if (found && this.gap[r] > first) return `${this.index.nameAt(this.gap[r] - 1)}${OUTPUT_SUFFIX}`
    return r === 0 ? undefined : this.cuts[r - 1]
  }

  get count(): number {
    return this.expected.length
  }

  /** One more expected output of this job found (each output once), by its input's position. */
  foundAt(i: number): void {
    const r = Math.min(Math.floor(i / this.perRange), this.cuts.length)
    this.found[r]++
    this.active[r] = 1
  }

  /** Whether every expected output of range `r` has been found, in a range listed at least once. */
  complete(r: number): boolean {
    return this.listed[r] === 1 && this.found[r] >= this.expected[r]
  }

  /**
   * Where the next outputs land: the ranges not yet complete in which outputs were found since the last
   * call, and the range after each (outputs land in about key order per instance).
   */
  frontier(): number[] {
    const next: number[] = []
    for (let r = 0; r < this.count; r++) {
      if (!this.active[r]) continue
      this.active[r] = 0
      for (const q of [r, r + 1]) if (q < this.count && !this.complete(q) && next.at(-1) !== q) next.push(q)
    }
    return next
  }

  /** The ranges not yet complete. */
  incomplete(): number[] {
    const open: number[] = []
    for (let r = 0; r < this.count; r++) if (!this.complete(r)) open.push(r)
    return open
  }

  /**
   * Lists `ranges` of `store`'s root (keys relative to output-path), `inFlight` at a time, handing each
   * object to `take`; `stop` ends the listing at its next object. With `found`, each range is listed
   * from its first output not yet found (see `startAfter`).
   */
  async list(
    store: RangeLister,
    ranges: readonly number[],
    inFlight: number,
    take: (o: StoredObject) => void,
    stop: () => boolean = () => false,
    found?: (i: number) => boolean
  ): Promise<void> {
    await forEachLimited(ranges, inFlight, async r => {
      const after = this.startAfter(r, found)
      const upTo = r < this.cuts.length ? this.cuts[r] : undefined
      const objects = after === undefined || !store.listAfter ? store.list('') : store.listAfter('', after)
      for await (const o of objects) {
        if (stop()) return
        if (after !== undefined && compareKeys(o.key, after) <= 0) continue
        if (upTo !== undefined && compareKeys(o.key, upTo) > 0) break
        take(o)
      }
      this.listed[r] = 1
    })
  }
}
