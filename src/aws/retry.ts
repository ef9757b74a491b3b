// Retries for AWS calls: throttling, 5xx and dropped connections, with capped exponential backoff and
// jitter. The SDK's own retries are off (see backends/sagemaker/sagemaker.ts) so that this loop is the
// only one and a create call is never repeated behind our back. A group of tries logs two lines: when
// the first try fails (what failed, how many tries are left) and how it ended.
import { noun, seconds } from '../format.js'
import type { Sleep } from '../sleep.js'
import {
  CALL_MS,
  callFacts,
  callLabel,
  describeCall,
  factsOf,
  recordCall,
  recordTries,
  socketCode,
  type ClientTarget,
  type Stack
} from './calls.js'

export interface RetryOptions {
  sleep: Sleep
  /** 0..1; tests pass a fixed one. */
  random?: () => number
  /** Total attempts, the first included. */
  attempts?: number
  baseMs?: number
  capMs?: number
  /** Stops the waits between attempts at once (the abort reason is thrown). */
  signal?: AbortSignal
  /** Where the two lines of a retry group go (none when absent). */
  log?: (line: string) => void
  /** The clock the group's duration is read from (default Date.now). */
  now?: () => number
  /** Which failures are worth another try (default: isRetryable). */
  retryable?: (err: unknown) => boolean
  /** No try starts this long after the first (default CALL_MS), read from `now`. */
  callMs?: number
}

const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'ProvisionedThroughputExceededException',
  'SlowDown'
])

const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND'
])

interface AwsErrorLike {
  name?: string
  $metadata?: { httpStatusCode?: number }
  $retryable?: unknown
}

export function errorName(err: unknown): string {
  return (err as AwsErrorLike | undefined)?.name ?? ''
}

export function httpStatus(err: unknown): number | undefined {
  return (err as AwsErrorLike | undefined)?.$metadata?.httpStatusCode
}

export function isThrottling(err: unknown): boolean {
  return THROTTLING.has(errorName(err)) || httpStatus(err) === 429
}

/** True when the call may succeed if simply made again. */
export function isRetryable(err: unknown): boolean {
  if (isThrottling(err)) return true
  const status = httpStatus(err)
  if (status !== undefined && status >= 500) return true
  const name = errorName(err)
  if (name === 'InternalFailure' || name === 'ServiceUnavailable' || name === 'TimeoutError') return true
  const code = socketCode(err)
  return code !== undefined && TRANSIENT_CODES.has(code)
}

/**
 * True when a failed call may still have been carried out by the service (an answer lost to a 5xx or a
 * dropped connection). Throttling is refused before any work, so it is not ambiguous.
 */
export function mayHaveApplied(err: unknown): boolean {
  return isRetryable(err) && !isThrottling(err)
}

/** The wait before retry number `attempt` (1-based): half of min(cap, base * 2^(attempt-1)) plus a random share of the other half. */
export function backoffMs(attempt: number, random: () => number, baseMs = 500, capMs = 20_000): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** The most all the waits of `attempts` tries can add up to. */
function longestWaitMs(attempts: number, baseMs?: number, capMs?: number): number {
  let total = 0
  for (let a = 1; a < attempts; a++) total += backoffMs(a, () => 1, baseMs, capMs)
  return total
}

/** Calls `fn` until it succeeds or fails with an error that retrying cannot fix. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const attempts = opts.attempts ?? 8
  const random = opts.random ?? Math.random
  const now = opts.now ?? Date.now
  const started = now()
  let label = 'the call'
  const took = () => seconds(now() - started)
  for (let attempt = 1; ; attempt++) {
    let value: T
    try {
      value = await fn(attempt)
    } catch (err) {
      const wait = backoffMs(attempt, random, opts.baseMs, opts.capMs)
      const again =
        attempt < attempts &&
        (opts.retryable ?? isRetryable)(err) &&
        now() - started + wait < (opts.callMs ?? CALL_MS)
      if (!again) {
        if (attempt > 1) {
          recordTries(err, attempt, now() - started)
          opts.log?.(`${label}: gave up after ${attempt} tries in ${took()}.`)
        }
        throw err
      }
      if (attempt === 1) {
        const facts = callFacts(err)
        if (facts) label = callLabel(facts)
        const left = attempts - 1
        const most = longestWaitMs(attempts, opts.baseMs, opts.capMs) / 1000
        opts.log?.(
          `${describeCall(err)}; retrying up to ${left} more ${noun(left, 'time')} within ${Math.ceil(most)} s.`
        )
      }
      if (await pause(opts.sleep, wait, opts.signal)) throw opts.signal!.reason
      continue
    }
    if (attempt > 1) opts.log?.(`${label}: succeeded after ${attempt} tries in ${took()}.`)
    return value
  }
}

/** The part of an SDK retry strategy (v2) and of its tokens used here. */
interface SdkRetryToken {
  getRetryDelay(): number
}
interface SdkRetryStrategy {
  acquireInitialRetryToken(scope: string): Promise<SdkRetryToken>
  refreshRetryTokenForRetry(token: SdkRetryToken, errorInfo: unknown): Promise<SdkRetryToken>
  recordSuccess(token: SdkRetryToken): void
}

/**
 * The limit withRetry keeps, for a client whose SDK retries by itself (S3, whose bodies stream): no try
 * starts `callMs` after the call's first. The SDK's own strategy still decides what is worth a retry.
 */
export function limitSdkRetries<C extends { config: unknown }>(
  client: C,
  callMs = CALL_MS,
  now: () => number = Date.now
): C {
  const config = client.config as { retryStrategy: () => Promise<SdkRetryStrategy> }
  const sdkStrategy = config.retryStrategy
  const started = new WeakMap<SdkRetryToken, number>()
  const limited = (strategy: SdkRetryStrategy): SdkRetryStrategy => ({
    acquireInitialRetryToken: async scope => {
      const token = await strategy.acquireInitialRetryToken(scope)
      started.set(token, now())
      return token
    },
    refreshRetryTokenForRetry: async (token, errorInfo) => {
      const first = started.get(token) ?? now()
      const next = await strategy.refreshRetryTokenForRetry(token, errorInfo)
      // Refusing the token ends the call with its last error, as the SDK's own last try does.
      if (now() - first + next.getRetryDelay() >= callMs) throw new Error('the call has had its time')
      started.set(next, first)
      return next
    },
    recordSuccess: token => strategy.recordSuccess(token)
  })
  let strategy: Promise<SdkRetryStrategy> | undefined
  config.retryStrategy = () => (strategy ??= sdkStrategy().then(limited))
  return client
}

const GROUP_STARTED = Symbol('retry group started')
const FIRST_FAILURE = Symbol('first failed try')

/**
 * The same two lines per group for a client whose SDK retries by itself (S3, whose bodies stream):
 * the first failed try that will be tried again, and how the call ended after more than one try.
 */
export function logSdkRetries<C extends { middlewareStack: unknown }>(
  client: C,
  target: ClientTarget,
  maxAttempts: number,
  log: (line: string) => void
): C {
  const stack = client.middlewareStack as Stack
  stack.add(
    (next, context) => async args => {
      const started = Date.now()
      const label = callLabel(factsOf(target, context, args.input))
      const took = () => seconds(Date.now() - started)
      try {
        const out = await next(args)
        const tries = out.output?.$metadata?.attempts ?? 1
        if (tries > 1) log(`${label}: succeeded after ${tries} tries in ${took()}.`)
        return out
      } catch (err) {
        const tries = (err as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1
        if (tries > 1) log(`${label}: gave up after ${tries} tries in ${took()}.`)
        throw err
      }
    },
    { step: 'initialize', name: 'retryGroupEnd', override: true }
  )
  // After the SDK's retry step, so each try passes through it. The group's first line is written when
  // the SDK actually sends a second try (its own rules decide), naming what the first try met.
  stack.addRelativeTo(
    (next, context) => async args => {
      const call = context as { [GROUP_STARTED]?: boolean; [FIRST_FAILURE]?: unknown }
      if (!call[GROUP_STARTED] && call[FIRST_FAILURE] !== undefined) {
        call[GROUP_STARTED] = true
        const left = maxAttempts - 1
        log(`${describeCall(call[FIRST_FAILURE])}; retrying up to ${left} more ${noun(left, 'time')}.`)
      }
      try {
        return await next(args)
      } catch (err) {
        if (call[FIRST_FAILURE] === undefined) {
          recordCall(err, factsOf(target, context, args.input))
          call[FIRST_FAILURE] = err
        }
        throw err
      }
    },
    { relation: 'after', toMiddleware: 'retryMiddleware', name: 'retryGroupStart', override: true }
  )
  return client
}

/** Waits `ms` unless `signal` aborts first; resolves true when aborted. */
export async function pause(sleep: Sleep, ms: number, signal?: AbortSignal): Promise<boolean> {
  if (!signal) {
    await sleep(ms)
    return false
  }
  if (signal.aborted) return true
  let onAbort = (): void => {}
  const aborted = new Promise<boolean>(resolve => {
    onAbort = () => resolve(true)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([
      sleep(ms, signal).then(
        () => signal.aborted,
        () => true
      ),
      aborted
    ])
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

/** One AWS request sent with the run's retry settings. */
export type Call = <T>(send: () => Promise<T>) => Promise<T>
