// An existing model.tar.gz given as model-path: its entries are listed (with the `tar` package's
// parser) in one pass that also hashes the compressed bytes and the tar stream inside, so the archive is
// validated and content-addressed without unpacking it to disk.
import { createHash } from 'node:crypto'
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

function cleanPath(raw: string): string {
  return raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
}

/** Lists and hashes `file`; `wanted` are entry paths whose text is kept for the layout checks. */
export async function inspectArchive(file: string, wanted: string[]): Promise<ArchiveInfo> {
  if (!(await isGzip(file))) {
    throw new LayoutError([
      `${file}: not a gzip file. Batch transform needs a gzip-compressed tar; create it with ` +
        `tar -czf model.tar.gz -C <model dir> . (or give the directory as model-path).`
    ])
  }
  const entries: TreeEntry[] = []
  const texts = new Map<string, string>()
  const problems: string[] = []
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      const p = cleanPath(entry.path)
      if (p === '' || p === '.') return void entry.resume()
      if (entry.path.startsWith('/') || p.split('/').includes('..')) {
        problems.push(
          `${p} in ${file}: an absolute path or one with "..", which would land outside the model ` +
            `directory. Rebuild the archive with paths relative to the model directory.`
        )
      }
      const type =
        entry.type === 'Directory'
          ? 'dir'
          : entry.type === 'File' || entry.type === 'OldFile'
            ? 'file'
            : undefined
      if (!type) {
        // Links and special files are fine for tar but carry no layout meaning here.
        return void entry.resume()
      }
      entries.push({
        path: p,
        type,
        size: type === 'dir' ? 0 : entry.size,
        mode: normalMode(type, entry.mode ?? 0o644)
      })
      if (type === 'file' && wanted.includes(p) && entry.size <= MAX_TEXT) {
        const chunks: Buffer[] = []
        entry.on('data', (c: Buffer) => chunks.push(c))
        entry.on('end', () => texts.set(p, Buffer.concat(chunks).toString('utf8')))
      } else entry.resume()
    }
  })
  const fileHash = createHash('sha256')
  const tarHash = createHash('sha256')
  let bytes = 0
  let tarBytes = 0
  let head: Buffer | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      const input = createReadStream(file, { highWaterMark: 1 << 20 })
      const gunzip = createGunzip()
      input.on('data', (c: string | Buffer) => {
        fileHash.update(c)
        bytes += c.length
      })
      gunzip.on('data', (c: Buffer) => {
        tarHash.update(c)
        tarBytes += c.length
        head ??= Buffer.from(c.subarray(0, 1024))
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
  } catch (err) {
    // An archive of nothing is just end-of-archive zero blocks, which the strict parser refuses.
    if (entries.length === 0 && head?.length === 1024 && head.every(b => b === 0)) {
      throw new LayoutError([`${file}: the archive holds no files. Rebuild it from the model directory.`])
    }
    throw new LayoutError([
      `${file}: not a readable gzip tar (${errorMessage(err)}). Rebuild it with tar -czf, or give the ` +
        `model directory as model-path.`
    ])
  }
  if (entries.length === 0)
    problems.push(`${file}: the archive holds no files. Rebuild it from the model directory.`)
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
    sha256: fileHash.digest('hex'),
    tarSha256: tarHash.digest('hex'),
    bytes,
    tarBytes
  }
}
