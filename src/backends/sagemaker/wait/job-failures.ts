// The reasons of a job's failed inputs: read from its data-log at each poll of the wait, and once the
// results are counted, awaited only while some failed input has none (until REASON_WAIT_MS after the
// job's end: lines reach CloudWatch seconds after they are written); set on its outcome.
import type { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import { pause } from '../../../aws/retry.js'
import {
  clipReason,
  failedObjectsReason,
  FAILURE_REASON_MAX,
  NO_REASON_LOGGED
} from '../../../contract/object-failures.js'
import type { JobOutcome } from '../../../job.js'
import type { Sleep } from '../../../sleep.js'
import { DataLogReader } from './data-log-reader.js'
import { FailuresSeen } from './failures-seen.js'
import { LOG_GROUP } from './log-streams.js'

/** The longest wait, after the job's end, for the reasons of failed inputs still without one. */
export const REASON_WAIT_MS = 20_000
/** Reads of that wait are this far apart. */
const REASON_READ_EVERY_MS = 1_000

interface JobFailuresOptions {
  client: CloudWatchLogsClient
  jobName: string
  instanceCount: number
  log: { info(line: string): void; warning(line: string): void }
  now: () => number
  sleep: Sleep
  signal?: AbortSignal
}

export class JobFailures {
  readonly seen = new FailuresSeen()
  private readonly reader: DataLogReader
  private endedAt?: number

  constructor(private readonly o: JobFailuresOptions) {
    this.reader = new DataLogReader({ ...o, failures: this.seen })
  }

  /** One poll: the data-log's new lines. */
  tick(): Promise<void> {
    return this.reader.poll()
  }

  /** The job has ended: the wait for missing reasons counts from now (at most REASON_WAIT_MS). */
  async ended(): Promise<void> {
    this.endedAt = this.o.now()
    await this.reader.poll()
  }

  /**
   * Once the results are counted (`failed` inputs without an output): reads the data-log again while
   * fewer inputs have a reason, until REASON_WAIT_MS after the job's end, and sets the reasons on the
   * outcome for good. Reading the outputs and the last lines' way to CloudWatch so take their time side
   * by side.
   */
  async settle(outcome: JobOutcome, service: string | undefined, failed: number): Promise<void> {
    const until = (this.endedAt ?? this.o.now()) + REASON_WAIT_MS
    if (this.seen.count < failed) await this.reader.poll()
    while (!this.reader.denied && this.seen.count < failed && this.o.now() < until) {
      if (await pause(this.o.sleep, Math.min(REASON_READ_EVERY_MS, until - this.o.now()), this.o.signal))
        break
      await this.reader.poll()
    }
    const missing = failed - this.seen.count
    if (missing > 0 && !this.reader.denied)
      this.o.log.info(
        `${missing} failed ${missing === 1 ? 'input has' : 'inputs have'} no reason in the job's data-log ` +
          `${Math.round(REASON_WAIT_MS / 1000)} s after the job's end.`
      )
    this.apply(outcome, service)
  }

  /** The failed inputs seen, with their reasons, on the outcome; `service` is the job's FailureReason. */
  apply(outcome: JobOutcome, service: string | undefined): void {
    if (this.reader.denied) return
    // Inputs a stopped job never reached have no reason to find.
    if (outcome.status === 'Failed') outcome.unexplained = NO_REASON_LOGGED
    if (this.seen.count === 0) return
    const entries = this.seen.entries().map(e => ({ ...e, uri: this.seen.uriOf(e.key) }))
    outcome.failures = entries
    if (outcome.status !== 'Failed') return
    const listed = failedObjectsReason(entries)
    // The inputs first: the service's own reason is cut to fit the rest.
    const tail = `; CloudWatch logs: group ${LOG_GROUP}, streams ${outcome.jobName}/)`
    const head = `${listed} (SageMaker: `
    const room = Math.max(40, FAILURE_REASON_MAX - head.length - tail.length)
    outcome.failureReason = clipReason(`${head}${clipTo(service ?? 'no FailureReason given', room)}${tail}`)
  }
}

function clipTo(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text
}
