// Reads one output object into predictions. Small objects are read whole and parsed with one JSON.parse;
// large ones are streamed value by value (JSON Lines, concatenated documents) or line by line (CSV), so a
// single multi-gigabyte `.out` never sits in memory.
import type { Readable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import type { OutputFormat } from '../../spec.js'
import type { ClassRegistry } from '../classes.js'
import { JsonValueSplitter, TextLineSplitter } from './json-split.js'
import { parseCsvRow } from '../../contract/csv.js'
import { interpretCsvRow, interpretValue, type Prediction } from '../predictions.js'

export type Framing = 'JSON' | 'JSON Lines' | 'CSV' | 'raw' | 'empty'

export interface ReadOptions {
  format: OutputFormat
  classes: ClassRegistry
  /** Objects up to this many bytes are read whole. */
  wholeObjectBytes?: number
  /** Longest single JSON value or CSV line accepted while streaming. */
  maxValueChars?: number
  /** Parses whole objects off the main thread (parse-worker.ts); without it, or when it declines, here. */
  parser?: OutputParser
}

/** One whole object parsed: how it was framed, its predictions, and why it could not be read. */
export interface ParsedObject {
  framing: Framing
  problem?: string
  predictions: Prediction[]
}

export interface OutputParser {
  /** `body` parsed elsewhere, class ids as `classes` has them; undefined: parse it here. */
  parse(body: Buffer, format: OutputFormat, classes: ClassRegistry): Promise<ParsedObject | undefined>
}

interface ObjectReadResult {
  framing: Framing
  bytes: number
  /** Predictions emitted (recognised or not). */
  records: number
  /** Set when the object as a whole could not be read or parsed. */
  problem?: string
}

export const WHOLE_OBJECT_BYTES = 4 * 1024 * 1024
const MAX_VALUE_CHARS = 128 * 1024 * 1024

/** Reads the predictions of one object from `body` (a stream, or bytes already read); never throws for bad content (see `problem`). */
export async function readObject(
  body: Readable | Buffer,
  size: number | undefined,
  opts: ReadOptions,
  emit: (p: Prediction) => void
): Promise<ObjectReadResult> {
  let records = 0
  const counted = (p: Prediction): void => {
    records++
    emit(p)
  }
  const whole = opts.wholeObjectBytes ?? WHOLE_OBJECT_BYTES
  if (Buffer.isBuffer(body)) {
    if (opts.format === 'raw') return { framing: 'raw', bytes: body.length, records: 0 }
    const parsed = opts.parser && (await opts.parser.parse(body, opts.format, opts.classes))
    if (parsed) {
      for (const p of parsed.predictions) counted(p)
      return { framing: parsed.framing, problem: parsed.problem, bytes: body.length, records }
    }
    return { ...parseText(body.toString('utf8'), opts, counted), bytes: body.length, records }
  }
  if (opts.format === 'raw') {
    let bytes = 0
    for await (const chunk of body) bytes += (chunk as Buffer).length
    return { framing: 'raw', bytes, records: 0 }
  }
  if (size !== undefined && size <= whole) {
    const chunks: Buffer[] = []
    let bytes = 0
    for await (const chunk of body) {
      chunks.push(chunk as Buffer)
      bytes += (chunk as Buffer).length
    }
    const text = Buffer.concat(chunks, bytes).toString('utf8')
    const result = parseText(text, opts, counted)
    return { ...result, bytes, records }
  }
  return { ...(await parseStream(body, opts, counted)), records }
}

function firstNonSpace(text: string): string {
  const m = /\S/.exec(text.slice(0, 4096))
  return m ? m[0] : ''
}

/** `{` or `[` start JSON; a leading quote is JSON only when the first line is one JSON string (else CSV). */
function looksLikeJson(first: string, text: string): boolean {
  if (first === '{' || first === '[') return true
  if (first !== '"') return false
  const line = text.trimStart().split('\n', 1)[0]
  return /^"(?:[^"\\]|\\.)*"\s*$/.test(line)
}

/** Parses a whole object held in memory. */
export function parseText(
  text: string,
  opts: ReadOptions,
  emit: (p: Prediction) => void
): { framing: Framing; problem?: string } {
  const body = text.replace(/^\uFEFF/, '')
  const first = firstNonSpace(body)
  if (first === '') return { framing: 'empty', problem: 'the object is empty' }
  if (opts.format !== 'jsonlines' && looksLikeJson(first, body)) {
    let value: unknown
    let parsed = false
    try {
      value = JSON.parse(body)
      parsed = true
    } catch {
      // not one document: JSON Lines or documents back to back
    }
    if (parsed) {
      interpretValue(value, opts.classes, opts.format, emit)
      return { framing: 'JSON' }
    }
  }
  if (looksLikeJson(first, body) || opts.format === 'jsonlines') {
    return splitJson(body, opts, emit)
  }
  const lines = new TextLineSplitter(Number.MAX_SAFE_INTEGER)
  const csv = csvEmitter(opts, emit)
  lines.push(body, csv)
  lines.end(csv)
  return { framing: 'CSV' }
}

function splitJson(
  body: string,
  opts: ReadOptions,
  emit: (p: Prediction) => void
): { framing: Framing; problem?: string } {
  const splitter = new JsonValueSplitter(opts.maxValueChars ?? MAX_VALUE_CHARS)
  const values = new JsonValues(opts, emit)
  try {
    splitter.push(body, values.onValue)
    splitter.end(values.onValue)
  } catch (err) {
    return { framing: values.framing(), problem: (err as Error).message }
  }
  return { framing: values.framing(), problem: values.problem() }
}

/** Interprets each JSON value split from an object; a value that does not parse is an unrecognised record. */
class JsonValues {
  count = 0
  private firstBad: string | undefined

  constructor(
    private readonly opts: ReadOptions,
    private readonly emit: (p: Prediction) => void
  ) {}

  readonly onValue = (text: string): void => {
    this.count++
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (err) {
      const problem = `value ${this.count} is not valid JSON (${(err as Error).message})`
      this.firstBad ??= problem
      this.emit({ kind: 'unrecognised', shape: 'JSON Lines', problem })
      return
    }
    interpretValue(value, this.opts.classes, this.opts.format, this.emit)
  }

  framing(): Framing {
    return this.count > 1 ? 'JSON Lines' : 'JSON'
  }

  /** One value that does not parse is an unreadable object, not an unrecognised record. */
  problem(): string | undefined {
    return this.count === 1 ? this.firstBad : undefined
  }
}

function csvEmitter(opts: ReadOptions, emit: (p: Prediction) => void): (line: string) => void {
  return line => {
    if (line.trim() === '') return
    emit(interpretCsvRow(parseCsvRow(line), opts.classes, opts.format))
  }
}

async function parseStream(
  body: Readable,
  opts: ReadOptions,
  emit: (p: Prediction) => void
): Promise<{ framing: Framing; bytes: number; problem?: string }> {
  const decoder = new StringDecoder('utf8')
  const max = opts.maxValueChars ?? MAX_VALUE_CHARS
  let bytes = 0
  let mode: 'json' | 'csv' | undefined
  let head = ''
  const json = new JsonValueSplitter(max)
  const lines = new TextLineSplitter(max)
  const csv = csvEmitter(opts, emit)
  const values = new JsonValues(opts, emit)
  const onValue = values.onValue
  let problem: string | undefined
  const feed = (text: string, final = false): void => {
    if (mode === undefined) {
      head += text
      const first = firstNonSpace(head.replace(/^\uFEFF/, ''))
      if (first === '') return
      // A leading quote needs its whole first line to decide between a JSON string and a CSV cell.
      if (first === '"' && !final && !head.includes('\n') && head.length < 65536) return
      mode = looksLikeJson(first, head) || opts.format === 'jsonlines' ? 'json' : 'csv'
      text = head.replace(/^\uFEFF/, '')
      head = ''
    }
    if (mode === 'json') json.push(text, onValue)
    else lines.push(text, csv)
  }
  try {
    for await (const chunk of body) {
      bytes += (chunk as Buffer).length
      feed(decoder.write(chunk as Buffer))
    }
    feed(decoder.end(), true)
    if (mode === 'json') json.end(onValue)
    else if (mode === 'csv') lines.end(csv)
  } catch (err) {
    problem = (err as Error).message
  }
  if (mode === undefined) return { framing: 'empty', bytes, problem: problem ?? 'the object is empty' }
  if (mode === 'csv') return { framing: 'CSV', bytes, problem }
  return { framing: values.framing(), bytes, problem: problem ?? values.problem() }
}
