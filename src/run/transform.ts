// Stage 5: the job. The one place that picks a backend by the mode; the outputs are counted and read
// while the job runs (LiveResults), and the step's outputs follow what the backend learns.
import type { AttachedJob, PlannedJob, TransformBackend } from '../backends/transform-backend.js'
import type { InputsOrWhy } from '../listing/listed-inputs.js'
import { STATE_JOB_NAME, STATE_REGION, STATE_SAGEMAKER_ENDPOINT } from '../backends/sagemaker/post-state.js'
import type { JobDefinition, JobOutcome, PreparedModel, RunEvents } from '../job.js'
import type { IdentitySource } from '../identity-source.js'
import type { LiveResults } from '../results/live/live-results.js'
import type { ReadingDeps } from '../results/analysis/open-analysis.js'
import type { Outputs, StageContext } from '../context.js'
import { isLocal, isLocalRun, type Spec } from '../spec.js'
import { jobPart, listAttachedInputs, type RunPart } from './part.js'

/** The job as stage 3 planned it: its spec and its input as listed there; or the job to attach to. */
function plannedJob(part: RunPart): PlannedJob | AttachedJob {
  const spec = part.runSpec
  if (!isLocalRun(spec) && spec.control.attach) return { spec, attach: spec.control.attach }
  // Stage 3 lists the input of every job it plans.
  if (!part.runInputs) throw new Error('the input was not listed before the job')
  return { spec, inputs: part.runInputs }
}

/** Each backend gets the job of its own mode, loaded only when the run reaches it. */
function chooseBackend(ctx: StageContext): TransformBackend {
  return {
    run: async (job, ...rest) => {
      if ('attach' in job)
        return (await import('../backends/sagemaker/sagemaker-backend.js'))
          .createSageMakerBackend(ctx)
          .run(job, ...rest)
      const spec = job.spec
      return isLocalRun(spec)
        ? (await import('../backends/local/local-backend.js'))
            .createLocalBackend(ctx)
            .run({ spec, inputs: job.inputs }, ...rest)
        : (await import('../backends/sagemaker/sagemaker-backend.js'))
            .createSageMakerBackend(ctx)
            .run({ spec, inputs: job.inputs }, ...rest)
    }
  }
}

/**
 * The cache's questions only the mode's backend answers (what a named model holds, what runs the
 * model): the cache is handed this, so it never imports a backend.
 */
export async function identitySource(spec: Spec, ctx: StageContext): Promise<IdentitySource> {
  return isLocal(spec)
    ? (await import('../backends/local/servers/identity.js')).localIdentitySource(ctx.env)
    : (await import('../backends/sagemaker/identity.js')).sageMakerIdentitySource(ctx)
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

/** What the report is about: a rerun the whole input, a sample the sample, an attached job its own definition. */
export function reportedSpec(spec: Spec, part: RunPart, job: { definition?: JobDefinition }): Spec {
  return job.definition
    ? definedBy(spec, job.definition)
    : part.subset?.kind === 'sample'
      ? (part.cache?.partSpec ?? part.runSpec)
      : spec
}

/** The inputs the report reads, by the job (an attached job's own input is known once it is described). */
export type ReportedInputs = (job: { definition?: JobDefinition }) => Promise<InputsOrWhy>

/**
 * The reported inputs as the run listed them: a sample's part, else the whole input; an attached job's
 * input listed once, on first ask, and handed to every reader (the analysis, the failed-manifest).
 */
export function reportedInputs(spec: Spec, part: RunPart, ctx: StageContext): ReportedInputs {
  let attached: Promise<InputsOrWhy> | undefined
  return async job => {
    if (!job.definition) {
      const listed = part.subset?.kind === 'sample' ? part.partInputs : part.inputs
      if (listed) return listed
    }
    attached ??= listAttachedInputs(reportedSpec(spec, part, job), ctx)
    return attached
  }
}

export interface Transformed {
  outcome: JobOutcome
  /** The outputs read while the job ran; the analysis finishes from them. */
  live: LiveResults
}

export async function transform(
  spec: Spec,
  part: RunPart,
  model: PreparedModel,
  ctx: StageContext,
  inputsFor: ReportedInputs,
  reading: ReadingDeps = {}
): Promise<Transformed> {
  const out = ctx.outputs
  if (model.dataUrl) out.set('model-data-url', model.dataUrl)
  const live = new (await import('../results/live/live-results.js')).LiveResults({
    specFor: job => reportedSpec(spec, part, job),
    inputsFor,
    deps: { s3: () => ctx.s3(spec.control), log: ctx.log, ...reading },
    ...(jobPart(part) ? { rerun: jobPart(part) } : {})
  })
  // The gates and the budget may stop the job once what was read so far decides them, and say when
  // the next read may decide them.
  const gates = (await import('../results/live/early-stop.js')).gateWatch(spec.report, () => live.soFar())
  const events: RunEvents = {
    ...outputEvents(spec, out),
    outputs: job => live.poll(job),
    ...gates
  }
  const outcome = await chooseBackend(ctx)
    .run(plannedJob(part), model, events, ctx.signal)
    .catch((err: unknown) => {
      live.end() // a listing under way stops: nothing will read it
      throw err
    })
  out.set('job-status', outcome.status)
  if (outcome.failureReason) out.set('failure-reason', outcome.failureReason)
  out.set('stopped-early', String(outcome.stoppedEarly !== undefined))
  if (outcome.stoppedEarly) out.set('stop-reason', outcome.stoppedEarly.reason)
  return { outcome, live }
}
