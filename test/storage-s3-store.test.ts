import { S3Store } from '../src/storage/s3.js'
import { readAll } from '../src/storage/store.js'
import { freshBucket, testS3Client } from './support/s3.js'

describe('S3Store against s3rver', () => {
  it('puts, heads, lists relative keys and gets bytes back', async () => {
    const client = testS3Client()
    const bucket = await freshBucket(client)
    const store = new S3Store(client, { bucket, key: 'root' })
    // S3 gives times in whole seconds.
    const before = Math.floor(Date.now() / 1000) * 1000
    await store.put('in/a.txt', 'hello')
    await store.put('in/sub/b.txt', Buffer.from([1, 2, 3]))
    const listed = []
    for await (const o of store.list('in/')) listed.push(o)
    // With each object's ETag (the MD5 of an object uploaded whole): the cache knows an input by it.
    expect(listed).toEqual([
      {
        key: 'in/a.txt',
        size: 5,
        lastModified: expect.any(Date),
        etag: '"5d41402abc4b2a76b9719d911017c592"'
      },
      {
        key: 'in/sub/b.txt',
        size: 3,
        lastModified: expect.any(Date),
        etag: '"5289df737df57326fcdd22597afb1fac"'
      }
    ])
    // The listing says when S3 wrote each object, by S3's clock (the written-by-job rule reads it).
    for (const o of listed) {
      expect(o.lastModified!.getTime()).toBeGreaterThanOrEqual(before)
      expect(o.lastModified!.getTime()).toBeLessThanOrEqual(Date.now())
    }
    expect(await store.head('in/a.txt')).toBe(5)
    expect(await store.head('nope')).toBeUndefined()
    expect((await readAll(await store.get('in/sub/b.txt'))).equals(Buffer.from([1, 2, 3]))).toBe(true)
    expect(store.uriOf('in/a.txt')).toBe(`s3://${bucket}/root/in/a.txt`)
  })

  it('readSmall: an object of at most maxBytes in one buffer, else undefined (the caller streams it)', async () => {
    const client = testS3Client()
    const bucket = await freshBucket(client)
    const store = new S3Store(client, { bucket, key: 'out' })
    await store.put('a.out', '{"predictions": [1]}')
    await store.put('big.out', Buffer.alloc(100, 7))
    expect((await store.readSmall('a.out', 64, 20))?.toString()).toBe('{"predictions": [1]}')
    expect((await store.readSmall('a.out', 64))?.toString()).toBe('{"predictions": [1]}')
    // Listed as too large: nothing is asked.
    expect(await store.readSmall('big.out', 64, 100)).toBeUndefined()
    // Listed small but replaced by a larger object since: undefined, not a cut body.
    expect(await store.readSmall('big.out', 64, 10)).toBeUndefined()
    await expect(store.readSmall('none.out', 64, 10)).rejects.toThrow()
  })
})
