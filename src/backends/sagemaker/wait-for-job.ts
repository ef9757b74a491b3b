// Step 4 of a SageMaker run: the wait for the job, with a progress line per listing of its outputs;
// the stop (past the deadline, or steered) and the watch until the job ends; the outcome it ends with.
import {
  DescribeTransformJobCommand,
  type DescribeTransformJobCommandOutput
} from '@aws-sdk/client-sagemaker'
import type { JobOutcome, JobStatus, RunEvents, RunSoFar, StopOrder } from '../../job.js'
import type { Logger } from '../../context.js'
import { stopLateness } from '../../format.js'
import { withRetry } from '../../aws/retry.js'
import type { Session } from './backend-session.js'
import type { Begun } from './create-job.js'
import { explainDescribeError, stopJob } from './job.js'
import type { FailuresSeen } from './wait/failures-seen.js'
import type { JobFailures } from './wait/job-failures.js'
import { LOG_GROUP } from './wait/log-streams.js'
import { costBetween, describeCost, runSoFar, type Meter } from './wait/meter.js'
import { watchOutputs } from './wait/output-watch.js'
import { formatElapsed, pollJob, type Described, type PollResult } from './wait/poll.js'
import type { ProgressView } from './wait/progress.js'

/** How long to keep watching a job we stopped for the deadline before giving up on seeing Stopped. */
const STOP_WATCH_MS = 20 * 60_000

export interface Waiting extends Begun {
  events: RunEvents
  /** Epoch ms past which the wait ends (`timeout-minutes`). */
  deadline?: number
  /** Tails the job's logs, at each poll. */
  tail?: () => Promise<void>
  /** The failed inputs the job's data-log has named so far, up to date at each poll. */
  failures: FailuresSeen
  /** The price and instances, for the cost so far. */
  meter: Meter
  /** Set by the wait when `events.steer` orders the job stopped. */
  order?: StopOrder
}

/** The wait group: Describe until the job ends, with a progress line per listing of its outputs. */
export async function waitForJob(s: Session, w: Waiting): Promise<PollResult> {
  const { ctx, log, signal } = s
  const { outcome, started, events } = w
  const jobName = outcome.jobName
  const lookAt = (described: Described, view?: ProgressView): RunSoFar =>
    runSoFar(w.meter, described, ctx.now(), { view, failures: w.failures })
  const watch = watchOutputs({
    job: outcome,
    count: events.outputs,
    failures: w.failures,
    log,
    now: ctx.now,
    createdAt: started.createdAt,
    suffix: (view, described) => {
      const { cost } = lookAt(described, view)
      return cost && describeCost(cost)
    }
  })
  // The last look at the running job, and when max-cost is spent at its rate: the wait wakes then.
  let latest: { described: Described; view?: ProgressView } | undefined
  let budgetAt: number | undefined
  const steer = (run: RunSoFar): void => void (w.order ??= events.steer?.(run))

  log.startGroup(`Waiting for transform job ${jobName}`)
  try {
    return await pollJob({
      describe: () => describeJob(s, jobName, signal),
      sleep: ctx.sleep,
      now: ctx.now,
      signal,
      deadline: w.deadline,
      onStatus: (status, previous) => {
        const elapsed = formatElapsed(ctx.now() - started.createdAt)
        // While outputs are counted, each poll of a running job has its own line.
        if (!(watch && status === 'InProgress' && !previous))
          log.info(`[${elapsed}] ${previous ? `${previous} -> ` : ''}${status}`)
        events.status?.(status as JobStatus)
      },
      onTick: async described => {
        await w.tail?.()
        const view = await watch?.tick(described)
        const progress = view ? { progress: view } : {}
        if (described.TransformJobStatus !== 'InProgress' || !events.steer) return progress
        latest = { described, view }
        const run = lookAt(described, view)
        steer(run)
        const look = events.nextLook?.(run)
        budgetAt = look?.budgetInMs !== undefined ? run.lookedAt! + look.budgetInMs : undefined
        return {
          ...progress,
          ...(look?.readInMs !== undefined ? { readInMs: look.readInMs } : {}),
          ...(look?.blind ? { blind: true } : {})
        }
      },
      steered: () => w.order !== undefined,
      alarm: () => budgetAt,
      onAlarm: () => latest && steer(lookAt(latest.described, latest.view))
    })
  } finally {
    watch?.close()
    log.endGroup()
  }
}

/**
 * One DescribeTransformJob, retried. While waiting, the workflow's cancel aborts it and it has 10 tries;
 * once a stop is on its way (no signal), the usual tries.
 */
function describeJob(
  s: Session,
  jobName: string,
  signal?: AbortSignal
): Promise<DescribeTransformJobCommandOutput> {
  const send = () =>
    s.sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName }), { abortSignal: signal })
  return withRetry(send, { ...s.retrying, signal, ...(signal ? { attempts: 10 } : {}) }).catch(err => {
    throw explainDescribeError(err, jobName, s.region)
  })
}

/** Stops the job (past the deadline, or steered) and watches it end; a cancel now only ends the watch. */
export async function stopAndWatch(
  s: Session,
  d: Begun & {
    tail?: () => Promise<void>
    line: string
    reason: string
    failures: JobFailures
    /** A stop for a verdict: its timing is told against the job's price. */
    meter?: Meter
    last?: Described
  }
): Promise<JobOutcome> {
  const { ctx, log, sm } = s
  const jobName = d.outcome.jobName
  log.info(d.line)
  const order = d.outcome.stoppedEarly
  if (order && d.meter) {
    order.sentAt = ctx.now()
    const cost =
      order.decidedAt !== undefined ? costBetween(d.meter, d.last, order.decidedAt, order.sentAt) : undefined
    if (cost !== undefined) order.costAfterVerdict = cost
    const start = d.last?.TransformStartTime?.getTime() ?? d.started.createdAt
    const late = stopLateness(order, start)
    if (late) log.info(late)
  }
  await stopJob(sm, jobName, s.call)
  const after = await pollJob({
    // The stop is on its way: a cancel ends the watch below, not a Describe under way.
    describe: () => describeJob(s, jobName),
    sleep: ctx.sleep,
    now: ctx.now,
    signal: s.signal,
    deadline: ctx.now() + STOP_WATCH_MS,
    onStatus: status => log.info(`[${formatElapsed(ctx.now() - d.started.createdAt)}] ${status}`),
    onTick: d.tail
  })
  const completed = after.last?.TransformJobStatus === 'Completed'
  // A job that completed before the stop took effect was not stopped early after all.
  if (completed) delete d.outcome.stoppedEarly
  return finalOutcome(d.outcome, after.last, log, completed ? undefined : d.reason, d.failures)
}

export function finalOutcome(
  outcome: JobOutcome,
  last: Described | undefined,
  log: Logger,
  reason?: string,
  failures?: JobFailures
): JobOutcome {
  const jobName = outcome.jobName
  const status = (last?.TransformJobStatus ?? 'InProgress') as JobStatus
  outcome.status = status
  outcome.jobArn = last?.TransformJobArn ?? outcome.jobArn
  outcome.startedAt = last?.TransformStartTime
  outcome.endedAt = last?.TransformEndTime
  // AWS's clock, as S3's LastModified: it tells this job's outputs from an earlier run's.
  outcome.createdAt = last?.CreationTime
  if (status === 'Failed') {
    outcome.failureReason =
      `${last?.FailureReason ?? 'no FailureReason given'} ` +
      `(CloudWatch logs: group ${LOG_GROUP}, streams ${jobName}/)`
  } else if (status !== 'Completed') {
    outcome.failureReason =
      reason ?? last?.FailureReason ?? `the job ended ${status} (stopped outside this workflow)`
  }
  // The failed inputs the data-log named say more than the job's one reason; those still on their way
  // are awaited once the results are counted.
  failures?.apply(outcome, last?.FailureReason)
  if (failures && status === 'Failed')
    outcome.settleFailures = failed => failures.settle(outcome, last?.FailureReason, failed)
  log.info(`Transform job ${jobName}: ${status}${outcome.failureReason ? ` (${outcome.failureReason})` : ''}`)
  return outcome
}
