// ListObjectsV2 of a prefix, page by page: each page on the short path where it answers (one signed
// request, its XML scanned), else from the SDK's client, with its retries and errors.
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { ASK_THE_SDK, directGetOf } from './s3-direct-get.js'
import type { ListPage } from './s3-list-page.js'
import { eachOf } from './pages.js'
import type { StoredObject } from './store.js'

/** A key as a listing with `encoding-type=url` gives it: `+` for a space, `%XX` for other bytes. */
function urlDecoded(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, '%20'))
}

/** One page: on the short path where it answers, else from the SDK's client. */
async function listPage(
  client: S3Client,
  bucket: string,
  ask: { prefix: string; token?: string; startAfter?: string }
): Promise<ListPage> {
  const direct = await directGetOf(client).list(bucket, ask)
  if (direct !== ASK_THE_SDK) return direct
  const page = await client.send(
    new ListObjectsV2Command({
      Bucket: bucket,
      Prefix: ask.prefix,
      ContinuationToken: ask.token,
      // Keys come URL-encoded: XML cannot carry every character a key may hold (a carriage return
      // would read back as a line feed, most other control characters not at all).
      EncodingType: 'url',
      ...(ask.startAfter !== undefined ? { StartAfter: ask.startAfter } : {})
    })
  )
  const objects: StoredObject[] = []
  for (const o of page.Contents ?? []) {
    const object: StoredObject = { key: o.Key ?? '', size: o.Size ?? 0, lastModified: o.LastModified }
    if (o.ETag) object.etag = o.ETag
    objects.push(object)
  }
  // A store that does not encode says nothing of it, and its keys are taken as they are.
  const encoded = page.EncodingType === 'url'
  const token = page.IsTruncated ? page.NextContinuationToken : undefined
  return { objects, encoded, truncated: page.IsTruncated ?? false, ...(token ? { token } : {}) }
}

/**
 * Every object under `prefix`, a page at a time, after `startAfter` when given; folder markers left out.
 * Each key without its first `strip` characters (a store's own prefix).
 */
export async function* listObjectPages(
  client: S3Client,
  bucket: string,
  prefix: string,
  startAfter?: string,
  strip = 0
): AsyncIterable<StoredObject[]> {
  let token: string | undefined
  do {
    // Only the first page starts after a key; the token carries on from there.
    const after = token === undefined ? startAfter : undefined
    const page = await listPage(client, bucket, { prefix, token, startAfter: after })
    // The page's own objects, their keys made whole (decoded, the store's prefix off), kept in place.
    const objects = page.objects
    let kept = 0
    for (const o of objects) {
      let key = o.key
      if (page.encoded && (key.includes('%') || key.includes('+'))) key = urlDecoded(key)
      if (!key || key.endsWith('/')) continue // folder markers are not objects
      o.key = strip ? key.slice(strip) : key
      objects[kept++] = o
    }
    objects.length = kept
    yield objects
    token = page.truncated ? page.token : undefined
  } while (token)
}

/** Every object under `prefix` (full keys), one by one, after `startAfter` when given. */
export function listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
  startAfter?: string
): AsyncIterable<StoredObject> {
  return eachOf(listObjectPages(client, bucket, prefix, startAfter))
}
