// The GitHub calls of a publish step besides the sticky comment: the pull request by its head, or by
// number, and the commit status on its head commit.
import { getOctokit } from '@actions/github'
import { errorMessage, UserError } from '../../errors.js'
import type { ReportingRun } from './publish-target.js'

type Octokit = ReturnType<typeof getOctokit>

export interface FoundPullRequest {
  number: number
  state: string
  headSha: string
  headRepository: string
}

const PERMISSIONS =
  'The publishing workflow needs permissions: pull-requests: write, statuses: write (and actions: read to download the artifact).'

/** A failed call as a readable error: what was asked, GitHub's answer and, for a refusal, the fix. */
export async function githubCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    const status = (err as { status?: number }).status
    const fix = status === 403 || status === 401 ? ` ${PERMISSIONS}` : ''
    throw new UserError(`Could not ${what} (${status ?? 'error'}: ${errorMessage(err)}).${fix}`)
  }
}

function ownerRepo(repository: string): { owner: string; repo: string } {
  const [owner, repo] = repository.split('/')
  return { owner, repo }
}

interface PullLike {
  number: number
  state: string
  head: { sha: string; repo: { full_name: string } | null }
}

function found(p: PullLike): FoundPullRequest {
  return {
    number: p.number,
    state: p.state,
    headSha: p.head.sha,
    headRepository: p.head.repo?.full_name ?? ''
  }
}

/**
 * The pull request whose head is the reporting run's commit in the reporting run's head repository.
 * Listed by head label (`owner:branch`): workflow_run.pull_requests and the commit's pull requests are
 * both empty for a fork. An open one first; undefined when none has that head any more.
 */
export async function pullRequestOfRun(
  octokit: Octokit,
  run: ReportingRun
): Promise<FoundPullRequest | undefined> {
  const head = `${run.headOwner}:${run.headBranch}`
  const pulls = await githubCall(`list the pull requests of ${run.repository} with head ${head}`, () =>
    octokit.paginate(octokit.rest.pulls.list, {
      ...ownerRepo(run.repository),
      head,
      state: 'all',
      per_page: 100
    })
  )
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const matching = pulls
    .map(p => found(p as PullLike))
    .filter(p => same(p.headSha, run.headSha) && same(p.headRepository, run.headRepository))
  return matching.find(p => p.state === 'open') ?? matching[0]
}

/** A pull request named by hand; undefined when there is none of that number. */
export async function pullRequestByNumber(
  octokit: Octokit,
  repository: string,
  number: number
): Promise<FoundPullRequest | undefined> {
  try {
    const { data } = await octokit.rest.pulls.get({ ...ownerRepo(repository), pull_number: number })
    return found(data as PullLike)
  } catch (err) {
    if ((err as { status?: number }).status === 404) return undefined
    return githubCall(`read pull request #${number} of ${repository}`, () => Promise.reject(err))
  }
}

export interface CommitStatus {
  state: 'success' | 'failure'
  context: string
  /** At most 140 characters (GitHub's limit). */
  description: string
  targetUrl?: string
}

export async function setCommitStatus(
  octokit: Octokit,
  repository: string,
  sha: string,
  status: CommitStatus
): Promise<void> {
  await githubCall(`set the commit status ${status.context} on ${sha.slice(0, 7)}`, () =>
    octokit.rest.repos.createCommitStatus({
      ...ownerRepo(repository),
      sha,
      state: status.state,
      context: status.context,
      description: status.description.slice(0, 140),
      ...(status.targetUrl ? { target_url: status.targetUrl } : {})
    })
  )
}
