// Subset inputs: `rerun: failed` (only the inputs without an output) and `sample` / `sample-seed`.
import type { SampleSpec } from '../spec.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { parseEnum } from './values.js'

const DEFAULT_SAMPLE_SEED = '0'

/** `N` objects or `P%` (more than 0, at most 100). */
function parseSample(problems: Problems, raw: string, seed: string): SampleSpec | undefined {
  if (raw === '') return undefined
  const fix = 'Use a whole number of objects (e.g. 200) or a percentage (e.g. 25%).'
  const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(raw)
  if (!m) return problems.add('sample', raw, 'is neither a number of objects nor a percentage', fix)
  const n = Number(m[1])
  if (m[2]) {
    if (n <= 0 || n > 100)
      return problems.add('sample', raw, 'is not a percentage above 0 and at most 100', fix)
    return { percent: n, seed }
  }
  if (!Number.isSafeInteger(n) || n < 1)
    return problems.add('sample', raw, 'is not a whole number of objects', fix)
  return { count: n, seed }
}

export function parseSubset(raw: RawInputs, problems: Problems): { rerun?: 'failed'; sample?: SampleSpec } {
  const rerun = parseEnum(problems, 'rerun', raw.rerun, ['none', 'failed'] as const)
  const seed = raw['sample-seed'] || DEFAULT_SAMPLE_SEED
  const sample = parseSample(problems, raw.sample, seed)
  if (raw['sample-seed'] && raw['sample-seed'] !== DEFAULT_SAMPLE_SEED && !raw.sample)
    problems.add(
      'sample-seed',
      raw['sample-seed'],
      'is used only with sample',
      'Set sample, or remove sample-seed.'
    )
  if (rerun === 'failed' && sample)
    problems.add(
      'sample',
      raw.sample,
      'cannot be combined with rerun: failed',
      'A rerun runs exactly the inputs without an output: remove sample, or set rerun: none.'
    )
  return {
    ...(rerun === 'failed' ? { rerun } : {}),
    ...(sample ? { sample } : {})
  }
}
