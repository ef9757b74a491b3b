// Each instance's utilization once the job has ended: CloudWatch's per-instance metrics of transform jobs
// (namespace `/aws/sagemaker/TransformJobs`, dimension `Host` = `<job>/<instance id>`, one-minute
// points), read with GetMetricData. The instances come from ListMetrics, and from the job's log streams
// (`<job>/<instance id>-<epoch>`) when ListMetrics names fewer than the job ran or may not be called.
// Points arrive minutes late: the reading waits for them at most `utilization-wait` seconds past the
// job's end, and says when they were not all there. A failure is one note; the run goes on.
import type {
  CloudWatchClient,
  GetMetricDataCommandOutput,
  MetricDataQuery
} from '@aws-sdk/client-cloudwatch'
import type { CloudWatchLogsClient } from '@aws-sdk/client-cloudwatch-logs'
import type { CredentialProvider, Logger, StageContext } from '../../context.js'
import { UTILIZATION_WAIT_DEFAULT_S } from '../../contract/limits.js'
import type { SageMakerSpec } from '../../spec.js'
import { errorMessage } from '../../errors.js'
import {
  UTILIZATION_METRICS,
  type InstanceReading,
  type JobOutcome,
  type MetricFigures,
  type UtilizationMetric,
  type UtilizationReading
} from '../../job.js'
import { awsClient } from '../../aws/calls.js'
import { errorName, type Call } from '../../aws/retry.js'
import { LogStreams } from './wait/log-streams.js'
import { clientTarget, createLogsClient, metricsClientSettings } from './sagemaker.js'

export const METRICS_NAMESPACE = '/aws/sagemaker/TransformJobs'
const MINUTE = 60_000
/** Between two readings while late points are awaited. */
const ROUND_MS = 30_000
/** Queries per GetMetricData call (the service takes 500): 4 metrics for each of 100 instances. */
const HOSTS_PER_CALL = 100
/** Pages read at most, of ListMetrics and of each GetMetricData call. */
const MAX_PAGES = 10

export interface UtilizationQuery {
  jobName: string
  instanceCount: number
  startedAt?: Date
  endedAt?: Date
  /** `utilization-wait`: seconds past the job's end to wait for late points. */
  waitSeconds: number
  logs: CloudWatchLogsClient
  /** Makes the metrics client (its SDK is loaded only here). */
  metrics: () => Promise<CloudWatchClient>
  /** How each call is retried (throttling, a lost answer). */
  call: Call
  now: () => number
  sleep: (ms: number) => Promise<void>
  signal: AbortSignal
  log: Logger
}

/** The metrics client with the run's region, credentials and endpoint. */
export async function openMetricsClient(
  target: Parameters<typeof metricsClientSettings>[0],
  env: NodeJS.ProcessEnv,
  credentials?: CredentialProvider
): Promise<CloudWatchClient> {
  const { CloudWatchClient } = await import('@aws-sdk/client-cloudwatch')
  const { settings, endpoint } = metricsClientSettings(target, env, credentials)
  return awsClient(new CloudWatchClient(settings), 'CloudWatch', clientTarget(target, env, endpoint))
}

/** `<job>/<instance id>-<epoch>[/data-log]` -> `<instance id>`. */
function instanceOfStream(jobName: string, stream: string): string | undefined {
  const first = stream.slice(jobName.length + 1).split('/')[0]
  const m = /^(.+)-\d+$/.exec(first)
  return m?.[1]
}

function denied(err: unknown): boolean {
  const name = errorName(err)
  return name === 'AccessDenied' || name === 'AccessDeniedException'
}

class Reader {
  private readonly hosts = new Set<string>()
  private client?: CloudWatchClient
  /** ListMetrics was refused: the streams name the instances from then on. */
  private listRefused?: { err: unknown }

  constructor(private readonly q: UtilizationQuery) {}

  private async metrics(): Promise<CloudWatchClient> {
    this.client ??= await this.q.metrics()
    return this.client
  }

  /**
   * The job's instances known so far: those with points (ListMetrics, the last three hours), then, when
   * some have none yet, the rest from the job's log streams. Without ListMetrics, the streams alone.
   */
  private async findHosts(): Promise<void> {
    if (!this.listRefused) {
      try {
        await this.listMetrics()
        if (this.hosts.size > 0 && this.hosts.size < this.q.instanceCount) await this.listStreams()
        return
      } catch (err) {
        if (!denied(err)) throw err
        this.listRefused = { err }
      }
    }
    await this.listStreams()
    // Nothing named the instances: the refusal is the answer.
    if (this.hosts.size === 0) throw this.listRefused.err
  }

  private async listMetrics(): Promise<void> {
    const { jobName } = this.q
    const { ListMetricsCommand } = await import('@aws-sdk/client-cloudwatch')
    const client = await this.metrics()
    let NextToken: string | undefined
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.q.call(() =>
        client.send(
          new ListMetricsCommand({
            Namespace: METRICS_NAMESPACE,
            MetricName: 'CPUUtilization',
            Dimensions: [{ Name: 'Host' }],
            RecentlyActive: 'PT3H',
            ...(NextToken ? { NextToken } : {})
          }),
          { abortSignal: this.q.signal }
        )
      )
      for (const m of answer.Metrics ?? [])
        for (const d of m.Dimensions ?? [])
          if (d.Name === 'Host' && d.Value?.startsWith(`${jobName}/`))
            this.hosts.add(d.Value.slice(jobName.length + 1))
      NextToken = answer.NextToken
      if (!NextToken) break
    }
  }

  private async listStreams(): Promise<void> {
    const { jobName } = this.q
    const streams = new LogStreams(this.q.logs, jobName)
    try {
      await this.q.call(() => streams.list())
    } catch {
      // The logs reader tells of its own failures.
    }
    for (const s of streams.names()) {
      const id = instanceOfStream(jobName, s)
      if (id) this.hosts.add(id)
    }
  }

  /** One GetMetricData round over every known instance. */
  async read(start: number, end: number): Promise<InstanceReading[]> {
    await this.findHosts()
    const hosts = [...this.hosts].sort()
    if (hosts.length === 0) return []
    const readings = new Map<string, InstanceReading>(hosts.map(h => [h, { instance: h, metrics: {} }]))
    for (let i = 0; i < hosts.length; i += HOSTS_PER_CALL) {
      const chunk = hosts.slice(i, i + HOSTS_PER_CALL)
      const queries: MetricDataQuery[] = chunk.flatMap((host, h) =>
        UTILIZATION_METRICS.map((metric, m) => ({
          Id: `h${i + h}m${m}`,
          MetricStat: {
            Metric: {
              Namespace: METRICS_NAMESPACE,
              MetricName: metric,
              Dimensions: [{ Name: 'Host', Value: `${this.q.jobName}/${host}` }]
            },
            Period: 60,
            Stat: 'Average'
          },
          ReturnData: true
        }))
      )
      for (const r of await this.getMetricData(queries, start, end)) {
        const m = /^h(\d+)m(\d+)$/.exec(r.Id ?? '')
        const host = m && hosts[Number(m[1])]
        const metric = m && UTILIZATION_METRICS[Number(m[2])]
        const values = r.Values ?? []
        if (!host || !metric || values.length === 0) continue
        const reading = readings.get(host)!
        reading.metrics[metric] = merge(reading.metrics[metric], values, r.Timestamps ?? [])
      }
    }
    return [...readings.values()]
  }

  private async getMetricData(
    queries: MetricDataQuery[],
    start: number,
    end: number
  ): Promise<NonNullable<GetMetricDataCommandOutput['MetricDataResults']>> {
    const { GetMetricDataCommand } = await import('@aws-sdk/client-cloudwatch')
    const client = await this.metrics()
    const results: NonNullable<GetMetricDataCommandOutput['MetricDataResults']> = []
    let NextToken: string | undefined
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.q.call(() =>
        client.send(
          new GetMetricDataCommand({
            MetricDataQueries: queries,
            StartTime: new Date(start),
            EndTime: new Date(end),
            ScanBy: 'TimestampAscending',
            ...(NextToken ? { NextToken } : {})
          }),
          { abortSignal: this.q.signal }
        )
      )
      results.push(...(answer.MetricDataResults ?? []))
      NextToken = answer.NextToken
      if (!NextToken) break
    }
    return results
  }
}

/** Figures with the points of a further page (a query's points can span pages). */
type Figures = MetricFigures & { last?: number }

function merge(before: MetricFigures | undefined, values: number[], stamps: Date[]): Figures {
  const prior = before as Figures | undefined
  const n = (prior?.points ?? 0) + values.length
  const sum = (prior ? prior.mean * prior.points : 0) + values.reduce((a, b) => a + b, 0)
  const last = Math.max(prior?.last ?? 0, ...stamps.map(t => t.getTime()))
  return { mean: sum / n, peak: Math.max(prior?.peak ?? 0, ...values), points: n, last }
}

/** Whether every instance has a point for the job's last whole minute. */
function complete(readings: InstanceReading[], instanceCount: number, end: number): boolean {
  if (readings.length < instanceCount) return false
  const lastMinute = Math.floor(end / MINUTE) * MINUTE - MINUTE
  return readings.every(r => {
    const cpu = r.metrics.CPUUtilization as Figures | undefined
    return cpu?.last !== undefined && cpu.last >= lastMinute
  })
}

/** Drops the bookkeeping before the figures leave this module. */
function shown(readings: InstanceReading[]): InstanceReading[] {
  return readings.map(r => ({
    instance: r.instance,
    metrics: Object.fromEntries(
      Object.entries(r.metrics).map(([k, f]) => [k, { mean: f.mean, peak: f.peak, points: f.points }])
    ) as Partial<Record<UtilizationMetric, MetricFigures>>
  }))
}

export async function readUtilization(q: UtilizationQuery): Promise<UtilizationReading> {
  const ended = q.endedAt?.getTime() ?? q.now()
  const began = q.startedAt?.getTime() ?? ended
  const start = Math.floor(began / MINUTE) * MINUTE
  const end = Math.ceil((ended + MINUTE) / MINUTE) * MINUTE
  const boundSeconds = q.waitSeconds
  const deadline = ended + boundSeconds * 1000
  const reader = new Reader(q)
  const waitStarted = q.now()
  let readings: InstanceReading[] = []
  try {
    // Bounded in time by the deadline and in count by the rounds it leaves room for.
    for (let round = 0; round <= Math.ceil((boundSeconds * 1000) / ROUND_MS) + 1; round++) {
      readings = await reader.read(start, end)
      const left = deadline - q.now()
      if (complete(readings, q.instanceCount, ended) || left <= 0 || q.signal.aborted) break
      await q.sleep(Math.min(ROUND_MS, left))
    }
  } catch (err) {
    const note = denied(err)
      ? 'utilization: these credentials may not call cloudwatch:GetMetricData, so no per-instance figures; grant cloudwatch:GetMetricData and cloudwatch:ListMetrics to see them.'
      : `utilization: could not read the instances' CloudWatch metrics (${errorMessage(err)}); the run goes on without them.`
    q.log.warning(note)
    return { instances: shown(readings), waitedSeconds: 0, boundSeconds, note }
  }
  const waitedSeconds = Math.max(0, Math.round((q.now() - waitStarted) / 1000))
  const incomplete = !complete(readings, q.instanceCount, ended)
  return { instances: shown(readings), waitedSeconds, boundSeconds, ...(incomplete ? { incomplete } : {}) }
}

/**
 * The instances' utilization once the job has ended, or undefined when it has not (wait: false) or the
 * step was cancelled.
 */
export async function utilizationAfter(
  outcome: JobOutcome,
  spec: SageMakerSpec,
  run: { ctx: StageContext; call: Call; signal: AbortSignal; log: Logger }
): Promise<UtilizationReading | undefined> {
  if (outcome.status === 'InProgress' || outcome.status === 'Stopping' || run.signal.aborted) return undefined
  const { ctx } = run
  return readUtilization({
    jobName: outcome.jobName,
    instanceCount: outcome.definition?.instanceCount ?? spec.resources.instanceCount,
    startedAt: outcome.startedAt,
    endedAt: outcome.endedAt,
    waitSeconds: spec.control.utilizationWaitSeconds ?? UTILIZATION_WAIT_DEFAULT_S,
    logs: createLogsClient(spec.control, ctx.env, ctx.credentials),
    metrics: () => openMetricsClient(spec.control, ctx.env, ctx.credentials),
    call: run.call,
    now: ctx.now,
    sleep: ctx.sleep,
    signal: run.signal,
    log: run.log
  })
}
