// Where each prediction read goes: the running summaries, the evaluations against ground truth and
// the comparison with a baseline. Its kind is the one most records have.
import type { BaselineComparer } from '../baseline/baseline-comparer.js'
import type { ClassRegistry } from '../classes.js'
import { ClassificationEvaluator } from '../evaluation/classification-accuracy.js'
import { DetectionEvaluator } from '../evaluation/detection-quality.js'
import type { GroundTruth } from '../evaluation/ground-truth.js'
import type { Prediction } from '../predictions.js'
import { ClassificationSummarizer, DetectionSummarizer } from './prediction-summaries.js'
import type { ReadSoFar } from '../live/early-stop.js'

/** Where each prediction read goes: the summaries, the evaluations and the baseline comparison. */
export class PredictionTally {
  readonly classification: ClassificationSummarizer
  readonly detection: DetectionSummarizer
  readonly classEval?: ClassificationEvaluator
  readonly detEval?: DetectionEvaluator
  unrecognised = 0

  constructor(
    registry: ClassRegistry,
    threshold: number,
    groundTruth?: GroundTruth,
    private readonly comparer?: BaselineComparer
  ) {
    this.classification = new ClassificationSummarizer(registry)
    this.detection = new DetectionSummarizer(registry, threshold)
    if (groundTruth?.kind === 'classification')
      this.classEval = new ClassificationEvaluator(groundTruth, registry)
    if (groundTruth?.kind === 'detection')
      this.detEval = new DetectionEvaluator(groundTruth, registry, threshold)
  }

  readonly sink = (key: string, index: number, prediction: Prediction): void => {
    if (prediction.kind === 'classification') {
      this.classification.add(key, index, prediction)
      this.classEval?.add(key, index, prediction)
    } else if (prediction.kind === 'detection') {
      this.detection.add(key, index, prediction)
      this.detEval?.add(key, index, prediction)
    } else this.unrecognised++
    this.comparer?.add(key, index, prediction)
  }

  /**
   * Wrong answers and disagreements so far, for the early stop. Accuracy is bounded only for
   * classification (a detection's mAP can move either way), and not while detection records lead.
   */
  soFar(): ReadSoFar {
    const wrong = this.kind() === 'detection' ? undefined : this.classEval?.wrongSoFar()
    const disagreed = this.comparer?.disagreedSoFar()
    return { ...(wrong ? { wrong } : {}), ...(disagreed ? { disagreed } : {}) }
  }

  /** The kind most records have (detection wins a tie only when it has more). */
  kind(): PredictionKind {
    const { classification, detection } = this
    if (classification.records === 0 && detection.records === 0) return 'none'
    return detection.records > classification.records ? 'detection' : 'classification'
  }
}

export type PredictionKind = 'none' | 'classification' | 'detection'
