// Between the listing and the job, when `cache` is set: the transform's identity (the model's content
// and everything that changes an output's bytes), each input's content, the outputs kept under that
// identity placed at output-path as if just transformed, and the part left to run narrowed to the
// misses (none missing: no model, no job). After the job, `keepTransformed` copies what it made into the
// cache and records it.
import type { StageContext } from '../context.js'
import type { CheckedModel } from '../artifact/check.js'
import type { JobOutcome } from '../job.js'
import { isLocal, type Spec } from '../spec.js'
import { errorMessage, UserError } from '../errors.js'
import { outputName } from '../contract/output-keys.js'
import type { ListedInputs } from '../contract/listed-inputs.js'
import { manifestData, partManifest } from '../contract/subset.js'
import { openFolder, openOutputFolder, type OutputFolder } from '../storage/resolve.js'
import { parseS3Uri } from '../storage/uri.js'
import { regionOrFallback } from '../aws/region.js'
import { plural } from '../format.js'
import { cacheSentence } from '../report/cache-line.js'
import { describeIdentity, identityDigest, transformIdentity, type ModelContent } from '../cache/identity.js'
import type { Runtime, TransformIdentity } from '../cache/identity.js'
import type { ObjectStore } from '../storage/store.js'
import type { CacheSummary, RunSummary } from '../results/summary/run-summary.js'
import type { FinishedAnalysis } from '../results/analysis/finish-analysis.js'
import type { CachePlan } from '../cache/plan.js'
import type { Made } from '../cache/keep.js'
import type { KeptOutputs } from '../cache/records.js'
import type { Reused } from '../cache/reuse.js'
import type { RunPart } from './part.js'

/** The model's content: the tar stream's sha256, the object's ETag, or the existing model's definition. */
async function modelContent(
  spec: Spec,
  checked: CheckedModel | undefined,
  ctx: StageContext
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
    const found = await headObject(ctx.s3(spec.control), loc)
    if (!found)
      throw new UserError(
        `model-data-url: ${m.dataUrl} does not exist. Check the bucket and key, or give model-path.`
      )
    return { kind: 'object', uri: m.dataUrl, etag: found.etag ?? '', size: found.size }
  }
  if (m.source === 'name' && spec.control.mode === 'sagemaker') {
    const { describeExistingModel } = await import('../backends/sagemaker/model.js')
    const { createSageMakerClient } = await import('../backends/sagemaker/sagemaker.js')
    const { withRetry } = await import('../aws/retry.js')
    const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials)
    try {
      const call = <T>(send: () => Promise<T>) =>
        withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal })
      const found = await describeExistingModel(sm, m.name, call)
      return { kind: 'model', name: m.name, ...found }
    } finally {
      sm.destroy()
    }
  }
  throw new UserError(
    'cache: needs a model to name the transform by (model-path, model-data-url or model-name).'
  )
}

/** What runs the model: the image SageMaker pulls, or the local model server and what it runs. */
async function runtimeOf(spec: Spec, checked: CheckedModel | undefined, ctx: StageContext): Promise<Runtime> {
  const framework = checked?.layout.framework ?? spec.model.framework
  const region = regionOrFallback(spec.control.region, ctx.env)
  if (isLocal(spec)) {
    const { localServerIdentity } = await import('../backends/local/servers/identity.js')
    return { localServer: await localServerIdentity(spec, framework, region) }
  }
  // An existing model brings its own image (in its content).
  if (spec.model.source === 'name') return { image: 'the model’s own' }
  const { modelImage } = await import('../contract/images.js')
  return { image: modelImage(spec, framework, region ?? '') }
}

/** The positions of the part's inputs in the listing: all, or those a subset chose (by output name). */
function partPositions(inputs: ListedInputs, part: RunPart): number[] {
  const chosen = part.subset && new Set(part.subset.names)
  const positions: number[] = []
  for (let i = 0; i < inputs.count; i++) {
    const name = inputs.nameAt(i)
    if (!chosen || chosen.has(outputName(name, inputs.outputs) ?? name)) positions.push(i)
  }
  return positions
}

/** What the cache gave: hits, misses, where the reused outputs came from and what they had cost. */
function cacheSummary(uri: string, identity: string, reused: Reused, kept: KeptOutputs): CacheSummary {
  const sources = [...reused.bySource.entries()].sort((a, b) => b[1] - a[1])
  // Each figure only when every source knows it.
  const sum = (of: (i: number) => number | undefined): number | undefined =>
    sources.reduce<number | undefined>((total, [i, n]) => {
      const per = of(i)
      return total === undefined || per === undefined ? undefined : total + n * per
    }, 0)
  const savedSeconds = sum(i => kept.sources[i].secondsPerOutput)
  const savedCost = sum(i => kept.sources[i].costPerOutput)
  return {
    uri,
    identity,
    hits: reused.hits.length,
    misses: reused.misses.length,
    reusedFrom: sources.map(([i, n]) => ({
      job: kept.sources[i].job,
      transformedAt: kept.sources[i].transformedAt,
      outputs: n
    })),
    ...(sources.length && savedSeconds !== undefined ? { savedInstanceSeconds: savedSeconds } : {}),
    ...(sources.length && savedCost !== undefined ? { savedCost } : {})
  }
}

/** The transform's identity and what went into it, said in the log. */
async function identityOf(
  spec: Spec,
  checked: CheckedModel | undefined,
  ctx: StageContext
): Promise<{ described: TransformIdentity; identity: string }> {
  const described = transformIdentity(
    spec,
    await modelContent(spec, checked, ctx),
    await runtimeOf(spec, checked, ctx),
    checked?.layout.entryPoint?.slice('code/'.length)
  )
  const identity = identityDigest(described)
  ctx.log.info(`cache: identity ${identity.slice(0, 16)}, from ${describeIdentity(described)}.`)
  return { described, identity }
}

export async function lookUpCache(
  spec: Spec,
  part: RunPart,
  checked: CheckedModel | undefined,
  ctx: StageContext
): Promise<RunPart> {
  const cacheSpec = spec.data.cache
  const inputs = part.inputs
  if (!cacheSpec || part.nothingToRun || !inputs) return part
  const s3 = () => ctx.s3(spec.control)
  const store = openFolder(cacheSpec.uri, s3, 'cache')
  const { readKept } = await import('../cache/records.js')
  const { inputContents } = await import('../cache/content.js')
  const { reuseKept } = await import('../cache/reuse.js')

  const runSpec = part.runSpec
  const { described, identity } = await identityOf(runSpec, checked, ctx)

  const positions = partPositions(inputs, part)
  const [contents, kept] = await Promise.all([
    inputContents(inputs, positions, store),
    readKept(store, identity, ctx.now(), cacheSpec.maxAgeDays)
  ])
  if (kept.tooOld)
    ctx.log.info(
      `cache: ${plural(kept.tooOld, 'record')} older than cache-max-age (${cacheSpec.maxAgeDays} days) left out.`
    )
  const outputs = openOutputFolder(spec.output.path, s3)
  const reused = await reuseKept({
    inputs,
    positions,
    contents,
    kept,
    cache: store,
    identity,
    outputs: outputs.store,
    ...(spec.output.kmsKey ? { kmsKey: spec.output.kmsKey } : {}),
    signal: ctx.signal
  })
  if (reused.stale)
    ctx.log.info(
      `cache: ${plural(reused.stale, 'kept output')} gone or changed since recorded: transformed again.`
    )

  const summary = cacheSummary(cacheSpec.uri, identity, reused, kept)
  ctx.outputs.set('cache-hits', String(summary.hits))
  ctx.outputs.set('cache-misses', String(summary.misses))
  ctx.log.info(`cache: ${cacheSentence(summary)}.`)

  const missNames = reused.misses.map(i => outputName(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i))
  const plan: CachePlan = {
    spec: cacheSpec,
    store,
    identity,
    described,
    inputs,
    misses: reused.misses,
    missNames,
    contents,
    summary,
    partSpec: runSpec
  }
  return narrowed(spec, part, plan, outputs, ctx)
}

/** The part left to the job: none missing, nothing to run; some, a manifest of exactly them. */
async function narrowed(
  spec: Spec,
  part: RunPart,
  plan: CachePlan,
  outputs: OutputFolder,
  ctx: StageContext
): Promise<RunPart> {
  if (plan.misses.length === 0) return { ...part, cache: plan, nothingToRun: true }
  // All missed: the part runs as it was.
  if (plan.summary.hits === 0) return { ...part, cache: plan }
  const manifest = await partManifest(outputs, `cache-misses-${part.stamp}.json`, plan.inputs, plan.misses)
  ctx.log.info(`cache: the ${plural(plan.misses.length, 'input')} to transform are listed in ${manifest}.`)
  const { partOfListed } = await import('../contract/listed-inputs.js')
  // The misses' listing, narrowed from the one listing: the job's input, not listed again.
  const runInputs = await partOfListed(plan.inputs, new Set(plan.missNames), manifest)
  return {
    ...part,
    cache: plan,
    runSpec: { ...part.runSpec, data: manifestData(spec.data, manifest) },
    runInputs
  }
}

/** The report's cache part: the outputs placed from the cache are told apart from a rerun's kept ones. */
export function withCache(summary: RunSummary, cache: CacheSummary): void {
  summary.cache = cache
  const o = summary.objects
  const kept = (o.kept ?? 0) - cache.hits
  o.reused = cache.hits
  if (kept > 0) o.kept = kept
  else delete o.kept
}

/** What the record says of the job: its name, end, instance-seconds and price. */
function jobFacts(outcome: JobOutcome, finished: FinishedAnalysis, now: number) {
  const job = finished.summary.job
  return {
    name: outcome.jobName,
    endedAt: outcome.endedAt?.getTime() ?? now,
    ...(job.instanceSeconds !== undefined ? { instanceSeconds: job.instanceSeconds } : {}),
    ...(job.pricePerHour !== undefined ? { pricePerHour: job.pricePerHour } : {})
  }
}

/** Keeps what the job made, says so in the log and the summary; a failure to keep is a warning. */
async function keep(
  made: readonly Made[],
  where: {
    store: ObjectStore
    uri: string
    identity: string
    described: TransformIdentity
    outputs: ObjectStore
  },
  transformed: number,
  job: ReturnType<typeof jobFacts>,
  ctx: StageContext
): Promise<number | undefined> {
  const { keepOutputs } = await import('../cache/keep.js')
  try {
    const kept = await keepOutputs({
      made,
      transformed,
      outputs: where.outputs,
      cache: where.store,
      identity: where.identity,
      described: where.described,
      job
    })
    ctx.log.info(
      kept.kept
        ? `cache: ${plural(kept.kept, 'new output')} kept in ${where.uri} (record ${kept.record}).`
        : 'cache: no new output to keep (no input the job ran has an output).'
    )
    return kept.kept
  } catch (err) {
    ctx.log.warning(`cache: could not keep this run's outputs: ${errorMessage(err)}`)
    return undefined
  }
}

/** After the job: what it made for the misses is kept, and one record names it. */
export async function keepTransformed(
  part: RunPart,
  outcome: JobOutcome,
  finished: FinishedAnalysis,
  ctx: StageContext,
  spec: Spec
): Promise<void> {
  const plan = part.cache
  const analysis = finished.analysis
  if (!plan || part.nothingToRun || !analysis || plan.misses.length === 0) return
  const { madeForMisses } = await import('../cache/keep.js')
  const made = madeForMisses(plan.inputs, plan.misses, plan.contents, analysis.counted)
  const outputs = openOutputFolder(spec.output.path, () => ctx.s3(spec.control)).store
  const where = {
    store: plan.store,
    uri: plan.spec.uri,
    identity: plan.identity,
    described: plan.described,
    outputs
  }
  const kept = await keep(made, where, plan.misses.length, jobFacts(outcome, finished, ctx.now()), ctx)
  if (kept !== undefined) plan.summary.kept = kept
}

/**
 * `attach` with a cache: the attached job's outputs are kept under the identity a `model-name` run of
 * its model with its settings has, so such a run reuses them.
 */
export async function keepAttached(
  reported: Spec,
  outcome: JobOutcome,
  finished: FinishedAnalysis,
  ctx: StageContext
): Promise<void> {
  const cache = reported.data.cache
  const definition = outcome.definition
  const analysis = finished.analysis
  if (!cache || !definition || !analysis?.inputs || !outcome.modelName) {
    if (cache) ctx.log.info('cache: nothing kept (the attached job’s model or input could not be read).')
    return
  }
  const b = definition.batch
  // Only a filter's text counts in the identity.
  const filter = (source: string | undefined) =>
    source ? { source, segments: [], definite: false } : undefined
  const inputFilter = filter(b?.inputFilter)
  const outputFilter = filter(b?.outputFilter)
  const spec: Spec = {
    ...reported,
    model: {
      ...reported.model,
      source: 'name',
      name: outcome.modelName,
      path: undefined,
      dataUrl: undefined
    },
    data: {
      ...reported.data,
      ...(inputFilter ? { inputFilter } : {}),
      ...(outputFilter ? { outputFilter } : {})
    },
    resources: {
      ...reported.resources,
      env: b?.env ?? {},
      ...(b?.strategy ? { strategy: b.strategy } : {}),
      ...(b?.maxPayloadMB !== undefined ? { maxPayloadMB: b.maxPayloadMB } : {})
    }
  }
  const { described, identity } = await identityOf(spec, undefined, ctx)
  const { madeByJob } = await import('../cache/keep.js')
  const s3 = () => ctx.s3(reported.control)
  const made = await madeByJob(analysis.inputs, analysis.counted)
  const outputs = openOutputFolder(definition.output.path, s3).store
  const where = { store: openFolder(cache.uri, s3, 'cache'), uri: cache.uri, identity, described, outputs }
  await keep(made, where, finished.summary.objects.total, jobFacts(outcome, finished, ctx.now()), ctx)
}
