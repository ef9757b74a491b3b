// The objects a transform reads and the name each one's output gets, listed the way SageMaker lists
// them. Both backends and the result reader use this, so what a run writes is what the reader expects.
//
// S3Prefix: every object whose key starts with the prefix, as S3 matches prefixes (`s3://b/in` also
// matches `in-2/c.jpg`). An object's name is its key relative to the prefix when the prefix is a folder
// for it (`in/` or `in` + `/`: `in/sub/b.jpg` -> `sub/b.jpg`), else relative to the prefix's folder
// (`in-2/c.jpg` -> `in-2/c.jpg`; `data/test.csv` as the prefix -> `test.csv`). The API reference says
// outputs go to "a corresponding subfolder"; the last case is inferred, not documented.
// ManifestFile: the listed keys, `prefix + entry`; the name is the entry.
// Local mode: a directory is a folder (names relative to it); any other path is a name prefix in its
// folder, as an S3 prefix is.
// Each output is named from the input's name by the rule of the place it goes to (output-keys.ts).
import { realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { UserError } from '../errors.js'
import type { S3DataType } from '../spec.js'
import { FsStore } from '../storage/fs-store.js'
import { inputLocation, type S3ClientSource } from '../storage/resolve.js'
import { S3Store } from '../storage/s3.js'
import type { ObjectStore } from '../storage/store.js'
import { eachOf, pagesOf } from '../storage/pages.js'
import { listPagesByRanges } from '../storage/ranged-list.js'
import { isS3Uri, localPath, parseS3Uri } from '../storage/uri.js'
import { readManifest, type Manifest } from './manifest.js'
import {
  folderOf,
  outputKey,
  outputName,
  outputsReadAsInputs,
  type OutputKey,
  type OutputPlace
} from '../contract/output-keys.js'

export interface InputObject {
  store: ObjectStore
  /** The object's key in `store`. */
  key: string
  /** Bytes, when the listing says (a manifest's entries are not sized). */
  size?: number
  /** S3's ETag, when the listing says. */
  etag?: string
  /** The key relative to the input's folder, as listed (untrusted). */
  name: string
  /** Where its output goes, relative to output-path, or why it gets none. */
  output: OutputKey
}

export interface InputListing {
  /** The input, for messages: the prefix as given, or `the manifest <uri>`. */
  readonly description: string
  /** The store the objects are read from. */
  readonly store: ObjectStore
  /** Every input object, in listing order. */
  objects(): AsyncIterable<InputObject>
  /** How many there are, when the listing was made up front (stage 3's). */
  readonly count?: number
  /** The output name (outputName) of the input object a URI names, or undefined when it names none. */
  nameOf(uri: string): string | undefined
  /** Whether an output name is one of these inputs' (a manifest: only its entries'). */
  holds(name: string): boolean
}

/** The name of the object at `key` listed under the key prefix `prefix` (see the rule above). */
export function nameUnderPrefix(prefix: string, key: string): string {
  if (prefix === '' || prefix.endsWith('/')) return key.slice(prefix.length)
  if (key.startsWith(`${prefix}/`)) return key.slice(prefix.length + 1)
  return key.slice(folderOf(prefix).length)
}

/**
 * The objects under a key prefix of a store, their outputs going to `outputs`; with `cuts` (sorted keys,
 * an earlier listing's boundaries) listed by the ranges between them side by side.
 */
export function prefixListing(
  store: ObjectStore,
  prefix: string,
  description = store.uriOf(prefix),
  outputs: OutputPlace = 'folder',
  cuts?: readonly string[]
): InputListing {
  // A page of inputs at a time: the objects are handed on one by one once, not at every step.
  async function* inputPages(): AsyncIterable<InputObject[]> {
    const listed = cuts?.length ? listPagesByRanges(store, prefix, cuts) : pagesOf(store, prefix)
    for await (const page of listed)
      yield page.map(o => {
        const name = nameUnderPrefix(prefix, o.key)
        const input: InputObject = { store, key: o.key, size: o.size, name, output: outputKey(name, outputs) }
        if (o.etag !== undefined) input.etag = o.etag
        return input
      })
  }
  return {
    description,
    store,
    objects() {
      return eachOf(inputPages())
    },
    nameOf(uri) {
      const key = store.keyOf(uri)
      if (key === undefined || !key.startsWith(prefix) || key.endsWith('/')) return undefined
      return outputName(nameUnderPrefix(prefix, key), outputs)
    },
    holds: name => outputName(name, outputs) !== undefined
  }
}

/** The objects a manifest lists: `key` of each entry is `base + entry` in `store`. */
function manifestListing(
  manifest: Manifest,
  store: ObjectStore,
  base: string,
  description: string,
  outputs: OutputPlace = 'folder'
): InputListing {
  const names = new Set(manifest.entries.map(entry => outputName(entry, outputs)))
  return {
    description,
    store,
    async *objects() {
      for (const name of manifest.entries)
        yield { store, key: `${base}${name}`, name, output: outputKey(name, outputs) }
    },
    nameOf(uri) {
      const key = store.keyOf(uri)
      if (key === undefined || !key.startsWith(base)) return undefined
      const name = outputName(key.slice(base.length), outputs)
      return name !== undefined && names.has(name) ? name : undefined
    },
    holds(name) {
      const output = outputName(name, outputs)
      return output !== undefined && names.has(output)
    }
  }
}

interface ListingOptions {
  /** Where the outputs go (outputPlaceOf(output-path)): it decides how each output is named. */
  outputs: OutputPlace
  /** SageMaker mode: a manifest's prefix must be an S3 URI (the service cannot read the runner). */
  s3Only?: boolean
  /** An S3 prefix's keys where an earlier listing cut it into ranges: listed side by side. */
  cuts?: readonly string[]
}

/** The listing of a `data` input of either type; a manifest is read (and checked) here. */
export async function openInputListing(
  uri: string,
  type: S3DataType,
  s3: S3ClientSource,
  opts: ListingOptions
): Promise<InputListing> {
  if (type === 'S3Prefix') {
    const { store, prefix } = await inputLocation(uri, s3)
    return prefixListing(store, prefix, uri, opts.outputs, opts.cuts)
  }
  const manifest = await readManifest(uri, s3)
  const description = `the manifest ${uri}`
  if (isS3Uri(manifest.prefix)) {
    const loc = parseS3Uri(manifest.prefix)
    if (!loc)
      throw new UserError(
        `data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}, which is not a valid S3 URI. Use s3://bucket/prefix/.`
      )
    const store = new S3Store(s3(), { bucket: loc.bucket, key: '' })
    return manifestListing(manifest, store, loc.key, description, opts.outputs)
  }
  if (opts.s3Only)
    throw new UserError(
      `data: the manifest ${uri} has prefix ${JSON.stringify(manifest.prefix)}; SageMaker reads S3 only, so use s3://bucket/prefix/.`
    )
  // A local prefix is a folder: its entries are paths inside it.
  return manifestListing(manifest, new FsStore(localPath(manifest.prefix)), '', description, opts.outputs)
}

/** Fails, before anything is created, when the input holds nothing: the job would start and fail. */
export async function requireSomeInput(listing: InputListing): Promise<void> {
  for await (const _first of listing.objects()) return
  throw noInputObjects(listing)
}

export function noInputObjects(listing: InputListing): UserError {
  const local = !isS3Uri(listing.store.uriOf(''))
  return new UserError(
    local
      ? `data: no files in ${listing.description}. Put the input files there first (relative paths start at the workspace), or fix the data input.`
      : `data: no objects in ${listing.description}. Upload the input first or fix the data input (and data-type).`
  )
}

/**
 * Refuses an output-path that a re-run would read as input (outputsReadAsInputs): for S3 by key, for
 * local folders by real path, so a symlink to the input folder is seen for what it is.
 */
export async function refuseOutputsReadAsInputs(
  data: { uri: string; type: S3DataType },
  outputPath: string
): Promise<void> {
  if (data.type !== 'S3Prefix') return
  const input = await inputPrefix(data.uri)
  const output = await outputFolder(outputPath)
  if (input === undefined || output === undefined || input.root !== output.root) return
  if (!outputsReadAsInputs(input.prefix, output.prefix)) return
  const real = isS3Uri(outputPath) ? '' : ` (real path ${output.root}${output.prefix})`
  throw new UserError(
    `output-path: ${outputPath}${real} is where a re-run would read this run's .out files as inputs of ${data.uri}. ` +
      'Use a location outside the input (and, for a data prefix that is not a folder, outside its folder).'
  )
}

interface Place {
  /** The bucket (`s3://b/`), or '' for the local file system. */
  root: string
  /** A `/`-separated key prefix in it (an absolute real path locally). */
  prefix: string
}

async function inputPrefix(uri: string): Promise<Place | undefined> {
  const loc = parseS3Uri(uri)
  if (loc) return { root: `s3://${loc.bucket}/`, prefix: loc.key }
  if (isS3Uri(uri)) return undefined
  const full = localPath(uri)
  const real = await realPath(full)
  const isDir = await stat(full).then(
    s => s.isDirectory(),
    () => false
  )
  return { root: '', prefix: isDir ? `${real}/` : real }
}

async function outputFolder(uri: string): Promise<Place | undefined> {
  const loc = parseS3Uri(uri)
  if (loc) return { root: `s3://${loc.bucket}/`, prefix: loc.key }
  if (isS3Uri(uri)) return undefined
  return { root: '', prefix: await realPath(localPath(uri)) }
}

/** The real path of a path whose tail may not exist yet, `/`-separated (symlinks resolved). */
async function realPath(full: string): Promise<string> {
  const missing: string[] = []
  let at = full
  for (;;) {
    try {
      return path
        .join(await realpath(at), ...missing)
        .split(path.sep)
        .join('/')
    } catch {
      const parent = path.dirname(at)
      if (parent === at) return full.split(path.sep).join('/')
      missing.unshift(path.basename(at))
      at = parent
    }
  }
}
