// The instances' figures as the report reads them: CPU as a share of the vCPUs, GPU of the GPUs, each
// instance judged, and one change to try; the instance table and the idle-instance rule it rests on.
import { idleInstances, idleInstancesSentence } from '../src/contract/idle-instances.js'
import { instanceShape, smallerOfFamily } from '../src/contract/instance-types.js'
import type { MetricFigures, UtilizationReading } from '../src/job.js'
import { utilizationSummary } from '../src/results/summary/instance-utilization.js'

const f = (mean: number, peak = mean, points = 10): MetricFigures => ({ mean, peak, points })
const job = (over: Partial<Parameters<typeof utilizationSummary>[0]> = {}) => ({
  mode: 'sagemaker' as const,
  instanceType: 'ml.m5.4xlarge',
  instanceCount: 1,
  durationSeconds: 600,
  ...over
})
const reading = (...instances: UtilizationReading['instances']): UtilizationReading => ({
  instances,
  waitedSeconds: 0,
  boundSeconds: 10
})

describe('instance types', () => {
  it('knows vCPUs and GPUs of the ml.* types, and the next smaller size of a family', () => {
    expect(instanceShape('ml.m5.large')).toEqual({ vcpus: 2, gpus: 0 })
    expect(instanceShape('ml.c5.9xlarge')).toEqual({ vcpus: 36, gpus: 0 })
    expect(instanceShape('ml.c4.8xlarge')).toEqual({ vcpus: 36, gpus: 0 })
    expect(instanceShape('ml.g5.12xlarge')).toEqual({ vcpus: 48, gpus: 4 })
    expect(instanceShape('ml.p3.2xlarge')).toEqual({ vcpus: 8, gpus: 1 })
    expect(instanceShape('ml.inf2.xlarge')).toEqual({ vcpus: 4, gpus: 0 })
    expect(instanceShape('local')).toBeUndefined()
    expect(smallerOfFamily('ml.m5.4xlarge')).toBe('ml.m5.2xlarge')
    expect(smallerOfFamily('ml.m5.large')).toBeUndefined()
    expect(smallerOfFamily('ml.g5.2xlarge')).toBe('ml.g5.xlarge')
    expect(smallerOfFamily('ml.p3.2xlarge')).toBeUndefined()
  })

  it('names the instances an input of too few objects leaves idle, with their cost and the fix', () => {
    expect(idleInstances(4, { instanceCount: 4, instanceType: 'ml.m5.xlarge' })).toBeUndefined()
    const idle = idleInstances(1, { instanceCount: 3, instanceType: 'ml.m5.xlarge' }, 0.25)!
    expect(idleInstancesSentence(idle)).toBe(
      '1 input object for instance-count 3 (ml.m5.xlarge): SageMaker gives each object to one instance, so 2 ' +
        'instances will get no input and sit idle; $0.50 per hour of the job ($0.25/h each). Set ' +
        'instance-count: 1, or split the data into at least 3 objects.'
    )
  })
})

describe('utilizationSummary', () => {
  it('reads CPU over the vCPUs and GPU over the GPUs', () => {
    const u = utilizationSummary(
      job({ instanceType: 'ml.g5.12xlarge' }),
      10,
      reading({
        instance: 'i-1',
        metrics: { CPUUtilization: f(2400, 4800), GPUUtilization: f(200, 380), MemoryUtilization: f(50) }
      })
    )!
    expect(u.instances[0]).toMatchObject({
      cpu: { mean: 0.5, peak: 1 },
      gpu: { mean: 0.5, peak: 0.95 },
      memory: { mean: 0.5, peak: 0.5 },
      verdict: 'busy'
    })
    expect(u.suggestion).toBeUndefined()
  })

  it('suggests the next smaller type when every instance stayed far below half of it', () => {
    const u = utilizationSummary(
      job({ estimatedCost: 0.15 }),
      10,
      reading({ instance: 'i-1', metrics: { CPUUtilization: f(160, 480), MemoryUtilization: f(20, 30) } })
    )!
    expect(u.instances[0].verdict).toBe('under-used')
    expect(u.suggestion).toMatchObject({ change: 'instance-type: ml.m5.2xlarge', cost: 0.15 })
    expect(u.suggestion!.reason).toContain('ml.m5.2xlarge is the next smaller size of the family')
  })

  it('suggests nothing smaller when memory peaked past half', () => {
    const u = utilizationSummary(
      job(),
      10,
      reading({ instance: 'i-1', metrics: { CPUUtilization: f(160, 480), MemoryUtilization: f(40, 70) } })
    )!
    expect(u.suggestion).toBeUndefined()
  })

  it('shows the figures as CloudWatch gives them for a type it does not know, and says so', () => {
    const u = utilizationSummary(
      job({ instanceType: 'ml.x9.huge' }),
      10,
      reading({ instance: 'i-1', metrics: { CPUUtilization: f(150) } })
    )!
    expect(u.instances[0].cpu).toEqual({ mean: 1.5, peak: 1.5 })
    expect(u.notes).toEqual([expect.stringContaining('The vCPUs and GPUs of ml.x9.huge are not known here')])
  })

  it('one GPU judges the instance by its GPU: CPU 80%, GPU 10% on ml.g5.xlarge is under-used', () => {
    const u = utilizationSummary(
      job({ instanceType: 'ml.g5.xlarge', estimatedCost: 1.2 }),
      10,
      reading({
        instance: 'i-1',
        metrics: { CPUUtilization: f(320, 380), GPUUtilization: f(10, 30), MemoryUtilization: f(40, 60) }
      }),
      { maxConcurrentTransforms: 1 }
    )!
    expect(u).toMatchObject({ vcpus: 4, gpus: 1 })
    expect(u.instances[0]).toMatchObject({ cpu: { mean: 0.8 }, gpu: { mean: 0.1 }, verdict: 'under-used' })
    expect(u.suggestion).toEqual({
      change: 'max-concurrent-transforms: 4',
      reason:
        'the GPU was 10.0% busy on average with max-concurrent-transforms 1: each instance sends one request ' +
        'at a time, so the GPU waits between requests (i-1 (CPU 80.0%, GPU 10.0%))',
      cost: 1.2
    })
  })

  it('an unset max-concurrent-transforms is the container’s choice, not 1: no concurrency suggestion', () => {
    const u = utilizationSummary(
      job({ instanceType: 'ml.g5.xlarge' }),
      10,
      reading({
        instance: 'i-1',
        metrics: { CPUUtilization: f(320, 380), GPUUtilization: f(10, 30), MemoryUtilization: f(40, 60) }
      })
    )!
    expect(u.instances[0].verdict).toBe('under-used')
    expect(u.suggestion).toBeUndefined()
  })

  it('has nothing to say in local mode, or with no reading and no idle instance', () => {
    expect(utilizationSummary(job({ mode: 'local' }), 1, reading())).toBeUndefined()
    expect(utilizationSummary(job({ instanceCount: 2 }), 5, undefined)).toBeUndefined()
  })
})
