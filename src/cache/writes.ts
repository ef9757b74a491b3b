// Writing the cache is never what fails a run: a write it refuses (denied to a read-only role, throttled,
// gone) is a warning that names what was not kept, and the run goes on without it. With
// `cache-write: false` nothing is written at all.
import { errorMessage } from '../errors.js'
import type { Logger } from '../context.js'

/** Runs `write`; a failure is warned of as `what` not kept. Whether it was written. */
export async function cacheWrite(
  log: Pick<Logger, 'warning'>,
  what: string,
  write: () => Promise<unknown>
): Promise<boolean> {
  try {
    await write()
    return true
  } catch (err) {
    log.warning(`cache: ${what} not kept: ${errorMessage(err)}`)
    return false
  }
}
