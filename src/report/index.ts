// Results -> summaries -> outputs, job summary, sticky PR comment, summary.json; returns gate failures.
import type { JobOutcome } from '../backend.js'
import type { ActionContext } from '../main.js'
import type { Spec } from '../spec.js'

export async function publishResults(
  _spec: Spec,
  _outcome: JobOutcome,
  _ctx: ActionContext
): Promise<string[]> {
  return []
}
