// Before a run writes anything: every input must get an output name of its own (two inputs with one
// name would leave one prediction where two were made, and the report would count one for two), and
// outputs an earlier run left for these inputs are told, since SageMaker leaves them in place.
import { plural } from '../format.js'
import { UserError } from '../errors.js'
import type { DataSpec } from '../spec.js'
import { ignoresCase } from '../storage/fs-store.js'
import type { OutputFolder } from '../storage/resolve.js'
import type { StoredObject } from '../storage/store.js'
import { compareKeys, localPath } from '../storage/uri.js'
import { noInputObjects, type InputListing } from './listing.js'
import { isListed } from './listed-inputs.js'
import { nameOfOutput, OUTPUT_SUFFIX, type OutputPlace } from '../contract/output-keys.js'

const SHOWN_CLASHES = 3

interface Clash {
  first: string
  second: string
  output: string
}

/** The output keys (relative to output-path) of a run's inputs. */
export interface OutputKeys {
  readonly size: number
  has(key: string): boolean
}

/**
 * The output keys (relative to output-path) of every input of `data`. Refuses, before anything is
 * written or created, an input that holds nothing and inputs whose outputs would share one name (on a
 * folder whose file system ignores case, also names that differ only in case), naming both keys.
 */
export async function checkOutputNames(
  data: Pick<DataSpec, 'uri' | 'type'>,
  output: OutputFolder,
  /** The inputs as the run listed them, their outputs going to `outputs` (outputPlaceOf(output.uri)). */
  { listing, outputs }: { listing: InputListing; outputs: OutputPlace },
  opts: { ignoresCase?: (dir: string) => Promise<boolean> } = {}
): Promise<OutputKeys> {
  // Outputs named as their inputs (S3): the sorted names of the listing, whose repeats are the clashes.
  const listed = isListed(listing) ? listing : undefined
  const index = listed?.outputNames()
  if (index && listed) {
    const listing = listed
    if (listing.count === 0) throw noInputObjects(listing)
    if (index.duplicateCount > 0) {
      const clashing = index.duplicates.map(d => ({
        first: listing.keyAt(d.first),
        second: listing.keyAt(d.second),
        output: `${listing.nameAt(d.first)}${OUTPUT_SUFFIX}`
      }))
      throw clashError(listing, data, await describeClashes(listing, clashing), index.duplicateCount, false)
    }
    return {
      size: index.size,
      has: key => {
        const name = nameOfOutput(key)
        return name !== undefined && index.has(name)
      }
    }
  }
  const foldCase = outputs === 'folder' && (await (opts.ignoresCase ?? ignoresCase)(localPath(output.uri)))
  const keys = new Set<string>()
  // Each output's first input by its listed key (the listing's own string: nothing more per input).
  const owner = new Map<string, string>()
  const clashing: { first: string; second: string; output: string }[] = []
  let clashCount = 0
  let inputs = 0
  for await (const o of listing.objects()) {
    inputs++
    const key = o.output.key
    if (key === undefined) continue // fails on its own, with its reason, and writes nothing
    keys.add(key)
    const id = foldCase ? key.toLowerCase() : key
    const first = owner.get(id)
    if (first === undefined) owner.set(id, o.key)
    else if (clashCount++ < SHOWN_CLASHES) clashing.push({ first, second: o.key, output: key })
  }
  owner.clear()
  if (inputs === 0) throw noInputObjects(listing)
  if (clashCount > 0) {
    const clashes = await describeClashes(listing, clashing)
    throw clashError(listing, data, clashes, clashCount, foldCase)
  }
  return keys
}

/** The clashing inputs by URI, each with its name as listed where the URI does not end with it. */
async function describeClashes(
  listing: InputListing,
  clashing: { first: string; second: string; output: string }[]
): Promise<Clash[]> {
  const wanted = new Set(clashing.flatMap(c => [c.first, c.second]))
  const uriOf = new Map<string, string>()
  for await (const o of listing.objects()) {
    if (!wanted.has(o.key) || uriOf.has(o.key)) continue
    // A folder's path resolves `//`: the name as listed says which entry it is.
    const at = o.store.uriOf(o.key)
    uriOf.set(o.key, at.endsWith(o.name) ? at : `${at} (listed as ${JSON.stringify(o.name)})`)
  }
  return clashing.map(c => ({ first: uriOf.get(c.first)!, second: uriOf.get(c.second)!, output: c.output }))
}

function clashError(
  listing: InputListing,
  data: Pick<DataSpec, 'uri' | 'type'>,
  clashes: Clash[],
  count: number,
  foldCase: boolean
): UserError {
  const shown = clashes.map(c => `${c.first} and ${c.second} (both ${JSON.stringify(c.output)})`).join('; ')
  const more = count > clashes.length ? `; and ${count - clashes.length} more` : ''
  const where = foldCase ? ' in output-path, whose file system ignores case' : ''
  const fix =
    data.type === 'ManifestFile'
      ? 'List each object once, or move one of the two so their names differ.'
      : data.uri.endsWith('/')
        ? 'Move or rename one of the two so their names differ.'
        : `End the prefix with / (${data.uri}/) to read only that folder, or move one of the two objects.`
  return new UserError(
    `data: ${count === 1 ? 'two inputs' : `${count} pairs of inputs`} of ${listing.description} would get ` +
      `the same output name${where}, so one prediction would overwrite the other: ${shown}${more}. ${fix} ` +
      'Nothing was uploaded or created.'
  )
}

/** Hands every object of output-path to `take`, in any order (a large folder: by key ranges at once). */
export type ListOutputs = (take: (o: StoredObject) => void) => Promise<void>

/**
 * One log line when output-path already holds outputs for `keys` (before the job writes any): how many,
 * and the first in key order. They are an earlier run's; the report counts only this job's.
 */
export async function earlierOutputsLine(
  { uri: outputPath, store }: OutputFolder,
  keys: OutputKeys,
  listOutputs: ListOutputs = async take => {
    for await (const o of store.list('')) take(o)
  }
): Promise<string | undefined> {
  if (keys.size === 0) return undefined
  let count = 0
  let first: string | undefined
  await listOutputs(o => {
    if (!keys.has(o.key)) return
    count++
    if (first === undefined || compareKeys(o.key, first) < 0) first = o.key
  })
  if (first === undefined) return undefined
  return (
    `output-path ${outputPath} already holds ${plural(count, 'output')} for this run's inputs ` +
    `(e.g. ${store.uriOf(first)}), left by an earlier run; the report counts only the outputs this job ` +
    'writes. An output-path per run (as the examples use) keeps runs apart.'
  )
}
