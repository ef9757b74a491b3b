// The jobs whose verdict comes early, shared by the stop-on-verdict tests and benchmark: 300 inputs of
// which four in five fail (`mixed/`), 300 that all succeed (`plain/`), and 600 graded against ground
// truth with three in ten answered wrong (`graded/`, `truth.jsonl`); the model server's answers; and
// what the emulator saw: each failed input's first data-log line, and when the one stop came.
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Answer, ReceivedRequest } from '../model-server.js'
import type { SageMakerEmulator } from '../sagemaker-emulator.js'

export const name = (i: number): string => `img-${String(i).padStart(4, '0')}.jpg`
/** Four in five fail from the start (the model answers 500): inputs 0, 5, 10, ... succeed. */
const failing = (i: number): boolean => i % 5 !== 0
/** Three in ten answered wrong from the start: inputs 0-2, 10-12, ... */
const wrong = (i: number): boolean => i % 10 < 3

/** The model server's answer: 500 for a `bad-` input, else class 1 (right) or class 0 (wrong). */
export function verdictAnswer(req: ReceivedRequest): Answer {
  const body = req.body.toString()
  if (body.startsWith('bad-')) return { status: 500, body: 'RuntimeError: CUDA out of memory' }
  const i = Number(/img-(\d+)/.exec(body)?.[1])
  return { body: JSON.stringify({ predictions: [wrong(i) ? [0.9, 0.1] : [0.1, 0.9]] }) }
}

/** `count` inputs under `prefix`, each holding its name, or `bad-<name>` where `bad(i)`. */
export async function putAll(
  s3: S3Client,
  bucket: string,
  prefix: string,
  count: number,
  bad = (_: number) => false
) {
  for (let i = 0; i < count; i += 100)
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, k) => i + k).map(j =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `${prefix}/${name(j)}`,
            Body: Buffer.from(`${bad(j) ? 'bad-' : ''}${name(j)}`)
          })
        )
      )
    )
}

/** `mixed/`, `plain/`, `graded/` and `truth.jsonl` in `bucket`. */
export async function putVerdictInputs(s3: S3Client, bucket: string): Promise<void> {
  await putAll(s3, bucket, 'mixed', 300, failing)
  await putAll(s3, bucket, 'plain', 300)
  await putAll(s3, bucket, 'graded', 600)
  const truth = Array.from({ length: 600 }, (_, i) =>
    JSON.stringify({ 'source-ref': `s3://${bucket}/graded/${name(i)}`, class: 1 })
  )
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'truth.jsonl', Body: truth.join('\n') }))
}

/** The job the emulator ran: its creation, and when the StopTransformJobs reached it (emulator clock). */
export function stopsOf(e: SageMakerEmulator): { created: number; stops: number[] } {
  const job = e.jobs.values().next().value!
  const stops = e.requests.filter(r => r.operation === 'StopTransformJob').map(r => r.at)
  return { created: job.creationTime, stops }
}

/** The data-log status lines of failed inputs, the first per input, in the order they were logged. */
export function failureLines(e: SageMakerEmulator): Array<{ timestamp: number; ingestionTime: number }> {
  const group = '/aws/sagemaker/TransformJobs'
  const seen = new Set<string>()
  return e.logs
    .streams(group)
    .filter(s => s.endsWith('/data-log'))
    .flatMap(s => e.logs.events(group, s))
    .filter(ev => / Bad HTTP status received from algorithm: 500$/.test(ev.message))
    .sort((a, b) => a.timestamp - b.timestamp || a.ingestionTime - b.ingestionTime)
    .filter(ev => {
      const object = / ([^ ]+): Bad HTTP/.exec(ev.message)![1]
      if (seen.has(object)) return false
      seen.add(object)
      return true
    })
}
