// Parallel, deterministic gzip: the input is cut into fixed-size blocks, each block is deflated on
// libuv's threadpool (several at once), and the pieces are joined into ONE gzip member, the way pigz
// does it: every block but the last ends with a sync flush (byte-aligned, not final), an empty final
// block closes the stream, and the trailer carries the CRC-32 and length of the whole input. One member
// (rather than concatenated members) keeps every gzip reader happy, streaming ones included.
//
// The deflate level is chosen per block from the block's own bytes (a quick trial on a sample), so
// incompressible weights are stored without spending deflate effort, and the choice is reproducible.
import os from 'node:os'
import zlib from 'node:zlib'

/** Bytes per block; part of the format (changing it changes the archive's bytes). */
export const GZIP_BLOCK_SIZE = 1 << 20

const WINDOW = 32 * 1024
const SAMPLE_SLICES = 4
const SAMPLE_SLICE = 4096

/** gzip header: deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every OS). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** An empty final deflate block (fixed Huffman), closing the stream after the sync-flushed blocks. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** The deflate level for a block, from a level-1 trial on a few slices of it. */
export function chooseLevel(block: Buffer): number {
  let sample: Buffer
  if (block.length <= SAMPLE_SLICES * SAMPLE_SLICE) sample = block
  else {
    const step = Math.floor(block.length / SAMPLE_SLICES)
    sample = Buffer.concat(
      Array.from({ length: SAMPLE_SLICES }, (_, i) => block.subarray(i * step, i * step + SAMPLE_SLICE))
    )
  }
  if (sample.length === 0) return 0
  // memLevel 9 makes the one-shot trial cheaper to set up (about 0.1 ms for the sample).
  const ratio = zlib.deflateRawSync(sample, { level: 1, memLevel: 9 }).length / sample.length
  // Dense float weights gain a few percent at best: not worth deflating at tens of MB/s. Store them.
  if (ratio > 0.9) return 0
  if (ratio > 0.75) return 1 // compresses a little: the fastest level gets most of it
  return 6 // text, sparse tensors: zlib's default, as gzip would
}

const STORED_MAX = 65535

/**
 * Deflate "stored" blocks (non-final) holding `block` as is: a 5-byte header per 64 KiB. Written here
 * rather than by zlib at level 0, which copies the data through its window at about 1 GB/s.
 */
export function storedBlocks(block: Buffer): Buffer {
  const count = Math.max(1, Math.ceil(block.length / STORED_MAX))
  const out = Buffer.allocUnsafe(block.length + 5 * count)
  let at = 0
  for (let i = 0; i < count; i++) {
    const len = Math.min(STORED_MAX, block.length - i * STORED_MAX)
    out[at] = 0 // BFINAL 0, BTYPE 00; the rest of the byte is padding (we are byte-aligned)
    out.writeUInt16LE(len, at + 1)
    out.writeUInt16LE(~len & 0xffff, at + 3)
    block.copy(out, at + 5, i * STORED_MAX, i * STORED_MAX + len)
    at += 5 + len
  }
  return out
}

function deflateBlock(block: Buffer, level: number, dictionary: Buffer | undefined): Promise<Buffer> {
  if (level === 0) return Promise.resolve(storedBlocks(block))
  const opts: zlib.ZlibOptions = { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }
  // Priming with the previous block's tail keeps most of the ratio a single stream would get.
  if (level > 0 && dictionary) opts.dictionary = dictionary
  return new Promise((resolve, reject) =>
    zlib.deflateRaw(block, opts, (err, out) => (err ? reject(err) : resolve(out)))
  )
}

/** Re-cuts a byte stream into blocks of exactly `size` bytes (the last shorter); passes right-sized ones through. */
async function* fixedBlocks(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = []
  let held = 0
  for await (const chunk of source) {
    if (held === 0 && chunk.length === size) {
      yield chunk
      continue
    }
    let at = 0
    while (at < chunk.length) {
      const n = Math.min(size - held, chunk.length - at)
      parts.push(chunk.subarray(at, at + n))
      held += n
      at += n
      if (held === size) {
        yield parts.length === 1 ? parts[0] : Buffer.concat(parts, size)
        parts = []
        held = 0
      }
    }
  }
  if (held > 0) yield Buffer.concat(parts, held)
}

export interface GzipStats {
  /** Uncompressed bytes. */
  inputBytes: number
  /** Blocks stored / deflated. */
  storedBlocks: number
  deflatedBlocks: number
}

interface GzipOptions {
  /** Blocks deflating at once (default: the number of CPUs, at least 2). */
  parallel?: number
  blockSize?: number
  /** Filled in as the stream is produced. */
  stats?: GzipStats
}

/** gzip of `source`, produced block-parallel; yields the compressed bytes in order. */
export async function* gzipBlocks(
  source: AsyncIterable<Buffer>,
  opts: GzipOptions = {}
): AsyncGenerator<Buffer> {
  const parallel = Math.max(2, opts.parallel ?? os.availableParallelism())
  const blockSize = opts.blockSize ?? GZIP_BLOCK_SIZE
  const stats = opts.stats ?? { inputBytes: 0, storedBlocks: 0, deflatedBlocks: 0 }
  const pending: Promise<Buffer>[] = []
  let crc = 0
  let previous: Buffer | undefined
  yield GZIP_HEADER
  for await (const block of fixedBlocks(source, blockSize)) {
    crc = zlib.crc32(block, crc)
    stats.inputBytes += block.length
    const level = chooseLevel(block)
    if (level === 0) stats.storedBlocks++
    else stats.deflatedBlocks++
    const job = deflateBlock(block, level, previous?.subarray(Math.max(0, previous.length - WINDOW)))
    job.catch(() => undefined) // awaited in order below
    pending.push(job)
    previous = block
    if (pending.length >= parallel) yield await pending.shift()!
  }
  while (pending.length) yield await pending.shift()!
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(stats.inputBytes % 2 ** 32, 4)
  yield Buffer.concat([FINAL_BLOCK, trailer])
}
