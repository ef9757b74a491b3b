// What reading a run needs loaded before the first output: the label map, the inputs' listing, the
// ground truth and the baseline. A loader that cannot load says why in a note and gives the reason
// instead of the value, so the gates can name it.
import { errorMessage, UserError } from '../../errors.js'
import type { BaselinePackage, Spec } from '../../spec.js'
import { BaselineComparer } from '../baseline/baseline-comparer.js'
import { loadBaseline, type BaselineLoad } from '../baseline/baseline-index.js'
import { openBaseline, type BaselineSource } from '../baseline/baseline-source.js'
import type { ClassRegistry } from '../classes.js'
import { loadGroundTruth, type GroundTruth } from '../evaluation/ground-truth.js'
import { groundTruthMatch, MATCH_RULE } from '../evaluation/ground-truth-match.js'
import { isUnlisted, type InputsOrWhy, type ListedInputs } from '../../listing/listed-inputs.js'
import { builtinLabelMap, parseLabelFile, type LabelMap } from '../labels.js'
import { readWholeFile, type S3ClientSource } from '../../storage/resolve.js'

export async function loadLabelMap(spec: Spec, s3: S3ClientSource): Promise<LabelMap | undefined> {
  const name = spec.report.labelMap
  if (!name) return undefined
  const builtin = builtinLabelMap(name)
  if (builtin) return builtin
  const text = (await readWholeFile(name, s3, 'label-map')).toString('utf8')
  return parseLabelFile(name, text)
}

/** What a figure is computed from, or why it cannot be (the gates name the reason). */
export interface Loaded<T> {
  value?: T
  missing?: string
}

/** Said in the log and kept among the summary's notes. */
export type Note = (message: string) => void

/** How the loaders reach storage, and where they say what they had to skip. */
export interface Loading {
  s3: S3ClientSource
  note: Note
}

/** The reported inputs as the run listed them; when they could not be, why is noted and none given. */
export function listedInputs(inputs: InputsOrWhy, { note }: Loading): ListedInputs | undefined {
  if (!isUnlisted(inputs)) return inputs
  note(`Could not list the inputs (${inputs.unlisted}); failed objects are not counted.`)
  return undefined
}

/**
 * The ground truth for the listed inputs, matched against their keys. One that matched no input is
 * still given (the report names it), with the reason no accuracy can be measured.
 */
export async function groundTruthFor(
  uri: string | undefined,
  { inputs, registry }: { inputs?: ListedInputs; registry: ClassRegistry },
  { s3, note }: Loading
): Promise<Loaded<GroundTruth>> {
  if (!uri) return { missing: 'no ground-truth given' }
  if (!inputs) return { missing: 'the inputs could not be listed to match ground truth' }
  try {
    const value = await loadGroundTruth(uri, s3, inputs, registry)
    const match = groundTruthMatch(value, inputs)
    if (match) note(`Ground truth: ${match.said}. ${MATCH_RULE}`)
    if (match?.kind !== 'nothing') return { value }
    return { value, missing: `the ground truth matched nothing: ${match.said}` }
  } catch (err) {
    note(`Evaluation skipped: ${errorMessage(err)}`)
    return { missing: `ground truth not read: ${errorMessage(err)}` }
  }
}

/** A baseline read and ready to compare with, with where it came from and how many outputs it holds. */
export interface OpenedBaseline {
  comparer: BaselineComparer
  source: BaselineSource
  outputs: number
}

export async function baselineFor(
  uri: string | undefined,
  load: BaselineLoad,
  { s3, note }: Loading,
  /** `baseline: registry`: the approved version whose run `uri` (its `_summary.json`) must be. */
  registered?: BaselinePackage
): Promise<Loaded<OpenedBaseline>> {
  if (!uri) return { missing: 'no baseline given' }
  try {
    const source = await openBaseline(uri, s3)
    if (registered) {
      if (source.run.job !== registered.job)
        throw new UserError(
          `${uri} is now job ${source.run.job ?? 'unknown'}'s, not ${registered.job}'s, which model package version ${registered.version} registered`
        )
      const { arn, version, accuracy } = registered
      source.run.modelPackage = { arn, version, ...(accuracy !== undefined ? { accuracy } : {}) }
    }
    const index = await loadBaseline(source.store, load)
    if (index.records === 0) {
      const missing = `the baseline ${source.folder} has no readable predictions`
      note(`Baseline comparison skipped: ${missing}.`)
      return { missing }
    }
    const { registry, threshold, groundTruth } = load
    const comparer = new BaselineComparer(source.folder, index, registry, threshold, groundTruth)
    return { value: { comparer, source, outputs: index.outputs } }
  } catch (err) {
    note(`Baseline comparison skipped: ${errorMessage(err)}`)
    return { missing: `baseline not read: ${errorMessage(err)}` }
  }
}
