// Control inputs: job name, attach, waiting, deadline, region, endpoints, logs, the utilization wait, tags and the local model server.
import type { ControlSpec, LocalServerChoice, Mode } from '../spec.js'
import {
  NAME_MAX,
  NAME_PATTERN,
  TIMEOUT_MINUTES_MAX,
  UTILIZATION_WAIT_DEFAULT_S,
  UTILIZATION_WAIT_MAX_S
} from '../contract/limits.js'
import type { RawInputs } from './names.js'
import { shownCommand } from '../redact.js'
import { maskedProxy, parseProxyUrl } from '../proxy-url.js'
import type { Problems } from './problems.js'
import { parseTags } from './tags.js'
import { parseBool, parseEnum, parseInteger } from './values.js'

const REGION_PATTERN = /^[a-z]{2}(-[a-z]+)+-\d+$/
const LOCAL_SERVERS = ['auto', 'docker', 'command', 'reference'] as const

/** A SageMaker job or model name (TransformJobName / ModelName). */
export function checkName(problems: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  if (raw.length > NAME_MAX) {
    return problems.add(name, raw, `is ${raw.length} characters long`, `Use at most ${NAME_MAX} characters.`)
  }
  if (!NAME_PATTERN.test(raw)) {
    return problems.add(
      name,
      raw,
      'is not a valid SageMaker name',
      'Use letters, digits and hyphens, starting and ending with a letter or digit.'
    )
  }
  return raw
}

function parseEndpoint(problems: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return problems.add(name, raw, 'is not an http(s) URL', 'Use a URL such as https://s3.example.com:9000.')
  }
  return raw
}

/** `http-proxy`: a proxy URL, shown without its password when refused. */
function parseProxy(problems: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  if (parseProxyUrl(raw)) return raw
  return problems.add(
    'http-proxy',
    maskedProxy(raw),
    'is not a proxy URL',
    'Use http://host:port, with credentials as http://user:password@host:port (special characters percent-encoded).'
  )
}

/** `region`, else the region the environment names; required in sagemaker mode. */
function parseRegion(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  env: NodeJS.ProcessEnv
): string | undefined {
  const regionRaw = raw.region || env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || ''
  if (regionRaw === '') {
    if (mode === 'sagemaker') {
      problems.add(
        'region',
        '',
        'is required in sagemaker mode',
        'Set region, or AWS_REGION (aws-actions/configure-aws-credentials sets it).'
      )
    }
    return undefined
  }
  if (!REGION_PATTERN.test(regionRaw)) {
    const source = raw.region
      ? 'region'
      : env.AWS_REGION?.trim()
        ? 'region (from AWS_REGION)'
        : 'region (from AWS_DEFAULT_REGION)'
    problems.add(
      source,
      regionRaw,
      'is not an AWS region name',
      'Use a region such as us-east-1 or eu-west-1.'
    )
    return undefined
  }
  return regionRaw
}

export function parseControl(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  env: NodeJS.ProcessEnv
): ControlSpec {
  const wait = parseBool(problems, 'wait', raw.wait, true)
  if (!wait && mode === 'local') {
    problems.add(
      'wait',
      raw.wait,
      'cannot be false in local mode',
      'The transform runs inside this step: remove wait or set it to true.'
    )
  }
  const timeoutMinutes = parseInteger(problems, 'timeout-minutes', raw['timeout-minutes'], {
    min: 1,
    max: TIMEOUT_MINUTES_MAX
  })
  if (timeoutMinutes !== undefined && !wait) {
    problems.add(
      'timeout-minutes',
      raw['timeout-minutes'],
      'needs wait: true',
      'Remove timeout-minutes, or set wait: true so the deadline is watched.'
    )
  }

  const region = parseRegion(raw, problems, mode, env)

  const settings = {
    jobName: checkName(problems, 'job-name', raw['job-name']),
    timeoutMinutes,
    s3Endpoint: parseEndpoint(problems, 's3-endpoint', raw['s3-endpoint']),
    sagemakerEndpoint: parseEndpoint(problems, 'sagemaker-endpoint', raw['sagemaker-endpoint']),
    pricingEndpoint: parseEndpoint(problems, 'pricing-endpoint', raw['pricing-endpoint']),
    httpProxy: parseProxy(problems, raw['http-proxy']),
    logs: parseBool(problems, 'logs', raw.logs, false),
    utilizationWaitSeconds:
      parseInteger(problems, 'utilization-wait', raw['utilization-wait'], {
        min: 0,
        max: UTILIZATION_WAIT_MAX_S
      }) ?? UTILIZATION_WAIT_DEFAULT_S,
    tags: parseTags(problems, raw.tags)
  }
  const localServer = parseEnum(problems, 'local-server', raw['local-server'], LOCAL_SERVERS) ?? 'auto'
  if (mode === 'sagemaker') {
    for (const name of ['local-serve-command', 'local-python'] as const) {
      const shown = name === 'local-serve-command' ? shownCommand(raw[name]) : raw[name]
      if (raw[name])
        problems.add(name, shown, 'is used only in local mode', `Remove ${name}, or set mode: local.`)
    }
    if (localServer !== 'auto') {
      problems.add(
        'local-server',
        raw['local-server'],
        'is used only in local mode',
        'Remove local-server, or set mode: local.'
      )
    }
    const attach = checkName(problems, 'attach', raw.attach)
    return { mode, wait, region: region ?? '', ...settings, ...(attach ? { attach } : {}) }
  }
  return { mode, wait: true, region, ...settings, ...parseLocalServer(raw, problems, localServer) }
}

/** `local-server` with the inputs that belong to it; `auto` with a command means the command. */
function parseLocalServer(
  raw: RawInputs,
  problems: Problems,
  given: (typeof LOCAL_SERVERS)[number]
): LocalServerChoice {
  const localServeCommand = raw['local-serve-command'] || undefined
  const localPython = raw['local-python'] || undefined
  const localInstallRequirements = parseBool(
    problems,
    'local-install-requirements',
    raw['local-install-requirements'] ?? '',
    true
  )
  const localServer = localServeCommand && given === 'auto' ? 'command' : given
  if (localServer === 'command' && !localServeCommand) {
    problems.add(
      'local-serve-command',
      '',
      'is required with local-server: command',
      'Give the command that starts the model server.'
    )
  }
  if (localServeCommand && localServer !== 'command') {
    problems.add(
      'local-serve-command',
      shownCommand(localServeCommand),
      `is not used with local-server: ${localServer}`,
      'Remove local-serve-command, or set local-server: command.'
    )
  }
  if (localPython && localServer !== 'auto' && localServer !== 'reference') {
    problems.add(
      'local-python',
      localPython,
      `is used only by the reference server, not with local-server: ${localServer}`,
      'Remove local-python, or set local-server: reference.'
    )
  }
  if (localServer === 'command') return { localServer, localServeCommand: localServeCommand ?? '' }
  if (localServer === 'docker') return { localServer }
  return { localServer, localPython, localInstallRequirements }
}
