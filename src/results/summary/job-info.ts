// The job's part of the summary: its times, instance-seconds and cost, the early stop, and what a
// rerun of the failed inputs saved.
import type { JobOutcome } from '../../job.js'
import { isLocal, type Spec } from '../../spec.js'
import type { JobInfo, RerunInfo } from './run-summary.js'

/** The money for instance time at an hourly price. */
function costOf(instanceSeconds: number, pricePerHour: number): number {
  return (pricePerHour * instanceSeconds) / 3600
}

/**
 * `rerun: failed` over `transformed` of `total` objects: what skipping the others saved, estimated as this
 * run's instance-seconds per transformed object x the objects skipped. The run's start-up time is
 * spread over its objects, so for a small rerun the figure leans high.
 */
export function rerunInfo(job: JobInfo, transformed: number, total: number): RerunInfo {
  const info: RerunInfo = { objects: transformed, of: total }
  if (job.instanceSeconds === undefined || transformed === 0) return info
  const saved = (job.instanceSeconds * (total - transformed)) / transformed
  info.savedInstanceSeconds = saved
  if (job.pricePerHour !== undefined) info.savedCost = costOf(saved, job.pricePerHour)
  return info
}

export function jobInfo(spec: Spec, outcome: JobOutcome): JobInfo {
  const started = outcome.startedAt
  const ended = outcome.endedAt
  const durationSeconds =
    started && ended ? Math.max(0, (ended.getTime() - started.getTime()) / 1000) : undefined
  // Runner time in local mode is billed by nobody: no money for it. A price given wins over one found.
  const given = spec.report.pricePerHour
  const price = isLocal(spec) ? undefined : typeof given === 'number' ? given : outcome.pricePerHour
  const instanceSeconds =
    durationSeconds !== undefined ? spec.resources.instanceCount * durationSeconds : undefined
  return {
    name: outcome.jobName,
    status: outcome.status,
    ...(outcome.failureReason ? { failureReason: outcome.failureReason } : {}),
    mode: spec.control.mode,
    instanceType: spec.resources.instanceType,
    instanceCount: spec.resources.instanceCount,
    ...(started ? { startedAt: started.toISOString() } : {}),
    ...(ended ? { endedAt: ended.toISOString() } : {}),
    ...(durationSeconds !== undefined ? { durationSeconds, instanceSeconds } : {}),
    ...(price !== undefined ? { pricePerHour: price } : {}),
    ...(price !== undefined && instanceSeconds !== undefined
      ? { estimatedCost: costOf(instanceSeconds, price) }
      : {}),
    ...(outcome.stoppedEarly ? { stoppedEarly: stopInfo(outcome.stoppedEarly) } : {})
  }
}

/** A stop for a verdict, for `_summary.json`: when the verdict was certain, when the stop was sent. */
function stopInfo(order: NonNullable<JobOutcome['stoppedEarly']>): NonNullable<JobInfo['stoppedEarly']> {
  const { limit, reason, decidedAt, decidedBy, sentAt, costAfterVerdict } = order
  const iso = (ms: number): string => new Date(ms).toISOString()
  return {
    limit,
    reason,
    ...(decidedAt !== undefined ? { decidedAt: iso(decidedAt) } : {}),
    ...(decidedBy !== undefined ? { decidedBy } : {}),
    ...(sentAt !== undefined ? { stopSentAt: iso(sentAt) } : {}),
    ...(sentAt !== undefined && decidedAt !== undefined
      ? { secondsAfterVerdict: Math.max(0, sentAt - decidedAt) / 1000 }
      : {}),
    ...(costAfterVerdict !== undefined ? { costAfterVerdict } : {})
  }
}
