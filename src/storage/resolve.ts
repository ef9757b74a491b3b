// The one resolver from a URI (S3 on any endpoint, or local) to an ObjectStore and a key in it.
import type { S3Client } from '@aws-sdk/client-s3'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { UserError } from '../errors.js'
import { FsStore } from './fs-store.js'
import { S3Store } from './s3.js'
import { readAll, type ObjectStore } from './store.js'
import { isS3Uri, localPath, parseS3Uri } from './uri.js'

/** Makes the S3 client lazily, so purely local runs never build one. */
export type S3ClientSource = () => S3Client

/** A folder (`s3://b/prefix` or a directory) as a store whose keys are relative to it. */
export function openFolder(uri: string, s3: S3ClientSource, input: string): ObjectStore {
  if (isS3Uri(uri)) {
    const loc = parseS3Uri(uri)
    if (!loc)
      throw new UserError(`${input}: ${JSON.stringify(uri)} is not a valid S3 URI. Use s3://bucket/prefix.`)
    return new S3Store(s3(), loc)
  }
  return new FsStore(localPath(uri))
}

/** `output-path` opened once: the URI as the user gave it, and the store rooted there. */
export interface OutputFolder {
  uri: string
  store: ObjectStore
}

export function openOutputFolder(uri: string, s3: S3ClientSource): OutputFolder {
  return { uri, store: openFolder(uri, s3, 'output-path') }
}

/** The folder holding a file and the file's key in it. */
export function openParent(
  uri: string,
  s3: S3ClientSource,
  input: string
): { store: ObjectStore; key: string } {
  if (isS3Uri(uri)) {
    const loc = parseS3Uri(uri)
    if (!loc || loc.key === '' || loc.key.endsWith('/')) {
      throw new UserError(`${input}: ${JSON.stringify(uri)} does not name an S3 object. Use s3://bucket/key.`)
    }
    const cut = loc.key.lastIndexOf('/')
    return {
      store: new S3Store(s3(), { bucket: loc.bucket, key: cut >= 0 ? loc.key.slice(0, cut) : '' }),
      key: cut >= 0 ? loc.key.slice(cut + 1) : loc.key
    }
  }
  const file = localPath(uri)
  return { store: new FsStore(path.dirname(file)), key: path.basename(file) }
}

/** Reads a whole (small) file such as a manifest or a label map. */
export async function readWholeFile(uri: string, s3: S3ClientSource, input: string): Promise<Buffer> {
  const { store, key } = openParent(uri, s3, input)
  try {
    return await readAll(await store.get(key))
  } catch (err) {
    const e = err as { code?: string; name?: string }
    if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound') {
      throw new UserError(
        `${input}: ${uri} does not exist. Check the path (and the bucket or folder it names).`
      )
    }
    throw err
  }
}

interface Location {
  store: ObjectStore
  prefix: string
}

/**
 * An input location: for S3 the bucket and the key prefix as written (`s3://b/in` also matches
 * `in-2/`, as S3 prefixes do); a local directory is a folder, a local file is that one object.
 */
export async function inputLocation(uri: string, s3: S3ClientSource): Promise<Location> {
  const loc = parseS3Uri(uri)
  if (loc) return { store: new S3Store(s3(), { bucket: loc.bucket, key: '' }), prefix: loc.key }
  const full = localPath(uri)
  const isDir = await stat(full).then(
    s => s.isDirectory(),
    () => uri.endsWith('/')
  )
  if (isDir) return { store: new FsStore(full), prefix: '' }
  return { store: new FsStore(path.dirname(full)), prefix: path.basename(full) }
}

/** An output location: `.out` keys go under it. */
export function outputLocation(uri: string, s3: S3ClientSource): Location {
  const loc = parseS3Uri(uri)
  if (loc) return { store: new S3Store(s3(), loc), prefix: '' }
  return { store: new FsStore(localPath(uri)), prefix: '' }
}
