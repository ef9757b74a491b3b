// The evaluation in SageMaker's model-quality schema (Model Monitor's statistics, which the Model Registry,
// Studio, Pipelines' conditions and the model card read): `binary_classification_metrics` for two classes,
// `multiclass_classification_metrics` otherwise, each figure `{value, standard_deviation}`. As SageMaker
// does, the deviation is that of the figure over 5 random 80% subsamples, given from 200 records on and
// "NaN" below. Detection has no SageMaker schema: `object_detection_metrics` is this action's own.
import type { ClassificationEvaluation, ConfusionMatrix } from './classification-accuracy.js'
import type { DetectionEvaluation } from './detection-quality.js'

export const EVALUATION_OBJECT_KEY = '_evaluation.json'

interface Figure {
  value: number
  standard_deviation: number | 'NaN'
}

export interface ModelQuality {
  version: 0
  dataset: { item_count: number; evaluation_time: string }
  binary_classification_metrics?: Record<string, Figure | Record<string, Record<string, number>>>
  multiclass_classification_metrics?: Record<string, Figure | Record<string, Record<string, number>>>
  object_detection_metrics?: Record<string, unknown>
}

/** SageMaker gives a deviation from this many records on. */
const DEVIATION_FROM = 200
const SUBSAMPLES = 5
const SUBSAMPLE_SHARE = 0.8
/** The subsamples are the same every time for the same figures. */
const SEED = 0x5a9e

type Cells = ConfusionMatrix['cells']

/** Small seeded PRNG (mulberry32). */
function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0)
const fBeta = (beta: number, p: number, r: number): number =>
  p + r > 0 ? ((1 + beta * beta) * p * r) / (beta * beta * p + r) : 0

interface Counts {
  total: number
  diagonal: number
  /** Per class: true positives, ground truth (row), predicted (column). */
  hit: number[]
  truth: number[]
  predicted: number[]
}

function countsOf(cells: Cells, classes: number): Counts {
  const c: Counts = {
    total: 0,
    diagonal: 0,
    hit: new Array<number>(classes).fill(0),
    truth: new Array<number>(classes).fill(0),
    predicted: new Array<number>(classes).fill(0)
  }
  for (const [t, p, n] of cells) {
    c.total += n
    c.truth[t] += n
    c.predicted[p] += n
    if (t === p) {
      c.diagonal += n
      c.hit[t] += n
    }
  }
  return c
}

/** Multiclass figures: accuracy, and precision, recall and F-scores weighted by each class's support. */
function multiclass(c: Counts): Record<string, number> {
  const weighted = (of: (i: number) => number): number =>
    ratio(
      c.truth.reduce((sum, n, i) => sum + n * of(i), 0),
      c.total
    )
  const precision = (i: number) => ratio(c.hit[i], c.predicted[i])
  const recall = (i: number) => ratio(c.hit[i], c.truth[i])
  return {
    accuracy: ratio(c.diagonal, c.total),
    weighted_recall: weighted(recall),
    weighted_precision: weighted(precision),
    weighted_f0_5: weighted(i => fBeta(0.5, precision(i), recall(i))),
    weighted_f1: weighted(i => fBeta(1, precision(i), recall(i))),
    weighted_f2: weighted(i => fBeta(2, precision(i), recall(i)))
  }
}

/** Binary figures with the later class in class order as the positive one (1 of 0/1). */
function binary(c: Counts): Record<string, number> {
  const tp = c.hit[1]
  const fp = c.predicted[1] - tp
  const fn = c.truth[1] - tp
  const tn = c.total - tp - fp - fn
  const precision = ratio(tp, tp + fp)
  const recall = ratio(tp, tp + fn)
  return {
    recall,
    precision,
    accuracy: ratio(tp + tn, c.total),
    true_positive_rate: recall,
    true_negative_rate: ratio(tn, tn + fp),
    false_positive_rate: ratio(fp, fp + tn),
    false_negative_rate: ratio(fn, fn + tp),
    f0_5: fBeta(0.5, precision, recall),
    f1: fBeta(1, precision, recall),
    f2: fBeta(2, precision, recall)
  }
}

/** The classifier that always answers the most frequent true class (the first of equals). */
function constantCells(cells: Cells, classes: number): Cells {
  const rows = countsOf(cells, classes).truth
  const most = rows.indexOf(Math.max(...rows))
  return rows.flatMap((n, t): Cells => (n > 0 ? [[t, most, n]] : []))
}

/** `rounds` subsamples of 80% of the records (without replacement), each as its confusion cells. */
function subsamples(cells: Cells, rounds: number): Cells[] {
  const total = cells.reduce((sum, [, , n]) => sum + n, 0)
  const records = new Int32Array(total)
  let at = 0
  cells.forEach(([, , n], i) => records.fill(i, at, (at += n)))
  const take = Math.floor(total * SUBSAMPLE_SHARE)
  const random = seeded(SEED)
  return Array.from({ length: rounds }, () => {
    // A partial Fisher-Yates shuffle: the first `take` records are the subsample.
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(random() * (total - i))
      ;[records[i], records[j]] = [records[j], records[i]]
    }
    const counts = new Map<number, number>()
    for (let i = 0; i < take; i++) counts.set(records[i], (counts.get(records[i]) ?? 0) + 1)
    return [...counts].map(([cell, n]): [number, number, number] => [cells[cell][0], cells[cell][1], n])
  })
}

function deviation(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1))
}

/** Rows the ground truth, columns the prediction, by label: every cell while it is small, else those not 0. */
function nestedMatrix(m: ConfusionMatrix): Record<string, Record<string, number>> {
  const dense = m.labels.length <= 100
  const out: Record<string, Record<string, number>> = {}
  if (dense) for (const t of m.labels) out[t] = Object.fromEntries(m.labels.map(p => [p, 0]))
  for (const [t, p, n] of m.cells) (out[m.labels[t]] ??= {})[m.labels[p]] = n
  return out
}

function classificationBlock(m: ConfusionMatrix): ModelQuality {
  const classes = m.labels.length
  const two = classes === 2
  const figures = (cells: Cells) => (two ? binary : multiclass)(countsOf(cells, classes))
  const measured = figures(m.cells)
  const constant = figures(constantCells(m.cells, classes))
  const total = countsOf(m.cells, classes).total
  const rounds = total >= DEVIATION_FROM ? subsamples(m.cells, SUBSAMPLES).map(figures) : []
  const figure = (name: string, value: number): Figure => ({
    value,
    standard_deviation: rounds.length ? deviation(rounds.map(r => r[name])) : 'NaN'
  })
  const block: Record<string, Figure | Record<string, Record<string, number>>> = {}
  for (const [name, value] of Object.entries(measured)) block[name] = figure(name, value)
  // SageMaker names the constant classifier's figures after the measured ones (the rates aside).
  for (const [name, value] of Object.entries(constant))
    if (!/_rate$/.test(name)) block[`${name}_best_constant_classifier`] = { value, standard_deviation: 'NaN' }
  block.confusion_matrix = nestedMatrix(m)
  return {
    version: 0,
    dataset: { item_count: total, evaluation_time: '' },
    ...(two ? { binary_classification_metrics: block } : { multiclass_classification_metrics: block })
  }
}

/** The action's own block for detection: mAP@0.5, precision and recall at the score threshold, AP per class. */
function detectionBlock(e: DetectionEvaluation): ModelQuality {
  const figure = (value: number | null) => (value === null ? undefined : { value, standard_deviation: 'NaN' })
  const perClass = Object.fromEntries(e.perClass.filter(c => c.ap !== null).map(c => [c.label, c.ap]))
  return {
    version: 0,
    dataset: { item_count: e.evaluated, evaluation_time: '' },
    object_detection_metrics: {
      schema: 'sagemaker-batch-transform/object-detection-metrics@1',
      iou_threshold: e.iouThreshold,
      score_threshold: e.scoreThreshold,
      ...(e.map !== null ? { mAP: figure(e.map) } : {}),
      ...(e.precision !== null ? { precision: figure(e.precision) } : {}),
      ...(e.recall !== null ? { recall: figure(e.recall) } : {}),
      per_class_average_precision: perClass
    }
  }
}

/** The model-quality statistics of an evaluation; undefined when nothing was evaluated. */
export function modelQuality(
  e: ClassificationEvaluation | DetectionEvaluation,
  evaluatedAt: string
): ModelQuality | undefined {
  if (e.evaluated === 0) return undefined
  if (e.kind === 'detection') return stamped(detectionBlock(e), evaluatedAt)
  return e.confusion ? stamped(classificationBlock(e.confusion), evaluatedAt) : undefined
}

function stamped(q: ModelQuality, evaluatedAt: string): ModelQuality {
  return { ...q, dataset: { ...q.dataset, evaluation_time: evaluatedAt } }
}

/** The accuracy a model-quality file records (classification), or its mAP (detection). */
export function recordedAccuracy(q: unknown): number | undefined {
  const x = q as ModelQuality
  const block = x?.binary_classification_metrics ?? x?.multiclass_classification_metrics
  const accuracy = (block?.accuracy as Figure | undefined)?.value
  if (typeof accuracy === 'number') return accuracy
  const map = (x?.object_detection_metrics?.mAP as Figure | undefined)?.value
  return typeof map === 'number' ? map : undefined
}
