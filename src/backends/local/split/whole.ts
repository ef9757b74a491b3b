// SplitType None, and a file its split type cannot split: the whole object is one record, no framing.
import { type RecordSink, type Splitter, tooLarge } from './types.js'

export class WholeObjectSplitter implements Splitter {
  private parts: Buffer[] = []
  private size = 0

  constructor(
    private readonly sink: RecordSink,
    private readonly maxBytes: number,
    /** Names the object in the message when it is over the payload limit. */
    private readonly what = 'the object (split-type None sends it whole)'
  ) {}

  push(chunk: Buffer): void {
    this.parts.push(chunk)
    this.size += chunk.length
    if (this.size > this.maxBytes) throw tooLarge(this.what, this.size, this.maxBytes)
  }

  end(): void {
    const all = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size)
    this.parts = []
    this.sink.record(all, 0, all.length, 0, all.length)
  }
}
