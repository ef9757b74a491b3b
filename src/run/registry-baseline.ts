// Stage 3a: `baseline: registry` resolved before the job: the `register` group's latest Approved version,
// compared with as any baseline through the `_summary.json` its lineage names. No such version (or one
// without an evaluation): no baseline, said once. A refused permission is the step's error at the end.
import type { StageContext } from '../context.js'
import { errorMessage, UserError } from '../errors.js'
import type { Spec } from '../spec.js'
import { readWholeFile } from '../storage/resolve.js'
import { latestApproved } from '../registry/registry-baseline.js'
import { openRegistry, RegistryDenied } from '../registry/registry-session.js'

export interface ResolvedBaseline {
  spec: Spec
  /** The message to fail the step with once all is published (a refused permission). */
  failure?: string
}

export async function resolveRegistryBaseline(spec: Spec, ctx: StageContext): Promise<ResolvedBaseline> {
  const group = spec.report.register?.group
  if (!spec.report.baselineFromRegistry || !group) return { spec }
  const r = openRegistry(spec, ctx)
  const none = (why: string) => ctx.log.warning(`baseline: registry: no baseline: ${why}.`)
  try {
    const answer = await latestApproved(r, group, uri =>
      readWholeFile(uri, () => ctx.s3(spec.control), 'baseline')
    )
    if ('none' in answer) {
      none(answer.none)
      return { spec }
    }
    const { found, summaryUri } = answer
    ctx.log.info(
      `baseline: registry: ${group} version ${found.version} (${found.arn}), the latest Approved, job ${found.job}.`
    )
    return { spec: { ...spec, report: { ...spec.report, baseline: summaryUri, baselinePackage: found } } }
  } catch (err) {
    if (err instanceof RegistryDenied) {
      none(err.message)
      return { spec, failure: err.message }
    }
    none(err instanceof UserError ? err.message : errorMessage(err))
    return { spec }
  } finally {
    r.sm.destroy()
  }
}
