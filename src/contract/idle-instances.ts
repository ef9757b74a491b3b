// SageMaker gives each input object to one instance and never splits an object across instances (AWS
// developer guide, batch transform: with one input file, "only one instance processes the input file
// and the rest of the instances are idle"). So with fewer objects than `instance-count`, the rest get no
// input and are billed for the whole job.
import { money, plural } from '../format.js'

export interface IdleInstances {
  /** Instances that get no input object. */
  idle: number
  objects: number
  instanceCount: number
  instanceType: string
  /** USD per instance-hour, when known. */
  perHour?: number
}

/** The instances that will get no input, or undefined when every instance can get one. */
export function idleInstances(
  objects: number,
  job: { instanceCount: number; instanceType: string },
  perHour?: number
): IdleInstances | undefined {
  if (objects <= 0 || objects >= job.instanceCount) return undefined
  return { idle: job.instanceCount - objects, objects, ...job, ...(perHour !== undefined ? { perHour } : {}) }
}

/** What the idle instances cost: per hour of the job, or for the job's whole time when it is known. */
export function idleCost(i: IdleInstances, seconds?: number): string {
  if (i.perHour === undefined)
    return `${i.idle === 1 ? 'it is' : 'they are'} billed like busy ones for the whole job`
  const hourly = i.perHour * i.idle
  if (seconds === undefined) return `${money(hourly)} per hour of the job (${money(i.perHour)}/h each)`
  return `${money((hourly * seconds) / 3600)} for this job (${money(i.perHour)}/h each)`
}

/** The sentence that names them, their cost and the fix. */
export function idleInstancesSentence(i: IdleInstances, seconds?: number): string {
  const idle = plural(i.idle, 'instance')
  return (
    `${plural(i.objects, 'input object')} for instance-count ${i.instanceCount} (${i.instanceType}): SageMaker gives ` +
    `each object to one instance, so ${idle} will get no input and sit idle; ${idleCost(i, seconds)}. ` +
    `Set instance-count: ${i.objects}, or split the data into at least ${i.instanceCount} objects.`
  )
}
