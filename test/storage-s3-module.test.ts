import { PutObjectCommand } from '@aws-sdk/client-s3'
import { randomBytes } from 'node:crypto'
import { createS3Client, getObjectText, headObject, S3Store, uploadObject } from '../src/storage/s3.js'
import { formatS3Uri, joinKey, parseS3Uri } from '../src/storage/uri.js'
import { readAll } from '../src/storage/store.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { recordCommands } from './support/s3-requests.js'

describe('S3 URIs', () => {
  it('parses, formats and joins', () => {
    expect(parseS3Uri('s3://my-bucket/a/b.txt')).toEqual({ bucket: 'my-bucket', key: 'a/b.txt' })
    expect(parseS3Uri('s3://my-bucket')).toEqual({ bucket: 'my-bucket', key: '' })
    expect(parseS3Uri('https://my-bucket/a')).toBeUndefined()
    expect(parseS3Uri('s3://UPPER/a')).toBeUndefined()
    expect(formatS3Uri({ bucket: 'b1b', key: 'x/y' })).toBe('s3://b1b/x/y')
    expect(joinKey('models/', '/abc/', 'model.tar.gz')).toBe('models/abc/model.tar.gz')
    expect(joinKey('', 'abc', 'model.tar.gz')).toBe('abc/model.tar.gz')
  })

  it('creates path-style clients for custom endpoints from the spec or AWS_ENDPOINT_URL_S3', async () => {
    const fromEnv = createS3Client({}, { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9', AWS_REGION: 'eu-west-1' })
    expect(await fromEnv.config.region()).toBe('eu-west-1')
    expect(fromEnv.config.forcePathStyle).toBe(true)
    const plain = createS3Client({ region: 'us-west-2' }, {})
    expect(plain.config.forcePathStyle).toBeFalsy()
  })
})

describe('S3 helpers against s3rver', () => {
  const client = testS3Client()
  const sent = recordCommands(client)

  it('lists past 1,000 keys through S3Store.list, page by page', async () => {
    const bucket = await freshBucket(client)
    const keys = Array.from({ length: 1205 }, (_, i) => `in/part-${String(i).padStart(5, '0')}.jsonl`)
    for (let i = 0; i < keys.length; i += 100) {
      await Promise.all(
        keys
          .slice(i, i + 100)
          .map(Key => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' })))
      )
    }
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other/file', Body: 'y' }))
    sent.length = 0
    // Through the SDK's client (the short path off): its own two pages.
    const sdkOnly = createS3Client(
      { endpoint: s3Endpoint(), region: 'us-east-1' },
      { BATCH_TRANSFORM_DIRECT_GET: 'false' }
    )
    const bySdk = recordCommands(sdkOnly)
    const listed: string[] = []
    for await (const o of new S3Store(sdkOnly, { bucket, key: '' }).list('in/')) listed.push(o.key)
    expect(listed).toEqual(keys)
    expect(bySdk).toEqual(['ListObjectsV2Command', 'ListObjectsV2Command'])
    sdkOnly.destroy()
    // On the short path: the same keys, and no page asked of the SDK's client.
    const short: string[] = []
    for await (const o of new S3Store(client, { bucket, key: '' }).list('in/')) short.push(o.key)
    expect(short).toEqual(keys)
    expect(sent).toEqual([])
  })

  it('heads with metadata, reads small text, and tells a missing object', async () => {
    const bucket = await freshBucket(client)
    await uploadObject(client, { bucket, key: 'k' }, 'hello', { metadata: { 'Tar-Sha256': 'abc' } })
    const head = await headObject(client, { bucket, key: 'k' })
    expect(head).toEqual({
      size: 5,
      etag: expect.any(String),
      lastModified: expect.any(Date),
      metadata: { 'tar-sha256': 'abc' }
    })
    expect(await getObjectText(client, { bucket, key: 'k' })).toBe('hello')
    expect(await headObject(client, { bucket, key: 'missing' })).toBeUndefined()
    expect(await getObjectText(client, { bucket, key: 'missing' })).toBeUndefined()
  })

  it('uploads more than 16 MB in parts and gets the same bytes back', async () => {
    const bucket = await freshBucket(client)
    const body = randomBytes(17 * 1024 * 1024)
    sent.length = 0
    await uploadObject(client, { bucket, key: 'big.bin' }, body, {
      partSize: 6 * 1024 * 1024,
      metadata: { a: 'b' }
    })
    expect(sent).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand'
    ])
    const got = await readAll(await new S3Store(client, { bucket, key: '' }).get('big.bin'))
    expect(got.equals(body)).toBe(true)
    expect((await headObject(client, { bucket, key: 'big.bin' }))?.metadata).toEqual({ a: 'b' })
  })

  it('aborts an upload when its signal fires', async () => {
    const bucket = await freshBucket(client)
    const ctl = new AbortController()
    ctl.abort()
    await expect(uploadObject(client, { bucket, key: 'x' }, 'data', { signal: ctl.signal })).rejects.toThrow(
      'upload cancelled'
    )
    expect(await headObject(client, { bucket, key: 'x' })).toBeUndefined()
  })
})
