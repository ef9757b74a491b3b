// The values a transform runs with, by SageMaker's precedence: the request's value, then what the
// container's GET /execution-parameters says, then the defaults.
import { plural } from '../../format.js'
import type { BatchStrategy } from '../../spec.js'
import {
  DEFAULT_MAX_CONCURRENT_TRANSFORMS,
  DEFAULT_MAX_PAYLOAD_MB,
  MB,
  mostConcurrentFor
} from '../../contract/limits.js'

const DEFAULT_BATCH_STRATEGY: BatchStrategy = 'MultiRecord'

interface RequestedSettings {
  /** MaxConcurrentTransforms; 0 or undefined means "ask the container". */
  maxConcurrent?: number
  /** MaxPayloadInMB; 0: no limit, bodies sent chunked as SageMaker sends them; undefined: ask the container. */
  maxPayloadMB?: number
  strategy?: BatchStrategy
  /**
   * Used instead of SageMaker's default of 1 request in flight when neither the request nor the
   * container sets it, with where it comes from for the log (local mode: the runner's cores).
   */
  fallbackMaxConcurrent?: { value: number; source: string }
}

export interface EffectiveSettings {
  maxConcurrent: number
  maxPayloadMB: number
  strategy: BatchStrategy
  /** Where each value came from, for the log. */
  sources: { maxConcurrent: Source; maxPayloadMB: Source; strategy: Source }
}

/** `request`, `execution-parameters`, `default`, or what a fallback value was made from. */
type Source = string

interface ExecutionParameters {
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
  let [maxConcurrent, mcSource] = pick(
    req.maxConcurrent ? req.maxConcurrent : undefined,
    exec.MaxConcurrentTransforms,
    DEFAULT_MAX_CONCURRENT_TRANSFORMS
  )
  if (mcSource === 'default' && req.fallbackMaxConcurrent) {
    maxConcurrent = req.fallbackMaxConcurrent.value
    mcSource = req.fallbackMaxConcurrent.source
  }
  const [maxPayloadMB, mpSource] = pick(req.maxPayloadMB, exec.MaxPayloadInMB, DEFAULT_MAX_PAYLOAD_MB)
  const [strategy, stSource] = pick(req.strategy, exec.BatchStrategy, DEFAULT_BATCH_STRATEGY)
  return {
    maxConcurrent,
    maxPayloadMB,
    strategy,
    sources: { maxConcurrent: mcSource, maxPayloadMB: mpSource, strategy: stSource }
  }
}

/**
 * Requests in flight per runner core when the server does not say: one computing, one arriving. The
 * reference server's worker count and its own in-flight answer are in serve/reference_worker_rule.py
 * (by_machine, IN_FLIGHT_PER_CORE): change both together.
 */
const IN_FLIGHT_PER_CORE = 2

/**
 * Local mode's default when neither the input nor the server's /execution-parameters sets
 * max-concurrent-transforms: enough to keep every core busy (SageMaker's 1 leaves all but one idle
 * and every request waiting on the round trip), within SageMaker's max-payload x concurrency <= 100.
 */
export function coresFallback(
  cores: number,
  maxPayloadMB: number | undefined
): { value: number; source: string } {
  const wanted = IN_FLIGHT_PER_CORE * Math.max(1, cores)
  const payload = maxPayloadMB ?? DEFAULT_MAX_PAYLOAD_MB
  const value = Math.max(1, Math.min(wanted, mostConcurrentFor(payload)))
  return { value, source: `${IN_FLIGHT_PER_CORE} per core on ${plural(cores, 'core')}` }
}

/** The payload limit in bytes; MaxPayloadInMB 0 lifts it. */
export function payloadBytes(mb: number): number {
  return mb === 0 ? Infinity : mb * MB
}
