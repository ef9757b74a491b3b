// Writing the cache is never what fails a run: a write it refuses (denied to a read-only role, throttled,
// gone) is a warning that names what was not kept, and the run goes on without it. With
// `cache-write: false` nothing is written at all.
import { errorMessage } from '../errors.js'
import type { Logger } from '../context.js'
import type { ObjectStore, PutCondition } from '../storage/store.js'

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

/**
 * Writes gzip `body` at `key` under `condition` where the store can test one (S3's conditional
 * writes), else plainly; false when the condition refused it (another run wrote first), or the write
 * failed (warned of as `what` not kept).
 */
export async function cacheWriteIf(
  log: Pick<Logger, 'warning'>,
  what: string,
  cache: ObjectStore,
  key: string,
  body: Buffer,
  condition: PutCondition | undefined
): Promise<boolean> {
  let written = false
  await cacheWrite(log, what, async () => {
    if (condition && cache.putIf) written = await cache.putIf(key, body, condition, 'application/gzip')
    else {
      await cache.put(key, body, 'application/gzip')
      written = true
    }
  })
  return written
}
