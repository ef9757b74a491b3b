// The action's flow: inputs -> spec -> model artifact -> backend.run -> results -> publish -> gates.
// Collaborators come in through `ActionContext` (src/context.ts) so tests drive `run()` against local
// services; with no argument it runs as the workflow step.
import { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT } from './backends/sagemaker/post-state.js'
import type { JobDefinition, JobOutcome, RunEvents } from './job.js'
import type { TransformBackend } from './backends/backend.js'
import { errorMessage, hasFullMessage, UserError } from './errors.js'
import { checkedSpec } from './preflight.js'
import type { LiveResults } from './results/live.js'
import { isLocal, type Spec } from './spec.js'
import type { SubsetPlan } from './contract/subset.js'
import { OUTPUT_SUFFIX } from './contract/output-keys.js'
import { workflowRun } from './contract/names.js'
import { defaultContext } from './actions-io.js'
import type { ActionContext, Outputs, RunS3, StageContext } from './context.js'
import { openAwsSession } from './aws/session.js'
import { regionOrFallback } from './storage/region.js'

// The stages past the inputs are loaded when a run reaches them, and only those its mode and inputs
// use: an input error is reported before the AWS clients, the backends or the report are read at all.
// One after another where several are needed: jest's module linker fails on imports that share
// modules and run at once.
const subsetModule = () => import('./contract/subset.js')

/** Saved with `outputs.saveState` so the post step can stop a job a cancelled run left behind. */
export { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT }

/** The one place that branches on the mode: each backend gets the Spec of its own mode. */
function chooseBackend(ctx: StageContext): TransformBackend {
  return {
    run: async (spec, ...rest) =>
      isLocal(spec)
        ? (await import('./backends/local/backend.js')).createLocalBackend(ctx).run(spec, ...rest)
        : (await import('./backends/sagemaker/backend.js')).createSageMakerBackend(ctx).run(spec, ...rest)
  }
}

/**
 * The part of the input `rerun` or `sample` asks for (undefined: the whole input), logged. Before it,
 * and before anything is uploaded or created, every input must have an output name of its own; outputs
 * an earlier run left for this run's inputs are told in one line.
 */
async function planPart(spec: Spec, ctx: StageContext): Promise<SubsetPlan | undefined> {
  const { checkOutputNames, earlierOutputsLine } = await import('./contract/output-names.js')
  const { planSubset } = await subsetModule()
  const { failedInLastRun } = await import('./results/last-run.js')
  const s3 = () => ctx.s3(spec.control)
  const s3Only = spec.control.mode === 'sagemaker'
  const attaching = spec.control.mode === 'sagemaker' && spec.control.attach
  const keys = attaching ? undefined : await checkOutputNames(spec.data, spec.output.path, s3, { s3Only })
  const stamp = workflowRun(ctx.env) ?? new Date(ctx.now()).toISOString().replace(/[-:.]/g, '')
  const failedBefore = spec.data.rerun ? await failedInLastRun(spec.output.path, s3) : []
  const plan = await planSubset(spec.data, spec.output.path, s3, stamp, failedBefore)
  if (plan?.manifest)
    ctx.log.info(
      plan.kind === 'rerun'
        ? `rerun: failed: ${plan.chosen} of ${plan.total} inputs have no output; running them from ${plan.manifest}.`
        : `sample: ${plan.chosen} of ${plan.total} inputs (sample-seed ${spec.data.sample?.seed}), listed in ${plan.manifest}.`
    )
  // A rerun keeps the outputs there by design; its part has none.
  if (keys && plan?.kind !== 'rerun') {
    const part = plan && new Set(plan.names.map(name => `${name}${OUTPUT_SUFFIX}`))
    const line = await earlierOutputsLine(spec.output.path, part ?? keys, s3)
    if (line) ctx.log.info(line)
  }
  return plan
}

/** The run's credentials (its own with role-to-assume) and its one S3 client, which the caller releases. */
async function openRun(spec: Spec, ctx: ActionContext): Promise<StageContext> {
  const { env, now, sleep, log, idToken } = ctx
  const { defaultChainCredentials, runS3 } = await import('./storage/s3.js')
  const credentials =
    (await openAwsSession({
      env,
      now,
      sleep,
      log,
      idToken,
      region: regionOrFallback(spec.control.region, env),
      assumeRole: spec.control.assumeRole,
      timeoutMinutes: spec.control.timeoutMinutes,
      identity:
        spec.control.mode === 'sagemaker' ? () => defaultChainCredentials(spec.control, env) : undefined
    })) ?? ctx.credentials
  return { ...ctx, credentials, s3: runS3(env, credentials, line => log.info(line)) }
}

/** Sets the outputs (and the post step's state) as the backend learns about the model and the job. */
function outputEvents(spec: Spec, out: Outputs): RunEvents {
  return {
    modelReady: ({ modelName, modelDataUrl }) => {
      out.set('model-name', modelName)
      if (modelDataUrl) out.set('model-data-url', modelDataUrl)
    },
    jobCreated: ({ jobName, jobArn }) => {
      out.set('job-name', jobName)
      if (jobArn) out.set('job-arn', jobArn)
      out.set('output-path', spec.output.path)
      // Only a job we wait for is ours to stop; one left running with wait: false is the user's,
      // and so is an attached one (jobAttached saves nothing).
      if (spec.control.mode === 'sagemaker' && spec.control.wait) {
        out.saveState(STATE_JOB_NAME, jobName)
        out.saveState(STATE_REGION, spec.control.region ?? '')
        out.saveState(STATE_SAGEMAKER_ENDPOINT, spec.control.sagemakerEndpoint ?? '')
      }
    },
    jobAttached: ({ jobName, jobArn, modelName, outputPath }) => {
      out.set('job-name', jobName)
      if (jobArn) out.set('job-arn', jobArn)
      if (modelName) out.set('model-name', modelName)
      out.set('output-path', outputPath)
    }
  }
}

/** The spec of an attached job: its own input, output and instances, with this step's report inputs. */
function definedBy(spec: Spec, job: JobDefinition): Spec {
  return {
    ...spec,
    data: job.data,
    output: job.output,
    resources: { ...spec.resources, instanceType: job.instanceType, instanceCount: job.instanceCount }
  }
}

/** Outputs, job summary and comment (src/report), loaded once a run has something to report. */
async function publish(o: {
  spec: Spec
  outcome: JobOutcome
  ctx: StageContext
  subset: SubsetPlan | undefined
  analysis?: ReturnType<LiveResults['analysis']>
}): Promise<string[]> {
  const { publishResults } = await import('./report/index.js')
  return publishResults(o.spec, o.outcome, o.ctx, o.subset, o.analysis)
}

/** The step's verdict: a job that did not complete, else the gates. */
function verdict(outcome: JobOutcome, gateFailures: string[], out: Outputs): void {
  if (outcome.status !== 'Completed') {
    out.setFailed(
      `Transform job ${outcome.jobName} ended ${outcome.status}` +
        (outcome.failureReason ? `: ${outcome.failureReason}` : '')
    )
  } else if (gateFailures.length > 0) {
    out.setFailed(`Quality gate failed:\n${gateFailures.map(g => `  - ${g}`).join('\n')}`)
  }
}

/** The stages, from the part of the input to run to the verdict. */
async function runStages(spec: Spec, ctx: StageContext): Promise<JobOutcome> {
  const out = ctx.outputs
  // rerun / sample: the part of the input to run, named in a manifest written beside the outputs.
  const subset = await planPart(spec, ctx)
  if (subset && !subset.manifest) {
    ctx.log.info(`rerun: failed: all ${subset.total} inputs have an output; no job is created.`)
    const outcome: JobOutcome = {
      jobName: spec.control.jobName || 'rerun-nothing-missing',
      status: 'Completed',
      outputPath: spec.output.path,
      // No job: every output there is kept from earlier runs.
      outputsWritten: new Set()
    }
    out.set('job-status', outcome.status)
    verdict(outcome, await publish({ spec, outcome, ctx, subset }), out)
    return outcome
  }
  const runSpec = subset?.manifest
    ? { ...spec, data: (await subsetModule()).manifestData(spec.data, subset.manifest) }
    : spec
  const model = await (await import('./artifact/prepare.js')).prepareModel(runSpec, ctx)
  if (model.dataUrl) out.set('model-data-url', model.dataUrl)

  // While a SageMaker job runs, its outputs are counted and read as they land. A rerun reports on the
  // whole input; a sample on the sample; an attached job on its own definition.
  const reportedSpec = (job: { definition?: JobDefinition }): Spec =>
    job.definition ? definedBy(spec, job.definition) : subset?.kind === 'sample' ? runSpec : spec
  const live = new (await import('./results/live.js')).LiveResults({
    specFor: reportedSpec,
    deps: { s3: () => ctx.s3(spec.control), warn: m => ctx.log.warning(m) },
    ...(subset?.kind === 'rerun' ? { rerun: subset } : {})
  })
  // The gates and the budget may stop the job once what was read so far decides them.
  const steer = (await import('./results/early-stop.js')).steerer(spec.report, () => live.soFar())
  const events: RunEvents = {
    ...outputEvents(spec, out),
    outputs: job => live.poll(job),
    ...(steer ? { steer } : {})
  }
  const outcome = await chooseBackend(ctx)
    .run(runSpec, model, events, ctx.signal)
    .catch((err: unknown) => {
      live.end() // a listing under way stops: nothing will read it
      throw err
    })
  out.set('job-status', outcome.status)
  if (outcome.failureReason) out.set('failure-reason', outcome.failureReason)
  out.set('stopped-early', String(outcome.stoppedEarly !== undefined))
  if (outcome.stoppedEarly) out.set('stop-reason', outcome.stoppedEarly.reason)

  if (outcome.status === 'InProgress') {
    ctx.log.info(`Not waiting for ${outcome.jobName} (wait: false).`)
    return outcome
  }

  // Publish first (even for a failed job: partial results still help), then decide the verdict.
  const analysis = live.analysis()
  const reason = outcome.failureReason
  const gates = await publish({ spec: reportedSpec(outcome), outcome, ctx, subset, analysis })
  // The report may have learned why inputs failed (the job's data-log read to its end).
  if (outcome.failureReason && outcome.failureReason !== reason)
    out.set('failure-reason', outcome.failureReason)
  verdict(outcome, gates, out)
  return outcome
}

/** Runs the action; never throws: every failure ends in `outputs.setFailed` with a readable message. */
export async function run(ctx: ActionContext = defaultContext()): Promise<JobOutcome | undefined> {
  let s3: RunS3 | undefined
  try {
    const spec = await checkedSpec(ctx.readInput, ctx.env)
    const stage = await openRun(spec, ctx)
    s3 = stage.s3
    return await runStages(spec, stage)
  } catch (err) {
    // Our own errors and failed AWS calls carry their whole story; anything else gets its message,
    // never a stack trace.
    const told = err instanceof UserError || hasFullMessage(err)
    ctx.outputs.setFailed(told ? errorMessage(err) : `Unexpected error: ${errorMessage(err)}`)
    if (!told && err instanceof Error && err.stack) ctx.log.debug(err.stack)
    return undefined
  } finally {
    s3?.release()
  }
}
