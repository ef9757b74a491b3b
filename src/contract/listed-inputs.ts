// The input of a run, listed once: the stage that lists the inputs keeps what the listing said (each
// object's key, where its name starts in the key, its size) and every later use (output names, the
// part to run, `max-payload: auto`, the backend, the analysis, the manifests) replays it from memory
// instead of listing the prefix again. A key is kept as the one string the listing gave; the name is a
// view into it, the size one slot of a typed array, so an input costs its key and a dozen bytes.
import type { S3DataType } from '../spec.js'
import type { InputListing, InputObject } from './listing.js'
import { outputKey, type OutputPlace } from './output-keys.js'

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
}

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

/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
export async function listOnce(
  listing: InputListing,
  data: ListedData,
  outputs: OutputPlace
): Promise<ListedInputs> {
  const keys: string[] = []
  // Where each name starts in its key (a name is always the key's tail), and the listed size (NaN: none).
  const nameAt = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n))
  const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n))
  for await (const o of listing.objects()) {
    keys.push(o.key)
    nameAt.push(o.key.length - o.name.length)
    sizes.push(o.size ?? Number.NaN)
  }
  const store = listing.store
  return {
    data: { uri: data.uri, type: data.type },
    outputs,
    count: keys.length,
    description: listing.description,
    store,
    async *objects(): AsyncIterable<InputObject> {
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]
        const name = key.slice(nameAt.at(i))
        const size = sizes.at(i)
        yield { store, key, name, output: outputKey(name, outputs), ...(Number.isNaN(size) ? {} : { size }) }
      }
    },
    nameOf: uri => listing.nameOf(uri),
    holds: name => listing.holds(name)
  }
}

/** The listed inputs when they are of `data` with outputs going to `outputs`; else undefined. */
export function listedFor(
  listed: ListedInputs | undefined,
  data: ListedData,
  outputs: OutputPlace
): ListedInputs | undefined {
  return listed &&
    listed.data.uri === data.uri &&
    listed.data.type === data.type &&
    listed.outputs === outputs
    ? listed
    : undefined
}
