// Which objects a transform reads, and where each one's `.out` goes: every object under a prefix
// (recursively), or the keys a ManifestFile lists. Outputs keep the key relative to the input's folder.
import { readAll, type ObjectStore } from '../storage.js'

/** Maps a URI (`s3://...`, a path or `file://...`) to a store and the key prefix it names. */
export type LocationResolver = (uri: string) => Promise<{ store: ObjectStore; prefix: string }>

export type DataPlaneInput =
  | { type: 'S3Prefix'; store: ObjectStore; prefix: string }
  | { type: 'ManifestFile'; store: ObjectStore; key: string; resolve: LocationResolver }

export interface InputObject {
  store: ObjectStore
  key: string
  /** Bytes, when the listing says. */
  size?: number
  /** The key relative to the input's folder (or as the manifest lists it). */
  relativeKey: string
}

/** The problem of a listing or manifest that leaves nothing to transform: the job fails with it. */
export class InputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InputError'
  }
}

/** The folder of a prefix: `in/` for `in/` and for `in/data` (a prefix that is not a folder). */
export function prefixFolder(prefix: string): string {
  return prefix.slice(0, prefix.lastIndexOf('/') + 1)
}

/** `<output prefix>/<relative key>.out` */
export function outputKey(outputPrefix: string, relativeKey: string): string {
  const head = outputPrefix.replace(/\/+$/, '')
  const tail = `${relativeKey.replace(/^\/+/, '')}.out`
  return head ? `${head}/${tail}` : tail
}

export async function* inputObjects(input: DataPlaneInput): AsyncIterable<InputObject> {
  if (input.type === 'S3Prefix') {
    const folder = prefixFolder(input.prefix)
    for await (const o of input.store.list(input.prefix)) {
      yield { store: input.store, key: o.key, size: o.size, relativeKey: o.key.slice(folder.length) }
    }
    return
  }
  const manifest = await readManifest(input.store, input.key)
  const { store, prefix } = await input.resolve(manifest.prefix)
  for (const rel of manifest.keys) yield { store, key: `${prefix}${rel}`, relativeKey: rel }
}

export interface Manifest {
  prefix: string
  keys: string[]
}

/** `[{"prefix": "s3://bucket/p/"}, "rel/key1", "rel/key2", ...]` */
export function parseManifest(text: string, where: string): Manifest {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (err) {
    throw new InputError(`the manifest ${where} is not valid JSON: ${(err as Error).message}`)
  }
  const shape = 'a manifest is a JSON array: [{"prefix": "s3://bucket/prefix/"}, "relative/key1", ...]'
  if (!Array.isArray(doc) || doc.length === 0)
    throw new InputError(`the manifest ${where} is not valid: ${shape}`)
  const head = doc[0] as { prefix?: unknown }
  if (typeof head !== 'object' || head === null || typeof head.prefix !== 'string' || head.prefix === '') {
    throw new InputError(`the manifest ${where} does not start with {"prefix": ...}: ${shape}`)
  }
  const keys: string[] = []
  for (let i = 1; i < doc.length; i++) {
    const k = doc[i]
    if (typeof k !== 'string' || k === '') {
      throw new InputError(
        `the manifest ${where} has ${JSON.stringify(k)} at index ${i}, not a key: ${shape}`
      )
    }
    keys.push(k)
  }
  return { prefix: head.prefix, keys }
}

async function readManifest(store: ObjectStore, key: string): Promise<Manifest> {
  let text: string
  try {
    text = (await readAll(await store.get(key))).toString('utf8')
  } catch (err) {
    throw new InputError(`cannot read the manifest ${store.uriOf(key)}: ${(err as Error).message}`)
  }
  return parseManifest(text, store.uriOf(key))
}
