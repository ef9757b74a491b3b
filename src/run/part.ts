// Stage 3, once credentials are open: the input listing, every input's output name (collisions
// refused before anything is uploaded or created), the outputs an earlier run left (told in one line),
// and the part of the input that `rerun` or `sample` asks for, named in a manifest beside the outputs.
import { OUTPUT_SUFFIX } from '../contract/output-keys.js'
import { workflowRun } from '../contract/names.js'
import type { SubsetPlan } from '../contract/subset.js'
import type { StageContext } from '../context.js'
import type { Spec } from '../spec.js'
import { warnIdleInstances } from './idle-check.js'

/** The part of the input a run transforms. */
export interface RunPart {
  /** What `rerun` or `sample` chose; undefined: the whole input. */
  subset?: SubsetPlan
  /** The spec the job runs: its data is the subset's manifest when there is one. */
  runSpec: Spec
  /** `rerun: failed` with every input already holding an output: no job is made. */
  nothingToRun: boolean
}

function logPlan(plan: SubsetPlan, spec: Spec, ctx: StageContext): void {
  if (!plan.manifest) {
    ctx.log.info(`rerun: failed: all ${plan.total} inputs have an output; no job is created.`)
    return
  }
  ctx.log.info(
    plan.kind === 'rerun'
      ? `rerun: failed: ${plan.chosen} of ${plan.total} inputs have no output; running them from ${plan.manifest}.`
      : `sample: ${plan.chosen} of ${plan.total} inputs (sample-seed ${spec.data.sample?.seed}), listed in ${plan.manifest}.`
  )
}

export async function planPart(spec: Spec, ctx: StageContext): Promise<RunPart> {
  const { checkOutputNames, earlierOutputsLine } = await import('../contract/output-names.js')
  const { manifestData, planSubset } = await import('../contract/subset.js')
  const { failedInLastRun } = await import('../results/last-run.js')
  const { openOutputFolder } = await import('../storage/resolve.js')
  const s3 = () => ctx.s3(spec.control)
  const sagemaker = spec.control.mode === 'sagemaker'
  const attaching = spec.control.mode === 'sagemaker' && spec.control.attach
  // An attached job has its own output path, read from the job once it is described.
  if (attaching) return { runSpec: spec, nothingToRun: false }
  const outputs = openOutputFolder(spec.output.path, s3)
  const keys = await checkOutputNames(spec.data, outputs, s3, { s3Only: sagemaker })
  const stamp = workflowRun(ctx.env) ?? new Date(ctx.now()).toISOString().replace(/[-:.]/g, '')
  const failedBefore = spec.data.rerun ? await failedInLastRun(outputs, s3) : []
  const subset = await planSubset(spec.data, outputs, s3, stamp, failedBefore)
  if (subset) logPlan(subset, spec, ctx)
  // A rerun keeps the outputs there by design; its part has none.
  if (subset?.kind !== 'rerun') {
    const part = subset && new Set(subset.names.map(name => `${name}${OUTPUT_SUFFIX}`))
    const line = await earlierOutputsLine(outputs, part ?? keys)
    if (line) ctx.log.info(line)
  }
  warnIdleInstances(spec, subset?.manifest ? subset.chosen : keys.size, ctx.log)
  const runSpec = subset?.manifest ? { ...spec, data: manifestData(spec.data, subset.manifest) } : spec
  return { subset, runSpec, nothingToRun: Boolean(subset && !subset.manifest) }
}
