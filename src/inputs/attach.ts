// `attach`: wait for an existing transform job and report on it. The job is already defined, so the
// inputs that define a job could not change it and are refused rather than ignored; `data` (with its
// `data-type`) and `output-path` may stay (a collect step can name them for clarity): the backend checks
// them against the job once it has described it.
import type { ModelSpec } from '../spec.js'
import {
  DATA_FORMAT,
  JOB_RESOURCES,
  MODEL_NETWORK,
  MODEL_SETTINGS,
  MODEL_SOURCES,
  OUTPUT_FORMAT,
  PART_OF_DATA,
  type InputName,
  type RawInputs
} from './names.js'
import type { Problems } from './problems.js'
import { shownKeys } from '../redact.js'

/** Lists whose values may be secrets: only their keys are shown. */
const KEYED: InputName[] = ['model-env', 'env', 'tags']

interface Defines {
  inputs: InputName[]
  /** Values that ask for nothing (besides ''): the defaults action.yml fills in. */
  inert?: Partial<Record<InputName, string>>
  why: string
}

const DEFINES_JOB: readonly Defines[] = [
  {
    inputs: [...MODEL_SOURCES, ...MODEL_SETTINGS, ...MODEL_NETWORK],
    inert: { 'network-isolation': 'false' },
    why: 'already runs its model'
  },
  {
    inputs: [...DATA_FORMAT, ...OUTPUT_FORMAT],
    inert: {
      'compression-type': 'none',
      'split-type': 'none',
      'join-source': 'none',
      'assemble-with': 'none'
    },
    why: 'already reads and writes its data its own way'
  },
  {
    inputs: [...JOB_RESOURCES, 'tags'],
    inert: { 'instance-count': '1', 'invocation-timeout': '600', 'invocation-retries': '3' },
    why: 'already runs on its own instances and settings'
  },
  {
    inputs: [...PART_OF_DATA],
    inert: { rerun: 'none', 'sample-seed': '0' },
    why: 'is reported as it ran; rerun and sample make a new job over part of the input'
  },
  { inputs: ['job-name'], why: 'is named by attach (the job-name output repeats it)' }
]

/**
 * Records a problem for each input given with `attach` that only a new job could use, and returns
 * those inputs: they are refused, so nothing else reads them (one problem per input).
 */
export function checkAttach(raw: RawInputs, problems: Problems): InputName[] {
  const refused: InputName[] = []
  const refuse = (input: InputName, value: string, problem: string, fix: string) => {
    refused.push(input)
    problems.add(input, value, problem, fix)
  }
  for (const { inputs, inert = {}, why } of DEFINES_JOB) {
    for (const input of inputs) {
      const value = raw[input]
      if (value === '' || value.toLowerCase() === inert[input]) continue
      refuse(
        input,
        KEYED.includes(input) ? shownKeys(value) : value,
        'is not used with attach',
        `The attached job ${why}: remove ${input}, or remove attach to start a new job.`
      )
    }
  }
  // data-type says how to read `data`: alone it names nothing to compare with the job's input.
  if (raw.data === '' && raw['data-type'] !== '' && raw['data-type'].toLowerCase() !== 's3prefix')
    refuse(
      'data-type',
      raw['data-type'],
      'is not used with attach without data',
      'The attached job’s own input and its type are read: remove data-type, or give data too (both must be the job’s own).'
    )
  if (/^false$/i.test(raw.wait))
    refuse(
      'wait',
      raw.wait,
      'cannot be false with attach',
      'attach exists to wait for a job: remove wait (to start a job without waiting, remove attach).'
    )
  return refused
}

/** The model of an attached job: its own, so nothing here describes it. */
export function attachedModel(): ModelSpec {
  return { source: 'job', env: {}, vpcSubnets: [], vpcSecurityGroups: [], networkIsolation: false }
}
