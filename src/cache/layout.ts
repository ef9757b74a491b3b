// Where things are in a cache (an S3 prefix or a folder), all under one version folder:
//   v1/<identity>/identity.json                  what went into the identity (written once)
//   v1/<identity>/outputs/<ab>/<content>.out     a kept output, named by its input's content
//   v1/<identity>/records/<time>-<job>-<rand>.json  one run's record: what it transformed, when, at what cost
//   v1/<identity>/records-index.json.gz          many records compacted into one (gzip), rewritten
//   v1/listings/<data>.json                      the last listing's key boundaries of an input prefix
//   v1/local-inputs/<folder>.json                size, mtime and sha256 of a runner folder's files
// Records are new objects only, never rewritten: two runs at once each add their own, and a reader
// takes the union.
import { createHash } from 'node:crypto'

const VERSION = 'v1'

/** A short, key-safe name for a text (a URI, a path, an input's content): 32 hex characters. */
export function nameOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

export function identityFileKey(identity: string): string {
  return `${VERSION}/${identity}/identity.json`
}

/** The kept output of an input whose content is `content` (hex). */
export function keptOutputKey(identity: string, content: string): string {
  return `${VERSION}/${identity}/outputs/${content.slice(0, 2)}/${content}.out`
}

export function recordsFolder(identity: string): string {
  return `${VERSION}/${identity}/records/`
}

/** The readings of one reading key, compacted from many records' side files (listed with the records). */
export function readingsIndexKey(identity: string, readingKey: string): string {
  return `${recordsFolder(identity)}readings-index-${readingKey}.jsonl.gz`
}

/** The records' index: records compacted into one object, so a reader reads one, not hundreds. */
export function recordIndexKey(identity: string): string {
  return `${VERSION}/${identity}/records-index.json.gz`
}

/** A time as a record's key begins with it (`20261128T120000000Z`): keys sort as their times. */
const stampOf = (at: number): string => new Date(at).toISOString().replace(/[-:.]/g, '')

/** A record's key: its time first, so a listing gives records oldest first. */
export function recordKey(identity: string, at: number, job: string, unique: string): string {
  return `${recordsFolder(identity)}${stampOf(at)}-${job.replace(/[^A-Za-z0-9-]/g, '-')}-${unique}.json`
}

/** Where the records of `at` and later begin: a listing that starts after it skips the older ones. */
export function recordsSince(identity: string, at: number): string {
  return `${recordsFolder(identity)}${stampOf(Math.max(0, at))}`
}

export function boundariesKey(dataUri: string): string {
  return `${VERSION}/listings/${nameOf(dataUri)}.json`
}

export function localInputsKey(folder: string): string {
  return `${VERSION}/local-inputs/${nameOf(folder)}.json`
}
