// The input objects of a transform, listed the way SageMaker reads them, so each can be paired with
// its `<key>.out`: every object under an S3 prefix (or a local folder), or the keys of a manifest file.
import path from 'node:path'
import { parseS3Uri, S3Store } from '../aws/s3.js'
import { UserError } from '../errors.js'
import type { DataSpec } from '../spec.js'
import { FsStore, type ObjectStore } from '../storage.js'
import { isLocalFile, isS3Uri, openFolder, readWholeFile, type S3ClientSource } from './locations.js'

export interface InputObjects {
  store: ObjectStore
  /** Keys relative to `store`; the output of key `k` is `<output-path>/k.out`. */
  keys(): AsyncIterable<string>
  /** Prefix such that `prefix + key` is the object's URI (for matching ground-truth refs). */
  uriPrefix: string
}

export function uriPrefixOf(store: ObjectStore): string {
  if (store instanceof FsStore) return store.root.endsWith(path.sep) ? store.root : store.root + path.sep
  return store.uriOf('')
}

export async function openInputObjects(data: DataSpec, s3: S3ClientSource): Promise<InputObjects> {
  if (data.type === 'ManifestFile') return openManifest(data.uri, s3)
  if (isS3Uri(data.uri)) return openS3Prefix(data.uri, s3)
  if (await isLocalFile(data.uri)) {
    const file = path.resolve(data.uri.startsWith('file://') ? new URL(data.uri).pathname : data.uri)
    const store = new FsStore(path.dirname(file))
    const name = path.basename(file)
    return { store, uriPrefix: uriPrefixOf(store), keys: () => only([name]) }
  }
  const store = openFolder(data.uri, s3, 'data')
  return { store, uriPrefix: uriPrefixOf(store), keys: () => keysOf(store, '') }
}

async function* keysOf(store: ObjectStore, prefix: string): AsyncIterable<string> {
  for await (const o of store.list(prefix)) yield o.key
}

async function* only(keys: string[]): AsyncIterable<string> {
  yield* keys
}

async function openS3Prefix(uri: string, s3: S3ClientSource): Promise<InputObjects> {
  const folder = openFolder(uri, s3, 'data') as S3Store
  const loc = parseS3Uri(uri)!
  // `s3://b/data/file.csv` or `s3://b/data/img-` name objects by a key prefix, not a folder: list the
  // parent folder then, so keys (and output names) are relative to it, as SageMaker names them.
  if (loc.key !== '' && !loc.key.endsWith('/')) {
    let empty = true
    for await (const _ of folder.list('')) {
      empty = false
      break
    }
    if (empty) {
      const cut = loc.key.lastIndexOf('/')
      const parent = new S3Store(s3(), { bucket: loc.bucket, key: cut >= 0 ? loc.key.slice(0, cut) : '' })
      const namePrefix = loc.key.slice(cut + 1)
      return { store: parent, uriPrefix: uriPrefixOf(parent), keys: () => keysOf(parent, namePrefix) }
    }
  }
  return { store: folder, uriPrefix: uriPrefixOf(folder), keys: () => keysOf(folder, '') }
}

/** A SageMaker manifest: `[{"prefix": "s3://bucket/p/"}, "rel/key1", "rel/key2", ...]`. */
async function openManifest(uri: string, s3: S3ClientSource): Promise<InputObjects> {
  const text = (await readWholeFile(uri, s3, 'data')).toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    throw new UserError(
      `data: the manifest ${uri} is not JSON (${(err as Error).message}). ` +
        'A manifest is [{"prefix": "s3://bucket/prefix/"}, "key1", "key2", ...].'
    )
  }
  const head = Array.isArray(value) ? value[0] : undefined
  const prefix =
    head && typeof head === 'object' && typeof (head as { prefix?: unknown }).prefix === 'string'
      ? (head as { prefix: string }).prefix
      : undefined
  if (!Array.isArray(value) || prefix === undefined) {
    throw new UserError(
      `data: the manifest ${uri} must be a JSON array starting with {"prefix": "..."}. ` +
        'A manifest is [{"prefix": "s3://bucket/prefix/"}, "key1", "key2", ...].'
    )
  }
  const keys = value.slice(1).filter((k): k is string => typeof k === 'string')
  const store = openFolder(prefix, s3, 'data')
  return { store, uriPrefix: uriPrefixOf(store), keys: () => only(keys) }
}
