// `approval`: the status a registered version gets and the sentence that says why. `gates`: Approved when
// every gate passes, Rejected when one fails, PendingManualApproval when there is none; `manual`:
// PendingManualApproval, the gates' result in the description.
import { asDescription, type ApprovalStatus } from '../contract/model-registry.js'
import type { GateResult } from '../results/evaluation/quality-gates.js'
import { formatFraction } from '../results/evaluation/quality-gates.js'
import type { RegisterSpec } from '../spec.js'

export interface Approval {
  status: ApprovalStatus
  description: string
}

/** How far a gate's figure is from its threshold, on the side that passes (negative: short of it). */
function margin(g: GateResult): string | undefined {
  if (g.measured === null) return undefined
  const m = g.gate === 'max-failed-objects' ? g.threshold - g.measured : g.measured - g.threshold
  return `${m >= 0 ? '+' : '-'}${formatFraction(Math.abs(m))}`
}

/** One gate: `min-accuracy 0.95 >= 0.9 passed (margin +0.05)`. */
export function gateSentence(g: GateResult): string {
  const m = margin(g)
  const measured = g.measured === null ? 'not measured' : formatFraction(g.measured)
  const sign = g.gate === 'max-failed-objects' ? '<=' : '>='
  return `${g.gate} ${measured} ${sign} ${formatFraction(g.threshold)} ${g.passed ? 'passed' : 'failed'}${m ? ` (margin ${m})` : ''}`
}

/** `stoppedBy`: why a gate stopped the job early, when one did (its figures are of the outputs read). */
export function decideApproval(
  approval: RegisterSpec['approval'],
  gates: GateResult[],
  stoppedBy?: string
): Approval {
  const decided = decide(approval, gates)
  return stoppedBy
    ? { ...decided, description: asDescription(`${decided.description} The job was ${stoppedBy}.`) }
    : decided
}

function decide(approval: RegisterSpec['approval'], gates: GateResult[]): Approval {
  const said = gates.map(gateSentence).join('; ')
  const failed = gates.filter(g => !g.passed).length
  if (approval === 'manual')
    return {
      status: 'PendingManualApproval',
      description: asDescription(
        `approval: manual. ${gates.length ? `Gates: ${said}.` : 'No quality gate was set.'}`
      )
    }
  if (gates.length === 0)
    return {
      status: 'PendingManualApproval',
      description: asDescription(
        'No quality gate was set (min-accuracy, min-agreement, max-failed-objects), so the gates cannot approve this version: it waits for a manual approval.'
      )
    }
  return failed > 0
    ? {
        status: 'Rejected',
        description: asDescription(`Rejected: ${failed} of ${gates.length} gates failed: ${said}.`)
      }
    : { status: 'Approved', description: asDescription(`Approved: every gate passed: ${said}.`) }
}
