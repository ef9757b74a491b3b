// A prefix listed by the ranges an earlier listing's boundaries cut, side by side: the same objects in
// the same order as one listing from the start, keys added since included wherever they fall, each
// range one listing that starts after its cut (against s3rver, through a counting front).
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { listByRanges } from '../src/storage/ranged-list.js'
import { S3Store, createS3Client } from '../src/storage/s3.js'
import type { ObjectStore, StoredObject } from '../src/storage/store.js'
import { boundariesOf } from '../src/cache/boundaries.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'

const s3 = testS3Client()
let bucket: string
let counter: S3Counter

const key = (i: number) => `in/k-${String(i).padStart(3, '0')}`

beforeAll(async () => {
  bucket = await freshBucket(s3, 'ranges')
  for (let i = 0; i < 40; i += 2)
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key(i), Body: `${i}` }))
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/x', Body: 'x' }))
  counter = await startS3Counter(s3Endpoint())
})
afterAll(() => counter.close())

async function all2(objects: AsyncIterable<StoredObject>): Promise<StoredObject[]> {
  const found: StoredObject[] = []
  for await (const o of objects) found.push(o)
  return found
}

async function all(objects: AsyncIterable<StoredObject>): Promise<string[]> {
  const keys: string[] = []
  for await (const o of objects) keys.push(o.key)
  return keys
}

describe('listByRanges', () => {
  it('lists what one listing lists, in order, one listing per range each starting after its cut', async () => {
    const store = new S3Store(createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' }), {
      bucket,
      key: ''
    })
    const whole = await all(store.list('in/'))
    expect(whole).toHaveLength(20)
    const cuts = [key(6), key(18), key(30)]
    counter.requests.length = 0
    expect(await all(listByRanges(store, 'in/', cuts, 2))).toEqual(whole)
    const lists = counter.requests.filter(r => r.query.get('list-type') === '2')
    expect(lists.map(r => r.query.get('start-after') ?? '').sort()).toEqual(['', ...cuts].sort())
  })

  it('takes keys added before the first cut, between cuts and after the last', async () => {
    for (const i of [1, 11, 39, 45])
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key(i), Body: `${i}` }))
    const store = new S3Store(s3, { bucket, key: '' })
    const expected = await all(store.list('in/'))
    expect(expected).toHaveLength(24)
    expect(await all(listByRanges(store, 'in/', [key(6), key(18), key(30)]))).toEqual(expected)
    // A cut whose key is gone since still bounds its range.
    expect(await all(listByRanges(store, 'in/', [key(7), key(19)]))).toEqual(expected)
  })

  it('lists by ranges a store that can only list from the start, a page or an object at a time', async () => {
    const s3Store = new S3Store(s3, { bucket, key: '' })
    const expected = await all(s3Store.list('in/'))
    // Only list(): each range lists from the start and skips what lies before it.
    const plain = { list: (prefix: string) => s3Store.list(prefix) } as unknown as ObjectStore
    const cuts = [key(6), key(18), key(30)]
    expect(await all(listByRanges(plain, 'in/', cuts))).toEqual(expected)
    // Pages without a start: the first pages of a range cut where it begins, its last where it ends.
    const pagesOnly = {
      list: () => {
        throw new Error('listed by pages')
      },
      listPages: async function* (prefix: string) {
        const objects = await all2(s3Store.list(prefix))
        for (let i = 0; i < objects.length; i += 5) yield objects.slice(i, i + 5)
      }
    } as unknown as ObjectStore
    expect(await all(listByRanges(pagesOnly, 'in/', cuts))).toEqual(expected)
    expect(await all(listByRanges(pagesOnly, 'in/', [key(7), key(19)]))).toEqual(expected)
  })

  it('cuts every thousandth key, never the last', () => {
    const keys = Array.from({ length: 2500 }, (_, i) => `k${String(i).padStart(5, '0')}`)
    expect(boundariesOf(2500, i => keys[i])).toEqual(['k00999', 'k01999'])
    expect(boundariesOf(1000, i => keys[i])).toEqual([])
    expect(boundariesOf(1001, i => keys[i])).toEqual(['k00999'])
  })
})
