// The evaluation in SageMaker's model-quality schema: the confusion matrix the classification evaluation
// computes (rows the ground truth, columns the top-1 prediction), the binary and multiclass figures from
// it, the deviation over 5 seeded 80% subsamples from 200 records on ("NaN" below), and detection's own block.
import { ClassRegistry } from '../src/results/classes.js'
import {
  ClassificationEvaluator,
  type ConfusionMatrix
} from '../src/results/evaluation/classification-accuracy.js'
import type { GroundTruth } from '../src/results/evaluation/ground-truth.js'
import { modelQuality, recordedAccuracy } from '../src/results/evaluation/model-quality.js'
import type { ClassificationEvaluation } from '../src/results/evaluation/classification-accuracy.js'
import type { DetectionEvaluation } from '../src/results/evaluation/detection-quality.js'

const AT = '2026-01-05T09:00:00.000Z'

function evaluationOf(confusion: ConfusionMatrix): ClassificationEvaluation {
  const evaluated = confusion.cells.reduce((n, [, , c]) => n + c, 0)
  return {
    kind: 'classification',
    source: 'truth.jsonl',
    groundTruthLines: evaluated,
    evaluated,
    missing: 0,
    notAnInput: 0,
    top1Correct: 0,
    top5Correct: 0,
    top1Accuracy: NaN,
    top5Accuracy: NaN,
    perClass: [],
    confusion
  }
}

describe('the confusion matrix', () => {
  it('counts each evaluated object by its true class (row) and its top-1 class (column)', () => {
    const registry = new ClassRegistry(undefined)
    const [cat, dog] = [registry.idOf('cat'), registry.idOf('dog')]
    const byKey = new Map([
      ['a', { cls: cat }],
      ['b', { cls: cat }],
      ['c', { cls: dog }]
    ])
    const gt = {
      kind: 'classification',
      source: 't',
      lines: 3,
      notAnInput: 0,
      byKey
    } as unknown as GroundTruth
    const e = new ClassificationEvaluator(gt, registry)
    const p = (cls: number) => ({
      kind: 'classification' as const,
      shape: 'probabilities',
      classes: [cls],
      scores: [0.9],
      width: 2
    })
    e.add('a', 0, p(cat))
    e.add('b', 0, p(dog))
    e.add('c', 0, p(dog))
    e.add('c', 1, p(cat)) // not the object's first record
    expect(e.result().confusion).toEqual({
      labels: ['cat', 'dog'],
      cells: [
        [0, 0, 1],
        [0, 1, 1],
        [1, 1, 1]
      ]
    })
  })
})

describe('model quality', () => {
  // 0 is negative, 1 positive: tp 3, fn 1, fp 2, tn 4.
  const binary: ConfusionMatrix = {
    labels: ['0', '1'],
    cells: [
      [0, 0, 4],
      [0, 1, 2],
      [1, 0, 1],
      [1, 1, 3]
    ]
  }

  it('gives binary_classification_metrics for two classes, the later class positive', () => {
    const q = modelQuality(evaluationOf(binary), AT)!
    expect(q.version).toBe(0)
    expect(q.dataset).toEqual({ item_count: 10, evaluation_time: AT })
    const m = q.binary_classification_metrics as Record<
      string,
      { value: number; standard_deviation: unknown }
    >
    const value = (k: string) => m[k].value
    expect(value('accuracy')).toBeCloseTo(0.7)
    expect(value('precision')).toBeCloseTo(3 / 5)
    expect(value('recall')).toBeCloseTo(3 / 4)
    expect(value('true_negative_rate')).toBeCloseTo(4 / 6)
    expect(value('false_positive_rate')).toBeCloseTo(2 / 6)
    expect(value('false_negative_rate')).toBeCloseTo(1 / 4)
    expect(value('f1')).toBeCloseTo((2 * 0.6 * 0.75) / 1.35)
    expect(value('f2')).toBeCloseTo((5 * 0.6 * 0.75) / (4 * 0.6 + 0.75))
    // The constant classifier answers the most frequent true class, 0: accuracy 6/10, recall 0.
    expect(value('accuracy_best_constant_classifier')).toBeCloseTo(0.6)
    expect(value('recall_best_constant_classifier')).toBe(0)
    expect(m.accuracy.standard_deviation).toBe('NaN')
    expect(m.confusion_matrix).toEqual({ '0': { '0': 4, '1': 2 }, '1': { '0': 1, '1': 3 } })
    expect(q.multiclass_classification_metrics).toBeUndefined()
    expect(recordedAccuracy(q)).toBeCloseTo(0.7)
  })

  it('gives multiclass_classification_metrics weighted by support otherwise', () => {
    const three: ConfusionMatrix = {
      labels: ['a', 'b', 'c'],
      cells: [
        [0, 0, 2],
        [1, 1, 1],
        [1, 2, 1],
        [2, 2, 1]
      ]
    }
    const m = modelQuality(evaluationOf(three), AT)!.multiclass_classification_metrics as Record<
      string,
      { value: number }
    >
    expect(m.accuracy.value).toBeCloseTo(4 / 5)
    // recall a 1, b 1/2, c 1 by supports 2, 2, 1.
    expect(m.weighted_recall.value).toBeCloseTo((2 * 1 + 2 * 0.5 + 1) / 5)
    // precision a 1, b 1, c 1/2.
    expect(m.weighted_precision.value).toBeCloseTo((2 + 2 + 0.5) / 5)
    expect(m.accuracy_best_constant_classifier.value).toBeCloseTo(2 / 5)
    expect(m.confusion_matrix).toEqual({
      a: { a: 2, b: 0, c: 0 },
      b: { a: 0, b: 1, c: 1 },
      c: { a: 0, b: 0, c: 1 }
    })
  })

  it('gives a deviation over 5 seeded 80% subsamples from 200 records on, the same every time', () => {
    const many: ConfusionMatrix = {
      labels: ['0', '1'],
      cells: binary.cells.map(([t, p, n]): [number, number, number] => [t, p, n * 20])
    }
    const first = modelQuality(evaluationOf(many), AT)!
    const sd = (first.binary_classification_metrics!.accuracy as { standard_deviation: number })
      .standard_deviation
    expect(typeof sd).toBe('number')
    expect(sd).toBeGreaterThan(0)
    expect(sd).toBeLessThan(0.05)
    expect(modelQuality(evaluationOf(many), AT)).toEqual(first)
    const fewer: ConfusionMatrix = { ...many, cells: [...many.cells.slice(0, 3), [1, 1, 59]] }
    expect(
      (
        modelQuality(evaluationOf(fewer), AT)!.binary_classification_metrics!.accuracy as {
          standard_deviation: unknown
        }
      ).standard_deviation
    ).toBe('NaN')
  })

  it('gives detection a block of its own: mAP and AP per class', () => {
    const d = {
      kind: 'detection',
      source: 't',
      groundTruthLines: 2,
      iouThreshold: 0.5,
      scoreThreshold: 0.5,
      evaluated: 2,
      missing: 0,
      notAnInput: 0,
      precision: 0.5,
      recall: 1,
      map: 0.75,
      perClass: [
        {
          label: 'cat',
          groundTruth: 1,
          detections: 1,
          truePositives: 1,
          falsePositives: 0,
          precision: 1,
          recall: 1,
          ap: 1
        },
        {
          label: 'dog',
          groundTruth: 1,
          detections: 1,
          truePositives: 0,
          falsePositives: 1,
          precision: 0,
          recall: 0,
          ap: 0.5
        }
      ]
    } satisfies DetectionEvaluation
    const q = modelQuality(d, AT)!
    expect(q.object_detection_metrics).toEqual({
      schema: 'sagemaker-batch-transform/object-detection-metrics@1',
      iou_threshold: 0.5,
      score_threshold: 0.5,
      mAP: { value: 0.75, standard_deviation: 'NaN' },
      precision: { value: 0.5, standard_deviation: 'NaN' },
      recall: { value: 1, standard_deviation: 'NaN' },
      per_class_average_precision: { cat: 1, dog: 0.5 }
    })
    expect(recordedAccuracy(q)).toBe(0.75)
  })
})
