// Each input's content, as the cache names it: in S3 its ETag and size from the run's one listing (a
// new upload changes the ETag); on the runner a sha256 of its bytes, with a fast path as git's index
// has: a file whose size, mtime, ctime and inode all match the last run's is not read again, unless it
// was written in the same second as that index (a rewrite within that second could keep every stat),
// which is hashed again. The fast path is kept in the cache (layout.ts), unless the cache is read-only.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Logger } from '../context.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import { FsStore } from '../storage/fs-store.js'
import { readAll, type ObjectStore } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import { localInputsKey, nameOf } from './layout.js'
import { cacheWrite } from './writes.js'

/** The content of an S3 object of this ETag and size. */
export function objectContent(etag: string, size: number): string {
  return nameOf(`s3 ${etag} ${size}`)
}

/** The content of a file of these bytes (their sha256, hex). */
export function fileContent(sha256: string): string {
  return nameOf(`sha256 ${sha256}`)
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** A file as its stat tells it: size, mtime and ctime (ns), inode; what git's index compares. */
type FileStat = [size: number, mtimeNs: string, ctimeNs: string, inode: string]
/** A folder's fast path: by key, the stat and the sha256 of the bytes it had. */
type FileIndex = Record<string, [...FileStat, string]>

interface Index {
  files: FileIndex
  /** When the run that wrote it began to look at the files (ms): one modified in that second or later is hashed again. */
  at: number
}

async function readIndex(cache: ObjectStore, key: string): Promise<Index> {
  try {
    const doc = JSON.parse((await readAll(await cache.get(key))).toString('utf8')) as Partial<Index>
    const files = doc.files && typeof doc.files === 'object' ? doc.files : {}
    return { files, at: typeof doc.at === 'number' ? doc.at : 0 }
  } catch {
    return { files: {}, at: 0 }
  }
}

async function statOf(file: string): Promise<FileStat | undefined> {
  const st = await stat(file, { bigint: true }).catch(() => undefined)
  if (!st?.isFile()) return undefined
  return [Number(st.size), String(st.mtimeNs), String(st.ctimeNs), String(st.ino)]
}

const SECOND_NS = 1_000_000_000n

/** The sha256 the index knows for a file of this stat, unless the stat differs or is racy. */
function knownSha(index: Index, key: string, now: FileStat): string | undefined {
  const known = index.files[key]
  if (!Array.isArray(known) || known.length !== 5 || !now.every((v, i) => v === known[i])) return undefined
  // Written in (or after) the second the index was: it could have changed since and kept its stat.
  if (BigInt(now[1]) / SECOND_NS >= BigInt(Math.floor(index.at / 1000))) return undefined
  return known[4]
}

/** Files hashed at once. */
const HASHING = 8
/** S3 objects asked for their ETag at once (a manifest's entries are not listed). */
const LOOKUPS = 32

interface ContentOptions {
  /** Whether the folder's fast path may be kept (cache-write). */
  write: boolean
  log: Logger
}

/**
 * The content of each input at `positions` of the run's listing (position -> content); an input that
 * cannot be read (or asked for its ETag) is left out, and so misses.
 */
export async function inputContents(
  inputs: ListedInputs,
  positions: Iterable<number>,
  cache: ObjectStore,
  opts: ContentOptions
): Promise<Map<number, string>> {
  const contents = new Map<number, string>()
  const store = inputs.store
  if (store instanceof FsStore) {
    const indexKey = localInputsKey(store.root)
    const index = await readIndex(cache, indexKey)
    // Entries of files outside this run's part (a sample) are kept for the next run.
    const next: FileIndex = { ...index.files }
    let changed = false
    // Before the first stat: a file rewritten after its stat was, even keeping every stat, is then racy.
    const at = Date.now()
    await forEachLimited(positions, HASHING, async i => {
      const key = inputs.keyAt(i)
      const file = store.uriOf(key)
      const now = await statOf(file)
      if (!now) return
      let sha = knownSha(index, key, now)
      if (!sha) {
        sha = await sha256OfFile(file).catch(() => undefined)
        if (!sha) return
        changed = true
      }
      next[key] = [...now, sha]
      contents.set(i, fileContent(sha))
    })
    if (changed && opts.write) {
      const doc = JSON.stringify({ folder: store.root, at, files: next })
      await cacheWrite(opts.log, `the index of ${store.root}'s files`, () =>
        cache.put(indexKey, doc, 'application/json')
      )
    }
    return contents
  }
  await forEachLimited(positions, LOOKUPS, async i => {
    let etag = inputs.etagAt(i)
    let size = inputs.sizeAt(i)
    if (etag === undefined || size === undefined) {
      const found = await store.stat(inputs.keyAt(i)).catch(() => undefined)
      etag = found?.etag
      size = found?.size
    }
    if (etag !== undefined && size !== undefined) contents.set(i, objectContent(etag, size))
  })
  return contents
}
