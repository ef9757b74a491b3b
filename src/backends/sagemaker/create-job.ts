// Steps 1-3 of a SageMaker run: the input checked, the model made, the transform job created (or ours
// found from an earlier try); or, with `attach`, a job made elsewhere, checked and followed.
import type { CreateTransformJobCommandInput } from '@aws-sdk/client-sagemaker'
import type { JobOutcome, PreparedModel, RunEvents } from '../../job.js'
import { UserError } from '../../errors.js'
import type { SageMakerRunSpec, SageMakerSpec } from '../../spec.js'
import { serverSizeEnvironment } from '../../contract/container-env.js'
import { defaultName, namePrefix, shortHash } from '../../contract/names.js'
import { requireSomeInput } from '../../listing/listing.js'
import type { PlannedJob } from '../transform-backend.js'
import { attachTo, checkAgainstJob, definitionOf } from './attach.js'
import type { Session } from './backend-session.js'
import { createOrAttach, type Started } from './job.js'
import { buildModel, ensureModel, useExistingModel } from './model.js'
import { buildCreateTransformJobInput } from './requests.js'
import { consoleUrl } from './sagemaker.js'

export interface Begun {
  outcome: JobOutcome
  started: Started
}

/** `attach`: the existing job, checked against `data` / `output-path`; nothing is created. */
export async function attachJob(
  s: Session,
  name: string,
  spec: SageMakerSpec,
  events: RunEvents
): Promise<Begun> {
  const { started, job } = await attachTo(s.sm, name, s.region, s.call, s.log, s.ctx.now)
  const definition = definitionOf(spec, job)
  checkAgainstJob(spec, definition)
  events.jobAttached?.({
    jobName: name,
    jobArn: started.arn,
    modelName: job.ModelName,
    outputPath: definition.output.path
  })
  s.log.info(`Transform job ${name}: ${consoleUrl(s.region, name)}`)
  const outcome: JobOutcome = {
    jobName: name,
    jobArn: started.arn,
    modelName: job.ModelName,
    status: started.status ?? 'InProgress',
    outputPath: definition.output.path,
    definition
  }
  return { outcome, started }
}

/** Steps 1-3: check the input, make the model, create the job (or find ours from an earlier try). */
export async function createJob(
  s: Session,
  { spec, inputs }: PlannedJob<SageMakerRunSpec>,
  model: PreparedModel,
  events: RunEvents,
  signal: AbortSignal
): Promise<Begun> {
  const { ctx, log, region, sm, call } = s
  // 1. The input, listed in stage 3 (where max-payload: auto was sized), is checked before anything is created.
  await requireSomeInput(inputs)

  // 2. The model: an existing one by name, or ours (created, or reused when identical), whose
  // server size caps follow the payload.
  // The size caps are computed once: their notes go to the log, their env into the model.
  const framework = model.framework ?? spec.model.framework
  const serverSize = serverSizeEnvironment(spec, framework)
  if (!spec.model.name) for (const note of serverSize.notes) log.info(note)
  const modelName = spec.model.name
    ? await useExistingModel(sm, spec.model.name, call)
    : await ensureModel(sm, buildModel(spec, model, region, ctx, serverSize.env), call, log)
  events.modelReady?.({
    modelName,
    modelDataUrl: spec.model.name ? undefined : (model.dataUrl ?? spec.model.dataUrl)
  })

  const draft = buildCreateTransformJobInput(spec, { jobName: '', modelName })
  const explicit = spec.control.jobName !== undefined && spec.control.jobName !== ''
  const { TransformJobName: _unnamed, ...definition } = draft
  const jobName = explicit
    ? spec.control.jobName!
    : defaultName(
        namePrefix(spec, ctx.env),
        ctx.env,
        shortHash({ definition, sha256: model.sha256 }),
        ctx.now()
      )
  const request: CreateTransformJobCommandInput = { ...draft, TransformJobName: jobName }

  // 3. The job: attach to our own from an earlier try of this attempt, or create it.
  if (signal.aborted) throw new UserError('The workflow was cancelled before the transform job was created.')
  const started = await createOrAttach(sm, request, explicit, call, log, ctx.now)
  const outcome: JobOutcome = {
    jobName,
    jobArn: started.arn,
    modelName,
    status: 'InProgress',
    outputPath: spec.output.path
  }
  events.jobCreated?.({ jobName, jobArn: started.arn })
  log.info(`Transform job ${jobName}: ${consoleUrl(region, jobName)}`)
  return { outcome, started }
}
