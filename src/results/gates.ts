// Quality gates: thresholds on measured figures. Each failure message gives the measured value and the
// threshold, so the log line alone says what happened.
import type { ReportSpec } from '../spec.js'

export interface GateResult {
  gate: 'min-accuracy' | 'min-agreement' | 'max-failed-objects'
  threshold: number
  measured: number | null
  passed: boolean
  message: string
}

export interface Measured {
  /** Top-1 accuracy (classification) or mAP@0.5 (detection), 0..1. */
  accuracy?: number
  accuracyName: string
  accuracyDetail?: string
  /** Why accuracy is missing, when it is. */
  accuracyMissing?: string
  agreement?: number
  agreementDetail?: string
  agreementMissing?: string
  failedObjects: number
  objectsTotal: number
}

export function formatFraction(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(4).replace(/0+$/, '')
}

export function evaluateGates(report: ReportSpec, m: Measured): GateResult[] {
  const results: GateResult[] = []
  if (report.minAccuracy !== undefined) {
    const t = report.minAccuracy
    if (m.accuracy === undefined || Number.isNaN(m.accuracy)) {
      results.push({
        gate: 'min-accuracy',
        threshold: t,
        measured: null,
        passed: false,
        message: `min-accuracy: ${m.accuracyName} could not be measured (${m.accuracyMissing ?? 'no ground truth'}), so it cannot meet ${formatFraction(t)}`
      })
    } else {
      const passed = m.accuracy >= t
      const detail = m.accuracyDetail ? ` (${m.accuracyDetail})` : ''
      results.push({
        gate: 'min-accuracy',
        threshold: t,
        measured: m.accuracy,
        passed,
        message: passed
          ? `min-accuracy: ${m.accuracyName} ${formatFraction(m.accuracy)}${detail} meets ${formatFraction(t)}`
          : `min-accuracy: ${m.accuracyName} ${formatFraction(m.accuracy)}${detail} is below the threshold ${formatFraction(t)}`
      })
    }
  }
  if (report.minAgreement !== undefined) {
    const t = report.minAgreement
    if (m.agreement === undefined || Number.isNaN(m.agreement)) {
      results.push({
        gate: 'min-agreement',
        threshold: t,
        measured: null,
        passed: false,
        message: `min-agreement: agreement with the baseline could not be measured (${m.agreementMissing ?? 'no baseline'}), so it cannot meet ${formatFraction(t)}`
      })
    } else {
      const passed = m.agreement >= t
      const detail = m.agreementDetail ? ` (${m.agreementDetail})` : ''
      results.push({
        gate: 'min-agreement',
        threshold: t,
        measured: m.agreement,
        passed,
        message: passed
          ? `min-agreement: top-1 agreement ${formatFraction(m.agreement)}${detail} meets ${formatFraction(t)}`
          : `min-agreement: top-1 agreement with the baseline ${formatFraction(m.agreement)}${detail} is below the threshold ${formatFraction(t)}`
      })
    }
  }
  if (report.maxFailedObjects !== undefined) {
    const t = report.maxFailedObjects
    const passed = m.failedObjects <= t
    results.push({
      gate: 'max-failed-objects',
      threshold: t,
      measured: m.failedObjects,
      passed,
      message: passed
        ? `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed, within ${t}`
        : `max-failed-objects: ${m.failedObjects} of ${m.objectsTotal} objects failed (no output), more than the allowed ${t}`
    })
  }
  return results
}
