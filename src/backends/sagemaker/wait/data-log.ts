// The lines SageMaker writes to a transform job's data-log streams (`<job>/<instance>-<epoch>/data-log`),
// read as facts: the settings the job really used, and each failed object with the model's answer.
// Every line is `<time>:[sagemaker logs]: <text>`; a failed object is named `<bucket>/<key>` and its
// group is a status line, then `<object>: Message:` and the answer's lines, each with the same prefix.
// Keys are taken verbatim (they may hold `: `): the status markers below find where the object ends.
import { httpFailure, NO_ANSWER, timeoutFailure } from '../../../contract/object-failures.js'

const PREFIX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?:\[sagemaker logs\]: /
const SETTINGS = /^MaxConcurrentTransforms=\d+, MaxPayloadInMB=\d+, BatchStrategy=\w+/
/** The lines that begin an object's failure, after `<object>: `. */
const STATUS = [
  /: ClientError: (\d{3})$/,
  /: Bad HTTP status received from algorithm: (\d{3})$/,
  /: (Unable to get response from algorithm)/,
  /: (Model server did not respond to \/invocations request within.*)$/
]
/** An answer's last lines kept, at most this many lines and characters: its reason is its last error line. */
const ANSWER_LINES = 200
const ANSWER_CHARS = 4_096

/** One object's latest failure, as far as its lines have come. */
interface Group {
  /** The HTTP status, or the service's own words when there is none. */
  status: string
  body: string[]
  chars: number
  message: boolean
  /** When its status line was logged (epoch ms), when the reader gave the lines' times. */
  at?: number
}

interface DataLogFacts {
  /** The settings line's text, the first time it is seen. */
  settings?: string
  /** Objects (`<bucket>/<key>`) whose reason changed, with the reason now and when it was logged. */
  failures: Array<{ object: string; reason: string; at?: number }>
}

/** The reason a failure group gives, in the words local mode uses (contract/object-failures.ts). */
export function reasonOf(group: Pick<Group, 'status' | 'body'>): string {
  const body = group.body.join('\n')
  if (/^\d{3}$/.test(group.status)) return httpFailure(group.status, body === '' ? undefined : body)
  if (group.status.startsWith('Unable to get response')) return NO_ANSWER
  const within = /within (\d+(?:\.\d+)?) ?(?:s|sec|seconds)\b/.exec(group.status)
  return timeoutFailure(within ? `${within[1]} s` : 'the invocation timeout')
}

/** Follows the streams' lines in order, stream by stream; keeps only the groups of failed objects. */
export class DataLogParser {
  private settingsSeen = false
  /** Stream -> object -> its latest failure group. */
  private readonly groups = new Map<string, Map<string, Group>>()

  /** The facts in one stream's new lines (`messages`, oldest first, logged at `times` when given). */
  read(stream: string, messages: readonly string[], times?: readonly (number | undefined)[]): DataLogFacts {
    const facts: DataLogFacts = { failures: [] }
    const touched = new Set<string>()
    let groups = this.groups.get(stream)
    if (!groups) this.groups.set(stream, (groups = new Map()))
    for (const [i, raw] of messages.entries()) {
      const text = raw.replace(/\r?\n$/, '').replace(PREFIX, '')
      if (!this.settingsSeen && SETTINGS.test(text)) {
        this.settingsSeen = true
        facts.settings = text
        continue
      }
      const object = this.statusLine(text, groups, times?.[i]) ?? this.answerLine(text, groups)
      if (object !== undefined) touched.add(object)
    }
    for (const object of touched) {
      const group = groups.get(object)!
      facts.failures.push({
        object,
        reason: reasonOf(group),
        ...(group.at !== undefined ? { at: group.at } : {})
      })
    }
    return facts
  }

  /** A status line begins a new group for its object (a retry's failure replaces the earlier one). */
  private statusLine(text: string, groups: Map<string, Group>, at?: number): string | undefined {
    for (const marker of STATUS) {
      const m = marker.exec(text)
      if (!m || !text.slice(0, m.index).includes('/')) continue
      const object = text.slice(0, m.index)
      groups.set(object, {
        status: m[1],
        body: [],
        chars: 0,
        message: false,
        ...(at !== undefined ? { at } : {})
      })
      return object
    }
    return undefined
  }

  /** `<object>: Message:` and the answer's lines after it, for an object whose group is open. */
  private answerLine(text: string, groups: Map<string, Group>): string | undefined {
    const object = longestOpen(text, groups)
    if (object === undefined) return undefined
    const group = groups.get(object)!
    const rest = text.slice(object.length + 2)
    if (!group.message) {
      if (rest === 'Message:') group.message = true
      return undefined
    }
    // The answer's end is kept: a traceback's last line is its reason.
    group.body.push(rest)
    group.chars += rest.length
    while (group.body.length > ANSWER_LINES || (group.chars > ANSWER_CHARS && group.body.length > 1))
      group.chars -= group.body.shift()!.length
    return object
  }
}

/** The longest `<object>` with an open group that the line begins with (`<object>: ...` or `<object>:`). */
function longestOpen(text: string, groups: ReadonlyMap<string, Group>): string | undefined {
  for (let at = text.lastIndexOf(':'); at > 0; at = text.lastIndexOf(':', at - 1)) {
    if (at + 1 < text.length && text[at + 1] !== ' ') continue
    const object = text.slice(0, at)
    if (groups.has(object)) return object
  }
  return undefined
}
