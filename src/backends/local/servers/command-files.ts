// What `local-serve-command` really runs: the content of every existing file or folder its words name
// (`python serve/app.py --weights models/`), so an edited script is another transform. The input, the
// outputs and the cache are never read (a command naming `.` would otherwise hash them), nor `.git`
// (its objects change with every commit, not what runs). A file over 16 MiB (a program's binary: node,
// python) counts by its size and mtime; the bytes hashed in all are capped, past the cap each file counts
// by its path and size only, and the identity says so.
import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readlink, stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import path from 'node:path'

/** Bytes of content hashed at most, over every file the command names. */
export const HASHED_BYTES_CAP = 256 * 1024 * 1024
/** Larger files (a program's binary) count by size and mtime, not content. */
const FILE_CONTENT_CAP = 16 * 1024 * 1024
/** Entries walked at most (a command naming `/` must not walk the whole disk). */
const ENTRIES_CAP = 100_000

/**
 * The command's words as the shell splits them (quotes and backslashes; `;|&<>()` end a word), each
 * `--name=value`'s value too.
 */
export function commandWords(command: string): string[] {
  const words: string[] = []
  let word: string | undefined
  let quote: string | undefined
  const end = () => {
    if (word !== undefined) words.push(word)
    word = undefined
  }
  for (let i = 0; i < command.length; i++) {
    const c = command[i]
    if (quote) {
      if (c === quote) quote = undefined
      else if (c === '\\' && quote === '"' && i + 1 < command.length) word = (word ?? '') + command[++i]
      else word = (word ?? '') + c
    } else if (c === "'" || c === '"') {
      quote = c
      word ??= ''
    } else if (c === '\\' && i + 1 < command.length) word = (word ?? '') + command[++i]
    else if (/\s|[;|&<>()]/.test(c)) end()
    else word = (word ?? '') + c
  }
  end()
  const values = words.flatMap(w => (/^-[^=]*=./.test(w) ? [w.slice(w.indexOf('=') + 1)] : []))
  return [...words, ...values].filter(w => w && w !== '-')
}

/** True when `p` is `folder` or lies under it. */
function within(p: string, folder: string): boolean {
  const rel = path.relative(folder, p)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

interface Walk {
  hash: Hash
  files: number
  hashedBytes: number
  capped: boolean
  entries: number
  excluded: string[]
  cap: number
}

async function addFile(file: string, shown: string, info: Stats, w: Walk): Promise<void> {
  const size = info.size
  w.files++
  w.hash.update(`file\0${shown}\0${size}\0`)
  // A program's binary (node, python) counts by its size and mtime: an upgrade changes both.
  if (size > FILE_CONTENT_CAP) {
    w.hash.update(`mtime\0${info.mtimeMs}\0`)
    return
  }
  if (w.hashedBytes + size > w.cap) {
    w.capped = true
    return
  }
  w.hashedBytes += size
  for await (const chunk of createReadStream(file)) w.hash.update(chunk as Buffer)
}

async function addTree(entry: string, shown: string, w: Walk): Promise<void> {
  if (w.excluded.some(x => within(entry, x))) return
  if (++w.entries > ENTRIES_CAP) {
    w.capped = true
    return
  }
  const info = await lstat(entry).catch(() => undefined)
  if (!info) return
  if (info.isSymbolicLink()) w.hash.update(`link\0${shown}\0${await readlink(entry)}\0`)
  else if (info.isFile()) await addFile(entry, shown, info, w)
  else if (info.isDirectory()) {
    if (path.basename(entry) === '.git') return
    for (const name of (await readdir(entry)).sort())
      await addTree(path.join(entry, name), `${shown}/${name}`, w)
  }
}

export interface CommandFiles {
  /** sha256 over every named file's path and content (hex, 16 digits); undefined when none exists. */
  digest?: string
  files: number
  /** Past the byte cap the later files count by path and size only; past the entry cap not at all. */
  capped: boolean
}

/**
 * The content of what `command` names, relative to `cwd` (where it runs); `excluded` (the input, the
 * outputs, the cache) and everything under them left out.
 */
export async function commandFiles(
  command: string,
  cwd: string,
  excluded: string[],
  cap = HASHED_BYTES_CAP
): Promise<CommandFiles> {
  const w: Walk = {
    hash: createHash('sha256'),
    files: 0,
    hashedBytes: 0,
    capped: false,
    entries: 0,
    excluded,
    cap
  }
  let named = 0
  for (const word of [...new Set(commandWords(command))]) {
    const full = path.resolve(cwd, word)
    // A word names a file or folder only when one exists there; named or inside an excluded folder: left out.
    if (!(await stat(full).catch(() => undefined))) continue
    named++
    w.hash.update(`named\0${word}\0`)
    await addTree(full, word, w)
  }
  return named
    ? { digest: w.hash.digest('hex').slice(0, 16), files: w.files, capped: w.capped }
    : { files: 0, capped: false }
}
