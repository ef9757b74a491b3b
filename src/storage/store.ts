// One interface over the places inputs and outputs live: S3 (any endpoint) and the local file system.
// The local data plane and the result readers take an ObjectStore, so they work the same on both.
import type { Readable } from 'node:stream'

export interface StoredObject {
  /** The key relative to the store's root (always `/`-separated). */
  key: string
  size: number
  /** When the store last wrote it, by the store's own clock (S3 listings say; local folders do not). */
  lastModified?: Date
  /** S3's ETag, quoted as S3 gives it: changes whenever the object's bytes do (local folders: none). */
  etag?: string
}

/** What must hold for a conditional write: no object under the key yet, or the object with this ETag. */
export type PutCondition = { ifNoneMatch: '*' } | { ifMatch: string }

/** A small object as one request reads it: its ETag (none in a local folder), and its bytes unless too large. */
export interface TaggedObject {
  bytes?: Buffer
  etag?: string
}

export interface ObjectStore {
  /** A URI naming `key` for messages and outputs (`s3://b/k` or a path). */
  uriOf(key: string): string
  /** The key a URI (or local path) names in this store, or undefined when it lies outside it. */
  keyOf(uri: string): string | undefined
  /** Every object whose key starts with `prefix`, recursively, in key order. */
  list(prefix: string): AsyncIterable<StoredObject>
  /**
   * The objects of `list(prefix)` whose keys sort after `startAfter` (by UTF-8 bytes, as S3 orders
   * them), from the store itself: one part of a listing, so parts can be listed side by side. Optional.
   */
  listAfter?(prefix: string, startAfter: string): AsyncIterable<StoredObject>
  /**
   * `list(prefix)` (with `startAfter`, `listAfter`) a page at a time, as the store answers it: one step
   * a page, not one a key. Optional.
   */
  listPages?(prefix: string, startAfter?: string): AsyncIterable<StoredObject[]>
  /** The object's bytes as a stream; rejects when it does not exist. */
  get(key: string): Promise<Readable>
  /**
   * The whole object in one buffer, without a stream, when it holds at most `maxBytes` (a listing's
   * size says when to ask); undefined when it is larger. `size`, the listing's, may spare a check.
   * Optional: callers fall back to `get`.
   */
  readSmall?(key: string, maxBytes: number, size?: number): Promise<Buffer | undefined>
  /** Writes the whole body; `body` may be a stream of any size. */
  put(key: string, body: Buffer | string | Readable, contentType?: string): Promise<void>
  /**
   * Writes the whole body only while `condition` holds, as S3's conditional PutObject: false when it
   * did not (another writer came first). A store without ETags checks only `ifNoneMatch`. Optional.
   */
  putIf?(key: string, body: Buffer | string, condition: PutCondition, contentType?: string): Promise<boolean>
  /**
   * The object's ETag and, when it holds at most `maxBytes`, its bytes: one request; undefined when it
   * does not exist. Optional.
   */
  readTagged?(key: string, maxBytes: number): Promise<TaggedObject | undefined>
  /** Size of the object, or undefined when it does not exist. */
  head(key: string): Promise<number | undefined>
  /** The object as a listing would give it (one request), or undefined when it does not exist. */
  stat(key: string): Promise<StoredObject | undefined>
  /** The object's last `bytes` bytes (all of it when shorter): one ranged read; `size` if known. */
  tail(key: string, bytes: number, size?: number): Promise<Buffer>
  /** Entries its listings passed over because they are not objects (key -> what they are). */
  readonly skipped?: ReadonlyMap<string, string>
  /** Deletes the object if it exists (the data plane drops a partial `.out` with it). */
  remove?(key: string): Promise<void>
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}
