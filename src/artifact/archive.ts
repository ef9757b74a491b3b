// An existing model.tar.gz given as model-path: its entries are listed (with the `tar` package's
// parser) in one pass that also hashes the compressed bytes and the tar stream inside, so the archive is
// validated and content-addressed without unpacking it to disk.
import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { createGunzip } from 'node:zlib'
import { Parser, type ReadEntry } from 'tar'
import { errorMessage, LayoutError } from '../errors.js'
import { comparePaths, normalMode, type ModelTree, type TreeEntry } from './tree.js'

export interface ArchiveInfo {
  tree: ModelTree
  /** sha256 of the file's bytes. */
  sha256: string
  /** sha256 of the tar stream inside (what the artifact is keyed by). */
  tarSha256: string
  bytes: number
  tarBytes: number
}

/** Texts larger than this are not kept for the static checks (a handler file is a few KB). */
const MAX_TEXT = 4 << 20

/** Whether the file starts with the gzip magic bytes. */
async function isGzip(file: string): Promise<boolean> {
  const fh = await open(file, 'r')
  try {
    const head = Buffer.alloc(2)
    await fh.read(head, 0, 2, 0)
    return head[0] === 0x1f && head[1] === 0x8b
  } finally {
    await fh.close()
  }
}

/** The problem of an archive that lists no file. */
function holdsNoFiles(file: string): string {
  return `${file}: the archive holds no files. Rebuild it from the model directory.`
}

function cleanPath(raw: string): string {
  return raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
}

/** What the listing keeps of the archive's entries, and the problems their paths have. */
interface Listing {
  entries: TreeEntry[]
  texts: Map<string, string>
  problems: string[]
}

/** The tree type of a tar entry; links and special files are fine for tar but carry no layout meaning here. */
function treeTypeOf(entry: ReadEntry): TreeEntry['type'] | undefined {
  if (entry.type === 'Directory') return 'dir'
  if (entry.type === 'File' || entry.type === 'OldFile') return 'file'
  return undefined
}

/** Records one entry read by the parser into `listing`, keeping the text of the `wanted` files. */
function listEntry(entry: ReadEntry, file: string, wanted: string[], listing: Listing): void {
  const path = cleanPath(entry.path)
  if (path === '' || path === '.') return void entry.resume()
  if (entry.path.startsWith('/') || path.split('/').includes('..')) {
    listing.problems.push(
      `${path} in ${file}: an absolute path or one with "..", which would land outside the model ` +
        `directory. Rebuild the archive with paths relative to the model directory.`
    )
  }
  const type = treeTypeOf(entry)
  if (!type) return void entry.resume()
  listing.entries.push({
    path,
    type,
    size: type === 'dir' ? 0 : entry.size,
    mode: normalMode(type, entry.mode ?? 0o644)
  })
  if (type === 'file' && wanted.includes(path) && entry.size <= MAX_TEXT) {
    const chunks: Buffer[] = []
    entry.on('data', (c: Buffer) => chunks.push(c))
    entry.on('end', () => listing.texts.set(path, Buffer.concat(chunks).toString('utf8')))
  } else entry.resume()
}

/** The hashes and sizes of one pass over the archive, and the first KiB of its tar stream. */
interface ArchivePass {
  fileHash: Hash
  tarHash: Hash
  bytes: number
  tarBytes: number
  head?: Buffer
}

/**
 * Reads `file` once: hashes the compressed bytes, gunzips, hashes the tar stream and feeds it to
 * `parser` (pausing while the parser is behind). Rejects on any read, gunzip or parse error; `pass`
 * holds what was read so far either way.
 */
function readArchive(file: string, parser: Parser, pass: ArchivePass): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const input = createReadStream(file, { highWaterMark: 1 << 20 })
    const gunzip = createGunzip()
    input.on('data', (c: string | Buffer) => {
      pass.fileHash.update(c)
      pass.bytes += c.length
    })
    gunzip.on('data', (c: Buffer) => {
      pass.tarHash.update(c)
      pass.tarBytes += c.length
      pass.head ??= Buffer.from(c.subarray(0, 1024))
      if (!parser.write(c)) {
        gunzip.pause()
        parser.once('drain', () => gunzip.resume())
      }
    })
    input.on('error', reject)
    gunzip.on('error', reject)
    parser.on('error', reject)
    gunzip.on('end', () => parser.end())
    parser.on('end', () => resolve())
    input.pipe(gunzip)
  })
}

/** The error for an archive the parser could not read to its end. */
function unreadableArchive(file: string, err: unknown, listing: Listing, head?: Buffer): LayoutError {
  // An archive of nothing is just end-of-archive zero blocks, which the strict parser refuses.
  if (listing.entries.length === 0 && head?.length === 1024 && head.every(b => b === 0)) {
    return new LayoutError([holdsNoFiles(file)])
  }
  return new LayoutError([
    `${file}: not a readable gzip tar (${errorMessage(err)}). Rebuild it with tar -czf, or give the ` +
      `model directory as model-path.`
  ])
}

/** Lists and hashes `file`; `wanted` are entry paths whose text is kept for the layout checks. */
export async function inspectArchive(file: string, wanted: string[]): Promise<ArchiveInfo> {
  if (!(await isGzip(file))) {
    throw new LayoutError([
      `${file}: not a gzip file. Batch transform needs a gzip-compressed tar; create it with ` +
        `tar -czf model.tar.gz -C <model dir> . (or give the directory as model-path).`
    ])
  }
  const listing: Listing = { entries: [], texts: new Map(), problems: [] }
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => listEntry(entry, file, wanted, listing)
  })
  const pass: ArchivePass = {
    fileHash: createHash('sha256'),
    tarHash: createHash('sha256'),
    bytes: 0,
    tarBytes: 0
  }
  try {
    await readArchive(file, parser, pass)
  } catch (err) {
    throw unreadableArchive(file, err, listing, pass.head)
  }
  const { entries, texts, problems } = listing
  if (entries.length === 0) problems.push(holdsNoFiles(file))
  if (problems.length) throw new LayoutError(problems)
  entries.sort((a, b) => comparePaths(a.path, b.path))
  const known = new Set(entries.map(e => e.path))
  return {
    tree: {
      entries,
      label: file,
      readText: async p => (known.has(p) ? texts.get(p) : undefined),
      describe: p => `${p} in ${file}`
    },
    sha256: pass.fileHash.digest('hex'),
    tarSha256: pass.tarHash.digest('hex'),
    bytes: pass.bytes,
    tarBytes: pass.tarBytes
  }
}
