// Test helpers over the shared s3rver: a client pointed at it and a fresh bucket per test.
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client
} from '@aws-sdk/client-s3'
import { randomBytes } from 'node:crypto'
import { createS3Client } from '../../src/storage/s3.js'

export function s3Endpoint(): string {
  const endpoint = process.env.TEST_S3_ENDPOINT
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT is not set: the jest global setup starts s3rver')
  return endpoint
}

export function testS3Client(): S3Client {
  return createS3Client({ endpoint: s3Endpoint(), region: 'us-east-1' })
}

/** Creates a bucket with a unique name and returns it. */
export async function freshBucket(client: S3Client = testS3Client(), stem = 'test'): Promise<string> {
  const bucket = `${stem}-${randomBytes(4).toString('hex')}`
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  return bucket
}

/** An object's body as text. */
export async function objectText(client: S3Client, bucket: string, key: string): Promise<string> {
  const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return out.Body!.transformToString()
}

/** One bucket's objects, as the end-to-end tests write, read, list and remove them. */
export function bucketObjects(client: S3Client, bucket: () => string) {
  return {
    async put(key: string, body: Buffer | string): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body }))
    },
    async get(key: string): Promise<Buffer> {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket(), Key: key }))
      return Buffer.from(await out.Body!.transformToByteArray())
    },
    /** Every key under `prefix`, sorted. */
    async keys(prefix: string): Promise<string[]> {
      const found: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token })
        )
        for (const o of page.Contents ?? []) found.push(o.Key!)
        token = page.NextContinuationToken
      } while (token)
      return found.sort()
    },
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }))
    }
  }
}
