// Which backend runs the transform: `mode`, or `instance-type: local|local_gpu` as the SDK spells it.
// `mode: publish` runs no transform: src/main.ts sends it to src/report/publish/ before these inputs.
import type { Mode } from '../spec.js'
import type { Problems } from './problems.js'
import type { RawInputs } from './names.js'
import { parseEnum } from './values.js'

const LOCAL_INSTANCE_TYPES = ['local', 'local_gpu'] as const

/** `local` / `local_gpu` in their SDK spelling, or undefined for any other instance type. */
export function localInstanceType(raw: string): (typeof LOCAL_INSTANCE_TYPES)[number] | undefined {
  const canon = raw.toLowerCase().replace(/-/g, '_')
  return LOCAL_INSTANCE_TYPES.find(t => t === canon)
}

/** `mode: publish` (in any letter case): a summary from another run is published, nothing transformed. */
export function isPublishMode(mode: string): boolean {
  return mode.trim().toLowerCase() === 'publish'
}

export function parseMode(raw: RawInputs, problems: Problems): Mode {
  const named = parseEnum(problems, 'mode', raw.mode, ['sagemaker', 'local', 'publish'] as const)
  // publish never reaches here (src/main.ts reads it first); it is listed so a typo's fix names it.
  const given = named === 'publish' ? undefined : named
  const local = localInstanceType(raw['instance-type'])
  if (given === 'sagemaker' && local) {
    problems.add(
      'instance-type',
      raw['instance-type'],
      `selects local mode, but mode is sagemaker`,
      'Use an ml.* instance type for SageMaker, or set mode: local.'
    )
  }
  return given ?? (local ? 'local' : 'sagemaker')
}
