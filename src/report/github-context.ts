// Where the run is: the repository, the pull request (from the event payload) and the run's page.
// Read from the environment the runner sets, not from @actions/github's import-time context.
import { readFileSync } from 'node:fs'

export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

export interface RunContext {
  /** owner/name of the repository the workflow runs in (a fork's pull request: the base repository). */
  repository?: string
  pullRequest?: PullRequestRef
  /** The pull request's head is in another repository (its token is read-only). */
  fromFork?: boolean
  eventName?: string
  apiUrl: string
  runUrl?: string
  /** The commit evaluated: a pull request's head (GITHUB_SHA is its merge commit), else GITHUB_SHA. */
  sha?: string
  /** The branch or pull-request head ref. */
  ref?: string
  /** Why there is no pull request, in words. */
  noPullRequest?: string
}

function repoOf(
  env: NodeJS.ProcessEnv,
  payload: Record<string, unknown>
): { owner: string; repo: string } | undefined {
  const full = env.GITHUB_REPOSITORY
  if (full && full.includes('/')) {
    const [owner, repo] = full.split('/')
    return { owner, repo }
  }
  const r = payload.repository as { name?: string; owner?: { login?: string } } | undefined
  if (r?.name && r.owner?.login) return { owner: r.owner.login, repo: r.name }
  return undefined
}

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')
  const runUrl =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined
  const ctx: RunContext = {
    apiUrl,
    eventName: env.GITHUB_EVENT_NAME,
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(runUrl ? { runUrl } : {}),
    ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
    ...(env.GITHUB_REF ? { ref: env.GITHUB_REF } : {})
  }
  let payload: Record<string, unknown> = {}
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>
    } catch {
      return { ...ctx, noPullRequest: 'the event payload could not be read' }
    }
  } else {
    return { ...ctx, noPullRequest: 'not running in GitHub Actions (no GITHUB_EVENT_PATH)' }
  }
  const pr = payload.pull_request as
    | {
        number?: number
        head?: { sha?: string; ref?: string; repo?: { full_name?: string } }
        base?: { repo?: { full_name?: string } }
      }
    | undefined
  if (typeof pr?.head?.sha === 'string') ctx.sha = pr.head.sha
  if (typeof pr?.head?.ref === 'string') ctx.ref = pr.head.ref
  const issue = payload.issue as { number?: number; pull_request?: unknown } | undefined
  const number = pr?.number ?? (issue?.pull_request ? issue.number : undefined)
  const repo = repoOf(env, payload)
  if (typeof number !== 'number' || !repo) {
    return {
      ...ctx,
      noPullRequest: `the ${env.GITHUB_EVENT_NAME ?? 'current'} event is not about a pull request`
    }
  }
  const head = pr?.head?.repo?.full_name
  const base = pr?.base?.repo?.full_name
  return { ...ctx, pullRequest: { ...repo, number }, fromFork: Boolean(head && base && head !== base) }
}
