// SplitType Line: one record per newline-terminated line. The framing is the `\n` (kept by MultiRecord);
// the payload drops it and a `\r` before it. Empty lines carry no record and are skipped.
import { type RecordSink, type Splitter, tooLarge } from './types.js'

const LF = 0x0a
const CR = 0x0d

export class LineSplitter implements Splitter {
  private carry: Buffer[] = []
  private carryLen = 0
  private line = 1

  constructor(
    private readonly sink: RecordSink,
    private readonly maxBytes: number
  ) {}

  push(chunk: Buffer): void {
    let pos = 0
    if (this.carryLen > 0) {
      const nl = chunk.indexOf(LF)
      if (nl < 0) {
        this.carry.push(chunk)
        this.carryLen += chunk.length
        // Allow for the line ending that is not part of the payload.
        if (this.carryLen > this.maxBytes + 1)
          throw tooLarge(`line ${this.line}`, this.carryLen, this.maxBytes)
        return
      }
      this.carry.push(chunk.subarray(0, nl + 1))
      const joined = Buffer.concat(this.carry, this.carryLen + nl + 1)
      this.carry = []
      this.carryLen = 0
      this.emit(joined, 0, joined.length - 1)
      pos = nl + 1
    }
    const n = chunk.length
    while (pos < n) {
      const nl = chunk.indexOf(LF, pos)
      if (nl < 0) break
      this.emit(chunk, pos, nl)
      pos = nl + 1
    }
    if (pos < n) {
      this.carry.push(pos === 0 ? chunk : chunk.subarray(pos))
      this.carryLen = n - pos
      if (this.carryLen > this.maxBytes + 1) throw tooLarge(`line ${this.line}`, this.carryLen, this.maxBytes)
    }
  }

  end(): void {
    if (this.carryLen === 0) return
    const last = this.carry.length === 1 ? this.carry[0] : Buffer.concat(this.carry, this.carryLen)
    this.carry = []
    this.carryLen = 0
    // The last line has no `\n`: its framed form is its bytes as they are.
    let dataEnd = last.length
    if (dataEnd > 0 && last[dataEnd - 1] === CR) dataEnd--
    if (dataEnd > this.maxBytes) throw tooLarge(`line ${this.line}`, dataEnd, this.maxBytes)
    if (dataEnd > 0) this.sink.record(last, 0, last.length, 0, dataEnd)
  }

  /** A line at `buf[start, nl)` followed by the `\n` at `nl`. */
  private emit(buf: Buffer, start: number, nl: number): void {
    const dataEnd = nl > start && buf[nl - 1] === CR ? nl - 1 : nl
    if (dataEnd - start > this.maxBytes) throw tooLarge(`line ${this.line}`, dataEnd - start, this.maxBytes)
    if (dataEnd > start) this.sink.record(buf, start, nl + 1, start, dataEnd)
    this.line++
  }
}
