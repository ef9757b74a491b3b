// The CloudWatch metrics side of the emulator: the per-instance points SageMaker records for transform
// jobs (namespace `/aws/sagemaker/TransformJobs`, dimension `Host` = `<job>/<instance id>`, one point a
// minute), served by the two read operations the action uses, GetMetricData (MetricStat queries) and
// ListMetrics, each request validated against the CloudWatch API model
// (test/fixtures/cloudwatch-metrics-api.json). A point is visible from its timestamp plus `delayMs`:
// the service publishes them minutes late.
import { ServiceError } from './logs.js'
import { loadApiModel, validateShape, validationMessage } from './validate.js'

export const METRICS_NAMESPACE = '/aws/sagemaker/TransformJobs'
export const METRIC_NAMES = [
  'CPUUtilization',
  'MemoryUtilization',
  'GPUUtilization',
  'GPUMemoryUtilization'
] as const
export type MetricName = (typeof METRIC_NAMES)[number]

/** One instance's one-minute values of each metric, from the job's start (what a test sets). */
export type InstanceFigures = Partial<Record<MetricName, number[]>>

interface Series {
  host: string
  metric: MetricName
  /** ms since the epoch, one a minute. */
  points: Array<{ at: number; value: number }>
}

const API = loadApiModel('cloudwatch-metrics-api.json')

/** CloudWatch's validation error: `ValidationException`, Query code `ValidationError`. */
function invalid(message: string): ServiceError {
  const e = new ServiceError('ValidationException', message)
  e.queryCode = 'ValidationError'
  return e
}
const MINUTE = 60_000
const LIST_PAGE = 500

export class MetricStore {
  private readonly series: Series[] = []

  constructor(
    private readonly clock: () => number,
    private readonly delayMs = 0
  ) {}

  /** Records `figures` for `<job>/<instance>`, one point a minute from `startMs` (floored to the minute). */
  record(jobName: string, instance: string, figures: InstanceFigures, startMs: number): void {
    const first = Math.floor(startMs / MINUTE) * MINUTE
    for (const metric of METRIC_NAMES) {
      const values = figures[metric]
      if (!values) continue
      this.series.push({
        host: `${jobName}/${instance}`,
        metric,
        points: values.map((value, i) => ({ at: first + i * MINUTE, value }))
      })
    }
  }

  private visible(s: Series): Array<{ at: number; value: number }> {
    const now = this.clock()
    return s.points.filter(p => p.at + this.delayMs <= now)
  }

  handle(operation: string, body: Record<string, unknown>): unknown {
    const spec = API.operations[operation]
    if (!spec?.input)
      throw new ServiceError('UnknownOperationException', `Operation ${operation} is not supported`)
    const errors = validateShape(API, spec.input.shape, body)
    if (errors.length > 0) throw invalid(validationMessage(errors))
    return operation === 'GetMetricData' ? this.getMetricData(body) : this.listMetrics(body)
  }

  private getMetricData(body: Record<string, unknown>): unknown {
    const queries = body.MetricDataQueries as Array<{
      Id: string
      MetricStat?: {
        Metric: {
          Namespace?: string
          MetricName?: string
          Dimensions?: Array<{ Name: string; Value: string }>
        }
        Period: number
        Stat: string
      }
    }>
    if (queries.length > 500)
      throw new ServiceError(
        'ValidationError',
        'The collection MetricDataQueries must not have a size greater than 500.'
      )
    const ids = new Set<string>()
    for (const q of queries) {
      if (!/^[a-z][a-zA-Z0-9_]*$/.test(q.Id))
        throw new ServiceError(
          'ValidationError',
          `The value ${q.Id} for parameter MetricDataQueries.member.Id is not valid.`
        )
      if (ids.has(q.Id)) throw invalid(`The value ${q.Id} is used more than once.`)
      ids.add(q.Id)
      if (!q.MetricStat) throw invalid('Only MetricStat queries are served here.')
      if (q.MetricStat.Period % 60 !== 0) throw invalid('The parameter Period must be a multiple of 60.')
    }
    const start = (body.StartTime as number) * 1000
    const end = (body.EndTime as number) * 1000
    if (!(start < end))
      throw new ServiceError(
        'ValidationError',
        'The parameter StartTime must be less than the parameter EndTime.'
      )
    const descending = body.ScanBy !== 'TimestampAscending'
    return {
      MetricDataResults: queries.map(q => {
        const m = q.MetricStat!.Metric
        const host = m.Dimensions?.find(d => d.Name === 'Host')?.Value
        const only = (m.Dimensions ?? []).length === 1
        const s = this.series.find(
          x => m.Namespace === METRICS_NAMESPACE && x.metric === m.MetricName && only && x.host === host
        )
        const points = (s ? this.visible(s) : []).filter(p => p.at >= start && p.at < end)
        if (descending) points.reverse()
        return {
          Id: q.Id,
          Label: m.MetricName,
          Timestamps: points.map(p => p.at / 1000),
          Values: points.map(p => p.value),
          StatusCode: 'Complete'
        }
      }),
      Messages: []
    }
  }

  private listMetrics(body: Record<string, unknown>): unknown {
    const filters = (body.Dimensions as Array<{ Name: string; Value?: string }> | undefined) ?? []
    const matching = this.series
      .filter(s => this.visible(s).length > 0)
      .filter(() => body.Namespace === undefined || body.Namespace === METRICS_NAMESPACE)
      .filter(s => body.MetricName === undefined || body.MetricName === s.metric)
      .filter(s => filters.every(f => f.Name === 'Host' && (f.Value === undefined || f.Value === s.host)))
    const start = typeof body.NextToken === 'string' ? Number(body.NextToken) : 0
    const page = matching.slice(start, start + LIST_PAGE)
    return {
      Metrics: page.map(s => ({
        Namespace: METRICS_NAMESPACE,
        MetricName: s.metric,
        Dimensions: [{ Name: 'Host', Value: s.host }]
      })),
      ...(start + LIST_PAGE < matching.length ? { NextToken: String(start + LIST_PAGE) } : {})
    }
  }
}
