// What the cache knows of the inputs: each input's content (an S3 object by its ETag and size, asked for
// when the listing did not say; a runner file by its sha256, with git's fast path: size, mtime, ctime and
// inode all unchanged, and not written in the second the index was made), and the input listing's kept
// boundaries, read sorted and without repeats.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { listOnce } from '../src/listing/listed-inputs.js'
import type { InputListing, InputObject } from '../src/listing/listing.js'
import { outputKey } from '../src/contract/output-keys.js'
import { fileContent, inputContents } from '../src/cache/content.js'
import { readBoundaries } from '../src/cache/boundaries.js'
import { boundariesKey, localInputsKey } from '../src/cache/layout.js'
import type { Logger } from '../src/context.js'
import { FsStore } from '../src/storage/fs-store.js'
import { S3Store } from '../src/storage/s3.js'
import type { ObjectStore } from '../src/storage/store.js'
import { freshBucket, testS3Client } from './support/s3.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cache-inputs-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const warnings: string[] = []
const log: Logger = {
  info: () => undefined,
  warning: line => void warnings.push(line),
  debug: () => undefined,
  startGroup: () => undefined,
  endGroup: () => undefined
}

/** The listing of `keys` in `store`, as listed: sizes (and ETags) only where given. */
function listingOf(
  store: ObjectStore,
  objects: { key: string; size?: number; etag?: string }[]
): InputListing {
  return {
    description: 'the test inputs',
    store,
    async *objects(): AsyncIterable<InputObject> {
      for (const o of objects) yield { store, ...o, name: o.key, output: outputKey(o.key, 's3') }
    },
    nameOf: () => undefined,
    holds: () => true
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('the content of each input', () => {
  it('asks S3 for the ETag of an entry listed without one: inputs of one size keep their own contents', async () => {
    const s3 = testS3Client()
    const bucket = await freshBucket(s3, 'contents')
    for (const [key, body] of [
      ['in/a.bin', 'same size A'],
      ['in/b.bin', 'same size B']
    ])
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    const store = new S3Store(s3, { bucket, key: '' })
    // As a manifest's entries come: a size may be known, the ETag is not.
    const listed = await listOnce(
      listingOf(store, [
        { key: 'in/a.bin', size: 11 },
        { key: 'in/b.bin', size: 11 }
      ]),
      { uri: `s3://${bucket}/manifest.json`, type: 'ManifestFile' },
      's3'
    )
    const contents = await inputContents(listed, [0, 1], new FsStore(path.join(dir, 'cache')), {
      write: true,
      log
    })
    expect(contents.size).toBe(2)
    expect(contents.get(0)).not.toBe(contents.get(1))
    s3.destroy()
  })

  describe('of a runner folder, with git’s fast path', () => {
    const cacheOf = () => new FsStore(path.join(dir, 'cache'))
    async function contentsOf(write = true) {
      const store = new FsStore(path.join(dir, 'data'))
      const listed = await listOnce(
        listingOf(store, [{ key: 'doc.txt' }]),
        { uri: path.join(dir, 'data'), type: 'S3Prefix' },
        'folder'
      )
      return (await inputContents(listed, [0], cacheOf(), { write, log })).get(0)
    }
    const file = () => path.join(dir, 'data', 'doc.txt')

    /** An index that knows doc.txt by `stats` with the sha256 `sha`, made at `at` (ms). */
    async function plantIndex(sha: string, at: number, change: (stats: string[]) => void = () => undefined) {
      const st = await stat(file(), { bigint: true })
      const stats = [String(st.mtimeNs), String(st.ctimeNs), String(st.ino)]
      change(stats)
      const files = { 'doc.txt': [Number(st.size), ...stats, sha] }
      const key = path.join(dir, 'cache', localInputsKey(path.join(dir, 'data')))
      await mkdir(path.dirname(key), { recursive: true })
      await writeFile(key, JSON.stringify({ folder: path.join(dir, 'data'), at, files }))
    }

    beforeEach(async () => {
      await mkdir(path.join(dir, 'data'))
      await writeFile(file(), 'the first text')
      // Written well before any index here.
      const before = new Date(Date.now() - 10_000)
      await utimes(file(), before, before)
    })

    it('trusts the index while size, mtime, ctime and inode are the same', async () => {
      await plantIndex('f'.repeat(64), Date.now())
      expect(await contentsOf()).toBe(fileContent('f'.repeat(64)))
    })

    it.each([
      ['ctime', (s: string[]) => void (s[1] = String(BigInt(s[1]) - 1n))],
      ['inode', (s: string[]) => void (s[2] = String(BigInt(s[2]) + 1n))]
    ])('hashes again a file whose %s differs', async (_what, change) => {
      await plantIndex('f'.repeat(64), Date.now(), change)
      expect(await contentsOf()).toBe(fileContent(sha256('the first text')))
    })

    it('hashes again a file written in the same second as the index', async () => {
      const mtime = (await stat(file())).mtimeMs
      await plantIndex('f'.repeat(64), mtime + 1)
      expect(await contentsOf()).toBe(fileContent(sha256('the first text')))
    })

    it('a rewrite that keeps size and mtime (as cp -p, rsync -t, tar -x do) is a new content', async () => {
      const first = await contentsOf()
      const { mtime } = await stat(file())
      await writeFile(file(), 'the other text')
      await utimes(file(), mtime, mtime)
      const second = await contentsOf()
      expect(second).toBe(fileContent(sha256('the other text')))
      expect(second).not.toBe(first)
    })

    it('keeps no index with cache-write: false', async () => {
      expect(await contentsOf(false)).toBe(fileContent(sha256('the first text')))
      await expect(readFile(path.join(dir, 'cache', localInputsKey(path.join(dir, 'data'))))).rejects.toThrow(
        /ENOENT/
      )
    })
  })
})

describe('the kept listing boundaries', () => {
  it('are read sorted, in S3’s order, without repeats', async () => {
    const cache = new FsStore(dir)
    const data = 's3://bucket/in/'
    const key = path.join(dir, boundariesKey(data))
    await mkdir(path.dirname(key), { recursive: true })
    await writeFile(
      key,
      JSON.stringify({ data, keys: ['in/c', 'in/a', 'in/😀', 'in/c', 'in/\uffff', 'in/b'] })
    )
    // UTF-8 order: U+FFFF (3 bytes) before an astral character (4 bytes).
    expect(await readBoundaries(cache, data)).toEqual(['in/a', 'in/b', 'in/c', 'in/\uffff', 'in/😀'])
  })
})
