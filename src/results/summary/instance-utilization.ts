// Did the instances earn their cost? Each instance's CloudWatch figures as shares of the whole instance
// (CPUUtilization is summed over its vCPUs, GPUUtilization and GPUMemoryUtilization over its GPUs), the
// idle and under-used ones named, and one change to try, with its reason and, when priced, its cost.
import { idleInstances } from '../../contract/idle-instances.js'
import { instanceShape, smallerOfFamily } from '../../contract/instance-types.js'
import { mostConcurrentFor } from '../../contract/limits.js'
import type { MetricFigures, UtilizationReading } from '../../job.js'
import { plural } from '../../format.js'

/** What the summary knows of the job (run-summary.ts's JobInfo). */
interface JobInfo {
  mode: 'sagemaker' | 'local'
  instanceType: string
  instanceCount: number
  durationSeconds?: number
  pricePerHour?: number
  estimatedCost?: number
}

/** Mean under this share of its CPUs (and of its GPUs): the instance did nothing. */
export const IDLE_SHARE = 0.02
/** Mean under this share of its main resource (GPUs, else CPUs): the instance was far under-used. */
export const UNDER_USED_SHARE = 0.25
/** A smaller type is suggested only when CPU and memory peaked under this share. */
const HALF = 0.5
/** The request count suggested for a waiting GPU (within max-payload x max-concurrent-transforms <= 100). */
const SUGGESTED_CONCURRENCY = 4

/** A share of the instance, 0..1. */
export interface Share {
  mean: number
  peak: number
}

export type InstanceVerdict = 'idle' | 'under-used' | 'busy' | 'no points'

export interface InstanceUsage {
  instance: string
  /** One-minute points read (of CPUUtilization). */
  points: number
  cpu?: Share
  memory?: Share
  gpu?: Share
  gpuMemory?: Share
  verdict: InstanceVerdict
}

export interface Suggestion {
  /** The input to change, as it is written in the workflow: `instance-count: 1`. */
  change: string
  reason: string
  /** USD this run would have saved, when it can be told. */
  saving?: number
  /** USD this run's instances cost, when priced. */
  cost?: number
}

export interface UtilizationSummary {
  instanceType: string
  /** The instance's vCPUs and GPUs, when its type is known. */
  vcpus?: number
  gpus?: number
  instances: InstanceUsage[]
  /** Instances that got no input object: fewer objects than instance-count. */
  idleByInput?: { instances: number; objects: number; cost?: number }
  /** Why the figures are partial or absent (points not there yet, no permission). */
  notes: string[]
  suggestion?: Suggestion
}

function share(f: MetricFigures | undefined, per: number): Share | undefined {
  return f && { mean: f.mean / per, peak: f.peak / per }
}

function verdictOf(u: Omit<InstanceUsage, 'verdict'>, gpus: number): InstanceVerdict {
  if (!u.cpu) return 'no points'
  const gpu = u.gpu?.mean ?? 0
  if (u.cpu.mean < IDLE_SHARE && gpu < IDLE_SHARE) return 'idle'
  const main = gpus > 0 && u.gpu ? u.gpu.mean : u.cpu.mean
  return main < UNDER_USED_SHARE ? 'under-used' : 'busy'
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

/** `i-0abc (CPU 0.4%, GPU 1.0%)` */
export function figuresOf(u: InstanceUsage): string {
  const parts = [`CPU ${u.cpu ? pct(u.cpu.mean) : 'n/a'}`]
  if (u.gpu) parts.push(`GPU ${pct(u.gpu.mean)}`)
  return `${u.instance} (${parts.join(', ')})`
}

function missingNote(reading: UtilizationReading, instanceCount: number, seen: number): string | undefined {
  if (!reading.incomplete) return undefined
  const waited =
    reading.boundSeconds === 0
      ? 'the step read them once the job had ended, without waiting (utilization-wait: 0)'
      : `the step read them ${reading.waitedSeconds} s into a wait of at most ${reading.boundSeconds} s past ` +
        "the job's end (utilization-wait)"
  const longer = 'CloudWatch points arrive a few minutes late: a larger utilization-wait waits for them.'
  if (seen === 0) return `No CPU, GPU or memory points of the instances had arrived yet: ${waited}. ${longer}`
  return (
    `Not every point had arrived (${plural(seen, 'instance')} of ${instanceCount} with points, the job's last ` +
    `minutes may be missing): ${waited}; the figures cover what had. ${longer}`
  )
}

interface SuggestionInput {
  job: JobInfo
  usage: InstanceUsage[]
  idleByInput?: UtilizationSummary['idleByInput']
  gpus: number
  maxConcurrentTransforms?: number
  maxPayloadMB?: number
}

/** What one instance's time cost in this run, when priced. */
function perInstanceCost(job: JobInfo): number | undefined {
  if (job.pricePerHour === undefined || job.durationSeconds === undefined) return undefined
  return (job.pricePerHour * job.durationSeconds) / 3600
}

function fewerInstances(x: SuggestionInput): Suggestion | undefined {
  const idle = x.usage.filter(u => u.verdict === 'idle')
  const byInput = x.idleByInput?.instances ?? 0
  const spare = Math.max(idle.length, byInput)
  const keep = x.job.instanceCount - spare
  if (spare === 0 || keep < 1) return undefined
  const each = perInstanceCost(x.job)
  const reason =
    idle.length >= byInput
      ? `${plural(idle.length, 'instance')} of ${x.job.instanceCount} ${idle.length === 1 ? 'was' : 'were'} idle: ${idle.map(figuresOf).join(', ')}`
      : `only ${plural(x.idleByInput!.objects, 'input object')} for ${x.job.instanceCount} instances: SageMaker gives each object to one instance, so ${plural(byInput, 'instance')} got no input`
  return {
    change: `instance-count: ${keep}`,
    reason,
    ...(each !== undefined ? { saving: each * spare } : {})
  }
}

function moreConcurrency(x: SuggestionInput): Suggestion | undefined {
  // Unset, the container picks its own concurrency: only an explicit 1 is known to keep the GPU waiting.
  if (x.gpus === 0 || x.maxConcurrentTransforms !== 1) return undefined
  const gpuBound = x.usage.filter(u => u.verdict === 'under-used' && u.gpu)
  if (gpuBound.length === 0) return undefined
  const room = x.maxPayloadMB ? mostConcurrentFor(x.maxPayloadMB) : SUGGESTED_CONCURRENCY
  const n = Math.min(SUGGESTED_CONCURRENCY, room)
  if (n <= 1) return undefined
  const mean = gpuBound.reduce((a, u) => a + u.gpu!.mean, 0) / gpuBound.length
  return {
    change: `max-concurrent-transforms: ${n}`,
    reason:
      `the GPU was ${pct(mean)} busy on average with max-concurrent-transforms 1: each instance sends one ` +
      `request at a time, so the GPU waits between requests (${gpuBound.map(figuresOf).join(', ')})`,
    ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
  }
}

function smallerType(x: SuggestionInput): Suggestion | undefined {
  const used = x.usage.filter(u => u.verdict !== 'no points')
  if (used.length === 0 || used.some(u => u.verdict === 'busy')) return undefined
  const low = (s?: Share): boolean => s === undefined || s.peak < HALF
  if (!used.every(u => low(u.cpu) && low(u.memory) && low(u.gpuMemory))) return undefined
  const smaller = smallerOfFamily(x.job.instanceType)
  if (!smaller) return undefined
  return {
    change: `instance-type: ${smaller}`,
    reason:
      `every instance stayed under ${pct(UNDER_USED_SHARE)} busy on average and under ${pct(HALF)} of its CPU ` +
      `and memory at its peak minute (${used.map(figuresOf).join(', ')}): ${smaller} is the next smaller size of the family`,
    ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
  }
}

/**
 * The report's view of the instances: from the reading, and from the input's object count (instances
 * given no input), or undefined when there is nothing to say (local mode, nothing read, none idle).
 */
export function utilizationSummary(
  job: JobInfo,
  objects: number,
  reading: UtilizationReading | undefined,
  settings: { maxConcurrentTransforms?: number; maxPayloadMB?: number | 'auto' } = {}
): UtilizationSummary | undefined {
  if (job.mode !== 'sagemaker') return undefined
  const idle = idleInstances(objects, job, job.pricePerHour)
  const each = perInstanceCost(job)
  const idleByInput = idle && {
    instances: idle.idle,
    objects: idle.objects,
    ...(each !== undefined ? { cost: each * idle.idle } : {})
  }
  if (!reading && !idleByInput) return undefined
  const shape = instanceShape(job.instanceType)
  const vcpus = shape?.vcpus ?? 1
  const gpus = shape?.gpus ?? 0
  const usage: InstanceUsage[] = (reading?.instances ?? []).map(r => {
    const m = r.metrics
    const u = {
      instance: r.instance,
      points: m.CPUUtilization?.points ?? 0,
      cpu: share(m.CPUUtilization, 100 * vcpus),
      memory: share(m.MemoryUtilization, 100),
      gpu: share(m.GPUUtilization, 100 * Math.max(gpus, 1)),
      gpuMemory: share(m.GPUMemoryUtilization, 100 * Math.max(gpus, 1))
    }
    const kept = Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined)) as typeof u
    return { ...kept, verdict: verdictOf(u, gpus) }
  })
  const notes: string[] = []
  if (reading?.note) notes.push(reading.note)
  else if (reading) {
    const missing = missingNote(reading, job.instanceCount, usage.filter(u => u.cpu).length)
    if (missing) notes.push(missing)
  }
  if (!shape)
    notes.push(
      `The vCPUs and GPUs of ${job.instanceType} are not known here: CPU and GPU are shown as CloudWatch gives them (summed over cores, 1 = 100%).`
    )
  const payload = typeof settings.maxPayloadMB === 'number' ? settings.maxPayloadMB : undefined
  const x: SuggestionInput = {
    job,
    usage,
    ...(idleByInput ? { idleByInput } : {}),
    gpus,
    maxConcurrentTransforms: settings.maxConcurrentTransforms,
    ...(payload ? { maxPayloadMB: payload } : {})
  }
  const suggestion = fewerInstances(x) ?? moreConcurrency(x) ?? smallerType(x)
  return {
    instanceType: job.instanceType,
    ...(shape ? { vcpus: shape.vcpus, gpus: shape.gpus } : {}),
    instances: usage,
    ...(idleByInput ? { idleByInput } : {}),
    notes,
    ...(suggestion ? { suggestion } : {})
  }
}
