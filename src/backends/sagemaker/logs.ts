// `logs: true`: tails the job's CloudWatch streams (`/aws/sagemaker/TransformJobs`, `<job>/<instance>-...`),
// printing new events of all streams interleaved by timestamp. Logs never decide the outcome: a failure
// to read them is reported once and the wait goes on.
import {
  DescribeLogStreamsCommand,
  GetLogEventsCommand,
  type CloudWatchLogsClient,
  type OutputLogEvent
} from '@aws-sdk/client-cloudwatch-logs'
import { errorName } from '../../aws/retry.js'
import { errorMessage } from '../../errors.js'

export const LOG_GROUP = '/aws/sagemaker/TransformJobs'

interface TailedEvent {
  stream: string
  timestamp: number
  message: string
}

export class LogTailer {
  /** Each stream's forward token: where the next read starts. */
  private readonly tokens = new Map<string, string>()
  private warned = false

  constructor(
    private readonly client: CloudWatchLogsClient,
    readonly jobName: string,
    private readonly print: (line: string) => void,
    private readonly warn: (message: string) => void
  ) {}

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

  private async streams(): Promise<string[]> {
    const names: string[] = []
    let nextToken: string | undefined
    do {
      const page = await this.client.send(
        new DescribeLogStreamsCommand({
          logGroupName: LOG_GROUP,
          logStreamNamePrefix: `${this.jobName}/`,
          nextToken
        })
      )
      for (const s of page.logStreams ?? []) if (s.logStreamName) names.push(s.logStreamName)
      nextToken = page.nextToken
    } while (nextToken)
    return names
  }

  private async read(): Promise<TailedEvent[]> {
    const out: TailedEvent[] = []
    for (const stream of await this.streams()) {
      const short = stream.slice(this.jobName.length + 1)
      for (;;) {
        const token = this.tokens.get(stream)
        const page = await this.client.send(
          new GetLogEventsCommand({
            logGroupName: LOG_GROUP,
            logStreamName: stream,
            startFromHead: true,
            nextToken: token
          })
        )
        for (const e of page.events ?? ([] as OutputLogEvent[]))
          out.push({ stream: short, timestamp: e.timestamp ?? 0, message: e.message ?? '' })
        // An unchanged forward token means the end of the stream for now.
        if (!page.nextForwardToken || page.nextForwardToken === token) break
        this.tokens.set(stream, page.nextForwardToken)
        if ((page.events ?? []).length === 0) break
      }
    }
    return out
  }
}
