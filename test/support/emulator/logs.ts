// The CloudWatch Logs side of the emulator: log groups of streams of events, and the three read
// operations the action uses to tail a transform job (DescribeLogStreams, GetLogEvents, FilterLogEvents),
// each request validated against the CloudWatch Logs API model (test/fixtures/cloudwatch-logs-api.json).
// An event is visible from its ingestion time on: lines reach the service seconds after they are written.
import { loadApiModel, validateShape, validationMessage } from './validate.js'

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
  /** A query-compatible service's code for the error (CloudWatch: `AccessDenied`), when it differs from `type`. */
  queryCode?: string

  constructor(
    readonly type: string,
    message: string,
    readonly status = 400
  ) {
    super(message)
  }
}

const PAGE = 50
/** GetLogEvents' page without a limit: up to 10,000 events (the service also caps a page at 1 MB). */
const EVENTS_PAGE = 10_000

const API = loadApiModel('cloudwatch-logs-api.json')

export class LogStore {
  private readonly groups = new Map<string, Map<string, LogStream>>()

  /** `delayMs`: how long after it is written an event becomes visible (emulator clock). */
  constructor(
    private readonly clock: () => number,
    private readonly delayMs = 0
  ) {}

  /**
   * `timestamp`: the event's own time; `writtenAt`: when it reached the service's side (a paced job's
   * line is written when its input was due, not when the shared clock got there).
   */
  append(
    group: string,
    stream: string,
    message: string,
    timestamp = this.clock(),
    writtenAt = this.clock()
  ): void {
    let streams = this.groups.get(group)
    if (!streams) this.groups.set(group, (streams = new Map()))
    let s = streams.get(stream)
    if (!s) streams.set(stream, (s = { name: stream, creationTime: timestamp, events: [] }))
    s.events.push({ timestamp, message, ingestionTime: writtenAt + this.delayMs })
    s.events.sort((a, b) => a.timestamp - b.timestamp)
  }

  /** Every event of a stream, visible or not (what tests assert on). */
  events(group: string, stream: string): LogEvent[] {
    return this.groups.get(group)?.get(stream)?.events ?? []
  }

  /** The stream names of a group. */
  streams(group: string): string[] {
    return [...(this.groups.get(group)?.keys() ?? [])]
  }

  private group(name: unknown): Map<string, LogStream> {
    const g = typeof name === 'string' ? this.groups.get(name) : undefined
    if (!g) throw new ServiceError('ResourceNotFoundException', 'The specified log group does not exist.')
    return g
  }

  handle(operation: string, body: Record<string, unknown>): unknown {
    const spec = API.operations[operation]
    if (!spec?.input)
      throw new ServiceError('UnknownOperationException', `Operation ${operation} is not supported`)
    const errors = validateShape(API, spec.input.shape, body)
    if (errors.length > 0) throw new ServiceError('InvalidParameterException', validationMessage(errors))
    if ((body.logGroupName === undefined) === (body.logGroupIdentifier === undefined))
      throw new ServiceError(
        'InvalidParameterException',
        'You must include either logGroupName or logGroupIdentifier, but not both.'
      )
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
    const limit = typeof body.limit === 'number' ? body.limit : EVENTS_PAGE
    const now = this.clock()
    const events: LogEvent[] = []
    // Visible events only: the page stops at the first one not yet ingested.
    for (const e of stream.events.slice(start, start + limit)) {
      if (e.ingestionTime > now) break
      events.push(e)
    }
    const end = start + events.length
    return { events, nextForwardToken: `f/${end}`, nextBackwardToken: `b/${start}` }
  }

  private filterLogEvents(body: Record<string, unknown>): unknown {
    const prefix = typeof body.logStreamNamePrefix === 'string' ? body.logStreamNamePrefix : ''
    const startTime = typeof body.startTime === 'number' ? body.startTime : 0
    const all = [...this.group(body.logGroupName).values()]
      .filter(s => s.name.startsWith(prefix))
      .flatMap(s => s.events.map((e, i) => ({ ...e, logStreamName: s.name, eventId: `${s.name}#${i}` })))
      .filter(e => e.timestamp >= startTime && e.ingestionTime <= this.clock())
      .sort((a, b) => a.timestamp - b.timestamp)
    const start = typeof body.nextToken === 'string' ? Number(body.nextToken) : 0
    const page = all.slice(start, start + PAGE)
    return { events: page, nextToken: start + PAGE < all.length ? String(start + PAGE) : undefined }
  }
}
