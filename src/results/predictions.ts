// What one record of model output says, reduced to what summaries and evaluations need: the top classes
// with their confidences for a classifier, the boxes for a detector. Whole probability vectors are never
// kept past this point.
import type { OutputFormat } from '../spec.js'
import type { ClassRegistry } from './classes.js'

const TOP_K = 5

export interface ClassificationPrediction {
  kind: 'classification'
  shape: string
  /** Class ids, best first (at most TOP_K). */
  classes: number[]
  /** Confidences aligned with `classes`; NaN when the output gives a class without a score. */
  scores: number[]
  /** Length of the probability vector the record had (0 when it named a class directly). */
  width: number
}

export interface DetectionPrediction {
  kind: 'detection'
  shape: string
  labels: number[]
  scores: number[]
  /** x1, y1, x2, y2 per detection, flattened. */
  boxes: number[]
  /** Boxes are fractions of the image size (TF Object Detection API), not pixels. */
  normalized: boolean
}

interface UnrecognisedPrediction {
  kind: 'unrecognised'
  shape: string
  problem: string
}

export type Prediction = ClassificationPrediction | DetectionPrediction | UnrecognisedPrediction

export const SHAPES = {
  predict: 'TF Serving predict (classes/probabilities)',
  classify: 'TF Serving classify (result)',
  vector: 'probability vector',
  torchvision: 'torchvision detection (boxes/labels/scores)',
  tfod: 'TF Object Detection (detection_boxes/classes/scores)',
  labelScore: 'label with score',
  classIndex: 'class index',
  csvVector: 'CSV probability vector',
  csvLabel: 'CSV label with score',
  csvIndex: 'CSV class index'
} as const

/** What the records no parser knows are named by (unrecognised()'s shapes below). */
const UNRECOGNISED_SHAPES = ['empty list', 'unknown', 'error', 'CSV']
const KNOWN_SHAPES: ReadonlySet<string> = new Set([...Object.values(SHAPES), ...UNRECOGNISED_SHAPES])

/** Whether a shape is one this parser names records by (a reading kept elsewhere may claim any). */
export const isKnownShape = (shape: string): boolean => KNOWN_SHAPES.has(shape)

type Emit = (p: Prediction) => void

/** Interprets one parsed JSON value (a whole document or one JSON Lines line). */
export function interpretValue(
  value: unknown,
  classes: ClassRegistry,
  format: OutputFormat,
  emit: Emit
): void {
  const filtered: Emit = p => emit(applyFormat(p, format))
  interpretContainer(value, classes, filtered)
}

function applyFormat(p: Prediction, format: OutputFormat): Prediction {
  if (format === 'classification' && p.kind === 'detection') {
    return {
      kind: 'unrecognised',
      shape: p.shape,
      problem: 'detection output while output-format is classification'
    }
  }
  if (format === 'detection' && p.kind === 'classification') {
    return {
      kind: 'unrecognised',
      shape: p.shape,
      problem: 'classification output while output-format is detection'
    }
  }
  return p
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function isNumberArray(v: unknown): v is number[] {
  return Array.isArray(v) && v.length > 0 && v.every(x => typeof x === 'number')
}

/** `[["cat", 0.9], ["dog", 0.1]]`: TF Serving classify's per-example list. */
function isLabelScorePairs(v: unknown): v is [string | number, number][] {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every(p => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'number')
  )
}

// A value that may hold many records: a response with `predictions`, a batch list, or one record.
function interpretContainer(value: unknown, classes: ClassRegistry, emit: Emit): void {
  if (isObject(value)) {
    if ('SageMakerOutput' in value) return interpretContainer(value.SageMakerOutput, classes, emit)
    if (Array.isArray(value.predictions)) {
      for (const item of value.predictions) interpretRecord(item, classes, emit, SHAPES.predict)
      return
    }
    if (Array.isArray(value.outputs)) {
      for (const item of value.outputs) interpretRecord(item, classes, emit, SHAPES.predict)
      return
    }
    if (Array.isArray(value.result)) {
      for (const item of value.result) interpretRecord(item, classes, emit, SHAPES.classify)
      return
    }
    return interpretRecord(value, classes, emit)
  }
  if (Array.isArray(value) && !isNumberArray(value) && !isLabelScorePairs(value) && value.length > 0) {
    for (const item of value) interpretRecord(item, classes, emit)
    return
  }
  interpretRecord(value, classes, emit)
}

function interpretRecord(value: unknown, classes: ClassRegistry, emit: Emit, context?: string): void {
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return emit(single(classes.idOf(value), NaN, SHAPES.classIndex))
    return emit(unrecognised(SHAPES.classIndex, 'a single number that is not a class index'))
  }
  if (typeof value === 'string') return emit(single(classes.idOf(value), NaN, SHAPES.labelScore))
  if (isNumberArray(value)) return emit(fromVector(value, undefined, classes, context ?? SHAPES.vector))
  if (isLabelScorePairs(value)) return emit(fromPairs(value, classes, context ?? SHAPES.classify))
  if (isObject(value)) return emit(fromObject(value, classes, context))
  if (Array.isArray(value) && value.length === 0) return emit(unrecognised('empty list', 'an empty list'))
  return emit(unrecognised('unknown', `no predictions recognised in ${describe(value)}`))
}

function fromObject(obj: Record<string, unknown>, classes: ClassRegistry, context?: string): Prediction {
  if ('SageMakerOutput' in obj) {
    let inner: Prediction | undefined
    interpretRecord(obj.SageMakerOutput, classes, p => (inner ??= p), context)
    return inner ?? unrecognised('unknown', 'an empty SageMakerOutput')
  }
  if ('boxes' in obj) return fromBoxes(obj, classes)
  if ('detection_boxes' in obj) return fromTfod(obj, classes)
  if (typeof obj.error === 'string') return unrecognised('error', `the model answered an error: ${obj.error}`)
  const vector = firstVector(obj, ['probabilities', 'probs', 'scores', 'score', 'confidences'])
  if (vector) {
    const names = Array.isArray(obj.classes)
      ? obj.classes
      : Array.isArray(obj.labels)
        ? obj.labels
        : undefined
    if (names && names.length !== vector.length) {
      return unrecognised(context ?? SHAPES.predict, 'classes and scores have different lengths')
    }
    return fromVector(vector, names as (string | number)[] | undefined, classes, context ?? SHAPES.predict)
  }
  const label = firstOf(obj, ['classes', 'class', 'label', 'predicted_label', 'prediction', 'category'])
  if (typeof label === 'number' || typeof label === 'string') {
    const score = firstOf(obj, ['score', 'confidence', 'probability'])
    if (typeof label === 'number' && !Number.isInteger(label)) {
      return unrecognised(SHAPES.labelScore, `class ${label} is not an integer`)
    }
    return single(classes.idOf(label), typeof score === 'number' ? score : NaN, context ?? SHAPES.labelScore)
  }
  return unrecognised('unknown', `no predictions recognised in ${describe(obj)}`)
}

function firstVector(obj: Record<string, unknown>, names: string[]): number[] | undefined {
  for (const n of names) if (isNumberArray(obj[n])) return obj[n] as number[]
  return undefined
}

function firstOf(obj: Record<string, unknown>, names: string[]): unknown {
  for (const n of names) if (obj[n] !== undefined) return obj[n]
  return undefined
}

function single(id: number, score: number, shape: string): ClassificationPrediction {
  return { kind: 'classification', shape, classes: [id], scores: [score], width: 0 }
}

function unrecognised(shape: string, problem: string): UnrecognisedPrediction {
  return { kind: 'unrecognised', shape, problem }
}

/** Top TOP_K positions of a vector, best first, ties to the lower index (as argmax does). */
export function topK(values: ArrayLike<number>, k = TOP_K): { index: number[]; value: number[] } {
  const index: number[] = []
  const value: number[] = []
  for (let i = 0; i < values.length; i++) {
    const v = values[i]
    if (Number.isNaN(v)) continue
    if (index.length === k && v <= value[k - 1]) continue
    let at = index.length < k ? index.length : k - 1
    while (at > 0 && value[at - 1] < v) at--
    index.splice(at, 0, i)
    value.splice(at, 0, v)
    if (index.length > k) {
      index.pop()
      value.pop()
    }
  }
  return { index, value }
}

function fromVector(
  vector: number[],
  names: (string | number)[] | undefined,
  classes: ClassRegistry,
  shape: string
): ClassificationPrediction {
  const top = topK(vector)
  const ids = top.index.map(i => (names ? classes.idOf(names[i]) : i))
  return { kind: 'classification', shape, classes: ids, scores: top.value, width: vector.length }
}

function fromPairs(pairs: [string | number, number][], classes: ClassRegistry, shape: string): Prediction {
  const top = topK(pairs.map(p => p[1]))
  return {
    kind: 'classification',
    shape,
    classes: top.index.map(i => classes.idOf(pairs[i][0])),
    scores: top.value,
    width: pairs.length
  }
}

function fromBoxes(obj: Record<string, unknown>, classes: ClassRegistry): Prediction {
  const shape = SHAPES.torchvision
  const boxes = obj.boxes
  const labels = obj.labels ?? obj.classes
  const scores = obj.scores
  if (!Array.isArray(boxes) || !Array.isArray(labels)) {
    return unrecognised(shape, '`boxes` and `labels` must be lists')
  }
  if (labels.length !== boxes.length || (Array.isArray(scores) && scores.length !== boxes.length)) {
    return unrecognised(shape, '`boxes`, `labels` and `scores` have different lengths')
  }
  const flat: number[] = []
  for (const b of boxes) {
    if (!isNumberArray(b) || b.length !== 4) return unrecognised(shape, 'each box must be [x1, y1, x2, y2]')
    flat.push(b[0], b[1], b[2], b[3])
  }
  const ids: number[] = []
  for (const l of labels) {
    if (typeof l !== 'number' && typeof l !== 'string')
      return unrecognised(shape, 'labels must be numbers or names')
    ids.push(classes.idOf(l))
  }
  const s = Array.isArray(scores) ? scores.map(x => (typeof x === 'number' ? x : NaN)) : ids.map(() => 1)
  return { kind: 'detection', shape, labels: ids, scores: s, boxes: flat, normalized: false }
}

// TF Object Detection API: boxes are [ymin, xmin, ymax, xmax] as fractions of the image.
function fromTfod(obj: Record<string, unknown>, classes: ClassRegistry): Prediction {
  const shape = SHAPES.tfod
  const boxes = obj.detection_boxes
  const labels = obj.detection_classes
  const scores = obj.detection_scores
  if (!Array.isArray(boxes) || !Array.isArray(labels) || !Array.isArray(scores)) {
    return unrecognised(shape, '`detection_boxes`, `detection_classes` and `detection_scores` must be lists')
  }
  const n = typeof obj.num_detections === 'number' ? Math.min(obj.num_detections, boxes.length) : boxes.length
  const flat: number[] = []
  const ids: number[] = []
  const s: number[] = []
  for (let i = 0; i < n; i++) {
    const b = boxes[i]
    if (!isNumberArray(b) || b.length !== 4)
      return unrecognised(shape, 'each box must be [ymin, xmin, ymax, xmax]')
    flat.push(b[1], b[0], b[3], b[2])
    const l = labels[i]
    ids.push(classes.idOf(typeof l === 'number' ? Math.round(l) : String(l)))
    s.push(typeof scores[i] === 'number' ? (scores[i] as number) : NaN)
  }
  return { kind: 'detection', shape, labels: ids, scores: s, boxes: flat, normalized: true }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (isObject(value)) {
    const keys = Object.keys(value).slice(0, 5)
    return keys.length ? `an object with keys ${keys.join(', ')}` : 'an empty object'
  }
  return `a ${typeof value}`
}

/** Interprets one CSV row. */
export function interpretCsvRow(cells: string[], classes: ClassRegistry, format: OutputFormat): Prediction {
  const numbers = cells.map(c => (c.trim() === '' ? NaN : Number(c)))
  let p: Prediction
  if (numbers.every(n => !Number.isNaN(n))) {
    if (numbers.length === 1) {
      p = Number.isInteger(numbers[0])
        ? single(classes.idOf(numbers[0]), NaN, SHAPES.csvIndex)
        : unrecognised(SHAPES.csvIndex, 'a single number that is not a class index')
    } else {
      p = fromVector(numbers, undefined, classes, SHAPES.csvVector)
    }
  } else if (cells.length === 2 && !Number.isNaN(numbers[1])) {
    p = single(classes.idOf(cells[0]), numbers[1], SHAPES.csvLabel)
  } else if (cells.length === 1 && format === 'classification') {
    // Bare text lines are labels only when the user says the output is classification.
    p = single(classes.idOf(cells[0]), NaN, SHAPES.csvLabel)
  } else if (cells.length === 1) {
    p = unrecognised(
      'CSV',
      'a line of text that is not a prediction (set output-format: classification for label lines)'
    )
  } else {
    p = unrecognised('CSV', `a CSV row of ${cells.length} cells that are not all numbers`)
  }
  return applyFormat(p, format)
}
