// What reading one output gave (its framing, its bytes, why it could not be read, its predictions),
// written down so that a later run placing the same kept output replays it instead of reading it again.
// The text is the cache's to store as it is (opaque to it); it is only good for the parser and the
// settings that shaped it, which `readingKey` names, so a run with other settings reads the output.
import { createHash } from 'node:crypto'
import type { ReportSpec } from '../../spec.js'
import type { ClassRegistry } from '../classes.js'
import type { LabelMap } from '../labels.js'
import { isKnownShape, type Prediction } from '../predictions.js'
import type { Framing } from './read-object.js'

/** Raised whenever the parser's results for the same bytes change (predictions.ts, read-object.ts). */
export const PARSER_VERSION = 1

export interface OutputReading {
  framing: Framing
  bytes: number
  problem?: string
  predictions: Prediction[]
}

/** Readings kept for the outputs this run places, by output name (the cache's answer to `readingKey`). */
export interface KeptReadings {
  /** The readings' key: the run replays only readings made under its own. */
  key: string
  /** Output names of the inputs whose reading is kept, each placed (or being placed) at output-path. */
  names: readonly string[]
  readingOf(name: string): string | undefined
  /**
   * While the outputs are still being placed beside the analysis: settles once every placement has
   * (the analysis waits for it before it lists output-path when a reading could not be replayed).
   */
  placed?: Promise<unknown>
}

/**
 * The parser's version and every setting that changes what reading an output gives: output-format,
 * the label map's names (not its path), score-threshold. 32 hex characters.
 */
export function readingKey(
  report: Pick<ReportSpec, 'outputFormat' | 'scoreThreshold'>,
  labels: LabelMap | undefined
): string {
  const parts = [PARSER_VERSION, report.outputFormat, report.scoreThreshold, labels?.digest() ?? null]
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)
}

// A class id as written: an index as itself, a class the model named by string as that string (its id
// is this run's registry's, given as names are met).
type Written = number | string
const classOut = (id: number, classes: ClassRegistry): Written =>
  classes.indexOf(id) === undefined ? classes.nameOf(id) : id
const classIn = (c: unknown, classes: ClassRegistry): number | undefined =>
  typeof c === 'number' ? c : typeof c === 'string' ? classes.idOf(c) : undefined

// Numbers JSON cannot hold (a score the output left out is NaN) as strings.
const numberOut = (x: number): number | string => (Number.isFinite(x) ? x : String(x))
const numberIn = (x: unknown): number | undefined =>
  typeof x === 'number' ? x : x === 'NaN' || x === 'Infinity' || x === '-Infinity' ? Number(x) : undefined

function predictionOut(p: Prediction, classes: ClassRegistry): unknown[] {
  if (p.kind === 'classification')
    return ['c', p.shape, p.classes.map(c => classOut(c, classes)), p.scores.map(numberOut), p.width]
  if (p.kind === 'detection')
    return [
      'd',
      p.shape,
      p.labels.map(c => classOut(c, classes)),
      p.scores.map(numberOut),
      p.boxes.map(numberOut),
      p.normalized
    ]
  return ['u', p.shape, p.problem]
}

/** Every element mapped, or undefined when one cannot be. */
function all<T>(xs: unknown, f: (x: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(xs)) return undefined
  const out: T[] = []
  for (const x of xs) {
    const y = f(x)
    if (y === undefined) return undefined
    out.push(y)
  }
  return out
}

function predictionIn(w: unknown, classes: ClassRegistry): Prediction | undefined {
  // A shape is shown as it is: only those this parser names records by.
  if (!Array.isArray(w) || typeof w[1] !== 'string' || !isKnownShape(w[1])) return undefined
  const shape = w[1]
  if (w[0] === 'u' && typeof w[2] === 'string') return { kind: 'unrecognised', shape, problem: w[2] }
  const ids = all(w[2], c => classIn(c, classes))
  const scores = all(w[3], numberIn)
  if (!ids || !scores) return undefined
  if (w[0] === 'c' && typeof w[4] === 'number')
    return { kind: 'classification', shape, classes: ids, scores, width: w[4] }
  const boxes = all(w[4], numberIn)
  if (w[0] === 'd' && boxes && typeof w[5] === 'boolean')
    return { kind: 'detection', shape, labels: ids, scores, boxes, normalized: w[5] }
  return undefined
}

const FRAMINGS: readonly Framing[] = ['JSON', 'JSON Lines', 'CSV', 'raw', 'empty']

export function encodeReading(r: OutputReading, classes: ClassRegistry): string {
  return JSON.stringify([
    r.framing,
    r.bytes,
    r.problem ?? null,
    r.predictions.map(p => predictionOut(p, classes))
  ])
}

/** The reading `text` holds, class names given this run's ids; undefined when it is not one. */
export function decodeReading(text: string, classes: ClassRegistry): OutputReading | undefined {
  let w: unknown
  try {
    w = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(w) || w.length !== 4) return undefined
  const [framing, bytes, problem, written] = w as unknown[]
  if (!FRAMINGS.includes(framing as Framing) || typeof bytes !== 'number') return undefined
  if (problem !== null && typeof problem !== 'string') return undefined
  const predictions = all(written, x => predictionIn(x, classes))
  if (!predictions) return undefined
  return { framing: framing as Framing, bytes, ...(problem !== null ? { problem } : {}), predictions }
}

/** Readings larger than this are not kept (a huge output is read again rather than held). */
const READING_MAX_CHARS = 1 << 20
/** All the readings one run keeps at most (characters), so memory stays bounded. */
const READINGS_MAX_CHARS = 256 << 20

/** The readings of the outputs a run read, by output name, up to a bound; the cache keeps them. */
export class ReadingsMade {
  private readonly made = new Map<string, string>()
  private chars = 0

  constructor(private readonly classes: ClassRegistry) {}

  add(name: string, r: OutputReading): void {
    if (this.chars >= READINGS_MAX_CHARS) return
    const text = encodeReading(r, this.classes)
    if (text.length > READING_MAX_CHARS) return
    this.made.set(name, text)
    this.chars += text.length
  }

  of(name: string): string | undefined {
    return this.made.get(name)
  }
}
