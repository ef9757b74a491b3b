// Running summaries of predictions: class counts and confidences for classifiers, per-class detections
// above the score threshold for detectors. Each keeps O(classes) state plus one float per record.
import { compareStrings, FloatColumn, SmallestK } from '../bounded.js'
import type { ClassRegistry } from '../classes.js'
import type { ClassificationPrediction, DetectionPrediction } from '../predictions.js'

const LOWEST_EXAMPLES = 10
const CONFIDENCE_BINS = 10

export interface ClassCount {
  /** The class index in the label map (absent for classes the model named by string). */
  index?: number
  label: string
  count: number
  /** count / all counted. */
  share: number
}

interface HistogramBin {
  from: number
  to: number
  count: number
}

interface ConfidenceStats {
  count: number
  mean: number
  median: number
  p10: number
  min: number
  max: number
  histogram: HistogramBin[]
}

interface LowConfidence {
  key: string
  record: number
  label: string
  confidence: number
}

export interface ClassificationSummary {
  records: number
  distinctClasses: number
  /** Every predicted class, most frequent first. */
  classes: ClassCount[]
  confidence?: ConfidenceStats
  lowest: LowConfidence[]
  /** Lengths of the probability vectors seen (for label-map hints). */
  vectorWidths: number[]
}

export interface DetectionSummary {
  records: number
  scoreThreshold: number
  detectionsAboveThreshold: number
  detectionsTotal: number
  classes: ClassCount[]
  objectsWithNone: number
  boxesPerObject: { mean: number; max: number; histogram: { boxes: string; objects: number }[] }
}

function classCounts(counts: Map<number, number>, registry: ClassRegistry): ClassCount[] {
  let total = 0
  for (const c of counts.values()) total += c
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || registry.compare(a[0], b[0]))
    .map(([id, count]) => ({
      ...(registry.indexOf(id) !== undefined ? { index: registry.indexOf(id) } : {}),
      label: registry.nameOf(id),
      count,
      share: total ? count / total : 0
    }))
}

/** The value at fraction `q` of sorted `values` (linear interpolation between neighbours). */
function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)
}

function confidenceStats(values: Float64Array): ConfidenceStats | undefined {
  if (values.length === 0) return undefined
  const sorted = Float64Array.from(values).sort()
  let sum = 0
  for (const v of sorted) sum += v
  const min = sorted[0]
  const max = sorted[sorted.length - 1]
  // Probabilities go in tenths of [0, 1]; anything else (logits, scores) in tenths of its own range.
  const lo = min >= 0 && max <= 1 ? 0 : min
  const hi = min >= 0 && max <= 1 ? 1 : max === min ? min + 1 : max
  const width = (hi - lo) / CONFIDENCE_BINS
  const histogram: HistogramBin[] = Array.from({ length: CONFIDENCE_BINS }, (_, i) => ({
    from: round6(lo + i * width),
    to: round6(lo + (i + 1) * width),
    count: 0
  }))
  for (const v of sorted) {
    const bin = Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor((v - lo) / width)))
    histogram[bin].count++
  }
  return {
    count: sorted.length,
    mean: sum / sorted.length,
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    min,
    max,
    histogram
  }
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6
}

export class ClassificationSummarizer {
  private readonly registry: ClassRegistry
  private readonly counts = new Map<number, number>()
  private readonly confidences = new FloatColumn()
  private readonly widths = new Set<number>()
  private readonly lowest = new SmallestK<LowConfidence & { id: number }>(
    LOWEST_EXAMPLES,
    (a, b) => a.confidence - b.confidence || compareStrings(a.key, b.key) || a.record - b.record
  )
  records = 0

  constructor(registry: ClassRegistry) {
    this.registry = registry
  }

  add(key: string, record: number, p: ClassificationPrediction): void {
    this.records++
    if (p.width) this.widths.add(p.width)
    if (p.classes.length === 0) return
    const top = p.classes[0]
    this.counts.set(top, (this.counts.get(top) ?? 0) + 1)
    const confidence = p.scores[0]
    if (Number.isFinite(confidence)) {
      this.confidences.push(confidence)
      this.lowest.offer({ key, record, id: top, label: '', confidence })
    }
  }

  /** Top-1 class counts by id (for baseline deltas). */
  countsById(): Map<number, number> {
    return this.counts
  }

  result(): ClassificationSummary {
    return {
      records: this.records,
      distinctClasses: this.counts.size,
      classes: classCounts(this.counts, this.registry),
      confidence: confidenceStats(this.confidences.view()),
      lowest: this.lowest.values().map(({ key, record, id, confidence }) => ({
        key,
        record,
        label: this.registry.nameOf(id),
        confidence
      })),
      vectorWidths: [...this.widths].sort((a, b) => a - b)
    }
  }
}

/** Detections at or above `threshold` of one record, as class ids. */
export function labelsAbove(p: DetectionPrediction, threshold: number): number[] {
  const out: number[] = []
  for (let i = 0; i < p.labels.length; i++) if (p.scores[i] >= threshold) out.push(p.labels[i])
  return out
}

const BOX_BINS = 10

export class DetectionSummarizer {
  private readonly registry: ClassRegistry
  private readonly threshold: number
  private readonly counts = new Map<number, number>()
  private readonly perObject = new Array<number>(BOX_BINS + 1).fill(0)
  private above = 0
  private total = 0
  private maxBoxes = 0
  records = 0

  constructor(registry: ClassRegistry, threshold: number) {
    this.registry = registry
    this.threshold = threshold
  }

  add(_key: string, _record: number, p: DetectionPrediction): void {
    this.records++
    this.total += p.labels.length
    const kept = labelsAbove(p, this.threshold)
    for (const id of kept) this.counts.set(id, (this.counts.get(id) ?? 0) + 1)
    this.above += kept.length
    this.maxBoxes = Math.max(this.maxBoxes, kept.length)
    this.perObject[Math.min(BOX_BINS, kept.length)]++
  }

  countsById(): Map<number, number> {
    return this.counts
  }

  result(): DetectionSummary {
    return {
      records: this.records,
      scoreThreshold: this.threshold,
      detectionsAboveThreshold: this.above,
      detectionsTotal: this.total,
      classes: classCounts(this.counts, this.registry),
      objectsWithNone: this.perObject[0],
      boxesPerObject: {
        mean: this.records ? this.above / this.records : 0,
        max: this.maxBoxes,
        histogram: this.perObject.map((objects, i) => ({
          boxes: i === BOX_BINS ? `${BOX_BINS}+` : String(i),
          objects
        }))
      }
    }
  }
}
