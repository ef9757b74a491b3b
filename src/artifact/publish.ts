// Where a model artifact lives in S3 and how an unchanged one is recognised.
//
// The key is `<artifact-path>/<tar sha256>/model.tar.gz`, where the sha256 is that of the uncompressed
// tar stream (`gunzip -c model.tar.gz | sha256sum` reproduces it). That identity is known from a cheap
// hashing pass before anything is compressed, so the key is fixed before the upload starts (no staging
// object, no server-side copy of a large file) and an unchanged model is found with one HEAD. The object
// carries the tar sha256 as metadata (checked before skipping); the sha256 of the .tar.gz bytes, known
// only once the streamed upload ends, goes in a small `model.tar.gz.sha256` object beside it, written
// last, so its presence also says the archive is complete.
import type { S3Client } from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import { formatS3Uri, joinKey, type S3Location } from '../storage/uri.js'
import { getObjectText, headObject, uploadObject } from '../storage/s3.js'

export const ARCHIVE_NAME = 'model.tar.gz'
const META_TAR_SHA256 = 'tar-sha256'
const META_SHA256 = 'sha256'

export function artifactLocation(artifactPath: S3Location, tarSha256: string): S3Location {
  return { bucket: artifactPath.bucket, key: joinKey(artifactPath.key, tarSha256, ARCHIVE_NAME) }
}

function checksumLocation(archive: S3Location): S3Location {
  return { bucket: archive.bucket, key: `${archive.key}.sha256` }
}

/** The `sha256sum` line for the archive (so `sha256sum -c` verifies a download). */
export function checksumLine(sha256: string): string {
  return `${sha256}  ${ARCHIVE_NAME}\n`
}

export interface Published {
  dataUrl: string
  /** sha256 of the .tar.gz bytes. */
  sha256: string
}

/**
 * The artifact already in S3 for this tar identity, or undefined. It counts only when the object's
 * metadata names the same tar sha256 and its checksum object (written after it) is there.
 */
export async function findPublished(
  client: S3Client,
  loc: S3Location,
  tarSha256: string
): Promise<Published | undefined> {
  // Both settle before a failure is told, so no call goes on retrying behind the step's error.
  const [headed, summed] = await Promise.allSettled([
    headObject(client, loc),
    getObjectText(client, checksumLocation(loc))
  ])
  if (headed.status === 'rejected') throw headed.reason
  if (summed.status === 'rejected') throw summed.reason
  const [head, sums] = [headed.value, summed.value]
  if (!head || head.metadata[META_TAR_SHA256] !== tarSha256) return undefined
  const sha256 = /^([0-9a-f]{64})\b/.exec(sums ?? '')?.[1]
  if (!sha256) return undefined
  if (head.metadata[META_SHA256] && head.metadata[META_SHA256] !== sha256) return undefined
  return { dataUrl: formatS3Uri(loc), sha256 }
}

interface PublishOptions {
  tarSha256: string
  /** The archive's sha256 when known before the upload (an existing file); stored as metadata too. */
  sha256?: string
  partSize?: number
  signal?: AbortSignal
}

/** Uploads the archive body to `loc` (multipart when large). */
export async function uploadArchive(
  client: S3Client,
  loc: S3Location,
  body: Readable,
  opts: PublishOptions
): Promise<void> {
  const metadata: Record<string, string> = { [META_TAR_SHA256]: opts.tarSha256 }
  if (opts.sha256) metadata[META_SHA256] = opts.sha256
  await uploadObject(client, loc, body, {
    contentType: 'application/gzip',
    metadata,
    partSize: opts.partSize,
    signal: opts.signal
  })
}

/** Writes the checksum object, which marks the upload at `loc` as complete. */
export async function writeChecksum(client: S3Client, loc: S3Location, sha256: string): Promise<void> {
  await uploadObject(client, checksumLocation(loc), checksumLine(sha256), { contentType: 'text/plain' })
}
