// Reads a running job's data-log streams at each poll, by default: the streams are listed under the
// job's name (a stream can appear late, one per instance), each is followed with its forward token, and
// its lines are parsed (data-log.ts) into the failures seen so far. Reads come out of the wait's budget
// (poll.ts: logCallsAllowed), a throttled read skips the next polls, and without permission to read the
// logs the run says so once and goes on: logs never decide the outcome.
import type { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import { errorName, httpStatus, isThrottling } from '../../../aws/retry.js'
import { errorMessage } from '../../../errors.js'
import { DataLogParser } from './data-log.js'
import type { FailuresSeen } from './failures-seen.js'
import { LOG_GROUP, LogStreams } from './log-streams.js'
import { logCallsAllowed } from './poll.js'

const DATA_LOG_SUFFIX = '/data-log'
/** Pages of one stream read in one poll at most; the rest waits for the next poll. */
const PAGES_PER_POLL = 5
/** Once every instance's stream is known, the streams are listed again only every this many polls. */
const RELIST_EVERY = 10
/** A throttled read skips 2, 4, 8, then 16 polls. */
const MAX_SKIP = 16

const DENIED = new Set(['AccessDeniedException', 'AccessDenied', 'UnauthorizedOperation'])

interface DataLogReaderOptions {
  client: CloudWatchLogsClient
  jobName: string
  /** Instances of the job: each writes its own data-log stream. */
  instanceCount: number
  failures: FailuresSeen
  log: { info(line: string): void; warning(line: string): void }
  now: () => number
}

export class DataLogReader {
  /** Log calls made so far. */
  calls = 0
  /** Reading stopped for good (no permission). */
  denied = false
  private readonly began: number
  private readonly parser = new DataLogParser()
  private readonly streams: LogStreams
  private polls = 0
  private skipUntil = 0
  private throttled = 0
  private warned = false

  constructor(private readonly options: DataLogReaderOptions) {
    this.began = options.now()
    this.streams = new LogStreams(options.client, options.jobName, stream => stream.endsWith(DATA_LOG_SUFFIX))
  }

  /** One poll's reads: the streams when due, then each stream's new lines, within the budget. */
  async poll(): Promise<void> {
    this.polls++
    if (this.denied || this.polls < this.skipUntil) return
    try {
      const known = this.streams.names().length
      if (known < this.options.instanceCount || this.polls % RELIST_EVERY === 1)
        await this.streams.list(this.spend)
      for (const stream of this.streams.names()) await this.readStream(stream)
      this.throttled = 0
    } catch (err) {
      this.failed(err)
    }
  }

  /** Takes one call of the budget, or says there is none left. */
  private readonly spend = (): boolean => {
    if (this.calls >= logCallsAllowed(this.options.now() - this.began, this.options.instanceCount))
      return false
    this.calls++
    return true
  }

  private async readStream(stream: string): Promise<void> {
    const events = await this.streams.read(stream, PAGES_PER_POLL, this.spend)
    const lags = events.flatMap(e =>
      e.ingestionTime !== undefined && e.timestamp !== undefined ? [e.ingestionTime - e.timestamp] : []
    )
    if (lags.length > 0)
      this.options.failures.lagMs = Math.max(0, lags.sort((a, b) => a - b)[lags.length >> 1])
    const facts = this.parser.read(
      stream,
      events.map(e => e.message ?? ''),
      events.map(e => e.timestamp)
    )
    if (facts.settings) this.options.log.info(`SageMaker used: ${facts.settings} (the job's data-log)`)
    for (const f of facts.failures)
      this.options.failures.record(
        f.object.slice(f.object.indexOf('/') + 1),
        f.reason,
        `s3://${f.object}`,
        f.at
      )
  }

  private failed(err: unknown): void {
    // The group appears with the first instance's first line: until then there is nothing to read.
    if (errorName(err) === 'ResourceNotFoundException') return
    if (isThrottling(err)) {
      this.throttled = Math.min(MAX_SKIP, Math.max(2, this.throttled * 2))
      this.skipUntil = this.polls + this.throttled
      return
    }
    const denied = DENIED.has(errorName(err)) || httpStatus(err) === 403
    if (denied) this.denied = true
    if (this.warned) return
    this.warned = true
    this.options.log.warning(
      denied
        ? `Failed inputs will be reported without their reasons: reading the job's data-log needs ` +
            `logs:DescribeLogStreams and logs:GetLogEvents on the log group ${LOG_GROUP} ` +
            `(${errorMessage(err)}). The job goes on.`
        : `Could not read the job's data-log for the reasons of failed inputs (${errorMessage(err)}); ` +
            'trying again at the next polls. The job goes on.'
    )
  }
}
