// Stage 8: the step passes or fails. A job that did not complete fails it; else each gate is logged and
// the failed ones fail it together.
import type { Outputs, Logger } from '../context.js'
import type { JobOutcome } from '../job.js'
import { stopLateness } from '../format.js'
import type { RunSummary } from '../results/summary/run-summary.js'

/** The failed gates' messages, each gate logged as it went. */
export function failedGates(summary: RunSummary, log: Logger): string[] {
  for (const g of summary.gates) log.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message}`)
  return summary.gates.filter(g => !g.passed).map(g => g.message)
}

export function applyGates(outcome: JobOutcome, failures: string[], out: Outputs): void {
  if (outcome.status !== 'Completed') {
    // A stop for a verdict says how late it came.
    const early = outcome.stoppedEarly
    const late = early && outcome.startedAt ? stopLateness(early, outcome.startedAt.getTime()) : undefined
    out.setFailed(
      `Transform job ${outcome.jobName} ended ${outcome.status}` +
        (outcome.failureReason ? `: ${outcome.failureReason}` : '') +
        (late ? `. ${late}` : '')
    )
  } else if (failures.length > 0) {
    out.setFailed(`Quality gate failed:\n${failures.map(g => `  - ${g}`).join('\n')}`)
  }
}
