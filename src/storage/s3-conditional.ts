// Writes made only while a condition holds, and the reads that learn an object's ETag for them:
// PutObject with `If-None-Match: *` (no object under the key yet) or `If-Match: <ETag>` (the object
// is still the one read). S3 answers 412 when the condition is false and 409 when another write of
// the key ran at the same time; some S3-compatible stores ignore both headers and write.
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import type { PutCondition, TaggedObject } from './store.js'
import type { S3Location } from './uri.js'
import { isConditionalConflict, isNotFound, isPreconditionFailed } from './s3-errors.js'

/** One PutObject under `condition`: false when S3 refused it for the condition (412, 409, or 404 for an `ifMatch`). */
export async function putObjectIf(
  client: S3Client,
  loc: S3Location,
  body: Buffer | string,
  condition: PutCondition,
  contentType?: string
): Promise<boolean> {
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: loc.bucket,
        Key: loc.key,
        Body: body,
        ContentType: contentType,
        ...('ifMatch' in condition ? { IfMatch: condition.ifMatch } : { IfNoneMatch: condition.ifNoneMatch })
      })
    )
    return true
  } catch (err) {
    // If-Match on a key deleted since it was read: 404, as refused as a 412.
    if (isPreconditionFailed(err) || isConditionalConflict(err)) return false
    if ('ifMatch' in condition && isNotFound(err)) return false
    throw err
  }
}

/**
 * One GetObject of a small object: its ETag, and its bytes unless it holds more than `maxBytes` (then
 * the body is left unread). A missing object throws, as the SDK does.
 */
export async function getSmall(client: S3Client, loc: S3Location, maxBytes: number): Promise<TaggedObject> {
  const out = await client.send(new GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }))
  const etag = out.ETag ? { etag: out.ETag } : {}
  const body = out.Body as Readable & { transformToByteArray(): Promise<Uint8Array> }
  if ((out.ContentLength ?? 0) > maxBytes) {
    body.destroy()
    return etag
  }
  // One buffer, parsed whole: cheaper than the stream machinery for many small objects.
  const bytes = await body.transformToByteArray()
  return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ...etag }
}

/** A small object's bytes (unless larger than `maxBytes`) and its ETag, in one GetObject. */
export async function getObjectTagged(
  client: S3Client,
  loc: S3Location,
  maxBytes: number
): Promise<TaggedObject | undefined> {
  try {
    return await getSmall(client, loc, maxBytes)
  } catch (err) {
    if (isNotFound(err)) return undefined
    throw err
  }
}
