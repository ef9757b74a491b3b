// Reads one output object into predictions. Small objects are read whole and parsed with one JSON.parse;
// large ones are streamed value by value (JSON Lines, concatenated documents) or line by line (CSV), so a
// single multi-gigabyte `.out` never sits in memory.
import type { Readable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import type { OutputFormat } from '../spec.js'
import type { ClassRegistry } from './classes.js'
import { JsonValueSplitter, LineSplitter } from './json-split.js'
import { interpretCsvRow, interpretValue, splitCsvLine, type Prediction } from './predictions.js'

export type Framing = 'JSON' | 'JSON Lines' | 'CSV' | 'raw' | 'empty'

export interface ReadOptions {
  format: OutputFormat
  classes: ClassRegistry
  /** Objects up to this many bytes are read whole. */
  wholeObjectBytes?: number
  /** Longest single JSON value or CSV line accepted while streaming. */
  maxValueChars?: number
}

export interface ObjectReadResult {
  framing: Framing
  bytes: number
  /** Predictions emitted (recognised or not). */
  records: number
  /** Set when the object as a whole could not be read or parsed. */
  problem?: string
}

export const WHOLE_OBJECT_BYTES = 4 * 1024 * 1024
export const MAX_VALUE_CHARS = 128 * 1024 * 1024

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
    return splitJson(opts, emit, split => split(body))
  }
  const lines = new LineSplitter(Number.MAX_SAFE_INTEGER)
  const csv = csvEmitter(opts, emit)
  lines.push(body, csv)
  lines.end(csv)
  return { framing: 'CSV' }
}

function splitJson(
  opts: ReadOptions,
  emit: (p: Prediction) => void,
  feed: (push: (text: string) => void) => void
): { framing: Framing; problem?: string } {
  const splitter = new JsonValueSplitter(opts.maxValueChars ?? MAX_VALUE_CHARS)
  let values = 0
  let bad = 0
  let firstProblem: string | undefined
  const onValue = (text: string): void => {
    values++
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (err) {
      bad++
      firstProblem ??= `value ${values} is not valid JSON (${(err as Error).message})`
      emit({ kind: 'unrecognised', shape: 'JSON Lines', problem: firstProblem })
      return
    }
    interpretValue(value, opts.classes, opts.format, emit)
  }
  try {
    feed(text => splitter.push(text, onValue))
    splitter.end(onValue)
  } catch (err) {
    return { framing: values > 1 ? 'JSON Lines' : 'JSON', problem: (err as Error).message }
  }
  const framing: Framing = values > 1 ? 'JSON Lines' : 'JSON'
  // One value that does not parse is an unreadable object, not an unrecognised record.
  if (values === 1 && bad === 1) return { framing, problem: firstProblem }
  return { framing }
}

function csvEmitter(opts: ReadOptions, emit: (p: Prediction) => void): (line: string) => void {
  return line => {
    if (line.trim() === '') return
    emit(interpretCsvRow(splitCsvLine(line), opts.classes, opts.format))
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
  const lines = new LineSplitter(max)
  const csv = csvEmitter(opts, emit)
  let values = 0
  let bad: string | undefined
  let problem: string | undefined
  const onValue = (text: string): void => {
    values++
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (err) {
      const why = `value ${values} is not valid JSON (${(err as Error).message})`
      bad ??= why
      emit({ kind: 'unrecognised', shape: 'JSON Lines', problem: why })
      return
    }
    interpretValue(value, opts.classes, opts.format, emit)
  }
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
      if (problem === undefined) feed(decoder.write(chunk as Buffer))
    }
    if (problem === undefined) {
      feed(decoder.end(), true)
      if (mode === 'json') json.end(onValue)
      else if (mode === 'csv') lines.end(csv)
    }
  } catch (err) {
    problem ??= (err as Error).message
  }
  if (mode === undefined) return { framing: 'empty', bytes, problem: problem ?? 'the object is empty' }
  const framing: Framing = mode === 'csv' ? 'CSV' : values > 1 ? 'JSON Lines' : 'JSON'
  // One value that does not parse is an unreadable object, not an unrecognised record.
  if (problem === undefined && values === 1 && bad) problem = bad
  return { framing, bytes, problem }
}
