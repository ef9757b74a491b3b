// Placing what the cache kept: each input whose content has an output kept under the run's identity
// gets that output placed at output-path, and the part is narrowed to the misses; where every input is
// kept with what its reading gave, the copies go on beside the report instead, and end (`settle`) before
// anything is published: an output that could not be placed is then a follow-up job's.
import type { StageContext } from '../context.js'
import type { CacheSpec, Spec } from '../spec.js'
import { outputName } from '../contract/output-keys.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import { manifestData, partManifest } from '../listing/subset.js'
import { openOutputFolder, type OutputFolder } from '../storage/resolve.js'
import { count, plural } from '../format.js'
import { cacheSentence, cacheSummary, type CacheSummary } from './summary.js'
import type { CachePlan, KeptReadingsOfRun, OpenedCache, PartToLookUp } from './plan.js'
import type { KeptOutputs } from './records.js'
import { assumedPlaced, keptCandidates, reuseKept, type Reused, type ReuseParams } from './reuse.js'
import { compactReadings, readKeptReadings } from './readings.js'

/** The name of the output of the input at position `i` (its input's name where it has none). */
export const outputNameAt = (inputs: ListedInputs, i: number): string =>
  outputName(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i)

/** What placing a plan's kept outputs needs: the plan's settled parts, the placements' inputs, the readings' key. */
export interface ToPlace {
  base: Omit<CachePlan, 'misses' | 'missNames' | 'summary' | 'reuse' | 'readings' | 'placing'>
  reuse: ReuseParams
  outputs: OutputFolder
  readingKey: string | undefined
}

/**
 * The kept outputs placed at output-path and the part narrowed to the misses; where every input is
 * kept with its reading, the placements go on beside the report instead (cache.settle ends them).
 */
export async function placeKept<P extends PartToLookUp>(
  spec: Spec,
  part: P,
  { base, reuse, outputs, readingKey }: ToPlace,
  ctx: StageContext
): Promise<P> {
  const { inputs, kept } = reuse
  const candidates = keptCandidates(reuse)
  const nameOf = (i: number) => outputNameAt(inputs, i)
  const readings = await readingsByName(base, candidates, reuse, nameOf, readingKey, ctx)
  const keptReadings = (
    names: readonly string[],
    placed?: Promise<unknown>
  ): KeptReadingsOfRun | undefined =>
    readingKey && names.length
      ? { key: readingKey, names, readingOf: name => readings.get(name), ...(placed ? { placed } : {}) }
      : undefined
  // Every input kept, and what each read gave kept too: nothing waits for the copies, which go on
  // beside the report (cache.settle ends them before anything is published).
  if (candidates.length === reuse.positions.length && readings.size === candidates.length) {
    const placing = reuseKept(reuse, candidates)
    placing.catch(() => undefined)
    const assumed = assumedPlaced(reuse, candidates)
    const summary = tellReused(assumed, kept, base, ctx)
    const names = candidates.map(nameOf)
    const plan: CachePlan = {
      ...base,
      misses: [],
      missNames: [],
      summary,
      placing,
      reuse,
      readings: keptReadings(names, placing)
    }
    return { ...part, cache: plan, nothingToRun: true }
  }
  const reused = await reuseKept(reuse, candidates)
  tellPace(reused, ctx)
  const summary = tellReused(reused, kept, base, ctx)
  const plan: CachePlan = {
    ...base,
    misses: reused.misses,
    missNames: reused.misses.map(nameOf),
    summary,
    reuse,
    readings: keptReadings(reused.hits.map(nameOf).filter(n => readings.has(n)))
  }
  return narrowed(spec, part, plan, outputs, ctx)
}

/** The readings kept for the candidates (under the run's reading key), by output name. */
async function readingsByName(
  at: ToPlace['base'],
  candidates: readonly number[],
  reuse: ReuseParams,
  nameOf: (i: number) => string,
  readingKey: string | undefined,
  ctx: StageContext
): Promise<Map<string, string>> {
  const readings = new Map<string, string>()
  if (!readingKey || candidates.length === 0) return readings
  const contentOf = (i: number) => reuse.contents.get(i)!
  const contents = candidates.map(contentOf)
  const found = await readKeptReadings(at.store, reuse.kept, contents, readingKey, at.identity)
  // Many side files read one by one: compacted, so the next run reads one object.
  if (at.spec.write) await compactReadings(at.store, at.identity, readingKey, found, ctx.log)
  for (const i of candidates) {
    const kept = found.readings.get(contentOf(i))
    if (kept !== undefined) readings.set(nameOf(i), kept.reading)
  }
  return readings
}

/**
 * How the copies went, when it matters: S3 asking them to slow down, and (`waited`: how long the
 * report waited for them) that they were the run's limit.
 */
function tellPace(reused: Reused, ctx: StageContext, waited?: number): void {
  const pace = reused.pace
  if (!pace) return
  const slowed = pace.slowDowns
    ? `S3 asked ${plural(pace.slowDowns, 'time')} to slow down (down to ${pace.lowest} at once)`
    : ''
  if (waited !== undefined && waited > 100) {
    const rate = count(Math.round(pace.copies / Math.max(pace.ms / 1000, 0.001)))
    ctx.log.info(
      `cache: the copies were this run's limit: ${plural(pace.copies, 'kept output')} placed in ` +
        `${secondsOf(pace.ms)} s (${rate} a second${slowed ? `; ${slowed}` : ''}), ` +
        `${secondsOf(waited)} s after the report was made.`
    )
  } else if (slowed) ctx.log.info(`cache: placing the kept outputs, ${slowed}.`)
}

/** Says in the log (and the step's outputs) what placing the kept outputs gave; its summary. */
function tellReused(
  reused: Reused,
  kept: KeptOutputs,
  at: { spec: CacheSpec; identity: string; outputPath: string },
  ctx: StageContext
): CacheSummary {
  if (reused.stale)
    ctx.log.info(
      `cache: ${plural(reused.stale, 'kept output')} gone or changed since recorded: transformed again.`
    )
  if (reused.failed)
    ctx.log.warning(
      `cache: ${plural(reused.failed, 'kept output')} could not be placed at ${at.outputPath} (${reused.firstError}): transformed again.`
    )
  const summary = cacheSummary(at.spec.uri, at.identity, reused, kept)
  ctx.outputs.set('cache-hits', String(summary.hits))
  ctx.outputs.set('cache-misses', String(summary.misses))
  ctx.log.info(`cache: ${cacheSentence(summary)}.`)
  return summary
}

/** The part left to the job: none missing, nothing to run; some, a manifest of exactly them. */
async function narrowed<P extends PartToLookUp>(
  spec: Spec,
  part: P,
  plan: CachePlan,
  outputs: OutputFolder,
  ctx: StageContext
): Promise<P> {
  if (plan.misses.length === 0) return { ...part, cache: plan, nothingToRun: true }
  // All missed: the part runs as it was.
  if (plan.summary.hits === 0) return { ...part, cache: plan }
  const manifest = await partManifest(outputs, `cache-misses-${part.stamp}.json`, plan.inputs, plan.misses)
  ctx.log.info(`cache: the ${plural(plan.misses.length, 'input')} to transform are listed in ${manifest}.`)
  const { partOfListed } = await import('../listing/listed-inputs.js')
  // The misses' listing, narrowed from the one listing: the job's input, not listed again.
  const runInputs = await partOfListed(plan.inputs, new Set(plan.missNames), manifest)
  return {
    ...part,
    cache: plan,
    runSpec: { ...part.runSpec, data: manifestData(spec.data, manifest) },
    runInputs
  }
}

/** Seconds, as the log says them. */
const secondsOf = (ms: number): string => (ms / 1000).toFixed(1)

/**
 * After the analysis, before anything is published: the placements that went on beside it end. Where
 * they took longer than the report, the log says the copies were the limit; where one failed (or its
 * kept output had changed), its input is a miss: the part returned is the follow-up job of the misses
 * (undefined when every output was placed).
 */
export async function settlePlacements<P extends PartToLookUp>(
  spec: Spec,
  part: P,
  cache: OpenedCache
): Promise<P | undefined> {
  const plan = part.cache
  if (!plan?.placing) return undefined
  const { ctx } = cache
  const waitedFrom = performance.now()
  const reused = await plan.placing
  const waited = performance.now() - waitedFrom
  tellPace(reused, ctx, waited)
  if (reused.misses.length === 0) return undefined
  const { inputs } = plan
  const nameOf = (i: number) => outputNameAt(inputs, i)
  const missNames = reused.misses.map(nameOf)
  const missed = new Set(missNames)
  const summary = tellReused(reused, plan.reuse.kept, plan, ctx)
  const readings = plan.readings && {
    key: plan.readings.key,
    names: plan.readings.names.filter((n: string) => !missed.has(n)),
    readingOf: plan.readings.readingOf
  }
  const { placing: _placing, ...settled } = plan
  const followUp: CachePlan = {
    ...settled,
    misses: reused.misses,
    missNames,
    summary,
    ...(readings ? { readings } : {})
  }
  ctx.log.info(
    `cache: the report waits for a follow-up job of the ${plural(missNames.length, 'input')} not placed.`
  )
  const outputs = openOutputFolder(spec.output.path, () => ctx.s3(spec.control))
  return narrowed(spec, { ...part, nothingToRun: false }, followUp, outputs, ctx)
}
