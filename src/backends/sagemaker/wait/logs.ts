// `logs: true`: tails the job's CloudWatch streams (`/aws/sagemaker/TransformJobs`, `<job>/<instance>-...`),
// printing new events of all streams interleaved by timestamp. Logs never decide the outcome: a failure
// to read them is reported once and the wait goes on.
import type { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import { errorName } from '../../../aws/retry.js'
import { errorMessage } from '../../../errors.js'
import { LogStreams } from './log-streams.js'

interface TailedEvent {
  stream: string
  timestamp: number
  message: string
}

export class LogTailer {
  private readonly streams: LogStreams
  private warned = false

  constructor(
    client: CloudWatchLogsClient,
    readonly jobName: string,
    private readonly print: (line: string) => void,
    private readonly warn: (message: string) => void
  ) {
    this.streams = new LogStreams(client, jobName)
  }

  /** Prints every event that arrived since the last call. */
  async poll(): Promise<TailedEvent[]> {
    let events: TailedEvent[]
    try {
      events = await this.read()
    } catch (err) {
      // The group appears with the first instance's first line; until then there is nothing to read.
      if (errorName(err) === 'ResourceNotFoundException') return []
      if (!this.warned)
        this.warn(
          `logs: cannot read CloudWatch logs for ${this.jobName} (${errorMessage(err)}). ` +
            'The job goes on; grant logs:DescribeLogStreams and logs:GetLogEvents to see its logs here.'
        )
      this.warned = true
      return []
    }
    events.sort((a, b) => a.timestamp - b.timestamp)
    for (const e of events)
      this.print(`${new Date(e.timestamp).toISOString()} [${e.stream}] ${e.message.replace(/\n$/, '')}`)
    return events
  }

  private async read(): Promise<TailedEvent[]> {
    const out: TailedEvent[] = []
    await this.streams.list()
    for (const stream of this.streams.names()) {
      const short = stream.slice(this.streams.jobName.length + 1)
      for (const e of await this.streams.read(stream))
        out.push({ stream: short, timestamp: e.timestamp ?? 0, message: e.message ?? '' })
    }
    return out
  }
}
