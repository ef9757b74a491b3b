// Stage 3, once credentials are open: the input listing (the run's only one: every later stage reads
// it from here), every input's output name (collisions refused before anything is uploaded or created),
// the outputs an earlier run left (told in one line), the part of the input that `rerun` or `sample`
// asks for, named in a manifest beside the outputs, and the spec the job runs (RunSpec): `max-payload:
// auto` sized over that part, the device decided. The only other listing of a run is an attached job's
// input, known once the job is described (listAttachedInputs).
import { workflowRun } from '../contract/names.js'
import type { SubsetPlan } from '../listing/subset.js'
import type { InputsOrWhy, ListedInputs } from '../listing/listed-inputs.js'
import type { ListOutputs } from '../listing/output-names.js'
import type { OutputFolder } from '../storage/resolve.js'
import type { StoredObject } from '../storage/store.js'
import { OUTPUT_SUFFIX, outputPlaceOf } from '../contract/output-keys.js'
import { runsOnGpu } from '../contract/images.js'
import { errorMessage } from '../errors.js'
import type { StageContext } from '../context.js'
import type { RunSpec, RunSpecOf, Spec } from '../spec.js'
import type { CachePlan } from '../cache/plan.js'
import type { Cache } from '../cache/open.js'
import { warnEmptyContentType } from './content-type-check.js'
import { warnIdleInstances } from './idle-check.js'

/** The part of the input a run transforms. */
export interface RunPart {
  /** What `rerun` or `sample` chose; undefined: the whole input. */
  subset?: SubsetPlan
  /** The spec the job runs: its data is the subset's manifest when there is one. */
  runSpec: RunSpec
  /** `rerun: failed` with every input already holding an output: no job is made. */
  nothingToRun: boolean
  /**
   * The input (`spec.data`) as listed here, once; every later use reads it from here. Undefined with
   * `attach`: the job's own input is listed once the job is described (listAttachedInputs).
   */
  inputs?: ListedInputs
  /** The part `rerun`/`sample` chose (its manifest's listing), narrowed from `inputs`; else `inputs`. */
  partInputs?: ListedInputs
  /** `runSpec.data` as listed: `partInputs`, or the cache's misses narrowed from them. */
  runInputs?: ListedInputs
  /** What `cache` reused, and the inputs left to the job (then `runSpec` runs exactly them). */
  cache?: CachePlan
  /** The run's stamp in the names of the manifests it writes. */
  stamp: string
}

/**
 * The inputs (output names) the job transforms when it runs only part of what is reported: `rerun`'s, or
 * the cache's misses. The other inputs' outputs are kept (counted, not the job's). Undefined: the job
 * runs everything reported.
 */
export function jobPart(part: RunPart): { names: readonly string[] } | undefined {
  if (part.cache) return { names: part.cache.missNames }
  return part.subset?.kind === 'rerun' ? part.subset : undefined
}

function logPlan(plan: SubsetPlan, spec: Spec, ctx: StageContext): void {
  if (!plan.manifest) {
    ctx.log.info(`rerun: failed: all ${plan.total} inputs have an output; no job is created.`)
    return
  }
  ctx.log.info(
    plan.kind === 'rerun'
      ? `rerun: failed: ${plan.chosen} of ${plan.total} inputs have no output; running them from ${plan.manifest}.`
      : `sample: ${plan.chosen} of ${plan.total} inputs (sample-seed ${spec.data.sample?.seed}), listed in ${plan.manifest}.`
  )
}

/** The spec a job runs: `max-payload` as sized (never `auto`), the device decided; the one place. */
export function runSpecOf<S extends Spec>(spec: S, maxPayloadMB: number | undefined): RunSpecOf<S> {
  const { maxPayloadMB: _asked, ...resources } = spec.resources
  const settled = {
    ...resources,
    ...(maxPayloadMB === undefined ? {} : { maxPayloadMB }),
    gpu: runsOnGpu(spec.resources.instanceType)
  }
  return { ...spec, resources: settled } as unknown as RunSpecOf<S>
}

/**
 * The part with the image the cache keys the run by (`repository@sha256:...`, a local image's ID) in
 * its spec: the model is created with it, so what runs is what was keyed even if the tag moves.
 */
export function withPinnedImage(part: RunPart, image: string | undefined): RunPart {
  if (!image) return part
  const runSpec = { ...part.runSpec, model: { ...part.runSpec.model, pinnedImage: image } }
  return { ...part, runSpec } as RunPart
}

/**
 * `attach`: the attached job's input (`reported.data`, its own), listed once the job is described; why
 * not, when it cannot be (the report then says so).
 */
export async function listAttachedInputs(reported: Spec, ctx: StageContext): Promise<InputsOrWhy> {
  const { openInputListing } = await import('../listing/listing.js')
  const { listOnce } = await import('../listing/listed-inputs.js')
  const place = outputPlaceOf(reported.output.path)
  try {
    const s3 = () => ctx.s3(reported.control)
    const opened = await openInputListing(reported.data.uri, reported.data.type, s3, { outputs: place })
    return await listOnce(opened, reported.data, place)
  } catch (err) {
    return { unlisted: errorMessage(err) }
  }
}

/** Ranges of output-path listed at once before the job. */
const RANGES_IN_FLIGHT = 32

/**
 * output-path listed by key ranges side by side, cut at the inputs' sorted output names (S3 only): a
 * folder an earlier run filled with a million outputs is read in seconds, not one page after another.
 * Most folders are new or small: a first page that holds the whole folder is all that is asked.
 */
export async function byKeyRanges(
  inputs: ListedInputs,
  outputs: OutputFolder
): Promise<ListOutputs | undefined> {
  const names = inputs.outputNames()
  const store = outputs.store
  if (!names || !store.listAfter) return undefined
  const { OutputRanges, OUTPUTS_PER_RANGE } = await import('../results/read/output-ranges.js')
  return async take => {
    const firstPage: StoredObject[] = []
    for await (const o of store.list('')) {
      if (firstPage.length === OUTPUTS_PER_RANGE) {
        const ranges = new OutputRanges(names)
        return ranges.list(store, ranges.incomplete(), RANGES_IN_FLIGHT, take)
      }
      firstPage.push(o)
    }
    firstPage.forEach(take)
  }
}

/** `cache`, when set, gives the boundaries the input's last listing left, and keeps this listing's. */
export async function planPart(
  spec: Spec,
  ctx: StageContext,
  cache?: Pick<Cache, 'listingBoundaries'>
): Promise<RunPart> {
  const { checkOutputNames, earlierOutputsLine } = await import('../listing/output-names.js')
  const { manifestData, planSubset } = await import('../listing/subset.js')
  const { openInputListing } = await import('../listing/listing.js')
  const { listOnce, partOfListed } = await import('../listing/listed-inputs.js')
  const { failedInLastRun } = await import('../results/summary/failed-in-last-run.js')
  const { openOutputFolder } = await import('../storage/resolve.js')
  const s3 = () => ctx.s3(spec.control)
  const sagemaker = spec.control.mode === 'sagemaker'
  const attaching = spec.control.mode === 'sagemaker' && spec.control.attach
  // An attached job has its own output path, read from the job once it is described.
  const stamp = workflowRun(ctx.env) ?? new Date(ctx.now()).toISOString().replace(/[-:.]/g, '')
  if (attaching) {
    const given = spec.resources.maxPayloadMB
    return {
      runSpec: runSpecOf(spec, typeof given === 'number' ? given : undefined),
      nothingToRun: false,
      stamp
    }
  }
  const outputs = openOutputFolder(spec.output.path, s3)
  // The one listing of the input: every later stage reads this. With a cache, by the ranges the last
  // listing's boundaries cut, side by side.
  const place = outputPlaceOf(outputs.uri)
  const kept = await cache?.listingBoundaries()
  const opened = await openInputListing(spec.data.uri, spec.data.type, s3, {
    outputs: place,
    s3Only: sagemaker,
    ...(kept?.cuts ? { cuts: kept.cuts } : {})
  })
  const inputs = await listOnce(opened, spec.data, place)
  if (kept) await kept.keep(inputs)
  const keys = await checkOutputNames(spec.data, outputs, { listing: inputs, outputs: place })
  const failedBefore = spec.data.rerun ? await failedInLastRun(outputs, s3) : []
  const subset = await planSubset(spec.data, outputs, inputs, stamp, failedBefore)
  if (subset) logPlan(subset, spec, ctx)
  // A rerun keeps the outputs there by design; its part has none.
  if (subset?.kind !== 'rerun') {
    const part = subset && new Set(subset.names.map(name => `${name}${OUTPUT_SUFFIX}`))
    const line = await earlierOutputsLine(outputs, part ?? keys, await byKeyRanges(inputs, outputs))
    if (line) ctx.log.info(line)
  }
  warnIdleInstances(spec, subset?.manifest ? subset.chosen : keys.size, ctx.log)
  warnEmptyContentType(spec, inputs.count > 0 ? inputs.nameAt(0) : undefined, ctx.log)
  const nothingToRun = Boolean(subset && !subset.manifest)
  // The part's listing, narrowed from the one listing (what its manifest names, not read again).
  const partInputs = subset?.manifest
    ? await partOfListed(inputs, new Set(subset.names), subset.manifest)
    : inputs
  const partSpec = subset?.manifest ? { ...spec, data: manifestData(spec.data, subset.manifest) } : spec
  // `max-payload` settled here, `auto` sized from the sizes listed over the objects the job runs: the
  // only place it is sized.
  let maxPayloadMB: number | undefined
  const asked = spec.resources.maxPayloadMB
  if (asked !== 'auto') maxPayloadMB = asked
  else if (!nothingToRun) {
    const { resolveMaxPayload } = await import('../listing/payload.js')
    maxPayloadMB = await resolveMaxPayload(spec, partInputs, line => ctx.log.info(line))
  }
  const runSpec = runSpecOf(partSpec, maxPayloadMB)
  return { subset, runSpec, nothingToRun, inputs, partInputs, runInputs: partInputs, stamp }
}
