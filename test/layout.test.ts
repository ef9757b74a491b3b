import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'

// Files readable in one sitting, rooms of one size: no src/ file over 400 lines, no src/ folder with
// more than 20 files of its own.
const MAX_LINES = 400
const MAX_FILES = 20

function folders(dir: string): string[] {
  const subs = readdirSync(dir, { withFileTypes: true }).filter(e => e.isDirectory())
  return [dir, ...subs.flatMap(e => folders(path.join(dir, e.name)))]
}

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter(e => e.isFile())
    .map(e => path.join(dir, e.name))

const linesOf = (file: string): number => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length

/** The folders over the file limit and the source files over the line limit, with their sizes. */
function oversized(root: string): { folders: string[]; files: string[] } {
  const all = folders(root)
  return {
    folders: all.filter(d => filesOf(d).length > MAX_FILES).map(d => `${d} (${filesOf(d).length} files)`),
    files: all
      .flatMap(filesOf)
      .filter(f => /\.[cm]?[jt]s$/.test(f) && linesOf(f) > MAX_LINES)
      .map(f => `${f} (${linesOf(f)} lines)`)
  }
}

/** Each import in `dir`'s source files (static or `import()`) that resolves into one of `into`, as `file -> target`. */
function importsInto(dir: string, into: readonly string[]): string[] {
  const found: string[] = []
  for (const file of folders(dir).flatMap(filesOf)) {
    if (!/\.ts$/.test(file)) continue
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.join(path.dirname(file), m[1])
      if (into.some(d => target.startsWith(d + path.sep))) found.push(`${file} -> ${target}`)
    }
  }
  return found
}

describe('src/ layout', () => {
  it('names a folder of 21 files and a file of 401 lines', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layout-'))
    try {
      mkdirSync(path.join(root, 'full'))
      for (let i = 0; i < 21; i++) writeFileSync(path.join(root, 'full', `f${i}.ts`), '\n')
      writeFileSync(path.join(root, 'long.ts'), 'x\n'.repeat(401))
      writeFileSync(path.join(root, 'fits.ts'), 'x\n'.repeat(400))
      expect(oversized(root)).toEqual({
        folders: [`${path.join(root, 'full')} (21 files)`],
        files: [`${path.join(root, 'long.ts')} (401 lines)`]
      })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('has no folder with more than 20 files of its own and no source file over 400 lines', () => {
    expect(oversized('src')).toEqual({ folders: [], files: [] })
  })

  it('names an import of a folder the cache must not read, static or dynamic', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layout-'))
    try {
      mkdirSync(path.join(root, 'cache', 'deep'), { recursive: true })
      writeFileSync(path.join(root, 'cache', 'a.ts'), "import type { X } from '../results/x.js'\n")
      writeFileSync(path.join(root, 'cache', 'deep', 'b.ts'), "const y = await import('../../report/y.js')\n")
      writeFileSync(path.join(root, 'cache', 'c.ts'), "import { z } from '../storage/results.js'\n")
      expect(
        importsInto(path.join(root, 'cache'), [path.join(root, 'results'), path.join(root, 'report')])
      ).toEqual([
        `${path.join(root, 'cache', 'a.ts')} -> ${path.join(root, 'results', 'x.js')}`,
        `${path.join(root, 'cache', 'deep', 'b.ts')} -> ${path.join(root, 'report', 'y.js')}`
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('holds the whole cache in src/cache/, which imports nothing from results/ or report/', () => {
    expect(existsSync('src/run/cache.ts')).toBe(false)
    expect(importsInto('src/cache', ['src/results', 'src/report'])).toEqual([])
  })
})

/** Every source file under `dir`, with its path. */
const sourcesOf = (dir: string): string[] =>
  folders(dir)
    .flatMap(filesOf)
    .filter(f => /\.ts$/.test(f))
    .sort()

/** `file: text` for each line of a src/ file outside contract/limits.ts that matches `pattern`. */
function outsideLimits(pattern: RegExp): string[] {
  return sourcesOf('src')
    .filter(f => f !== path.join('src', 'contract', 'limits.ts'))
    .flatMap(f =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter(line => pattern.test(line))
        .map(line => `${f}: ${line.trim()}`)
    )
}

describe('max-payload decided once', () => {
  it("SageMaker's 6 MB default (and its 100 MB ceiling) is one constant, in contract/limits.ts", () => {
    // A payload size declared as a number anywhere else is a second copy of a SageMaker rule.
    expect(outsideLimits(/\bconst\s+\w*PAYLOAD\w*\s*=\s*[\d_]+\b/)).toEqual([])
    expect(outsideLimits(/\b(maxPayloadMB|MaxPayloadInMB)\b.*\?\?\s*6\b/)).toEqual([])
  })

  it('the payload x concurrency <= 100 rule is written once, in contract/limits.ts', () => {
    // 100 (or the limit) divided by a payload or a concurrency, or a product of the two compared.
    expect(outsideLimits(/(\b100|PAYLOAD_TIMES_CONCURRENCY_MAX)\s*\/\s*\w/)).toEqual([])
    expect(outsideLimits(/\w*[pP]ayload\w*\s*\*\s*\w*[cC]oncurren\w*\s*[<>]/)).toEqual([])
  })
})

/** The relative imports of a source file, resolved to paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(m =>
    path.join(path.dirname(file), m[1]).replace(/\.js$/, '.ts')
  )
}

describe('one home for each decision', () => {
  it('no module stands beside a folder of its own name (report/sections.ts beside report/sections/)', () => {
    const clashes = folders('src').flatMap(dir =>
      filesOf(dir)
        .filter(f => /\.ts$/.test(f) && folders(dir).includes(f.replace(/\.ts$/, '')))
        .map(f => path.relative('src', f))
    )
    expect(clashes).toEqual([])
  })

  it("inputs/ reads its inputs without the AWS layer: the proxy URL's reading is in the bottom layer", () => {
    const intoAws = sourcesOf(path.join('src', 'inputs')).flatMap(f =>
      importsOf(f)
        .filter(i => i.startsWith(path.join('src', 'aws') + path.sep))
        .map(i => `${f} -> ${i}`)
    )
    expect(intoAws).toEqual([])
  })

  it('the model image is chosen in contract/images.ts alone, which both backends import', () => {
    const choosing = sourcesOf('src').filter(
      f =>
        f !== path.join('src', 'contract', 'images.ts') && /\bresolveImageUri\(/.test(readFileSync(f, 'utf8'))
    )
    expect(choosing).toEqual([])
    const users = [
      path.join('src/backends/local/servers/docker.ts'),
      path.join('src/backends/sagemaker/model.ts')
    ]
    for (const f of users) expect(importsOf(f)).toContain(path.join('src', 'contract', 'images.ts'))
  })
})
