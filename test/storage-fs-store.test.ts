import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { FsStore } from '../src/storage/fs-store.js'
import { readAll } from '../src/storage/store.js'

describe('FsStore', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fsstore-'))
  })
  afterEach(async () => rm(dir, { recursive: true, force: true }))

  it('writes, lists recursively in key order, and reads back', async () => {
    const store = new FsStore(dir)
    await store.put('in/b.txt', 'bb')
    await store.put('in/a/deep.txt', Buffer.from('deep'))
    await store.put('other.txt', 'x')
    const keys = []
    for await (const o of store.list('in/')) keys.push([o.key, o.size])
    expect(keys).toEqual([
      ['in/a/deep.txt', 4],
      ['in/b.txt', 2]
    ])
    expect((await readAll(await store.get('in/a/deep.txt'))).toString()).toBe('deep')
    expect(await store.head('in/b.txt')).toBe(2)
    expect(await store.head('missing')).toBeUndefined()
    await expect(store.get('missing')).rejects.toThrow(/ENOENT/)
  })
})
