// Before the job: the transform's identity (the model's content and everything that changes an output's
// bytes), each input's content, the outputs kept under that identity placed at output-path as if just
// transformed, and the part left to run narrowed to the misses (none missing: no model, no job).
import type { StageContext } from '../context.js'
import type { CheckedModel } from '../artifact/check.js'
import type { ModelContent, IdentitySource, Runtime } from '../identity-source.js'
import { IdentityUnread } from '../identity-source.js'
import type { CacheSpec, RunSpec, Spec } from '../spec.js'
import { errorMessage, UserError } from '../errors.js'
import { outputName } from '../contract/output-keys.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import { manifestData, partManifest } from '../listing/subset.js'
import { openOutputFolder, type OutputFolder } from '../storage/resolve.js'
import type { ObjectStore } from '../storage/store.js'
import { parseS3Uri } from '../storage/uri.js'
import { plural } from '../format.js'
import { describeIdentity, identityDigest, transformIdentity, type TransformIdentity } from './identity.js'
import { cacheSentence, cacheSummary, type CacheSummary } from './summary.js'
import type { CachePlan, KeptReadingsOfRun } from './plan.js'
import { assumedPlaced, keptCandidates, reuseKept, type Reused, type ReuseParams } from './reuse.js'
import { compactReadings, readKeptReadings } from './readings.js'
import type { KeptOutputs } from './records.js'
import type { GitHubCache } from './github-cache.js'

/** The cache as opened once for a run (src/cache/open.ts): its settings, its folder, its backend's answers. */
export interface OpenedCache {
  spec: CacheSpec
  store(): ObjectStore
  identities: IdentitySource
  ctx: StageContext
  /** `cache: github`: the folder carried between runs in GitHub's cache service. */
  github?: GitHubCache
}

/** What the look-up reads of the part stage 3 planned (run/part.ts's RunPart), and narrows. */
export interface PartToLookUp {
  subset?: { names: readonly string[] }
  runSpec: RunSpec
  nothingToRun: boolean
  inputs?: ListedInputs
  runInputs?: ListedInputs
  cache?: CachePlan
  stamp: string
}

/** The model's content: the tar stream's sha256, the object's ETag, or the existing model's definition. */
async function modelContent(
  spec: Spec,
  checked: CheckedModel | undefined,
  cache: OpenedCache
): Promise<ModelContent> {
  const m = spec.model
  if (m.source === 'path') {
    if (!checked) throw new Error('the model was not checked before the cache stage')
    if (checked.kind === 'archive') return { kind: 'tar', tarSha256: checked.info.tarSha256 }
    const { tarIdentity } = await import('../artifact/pack.js')
    return { kind: 'tar', tarSha256: (await tarIdentity(checked.tree)).tarSha256 }
  }
  if (m.source === 'data-url') {
    const loc = parseS3Uri(m.dataUrl)!
    const { headObject } = await import('../storage/s3.js')
    const found = await headObject(cache.ctx.s3(spec.control), loc)
    if (!found)
      throw new UserError(
        `model-data-url: ${m.dataUrl} does not exist. Check the bucket and key, or give model-path.`
      )
    return { kind: 'object', uri: m.dataUrl, etag: found.etag ?? '', size: found.size }
  }
  if (m.source === 'name' && cache.identities.namedModel) return cache.identities.namedModel(spec, m.name)
  throw new UserError(
    'cache: needs a model to name the transform by (model-path, model-data-url or model-name).'
  )
}

/**
 * The transform's identity and what went into it, said in the log; undefined, with the one warning
 * that says why, when a part of it cannot be read (never guessed: the run neither reuses nor keeps).
 */
export async function identityOf(
  spec: Spec,
  checked: CheckedModel | undefined,
  cache: OpenedCache
): Promise<{ described: TransformIdentity; identity: string } | undefined> {
  const framework = checked?.layout.framework ?? spec.model.framework
  // Read side by side: the model's content and what runs it.
  const model = modelContent(spec, checked, cache)
  const runtime = cache.identities.runtime(spec, framework)
  let parts: [ModelContent, Runtime]
  try {
    parts = await Promise.all([model, runtime])
  } catch (err) {
    if (!(err instanceof IdentityUnread)) throw err
    cache.ctx.log.warning(err.message)
    return undefined
  }
  const described = transformIdentity(spec, ...parts, checked?.layout.entryPoint?.slice('code/'.length))
  const identity = identityDigest(described)
  cache.ctx.log.info(`cache: identity ${identity.slice(0, 16)}, from ${describeIdentity(described)}.`)
  return { described, identity }
}

/** The positions of the part's inputs in the listing: all, or those a subset chose (by output name). */
function partPositions(inputs: ListedInputs, part: PartToLookUp): number[] {
  const chosen = part.subset && new Set(part.subset.names)
  const positions: number[] = []
  for (let i = 0; i < inputs.count; i++) {
    const name = inputs.nameAt(i)
    if (!chosen || chosen.has(outputName(name, inputs.outputs) ?? name)) positions.push(i)
  }
  return positions
}

export async function lookUp<P extends PartToLookUp>(
  spec: Spec,
  part: P,
  checked: CheckedModel | undefined,
  cache: OpenedCache,
  readingKey?: string
): Promise<P> {
  const { ctx, spec: cacheSpec } = cache
  const inputs = part.inputs
  if (part.nothingToRun || !inputs) return part
  const s3 = () => ctx.s3(spec.control)
  const store = cache.store()
  const { readKept, compactRecords } = await import('./records.js')
  const { inputContents } = await import('./content.js')

  const runSpec = part.runSpec
  const found = await identityOf(runSpec, checked, cache)
  if (!found) return part
  const { described, identity } = found
  // The identity's folder as an earlier run left it, before its records are read.
  await cache.github?.restore(identity)

  const positions = partPositions(inputs, part)
  const [contents, kept] = await Promise.all([
    inputContents(inputs, positions, store, { write: cacheSpec.write, log: ctx.log }),
    // Records that cannot be listed: every input misses, and the run goes on.
    readKept(store, identity, ctx.now(), cacheSpec.maxAgeDays).catch((err: unknown): KeptOutputs => {
      ctx.log.warning(
        `cache: the records in ${cacheSpec.uri} could not be read (${errorMessage(err)}): nothing reused.`
      )
      return { byContent: new Map(), sources: [], besides: new Set(), read: 0, tooOld: 0, unreadable: 0 }
    })
  ])
  // Many records read one by one: compacted into the records' index, so the next run reads one object.
  if (cacheSpec.write) await compactRecords(store, kept, ctx.log)
  if (kept.tooOld)
    ctx.log.info(
      `cache: ${plural(kept.tooOld, 'record')} older than cache-max-age (${cacheSpec.maxAgeDays} days) left out.`
    )
  const outputs = openOutputFolder(spec.output.path, s3)
  const reuse: ReuseParams = {
    inputs,
    positions,
    contents,
    kept,
    cache: store,
    identity,
    outputs: outputs.store,
    ...(spec.output.kmsKey ? { kmsKey: spec.output.kmsKey } : {}),
    signal: ctx.signal
  }
  const base = {
    spec: cacheSpec,
    store,
    identity,
    described,
    inputs,
    contents,
    partSpec: runSpec,
    outputPath: spec.output.path
  }
  return placeKept(spec, part, { base, reuse, outputs, readingKey }, ctx)
}

/** What placing a plan's kept outputs needs: the plan's settled parts, the placements' inputs, the readings' key. */
interface ToPlace {
  base: Omit<CachePlan, 'misses' | 'missNames' | 'summary' | 'reuse' | 'readings' | 'placing'>
  reuse: ReuseParams
  outputs: OutputFolder
  readingKey: string | undefined
}

/**
 * The kept outputs placed at output-path and the part narrowed to the misses; where every input is
 * kept with its reading, the placements go on beside the report instead (cache.settle ends them).
 */
async function placeKept<P extends PartToLookUp>(
  spec: Spec,
  part: P,
  { base, reuse, outputs, readingKey }: ToPlace,
  ctx: StageContext
): Promise<P> {
  const { inputs, kept } = reuse
  const candidates = keptCandidates(reuse)
  const nameOf = (i: number) => outputName(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i)
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
    const rate = Math.round(pace.copies / Math.max(pace.ms / 1000, 0.001)).toLocaleString('en-US')
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
  const nameOf = (i: number) => outputName(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i)
  const missNames = reused.misses.map(nameOf)
  const missed = new Set(missNames)
  const summary = tellReused(reused, plan.reuse.kept, plan, ctx)
  const readings = plan.readings && {
    key: plan.readings.key,
    names: plan.readings.names.filter(n => !missed.has(n)),
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
