// A `_summary.json` another run wrote, read as untrusted data: at most SUMMARY_MAX_BYTES, strict UTF-8
// and JSON, every field the comment and the gates use checked (summary-schema.ts), nothing else kept.
// Its strings stay as written: the report escapes every string it shows (src/report/escape.ts).
import { open } from 'node:fs/promises'
import { UserError } from '../../errors.js'
import { SUMMARY_SCHEMA, type RunSummary } from '../../results/summary/run-summary.js'
import { SchemaProblems } from './schema.js'
import { reportedSummary } from './summary-schema.js'

/** A real summary is tens of kilobytes; its lists are capped when it is written. */
export const SUMMARY_MAX_BYTES = 4 * 1024 * 1024

/** A summary that names its repository and the commit it evaluated, as a publish step needs. */
export type ReportedSummary = RunSummary & { repository: string; revision: { sha: string; ref?: string } }

function refused(file: string, problem: string, fix: string): UserError {
  return new UserError(`summary-json: ${file} ${problem}. ${fix}`)
}

const NOT_A_SUMMARY_FIX =
  "Give the _summary.json that this action's run on the pull request wrote (its summary-json output), as uploaded by examples/fork-pr-evaluation.yml."

/** The file's bytes, never more than the cap plus one (a file that grows while read is still refused). */
async function readCapped(file: string): Promise<Buffer> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    throw refused(
      file,
      code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`,
      'Check the path where actions/download-artifact put the artifact (its path input, then the file name _summary.json).'
    )
  }
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw refused(file, 'is not a file', NOT_A_SUMMARY_FIX)
    const tooLarge = () =>
      refused(
        file,
        `is larger than ${SUMMARY_MAX_BYTES / 1024 / 1024} MiB, the most read of a summary from another run`,
        NOT_A_SUMMARY_FIX
      )
    if (info.size > SUMMARY_MAX_BYTES) throw tooLarge()
    const buffer = Buffer.alloc(SUMMARY_MAX_BYTES + 1)
    let length = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length)
      if (bytesRead === 0) break
      length += bytesRead
      if (length > SUMMARY_MAX_BYTES) throw tooLarge()
    }
    return buffer.subarray(0, length)
  } finally {
    await handle.close()
  }
}

/** Reads, parses and checks the summary; a UserError naming summary-json and the fix otherwise. */
export async function readReportedSummary(file: string): Promise<ReportedSummary> {
  const bytes = await readCapped(file)
  let text: string
  let json: unknown
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    json = JSON.parse(text)
  } catch {
    throw refused(file, 'is not JSON (or not UTF-8)', NOT_A_SUMMARY_FIX)
  }
  const schema = (json as { schema?: unknown } | null)?.schema
  if (schema !== SUMMARY_SCHEMA) {
    throw refused(
      file,
      `is not a summary of this action (its schema is not ${SUMMARY_SCHEMA})`,
      NOT_A_SUMMARY_FIX
    )
  }
  const problems = new SchemaProblems()
  const read = reportedSummary(json, '', problems)
  if (problems.list.length > 0) {
    const shown = problems.list.slice(0, 5).map(p => `  - ${p}`)
    const rest = problems.list.length > 5 ? [`  - and ${problems.list.length - 5} more`] : []
    throw new UserError(
      `summary-json: ${file} is not a summary this action can publish:\n${[...shown, ...rest].join('\n')}\n` +
        "A summary written before mode: publish existed has no repository: run the pull request's evaluation again with this version."
    )
  }
  return {
    ...read,
    data: { uri: '', type: 'S3Prefix' },
    outputPath: '',
    format: { requested: 'auto', kind: read.format.kind, chosen: '', framings: {}, shapes: {} },
    failedObjects: [],
    unreadableObjects: [],
    unrecognisedExamples: [],
    orphanOutputs: [],
    // The run's own gates are not read: the publish step decides with its own thresholds.
    gates: []
  }
}
