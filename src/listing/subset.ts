// Runs over part of the input: the inputs that have no output yet (`rerun: failed`), or a seeded sample
// (`sample`), named in a ManifestFile (`[{"prefix": ...}, "rel/key", ...]`, SageMaker's format) that is
// written beside the outputs and run instead of the whole input. Entries are the inputs' names, so the
// outputs of the part land where the whole input's would.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { UserError } from '../errors.js'
import type { DataSpec, SampleSpec } from '../spec.js'
import type { OutputFolder } from '../storage/resolve.js'
import { isS3Uri } from '../storage/uri.js'
import type { ListedInputs } from './listed-inputs.js'
import { nameOfOutput, outputName, type OutputPlace } from '../contract/output-keys.js'

/** Where the manifests go, inside output-path. */
const MANIFEST_FOLDER = '_manifests'

interface NamedInputs {
  /** The manifest prefix: the folder every name is relative to. */
  prefix: string
  /** Input names, in listing order. */
  names: string[]
  /** Where their outputs go, which decides the outputs' names. */
  outputs: OutputPlace
}

/** Every input the run listed, with the prefix its name is relative to (one prefix, as a manifest has). */
async function listNamedInputs(listing: ListedInputs): Promise<NamedInputs> {
  let base: string | undefined
  const names: string[] = []
  for await (const o of listing.objects()) {
    const here = o.key.slice(0, o.key.length - o.name.length)
    if (base !== undefined && here !== base)
      throw new UserError(
        `data: ${listing.description} holds objects in more than one folder relative to the prefix ` +
          `(${JSON.stringify(base)} and ${JSON.stringify(here)}); rerun, sample and cache need a folder prefix such as s3://bucket/images/.`
      )
    base = here
    names.push(o.name)
  }
  const store = listing.store
  return { prefix: base === undefined ? '' : store.uriOf(base), names, outputs: listing.outputs }
}

/** The names of the `.out` objects under output-path. */
async function outputNames(output: OutputFolder): Promise<Set<string>> {
  const names = new Set<string>()
  for await (const o of output.store.list('')) {
    if (o.key.startsWith(`${MANIFEST_FOLDER}/`)) continue
    const name = nameOfOutput(o.key)
    if (name !== undefined) names.add(name)
  }
  return names
}

/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs: NamedInputs, has: (outputName: string) => boolean): string[] {
  return inputs.names.filter(n => !has(outputName(n, inputs.outputs) ?? n))
}

/** How many objects a sample takes from `total`: N, or P% rounded to the nearest whole object (at least 1). */
function sampleSize(sample: SampleSpec, total: number): number {
  const n = sample.count ?? Math.round((total * (sample.percent ?? 100)) / 100)
  return Math.min(total, Math.max(total > 0 ? 1 : 0, n))
}

/**
 * A deterministic sample: the names with the smallest sha256(seed, name). A name's rank depends only on
 * the seed and the name, so runs agree, and adding files changes the sample only where a new name ranks
 * in.
 */
export function sampleNames(names: string[], sample: SampleSpec): string[] {
  const rank = (name: string) => createHash('sha256').update(`${sample.seed}\0${name}`).digest('hex')
  const ranked = names.map(name => ({ name, rank: rank(name) }))
  ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
  const chosen = new Set(ranked.slice(0, sampleSize(sample, names.length)).map(r => r.name))
  return names.filter(n => chosen.has(n))
}

/** The manifest's text in SageMaker's ManifestFile format. */
function manifestText(prefix: string, names: string[]): string {
  return `${JSON.stringify([{ prefix }, ...names])}\n`
}

/**
 * Writes a manifest as `<output-path>/_manifests/<file>` and returns its URI (an S3 URI, or a path in
 * local mode), ready to be given as `data` with `data-type: ManifestFile`.
 */
async function writeManifest(
  { uri: outputPath, store }: OutputFolder,
  file: string,
  inputs: NamedInputs,
  names: string[]
): Promise<string> {
  const key = `${MANIFEST_FOLDER}/${file}`
  await store.put(key, manifestText(inputs.prefix, names), 'application/json')
  return isS3Uri(outputPath) ? store.uriOf(key) : path.resolve(store.uriOf(key))
}

/**
 * A manifest of the listed inputs at `positions` (in listing order), written as
 * `<output-path>/_manifests/<file>`; its URI.
 */
export async function partManifest(
  output: OutputFolder,
  file: string,
  listed: ListedInputs,
  positions: readonly number[]
): Promise<string> {
  const inputs = await listNamedInputs(listed)
  return writeManifest(
    output,
    file,
    inputs,
    positions.map(i => inputs.names[i])
  )
}

/** The data input that runs the manifest instead of the whole input. */
export function manifestData(data: DataSpec, manifestUri: string): DataSpec {
  return { ...data, uri: manifestUri, type: 'ManifestFile' }
}

/** What a run with `rerun` or `sample` runs instead of the whole input. */
export interface SubsetPlan {
  kind: 'rerun' | 'sample'
  /** The manifest naming the part (absent when a rerun finds nothing missing). */
  manifest?: string
  /** Objects in the part. */
  chosen: number
  /** The output names (outputName) of the objects in the part. */
  names: string[]
  /** Objects in the whole input. */
  total: number
}

/**
 * The part to run, or undefined for the whole input; the manifest is written here. A rerun also runs
 * `failedBefore` (input names the last run counted as failed although an output is there).
 */
export async function planSubset(
  data: DataSpec,
  output: OutputFolder,
  listed: ListedInputs,
  stamp: string,
  failedBefore: readonly string[] = []
): Promise<SubsetPlan | undefined> {
  if (!data.rerun && !data.sample) return undefined
  const inputs = await listNamedInputs(listed)
  const kind = data.rerun ? 'rerun' : 'sample'
  const existing = data.sample ? undefined : await outputNames(output)
  const failed = new Set(failedBefore.map(n => outputName(n, inputs.outputs) ?? n))
  const names = data.sample
    ? sampleNames(inputs.names, data.sample)
    : missingOutputs(inputs, name => existing!.has(name) && !failed.has(name))
  const plan: SubsetPlan = {
    kind,
    chosen: names.length,
    total: inputs.names.length,
    names: names.map(n => outputName(n, inputs.outputs) ?? n)
  }
  if (names.length > 0) plan.manifest = await writeManifest(output, `${kind}-${stamp}.json`, inputs, names)
  return plan
}

/**
 * The manifest of exactly the inputs without an output, after a run with failed files: `counted` says
 * which output names the report counted (an output an earlier run left is not this run's). With
 * `reasonOf` (an input's URI -> why it failed), each entry's reason is written beside it, in
 * `failed-<stamp>-reasons.json` (a ManifestFile holds names only). `listed`: the reported input as listed.
 */
export async function failedManifest(
  output: OutputFolder,
  listed: ListedInputs,
  stamp: string,
  counted: (outputName: string) => boolean,
  reasonOf?: (uri: string) => string | undefined
): Promise<string | undefined> {
  const inputs = await listNamedInputs(listed)
  const missing = missingOutputs(inputs, counted)
  if (missing.length === 0) return undefined
  const uri = await writeManifest(output, `failed-${stamp}.json`, inputs, missing)
  if (reasonOf) {
    const entries = missing.map(name => ({
      input: name,
      reason: reasonOf(`${inputs.prefix}${name}`) ?? null
    }))
    await output.store.put(
      `${MANIFEST_FOLDER}/${reasonsFileOf(`failed-${stamp}.json`)}`,
      `${JSON.stringify({ manifest: uri, prefix: inputs.prefix, entries }, null, 2)}\n`,
      'application/json'
    )
  }
  return uri
}

/** `.../failed-<stamp>.json` -> `.../failed-<stamp>-reasons.json`: each entry of the manifest with its reason. */
export function reasonsFileOf(manifest: string): string {
  return manifest.replace(/\.json$/, '-reasons.json')
}

/**
 * An input's reason (by URI) from a job's failed objects, else `unexplained` (the reason given to failed
 * inputs no object reason names); undefined when the backend names none.
 */
export function failureReasons(
  failures: ReadonlyArray<{ key: string; uri?: string; reason: string }> | undefined,
  unexplained?: string
): ((uri: string) => string | undefined) | undefined {
  if (!failures?.length && unexplained === undefined) return undefined
  const byUri = new Map((failures ?? []).map(f => [f.uri ?? f.key, f.reason]))
  return uri => byUri.get(uri) ?? unexplained
}
