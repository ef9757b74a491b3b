// The values a transform runs with, by SageMaker's precedence: the request's value, then what the
// container's GET /execution-parameters says, then the defaults.
import type { BatchStrategy } from '../spec.js'

export const DEFAULT_MAX_CONCURRENT_TRANSFORMS = 1
export const DEFAULT_MAX_PAYLOAD_MB = 6
export const DEFAULT_BATCH_STRATEGY: BatchStrategy = 'MultiRecord'

export interface RequestedSettings {
  /** MaxConcurrentTransforms; 0 or undefined means "ask the container". */
  maxConcurrent?: number
  /** MaxPayloadInMB; 0 means no limit (chunked in SageMaker), undefined means "ask the container". */
  maxPayloadMB?: number
  strategy?: BatchStrategy
}

export interface EffectiveSettings {
  maxConcurrent: number
  maxPayloadMB: number
  strategy: BatchStrategy
  /** Where each value came from, for the log. */
  sources: { maxConcurrent: Source; maxPayloadMB: Source; strategy: Source }
}

type Source = 'request' | 'execution-parameters' | 'default'

export interface ExecutionParameters {
  MaxConcurrentTransforms?: number
  MaxPayloadInMB?: number
  BatchStrategy?: BatchStrategy
}

/** Reads the container's answer leniently: unknown or malformed members are ignored. */
export function parseExecutionParameters(body: unknown): ExecutionParameters {
  if (typeof body !== 'object' || body === null) return {}
  const b = body as Record<string, unknown>
  const out: ExecutionParameters = {}
  const int = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0
      ? v
      : typeof v === 'string' && /^\d+$/.test(v)
        ? Number(v)
        : undefined
  const mct = int(b.MaxConcurrentTransforms)
  if (mct !== undefined && mct > 0) out.MaxConcurrentTransforms = mct
  const mp = int(b.MaxPayloadInMB)
  if (mp !== undefined) out.MaxPayloadInMB = mp
  const strategy = String(b.BatchStrategy ?? '')
    .replace(/_/g, '')
    .toUpperCase()
  if (strategy === 'SINGLERECORD') out.BatchStrategy = 'SingleRecord'
  if (strategy === 'MULTIRECORD') out.BatchStrategy = 'MultiRecord'
  return out
}

export function resolveSettings(req: RequestedSettings, exec: ExecutionParameters = {}): EffectiveSettings {
  const pick = <T>(r: T | undefined, e: T | undefined, d: T): [T, Source] =>
    r !== undefined ? [r, 'request'] : e !== undefined ? [e, 'execution-parameters'] : [d, 'default']
  const [maxConcurrent, mcSource] = pick(
    req.maxConcurrent ? req.maxConcurrent : undefined,
    exec.MaxConcurrentTransforms,
    DEFAULT_MAX_CONCURRENT_TRANSFORMS
  )
  const [maxPayloadMB, mpSource] = pick(req.maxPayloadMB, exec.MaxPayloadInMB, DEFAULT_MAX_PAYLOAD_MB)
  const [strategy, stSource] = pick(req.strategy, exec.BatchStrategy, DEFAULT_BATCH_STRATEGY)
  return {
    maxConcurrent,
    maxPayloadMB,
    strategy,
    sources: { maxConcurrent: mcSource, maxPayloadMB: mpSource, strategy: stSource }
  }
}

/** The payload limit in bytes; MaxPayloadInMB 0 lifts it. */
export function payloadBytes(mb: number): number {
  return mb === 0 ? Infinity : mb * 1024 * 1024
}
