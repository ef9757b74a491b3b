// Quality gates: thresholds on measured figures. Each failure message gives the measured value and the
// threshold, so the log line alone says what happened.
import type { GateThresholds } from '../../spec.js'

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

export function evaluateGates(report: GateThresholds, m: Measured): GateResult[] {
  const results: GateResult[] = []
  if (report.minAccuracy !== undefined) {
    results.push(
      atLeast('min-accuracy', report.minAccuracy, m.accuracy, m.accuracyDetail, {
        missing: `${m.accuracyName} could not be measured (${m.accuracyMissing ?? 'no ground truth'})`,
        meets: m.accuracyName,
        below: m.accuracyName
      })
    )
  }
  if (report.minAgreement !== undefined) {
    results.push(
      atLeast('min-agreement', report.minAgreement, m.agreement, m.agreementDetail, {
        missing: `agreement with the baseline could not be measured (${m.agreementMissing ?? 'no baseline'})`,
        meets: 'top-1 agreement',
        below: 'top-1 agreement with the baseline'
      })
    )
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

/** A gate on a figure that must reach a threshold; `says` words the message when it is missing, meets or falls below. */
function atLeast(
  gate: 'min-accuracy' | 'min-agreement',
  threshold: number,
  measured: number | undefined,
  detail: string | undefined,
  says: { missing: string; meets: string; below: string }
): GateResult {
  const t = formatFraction(threshold)
  if (measured === undefined || Number.isNaN(measured)) {
    return {
      gate,
      threshold,
      measured: null,
      passed: false,
      message: `${gate}: ${says.missing}, so it cannot meet ${t}`
    }
  }
  const passed = measured >= threshold
  const value = `${formatFraction(measured)}${detail ? ` (${detail})` : ''}`
  return {
    gate,
    threshold,
    measured,
    passed,
    message: passed
      ? `${gate}: ${says.meets} ${value} meets ${t}`
      : `${gate}: ${says.below} ${value} is below the threshold ${t}`
  }
}
