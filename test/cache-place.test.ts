// Placing a kept output on a store that ignores the copy's condition (s3rver behind a counting front):
// the copy's answer is checked against the recorded ETag, and where it differs, the placed object's own
// ETag decides, once, before it is deleted. s3rver copies in steps: a listing that looks at the copy
// mid-way can make its answer carry the ETag of an empty file, though the object placed is whole.
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { createHash } from 'node:crypto'
import { placeObject } from '../src/cache/place.js'
import { createS3Client, S3Store } from '../src/storage/s3.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { startS3Counter, type S3Counter } from './support/s3-counter.js'

const s3 = testS3Client()
let bucket: string
let counter: S3Counter
let client: S3Client
/** Copies into keys under `torn/` are answered as a copy read mid-way: 200, the ETag of no bytes. */
const TORN = 'torn/'

beforeAll(async () => {
  bucket = await freshBucket(s3, 'place')
  counter = await startS3Counter(s3Endpoint(), req =>
    req.method === 'PUT' && req.headers['x-amz-copy-source'] && req.key.startsWith(TORN)
      ? {
          status: 200,
          body:
            '<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult>' +
            '<LastModified>2026-12-07T10:00:00.000Z</LastModified><ETag>&quot;&quot;</ETag></CopyObjectResult>'
        }
      : undefined
  )
  client = createS3Client({ endpoint: counter.endpoint, region: 'us-east-1' })
})
afterAll(async () => {
  client.destroy()
  await counter.close()
})
beforeEach(() => {
  counter.requests.length = 0
})

const put = (key: string, body: string) =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
const md5 = (text: string) => `"${createHash('md5').update(text).digest('hex')}"`
const exists = (key: string) =>
  s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false
  )
const store = () => new S3Store(client, { bucket, key: '' })
const heads = () => counter.requests.filter(r => r.method === 'HEAD').map(r => r.key)

describe('placing a kept output where the copy condition is not honoured', () => {
  test('an answer with the recorded ETag is taken as it is: no other request', async () => {
    await put('kept/a.out', 'the kept output')
    const placed = await placeObject(
      { store: store(), key: 'kept/a.out' },
      { store: store(), key: 'out/a.out' },
      { expect: md5('the kept output'), honoured: false }
    )
    expect(placed).toBe(md5('the kept output'))
    expect(heads()).toEqual([])
    expect(await exists('out/a.out')).toBe(true)
  })

  test('an answer with another ETag, the object placed whole: asked once, and placed', async () => {
    await put('kept/b.out', 'the kept output b')
    // What the copy placed, though its answer was read mid-way.
    await put(`${TORN}b.out`, 'the kept output b')
    const placed = await placeObject(
      { store: store(), key: 'kept/b.out' },
      { store: store(), key: `${TORN}b.out` },
      { expect: md5('the kept output b'), honoured: false }
    )
    expect(placed).toBe(md5('the kept output b'))
    expect(heads()).toEqual([`${TORN}b.out`])
    expect(await exists(`${TORN}b.out`)).toBe(true)
  })

  test('an answer with another ETag, another object placed: asked once, deleted, a miss', async () => {
    await put('kept/c.out', 'the kept output c')
    await put(`${TORN}c.out`, 'something else')
    const placed = await placeObject(
      { store: store(), key: 'kept/c.out' },
      { store: store(), key: `${TORN}c.out` },
      { expect: md5('the kept output c'), honoured: false }
    )
    expect(placed).toBeUndefined()
    expect(heads()).toEqual([`${TORN}c.out`])
    expect(await exists(`${TORN}c.out`)).toBe(false)
  })
})
