// URIs of the places data lives: `s3://bucket/key` and local paths or `file://` URLs. Pure: no SDK.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface S3Location {
  bucket: string
  key: string
}

// A key may hold any character, line breaks too.
const S3_URI = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/s

/** Parses `s3://bucket/key`; returns undefined when it is not one. */
export function parseS3Uri(uri: string): S3Location | undefined {
  const m = S3_URI.exec(uri.trim())
  if (!m) return undefined
  return { bucket: m[1], key: m[2] ?? '' }
}

export function formatS3Uri(loc: S3Location): string {
  return `s3://${loc.bucket}/${loc.key}`
}

/** Joins key parts with single slashes (`a/`, `/b` -> `a/b`). */
export function joinKey(...parts: string[]): string {
  // Under a root prefix a key without slashes at its ends is itself: the data plane's common case.
  if (parts.length === 2 && parts[0] === '' && !/^\/|\/$/.test(parts[1])) return parts[1]
  return parts
    .filter(p => p !== '')
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .filter(p => p !== '')
    .join('/')
}

export function isS3Uri(uri: string): boolean {
  return uri.trim().startsWith('s3://')
}

/** A local path or `file://` URL as an absolute path. */
export function localPath(uri: string): string {
  return path.resolve(uri.startsWith('file://') ? fileURLToPath(uri) : uri)
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

/**
 * What breaks S3's rules for general purpose bucket names (Amazon S3 user guide, bucket naming rules),
 * or undefined: 3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end, no two
 * adjacent dots, not an IP address, none of the reserved prefixes and suffixes.
 */
export function bucketNameProblem(bucket: string): string | undefined {
  if (bucket.length < 3 || bucket.length > 63) return `is ${bucket.length} characters long, not 3-63`
  if (!/^[a-z0-9.-]+$/.test(bucket))
    return 'holds characters other than lowercase letters, digits, dots and hyphens'
  if (!/^[a-z0-9].*[a-z0-9]$/.test(bucket)) return 'does not begin and end with a letter or digit'
  if (bucket.includes('..')) return 'has two adjacent dots'
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(bucket)) return 'is formatted as an IP address'
  const prefix = ['xn--', 'sthree-', 'amzn-s3-demo-'].find(p => bucket.startsWith(p))
  if (prefix) return `starts with the reserved prefix ${prefix}`
  const suffix = ['-s3alias', '--ol-s3', '.mrap', '--x-s3', '--table-s3'].find(s => bucket.endsWith(s))
  if (suffix) return `ends with the reserved suffix ${suffix}`
  return undefined
}

/** A UTF-16 unit's rank in code point order: surrogates (astral characters) above U+E000-U+FFFF. */
const codePointRank = (unit: number): number =>
  unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit

/**
 * Byte order of keys' UTF-8, as S3 lists them (and local listings are sorted): code point order, which
 * is UTF-16's except where an astral character meets one at or above U+E000.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0
  const n = Math.min(a.length, b.length)
  let i = 0
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === n) return a.length - b.length
  return codePointRank(a.charCodeAt(i)) - codePointRank(b.charCodeAt(i))
}
