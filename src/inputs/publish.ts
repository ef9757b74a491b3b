// `mode: publish`'s inputs: the summary a pull request's run wrote, the comment, the gates and (outside
// a workflow_run event) the pull request. Every input of a transform is refused: nothing is transformed,
// and an input that would be ignored is a mistake the user should hear about. No I/O.
import { InputErrors } from '../errors.js'
import { hiddenValue, shownKeys } from '../redact.js'
import type { GateThresholds, InputReader } from '../spec.js'
import { INPUT_NAMES, PUBLISH, PUBLISH_ALSO, type InputName } from './names.js'
import { inActionOrder, readInputs } from './parse-inputs.js'
import { Problems } from './problems.js'
import { parseCommentKey } from './report.js'
import { hasControlChars, parseFraction, parseInteger } from './values.js'

export interface PublishSpec {
  /** The downloaded `_summary.json` (untrusted: read by src/report/publish/reported-summary.ts). */
  summaryJson: string
  /** Re-publishing by hand: the pull request named by the user, outside a workflow_run event. */
  pullRequest?: number
  githubToken?: string
  commentKey: string
  /** The publish step's own gates, applied to the figures the summary reports. */
  gates: GateThresholds
}

/** action.yml's defaults of the inputs publish does not read: a value equal to its default was not given. */
export const TRANSFORM_DEFAULTS: Partial<Record<InputName, string>> = {
  'data-type': 'S3Prefix',
  'compression-type': 'None',
  'split-type': 'None',
  'join-source': 'None',
  rerun: 'none',
  'sample-seed': '0',
  'cache-max-age': '30',
  'cache-write': 'true',
  'assemble-with': 'None',
  'instance-count': '1',
  'invocation-timeout': '600',
  'invocation-retries': '3',
  'network-isolation': 'false',
  wait: 'true',
  logs: 'false',
  'utilization-wait': '0',
  'local-install-requirements': 'true',
  'local-server': 'auto',
  'role-session-name': 'GitHubActions',
  'role-duration-seconds': '3600',
  'output-format': 'auto',
  'score-threshold': '0.5',
  'stop-early': 'true',
  'price-per-hour': 'auto',
  comment: 'auto',
  'detection-images': '8',
  approval: 'gates'
}

/** Inputs that may hold a secret: only their keys or length are shown. */
const SECRET_LIKE: readonly string[] = ['env', 'model-env', 'tags', 'http-proxy', 'local-serve-command']

const READ: readonly string[] = [...PUBLISH, ...PUBLISH_ALSO]

function shown(name: string, value: string): string {
  if (!SECRET_LIKE.includes(name)) return value
  return name === 'http-proxy' || name === 'local-serve-command' ? hiddenValue(value) : shownKeys(value)
}

export function parsePublishInputs(read: InputReader): PublishSpec {
  const raw = readInputs(read)
  const problems = new Problems()
  for (const name of INPUT_NAMES) {
    const value = raw[name]
    if (READ.includes(name) || value === '' || value === TRANSFORM_DEFAULTS[name]) continue
    problems.add(
      name,
      shown(name, value),
      'is not used with mode: publish, which only publishes a summary another run wrote',
      `Remove ${name} from the publish step (it belongs to the step that ran the transform).`
    )
  }
  const summaryJson = raw['summary-json']
  if (summaryJson === '') {
    problems.add(
      'summary-json',
      '',
      'is required with mode: publish',
      "Give the path of the _summary.json the pull request's run uploaded, downloaded with actions/download-artifact (run-id: ${{ github.event.workflow_run.id }}); see examples/fork-pr-publish.yml."
    )
  } else if (hasControlChars(summaryJson)) {
    problems.add('summary-json', summaryJson, 'holds control characters', 'Give a plain file path.')
  }
  const pullRequest = parseInteger(problems, 'pull-request', raw['pull-request'], { min: 1 })
  const spec: PublishSpec = {
    summaryJson,
    ...(pullRequest !== undefined ? { pullRequest } : {}),
    ...(raw['github-token'] ? { githubToken: raw['github-token'] } : {}),
    commentKey: parseCommentKey(problems, raw['comment-key']),
    gates: {
      minAccuracy: parseFraction(problems, 'min-accuracy', raw['min-accuracy']),
      minAgreement: parseFraction(problems, 'min-agreement', raw['min-agreement']),
      maxFailedObjects: parseInteger(problems, 'max-failed-objects', raw['max-failed-objects'], { min: 0 })
    }
  }
  if (problems.list.length > 0) throw new InputErrors(inActionOrder(problems.list))
  return spec
}
