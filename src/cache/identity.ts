// The transform's identity: everything that can change the bytes of an output, and nothing else. Two
// runs with equal identities turn equal input bytes into equal output bytes, so an output kept under one
// identity may stand in for a transform under the same one. Pure: the parts that need a look (the
// model's content, the server a local run starts) come in already found.
import type { Spec } from '../spec.js'
import type { ModelContainer, ModelContent, ModelData, Runtime } from '../identity-source.js'
import { processorFor } from '../contract/images.js'
import { shortHash } from '../contract/names.js'

export interface TransformIdentity {
  model: ModelContent
  runtime: Runtime
  /** The handler file the container loads. */
  entryPoint?: string
  /** `model-env` and `env`: the container reads both. */
  modelEnv: Record<string, string>
  env: Record<string, string>
  contentType?: string
  accept?: string
  splitType: string
  compression: string
  strategy?: string
  /** The resolved `max-payload` (MB): with records split, it decides how they are batched. */
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
  const payload = resources.maxPayloadMB
  return {
    model,
    runtime,
    ...(entryPoint || spec.model.entryPoint ? { entryPoint: entryPoint || spec.model.entryPoint } : {}),
    modelEnv: spec.model.env,
    env: resources.env,
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

function dataLine(d: ModelData): string {
  return d.objects
    ? `${d.uri} (${d.objects.count} objects, ${d.objects.sha256.slice(0, 16)})`
    : `${d.uri} (ETag ${d.etag}, ${d.size} bytes)`
}

function containerLine(c: ModelContainer): string {
  const data = c.data.map(dataLine).join(', ') || 'none'
  return c.modelPackage ? `package ${c.modelPackage}` : `image ${c.image ?? 'none'}, data ${data}`
}

function modelLine(m: ModelContent): string {
  if (m.kind === 'tar') return `model tar sha256 ${m.tarSha256}`
  if (m.kind === 'object') return `model ${m.uri} (ETag ${m.etag}, ${m.size} bytes)`
  const containers = m.containers.map(containerLine).join(' | ') || 'no container'
  return `model ${m.name} (${containers}; ${Object.keys(m.environment).length} environment variables)`
}

function runtimeLine(r: Runtime): string {
  if ('image' in r) return `image ${r.image} on ${r.instanceFamily}`
  const server = Object.entries(r.localServer)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  return `local server ${server}, on ${r.device}`
}

/**
 * What went into the identity, for the log. Environment values are not shown (they may be secrets):
 * their names are, and they count in the digest.
 */
export function describeIdentity(id: TransformIdentity): string {
  const names = (env: Record<string, string>) => Object.keys(env).sort().join(', ') || 'none'
  const parts = [
    modelLine(id.model),
    runtimeLine(id.runtime),
    `entry point ${id.entryPoint ?? 'default'}`,
    `model-env ${names(id.modelEnv)}`,
    `env ${names(id.env)}`,
    `content-type ${id.contentType ?? 'none'}`,
    `accept ${id.accept ?? 'none'}`,
    `split-type ${id.splitType}`,
    `compression ${id.compression}`,
    `strategy ${id.strategy ?? 'default'}`,
    `max-payload ${id.maxPayloadMB ?? 'default'}`,
    `input-filter ${id.inputFilter ?? 'none'}`,
    `output-filter ${id.outputFilter ?? 'none'}`,
    `join-source ${id.joinSource}`,
    `assemble-with ${id.assembleWith}`,
    id.device
  ]
  return parts.join('; ')
}
