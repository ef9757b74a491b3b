// DataProcessing: input-filter before a record is sent, join-source Input and output-filter on what comes
// back. Records are JSON (application/json, JSON Lines) or CSV rows (text/csv), as SageMaker supports.
import type { JoinSource, SplitType } from '../../spec.js'
import { UserError } from '../../errors.js'
import { formatCsvRow, parseCsvRow } from './csv.js'
import { type JsonPath, JsonPathError, parseJsonPath, selectJsonPath } from './jsonpath.js'

export type RecordFormat = 'json' | 'csv'

export function recordFormat(contentType: string | undefined): RecordFormat | undefined {
  const base = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (
    [
      'application/json',
      'application/jsonlines',
      'application/x-jsonlines',
      'application/json-lines'
    ].includes(base)
  )
    return 'json'
  if (['text/csv', 'text/x-csv', 'application/csv'].includes(base)) return 'csv'
  return undefined
}

export interface DataProcessingOptions {
  contentType?: string
  accept?: string
  inputFilter?: string
  outputFilter?: string
  joinSource?: JoinSource
  splitType: SplitType
}

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
  const inputFilter = compile('input-filter', opts.inputFilter)
  const outputFilter = compile('output-filter', opts.outputFilter)
  const join = opts.joinSource === 'Input'
  if (!inputFilter && !outputFilter && !join) return undefined

  const used = [inputFilter && 'input-filter', outputFilter && 'output-filter', join && 'join-source: Input']
    .filter(Boolean)
    .join(', ')
  if (opts.splitType === 'RecordIO' || opts.splitType === 'TFRecord') {
    throw new UserError(
      `${used} work on JSON or CSV records, not on ${opts.splitType} records. ` +
        'Use split-type Line (or None) with JSON or CSV data, or remove the data processing inputs.'
    )
  }
  const inFormat = recordFormat(opts.contentType)
  if ((inputFilter || join) && !inFormat) {
    throw new UserError(
      `${inputFilter ? 'input-filter' : 'join-source: Input'} needs JSON or CSV input, but content-type is ` +
        `${JSON.stringify(opts.contentType ?? '')}. Set content-type to application/json, ` +
        'application/jsonlines or text/csv.'
    )
  }
  const outFormat = join ? inFormat : (recordFormat(opts.accept) ?? recordFormat(opts.contentType))
  if (outputFilter && !outFormat) {
    throw new UserError(
      `output-filter needs JSON or CSV output, but accept is ${JSON.stringify(opts.accept ?? '')}. ` +
        'Set accept to application/json, application/jsonlines or text/csv.'
    )
  }

  const processing: DataProcessing = { keepInputs: join }
  if (inputFilter) processing.input = inputTransform(inputFilter, inFormat!)
  if (join || outputFilter)
    processing.output = outputTransform(join ? inFormat! : outFormat!, join, outputFilter)
  return processing
}

function compile(input: string, path: string | undefined): JsonPath | undefined {
  if (path === undefined || path.trim() === '' || path.trim() === '$') return undefined
  try {
    return parseJsonPath(path)
  } catch (err) {
    if (err instanceof JsonPathError) {
      throw new UserError(
        `${input}: ${err.message}. Use the JSONPath subset SageMaker supports, e.g. $.features, $[1:], $[0,-1].`
      )
    }
    throw err
  }
}

function select(path: JsonPath, value: unknown, what: string): unknown {
  const selected = selectJsonPath(path, value)
  if (selected === undefined) throw new RecordError(`${what}: ${path.source} selects nothing`)
  return selected
}

function inputTransform(path: JsonPath, format: RecordFormat): (payload: Buffer, record: number) => Buffer {
  return (payload, record) => {
    const what = `record ${record} (input-filter)`
    const text = payload.toString('utf8')
    if (format === 'csv') return Buffer.from(formatCsvRow(select(path, parseCsvRow(text), what)))
    return Buffer.from(
      JSON.stringify(select(path, parseJson(text, `record ${record} is not valid JSON`), what))
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
          ? formatCsvRow(select(filter, parseCsvRow(row), `record ${record} (output-filter)`))
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
      return JSON.stringify(filter ? select(filter, value, `record ${record} (output-filter)`) : value)
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
