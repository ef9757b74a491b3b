// The list of entries a model artifact will hold, read from a model directory (plus `source-dir` as
// `code/`). Paths are `/`-separated and relative; the order is the archive's order.
import { readdir, readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { LayoutError } from '../errors.js'

export interface TreeEntry {
  /** Path inside the archive, without `./` and without a trailing slash. */
  path: string
  type: 'file' | 'dir'
  /** Bytes (0 for directories). */
  size: number
  /** Normalised mode: 0o755 for directories and executables, 0o644 for other files. */
  mode: number
  /** Where the bytes come from on disk (files), for reading and for messages. */
  source?: string
  /** The file's change time when listed (ns resolution), to notice a file rewritten after listing. */
  ctimeNs?: bigint
}

export interface ModelTree {
  entries: TreeEntry[]
  /** How to name the tree in messages (the model directory or archive path). */
  label: string
  /** A file's text, for the static checks on `code/`; undefined when absent. */
  readText(entryPath: string): Promise<string | undefined>
  /** How to name one entry in a message: its path on disk, or `entry in archive`. */
  describe(entryPath: string): string
}

export function normalMode(type: 'file' | 'dir', mode: number): number {
  return type === 'dir' || (mode & 0o111) !== 0 ? 0o755 : 0o644
}

/** Orders paths component by component (byte order), so a directory precedes everything inside it. */
export function comparePaths(a: string, b: string): number {
  const pa = a.split('/')
  const pb = b.split('/')
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    if (pa[i] !== pb[i]) return Buffer.compare(Buffer.from(pa[i]), Buffer.from(pb[i]))
  }
  return pa.length - pb.length
}

/** Walks `dir` (following symbolic links, refusing loops), prefixing every path with `prefix`. */
async function walk(dir: string, prefix: string, out: TreeEntry[], ancestors: Set<string>): Promise<void> {
  const real = await realpath(dir)
  if (ancestors.has(real)) {
    throw new LayoutError([
      `${dir}: a symbolic link loops back to a parent directory. Replace the link with a copy of what it should hold.`
    ])
  }
  const inner = new Set(ancestors).add(real)
  const names = (await readdir(dir)).sort()
  // Stat a whole directory at once: one round trip per file in sequence is slow for many small files.
  const stats = await Promise.all(
    names.map(name => stat(path.join(dir, name), { bigint: true }).catch(() => undefined))
  )
  for (let i = 0; i < names.length; i++) {
    const full = path.join(dir, names[i])
    const rel = prefix ? `${prefix}/${names[i]}` : names[i]
    const st = stats[i]
    if (!st) {
      throw new LayoutError([`${full}: a broken symbolic link. Remove it or point it at an existing file.`])
    }
    if (st.isDirectory()) {
      out.push({ path: rel, type: 'dir', size: 0, mode: 0o755, source: full })
      await walk(full, rel, out, inner)
    } else if (st.isFile()) {
      out.push({
        path: rel,
        type: 'file',
        size: Number(st.size),
        mode: normalMode('file', Number(st.mode)),
        source: full,
        ctimeNs: st.ctimeNs
      })
    } else {
      throw new LayoutError([
        `${full}: not a regular file or directory (a socket, FIFO or device). Remove it from the model directory.`
      ])
    }
  }
}

/**
 * The entries of `modelDir`; with `sourceDir`, the model directory's own `code/` is replaced by a copy
 * of `sourceDir` (as the SageMaker Python SDK does when it repacks a model with a source directory).
 */
export async function readDirectoryTree(modelDir: string, sourceDir?: string): Promise<ModelTree> {
  const entries: TreeEntry[] = []
  await walk(modelDir, '', entries, new Set())
  let kept = entries
  if (sourceDir) {
    const st = await stat(sourceDir).catch(() => undefined)
    if (!st?.isDirectory()) {
      throw new LayoutError([
        `${sourceDir}: source-dir is not a directory. Point source-dir at the folder holding inference.py.`
      ])
    }
    kept = entries.filter(e => e.path !== 'code' && !e.path.startsWith('code/'))
    kept.push({ path: 'code', type: 'dir', size: 0, mode: 0o755, source: sourceDir })
    await walk(sourceDir, 'code', kept, new Set())
  }
  kept.sort((a, b) => comparePaths(a.path, b.path))
  const byPath = new Map(kept.map(e => [e.path, e]))
  return {
    entries: kept,
    label: modelDir,
    async readText(entryPath) {
      const e = byPath.get(entryPath)
      if (!e || e.type !== 'file' || !e.source) return undefined
      return readFile(e.source, 'utf8')
    },
    describe(entryPath) {
      const known = byPath.get(entryPath)?.source
      if (known) return known
      if (sourceDir && entryPath.startsWith('code/'))
        return path.join(sourceDir, ...entryPath.slice(5).split('/'))
      return path.join(modelDir, ...entryPath.split('/'))
    }
  }
}
