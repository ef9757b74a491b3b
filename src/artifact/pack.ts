// model.tar.gz from a model tree, as a stream: deterministic tar -> block-parallel gzip -> sha256.
// Nothing is written to a temporary file and nothing holds more than a few blocks in memory.
import { createHash } from 'node:crypto'
import { GZIP_BLOCK_SIZE, gzipBlocks, type GzipStats } from './gzip-blocks.js'
import { readAhead, tarBlocks } from './tar-stream.js'
import type { ModelTree } from './tree.js'

/** Tar blocks kept in flight ahead of the consumer (reading overlaps hashing and compression). */
const READ_AHEAD = 4
const IDENTITY_BLOCK_SIZE = 4 << 20
const IDENTITY_READ_AHEAD = 2

export interface TarIdentity {
  /** sha256 of the deterministic (uncompressed) tar stream. */
  tarSha256: string
  tarBytes: number
}

/**
 * The cheap first pass: hashes the exact tar stream the archive will hold, without compressing it.
 * Its sha256 names the artifact, so an unchanged model is recognised before any packing.
 */
export async function tarIdentity(tree: ModelTree): Promise<TarIdentity> {
  const hash = createHash('sha256')
  let tarBytes = 0
  // The hash does not depend on how the stream is cut: larger blocks mean fewer reads, and a small
  // ring of buffers (the hash is done with each block at once) means no garbage.
  const blocks = tarBlocks(tree.entries, IDENTITY_BLOCK_SIZE, {
    verify: false,
    reuse: IDENTITY_READ_AHEAD + 2
  })
  for await (const block of readAhead(blocks, IDENTITY_READ_AHEAD)) {
    hash.update(block)
    tarBytes += block.length
  }
  return { tarSha256: hash.digest('hex'), tarBytes }
}

export interface PackResult extends TarIdentity {
  /** sha256 of the model.tar.gz bytes. */
  sha256: string
  bytes: number
  files: number
  storedBlocks: number
  deflatedBlocks: number
}

interface PackedStream {
  /** The archive's bytes, in order. Fails (before its last bytes) if a file changed since it was listed. */
  stream: AsyncGenerator<Buffer>
  /** Resolves with the figures once `stream` has been read to its end. */
  result: Promise<PackResult>
}

/**
 * Packs `tree`. With `identity` (from tarIdentity over the same listing) the tar stream is not hashed
 * again: every file is checked against its listed size and change time instead, so the archive holds
 * exactly the bytes the identity was computed from, or the stream fails before its gzip trailer.
 */
export function packTree(tree: ModelTree, identity?: TarIdentity, parallel?: number): PackedStream {
  let settle!: (r: PackResult) => void
  let fail!: (e: unknown) => void
  const result = new Promise<PackResult>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  result.catch(() => undefined) // a consumer that only reads the stream sees the error there
  const stats: GzipStats = { inputBytes: 0, storedBlocks: 0, deflatedBlocks: 0 }
  const tarHash = identity ? undefined : createHash('sha256')

  async function* tar(): AsyncGenerator<Buffer> {
    for await (const block of readAhead(tarBlocks(tree.entries, GZIP_BLOCK_SIZE), READ_AHEAD)) {
      tarHash?.update(block)
      yield block
    }
  }

  async function* run(): AsyncGenerator<Buffer> {
    const hash = createHash('sha256')
    let bytes = 0
    let finished = false
    try {
      for await (const chunk of gzipBlocks(tar(), { parallel, stats })) {
        hash.update(chunk)
        bytes += chunk.length
        yield chunk
      }
      finished = true
    } catch (err) {
      fail(err)
      throw err
    } finally {
      if (!finished) fail(new Error('packing stopped before the end of the archive'))
    }
    settle({
      tarSha256: identity?.tarSha256 ?? tarHash!.digest('hex'),
      tarBytes: stats.inputBytes,
      sha256: hash.digest('hex'),
      bytes,
      files: tree.entries.filter(e => e.type === 'file').length,
      storedBlocks: stats.storedBlocks,
      deflatedBlocks: stats.deflatedBlocks
    })
  }

  return { stream: run(), result }
}
