// The transform's identity: everything that can change the bytes of an output, and nothing else. Two
// runs with equal identities turn equal input bytes into equal output bytes, so an output kept under one
// identity may stand in for a transform under the same one. Pure: the parts that need a look (the
// model's content, the server a local run starts) come in already found. It is held in the cache
// (identity.json) and said in the log, so it holds no value that may be a secret: environments by
// their names, commands by their program, and all those values through one digest (secret-values.ts).
import type { Spec } from '../spec.js'
import type { ModelContent, Runtime } from '../identity-source.js'
import { processorFor } from '../contract/images.js'
import { shortHash } from '../contract/names.js'
import { valuesDigest, withoutValues, type TakenValues } from './secret-values.js'

/** A backend's part as the cache holds it: every environment as its names, every command as its program. */
export type Shown = Record<string, unknown>

export interface TransformIdentity {
  model: Shown
  runtime: Shown
  /** The handler file the container loads. */
  entryPoint?: string
  /** `model-env` and `env` (the container reads both), by their names. */
  modelEnv: string[]
  env: string[]
  /** One digest over every value taken out (environments, command arguments): they count, unseen. */
  values?: string
  contentType?: string
  accept?: string
  splitType: string
  compression: string
  strategy?: string
  /** The resolved `max-payload` (MB), only with records split: there it decides how they are batched. */
  maxPayloadMB?: number
  inputFilter?: string
  outputFilter?: string
  joinSource: string
  assembleWith: string
  /** cpu or gpu: the same model may round differently on each. */
  device: string
}

/**
 * The identity of `spec`'s transform. `spec` is the run's own (max-payload already a number); `entryPoint`
 * is the handler the artifact holds, when known.
 */
export function transformIdentity(
  spec: Spec,
  model: ModelContent,
  runtime: Runtime,
  entryPoint?: string
): TransformIdentity {
  const { data, output, resources } = spec
  // Unsplit, each object is one request whatever max-payload says: it cannot change a byte.
  const payload = data.splitType === 'None' ? undefined : resources.maxPayloadMB
  const taken: TakenValues = []
  const shown = withoutValues({ model, runtime, modelEnv: spec.model.env, env: resources.env }, taken)
  const values = valuesDigest(taken)
  return {
    model: shown.model as Shown,
    runtime: shown.runtime as Shown,
    ...(entryPoint || spec.model.entryPoint ? { entryPoint: entryPoint || spec.model.entryPoint } : {}),
    modelEnv: shown.modelEnv as unknown as string[],
    env: shown.env as unknown as string[],
    ...(values ? { values } : {}),
    ...(data.contentType ? { contentType: data.contentType } : {}),
    ...(output.accept ? { accept: output.accept } : {}),
    splitType: data.splitType,
    compression: data.compression,
    ...(resources.strategy ? { strategy: resources.strategy } : {}),
    ...(typeof payload === 'number' ? { maxPayloadMB: payload } : {}),
    ...(data.inputFilter ? { inputFilter: data.inputFilter.source } : {}),
    ...(data.outputFilter ? { outputFilter: data.outputFilter.source } : {}),
    joinSource: data.joinSource,
    assembleWith: output.assembleWith,
    device: processorFor(resources.instanceType)
  }
}

/** The identity's digest: the name of its folder in the cache (sha256 of its stable JSON, hex). */
export function identityDigest(id: TransformIdentity): string {
  return shortHash(id, 64)
}

/** A shown part as words: `tar, tarSha256 ab12…` (a kind as itself), lists in brackets. */
function words(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(words).join(' | ')}]`
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => (k === 'kind' ? words(v) : `${k} ${words(v)}`))
      .join(', ')
  return String(value)
}

/**
 * What went into the identity, for the log: the identity as the cache holds it, so no value that may
 * be a secret (environments by name, commands by program; their values only in one digest's prefix).
 */
export function describeIdentity(id: TransformIdentity): string {
  const names = (env: string[]) => env.join(', ') || 'none'
  const parts = [
    `model ${words(id.model)}`,
    `runtime ${words(id.runtime)}`,
    `entry point ${id.entryPoint ?? 'default'}`,
    `model-env ${names(id.modelEnv)}`,
    `env ${names(id.env)}`,
    `values digest ${id.values?.slice(0, 12) ?? 'none'}`,
    `content-type ${id.contentType ?? 'none'}`,
    `accept ${id.accept ?? 'none'}`,
    `split-type ${id.splitType}`,
    `compression ${id.compression}`,
    `strategy ${id.strategy ?? 'default'}`,
    `max-payload ${id.maxPayloadMB ?? (id.splitType === 'None' ? 'not counted (split-type None)' : 'default')}`,
    `input-filter ${id.inputFilter ?? 'none'}`,
    `output-filter ${id.outputFilter ?? 'none'}`,
    `join-source ${id.joinSource}`,
    `assemble-with ${id.assembleWith}`,
    id.device
  ]
  return parts.join('; ')
}
