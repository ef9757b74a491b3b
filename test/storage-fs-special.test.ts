// A local input folder holds only regular files as objects: FIFOs, sockets and links that lead to a
// directory, to nothing or out of the folder are passed over and named, never read (a FIFO would hang).
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { createLocalBackend } from '../src/backends/local/local-backend.js'
import { FsStore } from '../src/storage/fs-store.js'
import { readAll } from '../src/storage/store.js'
import { testActionContext } from './support/context.js'
import { LOCAL_BASE, parseLocal } from './support/inputs.js'
import { startTestModelServer } from './support/model-server.js'
import { plannedJob } from './support/planned-job.js'

let dir: string
let data: string
let socket: net.Server
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fs-special-'))
  data = path.join(dir, 'in')
  await mkdir(path.join(data, 'sub'), { recursive: true })
  await mkdir(path.join(dir, 'elsewhere'))
  await writeFile(path.join(data, 'a.txt'), 'aa')
  await writeFile(path.join(data, 'sub', 'b.txt'), 'bbb')
  await writeFile(path.join(dir, 'elsewhere', 'secret.txt'), 'not yours')
  execFileSync('mkfifo', [path.join(data, 'pipe')])
  socket = net.createServer()
  await new Promise<void>(resolve => socket.listen(path.join(data, 'sock'), resolve))
  await symlink(path.join(data, 'a.txt'), path.join(data, 'link-in'))
  await symlink(path.join(dir, 'elsewhere', 'secret.txt'), path.join(data, 'link-out'))
  await symlink(path.join(data, 'sub'), path.join(data, 'link-dir'))
  await symlink(path.join(data, 'gone'), path.join(data, 'link-dangling'))
})
afterEach(async () => {
  await new Promise(resolve => socket.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

const SKIPPED = [
  ['link-dangling', 'a symbolic link to nothing'],
  ['link-dir', 'a symbolic link to a directory'],
  ['link-out', 'a symbolic link to a file outside the folder'],
  ['pipe', 'a FIFO'],
  ['sock', 'a socket']
]

describe('FsStore', () => {
  it('lists regular files and links to regular files inside the folder, and names the rest', async () => {
    const store = new FsStore(data)
    const listed = []
    for await (const o of store.list('')) listed.push(o)
    expect(listed).toEqual([
      { key: 'a.txt', size: 2 },
      { key: 'link-in', size: 2 },
      { key: 'sub/b.txt', size: 3 }
    ])
    expect([...store.skipped].sort()).toEqual(SKIPPED)
  })

  it('refuses to read a FIFO or a socket instead of waiting for a writer', async () => {
    const store = new FsStore(data)
    await expect(store.get('pipe')).rejects.toThrow(
      `${path.join(data, 'pipe')} is a FIFO, not a regular file`
    )
    await expect(store.get('sock')).rejects.toThrow()
    expect((await readAll(await store.get('link-in'))).toString()).toBe('aa')
  })

  it('reads a small file whole, refuses a FIFO there too, and leaves a larger one to the stream', async () => {
    const store = new FsStore(data)
    expect((await store.readSmall('sub/b.txt', 3))?.toString()).toBe('bbb')
    expect(await store.readSmall('sub/b.txt', 2)).toBeUndefined()
    expect((await store.readSmall('link-in', 1024))?.toString()).toBe('aa')
    await expect(store.readSmall('pipe', 1024)).rejects.toThrow(
      `${path.join(data, 'pipe')} is a FIFO, not a regular file`
    )
    await expect(store.readSmall('missing', 1024)).rejects.toThrow(/ENOENT/)
  })

  it('reads a small file with the size its listing gave, and as it is now when it changed since', async () => {
    const store = new FsStore(data)
    const file = path.join(data, 'sub', 'b.txt')
    expect((await store.readSmall('sub/b.txt', 1024, 3))?.toString()).toBe('bbb')
    await writeFile(file, 'bbbbb')
    expect((await store.readSmall('sub/b.txt', 1024, 3))?.toString()).toBe('bbbbb')
    expect(await store.readSmall('sub/b.txt', 4, 3)).toBeUndefined()
    await writeFile(file, 'b')
    expect((await store.readSmall('sub/b.txt', 1024, 3))?.toString()).toBe('b')
    await writeFile(file, '')
    expect((await store.readSmall('sub/b.txt', 1024, 0))?.length).toBe(0)
    // A FIFO put where a listed file was is still refused, not read or waited on.
    await expect(store.readSmall('pipe', 1024, 0)).rejects.toThrow(
      `${path.join(data, 'pipe')} is a FIFO, not a regular file`
    )
    await expect(store.readSmall('pipe', 1024, 5)).rejects.toThrow('is a FIFO')
  })

  it('lists a folder of many files and folders in byte order, with every size', async () => {
    const many = path.join(dir, 'many')
    const expected: { key: string; size: number }[] = []
    for (let i = 0; i < 150; i++) {
      const name = `f${String(i).padStart(3, '0')}`
      if (i % 40 === 7) {
        await mkdir(path.join(many, name), { recursive: true })
        await writeFile(path.join(many, name, 'inner'), 'x'.repeat(i))
        expected.push({ key: `${name}/inner`, size: i })
      } else {
        await mkdir(many, { recursive: true })
        await writeFile(path.join(many, name), 'y'.repeat(i % 13))
        expected.push({ key: name, size: i % 13 })
      }
    }
    const store = new FsStore(many)
    const listed = []
    for await (const o of store.list('')) listed.push(o)
    expect(listed).toEqual(expected)
    const under = []
    for await (const o of store.list('f04')) under.push(o)
    expect(under).toEqual(expected.filter(o => o.key.startsWith('f04')))
  })

  it('writes into a directory it made before even when that directory was removed since', async () => {
    const store = new FsStore(path.join(dir, 'out'))
    await store.put('deep/x.out', 'one')
    await rm(path.join(dir, 'out', 'deep'), { recursive: true })
    await store.put('deep/y.out', Buffer.from('two'))
    expect(await readFile(path.join(dir, 'out', 'deep', 'y.out'), 'utf8')).toBe('two')
  })
})

describe('a local transform over a folder with a FIFO', () => {
  it('transforms the regular files, ends, and says what it skipped', async () => {
    const model = path.join(dir, 'model')
    await mkdir(model)
    await writeFile(path.join(model, 'model.pt'), 'weights')
    const archive = path.join(dir, 'model.tar.gz')
    await tar.c({ gzip: true, file: archive, cwd: model }, ['model.pt'])
    const server = await startTestModelServer({ answer: req => ({ body: `${req.body.length}` }) })
    const lines: string[] = []
    const ctx = testActionContext(dir, { log: { info: line => lines.push(line) } })
    const backend = createLocalBackend(ctx, {
      startServer: async () => ({ url: server.url, description: 'test server', stop: () => server.close() })
    })
    const out = path.join(dir, 'out')
    const outcome = await backend.run(
      await plannedJob(parseLocal({ ...LOCAL_BASE, 'model-path': archive, data, 'output-path': out })),
      { localArchive: archive, framework: 'pytorch' },
      {},
      new AbortController().signal
    )
    expect(outcome.status).toBe('Completed')
    expect(await readFile(path.join(out, 'sub', 'b.txt.out'), 'utf8')).toBe('3')
    expect(await readFile(path.join(out, 'link-in.out'), 'utf8')).toBe('2')
    expect(lines).toContain(
      `Skipped 5 entries of ${data} that are not regular files: ` +
        SKIPPED.map(([key, what]) => `${key} (${what})`).join(', ')
    )
  }, 30_000)
})
