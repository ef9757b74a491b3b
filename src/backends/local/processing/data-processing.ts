// DataProcessing: input-filter before a record is sent, join-source Input and output-filter on what comes
// back. Records are JSON (application/json, JSON Lines) or CSV rows (text/csv), as SageMaker supports.
import type { JsonPath } from '../../../spec.js'
import {
  isActiveFilter,
  recordFormat,
  type DataProcessingSettings,
  type RecordFormat
} from '../../../contract/data-processing.js'
import { IndexRangeError, selectJsonPath } from '../../../contract/jsonpath.js'
import { formatCsvRow, parseCsvRow } from '../../../contract/csv.js'

/** Filters compiled by parseInputs, which has checked the combination against SageMaker's rules. */
export type DataProcessingOptions = DataProcessingSettings

export interface DataProcessing {
  /** Rewrites one record's payload before it is sent (input-filter); `record` counts from 1 in its file. */
  input?: (payload: Buffer, record: number) => Buffer
  /** The original payloads must be kept for the join. */
  keepInputs: boolean
  /** One response -> one output text per record (join-source and output-filter applied). */
  output?: (response: Buffer, inputs: Buffer[] | undefined, records: number, firstRecord: number) => string[]
}

/** A record the filters or the join cannot handle; its file fails with this message. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RecordError'
  }
}

/** Undefined when nothing is to be done (no filters other than `$`, no join). */
export function createDataProcessing(opts: DataProcessingOptions): DataProcessing | undefined {
  const inputFilter = isActiveFilter(opts.inputFilter) ? opts.inputFilter : undefined
  const outputFilter = isActiveFilter(opts.outputFilter) ? opts.outputFilter : undefined
  const join = opts.joinSource === 'Input'
  if (!inputFilter && !outputFilter && !join) return undefined
  const inFormat = recordFormat(opts.contentType)
  const outFormat = join ? inFormat : (recordFormat(opts.accept) ?? inFormat)
  const processing: DataProcessing = { keepInputs: join }
  if (inputFilter) processing.input = inputTransform(inputFilter, known(inFormat))
  if (join || outputFilter) processing.output = outputTransform(known(outFormat), join, outputFilter)
  return processing
}

/** The rules checked in parseInputs (contract/data-processing.ts) guarantee a record format. */
function known(format: RecordFormat | undefined): RecordFormat {
  if (!format) throw new Error('data processing needs JSON or CSV records (see dataProcessingProblems)')
  return format
}

/** CSV rows are arrays whose slices include their end (SageMaker's worked examples); JSON arrays not. */
function select(path: JsonPath, value: unknown, what: string, format: RecordFormat): unknown {
  let selected: unknown
  try {
    selected = selectJsonPath(path, value, { sliceEnd: format === 'csv' ? 'included' : 'excluded' })
  } catch (err) {
    if (err instanceof IndexRangeError) throw new RecordError(`${what}: ${path.source}: ${err.message}`)
    throw err
  }
  if (selected === undefined) throw new RecordError(`${what}: ${path.source} selects nothing`)
  return selected
}

/** Said once per run when a CSV filter slices with an end: SageMaker's documentation is of two minds. */
export function csvSliceNote(opts: DataProcessingOptions): string | undefined {
  const csv =
    opts.joinSource === 'Input'
      ? recordFormat(opts.contentType) === 'csv'
      : recordFormat(opts.accept ?? opts.contentType) === 'csv'
  const sliced = [
    recordFormat(opts.contentType) === 'csv' ? opts.inputFilter : undefined,
    csv ? opts.outputFilter : undefined
  ].filter(f => f?.segments.some(seg => seg.some(s => s.kind === 'slice' && s.end !== undefined)))
  if (sliced.length === 0) return undefined
  return (
    `CSV column slices (${sliced.map(f => f!.source).join(', ')}) include their end, as SageMaker's ` +
    'developer guide documents with its examples ($[1:4] selects the second through fifth columns); ' +
    'the same page also likens the operator to JavaScript slice(), which would exclude it.'
  )
}

function inputTransform(path: JsonPath, format: RecordFormat): (payload: Buffer, record: number) => Buffer {
  return (payload, record) => {
    const what = `record ${record} (input-filter)`
    const text = payload.toString('utf8')
    if (format === 'csv') return Buffer.from(formatCsvRow(select(path, parseCsvRow(text), what, format)))
    return Buffer.from(
      JSON.stringify(select(path, parseJson(text, `record ${record} is not valid JSON`), what, format))
    )
  }
}

function outputTransform(
  format: RecordFormat,
  join: boolean,
  filter: JsonPath | undefined
): NonNullable<DataProcessing['output']> {
  return (response, inputs, records, firstRecord) => {
    const outputs = splitOutputs(response, records, firstRecord)
    return outputs.map((out, j) => {
      const record = firstRecord + j
      const input = inputs?.[j]?.toString('utf8')
      if (format === 'csv') {
        const row = join ? `${input},${out}` : out
        return filter
          ? formatCsvRow(select(filter, parseCsvRow(row), `record ${record} (output-filter)`, format))
          : row
      }
      let value: unknown
      if (join) {
        const original = parseJson(input ?? '', `record ${record} is not valid JSON`)
        const output = parseJsonOr(out)
        value =
          typeof original === 'object' && original !== null && !Array.isArray(original)
            ? { ...original, SageMakerOutput: output }
            : { SageMakerInput: original, SageMakerOutput: output }
      } else {
        value = parseJson(
          out,
          `the output for record ${record} is not valid JSON, so output-filter cannot apply`
        )
      }
      return JSON.stringify(
        filter ? select(filter, value, `record ${record} (output-filter)`, format) : value
      )
    })
  }
}

/** One output per record: the whole response for one record, else one line per record. */
function splitOutputs(response: Buffer, records: number, firstRecord: number): string[] {
  const text = response.toString('utf8')
  if (records === 1) return [text.replace(/\r?\n$/, '')]
  const lines = text.split('\n').map(l => l.replace(/\r$/, ''))
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  if (lines.length !== records) {
    throw new RecordError(
      `the response to records ${firstRecord}-${firstRecord + records - 1} has ${lines.length} lines for ` +
        `${records} records; join-source and output-filter need one output line per record ` +
        '(or use strategy SingleRecord)'
    )
  }
  return lines
}

function parseJson(text: string, problem: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new RecordError(problem)
  }
}

function parseJsonOr(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
