// Inputs that only SageMaker acts on. A local run has no role, network, encryption key, instance fleet,
// tags, API endpoint, CloudWatch logs or metrics, so in local mode they are refused (as
// model-name and wait: false are) rather than ignored without a word.
import { UTILIZATION_WAIT_DEFAULT_S } from '../contract/limits.js'
import { shownKeys } from '../redact.js'
import type { InputName, RawInputs } from './names.js'
import type { Problems } from './problems.js'

interface SageMakerOnly {
  input: InputName
  /** Values that ask for nothing (besides ''), e.g. a boolean's default `false`. */
  inert?: string[]
  /** What SageMaker does with it. */
  what: string
  /** Used in local mode too when `register` is set: the model registry is SageMaker's. */
  registry?: true
}

const FALSE = ['false', 'False', 'FALSE']

const SAGEMAKER_ONLY: readonly SageMakerOnly[] = [
  { input: 'role', what: 'the execution role SageMaker assumes' },
  { input: 'volume-kms-key', what: 'the key of the instances’ storage volumes' },
  { input: 'output-kms-key', what: 'the key SageMaker encrypts the .out objects with' },
  { input: 'instance-count', inert: ['1'], what: 'how many instances share the inputs' },
  { input: 'vpc-subnets', what: 'the VPC the model container runs in' },
  { input: 'vpc-security-groups', what: 'the VPC the model container runs in' },
  { input: 'network-isolation', inert: FALSE, what: 'the container’s network isolation' },
  { input: 'tags', what: 'the tags of the model and the job', registry: true },
  { input: 'sagemaker-endpoint', what: 'the SageMaker API endpoint', registry: true },
  { input: 'pricing-endpoint', what: 'the Price List API endpoint' },
  { input: 'max-cost', what: 'a budget for the instances’ time' },
  { input: 'logs', inert: FALSE, what: 'the job’s CloudWatch logs' },
  {
    input: 'utilization-wait',
    inert: [String(UTILIZATION_WAIT_DEFAULT_S)],
    what: 'the wait for the instances’ CloudWatch figures'
  },
  { input: 'attach', what: 'an existing transform job to wait for and report on' }
]

export function checkSageMakerOnly(raw: RawInputs, problems: Problems): void {
  for (const { input, inert = [], what, registry } of SAGEMAKER_ONLY) {
    const value = raw[input]
    if (value === '' || inert.includes(value) || (registry && raw.register !== '')) continue
    // tags may hold secrets: only the keys are shown.
    const shown = input === 'tags' ? shownKeys(value) : value
    problems.add(
      input,
      shown,
      `is used only in sagemaker mode (${what}); local mode would ignore it`,
      `Remove ${input} for local mode, or set mode: sagemaker.`
    )
  }
}
