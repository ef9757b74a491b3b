// Before the job: the transform's identity (the model's content and everything that changes an output's
// bytes), each input's content, the outputs kept under that identity placed at output-path as if just
// transformed, and the part left to run narrowed to the misses (none missing: no model, no job).
import type { CheckedModel } from '../artifact/check.js'
import type { ModelContent, Runtime } from '../identity-source.js'
import { IdentityUnread } from '../identity-source.js'
import type { Spec } from '../spec.js'
import { errorMessage, UserError } from '../errors.js'
import type { ListedInputs } from '../listing/listed-inputs.js'
import { openOutputFolder } from '../storage/resolve.js'
import { parseS3Uri } from '../storage/uri.js'
import { plural } from '../format.js'
import { describeIdentity, identityDigest, transformIdentity, type TransformIdentity } from './identity.js'
import type { ReuseParams } from './reuse.js'
import type { OpenedCache, PartToLookUp } from './plan.js'
import { outputNameAt, placeKept } from './place-kept.js'
import type { KeptOutputs } from './records.js'

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
  for (let i = 0; i < inputs.count; i++) if (!chosen || chosen.has(outputNameAt(inputs, i))) positions.push(i)
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
