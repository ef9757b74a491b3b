// A SageMaker control plane on loopback, speaking the service's JSON 1.1 protocol so the real
// @aws-sdk/client-sagemaker (and client-cloudwatch-logs) serialize, sign and parse against it; the
// instances' CloudWatch metrics are served in AWS JSON 1.0, as @aws-sdk/client-cloudwatch sends them.
// Every request is validated against the official API model and recorded for assertions. Jobs run
// a lifecycle driven by the test, by a scripted timeline on an injectable clock, or by an executor
// that really runs the transform (the local data plane writing `.out` files to S3).
import type { CreateModelCommandInput, CreateTransformJobCommandInput } from '@aws-sdk/client-sagemaker'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { dataLogPrefix, settingsLine } from './emulator/data-log.js'
import { LogStore, ServiceError } from './emulator/logs.js'
import { MetricStore, type InstanceFigures } from './emulator/metrics.js'
import { PacedJob, type JobPace, type PaceGate } from './emulator/pace.js'
import { loadApiModel, validateShape, validationMessage, type ApiModel } from './emulator/validate.js'
import { forwardRegistry, REGISTRY_OPERATIONS, type RegistryForward } from './emulator/registry.js'

export type EmulatedStatus = 'InProgress' | 'Completed' | 'Failed' | 'Stopping' | 'Stopped'

export interface RecordedRequest {
  service: 'sagemaker' | 'logs' | 'metrics'
  operation: string
  body: Record<string, unknown>
  /** The emulator clock when the request arrived. */
  at: number
  /** The machine's clock (ms since the epoch) when it was answered. */
  answeredAt?: number
  /** How the emulator answered: 'ok', or the error type it sent. */
  answer?: string
  /** The access key the request was signed with. */
  accessKeyId?: string
}

export interface ExecutionResult {
  status: 'Completed' | 'Failed'
  failureReason?: string
}

export type { JobPace, PaceGate }

/**
 * Runs a job for real; resolves with its end. `signal` aborts when the job is stopped; `pace`, when the
 * test set one, is asked before each input and told of each output written.
 */
export type JobExecutor = (
  job: CreateTransformJobCommandInput,
  model: CreateModelCommandInput,
  tools: {
    signal: AbortSignal
    log: (message: string) => void
    pace?: PaceGate
    /** Writes lines to the data-log stream of the instance that handles `object` (`<bucket>/<key>`). */
    /** Lines of the data-log for `object`, written at `at` (the emulator clock; default now). */
    dataLog?: (lines: string[], object?: string, at?: number) => void
  }
) => Promise<ExecutionResult>

/** A scripted run: after `runMs` on the emulator clock the job ends with `status`. */
export interface JobScript {
  runMs: number
  status: 'Completed' | 'Failed'
  failureReason?: string
  /** Log lines that appear in the job's CloudWatch stream `atMs` after creation. */
  logs?: Array<{ atMs: number; message: string; instance?: string }>
}

export interface FaultOptions {
  /** Share (0..1) of SageMaker calls answered with ThrottlingException. */
  throttleShare?: number
  /** Share (0..1) of SageMaker calls answered with 500 InternalFailure. */
  internalShare?: number
  /** Only these operations get faults (default: all SageMaker operations). */
  operations?: string[]
  /** Seed of the fault dice, so a test sees the same sequence every run. */
  seed?: number
}

export interface EmulatorOptions {
  region?: string
  accountId?: string
  /** The emulator's time in ms; tests share one fake clock with the code under test. */
  clock?: () => number
  script?: (job: CreateTransformJobCommandInput) => JobScript | undefined
  executor?: JobExecutor
  faults?: FaultOptions
  /** How long Stopping lasts before Stopped, on the emulator clock (default 0: next look sees Stopped). */
  stopMs?: number
  /** At most this many InProgress jobs; more -> ResourceLimitExceeded. */
  maxInProgressJobs?: number
  /** Executed jobs end no earlier than this long after creation, on the emulator clock. */
  minRunMs?: number
  /** Executed jobs transform their inputs at this pace, so outputs land while they run. */
  pace?: (job: CreateTransformJobCommandInput) => JobPace | undefined
  /**
   * Checks the signing credentials at the emulator's time: an error type (e.g. ExpiredTokenException)
   * refuses the request as AWS would; undefined lets it through.
   */
  authorize?: (accessKeyId: string, sessionToken: string | undefined, at: number) => string | undefined
  /** How long after it is written a log line becomes visible, on the emulator clock (default 0). */
  logDelayMs?: number
  /** Every CloudWatch Logs call is refused with AccessDeniedException (a role without logs permissions). */
  logsDenied?: boolean
  /**
   * Each instance's CloudWatch figures (by instance number, 0-based), one point a minute from the job's
   * creation; recorded when the job is created.
   */
  metrics?: (job: CreateTransformJobCommandInput) => Record<number, InstanceFigures> | undefined
  /** How long after its minute a metric point becomes visible, on the emulator clock (default 0). */
  metricsDelayMs?: number
  /** Every CloudWatch metrics call is refused with AccessDenied (a role without cloudwatch permissions). */
  metricsDenied?: boolean
  /**
   * How long (real ms) a valid CreateModel takes before the model exists (default 0): two runs that both
   * found no model both create it, and the later one is refused as the service refuses it.
   */
  createModelMs?: number
  /** The model registry's operations, forwarded to moto_server (emulator/registry.ts). */
  registry?: RegistryForward
}

/** The AWS JSON protocol version each service speaks. */
const CONTENT_TYPE = {
  sagemaker: 'application/x-amz-json-1.1',
  logs: 'application/x-amz-json-1.1',
  metrics: 'application/x-amz-json-1.0'
} as const

const SERVICE_OF_TARGET: Record<string, RecordedRequest['service']> = {
  SageMaker: 'sagemaker',
  Logs_20140328: 'logs',
  GraniteServiceVersion20100801: 'metrics'
}

interface EmulatedModel {
  input: CreateModelCommandInput
  arn: string
  creationTime: number
}

export interface EmulatedJob {
  request: CreateTransformJobCommandInput
  arn: string
  status: EmulatedStatus
  failureReason?: string
  creationTime: number
  startTime: number
  endTime?: number
  lastModifiedTime: number
  stopAt?: number
  /** An executor's end, held until minRunMs has passed. */
  heldEnd?: { status: 'Completed' | 'Failed'; failureReason?: string; at: number }
  script?: JobScript
  scriptedLogsShown: number
  abort: AbortController
  instance: string
  paced?: PacedJob
}

export const LOG_GROUP = '/aws/sagemaker/TransformJobs'

type Handler = (body: Record<string, unknown>) => unknown | Promise<unknown>

/** The EC2-style id of a job's instance `n` (0-based). */
export function instanceId(n: number): string {
  return `i-0a1b2c3d4e5f6${String(n + 1).padStart(4, '0')}`
}

/** Small deterministic PRNG for the fault dice. */
function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class SageMakerEmulator {
  readonly requests: RecordedRequest[] = []
  readonly models = new Map<string, EmulatedModel>()
  readonly jobs = new Map<string, EmulatedJob>()
  readonly logs: LogStore
  readonly metrics: MetricStore
  readonly region: string
  readonly accountId: string
  url = ''

  private readonly api: ApiModel = loadApiModel()
  private readonly clock: () => number
  private readonly tags = new Map<string, Array<{ Key: string; Value: string }>>()
  private readonly queuedFaults: Array<{
    operation: string
    type: 'throttle' | 'internal'
    afterApply: boolean
  }> = []
  private readonly dice: () => number
  private readonly waiters: Array<{ match: (r: RecordedRequest) => boolean; resolve: () => void }> = []
  private server?: http.Server
  private readonly handlers: Record<string, Handler>

  constructor(readonly options: EmulatorOptions = {}) {
    this.region = options.region ?? 'us-east-1'
    this.accountId = options.accountId ?? '123456789012'
    this.clock = options.clock ?? (() => Date.now())
    this.logs = new LogStore(this.clock, options.logDelayMs ?? 0)
    this.metrics = new MetricStore(this.clock, options.metricsDelayMs ?? 0)
    this.dice = seeded(options.faults?.seed ?? 1)
    this.handlers = {
      CreateModel: b => this.createModel(b as unknown as CreateModelCommandInput),
      DescribeModel: b => this.describeModel(String(b.ModelName)),
      DeleteModel: b => this.deleteModel(String(b.ModelName)),
      CreateTransformJob: b => this.createTransformJob(b as unknown as CreateTransformJobCommandInput),
      DescribeTransformJob: b => this.describeTransformJob(String(b.TransformJobName)),
      StopTransformJob: b => this.stopTransformJob(String(b.TransformJobName)),
      ListTransformJobs: b => this.listTransformJobs(b),
      AddTags: b => this.addTags(String(b.ResourceArn), b.Tags as Array<{ Key: string; Value: string }>),
      ListTags: b => ({ Tags: this.tagsOf(String(b.ResourceArn)) })
    }
    const registry = options.registry
    if (registry)
      for (const operation of REGISTRY_OPERATIONS)
        this.handlers[operation] = b => forwardRegistry(registry, operation, b, this)
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.serve(req, res))
    await new Promise<void>(resolve => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.abort.abort()
    if (!this.server) return
    this.server.closeAllConnections()
    await new Promise<void>(resolve => this.server!.close(() => resolve()))
  }

  // ---- what tests read and drive ----

  /** The bodies of every request for `operation`, in arrival order. */
  calls(operation: string): Array<Record<string, unknown>> {
    return this.requests.filter(r => r.operation === operation).map(r => r.body)
  }

  count(operation: string): number {
    return this.calls(operation).length
  }

  /** The bodies of the calls of `operation` the emulator carried out (not answered with an error). */
  accepted(operation: string): Array<Record<string, unknown>> {
    return this.requests.filter(r => r.operation === operation && r.answer === 'ok').map(r => r.body)
  }

  /** Resolves once a request matching `operation` (and `where`) has arrived (at once if one already has). */
  waitForRequest(
    operation: string,
    where: (body: Record<string, unknown>) => boolean = () => true
  ): Promise<void> {
    const match = (r: RecordedRequest): boolean => r.operation === operation && where(r.body)
    if (this.requests.some(match)) return Promise.resolve()
    return new Promise(resolve => this.waiters.push({ match, resolve }))
  }

  /** Ends an InProgress job now, as the service would. */
  finish(name: string, status: 'Completed' | 'Failed', failureReason?: string): void {
    const job = this.mustJob(name)
    if (job.status !== 'InProgress') return
    this.end(job, status, failureReason)
  }

  /** Answers the next call of `operation` with a fault; `afterApply` performs the call first (a lost answer). */
  failNext(operation: string, type: 'throttle' | 'internal', afterApply = false): void {
    this.queuedFaults.push({ operation, type, afterApply })
  }

  /** Adds a line to the job's CloudWatch stream `<job>/<instance>-<epoch>`. */
  appendLog(jobName: string, message: string, opts: { instance?: string; timestamp?: number } = {}): void {
    const job = this.mustJob(jobName)
    const instance = opts.instance ?? job.instance
    const stream = `${jobName}/${instance}-${Math.floor(job.startTime / 1000)}`
    this.logs.append(LOG_GROUP, stream, message, opts.timestamp ?? this.clock())
  }

  /**
   * Adds lines to the data-log stream `<job>/<instance>-<epoch>/data-log` of the instance that handles
   * `object` (one instance per object, by its name, as the service shares objects among instances), each
   * with the service's prefix and the time now.
   */
  appendDataLog(
    jobName: string,
    lines: string[],
    where: { object?: string; instance?: number; at?: number } = {}
  ): void {
    const job = this.mustJob(jobName)
    const count = job.request.TransformResources?.InstanceCount ?? 1
    let hash = 0
    for (const c of where.object ?? '') hash = (hash * 31 + c.charCodeAt(0)) >>> 0
    const instance = instanceId(where.instance ?? hash % count)
    const stream = `${jobName}/${instance}-${Math.floor(job.startTime / 1000)}/data-log`
    const at = where.at ?? this.clock()
    for (const line of lines) this.logs.append(LOG_GROUP, stream, `${dataLogPrefix(at)}${line}`, at, at)
  }

  /** Puts a model in place without a request, as if created earlier by someone else. */
  seedModel(input: CreateModelCommandInput): void {
    this.models.set(input.ModelName!, {
      input,
      arn: this.arn('model', input.ModelName!),
      creationTime: this.clock()
    })
  }

  // ---- protocol ----

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const target = String(req.headers['x-amz-target'] ?? '')
    const [prefix, operation] = target.split('.')
    const service = SERVICE_OF_TARGET[prefix]
    let body: Record<string, unknown> = {}
    const record: RecordedRequest = {
      service: service ?? 'sagemaker',
      operation: operation ?? target,
      body,
      at: 0
    }
    try {
      if (req.method !== 'POST' || !service || !operation)
        throw new ServiceError('UnknownOperationException', `Unknown target ${JSON.stringify(target)}`)
      if (req.headers['content-type'] !== CONTENT_TYPE[service])
        throw new ServiceError(
          'SerializationException',
          `Unexpected content type ${req.headers['content-type']}`
        )
      const authorization = String(req.headers.authorization ?? '')
      if (!authorization.startsWith('AWS4-HMAC-SHA256 Credential='))
        throw new ServiceError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403)
      record.accessKeyId = /Credential=([^/]+)\//.exec(authorization)?.[1]
      const token = req.headers['x-amz-security-token']
      const refused = this.options.authorize?.(
        record.accessKeyId ?? '',
        typeof token === 'string' ? token : undefined,
        this.clock()
      )
      if (refused) {
        record.at = this.clock()
        throw new ServiceError(refused, 'The security token included in the request is expired')
      }
      try {
        body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
          : {}
      } catch {
        throw new ServiceError('SerializationException', 'Request body is not valid JSON')
      }
      record.body = body
      this.advanceAll()
      // A paced job's Describe shows it as it is on the emulator clock: the outputs due are in S3.
      const paced =
        operation === 'DescribeTransformJob' && this.jobs.get(String(body.TransformJobName))?.paced
      if (paced) {
        await paced.caughtUp()
        this.advanceAll()
      }
      record.at = this.clock()
      this.requests.push(record)
      if (operation === 'CreateModel' && this.options.createModelMs)
        await new Promise(resolve => setTimeout(resolve, this.options.createModelMs))
      const answer =
        service === 'logs'
          ? this.cloudWatchLogs(operation, body)
          : service === 'metrics'
            ? this.cloudWatchMetrics(operation, body, req.headers)
            : await this.sagemaker(operation, body)
      record.answer = 'ok'
      record.answeredAt = Date.now()
      this.reply(res, 200, answer ?? {}, service)
    } catch (err) {
      const e =
        err instanceof ServiceError
          ? err
          : new ServiceError('InternalFailure', `emulator: ${String(err)}`, 500)
      record.answer = e.type
      if (!this.requests.includes(record)) this.requests.push(record)
      record.answeredAt = Date.now()
      this.reply(res, e.status, { __type: e.type, message: e.message }, service, e)
    }
    for (const w of [...this.waiters]) {
      if (w.match(record)) {
        this.waiters.splice(this.waiters.indexOf(w), 1)
        w.resolve()
      }
    }
  }

  private reply(
    res: http.ServerResponse,
    status: number,
    payload: unknown,
    service: RecordedRequest['service'] | undefined,
    error?: ServiceError
  ): void {
    const text = JSON.stringify(payload)
    res.writeHead(status, {
      'content-type': CONTENT_TYPE[service ?? 'sagemaker'],
      'content-length': Buffer.byteLength(text),
      'x-amzn-requestid': `req-${this.requests.length}`,
      // CloudWatch answers its JSON clients as it answers its Query ones: the error's Query code and fault.
      ...(service === 'metrics' && error
        ? {
            'x-amzn-query-error': `${error.queryCode ?? error.type};${error.status >= 500 ? 'Receiver' : 'Sender'}`
          }
        : {})
    })
    res.end(text)
  }

  private cloudWatchMetrics(
    operation: string,
    body: Record<string, unknown>,
    headers: http.IncomingHttpHeaders
  ): unknown {
    if (headers['x-amzn-query-mode'] !== 'true')
      throw new ServiceError('MissingParameter', 'A query-compatible client sends x-amzn-query-mode: true.')
    if (this.options.metricsDenied) {
      const e = new ServiceError(
        'com.amazon.coral.service#AccessDeniedException',
        `User: arn:aws:sts::${this.accountId}:assumed-role/ci/gha is not authorized to perform: ` +
          `cloudwatch:${operation} because no identity-based policy allows the cloudwatch:${operation} action`,
        403
      )
      e.queryCode = 'AccessDenied'
      throw e
    }
    return this.metrics.handle(operation, body)
  }

  private async sagemaker(operation: string, body: Record<string, unknown>): Promise<unknown> {
    const handler = this.handlers[operation]
    const spec = this.api.operations[operation]
    if (!handler || !spec)
      throw new ServiceError('UnknownOperationException', `Operation ${operation} is not supported`)

    const queued = this.queuedFaults.findIndex(f => f.operation === operation)
    const fault = queued >= 0 ? this.queuedFaults.splice(queued, 1)[0] : this.rolledFault(operation)
    if (fault && !fault.afterApply) throw this.faultError(fault.type)

    const errors = spec.input ? validateShape(this.api, spec.input.shape, body) : []
    if (errors.length > 0) throw new ServiceError('ValidationException', validationMessage(errors))
    const answer = await handler(body)
    if (fault) throw this.faultError(fault.type)
    return answer
  }

  private cloudWatchLogs(operation: string, body: Record<string, unknown>): unknown {
    if (this.options.logsDenied)
      throw new ServiceError(
        'AccessDeniedException',
        `User: arn:aws:sts::${this.accountId}:assumed-role/ci/gha is not authorized to perform: ` +
          `logs:${operation} on resource: arn:aws:logs:${this.region}:${this.accountId}:log-group:${String(body.logGroupName)}:log-stream:`
      )
    // Faults reach the logs only when the test names their operations.
    const f = this.options.faults
    if (f?.operations?.includes(operation)) {
      const fault = this.rolledFault(operation)
      if (fault) throw this.faultError(fault.type)
    }
    return this.logs.handle(operation, body)
  }

  private rolledFault(operation: string): { type: 'throttle' | 'internal'; afterApply: boolean } | undefined {
    const f = this.options.faults
    if (!f || (f.operations && !f.operations.includes(operation))) return undefined
    const roll = this.dice()
    if (roll < (f.throttleShare ?? 0)) return { type: 'throttle', afterApply: false }
    if (roll < (f.throttleShare ?? 0) + (f.internalShare ?? 0)) return { type: 'internal', afterApply: false }
    return undefined
  }

  private faultError(type: 'throttle' | 'internal'): ServiceError {
    return type === 'throttle'
      ? new ServiceError('ThrottlingException', 'Rate exceeded')
      : new ServiceError('InternalFailure', 'We encountered an internal error. Please try again.', 500)
  }

  // ---- models ----

  private arn(kind: string, name: string): string {
    return `arn:aws:sagemaker:${this.region}:${this.accountId}:${kind}/${name.toLowerCase()}`
  }

  private createModel(input: CreateModelCommandInput): unknown {
    const name = input.ModelName!
    if (this.models.has(name))
      throw new ServiceError(
        'ValidationException',
        `Cannot create already existing model "${this.arn('model', name)}".`
      )
    if (!input.PrimaryContainer && !input.Containers)
      throw new ServiceError('ValidationException', 'Either PrimaryContainer or Containers must be provided.')
    const model = { input, arn: this.arn('model', name), creationTime: this.clock() }
    this.models.set(name, model)
    if (input.Tags?.length) this.tags.set(model.arn, [...input.Tags] as Array<{ Key: string; Value: string }>)
    return { ModelArn: model.arn }
  }

  private describeModel(name: string): unknown {
    const model = this.models.get(name)
    if (!model)
      throw new ServiceError('ValidationException', `Could not find model "${this.arn('model', name)}".`)
    const { Tags: _tags, ...definition } = model.input
    return { ...definition, ModelArn: model.arn, CreationTime: model.creationTime / 1000 }
  }

  private deleteModel(name: string): unknown {
    if (!this.models.delete(name))
      throw new ServiceError('ValidationException', `Could not find model "${this.arn('model', name)}".`)
    return {}
  }

  // ---- jobs ----

  private mustJob(name: string): EmulatedJob {
    const job = this.jobs.get(name)
    if (!job) throw new ServiceError('ValidationException', `Could not find requested job with name ${name}`)
    return job
  }

  private createTransformJob(request: CreateTransformJobCommandInput): unknown {
    const name = request.TransformJobName!
    if (this.jobs.has(name))
      throw new ServiceError(
        'ResourceInUse',
        `Job name must be unique within an AWS account and region, and a job with this name already exists (${this.arn('transform-job', name)})`
      )
    const model = this.models.get(request.ModelName!)
    if (!model)
      throw new ServiceError(
        'ValidationException',
        `Could not find model "${this.arn('model', request.ModelName!)}".`
      )
    const running = [...this.jobs.values()].filter(j => j.status === 'InProgress').length
    if (this.options.maxInProgressJobs !== undefined && running >= this.options.maxInProgressJobs)
      throw new ServiceError(
        'ResourceLimitExceeded',
        `The account-level service limit 'Number of concurrent transform jobs' is ${this.options.maxInProgressJobs} Jobs.`
      )
    const now = this.clock()
    const job: EmulatedJob = {
      request,
      arn: this.arn('transform-job', name),
      status: 'InProgress',
      creationTime: now,
      startTime: now,
      lastModifiedTime: now,
      script: this.options.script?.(request),
      scriptedLogsShown: 0,
      abort: new AbortController(),
      instance: instanceId(0)
    }
    this.jobs.set(name, job)
    const figures = this.options.metrics?.(request)
    for (const [n, f] of Object.entries(figures ?? {}))
      this.metrics.record(name, instanceId(Number(n)), f, now)
    if (request.Tags?.length)
      this.tags.set(job.arn, [...request.Tags] as Array<{ Key: string; Value: string }>)
    if (this.options.executor) this.execute(job, model.input)
    return { TransformJobArn: job.arn }
  }

  private execute(job: EmulatedJob, model: CreateModelCommandInput): void {
    const name = job.request.TransformJobName!
    const endAfterMinRun = (status: 'Completed' | 'Failed', failureReason?: string): void => {
      const at = job.creationTime + (this.options.minRunMs ?? 0)
      if (this.clock() >= at) this.end(job, status, failureReason)
      else job.heldEnd = { status, failureReason, at }
    }
    const pace = this.options.pace?.(job.request)
    if (pace) job.paced = new PacedJob(pace, job.creationTime, this.clock, job.abort.signal)
    const paced = job.paced
    // Each instance says the settings it uses as it starts.
    const instances = job.request.TransformResources?.InstanceCount ?? 1
    for (let n = 0; n < instances; n++) this.appendDataLog(name, [settingsLine(job.request)], { instance: n })
    this.options.executor!(job.request, model, {
      signal: job.abort.signal,
      log: message => this.appendLog(name, message),
      dataLog: (lines, object, at) => this.appendDataLog(name, lines, { object, at }),
      ...(paced ? { pace: paced } : {})
    })
      .then(
        result =>
          paced?.failedMidway
            ? endAfterMinRun('Failed', paced.pace.failureReason ?? 'AlgorithmError: the job failed midway')
            : endAfterMinRun(result.status, result.failureReason),
        err => endAfterMinRun('Failed', `AlgorithmError: ${err instanceof Error ? err.message : String(err)}`)
      )
      .finally(() => {
        if (paced) paced.finished = true
      })
  }

  private end(job: EmulatedJob, status: EmulatedStatus, failureReason?: string, at = this.clock()): void {
    if (job.status !== 'InProgress') return
    job.status = status
    job.failureReason =
      status === 'Failed' ? (failureReason ?? 'ClientError: unspecified failure') : undefined
    job.endTime = at
    job.lastModifiedTime = job.endTime
  }

  /** Moves scripted jobs and stopping jobs along the emulator clock. */
  private advanceAll(): void {
    const now = this.clock()
    for (const [name, job] of this.jobs) {
      job.paced?.advance()
      const script = job.script
      if (script?.logs) {
        const due = script.logs.filter(l => job.creationTime + l.atMs <= now)
        for (const l of due.slice(job.scriptedLogsShown))
          this.appendLog(name, l.message, { instance: l.instance, timestamp: job.creationTime + l.atMs })
        job.scriptedLogsShown = Math.max(job.scriptedLogsShown, due.length)
      }
      if (job.status === 'InProgress' && script && now >= job.creationTime + script.runMs)
        this.end(job, script.status, script.failureReason, job.creationTime + script.runMs)
      const held = job.heldEnd
      if (job.status === 'InProgress' && held && now >= held.at)
        this.end(job, held.status, held.failureReason, held.at)
      if (job.status === 'Stopping' && job.stopAt !== undefined && now >= job.stopAt) {
        job.status = 'Stopped'
        job.endTime = job.stopAt
        job.lastModifiedTime = job.stopAt
      }
    }
  }

  private describeTransformJob(name: string): unknown {
    const job = this.mustJob(name)
    const { Tags: _tags, ...request } = job.request
    return {
      ...request,
      TransformJobArn: job.arn,
      TransformJobStatus: job.status,
      FailureReason: job.failureReason,
      CreationTime: job.creationTime / 1000,
      TransformStartTime: job.startTime / 1000,
      TransformEndTime: job.endTime === undefined ? undefined : job.endTime / 1000
    }
  }

  private stopTransformJob(name: string): unknown {
    const job = this.jobs.get(name)
    if (!job) throw new ServiceError('ResourceNotFound', `Could not find requested job with name ${name}`)
    if (job.status === 'Stopping' || job.status === 'Stopped') return {}
    if (job.status !== 'InProgress')
      throw new ServiceError(
        'ValidationException',
        `The job ${name} has already ${job.status.toLowerCase()}.`
      )
    job.status = 'Stopping'
    job.stopAt = this.clock() + (this.options.stopMs ?? 0)
    job.lastModifiedTime = this.clock()
    job.abort.abort()
    return {}
  }

  private listTransformJobs(body: Record<string, unknown>): unknown {
    const contains = typeof body.NameContains === 'string' ? body.NameContains.toLowerCase() : undefined
    const sortBy = (body.SortBy as string) ?? 'CreationTime'
    const descending = (body.SortOrder ?? 'Descending') === 'Descending'
    const key = (j: EmulatedJob): string | number =>
      sortBy === 'Name' ? j.request.TransformJobName! : sortBy === 'Status' ? j.status : j.creationTime
    const all = [...this.jobs.values()]
      .filter(j => !contains || j.request.TransformJobName!.toLowerCase().includes(contains))
      .filter(j => !body.StatusEquals || j.status === body.StatusEquals)
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (descending ? -1 : 1))
    const start = typeof body.NextToken === 'string' ? Number(body.NextToken) : 0
    const size = typeof body.MaxResults === 'number' ? body.MaxResults : 10
    const page = all.slice(start, start + size)
    return {
      TransformJobSummaries: page.map(j => ({
        TransformJobName: j.request.TransformJobName,
        TransformJobArn: j.arn,
        CreationTime: j.creationTime / 1000,
        TransformEndTime: j.endTime === undefined ? undefined : j.endTime / 1000,
        LastModifiedTime: j.lastModifiedTime / 1000,
        TransformJobStatus: j.status,
        FailureReason: j.failureReason
      })),
      NextToken: start + size < all.length ? String(start + size) : undefined
    }
  }

  // ---- tags ----

  private knownArn(arn: string): boolean {
    return (
      [...this.models.values()].some(m => m.arn === arn) || [...this.jobs.values()].some(j => j.arn === arn)
    )
  }

  private addTags(arn: string, tags: Array<{ Key: string; Value: string }>): unknown {
    if (!this.knownArn(arn)) throw new ServiceError('ResourceNotFound', `Resource ${arn} does not exist.`)
    const current = this.tags.get(arn) ?? []
    for (const t of tags) {
      const i = current.findIndex(c => c.Key === t.Key)
      if (i >= 0) current[i] = t
      else current.push(t)
    }
    this.tags.set(arn, current)
    return { Tags: current }
  }

  private tagsOf(arn: string): Array<{ Key: string; Value: string }> {
    if (!this.knownArn(arn)) throw new ServiceError('ResourceNotFound', `Resource ${arn} does not exist.`)
    return this.tags.get(arn) ?? []
  }
}

/** Starts an emulator; the caller closes it. */
export async function startSageMakerEmulator(options: EmulatorOptions = {}): Promise<SageMakerEmulator> {
  return new SageMakerEmulator(options).start()
}
