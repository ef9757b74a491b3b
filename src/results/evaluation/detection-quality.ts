// Detection quality against ground-truth boxes: per class precision and recall at the score threshold,
// average precision at IoU 0.5 and their mean (mAP).
//
// Matching follows PASCAL VOC: within an image, detections of a class are taken by descending score;
// each is a true positive when its best-overlapping ground-truth box of that class has IoU >= 0.5 and is
// not yet taken, else a false positive. AP is the all-point interpolated area under the precision/recall
// curve. Equal scores across images are ordered false positives first, so the result does not depend on
// the order in which outputs were read.
import { FloatColumn } from '../bounded.js'
import type { ClassRegistry } from '../classes.js'
import type { GroundTruth, GroundTruthBox, GroundTruthEntry } from './ground-truth.js'
import type { DetectionPrediction } from '../predictions.js'

const IOU_THRESHOLD = 0.5

interface ClassDetectionQuality {
  index?: number
  label: string
  groundTruth: number
  /** Detections at or above the score threshold. */
  detections: number
  truePositives: number
  falsePositives: number
  /** At the score threshold; null when there are no detections. */
  precision: number | null
  /** At the score threshold; null when the class has no ground truth. */
  recall: number | null
  /** Over all scores; null when the class has no ground truth. */
  ap: number | null
}

export interface DetectionEvaluation {
  kind: 'detection'
  source: string
  groundTruthLines: number
  iouThreshold: number
  scoreThreshold: number
  evaluated: number
  missing: number
  notAnInput: number
  precision: number | null
  recall: number | null
  map: number | null
  perClass: ClassDetectionQuality[]
}

export function iou(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0])
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1])
  if (w <= 0 || h <= 0) return 0
  const inter = w * h
  const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
  return union > 0 ? inter / union : 0
}

/** Detection `i` in the ground truth's pixel space (normalised boxes are scaled by the image size). */
function boxOf(p: DetectionPrediction, i: number, truth: GroundTruthEntry): number[] {
  const sx = p.normalized ? (truth.width ?? 1) : 1
  const sy = p.normalized ? (truth.height ?? 1) : 1
  return [p.boxes[4 * i] * sx, p.boxes[4 * i + 1] * sy, p.boxes[4 * i + 2] * sx, p.boxes[4 * i + 3] * sy]
}

/** How one image's detections at or above the threshold meet its ground-truth boxes. */
export interface ImageMatch {
  /** Ground-truth boxes found (same class, IoU >= 0.5, each box found once). */
  matched: number
  /** Ground-truth boxes not found. */
  missed: number
  /** Detections that found no ground-truth box. */
  falsePositives: number
}

/** Strongest detection first, each taking the first free ground-truth box of its class it overlaps enough. */
export function matchImage(p: DetectionPrediction, truth: GroundTruthEntry, threshold: number): ImageMatch {
  const boxes = truth.boxes ?? []
  const kept = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold)
  kept.sort((a, b) => p.scores[b] - p.scores[a] || a - b)
  const used = boxes.map(() => false)
  let matched = 0
  for (const i of kept) {
    const box = boxOf(p, i, truth)
    const j = boxes.findIndex(
      (g, k) => !used[k] && g.cls === p.labels[i] && iou(box, [g.x1, g.y1, g.x2, g.y2]) >= IOU_THRESHOLD
    )
    if (j < 0) continue
    used[j] = true
    matched++
  }
  return { matched, missed: boxes.length - matched, falsePositives: kept.length - matched }
}

/**
 * One image judged as a whole, for the paired before/after comparison: right when every ground-truth
 * box is found and nothing else is detected.
 */
export function imageRight(p: DetectionPrediction, truth: GroundTruthEntry, threshold: number): boolean {
  const m = matchImage(p, truth, threshold)
  return m.missed === 0 && m.falsePositives === 0
}

/** All-point interpolated AP from (score, isTruePositive) pairs and the number of ground-truth boxes. */
export function averagePrecision(
  scores: ArrayLike<number>,
  tp: ArrayLike<number>,
  positives: number
): number {
  if (positives === 0) return NaN
  const order = Array.from({ length: scores.length }, (_, i) => i).sort(
    (a, b) => scores[b] - scores[a] || tp[a] - tp[b] || a - b
  )
  const precision = new Float64Array(order.length)
  const recall = new Float64Array(order.length)
  let hits = 0
  order.forEach((i, rank) => {
    hits += tp[i]
    precision[rank] = hits / (rank + 1)
    recall[rank] = hits / positives
  })
  for (let r = order.length - 2; r >= 0; r--) precision[r] = Math.max(precision[r], precision[r + 1])
  let ap = 0
  let previous = 0
  for (let r = 0; r < order.length; r++) {
    if (recall[r] > previous) {
      ap += (recall[r] - previous) * precision[r]
      previous = recall[r]
    }
  }
  return ap
}

interface ClassState {
  positives: number
  scores: FloatColumn
  tp: FloatColumn
  tpAbove: number
  fpAbove: number
}

export class DetectionEvaluator {
  private readonly gt: GroundTruth
  private readonly registry: ClassRegistry
  private readonly threshold: number
  private readonly classes = new Map<number, ClassState>()
  private evaluated = 0

  constructor(gt: GroundTruth, registry: ClassRegistry, scoreThreshold: number) {
    this.gt = gt
    this.registry = registry
    this.threshold = scoreThreshold
  }

  private state(id: number): ClassState {
    let s = this.classes.get(id)
    if (!s) {
      s = { positives: 0, scores: new FloatColumn(), tp: new FloatColumn(), tpAbove: 0, fpAbove: 0 }
      this.classes.set(id, s)
    }
    return s
  }

  add(key: string, record: number, p: DetectionPrediction): void {
    if (record !== 0) return
    const truth = this.gt.byKey.get(key)
    if (!truth?.boxes) return
    this.evaluated++
    const gtByClass = new Map<number, GroundTruthBox[]>()
    for (const b of truth.boxes) {
      this.state(b.cls).positives++
      const list = gtByClass.get(b.cls) ?? []
      list.push(b)
      gtByClass.set(b.cls, list)
    }
    const order = p.labels.map((_, i) => i).sort((a, b) => p.scores[b] - p.scores[a] || a - b)
    const taken = new Map<number, boolean[]>()
    for (const i of order) {
      const cls = p.labels[i]
      const score = p.scores[i]
      if (!Number.isFinite(score)) continue
      const box = boxOf(p, i, truth)
      const candidates = gtByClass.get(cls) ?? []
      const used = taken.get(cls) ?? candidates.map(() => false)
      taken.set(cls, used)
      let best = -1
      let bestIou = 0
      candidates.forEach((g, j) => {
        const o = iou(box, [g.x1, g.y1, g.x2, g.y2])
        if (o > bestIou) {
          bestIou = o
          best = j
        }
      })
      const hit = best >= 0 && bestIou >= IOU_THRESHOLD && !used[best]
      if (hit) used[best] = true
      const s = this.state(cls)
      s.scores.push(score)
      s.tp.push(hit ? 1 : 0)
      if (score >= this.threshold) {
        if (hit) s.tpAbove++
        else s.fpAbove++
      }
    }
  }

  result(): DetectionEvaluation {
    let tp = 0
    let fp = 0
    let positives = 0
    const aps: number[] = []
    const perClass: (ClassDetectionQuality & { id: number })[] = []
    // Classes in one order, not the order outputs were read in: the mean's sum comes out the same.
    const ids = [...this.classes.keys()].sort((a, b) => this.registry.compare(a, b))
    for (const id of ids) {
      const s = this.classes.get(id)!
      const ap = averagePrecision(s.scores.view(), s.tp.view(), s.positives)
      if (s.positives > 0) aps.push(ap)
      tp += s.tpAbove
      fp += s.fpAbove
      positives += s.positives
      const detections = s.tpAbove + s.fpAbove
      const index = this.registry.indexOf(id)
      perClass.push({
        id,
        ...(index !== undefined ? { index } : {}),
        label: this.registry.nameOf(id),
        groundTruth: s.positives,
        detections,
        truePositives: s.tpAbove,
        falsePositives: s.fpAbove,
        precision: detections ? s.tpAbove / detections : null,
        recall: s.positives ? s.tpAbove / s.positives : null,
        ap: s.positives ? ap : null
      })
    }
    perClass.sort(
      (a, b) =>
        (a.ap ?? 2) - (b.ap ?? 2) || b.groundTruth - a.groundTruth || this.registry.compare(a.id, b.id)
    )
    return {
      kind: 'detection',
      source: this.gt.source,
      groundTruthLines: this.gt.lines,
      iouThreshold: IOU_THRESHOLD,
      scoreThreshold: this.threshold,
      evaluated: this.evaluated,
      missing: [...this.gt.byKey.values()].filter(e => e.boxes).length - this.evaluated,
      notAnInput: this.gt.notAnInput,
      precision: tp + fp ? tp / (tp + fp) : null,
      recall: positives ? tp / positives : null,
      map: aps.length ? aps.reduce((a, b) => a + b, 0) / aps.length : null,
      perClass: perClass.map(({ id: _id, ...rest }) => rest)
    }
  }
}
