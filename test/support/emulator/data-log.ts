// The lines SageMaker writes to a transform job's data-log stream, in the shapes users have reported
// (shared/reference/SAGEMAKER-FACTS.md, "While a job runs"): the settings once at the start, and for each
// failed object a status line, an empty line, `Message:` and the container's answer, line by line, each
// prefixed with `<bucket>/<key>: `. The emulator turns the local data plane's reasons into them.
import type { CreateTransformJobCommandInput } from '@aws-sdk/client-sagemaker'

/** `2026-01-05T10:00:00.000:[sagemaker logs]: ` (the time without a zone, as the service writes it). */
export function dataLogPrefix(at: number): string {
  return `${new Date(at).toISOString().slice(0, -1)}:[sagemaker logs]: `
}

/** The settings line, with the service's defaults for what the job left unset. */
export function settingsLine(job: CreateTransformJobCommandInput): string {
  const strategy = job.BatchStrategy === 'SingleRecord' ? 'SINGLE_RECORD' : 'MULTI_RECORD'
  return (
    `MaxConcurrentTransforms=${job.MaxConcurrentTransforms ?? 1}, ` +
    `MaxPayloadInMB=${job.MaxPayloadInMB ?? 6}, BatchStrategy=${strategy}`
  )
}

/**
 * One failed object's group for a local reason: `POST /invocations failed after N attempts: HTTP 500:
 * <answer>` is written once per attempt (an object fails each try before its final failure), the
 * answer's lines as the model server sent them when `answer` is known; a timeout and a refused
 * connection in the service's own words; anything else as a 400 whose message is the reason.
 */
export function failureLines(object: string, reason: string, answer?: string): string[][] {
  const attempts = Number(/failed after (\d+) attempts?/.exec(reason)?.[1] ?? 1)
  const http = /HTTP (\d{3})(?:: (.*))?$/s.exec(reason)
  const timeout = /within ([\d.]+) s \(invocation-timeout\)/.exec(reason)
  let group: string[]
  if (http) {
    const status = Number(http[1])
    const head =
      status >= 500 ? `Bad HTTP status received from algorithm: ${status}` : `ClientError: ${status}`
    const body = answer ?? http[2] ?? ''
    group = [head, '', 'Message:', ...body.split('\n')]
  } else if (timeout) {
    group = [`Model server did not respond to /invocations request within ${timeout[1]} seconds`]
  } else if (/larger than the maximum payload/.test(reason)) {
    // The service's words for an object over MaxPayloadInMB are not documented: a 413 is assumed.
    group = ['ClientError: 413', '', 'Message:', reason]
  } else if (/ECONNREFUSED|ECONNRESET|socket hang up|cannot reach/i.test(reason)) {
    group = ['Unable to get response from algorithm']
  } else {
    group = ['ClientError: 400', '', 'Message:', reason]
  }
  const lines = group.map(text => `${object}: ${text}`)
  return Array.from({ length: attempts }, () => lines)
}
