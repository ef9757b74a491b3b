// Retries for AWS calls: throttling, 5xx and dropped connections, with capped exponential backoff and
// jitter. The SDK's own retries are off (see backends/sagemaker/sagemaker.ts) so that this loop is the
// only one and a create call is never repeated behind our back.

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
  /** Told before each wait, e.g. to log it. */
  onRetry?: (err: unknown, attempt: number, waitMs: number) => void
  /** Which failures are worth another try (default: isRetryable). */
  retryable?: (err: unknown) => boolean
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
  code?: string
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
  const code = (err as AwsErrorLike | undefined)?.code
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

/** Calls `fn` until it succeeds or fails with an error that retrying cannot fix. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const attempts = opts.attempts ?? 8
  const random = opts.random ?? Math.random
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt)
    } catch (err) {
      if (attempt >= attempts || !(opts.retryable ?? isRetryable)(err)) throw err
      const wait = backoffMs(attempt, random, opts.baseMs, opts.capMs)
      opts.onRetry?.(err, attempt, wait)
      if (await pause(opts.sleep, wait, opts.signal)) throw opts.signal!.reason
    }
  }
}

/** The injectable wait, with an optional signal: true when the signal aborted it (then at once). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

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
