// Each input's content, as the cache names it: in S3 its ETag and size from the run's one listing (a
// new upload changes the ETag); on the runner a sha256 of its bytes, with the size and modification
// time as a fast path, as git's index does: a file whose size and mtime match the last run's is not
// read again. The fast path is kept in the cache (layout.ts).
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ListedInputs } from '../contract/listed-inputs.js'
import { FsStore } from '../storage/fs-store.js'
import { readAll, type ObjectStore } from '../storage/store.js'
import { forEachLimited } from '../pool.js'
import { localInputsKey, nameOf } from './layout.js'

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

/** A folder's fast path: by key, [size, mtime in ms, sha256]. */
type FileIndex = Record<string, [number, number, string]>

async function readIndex(cache: ObjectStore, key: string): Promise<FileIndex> {
  try {
    const doc = JSON.parse((await readAll(await cache.get(key))).toString('utf8')) as { files?: FileIndex }
    return doc.files && typeof doc.files === 'object' ? doc.files : {}
  } catch {
    return {}
  }
}

/** Files hashed at once. */
const HASHING = 8
/** S3 objects asked for their ETag at once (a manifest's entries are not listed). */
const LOOKUPS = 32

/**
 * The content of each input at `positions` of the run's listing (position -> content); an input that
 * cannot be read is left out, and so misses.
 */
export async function inputContents(
  inputs: ListedInputs,
  positions: Iterable<number>,
  cache: ObjectStore
): Promise<Map<number, string>> {
  const contents = new Map<number, string>()
  const store = inputs.store
  if (store instanceof FsStore) {
    const indexKey = localInputsKey(store.root)
    const index = await readIndex(cache, indexKey)
    // Entries of files outside this run's part (a sample) are kept for the next run.
    const next: FileIndex = { ...index }
    let changed = false
    await forEachLimited(positions, HASHING, async i => {
      const key = inputs.keyAt(i)
      const file = store.uriOf(key)
      const st = await stat(file).catch(() => undefined)
      if (!st?.isFile()) return
      const known = index[key]
      let sha = known && known[0] === st.size && known[1] === st.mtimeMs ? known[2] : undefined
      if (!sha) {
        sha = await sha256OfFile(file)
        changed = true
      }
      next[key] = [st.size, st.mtimeMs, sha]
      contents.set(i, fileContent(sha))
    })
    if (changed)
      await cache.put(indexKey, JSON.stringify({ folder: store.root, files: next }), 'application/json')
    return contents
  }
  await forEachLimited(positions, LOOKUPS, async i => {
    let etag = inputs.etagAt(i)
    let size = inputs.sizeAt(i)
    if (etag === undefined || size === undefined) {
      const found = await store.stat(inputs.keyAt(i))
      etag = found?.etag
      size = found?.size
    }
    if (etag !== undefined && size !== undefined) contents.set(i, objectContent(etag, size))
  })
  return contents
}
