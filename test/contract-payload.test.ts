// max-payload: auto, one rule for both modes: sized from the largest object (decompressed for Gzip,
// the listed objects for a manifest), never set for split types that send records in mini-batches.
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { openInputListing, prefixListing } from '../src/listing/listing.js'
import { autoMaxPayload, describePayloadChoice } from '../src/listing/payload.js'
import { UserError } from '../src/errors.js'
import { FsStore } from '../src/storage/fs-store.js'
import { createS3Client } from '../src/storage/s3.js'
import { freshBucket, s3Endpoint } from './support/s3.js'

const MB = 1024 * 1024
const none = { splitType: 'None', compression: 'None' } as const

/** Every request the client sends: the command and its Range, if any. */
function recordRequests(client: S3Client): string[] {
  const sent: string[] = []
  client.middlewareStack.add(
    (next, context) => async args => {
      const range = (args.input as { Range?: string }).Range
      sent.push(`${String(context.commandName).replace(/Command$/, '')}${range ? ` ${range}` : ''}`)
      return next(args)
    },
    { step: 'initialize', name: 'recordRequests' }
  )
  return sent
}

describe('max-payload: auto', () => {
  // Every request through the SDK's client (the short path off), where the recorder sees it.
  const s3 = createS3Client(
    { endpoint: s3Endpoint(), region: 'us-east-1' },
    { BATCH_TRANSFORM_DIRECT_GET: 'false' }
  )
  const sent = recordRequests(s3)
  const source = () => s3
  let bucket: string
  let bigSize = 0
  let smallSize = 0
  beforeAll(async () => {
    bucket = await freshBucket(s3, 'payload')
    const put = (key: string, body: Buffer | string) =>
      s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
    await put('in/a.jpg', Buffer.alloc(1000, 1))
    await put('in/sub/b.jpg', Buffer.alloc(3 * MB + 1, 1))
    await put('in/c.jpg', Buffer.alloc(2 * MB, 1))
    await put('in-2/d.jpg', Buffer.alloc(5 * MB, 1))
    await put('m/list.manifest', JSON.stringify([{ prefix: `s3://${bucket}/in/` }, 'a.jpg', 'c.jpg']))
    await put('m/gone.manifest', JSON.stringify([{ prefix: `s3://${bucket}/in/` }, 'a.jpg', 'gone.jpg']))
    // 9 MB of zeros compress to a few KB: the request holds the decompressed bytes.
    const big = gzipSync(Buffer.alloc(9 * MB))
    const small = gzipSync(Buffer.from('1,2\n'))
    ;[bigSize, smallSize] = [big.length, small.length]
    await put('gz/big.csv.gz', big)
    await put('gz/small.csv.gz', small)
    sent.length = 0
  })

  it('holds the largest object under the prefix, in whole MB, and says which it was', async () => {
    const folder = await autoMaxPayload(
      none,
      await openInputListing(`s3://${bucket}/in/`, 'S3Prefix', source, { outputs: 's3' })
    )
    expect(folder).toEqual({
      mb: 4,
      why: `the largest input object, s3://${bucket}/in/sub/b.jpg, is 3,145,729 bytes; split-type None sends each object whole`
    })
    expect(describePayloadChoice(folder)).toBe(`max-payload: auto -> 4 MB (${folder.why})`)
    // A prefix without its slash matches in-2/ too, as SageMaker lists it.
    const loose = await autoMaxPayload(
      none,
      await openInputListing(`s3://${bucket}/in`, 'S3Prefix', source, { outputs: 's3' })
    )
    expect(loose.mb).toBe(5)
    expect(sent).toEqual(['ListObjectsV2', 'ListObjectsV2'])
  })

  it('sizes a manifest from the objects it lists, and names a listed object that does not exist', async () => {
    sent.length = 0
    const listing = await openInputListing(`s3://${bucket}/m/list.manifest`, 'ManifestFile', source, {
      outputs: 's3'
    })
    expect((await autoMaxPayload(none, listing)).mb).toBe(2)
    expect(sent).toEqual(['GetObject', 'HeadObject', 'HeadObject'])
    const gone = await openInputListing(`s3://${bucket}/m/gone.manifest`, 'ManifestFile', source, {
      outputs: 's3'
    })
    const err = await autoMaxPayload(none, gone).catch(e => e)
    expect(err).toBeInstanceOf(UserError)
    expect(err.message).toBe(
      `data: the manifest s3://${bucket}/m/gone.manifest lists s3://${bucket}/in/gone.jpg, which does not exist. Fix the entry or upload the object.`
    )
  })

  it('sizes Gzip input from the gzip trailer, with one ranged read of 4 bytes per object', async () => {
    sent.length = 0
    const listing = await openInputListing(`s3://${bucket}/gz/`, 'S3Prefix', source, { outputs: 's3' })
    const choice = await autoMaxPayload({ splitType: 'None', compression: 'Gzip' }, listing)
    expect(choice).toEqual({
      mb: 9,
      why: `the largest input object, s3://${bucket}/gz/big.csv.gz, is 9,437,184 bytes decompressed (its gzip trailer); split-type None sends each object whole`
    })
    expect(sent.sort()).toEqual(
      [
        `GetObject bytes=${bigSize - 4}-${bigSize - 1}`,
        `GetObject bytes=${smallSize - 4}-${smallSize - 1}`,
        'ListObjectsV2'
      ].sort()
    )
  })

  it.each(['Line', 'RecordIO', 'TFRecord'] as const)(
    'split-type %s sets none, so the container decides, and asks S3 nothing',
    async splitType => {
      sent.length = 0
      const listing = await openInputListing(`s3://${bucket}/in/`, 'S3Prefix', source, { outputs: 's3' })
      const choice = await autoMaxPayload(
        { splitType, compression: 'Gzip', maxConcurrentTransforms: 100 },
        listing
      )
      expect(choice).toEqual({
        mb: undefined,
        why: `split-type ${splitType} sends records in mini-batches, so none is set: the container's /execution-parameters (else SageMaker's default of 6 MB) decides`
      })
      expect(describePayloadChoice(choice)).toMatch(/^max-payload: auto -> not set \(split-type/)
      expect(sent).toEqual([])
    }
  )
})

describe('max-payload: auto limits', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'payload-'))
  })
  afterEach(async () => rm(dir, { recursive: true, force: true }))

  it('refuses an object over 100 MB, a payload the concurrency cannot afford, and an empty input', async () => {
    const huge = path.join(dir, 'huge.bin')
    await writeFile(huge, '')
    await truncate(huge, 150 * MB) // sparse: no 150 MB written
    await expect(autoMaxPayload(none, prefixListing(new FsStore(dir), ''))).rejects.toThrow(
      `max-payload: auto: the largest input object ${huge} is 157,286,400 bytes, over SageMaker's 100 MB limit for one request. Choose a split-type (Line, RecordIO or TFRecord) or make the objects smaller.`
    )
    await truncate(huge, 3 * MB)
    await expect(
      autoMaxPayload({ ...none, maxConcurrentTransforms: 64 }, prefixListing(new FsStore(dir), ''))
    ).rejects.toThrow(
      'which needs 3 MB per request; with max-concurrent-transforms 64 that breaks the payload x concurrency <= 100 rule. Lower max-concurrent-transforms to 33 or less.'
    )
    expect(
      (await autoMaxPayload({ ...none, maxConcurrentTransforms: 33 }, prefixListing(new FsStore(dir), ''))).mb
    ).toBe(3)
    await expect(autoMaxPayload(none, prefixListing(new FsStore(dir), 'nothing/'))).rejects.toThrow(
      `data: no files in ${path.join(dir, 'nothing')}. Put the input files there first`
    )
  })
})
