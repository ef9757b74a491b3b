// SplitType RecordIO (MXNet/dmlc): magic 0xCED7230A, uint32 whose low 29 bits are the length and top 3
// bits a continuation flag, data, zero padding to 4 bytes. A writer splits a record wherever the magic
// appears in it (flags 1 = first, 2 = middle, 3 = last part) and drops that magic; reading puts it back.
import { FramedSplitter } from './framed.js'
import { describeBytes } from './types.js'

const RECORDIO_MAGIC = 0xced7230a
const HEADER = 8
const LENGTH_MASK = (1 << 29) - 1

export class RecordIOSplitter extends FramedSplitter {
  protected readonly format = 'RecordIO'
  protected readonly headerBytes = HEADER
  /** Parts of a record written in pieces: framed frames and the payload rebuilt so far. */
  private frames: Buffer[] = []
  private payload: Buffer[] = []
  private payloadSize = 0

  protected frameLength(buf: Buffer, pos: number): number {
    const magic = buf.readUInt32LE(pos)
    if (magic !== RECORDIO_MAGIC) {
      throw this.corrupt(
        `it starts with 0x${magic.toString(16).padStart(8, '0')}, not the RecordIO magic 0xced7230a`
      )
    }
    const size = buf.readUInt32LE(pos + 4) & LENGTH_MASK
    this.checkSize(this.payloadSize + size)
    return HEADER + size + ((4 - (size & 3)) & 3)
  }

  protected emit(buf: Buffer, pos: number, len: number): void {
    const word = buf.readUInt32LE(pos + 4)
    const flag = word >>> 29
    const dataStart = pos + HEADER
    const dataEnd = dataStart + (word & LENGTH_MASK)
    if (flag === 0 && this.frames.length === 0) {
      this.sink.record(buf, pos, pos + len, dataStart, dataEnd)
      return
    }
    if (flag === 0 || (flag === 1) !== (this.frames.length === 0) || flag > 3) {
      throw this.corrupt(`unexpected continuation flag ${flag} (a multi-part record is broken)`)
    }
    // Parts are copied: they may live in chunks that are about to be reused.
    if (flag !== 1) this.addPayload(magicBytes())
    this.frames.push(Buffer.from(buf.subarray(pos, pos + len)))
    this.addPayload(Buffer.from(buf.subarray(dataStart, dataEnd)))
    if (flag !== 3) return
    const framed = Buffer.concat(this.frames)
    // One buffer holds the frames and then the rebuilt payload, so the sink gets both as ranges.
    const both = Buffer.concat([framed, ...this.payload], framed.length + this.payloadSize)
    this.frames = []
    this.payload = []
    this.payloadSize = 0
    this.sink.record(both, 0, framed.length, framed.length, both.length)
  }

  override end(): void {
    super.end()
    if (this.frames.length > 0) {
      throw this.corrupt(`the file ends inside a multi-part record (${describeBytes(this.payloadSize)} read)`)
    }
  }

  private addPayload(part: Buffer): void {
    this.payload.push(part)
    this.payloadSize += part.length
    this.checkSize(this.payloadSize)
  }
}

function magicBytes(): Buffer {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(RECORDIO_MAGIC)
  return b
}
