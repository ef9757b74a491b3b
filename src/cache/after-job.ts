// After the job: what it made for the misses is copied into the cache and one record names it; with
// `attach`, what the attached job made is kept under the identity a `model-name` run of its model has.
import type { JobOutcome } from '../job.js'
import type { Spec } from '../spec.js'
import { errorMessage } from '../errors.js'
import type { InputListing } from '../listing/listing.js'
import { openOutputFolder } from '../storage/resolve.js'
import type { ObjectStore } from '../storage/store.js'
import { plural } from '../format.js'
import type { TransformIdentity } from './identity.js'
import type { Kept, Made, ReadingsOfRun } from './keep.js'
import { identityOf } from './look-up.js'
import type { OpenedCache } from './plan.js'
import type { CachePlan } from './plan.js'
import { asRan } from './ran-on.js'
import { outputNameAt } from './place-kept.js'
import type { KeptReading } from './readings.js'
import { withCache, type SummaryWithCache } from './summary.js'

/**
 * What the cache reads of the finished analysis (results/' FinishedAnalysis), and the summary it adds
 * its part to: the cache imports nothing from results/.
 */
export interface FinishedRun {
  summary: SummaryWithCache & {
    job: { instanceSeconds?: number; pricePerHour?: number }
    objects: { total: number }
  }
  analysis?: {
    /** Undefined when the inputs could not be listed. */
    inputs?: InputListing
    /** Whether an input's output (by output name) counts as the job's. */
    counted(name: string): boolean
    /** What the analysis read from each output, kept beside the record (opaque to the cache). */
    readings?: ReadingsOfRun
  }
}

/** What the record says of the job: its name, end, instance-seconds and price. */
function jobFacts(outcome: JobOutcome, finished: FinishedRun, now: number) {
  const job = finished.summary.job
  return {
    name: outcome.jobName,
    endedAt: outcome.endedAt?.getTime() ?? now,
    ...(job.instanceSeconds !== undefined ? { instanceSeconds: job.instanceSeconds } : {}),
    ...(job.pricePerHour !== undefined ? { pricePerHour: job.pricePerHour } : {})
  }
}

/** Keeps what the job made, says so in the log and the summary; what could not be kept is a warning. */
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
  cache: OpenedCache,
  kmsKey: string | undefined,
  readings: ReadingsOfRun | undefined
): Promise<number | undefined> {
  const { log } = cache.ctx
  if (!cache.spec.write) {
    if (made.length)
      log.info(
        `cache: cache-write is false: ${plural(made.length, 'new output')} not kept (the cache is read only).`
      )
    return undefined
  }
  const { keepOutputs } = await import('./keep.js')
  let kept: Kept
  try {
    kept = await keepOutputs({
      made,
      transformed,
      outputs: where.outputs,
      cache: where.store,
      identity: where.identity,
      described: where.described,
      job,
      ...(kmsKey ? { kmsKey } : {}),
      ...(readings ? { readings } : {}),
      warn: line => log.warning(line)
    })
  } catch (err) {
    // The record could not be written: what was copied is not reused without it.
    log.warning(
      `cache: the record of this run's ${plural(made.length, 'new output')} not kept, so none will be reused: ${errorMessage(err)}`
    )
    return undefined
  }
  if (kept.failed)
    log.warning(
      `cache: ${plural(kept.failed, 'new output')} not kept (could not be copied into ${where.uri}: ${kept.firstError}); they are transformed again next time.`
    )
  if (kept.kept)
    log.info(`cache: ${plural(kept.kept, 'new output')} kept in ${where.uri} (record ${kept.record}).`)
  else if (!kept.failed) log.info('cache: no new output to keep (no input the job ran has an output).')
  // `cache: github`: the identity's folder, with what is new, carried to later runs.
  if (kept.kept) await cache.github?.save(where.identity, kept.kept)
  return kept.kept
}

/** After the job: what it made for the misses is kept, and one record names it. */
async function keepTransformed(
  spec: Spec,
  part: { cache?: CachePlan; nothingToRun: boolean },
  outcome: JobOutcome,
  finished: FinishedRun,
  cache: OpenedCache
): Promise<void> {
  const plan = part.cache
  const analysis = finished.analysis
  if (!plan || part.nothingToRun || !analysis || plan.misses.length === 0) return
  const { ctx } = cache
  const { madeForMisses } = await import('./keep.js')
  const made = madeForMisses(plan.inputs, plan.misses, plan.contents, analysis.counted)
  const outputs = openOutputFolder(spec.output.path, () => ctx.s3(spec.control)).store
  const where = { store: plan.store, uri: plan.spec.uri, ...asRan(plan, outcome.ranOn, ctx.log), outputs }
  const facts = jobFacts(outcome, finished, ctx.now())
  const readings = analysis.readings
  const kept = await keep(made, where, plan.misses.length, facts, cache, spec.output.kmsKey, readings)
  if (kept !== undefined) plan.summary.kept = kept
}

/**
 * `attach` with a cache: the attached job's outputs are kept under the identity a `model-name` run of
 * its model with its settings has, so such a run reuses them.
 */
async function keepAttached(
  reported: Spec,
  outcome: JobOutcome,
  finished: FinishedRun,
  cache: OpenedCache
): Promise<void> {
  const { ctx } = cache
  const definition = outcome.definition
  const analysis = finished.analysis
  if (!definition || !analysis?.inputs || !outcome.modelName) {
    ctx.log.info('cache: nothing kept (the attached job’s model or input could not be read).')
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
  const found = await identityOf(spec, undefined, cache)
  if (!found) return
  const { described, identity } = found
  const { madeByJob } = await import('./keep.js')
  const s3 = () => ctx.s3(reported.control)
  // Inputs modified after the job was created may not be what it read: left out.
  const made = await madeByJob(analysis.inputs, analysis.counted, outcome.createdAt)
  const outputs = openOutputFolder(definition.output.path, s3).store
  const where = { store: cache.store(), uri: cache.spec.uri, identity, described, outputs }
  const facts = jobFacts(outcome, finished, ctx.now())
  const total = finished.summary.objects.total
  await keep(made, where, total, facts, cache, definition.output.kmsKey, analysis.readings)
}

/**
 * Reused outputs the analysis had to read (their readings were not kept, or under other settings): what
 * it read is kept beside their records, so the next run with these settings reads none of them.
 */
async function keepReusedReadings(plan: CachePlan, finished: FinishedRun, cache: OpenedCache): Promise<void> {
  const readings = finished.analysis?.readings
  if (!cache.spec.write || !readings) return
  const replayed = new Set(plan.readings?.key === readings.key ? plan.readings.names : [])
  const missed = new Set(plan.misses)
  const { kept } = plan.reuse
  const bySource = new Map<number, KeptReading[]>()
  for (const i of plan.reuse.positions) {
    const name = outputNameAt(plan.inputs, i)
    const content = plan.contents.get(i)
    const k = content === undefined ? undefined : kept.byContent.get(content)
    const reading = readings.of(name)
    if (missed.has(i) || replayed.has(name) || !k || reading === undefined) continue
    const lines = bySource.get(k.source) ?? []
    bySource.set(k.source, lines)
    lines.push({ content: content!, fingerprint: k.fingerprint, reading })
  }
  if (bySource.size === 0) return
  const { keepReadingsOfReused } = await import('./readings.js')
  const n = await keepReadingsOfReused(plan.store, kept, bySource, readings.key, cache.ctx.log)
  if (n) cache.ctx.log.info(`cache: what was read from ${plural(n, 'reused output')} kept for the next run.`)
}

/**
 * After the job: a looked-up part's summary gains the cache's part, and what the job made for the
 * misses is kept; an attached job's outputs are kept for later runs of its model.
 */
export async function keepAfterJob(
  spec: Spec,
  part: { cache?: CachePlan; nothingToRun: boolean },
  reported: Spec,
  outcome: JobOutcome,
  finished: FinishedRun,
  cache: OpenedCache
): Promise<void> {
  if (part.cache) {
    withCache(finished.summary, part.cache.summary)
    await keepTransformed(spec, part, outcome, finished, cache)
    await keepReusedReadings(part.cache, finished, cache)
  } else if (outcome.definition) await keepAttached(reported, outcome, finished, cache)
}
