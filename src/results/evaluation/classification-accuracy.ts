// Top-1 / top-5 accuracy, per-class recall and the confusion matrix against ground-truth classes. The first
// record of each object is compared with the object's ground-truth line; objects without a prediction are
// counted apart.
import type { ClassRegistry } from '../classes.js'
import type { GroundTruth } from './ground-truth.js'
import type { ClassificationPrediction } from '../predictions.js'

interface ClassRecall {
  index?: number
  label: string
  /** Ground-truth objects of this class that were predicted. */
  support: number
  correct: number
  recall: number
}

/**
 * How the evaluated objects' true classes meet their top-1 predictions. Rows are the ground truth, columns
 * the prediction: `cells` holds `[truth, predicted, count]`, indexes into `labels`, for the cells not 0.
 */
export interface ConfusionMatrix {
  /** Every class that is a ground truth or a top-1 prediction of an evaluated object, in class order. */
  labels: string[]
  cells: Array<[number, number, number]>
}

/** A prediction with no class at all, in the confusion matrix. */
export const NO_CLASS = '(none)'

export interface ClassificationEvaluation {
  kind: 'classification'
  source: string
  groundTruthLines: number
  /** Ground-truth objects with a prediction. */
  evaluated: number
  /** Ground-truth objects without a prediction (failed or not in the run). */
  missing: number
  /** Ground-truth lines naming no input object of this run. */
  notAnInput: number
  top1Correct: number
  top5Correct: number
  top1Accuracy: number
  top5Accuracy: number
  /** Every ground-truth class, lowest recall first. */
  perClass: ClassRecall[]
  confusion?: ConfusionMatrix
}

export class ClassificationEvaluator {
  private readonly gt: GroundTruth
  private readonly registry: ClassRegistry
  private readonly support = new Map<number, number>()
  private readonly correct = new Map<number, number>()
  /** Counts by truth, then top-1 class (-1: none). */
  private readonly cells = new Map<number, Map<number, number>>()
  private evaluated = 0
  private top1 = 0
  private top5 = 0

  constructor(gt: GroundTruth, registry: ClassRegistry) {
    this.gt = gt
    this.registry = registry
  }

  add(key: string, record: number, p: ClassificationPrediction): void {
    if (record !== 0) return
    const truth = this.gt.byKey.get(key)?.cls
    if (truth === undefined) return
    this.evaluated++
    this.support.set(truth, (this.support.get(truth) ?? 0) + 1)
    const top = p.classes[0] ?? -1
    let row = this.cells.get(truth)
    if (!row) this.cells.set(truth, (row = new Map()))
    row.set(top, (row.get(top) ?? 0) + 1)
    if (p.classes[0] === truth) {
      this.top1++
      this.correct.set(truth, (this.correct.get(truth) ?? 0) + 1)
    }
    if (p.classes.slice(0, 5).includes(truth)) this.top5++
  }

  /** Answers scored wrong so far, of the ground-truth inputs: no more can ever be evaluated. */
  wrongSoFar(): { count: number; of: number } {
    return { count: this.evaluated - this.top1, of: this.gt.byKey.size }
  }

  result(): ClassificationEvaluation {
    const perClass = [...this.support.entries()]
      .map(([id, support]) => {
        const correct = this.correct.get(id) ?? 0
        const index = this.registry.indexOf(id)
        return {
          ...(index !== undefined ? { index } : {}),
          label: this.registry.nameOf(id),
          support,
          correct,
          recall: correct / support,
          id
        }
      })
      .sort((a, b) => a.recall - b.recall || b.support - a.support || this.registry.compare(a.id, b.id))
      .map(({ id: _id, ...rest }) => rest)
    return {
      kind: 'classification',
      source: this.gt.source,
      groundTruthLines: this.gt.lines,
      evaluated: this.evaluated,
      missing: this.gt.byKey.size - this.evaluated,
      notAnInput: this.gt.notAnInput,
      top1Correct: this.top1,
      top5Correct: this.top5,
      top1Accuracy: this.evaluated ? this.top1 / this.evaluated : NaN,
      top5Accuracy: this.evaluated ? this.top5 / this.evaluated : NaN,
      perClass,
      confusion: this.confusion()
    }
  }

  private confusion(): ConfusionMatrix {
    const ids = new Set<number>()
    for (const [truth, row] of this.cells) {
      ids.add(truth)
      for (const predicted of row.keys()) ids.add(predicted)
    }
    // The classes in their order; no class at all last.
    const order = [...ids].sort((a, b) => (a === -1 ? 1 : b === -1 ? -1 : this.registry.compare(a, b)))
    const at = new Map(order.map((id, i) => [id, i]))
    const cells: Array<[number, number, number]> = []
    for (const [truth, row] of this.cells)
      for (const [predicted, n] of row) cells.push([at.get(truth)!, at.get(predicted)!, n])
    cells.sort((a, b) => a[0] - b[0] || a[1] - b[1])
    return { labels: order.map(id => (id === -1 ? NO_CLASS : this.registry.nameOf(id))), cells }
  }
}
