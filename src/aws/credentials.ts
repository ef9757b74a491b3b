// One credential provider for every AWS client of a run, re-minting credentials before they expire. It
// keeps its own cache on the run's clock, so a long wait (or a test's simulated one) never signs a
// request with credentials that have run out.
import type { AwsCredentials, CredentialProvider } from '../context.js'
import { errorMessage } from '../errors.js'

export type { AwsCredentials, CredentialProvider }

/** Re-mint this long before expiry: a request signed then still has minutes to reach the service. */
const REFRESH_MARGIN_MS = 5 * 60_000
/** After a failed re-mint, wait this long before trying again (the old credentials still serve). */
const RETRY_AFTER_FAILURE_MS = 60_000

interface RefreshingOptions {
  /** Gets a new set of credentials (with their expiration). */
  mint: () => Promise<AwsCredentials>
  now: () => number
  marginMs?: number
  /** Told of each new set (for the log); never given the secret parts. */
  onMinted?: (expiration: Date | undefined, count: number) => void
  /** Told when a re-mint failed while the current credentials could still be used. */
  onRefreshFailed?: (err: unknown, expiration: Date) => void
}

/** True while `c` can sign a request that the service will still accept `marginMs` from now. */
export function usable(c: AwsCredentials, now: number, marginMs: number): boolean {
  return c.expiration === undefined || c.expiration.getTime() - now > marginMs
}

export function refreshingCredentials(opts: RefreshingOptions): CredentialProvider {
  const margin = opts.marginMs ?? REFRESH_MARGIN_MS
  let current: AwsCredentials | undefined
  let pending: Promise<AwsCredentials> | undefined
  let retryAt = 0
  let minted = 0

  const mintOnce = (): Promise<AwsCredentials> =>
    (pending ??= opts
      .mint()
      .then(fresh => {
        current = fresh
        minted++
        opts.onMinted?.(fresh.expiration, minted)
        return fresh
      })
      .finally(() => (pending = undefined)))

  const provider = async (): Promise<AwsCredentials> => {
    const now = opts.now()
    if (current && usable(current, now, margin)) return current
    // Still valid, inside the margin, and the last re-mint failed moments ago: keep signing with it.
    const stillValid = current?.expiration && current.expiration.getTime() > now
    if (current && stillValid && now < retryAt) return current
    try {
      return await mintOnce()
    } catch (err) {
      if (current?.expiration && current.expiration.getTime() > opts.now()) {
        retryAt = opts.now() + RETRY_AFTER_FAILURE_MS
        opts.onRefreshFailed?.(err, current.expiration)
        return current
      }
      throw err
    }
  }
  return Object.assign(provider, { memoized: true as const })
}

/** `in 59 min` / `12 min ago`, for expiry messages. */
export function minutesFrom(now: number, at: Date): string {
  const minutes = Math.round((at.getTime() - now) / 60_000)
  return minutes >= 0 ? `in ${minutes} min` : `${-minutes} min ago`
}

/** The refresh failure, said once per failure without any secret. */
export function refreshFailedNote(err: unknown, expiration: Date, now: number): string {
  return (
    `Could not refresh the AWS credentials (${errorMessage(err)}); the current ones expire at ` +
    `${expiration.toISOString()} (${minutesFrom(now, expiration)}) and are used until then.`
  )
}
