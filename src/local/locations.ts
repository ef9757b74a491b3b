// Where data lives, for local runs: `s3://` URIs (any endpoint) or local paths / `file://` URLs, turned
// into an ObjectStore and the key prefix inside it.
import type { S3Client } from '@aws-sdk/client-s3'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseS3Uri, S3Store } from '../aws/s3.js'
import type { S3DataType } from '../spec.js'
import { FsStore, type ObjectStore } from '../storage.js'
import type { DataPlaneInput } from './sources.js'

export interface Location {
  store: ObjectStore
  prefix: string
}

function localPath(uri: string): string {
  return path.resolve(uri.startsWith('file://') ? fileURLToPath(uri) : uri)
}

/**
 * An input location: for S3 the bucket and the key prefix as written (`s3://b/in` also matches
 * `in-2/`, as S3 prefixes do); a local directory is a folder, a local file is that one object.
 */
export async function inputLocation(uri: string, s3: () => S3Client): Promise<Location> {
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
export function outputLocation(uri: string, s3: () => S3Client): Location {
  const loc = parseS3Uri(uri)
  if (loc) return { store: new S3Store(s3(), loc), prefix: '' }
  return { store: new FsStore(localPath(uri)), prefix: '' }
}

/** The data plane's input for a `data` URI of either type. */
export async function dataPlaneInput(
  uri: string,
  type: S3DataType,
  s3: () => S3Client
): Promise<DataPlaneInput> {
  if (type === 'ManifestFile') {
    const loc = parseS3Uri(uri)
    const resolve = (u: string) => inputLocation(u, s3)
    if (loc) return { type, store: new S3Store(s3(), { bucket: loc.bucket, key: '' }), key: loc.key, resolve }
    const full = localPath(uri)
    return { type, store: new FsStore(path.dirname(full)), key: path.basename(full), resolve }
  }
  const { store, prefix } = await inputLocation(uri, s3)
  return { type: 'S3Prefix', store, prefix }
}
