// The stream mechanics shared by length-prefixed formats (RecordIO, TFRecord): records wholly inside a
// chunk are emitted in place; only a record that spans chunks is copied, once, when it is complete.
// A file whose first record is not in the format (a wrong header, a bad CRC, cut short) cannot be
// split: SageMaker then "uses the entire input file in a single request" (developer guide,
// batch-transform), and so does this splitter. Corruption after a good record still fails the file.
import {
  describeBytes,
  RAISE_MAX_PAYLOAD,
  type RecordSink,
  type Splitter,
  SplitError,
  type UnsplittableNotice
} from './types.js'
import { WholeObjectSplitter } from './whole.js'

export abstract class FramedSplitter implements Splitter {
  /** Everything read before the first record completed: it is the whole file if that record fails. */
  private unconfirmed: Buffer[] | undefined = []
  private whole: WholeObjectSplitter | undefined
  private carry: Buffer[] = []
  private carryLen = 0
  /** Bytes the carried record needs in all; the header size until its header has arrived. */
  private need = 0
  private headerKnown = false
  /** Index (from 1) and stream offset of the next record, for messages. */
  protected index = 1
  protected offset = 0

  constructor(
    protected readonly sink: RecordSink,
    protected readonly maxBytes: number,
    private readonly onUnsplittable?: UnsplittableNotice
  ) {}

  protected abstract readonly format: string
  protected abstract readonly headerBytes: number
  /** The whole framed length of the record whose header starts at `buf[pos]`; throws on a bad header. */
  protected abstract frameLength(buf: Buffer, pos: number): number
  /** Checks and emits the record framed at `buf[pos, pos + len)`. */
  protected abstract emit(buf: Buffer, pos: number, len: number): void

  push(chunk: Buffer): void {
    if (this.whole) return this.whole.push(chunk)
    if (!this.unconfirmed) return this.split(chunk)
    this.unconfirmed.push(chunk)
    try {
      this.split(chunk)
    } catch (err) {
      if (this.index > 1 || !(err instanceof SplitError && err.unframed)) throw err
      this.sendWhole(err.message)
    }
  }

  end(): void {
    if (this.whole) return this.whole.end()
    try {
      this.endSplit()
    } catch (err) {
      if (this.index > 1 || !(err instanceof SplitError && err.unframed)) throw err
      this.sendWhole(err.message)
      this.whole!.end()
    }
  }

  /** The file is not in this format: from here on it is one record, everything read so far included. */
  private sendWhole(why: string): void {
    const whole = new WholeObjectSplitter(
      this.sink,
      this.maxBytes,
      `the file (not ${this.format}, so sent whole in one request)`
    )
    const read = this.unconfirmed ?? []
    this.unconfirmed = undefined
    this.carry = []
    this.carryLen = 0
    this.onUnsplittable?.(why)
    for (const chunk of read) whole.push(chunk)
    this.whole = whole
  }

  private split(chunk: Buffer): void {
    let pos = 0
    if (this.carryLen > 0) {
      pos = this.fillCarry(chunk)
      if (pos < 0) return
    }
    const n = chunk.length
    const h = this.headerBytes
    while (n - pos >= h) {
      const len = this.frameLength(chunk, pos)
      if (n - pos < len) break
      this.emitAt(chunk, pos, len)
      pos += len
    }
    if (pos < n) {
      const rest = chunk.subarray(pos)
      this.carry = [rest]
      this.carryLen = rest.length
      this.headerKnown = rest.length >= h
      this.need = this.headerKnown ? this.frameLength(rest, 0) : h
    }
  }

  private endSplit(): void {
    if (this.carryLen === 0) return
    throw new SplitError(
      `${this.format} record ${this.index} at byte ${this.offset} is cut short: the file ends after ` +
        `${describeBytes(this.carryLen)} of a record that needs ${describeBytes(this.need)}`,
      true
    )
  }

  /** Completes the carried record from `chunk`; returns where the rest of the chunk starts, or -1. */
  private fillCarry(chunk: Buffer): number {
    let pos = 0
    for (;;) {
      const take = Math.min(this.need - this.carryLen, chunk.length - pos)
      if (take > 0) {
        this.carry.push(chunk.subarray(pos, pos + take))
        this.carryLen += take
        pos += take
      }
      if (this.carryLen < this.need) return -1
      const joined = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry, this.carryLen)
      this.carry = [joined]
      if (!this.headerKnown) {
        this.headerKnown = true
        this.need = this.frameLength(joined, 0)
        continue
      }
      this.carry = []
      this.carryLen = 0
      this.emitAt(joined, 0, joined.length)
      return pos
    }
  }

  private emitAt(buf: Buffer, pos: number, len: number): void {
    this.emit(buf, pos, len)
    this.index++
    this.offset += len
    // A record came out whole: the file is in this format, and what was read is no longer needed.
    this.unconfirmed = undefined
  }

  protected checkSize(size: number): void {
    if (size > this.maxBytes) {
      throw new SplitError(
        `${this.format} record ${this.index} at byte ${this.offset} is ${describeBytes(size)}, larger than ` +
          `the maximum payload of ${describeBytes(this.maxBytes)}; ${RAISE_MAX_PAYLOAD} or ` +
          'write smaller records'
      )
    }
  }

  protected corrupt(problem: string): SplitError {
    return new SplitError(
      `${this.format} record ${this.index} at byte ${this.offset} is corrupt: ${problem}`,
      true
    )
  }
}
