// Before anything is created: instances that the input cannot keep busy (fewer objects than
// `instance-count`) are named in one warning, with what they cost and the fix. The job is still made.
import type { Logger } from '../context.js'
import { idleInstances, idleInstancesSentence } from '../contract/idle-instances.js'
import type { Spec } from '../spec.js'

/** `objects`: the input objects the job will read (a subset's when `rerun` or `sample` chose one). */
export function warnIdleInstances(spec: Spec, objects: number, log: Logger): void {
  if (spec.control.mode !== 'sagemaker') return
  // price-per-hour: auto is looked up once the job runs; the report prices the idle time then.
  const given = spec.report.pricePerHour
  const idle = idleInstances(objects, spec.resources, typeof given === 'number' ? given : undefined)
  if (idle) log.warning(idleInstancesSentence(idle))
}
