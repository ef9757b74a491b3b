// SplitType TFRecord: uint64 length, masked CRC-32C of those 8 bytes, data, masked CRC-32C of the data
// (all little-endian). Both CRCs are checked; a mismatch fails the file.
import { maskedCrc32c } from '../crc32c.js'
import { FramedSplitter } from './framed.js'

const HEADER = 12
const FOOTER = 4

export class TFRecordSplitter extends FramedSplitter {
  protected readonly format = 'TFRecord'
  protected readonly headerBytes = HEADER

  protected frameLength(buf: Buffer, pos: number): number {
    const stored = buf.readUInt32LE(pos + 8)
    const actual = maskedCrc32c(buf, pos, pos + 8)
    if (stored !== actual) {
      throw this.corrupt(`the length's CRC is ${hex(stored)}, expected ${hex(actual)} (not a TFRecord file?)`)
    }
    const high = buf.readUInt32LE(pos + 4)
    const low = buf.readUInt32LE(pos)
    if (high > 0x1fffff) throw this.corrupt('its length does not fit in 53 bits')
    const size = high * 0x100000000 + low
    this.checkSize(size)
    return HEADER + size + FOOTER
  }

  protected emit(buf: Buffer, pos: number, len: number): void {
    const dataStart = pos + HEADER
    const dataEnd = pos + len - FOOTER
    const stored = buf.readUInt32LE(dataEnd)
    const actual = maskedCrc32c(buf, dataStart, dataEnd)
    if (stored !== actual) throw this.corrupt(`the data's CRC is ${hex(stored)}, expected ${hex(actual)}`)
    this.sink.record(buf, pos, pos + len, dataStart, dataEnd)
  }
}

function hex(n: number): string {
  return `0x${n.toString(16).padStart(8, '0')}`
}
