// The SageMaker backend's log lines that more than one module writes.
import { errorName } from '../../aws/retry.js'

import type { Logger } from '../../context.js'

export type { Logger }

/** The log line for a call that is about to be tried again. */
export function retryNote(log: Logger): (err: unknown, attempt: number, waitMs: number) => void {
  return (err, attempt, waitMs) =>
    log.info(
      `AWS answered ${errorName(err) || 'an error'} (try ${attempt}); retrying in ${(waitMs / 1000).toFixed(1)} s`
    )
}
