// The CloudWatch Logs side of the emulator: log groups of streams of events, and the three read
// operations the action uses to tail a transform job (DescribeLogStreams, GetLogEvents, FilterLogEvents).

export interface LogEvent {
  timestamp: number
  message: string
  ingestionTime: number
}

interface LogStream {
  name: string
  creationTime: number
  events: LogEvent[]
}

export class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400
  ) {
    super(message)
  }
}

const PAGE = 50

export class LogStore {
  private readonly groups = new Map<string, Map<string, LogStream>>()

  constructor(private readonly clock: () => number) {}

  append(group: string, stream: string, message: string, timestamp = this.clock()): void {
    let streams = this.groups.get(group)
    if (!streams) this.groups.set(group, (streams = new Map()))
    let s = streams.get(stream)
    if (!s) streams.set(stream, (s = { name: stream, creationTime: timestamp, events: [] }))
    s.events.push({ timestamp, message, ingestionTime: this.clock() })
    s.events.sort((a, b) => a.timestamp - b.timestamp)
  }

  private group(name: unknown): Map<string, LogStream> {
    const g = typeof name === 'string' ? this.groups.get(name) : undefined
    if (!g) throw new ServiceError('ResourceNotFoundException', 'The specified log group does not exist.')
    return g
  }

  handle(operation: string, body: Record<string, unknown>): unknown {
    switch (operation) {
      case 'DescribeLogStreams':
        return this.describeLogStreams(body)
      case 'GetLogEvents':
        return this.getLogEvents(body)
      case 'FilterLogEvents':
        return this.filterLogEvents(body)
      default:
        throw new ServiceError('UnknownOperationException', `Operation ${operation} is not supported`)
    }
  }

  private describeLogStreams(body: Record<string, unknown>): unknown {
    const prefix = typeof body.logStreamNamePrefix === 'string' ? body.logStreamNamePrefix : ''
    const all = [...this.group(body.logGroupName).values()]
      .filter(s => s.name.startsWith(prefix))
      .sort((a, b) => (a.name < b.name ? -1 : 1))
    const start = typeof body.nextToken === 'string' ? Number(body.nextToken) : 0
    const limit = typeof body.limit === 'number' ? body.limit : PAGE
    const page = all.slice(start, start + limit)
    return {
      logStreams: page.map(s => ({
        logStreamName: s.name,
        creationTime: s.creationTime,
        firstEventTimestamp: s.events[0]?.timestamp,
        lastEventTimestamp: s.events.at(-1)?.timestamp,
        lastIngestionTime: s.events.at(-1)?.ingestionTime
      })),
      nextToken: start + limit < all.length ? String(start + limit) : undefined
    }
  }

  // Tokens are `f/<index>`: the next call starts at that event, and an unchanged token means no news.
  private getLogEvents(body: Record<string, unknown>): unknown {
    const stream = this.group(body.logGroupName).get(String(body.logStreamName))
    if (!stream)
      throw new ServiceError('ResourceNotFoundException', 'The specified log stream does not exist.')
    const token = typeof body.nextToken === 'string' ? body.nextToken : undefined
    const start = token ? Number(token.slice(2)) : 0
    const limit = typeof body.limit === 'number' ? body.limit : PAGE
    const events = stream.events.slice(start, start + limit)
    const end = start + events.length
    return { events, nextForwardToken: `f/${end}`, nextBackwardToken: `b/${start}` }
  }

  private filterLogEvents(body: Record<string, unknown>): unknown {
    const prefix = typeof body.logStreamNamePrefix === 'string' ? body.logStreamNamePrefix : ''
    const startTime = typeof body.startTime === 'number' ? body.startTime : 0
    const all = [...this.group(body.logGroupName).values()]
      .filter(s => s.name.startsWith(prefix))
      .flatMap(s => s.events.map((e, i) => ({ ...e, logStreamName: s.name, eventId: `${s.name}#${i}` })))
      .filter(e => e.timestamp >= startTime)
      .sort((a, b) => a.timestamp - b.timestamp)
    const start = typeof body.nextToken === 'string' ? Number(body.nextToken) : 0
    const page = all.slice(start, start + PAGE)
    return { events: page, nextToken: start + PAGE < all.length ? String(start + PAGE) : undefined }
  }
}
