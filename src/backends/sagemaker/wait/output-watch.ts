// The outputs of a running job, counted at each poll into one progress line: a quick listing is waited
// for, a slow one runs on beside the Describes so that it never delays noticing the job's end.
import { errorMessage } from '../../../errors.js'
import type { FailuresSoFar, JobOutcome, RunEvents } from '../../../job.js'
import type { Logger } from '../../../context.js'
import { formatElapsed, type Described } from './poll.js'
import { describeProgress, ProgressTracker, type ProgressView } from './progress.js'

interface WatchOptions {
  job: Pick<JobOutcome, 'jobName' | 'outputPath' | 'definition'>
  /** Counts this job's outputs (`RunEvents.outputs`); nothing is watched without it. */
  count: RunEvents['outputs']
  /** The failed inputs seen so far: finished inputs, told in each line. */
  failures?: FailuresSoFar
  log: Pick<Logger, 'info' | 'warning'>
  now: () => number
  /** The job's creation (epoch ms): the lines tell the time since. */
  createdAt: number
  /** More of the line after the count (the cost so far), from the same poll. */
  suffix?: (view: ProgressView, described: Described) => string | undefined
}

/** A listing that took longer than this runs on beside the next Describes instead of holding them up. */
export const SLOW_LISTING_MS = 2_000

interface OutputWatch {
  /** After each Describe: the latest progress, which sets the next poll. */
  tick: (described: Described) => Promise<ProgressView | undefined>
  /** The wait is over: a listing still under way logs nothing more. */
  close: () => void
}

/**
 * The progress line of each listing of output-path while the job runs, from `events.outputs`; undefined
 * when nobody counts. A quick listing is awaited at each poll; once one is slow (many outputs), the next
 * runs on beside the Describes and logs its line when it is done, so the job's end is noticed on time.
 */
export function watchOutputs(options: WatchOptions): OutputWatch | undefined {
  const { job: outcome, count, log, now, createdAt, suffix } = options
  if (!count) return undefined
  const tracker = new ProgressTracker()
  let first = true
  let closed = false
  let latest: ProgressView | undefined
  let listing: Promise<void> | undefined
  let lastListingMs = 0
  const list = (described: Described): Promise<void> => {
    const began = now()
    return count({
      jobName: outcome.jobName,
      outputPath: outcome.outputPath,
      ...(described.CreationTime ? { createdAt: described.CreationTime } : {}),
      ...(outcome.definition ? { definition: outcome.definition } : {})
    }).then(
      counted => {
        lastListingMs = now() - began
        if (closed) return
        if (counted) latest = tracker.observe(now(), counted, options.failures?.count ?? 0)
        const elapsed = formatElapsed(now() - createdAt)
        const more = counted && suffix?.(latest!, described)
        if (counted)
          log.info(
            `[${elapsed}] InProgress: ${describeProgress(latest!, options.failures)}${more ? `, ${more}` : ''}`
          )
        else if (first) log.info(`[${elapsed}] InProgress`)
        first = false
      },
      err => void (closed || log.warning(`Could not count the outputs: ${errorMessage(err)}`))
    )
  }
  return {
    tick: async described => {
      if (described.TransformJobStatus !== 'InProgress') return undefined
      listing ??= list(described).finally(() => (listing = undefined))
      if (lastListingMs < SLOW_LISTING_MS) await listing
      return latest
    },
    close: () => void (closed = true)
  }
}
