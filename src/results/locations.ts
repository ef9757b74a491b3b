// Opens the places results live, S3 (any endpoint) or local, as ObjectStores.
import type { S3Client } from '@aws-sdk/client-s3'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseS3Uri, S3Store } from '../aws/s3.js'
import { UserError } from '../errors.js'
import { FsStore, readAll, type ObjectStore } from '../storage.js'

/** Makes the S3 client lazily, so purely local runs never build one. */
export type S3ClientSource = () => S3Client

export function isS3Uri(uri: string): boolean {
  return uri.trim().startsWith('s3://')
}

function localPath(uri: string): string {
  return path.resolve(uri.startsWith('file://') ? fileURLToPath(uri) : uri)
}

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

export async function isLocalFile(uri: string): Promise<boolean> {
  if (isS3Uri(uri)) return false
  try {
    return (await stat(localPath(uri))).isFile()
  } catch {
    return false
  }
}

/** `uri` resolved against the folder holding `base` (for relative refs in a manifest). */
export function resolveBeside(base: string, ref: string): string {
  if (isS3Uri(ref) || ref.startsWith('file://') || path.isAbsolute(ref)) return ref
  if (isS3Uri(base)) return `${base.slice(0, base.lastIndexOf('/') + 1)}${ref}`
  return path.join(path.dirname(localPath(base)), ref)
}

/** The canonical form of a URI for matching: S3 URIs as they are, local paths absolute. */
export function canonicalUri(uri: string): string {
  return isS3Uri(uri) ? uri.trim() : localPath(uri)
}
