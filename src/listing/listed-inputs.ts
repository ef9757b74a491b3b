// The input of a run, listed once: the stage that lists the inputs keeps what the listing said (each
// object's key, where its name starts in the key, its size) and every later use (output names, the
// part to run, `max-payload: auto`, the backend, the analysis, the manifests) replays it from memory
// instead of listing the prefix again. Keys are kept packed: each key's folder once (a prefix holds
// few), the names joined into strings of many names each, ends and sizes in typed arrays, so an input
// costs its name's characters and a dozen bytes, and no object of its own.
import type { S3DataType } from '../spec.js'
import { InputIndex } from './input-index.js'
import type { InputListing, InputObject } from './listing.js'
import { outputKey, outputName, type OutputPlace } from '../contract/output-keys.js'

/** The data input a listing is of. */
export interface ListedData {
  uri: string
  type: S3DataType
}

export interface ListedInputs extends InputListing {
  /** The data input listed, and the place its outputs go (how each output is named). */
  readonly data: ListedData
  readonly outputs: OutputPlace
  /** Input objects listed. */
  readonly count: number
  /** The `i`th input's key and name, in listing order. */
  keyAt(i: number): string
  nameAt(i: number): string
  /** The `i`th input's size and S3 ETag, when the listing said. */
  sizeAt(i: number): number | undefined
  etagAt(i: number): string | undefined
  /**
   * The inputs' output names, sorted (made on first ask, once): where outputs keep their input's name
   * (S3), undefined elsewhere (a folder's names are normalised first).
   */
  outputNames(): InputIndex | undefined
}

/** Whether a listing is the run's one listing, kept (and so holds its sorted output names). */
export const isListed = (l: InputListing): l is ListedInputs => 'outputNames' in l

/** Grows by doubling: a typed array of numbers that does not know its length in advance. */
class GrowingArray<T extends Float64Array | Uint32Array> {
  length = 0
  constructor(
    private values: T,
    private readonly make: (n: number) => T
  ) {}
  push(v: number): void {
    if (this.length === this.values.length) {
      const next = this.make(this.values.length * 2)
      next.set(this.values)
      this.values = next
    }
    this.values[this.length++] = v
  }
  at(i: number): number {
    return this.values[i]
  }
}

/** Names joined per string: a string of about a megabyte for names of a few dozen characters. */
const NAMES_PER_BLOCK = 1 << 15

/** Keys as their folder (an index into a short table) and their name (a view into a joined block). */
class PackedKeys {
  private readonly heads: string[] = []
  private readonly headIds = new Map<string, number>()
  private readonly headOf = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n))
  /** Where each name ends in its block. */
  private readonly ends = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n))
  private readonly blocks: string[] = []
  private pending: string[] = []
  private pendingLength = 0
  count = 0

  /** The last key's folder: the next key's most often (keys come in order), known without a look-up. */
  private lastHead = -1

  push(key: string, name: string): void {
    const headLength = key.length - name.length
    const last = this.lastHead < 0 ? undefined : this.heads[this.lastHead]
    let id: number | undefined
    if (last !== undefined && last.length === headLength && key.startsWith(last)) id = this.lastHead
    else {
      const head = key.slice(0, headLength)
      id = this.headIds.get(head)
      if (id === undefined) {
        id = this.heads.push(head) - 1
        this.headIds.set(head, id)
      }
      this.lastHead = id
    }
    this.headOf.push(id)
    this.pending.push(name)
    this.pendingLength += name.length
    this.ends.push(this.pendingLength)
    this.count++
    if (this.pending.length === NAMES_PER_BLOCK) this.seal()
  }

  /** Joins the names pushed since the last block into one string. */
  seal(): void {
    if (this.pending.length) this.blocks.push(this.pending.join(''))
    this.pending = []
    this.pendingLength = 0
  }

  nameAt(i: number): string {
    const block = this.blocks[Math.floor(i / NAMES_PER_BLOCK)]
    const start = i % NAMES_PER_BLOCK === 0 ? 0 : this.ends.at(i - 1)
    return block.slice(start, this.ends.at(i))
  }

  keyAt(i: number): string {
    return `${this.heads[this.headOf.at(i)]}${this.nameAt(i)}`
  }
}

/** A lowercase hex digit's value; -1 for any other character. */
function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  if (c >= 0x61 && c <= 0x66) return c - 0x57
  return -1
}

/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
  private bytes = new Uint8Array(0)
  private readonly others = new Map<number, string>()
  private readonly none = new Set<number>()

  set(i: number, etag: string | undefined): void {
    if (etag === undefined) return void this.none.add(i)
    if ((i + 1) * 16 > this.bytes.length) {
      const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16))
      next.set(this.bytes)
      this.bytes = next
    }
    // An MD5 ETag as S3 gives it (single-part uploads), `"` and 32 lowercase hex digits and `"`: its
    // 16 bytes, read in place (no match, no buffer, a million times).
    const plain = etag.length === 34 && etag.charCodeAt(0) === 0x22 && etag.charCodeAt(33) === 0x22
    for (let b = 0; plain && b < 16; b++) {
      const high = hexDigit(etag.charCodeAt(1 + 2 * b))
      const low = hexDigit(etag.charCodeAt(2 + 2 * b))
      if (high < 0 || low < 0) return void this.others.set(i, etag)
      this.bytes[i * 16 + b] = (high << 4) | low
    }
    if (!plain) this.others.set(i, etag)
  }

  at(i: number): string | undefined {
    if (this.none.has(i)) return undefined
    const other = this.others.get(i)
    if (other !== undefined) return other
    return `"${Buffer.from(this.bytes.buffer, i * 16, 16).toString('hex')}"`
  }
}

/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
export async function listOnce(
  listing: InputListing,
  data: ListedData,
  outputs: OutputPlace
): Promise<ListedInputs> {
  const keys = new PackedKeys()
  // The listed size (NaN: none).
  const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n))
  // ETags only where the listing gives them (S3): a folder's listing keeps none.
  let etags: PackedEtags | undefined
  for await (const o of listing.objects()) {
    if (o.etag !== undefined && !etags) {
      etags = new PackedEtags()
      for (let i = 0; i < keys.count; i++) etags.set(i, undefined)
    }
    etags?.set(keys.count, o.etag)
    keys.push(o.key, o.name)
    sizes.push(o.size ?? Number.NaN)
  }
  keys.seal()
  const store = listing.store
  const count = keys.count
  let names: InputIndex | undefined
  const outputNames = () =>
    outputs === 's3' ? (names ??= new InputIndex({ size: count, at: i => keys.nameAt(i) })) : undefined
  // Every listed input's output name, for `holds`: exact, where the listing beneath only knows whether
  // a name could be one of its prefix's.
  let held: InputIndex | undefined
  const heldNames = () =>
    (held ??=
      outputNames() ?? new InputIndex({ size: count, at: i => outputName(keys.nameAt(i), outputs) ?? '' }))
  return {
    data: { uri: data.uri, type: data.type },
    outputs,
    count,
    description: listing.description,
    store,
    async *objects(): AsyncIterable<InputObject> {
      for (let i = 0; i < count; i++) {
        const name = keys.nameAt(i)
        const size = sizes.at(i)
        const etag = etags?.at(i)
        yield {
          store,
          key: keys.keyAt(i),
          name,
          output: outputKey(name, outputs),
          ...(Number.isNaN(size) ? {} : { size }),
          ...(etag === undefined ? {} : { etag })
        }
      }
    },
    keyAt: i => keys.keyAt(i),
    nameAt: i => keys.nameAt(i),
    sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
    etagAt: i => etags?.at(i),
    outputNames,
    nameOf: uri => {
      const name = listing.nameOf(uri)
      return name !== undefined && heldNames().has(name) ? name : undefined
    },
    holds: name => {
      const output = outputName(name, outputs)
      return output !== undefined && heldNames().has(output)
    }
  }
}

/** Why the inputs could not be listed (an attached job's input, listed once it is described). */
export interface UnlistedInputs {
  readonly unlisted: string
}

/** The inputs a stage reads: listed, or why they could not be. */
export type InputsOrWhy = ListedInputs | UnlistedInputs

export const isUnlisted = (i: InputsOrWhy): i is UnlistedInputs => 'unlisted' in i

/**
 * The listed inputs narrowed to a part (by output name), as the manifest `manifestUri` names it: what a
 * listing of that manifest would say, with the sizes the one listing gave, and no listing of its own.
 */
export async function partOfListed(
  listed: ListedInputs,
  names: ReadonlySet<string>,
  manifestUri: string
): Promise<ListedInputs> {
  const outputs = listed.outputs
  const chosen = (name: string | undefined) => name !== undefined && names.has(name)
  const part: InputListing = {
    description: `the manifest ${manifestUri}`,
    store: listed.store,
    async *objects() {
      for await (const o of listed.objects()) if (chosen(outputName(o.name, outputs) ?? o.name)) yield o
    },
    nameOf: uri => {
      const name = listed.nameOf(uri)
      return chosen(name) ? name : undefined
    },
    holds: name => chosen(outputName(name, outputs))
  }
  return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs)
}
