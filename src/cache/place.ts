// Puts an object from one store at a key of another, checked against the fingerprint it was recorded
// with: inside S3 a server-side copy (no byte through the runner) that S3 makes only while the source
// still has that ETag (`x-amz-copy-source-if-match`: S3's own proof, which holds for SSE-KMS objects,
// whose ETags are no MD5 and change with every write); anywhere else the bytes are read, their MD5
// compared, and written. A fingerprint is an ETag as the store gives it (or the quoted MD5 of the bytes
// where the bytes passed through the runner). Copies in S3 carry output-kms-key when it is set.
import { createHash } from 'node:crypto'
import { copyObject, copyPreconditionHonoured, deleteObject, headObject, S3Store } from '../storage/s3.js'
import { readAll, type ObjectStore } from '../storage/store.js'
import { errorName, httpStatus } from '../aws/retry.js'
import { errorMessage } from '../errors.js'
import { forEachPaced, type Paced } from '../pool.js'
import { sleep } from '../sleep.js'

/**
 * Copies in flight between two stores, and whether an answer is S3 asking for fewer: S3 serves some
 * 3,500 copies a second a prefix, so server-side copies begin 64 at once and climb while it keeps up;
 * local files are read and written, 8 at once.
 */
function copyPace(a: ObjectStore, b: ObjectStore) {
  const inS3 = a instanceof S3Store && b instanceof S3Store
  return { start: inS3 ? 64 : 8, max: inS3 ? 256 : 8, slowDown: isSlowDown }
}

/** S3's SlowDown (HTTP 503): the copy is tried again, fewer in flight. */
const isSlowDown = (err: unknown): boolean => errorName(err) === 'SlowDown' || httpStatus(err) === 503

/** How many placements failed (their first error), and how the pace went. */
export interface PlacedEach {
  failed: number
  firstError?: string
  paced: Paced
}

/**
 * Runs `place` over `items` at the pace copies from `from` to `to` allow (copyPace): S3's slow-down
 * tries the item again, fewer in flight; any other failure (or slow-downs past the tries) is that one
 * item's, counted, never the others'.
 */
export async function placeEach<T>(
  items: readonly T[],
  stores: { from: ObjectStore; to: ObjectStore },
  place: (item: T) => Promise<void>,
  signal?: AbortSignal
): Promise<PlacedEach> {
  let failed = 0
  let firstError: string | undefined
  const fail = (err: unknown): void => {
    failed++
    firstError ??= errorMessage(err)
  }
  const paced = await forEachPaced(
    items,
    async item => {
      try {
        await place(item)
      } catch (err) {
        if (isSlowDown(err)) throw err
        fail(err)
      }
    },
    { ...copyPace(stores.from, stores.to), gaveUp: (_, err) => fail(err), wait: ms => sleep(ms, signal) }
  )
  return { failed, ...(firstError ? { firstError } : {}), paced }
}

export interface StoredAt {
  store: ObjectStore
  key: string
}

interface PlaceOptions {
  /** The fingerprint the source must still have; without it, whatever is there is placed. */
  expect?: string
  /** output-kms-key: the KMS key that encrypts what is copied in S3 (SSE-KMS). */
  kmsKey?: string
  /**
   * Whether the store was seen to honour the copy's condition (preconditionHonoured): then a copy is
   * proof enough; else the copy's ETag must equal the expected one (a copy of a plain object has its
   * source's ETag), and a copy that differs is deleted.
   */
  honoured?: boolean
}

const md5Of = (bytes: Buffer): string => `"${createHash('md5').update(bytes).digest('hex')}"`

/** Both ends in S3: a server-side copy. */
const inS3 = (from: StoredAt, to: StoredAt): boolean =>
  from.store instanceof S3Store && to.store instanceof S3Store

/**
 * The one probe a run makes: whether copies from `from`'s store to `to`'s are refused when their
 * condition fails (false when not, or when the probe could not tell). Only for S3 to S3.
 */
export async function preconditionHonoured(from: StoredAt, to: StoredAt): Promise<boolean> {
  if (!(from.store instanceof S3Store) || !(to.store instanceof S3Store)) return false
  const found = await copyPreconditionHonoured(
    to.store.client,
    from.store.locationOf(from.key),
    to.store.locationOf(to.key)
  ).catch(() => undefined)
  return found === true
}

/**
 * Places `from` at `to`. Returns the placed object's fingerprint, or undefined when the source is
 * missing or not the one expected (then nothing is left at `to`).
 */
export async function placeObject(
  from: StoredAt,
  to: StoredAt,
  opts: PlaceOptions = {}
): Promise<string | undefined> {
  if (inS3(from, to)) {
    const source = from.store as S3Store
    const target = to.store as S3Store
    const etag = await copyObject(source.client, source.locationOf(from.key), target.locationOf(to.key), {
      ...(opts.expect ? { ifMatch: opts.expect } : {}),
      ...(opts.kmsKey ? { kmsKey: opts.kmsKey } : {})
    })
    if (etag === undefined) return undefined
    // A store that ignores the copy's condition is checked the old way: a copy has its source's ETag.
    if (opts.expect && !opts.honoured && etag && etag !== opts.expect) {
      // Such a store may also copy in steps and answer with an ETag read mid-way (s3rver, while a
      // listing looks at the copy): what was placed is asked once before it is taken for another object.
      const placed = (await headObject(target.client, target.locationOf(to.key)))?.etag
      if (placed === opts.expect) return placed
      await deleteObject(target.client, target.locationOf(to.key))
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
