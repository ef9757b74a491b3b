// The deterministic tar byte stream of a model tree: entries in tree order, a fixed mtime, uid/gid 0,
// empty owner names and normalised modes, so the same files always give the same bytes. File contents
// are read straight into fixed-size blocks (no extra copies); the stream is yielded block by block.
import { readFile } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { Header, Pax } from 'tar'
import { UserError } from '../errors.js'
import type { TreeEntry } from './tree.js'

/** Every entry's mtime (2000-01-01T00:00:00Z): a fixed date keeps the bytes independent of checkouts. */
const FIXED_MTIME = new Date(946684800000)

/** The header block(s) of one entry: a PAX header first when a field does not fit ustar. */
function entryHeader(entry: TreeEntry): Buffer {
  const name = entry.type === 'dir' ? `${entry.path}/` : entry.path
  const header = new Header({
    path: name,
    mode: entry.mode,
    uid: 0,
    gid: 0,
    size: entry.type === 'dir' ? 0 : entry.size,
    mtime: FIXED_MTIME,
    type: entry.type === 'dir' ? 'Directory' : 'File',
    uname: '',
    gname: ''
  })
  const block = Buffer.alloc(512)
  const needPax = header.encode(block)
  if (!needPax) return block
  // Long paths (or files of 8 GiB and more) travel in a PAX extended header, read by every modern tar.
  const pax = new Pax({ path: name, size: entry.type === 'dir' ? undefined : entry.size }).encode()
  return Buffer.concat([pax, block])
}

/** Thrown when a file changes size between listing and reading. */
function changed(entry: TreeEntry): UserError {
  return new UserError(
    `${entry.source ?? entry.path}: the file changed while the model was being packed. Make sure nothing ` +
      `writes into the model directory during the step, then run it again.`
  )
}

/** Files up to this size are read whole, several at once, ahead of the writer. */
const SMALL_FILE = 256 * 1024
/** Small files being read ahead at once (bounds memory to SMALL_FILE x this). */
const SMALL_FILE_WINDOW = 32

function readWhole(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => readFile(file, (err, data) => (err ? reject(err) : resolve(data))))
}

/**
 * Whether a file read now is the one listed: same size and, when the listing recorded it, the same
 * change time (any write or rename-over moves ctime; reading does not). This is how both passes over
 * the files (hashing, then packing) are known to have read the same bytes without hashing twice.
 */
function unchanged(entry: TreeEntry, st: { size: bigint; ctimeNs: bigint }): boolean {
  return Number(st.size) === entry.size && (entry.ctimeNs === undefined || st.ctimeNs === entry.ctimeNs)
}

/** Reads a small file whole; with `verify`, checks it against the listing afterwards. */
async function readListed(entry: TreeEntry, verify: boolean): Promise<Buffer> {
  const data = await readWhole(entry.source!)
  if (
    data.length !== entry.size ||
    (verify && !unchanged(entry, await stat(entry.source!, { bigint: true })))
  ) {
    throw changed(entry)
  }
  return data
}

interface TarBlockOptions {
  /**
   * Check every file against its listed size and change time after reading it. The packing pass does;
   * the hashing pass need not (packing afterwards fails if anything moved in between).
   */
  verify?: boolean
  /**
   * Cycle through this many block buffers instead of allocating one per block: for consumers that are
   * done with a block before `reuse - 1` further blocks have been produced.
   */
  reuse?: number
}

/** Fills fixed-size blocks from headers, padding and file contents, yielding each block once full. */
class BlockFiller {
  private readonly ring?: Buffer[]
  private turn = 0
  private block: Buffer
  /** How much of `block` is filled. */
  private off = 0

  constructor(
    private readonly blockSize: number,
    reuse?: number
  ) {
    this.ring = reuse ? Array.from({ length: reuse }, () => Buffer.allocUnsafe(blockSize)) : undefined
    this.block = this.fresh()
  }

  private fresh(): Buffer {
    return this.ring ? this.ring[this.turn++ % this.ring.length] : Buffer.allocUnsafe(this.blockSize)
  }

  /** Hands over the block once it is full, and starts the next. */
  private takeFull(): Buffer {
    const full = this.block
    this.block = this.fresh()
    this.off = 0
    return full
  }

  /** Copies small pieces (headers, padding, small files) into the blocks. */
  *put(data: Buffer): Generator<Buffer> {
    let at = 0
    while (at < data.length) {
      const n = Math.min(data.length - at, this.blockSize - this.off)
      data.copy(this.block, this.off, at, at + n)
      this.off += n
      at += n
      if (this.off === this.blockSize) yield this.takeFull()
    }
  }

  /** Reads a large file straight into the blocks, with no copy in between. */
  async *putFile(entry: TreeEntry, verify: boolean): AsyncGenerator<Buffer> {
    const fh = await open(entry.source!, 'r')
    try {
      let pos = 0
      while (pos < entry.size) {
        const want = Math.min(entry.size - pos, this.blockSize - this.off)
        const { bytesRead } = await fh.read(this.block, this.off, want, pos)
        if (bytesRead === 0) throw changed(entry)
        this.off += bytesRead
        pos += bytesRead
        if (this.off === this.blockSize) yield this.takeFull()
      }
      if (verify && !unchanged(entry, await fh.stat({ bigint: true }))) throw changed(entry)
    } finally {
      await fh.close()
    }
  }

  /** The last, partly filled block (undefined when the stream ended on a block boundary). */
  rest(): Buffer | undefined {
    return this.off > 0 ? this.block.subarray(0, this.off) : undefined
  }
}

function isSmallFile(e: TreeEntry): boolean {
  return e.type === 'file' && e.source !== undefined && e.size <= SMALL_FILE
}

/**
 * Reads the small files among `entries` a window ahead of the writer: many small files cost a round
 * trip each, and reading a window of them at once hides the latency.
 */
class SmallFileWindow {
  private readonly ahead = new Map<number, Promise<Buffer>>()
  private next = 0

  constructor(
    private readonly entries: TreeEntry[],
    private readonly verify: boolean
  ) {}

  private fill(from: number): void {
    this.next = Math.max(this.next, from)
    while (this.next < this.entries.length && this.ahead.size < SMALL_FILE_WINDOW) {
      const e = this.entries[this.next]
      if (isSmallFile(e)) {
        const read = readListed(e, this.verify)
        read.catch(() => undefined) // awaited in order by take()
        this.ahead.set(this.next, read)
      }
      this.next++
    }
  }

  /** The contents of the small file at `index`, read ahead of time. */
  async take(index: number): Promise<Buffer> {
    this.fill(index)
    const data = await this.ahead.get(index)!
    this.ahead.delete(index)
    this.fill(index + 1)
    return data
  }
}

/** The zero bytes that round a file's contents up to whole 512-byte tar records. */
function padding(size: number): Buffer | undefined {
  const pad = (512 - (size % 512)) % 512
  return pad ? Buffer.alloc(pad) : undefined
}

/**
 * Yields the tar stream in blocks of exactly `blockSize` bytes (the last one shorter). Unless `reuse`
 * is set, each yielded buffer is fresh, so consumers may keep it.
 */
export async function* tarBlocks(
  entries: TreeEntry[],
  blockSize: number,
  opts: TarBlockOptions = {}
): AsyncGenerator<Buffer> {
  const verify = opts.verify ?? true
  const blocks = new BlockFiller(blockSize, opts.reuse)
  const small = new SmallFileWindow(entries, verify)
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    yield* blocks.put(entryHeader(entry))
    if (entry.type !== 'file' || !entry.source) continue
    if (isSmallFile(entry)) yield* blocks.put(await small.take(i))
    else yield* blocks.putFile(entry, verify)
    const pad = padding(entry.size)
    if (pad) yield* blocks.put(pad)
  }
  yield* blocks.put(Buffer.alloc(1024)) // end of archive: two zero blocks
  const rest = blocks.rest()
  if (rest) yield rest
}

/** Pulls up to `depth` items ahead of the consumer, so producing the next overlaps consuming this one. */
export async function* readAhead<T>(source: AsyncIterable<T>, depth: number): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]()
  const queue: Promise<IteratorResult<T>>[] = []
  try {
    for (;;) {
      while (queue.length < depth) {
        const p = it.next()
        p.catch(() => undefined) // awaited below; this keeps an early failure from being "unhandled"
        queue.push(p)
      }
      const r = await queue.shift()!
      if (r.done) return
      yield r.value
    }
  } finally {
    await it.return?.()
  }
}
