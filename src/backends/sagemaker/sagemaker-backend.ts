// The SageMaker backend: CreateModel -> CreateTransformJob -> poll -> outcome, stopping the job on a
// workflow cancel or past `timeout-minutes`. A restarted attempt attaches to the job it already made;
// `attach` follows a job made elsewhere, which it only watches (never stops).
import {
  DescribeTransformJobCommand,
  type CreateTransformJobCommandInput,
  type DescribeTransformJobCommandOutput,
  type SageMakerClient
} from '@aws-sdk/client-sagemaker'
import type { S3Client } from '@aws-sdk/client-s3'
import type { JobOutcome, JobStatus, PreparedModel, RunEvents, RunSoFar, StopOrder } from '../../job.js'
import type { TransformBackend } from '../transform-backend.js'
import { UserError } from '../../errors.js'
import type { StageContext } from '../../context.js'
import type { SageMakerSpec } from '../../spec.js'
import { serverSizeEnvironment } from '../../contract/container-env.js'
import { attachTo, checkAgainstJob, definitionOf } from './attach.js'
import { createOrAttach, explainDescribeError, stopForCancel, stopJob, type Started } from './job.js'
import type { Logger } from '../../context.js'
import type { FailuresSeen } from './wait/failures-seen.js'
import { JobFailures } from './wait/job-failures.js'
import { costBetween, describeCost, runSoFar, type Meter } from './wait/meter.js'
import type { ProgressView } from './wait/progress.js'

import { findPrice } from './price.js'
import { money, stopLateness } from '../../format.js'
import { LOG_GROUP } from './wait/log-streams.js'
import { LogTailer } from './wait/logs.js'
import { buildModel, ensureModel, useExistingModel } from './model.js'
import { defaultName, namePrefix, shortHash } from '../../contract/names.js'
import { openInputListing, requireSomeInput } from '../../contract/listing.js'
import { listedFor, type ListedInputs } from '../../contract/listed-inputs.js'
import { resolveMaxPayload } from '../../contract/payload.js'
import { formatElapsed, pollJob, type Described, type PollResult } from './wait/poll.js'
import { watchOutputs } from './wait/output-watch.js'
import { utilizationAfter } from './utilization.js'
import { buildCreateTransformJobInput } from './requests.js'
import { withRetry, type Call, type RetryOptions } from '../../aws/retry.js'
import { consoleUrl, createLogsClient, createSageMakerClient } from './sagemaker.js'
import { resolveRegion } from '../../aws/region.js'
import { proxyConfigOf } from '../../aws/proxy.js'

/** What a run may be given beside the context: tests replace them, the action uses the defaults. */
interface SageMakerBackendOptions {
  /** The retries' jitter. */
  random?: () => number
  sagemaker?: (region: string) => SageMakerClient
  s3?: (region: string) => S3Client
  /** The input as the run listed it: used instead of listing it again when it is `spec.data`. */
  inputs?: ListedInputs
}

/** How long to keep watching a job we stopped for the deadline before giving up on seeing Stopped. */
const STOP_WATCH_MS = 20 * 60_000

export function createSageMakerBackend(
  ctx: StageContext,
  deps: SageMakerBackendOptions = {}
): TransformBackend<SageMakerSpec> {
  return {
    run: async (spec, model, events, signal) => {
      const s = openSession(ctx, deps, spec, signal)
      const outcome = await runJob(s, spec, model, events)
      // The instances' figures are read beside the outputs, not before them: the report awaits them.
      // The outcome is carried on as it is: settleFailures completes this very object later.
      outcome.utilizationRead = utilizationAfter(outcome, spec, s).catch(() => undefined)
      return outcome
    }
  }
}

/** What the steps of one run share. */
interface Session {
  ctx: StageContext
  deps: SageMakerBackendOptions
  log: Logger
  region: string
  sm: SageMakerClient
  signal: AbortSignal
  /** How every call of this run is retried. */
  retrying: RetryOptions
  call: Call
}

function openSession(
  ctx: StageContext,
  deps: SageMakerBackendOptions,
  spec: SageMakerSpec,
  signal: AbortSignal
): Session {
  const log = ctx.log
  const region = resolveRegion(spec.control.region, ctx.env)
  const sm = deps.sagemaker?.(region) ?? createSageMakerClient(spec.control, ctx.env, ctx.credentials)
  const retrying: RetryOptions = {
    sleep: ctx.sleep,
    random: deps.random ?? Math.random,
    signal,
    now: ctx.now,
    log: line => log.info(line)
  }
  return { ctx, deps, log, region, sm, signal, retrying, call: send => withRetry(send, retrying) }
}

async function runJob(
  s: Session,
  spec: SageMakerSpec,
  model: PreparedModel,
  events: RunEvents
): Promise<JobOutcome> {
  const { ctx, log, sm, signal } = s
  const attaching = spec.control.attach
  const { outcome, started } = attaching
    ? await attachJob(s, attaching, spec, events)
    : await createJob(s, spec, model, events, signal)
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

/**
 * What the job costs while it runs: the price given, or (`price-per-hour: auto`) the one found, kept
 * for the summary. `max-cost` without any price cannot be watched: said once.
 */
async function meterFor(
  s: Session,
  spec: SageMakerSpec,
  outcome: JobOutcome,
  started: Started
): Promise<Meter> {
  const job = outcome.definition ?? {
    instanceType: spec.resources.instanceType,
    instanceCount: spec.resources.instanceCount
  }
  const meter: Meter = { instances: job.instanceCount, createdAt: started.createdAt }
  const given = spec.report.pricePerHour
  if (typeof given === 'number') meter.perHour = given
  else if (given === 'auto') {
    const found = await findPrice({
      instanceType: job.instanceType,
      region: s.region,
      endpoint: spec.control.pricingEndpoint || s.ctx.env.AWS_ENDPOINT_URL_PRICING || undefined,
      sagemakerEndpoint: spec.control.sagemakerEndpoint || s.ctx.env.AWS_ENDPOINT_URL_SAGEMAKER || undefined,
      credentials: () => s.sm.config.credentials(),
      now: s.ctx.now,
      proxy: proxyConfigOf(s.ctx.env, spec.control.httpProxy)
    })
    if ('note' in found) s.log.info(found.note)
    else {
      meter.perHour = outcome.pricePerHour = found.perHour
      s.log.info(
        `price-per-hour: auto: ${money(found.perHour)} per instance-hour (${job.instanceType}, ${s.region}, on-demand batch transform).`
      )
    }
  }
  if (spec.report.maxCost !== undefined && meter.perHour === undefined)
    s.log.warning(
      `max-cost (${money(spec.report.maxCost)}) is not watched: no price is known. Give price-per-hour.`
    )
  return meter
}

interface Waiting extends Begun {
  events: RunEvents
  /** Epoch ms past which the wait ends (`timeout-minutes`). */
  deadline?: number
  /** Tails the job's logs, at each poll. */
  tail?: () => Promise<void>
  /** The failed inputs the job's data-log has named so far, up to date at each poll. */
  failures: FailuresSeen
  /** The price and instances, for the cost so far. */
  meter: Meter
  /** Set by the wait when `events.steer` orders the job stopped. */
  order?: StopOrder
}

/** The wait group: Describe until the job ends, with a progress line per listing of its outputs. */
async function waitForJob(s: Session, w: Waiting): Promise<PollResult> {
  const { ctx, log, signal } = s
  const { outcome, started, events } = w
  const jobName = outcome.jobName
  const lookAt = (described: Described, view?: ProgressView): RunSoFar =>
    runSoFar(w.meter, described, ctx.now(), { view, failures: w.failures })
  const watch = watchOutputs({
    job: outcome,
    count: events.outputs,
    failures: w.failures,
    log,
    now: ctx.now,
    createdAt: started.createdAt,
    suffix: (view, described) => {
      const { cost } = lookAt(described, view)
      return cost && describeCost(cost)
    }
  })
  // The last look at the running job, and when max-cost is spent at its rate: the wait wakes then.
  let latest: { described: Described; view?: ProgressView } | undefined
  let budgetAt: number | undefined
  const steer = (run: RunSoFar): void => void (w.order ??= events.steer?.(run))

  log.startGroup(`Waiting for transform job ${jobName}`)
  try {
    return await pollJob({
      describe: () => describeJob(s, jobName, signal),
      sleep: ctx.sleep,
      now: ctx.now,
      signal,
      deadline: w.deadline,
      onStatus: (status, previous) => {
        const elapsed = formatElapsed(ctx.now() - started.createdAt)
        // While outputs are counted, each poll of a running job has its own line.
        if (!(watch && status === 'InProgress' && !previous))
          log.info(`[${elapsed}] ${previous ? `${previous} -> ` : ''}${status}`)
        events.status?.(status as JobStatus)
      },
      onTick: async described => {
        await w.tail?.()
        const view = await watch?.tick(described)
        const progress = view ? { progress: view } : {}
        if (described.TransformJobStatus !== 'InProgress' || !events.steer) return progress
        latest = { described, view }
        const run = lookAt(described, view)
        steer(run)
        const look = events.nextLook?.(run)
        budgetAt = look?.budgetInMs !== undefined ? run.lookedAt! + look.budgetInMs : undefined
        return {
          ...progress,
          ...(look?.readInMs !== undefined ? { readInMs: look.readInMs } : {}),
          ...(look?.blind ? { blind: true } : {})
        }
      },
      steered: () => w.order !== undefined,
      alarm: () => budgetAt,
      onAlarm: () => latest && steer(lookAt(latest.described, latest.view))
    })
  } finally {
    watch?.close()
    log.endGroup()
  }
}

/**
 * One DescribeTransformJob, retried. While waiting, the workflow's cancel aborts it and it has 10 tries;
 * once a stop is on its way (no signal), the usual tries.
 */
function describeJob(
  s: Session,
  jobName: string,
  signal?: AbortSignal
): Promise<DescribeTransformJobCommandOutput> {
  const send = () =>
    s.sm.send(new DescribeTransformJobCommand({ TransformJobName: jobName }), { abortSignal: signal })
  return withRetry(send, { ...s.retrying, signal, ...(signal ? { attempts: 10 } : {}) }).catch(err => {
    throw explainDescribeError(err, jobName, s.region)
  })
}

/** Stops the job (past the deadline, or steered) and watches it end; a cancel now only ends the watch. */
async function stopAndWatch(
  s: Session,
  d: Begun & {
    tail?: () => Promise<void>
    line: string
    reason: string
    failures: JobFailures
    /** A stop for a verdict: its timing is told against the job's price. */
    meter?: Meter
    last?: Described
  }
): Promise<JobOutcome> {
  const { ctx, log, sm } = s
  const jobName = d.outcome.jobName
  log.info(d.line)
  const order = d.outcome.stoppedEarly
  if (order && d.meter) {
    order.sentAt = ctx.now()
    const cost =
      order.decidedAt !== undefined ? costBetween(d.meter, d.last, order.decidedAt, order.sentAt) : undefined
    if (cost !== undefined) order.costAfterVerdict = cost
    const start = d.last?.TransformStartTime?.getTime() ?? d.started.createdAt
    const late = stopLateness(order, start)
    if (late) log.info(late)
  }
  await stopJob(sm, jobName, s.call)
  const after = await pollJob({
    // The stop is on its way: a cancel ends the watch below, not a Describe under way.
    describe: () => describeJob(s, jobName),
    sleep: ctx.sleep,
    now: ctx.now,
    signal: s.signal,
    deadline: ctx.now() + STOP_WATCH_MS,
    onStatus: status => log.info(`[${formatElapsed(ctx.now() - d.started.createdAt)}] ${status}`),
    onTick: d.tail
  })
  const completed = after.last?.TransformJobStatus === 'Completed'
  // A job that completed before the stop took effect was not stopped early after all.
  if (completed) delete d.outcome.stoppedEarly
  return finalOutcome(d.outcome, after.last, log, completed ? undefined : d.reason, d.failures)
}

interface Begun {
  outcome: JobOutcome
  started: Started
}

/** `attach`: the existing job, checked against `data` / `output-path`; nothing is created. */
async function attachJob(s: Session, name: string, spec: SageMakerSpec, events: RunEvents): Promise<Begun> {
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
async function createJob(
  s: Session,
  spec: SageMakerSpec,
  model: PreparedModel,
  events: RunEvents,
  signal: AbortSignal
): Promise<Begun> {
  const { ctx, deps, log, region, sm, call } = s
  // 1. The input is checked (and max-payload: auto sized) before anything is created.
  const s3 = deps.s3?.(region) ?? ctx.s3(spec.control)
  const input =
    listedFor(deps.inputs, spec.data, 's3') ??
    (await openInputListing(spec.data.uri, spec.data.type, () => s3, { outputs: 's3', s3Only: true }))
  await requireSomeInput(input)
  const maxPayloadMB = await resolveMaxPayload(spec, input, line => log.info(line))

  // 2. The model: an existing one by name, or ours (created, or reused when identical), whose
  // server size caps follow the payload.
  if (!spec.model.name) {
    const framework = model.framework ?? spec.model.framework
    for (const note of serverSizeEnvironment(spec, { framework, maxPayloadMB }).notes) log.info(note)
  }
  const modelName = spec.model.name
    ? await useExistingModel(sm, spec.model.name, call)
    : await ensureModel(sm, buildModel(spec, model, region, ctx, maxPayloadMB), call, log)
  events.modelReady?.({
    modelName,
    modelDataUrl: spec.model.name ? undefined : (model.dataUrl ?? spec.model.dataUrl)
  })

  const draft = buildCreateTransformJobInput(spec, { jobName: '', modelName, maxPayloadMB })
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

function finalOutcome(
  outcome: JobOutcome,
  last: Described | undefined,
  log: Logger,
  reason?: string,
  failures?: JobFailures
): JobOutcome {
  const jobName = outcome.jobName
  const status = (last?.TransformJobStatus ?? 'InProgress') as JobStatus
  outcome.status = status
  outcome.jobArn = last?.TransformJobArn ?? outcome.jobArn
  outcome.startedAt = last?.TransformStartTime
  outcome.endedAt = last?.TransformEndTime
  // AWS's clock, as S3's LastModified: it tells this job's outputs from an earlier run's.
  outcome.createdAt = last?.CreationTime
  if (status === 'Failed') {
    outcome.failureReason =
      `${last?.FailureReason ?? 'no FailureReason given'} ` +
      `(CloudWatch logs: group ${LOG_GROUP}, streams ${jobName}/)`
  } else if (status !== 'Completed') {
    outcome.failureReason =
      reason ?? last?.FailureReason ?? `the job ended ${status} (stopped outside this workflow)`
  }
  // The failed inputs the data-log named say more than the job's one reason; those still on their way
  // are awaited once the results are counted.
  failures?.apply(outcome, last?.FailureReason)
  if (failures && status === 'Failed')
    outcome.settleFailures = failed => failures.settle(outcome, last?.FailureReason, failed)
  log.info(`Transform job ${jobName}: ${status}${outcome.failureReason ? ` (${outcome.failureReason})` : ''}`)
  return outcome
}
