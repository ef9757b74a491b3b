// A directory on the runner as an ObjectStore.
import {
  closeSync,
  constants,
  createWriteStream,
  fstatSync,
  openSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Dirent,
  type Stats
} from 'node:fs'
import { createHash } from 'node:crypto'
import { link, mkdir, open, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import type { ObjectStore, PutCondition, StoredObject, TaggedObject } from './store.js'
import { compareKeys, isS3Uri, localPath } from './uri.js'

/**
 * A directory on the runner, addressed by `/`-separated keys. Its objects are the regular files in it:
 * a FIFO, socket or device would block or never end a read, and a symbolic link counts only when it
 * leads to a regular file inside the folder. Whatever a listing passes over is kept in `skipped`.
 * A file is written under a partial name beside it and renamed once complete, so a write cut short
 * (the process killed) leaves no file under the key; listings pass over partial names.
 */
export class FsStore implements ObjectStore {
  readonly root: string
  readonly skipped = new Map<string, string>()
  private realRoot: Promise<string> | undefined

  constructor(root: string) {
    this.root = path.resolve(root.startsWith('file://') ? fileURLToPath(root) : root)
  }

  uriOf(key: string): string {
    // A key without `.`, `..` or empty segments needs no normalising (on POSIX): the common case.
    if (path.sep === '/' && key !== '' && !/^[./]|\/\/|\/\.|\/$/.test(key))
      return this.root === '/' ? `/${key}` : `${this.root}/${key}`
    return path.join(this.root, ...key.split('/'))
  }

  keyOf(uri: string): string | undefined {
    if (isS3Uri(uri)) return undefined
    const rel = path.relative(this.root, localPath(uri))
    if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined
    return rel.split(path.sep).join('/')
  }

  list(prefix: string): AsyncIterable<StoredObject> {
    // Walk only the deepest directory the prefix names, then filter by the remaining part.
    const cut = prefix.lastIndexOf('/')
    const dirKey = cut >= 0 ? prefix.slice(0, cut) : ''
    return this.walk(dirKey, prefix)
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
    const names = entries.sort((a, b) => compareKeys(a.name, b.name))
    // Files are sized a run at a time (links checked in parallel) and yielded from here: a generator in
    // between would cost every file a few promises more.
    let run: { key: string; link: boolean }[] = []
    for (const e of names) {
      const key = dirKey ? `${dirKey}/${e.name}` : e.name
      if (e.isDirectory()) {
        if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue
        for (const o of await this.sized(run)) yield o
        run = []
        yield* this.walk(key, prefix)
        continue
      }
      if (!key.startsWith(prefix) || isPartialName(e.name)) continue
      if (e.isFIFO() || e.isSocket() || e.isBlockDevice() || e.isCharacterDevice()) {
        this.skipped.set(key, kindOf(e))
        continue
      }
      // Some file systems do not tell the type in a listing: stat decides for those.
      run.push({ key, link: !e.isFile() })
      if (run.length < STAT_BATCH) continue
      for (const o of await this.sized(run)) yield o
      run = []
    }
    for (const o of await this.sized(run)) yield o
  }

  /** The regular files of a run with their sizes, in order; the rest are noted in `skipped`. */
  private async sized(run: { key: string; link: boolean }[]): Promise<StoredObject[]> {
    const sizes: (number | undefined | Promise<number | undefined>)[] = run.map(f =>
      this.regularFile(f.key, f.link)
    )
    const links = sizes.some(s => s instanceof Promise)
    const known = links ? await Promise.all(sizes) : (sizes as (number | undefined)[])
    const out: StoredObject[] = []
    for (let i = 0; i < run.length; i++)
      if (known[i] !== undefined) out.push({ key: run[i].key, size: known[i]! })
    return out
  }

  /**
   * The size of a regular file (or a link to one inside the folder); undefined, and noted, otherwise.
   * Only a link needs a wait (to see where it leads).
   */
  private regularFile(key: string, link: boolean): number | undefined | Promise<number | undefined> {
    const file = this.uriOf(key)
    // A blocking stat: a few microseconds, where a trip through the thread pool costs ten times that.
    let st: Stats | undefined
    try {
      st = statSync(file)
    } catch {
      st = undefined
    }
    if (!st?.isFile()) {
      const what = st ? kindOf(st) : 'nothing'
      this.skipped.set(key, link ? `a symbolic link to ${what.replace(/^not /, 'something not ')}` : what)
      return undefined
    }
    return link ? this.insideLink(key, file, st.size) : st.size
  }

  /** `size` when the link at `file` leads inside the folder; undefined, and noted, otherwise. */
  private async insideLink(key: string, file: string, size: number): Promise<number | undefined> {
    const root = await (this.realRoot ??= realpath(this.root)
      .catch(() => this.root)
      .then(r => (r.endsWith(path.sep) ? r : `${r}${path.sep}`)))
    if (!(await realpath(file)).startsWith(root)) {
      this.skipped.set(key, 'a symbolic link to a file outside the folder')
      return undefined
    }
    return size
  }

  async get(key: string): Promise<Readable> {
    const file = this.uriOf(key)
    // Opened without blocking and checked on the open file: a FIFO would otherwise wait for a writer
    // forever, and whatever the name held before the check cannot be swapped in after it.
    const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
    const st = await handle.stat().catch(async err => {
      await handle.close()
      throw err
    })
    if (!st.isFile()) {
      await handle.close()
      throw new Error(`${file} is ${kindOf(st)}, not a regular file`)
    }
    // 256 KB reads: a quarter of the per-read cost of the 64 KB default, still small per open file.
    return handle.createReadStream({ highWaterMark: 256 * 1024 })
  }

  /**
   * Small files are read with blocking calls: open, read and close cost less than three trips through
   * the thread pool, and the size bounds how long the event loop waits. Opened without blocking. When
   * the file still holds the `size` a listing gave (one read asks for a byte more and gets exactly that
   * many), that read is all; otherwise it is checked on the open file, as `get` does.
   */
  async readSmall(key: string, maxBytes: number, size?: number): Promise<Buffer | undefined> {
    const file = this.uriOf(key)
    const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
    try {
      return (
        (size !== undefined && size <= maxBytes && readListed(fd, size)) || readChecked(fd, file, maxBytes)
      )
    } finally {
      closeSync(fd)
    }
  }

  async put(key: string, body: Buffer | string | Readable): Promise<void> {
    const file = this.uriOf(key)
    const dir = path.dirname(file)
    // Each directory is made once per store: a data plane writes thousands of outputs into a few.
    if (!this.made.has(dir)) {
      await mkdir(dir, { recursive: true })
      this.made.add(dir)
    }
    try {
      await this.write(file, body)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || body instanceof Readable) throw err
      // The directory went away since it was made here: make it again, once.
      await mkdir(dir, { recursive: true })
      await this.write(file, body)
    }
  }

  private readonly made = new Set<string>()

  /** Writes `file` under its partial name, then renames it: the name holds a whole file or none. */
  private async write(file: string, body: Buffer | string | Readable): Promise<void> {
    const partial = partialName(file)
    try {
      // A small output is two blocking calls (write, rename): in the many-small-files benchmark the
      // write cost a third less CPU per file than the same through the thread pool.
      if (!(body instanceof Readable) && body.length <= SMALL_WRITE) {
        writeFileSync(partial, body)
        return renameSync(partial, file)
      }
      if (body instanceof Readable) await pipeline(body, createWriteStream(partial))
      else await writeFile(partial, body)
      await rename(partial, file)
    } catch (err) {
      rmQuietly(partial)
      throw err
    }
  }

  /**
   * `ifNoneMatch`: the file is made only where none is (linked from its partial name: a link fails when
   * the name is taken). A folder has no ETags, so `ifMatch` cannot be checked: the file is written.
   */
  async putIf(key: string, body: Buffer | string, condition: PutCondition): Promise<boolean> {
    if (!('ifNoneMatch' in condition)) return this.put(key, body).then(() => true)
    const file = this.uriOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    const partial = partialName(file)
    try {
      await writeFile(partial, body)
      await link(partial, file)
      return true
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw err
    } finally {
      rmQuietly(partial)
    }
  }

  /** A folder has no ETags: the bytes alone. */
  async readTagged(key: string, maxBytes: number): Promise<TaggedObject | undefined> {
    try {
      const bytes = await this.readSmall(key, maxBytes)
      return bytes ? { bytes } : {}
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw err
    }
  }

  /** Removes the object, and what a write of it cut short left under its partial name. */
  async remove(key: string): Promise<void> {
    const file = this.uriOf(key)
    await rm(file, { force: true })
    await rm(partialName(file), { force: true })
  }

  async head(key: string): Promise<number | undefined> {
    return (await this.stat(key))?.size
  }

  /** As a listing gives it: no time of writing (a folder's listing gives none either). */
  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      const s = await stat(this.uriOf(key))
      return s.isFile() ? { key, size: s.size } : undefined
    } catch {
      return undefined
    }
  }

  async tail(key: string, bytes: number): Promise<Buffer> {
    const file = await open(this.uriOf(key), 'r')
    try {
      const size = (await file.stat()).size
      const length = Math.min(bytes, size)
      const buffer = Buffer.alloc(length)
      await file.read(buffer, 0, length, size - length)
      return buffer
    } finally {
      await file.close()
    }
  }
}

/** The whole file at `fd` when one read finds exactly `size` bytes in it; else undefined. */
function readListed(fd: number, size: number): Buffer | undefined {
  const buffer = Buffer.allocUnsafe(size + 1)
  let n: number
  try {
    n = readSync(fd, buffer, 0, size + 1, 0)
  } catch {
    // Not a regular file after all (a FIFO cannot be read at a position): the check says what it is.
    return undefined
  }
  return n === size ? buffer.subarray(0, size) : undefined
}

/** The whole file at `fd` when it is a regular file of at most `maxBytes`; undefined when larger. */
function readChecked(fd: number, file: string, maxBytes: number): Buffer | undefined {
  const st = fstatSync(fd)
  if (!st.isFile()) throw new Error(`${file} is ${kindOf(st)}, not a regular file`)
  if (st.size > maxBytes) return undefined
  const buffer = Buffer.allocUnsafe(st.size)
  let n = 0
  for (let got = -1; n < st.size && got !== 0; n += got) got = readSync(fd, buffer, n, st.size - n, n)
  return n === st.size ? buffer : buffer.subarray(0, n)
}

/**
 * Where `file` is written until complete: `.~<name>.partial` in its folder, or with a digest of the
 * name when that would be longer than a file name may be.
 */
function partialName(file: string): string {
  const cut = file.lastIndexOf(path.sep)
  const base = file.slice(cut + 1)
  const name =
    Buffer.byteLength(base) <= NAME_MAX - PARTIAL_EXTRA
      ? base
      : createHash('sha256').update(base).digest('hex').slice(0, 32)
  return `${file.slice(0, cut + 1)}.~${name}.partial`
}

/** Whether a file name is a write in progress, or one cut short (never an object of the store). */
function isPartialName(name: string): boolean {
  return name.startsWith('.~') && name.endsWith('.partial')
}

function rmQuietly(file: string): void {
  try {
    unlinkSync(file)
  } catch {
    // Nothing was written there, or it is gone already.
  }
}

/** The longest file name most file systems take, in bytes, and what a partial name adds. */
const NAME_MAX = 255
const PARTIAL_EXTRA = '.~.partial'.length

const STAT_BATCH = 64
/** Bodies up to this many bytes (or characters) are written with one blocking call. */
const SMALL_WRITE = 256 * 1024

/** What a file that is not a regular file is, for the message that names it. */
function kindOf(e: Dirent | Stats): string {
  if (e.isDirectory()) return 'a directory'
  if (e.isFIFO()) return 'a FIFO'
  if (e.isSocket()) return 'a socket'
  if (e.isBlockDevice()) return 'a block device'
  if (e.isCharacterDevice()) return 'a character device'
  return 'not a regular file'
}

/**
 * Whether file names at `dir` (or where it would be made) match ignoring case, as on macOS and Windows
 * by default. Read-only: the nearest existing folder whose name has letters is looked up with their
 * case swapped; with none to try, the platform's default is assumed.
 */
export async function ignoresCase(dir: string): Promise<boolean> {
  let at = path.resolve(dir)
  for (;;) {
    const base = path.basename(at)
    const swapped = [...base].map(c => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')
    const found = swapped !== base ? await stat(at).catch(() => undefined) : undefined
    if (found) {
      const other = await stat(path.join(path.dirname(at), swapped)).catch(() => undefined)
      return other !== undefined && other.ino === found.ino && other.dev === found.dev
    }
    const parent = path.dirname(at)
    if (parent === at) return process.platform === 'darwin' || process.platform === 'win32'
    at = parent
  }
}

/** `in/pipe (a FIFO), link (a symbolic link to a file outside the folder)`: what a listing skipped. */
export function describeSkipped(skipped: ReadonlyMap<string, string>, max = 10): string {
  const items = [...skipped]
    .sort(([a], [b]) => compareKeys(a, b))
    .slice(0, max)
    .map(([key, what]) => `${key} (${what})`)
  const more = skipped.size > max ? ` and ${skipped.size - max} more` : ''
  return items.join(', ') + more
}
