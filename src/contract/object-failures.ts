// How one input object's failure is worded, whichever backend saw it: local mode from the model server's
// answer, SageMaker from the job's data-log. One wording, so the report's hints (results/summary/grouped-failures.ts)
// and the short labels of the progress lines read both the same way.
import { noun, plural } from '../format.js'
import { compareKeys } from '../storage/uri.js'

/** The longest excerpt of a model answer kept in a reason. */
const ANSWER_EXCERPT = 300

/** A Python exception's own line, the last of a traceback: `ValueError: ...`, `torch.cuda.OutOfMemoryError`. */
const EXCEPTION_LINE = /^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b/

/** Where a traceback begins; the framework containers answer "<message>\n<traceback>". */
const TRACEBACK_START = /^Traceback \(most recent call last\):/m

/**
 * What the model said, in one line: an answer that ends a traceback by its last line (the model's own
 * last error line), a message followed by its traceback by the message (whole, where the exception's
 * own lines run on past its first), any other whole; whitespace collapsed and cut to ANSWER_EXCERPT
 * characters.
 */
export function answerExcerpt(body: string): string {
  const last = body
    .split(/\r\n|\r|\n/)
    .findLast(l => l.trim() !== '')
    ?.trim()
  const traceback = last !== undefined && last !== body.trim() && EXCEPTION_LINE.test(last)
  const message = body.slice(0, Math.max(0, body.search(TRACEBACK_START)))
  const text = (traceback ? last : message.trim() ? message : body).replace(/\s+/g, ' ').trim()
  return text.length > ANSWER_EXCERPT ? `${text.slice(0, ANSWER_EXCERPT)}...` : text
}

/** `HTTP 500: <what the model said>`, or `HTTP 503 with an empty body`. */
export function httpFailure(status: number | string, body: string | undefined): string {
  const said = body === undefined ? '' : answerExcerpt(body)
  return `HTTP ${status}${said ? `: ${said}` : ' with an empty body'}`
}

/** Said of a request whose every attempt failed with the same answer (a handler that fails for sure). */
const EACH_THE_SAME = 'each the same'
export const SAME_EVERY_ATTEMPT = new RegExp(`failed after \\d+ attempts, ${EACH_THE_SAME}:`)

/** `POST /invocations failed after 4 attempts[, each the same]: <how the last one failed>`. */
export function attemptsFailure(attempts: number, how: string, same: boolean): string {
  const each = attempts > 1 && same ? `, ${EACH_THE_SAME}` : ''
  return `POST /invocations failed after ${plural(attempts, 'attempt')}${each}: ${how}`
}

/** The model server did not answer in time: `within` says how long it had (`600 s`). */
export function timeoutFailure(within: string): string {
  return `no complete answer within ${within} (invocation-timeout)`
}

/** The model server gave no answer at all (its connection failed or it stopped). */
export const NO_ANSWER = 'no answer from the model server'

/** A failed input the job's logs never explained. */
export const NO_REASON_LOGGED = "no reason in the job's data-log"

/**
 * The few characters a progress line shows for a reason: the HTTP status (`413`), `timeout`,
 * `no answer`, else `other`.
 */
export function reasonLabel(reason: string): string {
  const status = /\bHTTP (\d{3})\b/.exec(reason)
  if (status) return status[1]
  if (reason.includes('(invocation-timeout)')) return 'timeout'
  if (reason.startsWith(NO_ANSWER)) return 'no answer'
  if (reason.startsWith(NO_REASON_LOGGED)) return 'no reason'
  return 'other'
}

/** The job's one failure reason (the `failure-reason` output) is at most this long. */
export const FAILURE_REASON_MAX = 1024
const LISTED_FAILURES = 3

export function clipReason(text: string): string {
  return text.length > FAILURE_REASON_MAX ? `${text.slice(0, FAILURE_REASON_MAX - 3)}...` : text
}

/**
 * The job's reason from its failed objects: "2 of 10 input files failed: <uri>: <reason>; <uri>:
 * <reason>; and 1 more", the first in key order, within FAILURE_REASON_MAX; without a total, "2 input
 * files failed: ...".
 */
export function failedObjectsReason(
  failed: ReadonlyArray<{ key: string; uri: string; reason: string }>,
  total?: number
): string {
  const sorted = [...failed].sort((a, b) => compareKeys(a.key, b.key))
  const of =
    total === undefined ? noun(failed.length, 'input file') : `of ${total} ${noun(total, 'input file')}`
  const head = `${failed.length} ${of} failed: `
  const shown = sorted.slice(0, LISTED_FAILURES).map(f => `${f.uri}: ${f.reason}`)
  const more = failed.length > LISTED_FAILURES ? `; and ${failed.length - LISTED_FAILURES} more` : ''
  return clipReason(head + shown.join('; ') + more)
}
