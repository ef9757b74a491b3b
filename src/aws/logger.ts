// Where the SageMaker backend writes its progress: @actions/core in the action, a collector in tests.
import { errorName } from './retry.js'

export interface Logger {
  info(message: string): void
  warning(message: string): void
  startGroup(name: string): void
  endGroup(): void
}

/** The log line for a call that is about to be tried again. */
export function retryNote(log: Logger): (err: unknown, attempt: number, waitMs: number) => void {
  return (err, attempt, waitMs) =>
    log.info(
      `AWS answered ${errorName(err) || 'an error'} (try ${attempt}); retrying in ${(waitMs / 1000).toFixed(1)} s`
    )
}
