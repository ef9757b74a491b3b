// Which pull request and commit a publish step may write to, from what GitHub itself says: the
// workflow_run event's payload (GITHUB_EVENT_PATH), or by hand the `pull-request` input. Never from the
// summary, whose every field the pull request's author could have written.
import { readFileSync } from 'node:fs'
import { InputErrors, UserError } from '../../errors.js'
import { COMMIT, REPOSITORY } from './summary-schema.js'

/** The run that reported the summary, as the workflow_run event names it. */
export interface ReportingRun {
  /** owner/name of the base repository (where the pull request, comment and status are). */
  repository: string
  headSha: string
  /** The head repository's owner and branch: the pull request's head label is `owner:branch`. */
  headOwner: string
  headBranch: string
  /** owner/name of the head repository (a fork's own). */
  headRepository: string
  /** What triggered it: only a pull_request run has a pull request to publish on. */
  event: string
  runUrl: string
}

export type PublishTarget =
  | { kind: 'workflow_run'; run: ReportingRun }
  /** Re-publishing by hand: the pull request named; its head commit is checked against the summary. */
  | { kind: 'by-hand'; repository: string; pullRequest: number }

function eventPayload(env: NodeJS.ProcessEnv): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as Record<string, unknown>
  } catch {
    throw new UserError(
      'mode: publish: the workflow_run event payload (GITHUB_EVENT_PATH) could not be read. Run it as a step of a workflow on: workflow_run.'
    )
  }
}

function field(value: unknown, re: RegExp): string | undefined {
  return typeof value === 'string' && re.test(value) ? value : undefined
}

/** The reporting run from a workflow_run payload; the payload is GitHub's, but its shape is checked. */
function reportingRun(env: NodeJS.ProcessEnv): ReportingRun {
  const run = eventPayload(env).workflow_run as Record<string, unknown> | undefined
  const head = run?.head_repository as { full_name?: unknown; owner?: { login?: unknown } } | undefined
  const base = run?.repository as { full_name?: unknown } | undefined
  const id = run?.id
  const found = {
    repository: field(base?.full_name, REPOSITORY),
    headSha: field(run?.head_sha, COMMIT),
    headOwner: field(head?.owner?.login, /^[A-Za-z0-9-]{1,39}$/),
    headBranch: field(run?.head_branch, /^[^\s:~^?*[\\]{1,255}$/),
    headRepository: field(head?.full_name, REPOSITORY),
    event: field(run?.event, /^[a-z_]{1,50}$/)
  }
  const missing = Object.entries(found).filter(([, v]) => v === undefined)
  if (missing.length > 0 || typeof id !== 'number' || !Number.isSafeInteger(id)) {
    throw new UserError(
      `mode: publish: the workflow_run event lacks ${[...missing.map(([k]) => k), ...(typeof id === 'number' ? [] : ['id'])].join(', ')}. Run it from a workflow on: workflow_run (types: [completed]).`
    )
  }
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  return {
    ...(found as Omit<ReportingRun, 'runUrl'>),
    runUrl: `${server}/${found.repository}/actions/runs/${id}`
  }
}

/** Where to publish; refused before any network call when the event and the inputs do not say. */
export function publishTarget(env: NodeJS.ProcessEnv, pullRequest: number | undefined): PublishTarget {
  const event = env.GITHUB_EVENT_NAME ?? ''
  if (event === 'workflow_run') {
    if (pullRequest !== undefined) {
      throw new InputErrors([
        {
          input: 'pull-request',
          value: String(pullRequest),
          problem: 'is not used in a workflow_run event, whose pull request is found from the event itself',
          fix: 'Remove pull-request (it is only for re-publishing by hand, outside workflow_run).'
        }
      ])
    }
    return { kind: 'workflow_run', run: reportingRun(env) }
  }
  if (pullRequest === undefined) {
    throw new InputErrors([
      {
        input: 'pull-request',
        value: '',
        problem: `is required outside a workflow_run event (this run's event is ${event || 'unknown'})`,
        fix: "Run mode: publish in a workflow on: workflow_run (examples/fork-pr-publish.yml), or give pull-request: <number> to re-publish a summary of that pull request's head commit by hand."
      }
    ])
  }
  const repository = field(env.GITHUB_REPOSITORY, REPOSITORY)
  if (!repository)
    throw new UserError('mode: publish: GITHUB_REPOSITORY is not set, so no pull request can be found.')
  return { kind: 'by-hand', repository, pullRequest }
}
