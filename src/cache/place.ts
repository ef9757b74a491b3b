// Puts an object from one store at a key of another, checked against the fingerprint it was recorded
// with: inside S3 a server-side copy (no byte through the runner) that S3 makes only while the source
// still has that ETag; anywhere else the bytes are read, their MD5 compared, and written. A fingerprint
// is an ETag as S3 gives it: for an object uploaded whole (outputs are), the quoted MD5 of its bytes.
import { createHash } from 'node:crypto'
import { copyObject, deleteObject, S3Store } from '../storage/s3.js'
import { readAll, type ObjectStore } from '../storage/store.js'

export interface StoredAt {
  store: ObjectStore
  key: string
}

interface PlaceOptions {
  /** The fingerprint the source must still have; without it, whatever is there is placed. */
  expect?: string
  /** output-kms-key: the KMS key that encrypts what is placed in S3 (its ETag is then no MD5). */
  kmsKey?: string
}

const md5Of = (bytes: Buffer): string => `"${createHash('md5').update(bytes).digest('hex')}"`

/**
 * Places `from` at `to`. Returns the placed object's fingerprint, or undefined when the source is
 * missing or not the one expected (then nothing is left at `to`).
 */
export async function placeObject(
  from: StoredAt,
  to: StoredAt,
  opts: PlaceOptions = {}
): Promise<string | undefined> {
  if (from.store instanceof S3Store && to.store instanceof S3Store) {
    const etag = await copyObject(
      from.store.client,
      from.store.locationOf(from.key),
      to.store.locationOf(to.key),
      {
        ...(opts.expect ? { ifMatch: opts.expect } : {}),
        ...(opts.kmsKey ? { kmsKey: opts.kmsKey } : {})
      }
    )
    if (etag === undefined) return undefined
    // A store that ignores the copy's condition (some S3-compatible ones do) is caught here: an
    // unencrypted copy has its source's ETag.
    if (opts.expect && !opts.kmsKey && etag && etag !== opts.expect) {
      await deleteObject(to.store.client, to.store.locationOf(to.key))
      return undefined
    }
    return etag
  }
  let bytes: Buffer
  try {
    bytes = await readAll(await from.store.get(from.key))
  } catch (err) {
    const e = err as { code?: string; name?: string }
    if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound') return undefined
    throw err
  }
  const fingerprint = md5Of(bytes)
  if (opts.expect && fingerprint !== opts.expect) return undefined
  await to.store.put(to.key, bytes)
  return fingerprint
}
