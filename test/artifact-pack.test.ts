import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { chmod, cp, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import { chooseLevel, gzipBlocks, storedBlocks } from '../src/artifact/gzip-blocks.js'
import { packTree, tarIdentity } from '../src/artifact/pack.js'
import { readDirectoryTree } from '../src/artifact/tree.js'
import { UserError } from '../src/errors.js'
import { readAll } from '../src/storage/store.js'
import { Readable } from 'node:stream'
import { tempDir, writeTree } from './support/models.js'

const PYTHON = '/usr/bin/python3'
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

let root: string
beforeEach(async () => {
  root = await tempDir('pack-')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const LONG = `deep/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(40)}.txt` // > 155 chars: needs PAX
const random3M = randomBytes(3 * 1024 * 1024 + 123)
const text2M = Buffer.from(
  Array.from({ length: 40000 }, (_, i) => `row ${i}, label ${i % 7}, score ${(i * 37) % 1000}\n`).join('')
)

/** A model exercising every kind of entry: nested and empty dirs, executables, long and unicode names. */
async function richModel(dir: string): Promise<string> {
  await writeTree(
    dir,
    {
      '1/saved_model.pb': 'graph',
      '1/variables/variables.data-00000-of-00001': random3M,
      '1/variables/variables.index': 'index',
      '1/assets/': '',
      'code/inference.py': 'def handler(data, context):\n    return data\n',
      'code/run.sh': '#!/bin/sh\necho hi\n',
      'code/lib/table.csv': text2M,
      'données/é.txt': 'unicode',
      [LONG]: 'long path'
    },
    ['code/run.sh']
  )
  await chmod(path.join(dir, '1/saved_model.pb'), 0o600) // normalised to 0644
  return dir
}

async function pack(dir: string): Promise<Buffer> {
  const tree = await readDirectoryTree(dir)
  const { stream, result } = packTree(tree, await tarIdentity(tree))
  const bytes = await readAll(Readable.from(stream))
  const r = await result
  expect(r.bytes).toBe(bytes.length)
  expect(r.sha256).toBe(sha256(bytes))
  return bytes
}

/** Every path under `dir` with its type, mode and content hash. */
async function snapshot(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = []
  for (const name of (await readdir(path.join(dir, rel))).sort()) {
    const p = rel ? `${rel}/${name}` : name
    const st = await stat(path.join(dir, p))
    const mode = (st.mode & 0o777).toString(8)
    if (st.isDirectory()) out.push(`${p}/ ${mode}`, ...(await snapshot(dir, p)))
    else out.push(`${p} ${mode} ${sha256(await readFile(path.join(dir, p)))}`)
  }
  return out
}

describe('deterministic model.tar.gz', () => {
  it('gives the same bytes for the same files, whatever their mtimes, modes or creation order', async () => {
    const a = await richModel(path.join(root, 'a'))
    const first = await pack(a)
    expect((await pack(a)).equals(first)).toBe(true)

    const b = path.join(root, 'b')
    await cp(a, b, { recursive: true })
    await utimes(path.join(b, 'code/inference.py'), new Date(2001, 1, 1), new Date(2001, 1, 1))
    await chmod(path.join(b, '1/saved_model.pb'), 0o640)
    expect((await pack(b)).equals(first)).toBe(true)

    await writeFile(path.join(b, 'code/inference.py'), 'def handler(data, context):\n    return None\n')
    expect((await pack(b)).equals(first)).toBe(false)
  })

  it('unpacks with the system tar to the same tree, modes normalised', async () => {
    const src = await richModel(path.join(root, 'src'))
    const file = path.join(root, 'model.tar.gz')
    await writeFile(file, await pack(src))
    const out = path.join(root, 'out')
    await mkdir(out)
    execFileSync('tar', ['-xzf', file, '-C', out])
    const expected = (await snapshot(src)).map(line =>
      line.startsWith('1/saved_model.pb ') ? line.replace(' 600 ', ' 644 ') : line
    )
    expect(await snapshot(out)).toEqual(expected)
    expect(expected).toContain('code/run.sh 755 ' + sha256(Buffer.from('#!/bin/sh\necho hi\n')))
    expect(expected).toContain('1/assets/ 755')
    // Owner, group and dates are fixed.
    const listing = execFileSync('tar', ['--numeric-owner', '--full-time', '-tvzf', file]).toString()
    const lines = listing.trim().split('\n')
    expect(lines.length).toBe(17) // 9 directories, 8 files
    for (const line of lines) expect(line).toMatch(/^[-d]rw[-x]r-[-x]r-[-x] 0\/0 +\d+ 2000-01-01 00:00:00 /)
    // The stream is one gzip member that gzip itself verifies.
    execFileSync('gzip', ['-t', file])
  })

  it("is read by Python's tarfile, random-access and streaming", async () => {
    const src = await richModel(path.join(root, 'src'))
    const file = path.join(root, 'model.tar.gz')
    await writeFile(file, await pack(src))
    const script = [
      'import hashlib, sys, tarfile',
      'for mode in ("r:gz", "r|gz"):',
      '    with tarfile.open(sys.argv[1], mode) as t:',
      '        for m in t:',
      '            data = t.extractfile(m).read() if m.isfile() else b""',
      '            print(mode, m.name, oct(m.mode), m.uid, m.gid, repr(m.uname), repr(m.gname), int(m.mtime),',
      '                  hashlib.sha256(data).hexdigest()[:12] if m.isfile() else "dir")'
    ].join('\n')
    const lines = execFileSync(PYTHON, ['-c', script, file]).toString().trim().split('\n')
    expect(lines.length).toBe(34)
    const h = (b: Buffer | string) => sha256(Buffer.from(b)).slice(0, 12)
    for (const mode of ['r:gz', 'r|gz']) {
      const mine = lines.filter(l => l.startsWith(`${mode} `))
      expect(mine).toContain(
        `${mode} 1/variables/variables.data-00000-of-00001 0o644 0 0 '' '' 946684800 ${h(random3M)}`
      )
      expect(mine).toContain(`${mode} ${LONG} 0o644 0 0 '' '' 946684800 ${h('long path')}`)
      expect(mine).toContain(`${mode} code/run.sh 0o755 0 0 '' '' 946684800 ${h('#!/bin/sh\necho hi\n')}`)
      expect(mine).toContain(`${mode} code/lib/table.csv 0o644 0 0 '' '' 946684800 ${h(text2M)}`)
      expect(mine).toContain(`${mode} données/é.txt 0o644 0 0 '' '' 946684800 ${h('unicode')}`)
      expect(mine).toContain(`${mode} 1 0o755 0 0 '' '' 946684800 dir`)
    }
  })

  it('names the artifact by the sha256 of the tar inside (gunzip | sha256sum)', async () => {
    const src = await richModel(path.join(root, 'src'))
    const tree = await readDirectoryTree(src)
    const id = await tarIdentity(tree)
    const bytes = await pack(src)
    const tar = zlib.gunzipSync(bytes)
    expect(id).toEqual({ tarSha256: sha256(tar), tarBytes: tar.length })
  })

  it('stores incompressible blocks and deflates compressible ones', async () => {
    const src = await richModel(path.join(root, 'src'))
    const tree = await readDirectoryTree(src)
    const { stream, result } = packTree(tree)
    const bytes = await readAll(Readable.from(stream))
    const r = await result
    expect(r.storedBlocks).toBeGreaterThanOrEqual(2) // the 3 MiB of random weights
    expect(r.deflatedBlocks).toBeGreaterThanOrEqual(2) // the 2 MiB CSV spans two blocks
    expect(bytes.length).toBeLessThan(random3M.length + text2M.length / 3)
  })

  it('fails, before the end of the stream, when a file changes after it was listed', async () => {
    const src = await writeTree(path.join(root, 'src'), { 'model.pt': Buffer.alloc(5000, 1), 'z.txt': 'z' })
    const tree = await readDirectoryTree(src)
    const id = await tarIdentity(tree)
    await writeFile(path.join(src, 'model.pt'), Buffer.alloc(5000, 2)) // same size, other bytes
    const { stream, result } = packTree(tree, id)
    const seen: Buffer[] = []
    const message =
      `${src}/model.pt: the file changed while the model was being packed. Make sure nothing writes into the ` +
      `model directory during the step, then run it again.`
    await expect(
      (async () => {
        for await (const c of stream) seen.push(c)
      })()
    ).rejects.toThrow(new UserError(message))
    await expect(result).rejects.toThrow(message)
    // The gzip trailer never went out: what was produced is not a complete gzip stream.
    expect(() => zlib.gunzipSync(Buffer.concat(seen))).toThrow()
    // The hashing pass does not check (packing does): it hashes what is there now, a different identity.
    expect((await tarIdentity(tree)).tarSha256).not.toBe(id.tarSha256)

    const again = await readDirectoryTree(src)
    await writeFile(path.join(src, 'z.txt'), 'longer now') // a small file, read ahead whole
    await expect(readAll(Readable.from(packTree(again).stream))).rejects.toThrow(
      `${src}/z.txt: the file changed while the model was being packed.`
    )
  })
})

describe('block-parallel gzip', () => {
  async function gzip(parts: Buffer[], blockSize: number): Promise<Buffer> {
    async function* src() {
      yield* parts
    }
    return readAll(Readable.from(gzipBlocks(src(), { blockSize })))
  }

  it('joins stored and deflated blocks into one gzip member any reader inflates', async () => {
    const input = [randomBytes(70000), Buffer.alloc(50000, 'abc'), randomBytes(10), text2M.subarray(0, 90000)]
    const gz = await gzip(input, 32768)
    expect(zlib.gunzipSync(gz).equals(Buffer.concat(input))).toBe(true)
    expect(gz.subarray(0, 10).equals(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]))).toBe(true)
    // The same bytes whatever the input's chunking: blocks are cut at fixed offsets.
    expect((await gzip([Buffer.concat(input)], 32768)).equals(gz)).toBe(true)
    expect(zlib.gunzipSync(await gzip([], 32768)).length).toBe(0)
  })

  it('chooses the level from the block content', () => {
    expect(chooseLevel(randomBytes(1 << 20))).toBe(0)
    expect(chooseLevel(text2M.subarray(0, 1 << 20))).toBe(6)
  })

  it('frames stored blocks of at most 65535 bytes', () => {
    const data = randomBytes(140000)
    const framed = storedBlocks(data)
    expect(framed.length).toBe(140000 + 3 * 5)
    expect([...framed.subarray(0, 5)]).toEqual([0, 0xff, 0xff, 0, 0])
    const closed = Buffer.concat([framed, Buffer.from([3, 0])])
    expect(zlib.inflateRawSync(closed).equals(data)).toBe(true)
  })
})
