// Resource inputs: instance type and count, KMS, concurrency, payload, strategy, job env, client config.
import { TRANSFORM_INSTANCE_TYPES } from '../contract/images.js'
import type { BatchStrategy, Mode, ResourceSpec } from '../spec.js'
import {
  INSTANCE_COUNT_MAX,
  INVOCATION_RETRIES,
  INVOCATION_TIMEOUT,
  KMS_KEY_MAX,
  KMS_KEY_PATTERN,
  MAX_PAYLOAD_MB,
  mostConcurrentFor,
  PAYLOAD_TIMES_CONCURRENCY_MAX,
  TRANSFORM_ENV
} from '../contract/limits.js'
import { localInstanceType } from './mode.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { checkEnvironment, parseEnum, parseInteger, parseKeyValues } from './values.js'

const STRATEGIES: readonly BatchStrategy[] = ['SingleRecord', 'MultiRecord']

export function checkKmsKey(problems: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  if (raw.length > KMS_KEY_MAX || !KMS_KEY_PATTERN.test(raw)) {
    return problems.add(
      name,
      raw,
      'is not a KMS key id or ARN',
      'Use a key id, alias/name, or arn:aws:kms:... ARN.'
    )
  }
  return raw
}

function familyOf(type: string): string {
  return type.split('.').slice(0, 2).join('.')
}

function parseInstanceType(problems: Problems, raw: string, mode: Mode, attach: boolean): string | undefined {
  if (raw === '') {
    if (mode === 'local') return 'local'
    // The attached job's own type is reported.
    if (attach) return undefined
    return problems.add(
      'instance-type',
      '',
      'is required',
      'Set an instance type such as ml.m5.xlarge or ml.g4dn.xlarge.'
    )
  }
  const local = localInstanceType(raw)
  if (local) return local
  const type = raw.toLowerCase()
  if (TRANSFORM_INSTANCE_TYPES.includes(type)) return type
  const family = familyOf(type)
  const sizes = TRANSFORM_INSTANCE_TYPES.filter(t => familyOf(t) === family)
  const fix =
    sizes.length > 0
      ? `Batch transform offers these ${family} sizes: ${sizes.join(', ')}.`
      : `Use a batch transform instance type (families: ${[...new Set(TRANSFORM_INSTANCE_TYPES.map(familyOf))].join(', ')}), or local / local_gpu.`
  return problems.add('instance-type', raw, 'is not an instance type batch transform offers', fix)
}

function parseMaxPayload(problems: Problems, raw: string): number | 'auto' | undefined {
  if (raw.toLowerCase() === 'auto') return 'auto'
  if (raw !== '' && !/^[+-]?\d+$/.test(raw)) {
    return problems.add(
      'max-payload',
      raw,
      'is neither a whole number of MB nor auto',
      `Use 0-${MAX_PAYLOAD_MB} (MB) or auto.`
    )
  }
  return parseInteger(problems, 'max-payload', raw, { min: 0, max: MAX_PAYLOAD_MB })
}

export function parseResources(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  { attach = false }: { attach?: boolean } = {}
): ResourceSpec {
  const maxConcurrentTransforms = parseInteger(
    problems,
    'max-concurrent-transforms',
    raw['max-concurrent-transforms'],
    {
      min: 0
    }
  )
  const maxPayloadMB = parseMaxPayload(problems, raw['max-payload'])
  if (
    typeof maxPayloadMB === 'number' &&
    maxConcurrentTransforms !== undefined &&
    maxConcurrentTransforms > mostConcurrentFor(maxPayloadMB)
  ) {
    problems.add(
      'max-payload, max-concurrent-transforms',
      `${maxPayloadMB} x ${maxConcurrentTransforms}`,
      `multiply to ${maxPayloadMB * maxConcurrentTransforms} MB, over SageMaker's limit of ${PAYLOAD_TIMES_CONCURRENCY_MAX}`,
      `Lower one of them so that max-payload x max-concurrent-transforms <= ${PAYLOAD_TIMES_CONCURRENCY_MAX}.`
    )
  }
  const env = checkEnvironment(problems, 'env', parseKeyValues(problems, 'env', raw.env), TRANSFORM_ENV)

  return {
    instanceType: parseInstanceType(problems, raw['instance-type'], mode, attach) ?? '',
    instanceCount:
      parseInteger(problems, 'instance-count', raw['instance-count'], { min: 1, max: INSTANCE_COUNT_MAX }) ??
      1,
    volumeKmsKey: checkKmsKey(problems, 'volume-kms-key', raw['volume-kms-key']),
    maxConcurrentTransforms,
    maxPayloadMB,
    strategy: parseEnum(problems, 'strategy', raw.strategy, STRATEGIES),
    env,
    invocationTimeoutSeconds:
      parseInteger(problems, 'invocation-timeout', raw['invocation-timeout'], INVOCATION_TIMEOUT) ??
      INVOCATION_TIMEOUT.default,
    invocationRetries:
      parseInteger(problems, 'invocation-retries', raw['invocation-retries'], INVOCATION_RETRIES) ??
      INVOCATION_RETRIES.default
  }
}
