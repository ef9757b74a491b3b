// The end of a run as main.ts chains it, from a finished job to the gate failures: the analysis
// finished, everything published, each gate logged. Tests of the report start here with a job's outcome.
import type { JobOutcome } from '../../src/job.js'
import type { StageContext } from '../../src/context.js'
import type { Spec } from '../../src/spec.js'
import type { SubsetPlan } from '../../src/listing/subset.js'
import type { OpenAnalysis } from '../../src/results/analysis/open-analysis.js'
import { finishAnalysis } from '../../src/results/analysis/finish-analysis.js'
import { publish } from '../../src/run/publish.js'
import { failedGates } from '../../src/run/gates.js'
import { inputsOrWhy } from './planned-job.js'

export async function publishResults(
  spec: Spec,
  outcome: JobOutcome,
  ctx: StageContext,
  subset?: SubsetPlan,
  live?: Promise<OpenAnalysis>
): Promise<string[]> {
  const s3 = () => ctx.s3(spec.control)
  const inputs = await inputsOrWhy(spec, outcome.outputPath || spec.output.path, s3)
  const deps = { s3, log: ctx.log, inputs }
  const finished = await finishAnalysis(spec, outcome, deps, subset, live)
  await publish(spec, outcome, finished, ctx, inputs)
  return failedGates(finished.summary, ctx.log)
}
