// Stage 7b: the run registered in the SageMaker Model Registry (`register`), after everything is
// published and before the gates decide the step: its model, its evaluation, its verdict, the approval the
// gates give and its lineage. What goes wrong here is said once, as the step's error, after the gates.
import type { StageContext } from '../context.js'
import { errorMessage, UserError } from '../errors.js'
import type { JobOutcome, PreparedModel } from '../job.js'
import { isLocal, type Spec } from '../spec.js'
import type { InputsOrWhy } from '../listing/listed-inputs.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import { readRunContext } from '../report/github-context.js'
import { verdictLine } from '../report/verdict.js'
import { md } from '../report/escape.js'
import { decideApproval } from '../registry/approval.js'
import { lineageMetadata, listingDigest, registrationToken } from '../registry/lineage.js'
import { packageModel } from '../registry/package-model.js'
import { approvalUpdate, packageRequest, type PackageParts } from '../registry/package-request.js'
import { ensureGroup, registerPackage } from '../registry/register.js'
import { openRegistry } from '../registry/registry-session.js'
import type { Published } from './publish.js'

export interface RunToRegister {
  /** The reported spec (an attached job's own definition). */
  spec: Spec
  outcome: JobOutcome
  summary: RunSummary
  published: Published
  prepared?: PreparedModel
  inputs: InputsOrWhy
}

/** Registers the run; the message to fail the step with when it could not, else undefined. */
export async function registerRun(run: RunToRegister, ctx: StageContext): Promise<string | undefined> {
  const { spec, outcome, summary, published } = run
  const register = spec.report.register
  if (!register) return undefined
  const log = ctx.log
  // A job a gate stopped early is judged: registered, and Rejected by that gate.
  const stopped = outcome.stoppedEarly?.limit !== 'max-cost' ? outcome.stoppedEarly : undefined
  if (outcome.status !== 'Completed' && !stopped) {
    log.warning(`register: nothing registered: the transform job ended ${outcome.status}.`)
    return undefined
  }
  const approval = decideApproval(register.approval, summary.gates, stopped?.reason)
  if (register.approval === 'gates' && summary.gates.length === 0)
    log.info(
      'register: no quality gate is set, so the version waits for a manual approval (PendingManualApproval).'
    )
  const evaluation = published.evaluation
  if (!evaluation?.uri)
    log.warning(
      `register: the version has no model-quality statistics: ${evaluation ? '_evaluation.json could not be written beside the outputs' : 'nothing was evaluated (ground-truth)'}.`
    )
  const where = readRunContext(ctx.env)
  const r = openRegistry(spec, ctx)
  try {
    const model = await packageModel(spec, outcome, run.prepared, r)
    await ensureGroup(r, register.group, { repository: ctx.env.GITHUB_REPOSITORY, tags: spec.control.tags })
    const token = registrationToken(ctx.env, outcome.jobName, register.group)
    const metadata = lineageMetadata(
      {
        repository: ctx.env.GITHUB_REPOSITORY,
        commit: where.sha,
        runUrl: where.runUrl,
        jobName: outcome.jobName,
        jobArn: outcome.jobArn,
        modelSha256: run.prepared?.sha256,
        listingSha256: listingDigest(run.inputs),
        cacheIdentity: summary.cache?.identity,
        summaryUri: published.summaryUri,
        evaluationUri: evaluation?.uri,
        registration: token
      },
      key =>
        log.warning(`register: the lineage leaves ${key} out: SageMaker's metadata cannot hold its value.`)
    )
    const parts: PackageParts = {
      group: register.group,
      model,
      contentType: spec.data.contentType,
      accept: spec.output.accept,
      instanceType: isLocal(spec) ? undefined : spec.resources.instanceType,
      ...(evaluation?.uri ? { statistics: { uri: evaluation.uri, sha256: evaluation.sha256 } } : {}),
      verdict: verdictLine(summary),
      approval,
      metadata,
      token
    }
    const registered = await registerPackage(r, packageRequest(parts), arn => approvalUpdate(arn, parts))
    ctx.outputs.set('model-package-arn', registered.arn)
    ctx.outputs.set('model-package-version', String(registered.version))
    ctx.outputs.set('approval-status', registered.status)
    const line =
      `${registered.again ? 'Already registered by an earlier try of this step' : 'Registered'}: ` +
      `${register.group} version ${registered.version}, ${registered.status} (${registered.arn}). ${approval.description}`
    log.info(`register: ${line}`)
    await ctx.outputs.appendSummary(`\n**Model registry:** ${md(line)}\n`)
    return undefined
  } catch (err) {
    return err instanceof UserError ? err.message : `register: ${errorMessage(err)}`
  } finally {
    r.sm.destroy()
  }
}
