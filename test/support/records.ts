// Hand-built RecordIO and TFRecord bytes for tests, written from the format descriptions (not with the
// project's splitters), plus a helper that feeds a splitter in given chunk sizes and collects records.
import { maskedCrc32c } from '../../src/backends/local/crc32c.js'
import { createSplitter } from '../../src/backends/local/split/create-splitter.js'
import type { SplitType } from '../../src/spec.js'

export function recordio(payload: Buffer | string, flag = 0): Buffer {
  const data = Buffer.from(payload)
  const pad = (4 - (data.length % 4)) % 4
  const out = Buffer.alloc(8 + data.length + pad)
  out.writeUInt32LE(0xced7230a, 0)
  out.writeUInt32LE(((flag << 29) | data.length) >>> 0, 4)
  data.copy(out, 8)
  return out
}

export function tfrecord(payload: Buffer | string): Buffer {
  const data = Buffer.from(payload)
  const out = Buffer.alloc(16 + data.length)
  out.writeUInt32LE(data.length, 0)
  out.writeUInt32LE(0, 4)
  out.writeUInt32LE(maskedCrc32c(out, 0, 8), 8)
  data.copy(out, 12)
  out.writeUInt32LE(maskedCrc32c(data), 12 + data.length)
  return out
}

export interface Collected {
  framed: Buffer
  data: Buffer
}

/** Splits `bytes` fed in chunks of the given sizes (cycled); copies records out as they come. */
export function split(
  type: SplitType,
  bytes: Buffer,
  chunkSizes: number[] = [bytes.length || 1],
  max = Infinity,
  onUnsplittable?: (why: string) => void
) {
  const records: Collected[] = []
  const splitter = createSplitter(
    type,
    {
      record(buf, start, end, dataStart, dataEnd) {
        records.push({
          framed: Buffer.from(buf.subarray(start, end)),
          data: Buffer.from(buf.subarray(dataStart, dataEnd))
        })
      }
    },
    max,
    onUnsplittable
  )
  let pos = 0
  let k = 0
  while (pos < bytes.length) {
    const size = chunkSizes[k++ % chunkSizes.length]
    splitter.push(bytes.subarray(pos, pos + size))
    pos += size
  }
  splitter.end()
  return records
}
