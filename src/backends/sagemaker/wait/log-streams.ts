// A job's CloudWatch log streams (`/aws/sagemaker/TransformJobs`, `<job>/<instance>-<epoch>/...`), each
// followed from where the last read stopped with its forward token. The `logs: true` printer and the
// data-log reader both read through it; each asks its own budget before a request.
import {
  DescribeLogStreamsCommand,
  GetLogEventsCommand,
  type CloudWatchLogsClient,
  type OutputLogEvent
} from '@aws-sdk/client-cloudwatch-logs'

export const LOG_GROUP = '/aws/sagemaker/TransformJobs'

/** Asked before each request: false leaves the rest for a later read. */
type MayCall = () => boolean

const always: MayCall = () => true

export class LogStreams {
  /** Each known stream's forward token (undefined: read from its head). */
  private readonly tokens = new Map<string, string | undefined>()

  constructor(
    private readonly client: CloudWatchLogsClient,
    readonly jobName: string,
    /** Which of the job's streams to follow (a stream can appear late). */
    private readonly wanted: (stream: string) => boolean = () => true
  ) {}

  /** The streams found so far. */
  names(): string[] {
    return [...this.tokens.keys()]
  }

  /** Lists the job's streams; a new one is read from its head. */
  async list(mayCall: MayCall = always): Promise<void> {
    let nextToken: string | undefined
    do {
      if (!mayCall()) return
      const page = await this.client.send(
        new DescribeLogStreamsCommand({
          logGroupName: LOG_GROUP,
          logStreamNamePrefix: `${this.jobName}/`,
          nextToken
        })
      )
      for (const s of page.logStreams ?? [])
        if (s.logStreamName && this.wanted(s.logStreamName) && !this.tokens.has(s.logStreamName))
          this.tokens.set(s.logStreamName, undefined)
      nextToken = page.nextToken
    } while (nextToken)
  }

  /** The events that arrived in `stream` since the last read, at most `pages` pages of them. */
  async read(stream: string, pages = Infinity, mayCall: MayCall = always): Promise<OutputLogEvent[]> {
    const events: OutputLogEvent[] = []
    for (let page = 0; page < pages && mayCall(); page++) {
      const token = this.tokens.get(stream)
      const answer = await this.client.send(
        new GetLogEventsCommand({
          logGroupName: LOG_GROUP,
          logStreamName: stream,
          startFromHead: true,
          ...(token ? { nextToken: token } : {})
        })
      )
      const got = answer.events ?? []
      events.push(...got)
      // The same token again is the end of the stream for now; an empty page may come before the end.
      if (!answer.nextForwardToken || answer.nextForwardToken === token) break
      this.tokens.set(stream, answer.nextForwardToken)
      if (got.length === 0) break
    }
    return events
  }
}
