// The step's outputs that the summary fills: counts, accuracy, agreement, instance time, the instances'
// utilization and where the summary JSON is.
import type { Outputs } from '../context.js'
import { accuracyOf, type RunSummary } from '../results/summary/run-summary.js'

function fixed(x: number | undefined): string {
  return x === undefined || Number.isNaN(x) ? '' : String(Math.round(x * 1e6) / 1e6)
}

export function setSummaryOutputs(out: Outputs, s: RunSummary, summaryJson: string): void {
  out.set('objects-total', String(s.objects.total))
  out.set('objects-failed', String(s.objects.failed))
  out.set('records', String(s.records))
  out.set('accuracy', fixed(accuracyOf(s)))
  out.set('agreement', fixed(s.baseline?.agreement))
  out.set('summary-json', summaryJson)
  out.set(
    'instance-seconds',
    s.job.instanceSeconds === undefined ? '' : String(Math.round(s.job.instanceSeconds))
  )
  out.set('utilization', s.utilization ? JSON.stringify(s.utilization) : '')
}
