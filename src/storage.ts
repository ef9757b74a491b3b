// One interface over the places inputs and outputs live: S3 (any endpoint) and the local file system.
// The local data plane and the result readers take an ObjectStore, so they work the same on both.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'

export interface StoredObject {
  /** The key relative to the store's root (always `/`-separated). */
  key: string
  size: number
}

export interface ObjectStore {
  /** A URI naming `key` for messages and outputs (`s3://b/k` or a path). */
  uriOf(key: string): string
  /** Every object whose key starts with `prefix`, recursively, in key order. */
  list(prefix: string): AsyncIterable<StoredObject>
  /** The object's bytes as a stream; rejects when it does not exist. */
  get(key: string): Promise<Readable>
  /** Writes the whole body; `body` may be a stream of any size. */
  put(key: string, body: Buffer | string | Readable, contentType?: string): Promise<void>
  /** Size of the object, or undefined when it does not exist. */
  head(key: string): Promise<number | undefined>
  /** Deletes the object if it exists (the data plane drops a partial `.out` with it). */
  remove?(key: string): Promise<void>
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

/** A directory on the runner, addressed by `/`-separated keys. */
export class FsStore implements ObjectStore {
  readonly root: string
  constructor(root: string) {
    this.root = path.resolve(root.startsWith('file://') ? fileURLToPath(root) : root)
  }

  uriOf(key: string): string {
    return path.join(this.root, ...key.split('/'))
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // Walk only the deepest directory the prefix names, then filter by the remaining part.
    const cut = prefix.lastIndexOf('/')
    const dirKey = cut >= 0 ? prefix.slice(0, cut) : ''
    yield* this.walk(dirKey, prefix)
  }

  private async *walk(dirKey: string, prefix: string): AsyncIterable<StoredObject> {
    let entries
    try {
      entries = await readdir(dirKey ? this.uriOf(dirKey) : this.root, { withFileTypes: true })
    } catch (err) {
      if (
        (err as NodeJS.ErrnoException).code === 'ENOENT' ||
        (err as NodeJS.ErrnoException).code === 'ENOTDIR'
      )
        return
      throw err
    }
    const names = entries
      .map(e => ({ name: e.name, dir: e.isDirectory() }))
      .sort((a, b) => cmp(a.name, b.name))
    // Sizes are read a batch at a time in parallel: one stat after another is slow for big folders.
    let pending: string[] = []
    const flush = async function* (this: FsStore): AsyncIterable<StoredObject> {
      const sizes = await Promise.all(pending.map(key => stat(this.uriOf(key)).then(s => s.size)))
      yield* pending.map((key, i) => ({ key, size: sizes[i] }))
      pending = []
    }.bind(this)
    for (const e of names) {
      const key = dirKey ? `${dirKey}/${e.name}` : e.name
      if (e.dir) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) {
          yield* flush()
          yield* this.walk(key, prefix)
        }
      } else if (key.startsWith(prefix)) {
        pending.push(key)
        if (pending.length === STAT_BATCH) yield* flush()
      }
    }
    yield* flush()
  }

  async get(key: string): Promise<Readable> {
    const file = this.uriOf(key)
    await stat(file) // reject early with ENOENT rather than on first read
    // 256 KB reads: a quarter of the per-read cost of the 64 KB default, still small per open file.
    return createReadStream(file, { highWaterMark: 256 * 1024 })
  }

  async put(key: string, body: Buffer | string | Readable): Promise<void> {
    const file = this.uriOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    const source =
      body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body) : body])
    await pipeline(source, createWriteStream(file))
  }

  async remove(key: string): Promise<void> {
    await rm(this.uriOf(key), { force: true })
  }

  async head(key: string): Promise<number | undefined> {
    try {
      const s = await stat(this.uriOf(key))
      return s.isFile() ? s.size : undefined
    } catch {
      return undefined
    }
  }
}

const STAT_BATCH = 64

/** Byte-order comparison, as S3 lists keys. */
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
