// The SageMaker backend: CreateModel -> CreateTransformJob -> poll -> outcome, stopping the job on a
// workflow cancel or past `timeout-minutes`. A restarted attempt attaches to the job it already made;
// `attach` follows a job made elsewhere, which it only watches (never stops). The job is created in
// create-job.ts, metered in job-meter.ts and waited for in wait-for-job.ts.
import type { JobOutcome, PreparedModel, RunEvents } from '../../job.js'
import type { AttachedJob, PlannedJob, TransformBackend } from '../transform-backend.js'
import { UserError } from '../../errors.js'
import type { StageContext } from '../../context.js'
import type { SageMakerRunSpec } from '../../spec.js'
import { openSession, type SageMakerBackendOptions, type Session } from './backend-session.js'
import { attachJob, createJob } from './create-job.js'
import { stopForCancel } from './job.js'
import { meterFor } from './job-meter.js'
import { JobFailures } from './wait/job-failures.js'
import { LogTailer } from './wait/logs.js'
import { utilizationAfter } from './utilization.js'
import { consoleUrl, createLogsClient } from './sagemaker.js'
import { finalOutcome, stopAndWatch, waitForJob, type Waiting } from './wait-for-job.js'

export function createSageMakerBackend(
  ctx: StageContext,
  deps: SageMakerBackendOptions = {}
): TransformBackend<PlannedJob<SageMakerRunSpec> | AttachedJob> {
  return {
    run: async (job, model, events, signal) => {
      const spec = job.spec
      const s = openSession(ctx, deps, spec, signal)
      const outcome = await runJob(s, job, model, events)
      // The instances' figures are read beside the outputs, not before them: the report awaits them.
      // The outcome is carried on as it is: settleFailures completes this very object later.
      outcome.utilizationRead = utilizationAfter(outcome, spec, s).catch(() => undefined)
      return outcome
    }
  }
}

async function runJob(
  s: Session,
  job: PlannedJob<SageMakerRunSpec> | AttachedJob,
  model: PreparedModel,
  events: RunEvents
): Promise<JobOutcome> {
  const { ctx, log, sm, signal } = s
  const spec = job.spec
  const attaching = 'attach' in job ? job.attach : undefined
  const { outcome, started } =
    'attach' in job
      ? await attachJob(s, job.attach, spec, events)
      : await createJob(s, job, model, events, signal)
  const jobName = outcome.jobName
  if (!attaching) {
    if (signal.aborted) return stopForCancel(sm, outcome, log)
    if (!spec.control.wait) {
      if (started.status) outcome.status = started.status
      events.status?.(outcome.status)
      return outcome
    }
  }

  // 4. Wait. Our job's deadline counts from its creation (a restarted runner keeps it); an attached
  // job's from now, since this step only collects it.
  const minutes = spec.control.timeoutMinutes
  const deadline =
    minutes !== undefined ? (attaching ? ctx.now() : started.createdAt) + minutes * 60_000 : undefined
  const logsClient = createLogsClient(spec.control, ctx.env, ctx.credentials)
  const tailer = spec.control.logs
    ? new LogTailer(
        logsClient,
        jobName,
        line => log.info(line),
        m => log.warning(m)
      )
    : undefined
  const failures = new JobFailures({
    client: logsClient,
    jobName,
    instanceCount: outcome.definition?.instanceCount ?? spec.resources.instanceCount,
    log,
    now: ctx.now,
    sleep: ctx.sleep,
    signal
  })
  const tail = async (): Promise<void> => {
    await tailer?.poll()
    await failures.tick()
  }
  const meter = await meterFor(s, spec, outcome, started)
  const waiting: Waiting = { outcome, started, events, deadline, tail, failures: failures.seen, meter }
  const result = await waitForJob(s, waiting)
  if (result.end === 'terminal') await failures.ended()

  // A job stopped early (a gate can no longer pass, or the budget is spent) is stopped, attached or not: its
  // step asked for the gates that decided.
  if (result.end === 'steered' && waiting.order) {
    outcome.stoppedEarly = waiting.order
    const why = waiting.order.reason
    const line = `${why}: stopping ${jobName}.`
    return stopAndWatch(s, { outcome, started, tail, line, reason: why, failures, meter, last: result.last })
  }
  // An attached job is not ours: this step stops waiting, and the job runs on.
  if (attaching && result.end !== 'terminal')
    throw new UserError(
      `${result.end === 'aborted' ? 'The workflow was cancelled' : `timeout-minutes (${minutes}) passed`} ` +
        `while waiting for the attached transform job ${jobName}; it was not stopped and keeps running ` +
        `(${consoleUrl(s.region, jobName)}). Attach to it again later, or stop it in the SageMaker console.`
    )
  if (result.end === 'aborted') return stopForCancel(sm, outcome, log)
  if (result.end === 'deadline') {
    const reason = `timeout-minutes (${minutes}) reached, so the job was stopped`
    const line = `timeout-minutes (${minutes}) reached: stopping ${jobName}.`
    return stopAndWatch(s, { outcome, started, tail, line, reason, failures })
  }
  return finalOutcome(outcome, result.last, log, undefined, failures)
}
