// mode: publish: a summary a pull request's run wrote (a fork's, whose token may not comment) posted on
// that pull request from a trusted workflow_run workflow, with a commit status on its head commit. The
// file is untrusted data: the pull request and the commit come from the event, never from it; its
// figures are published as reported, and the gates are this step's own. No transform, no AWS call.
import { getOctokit } from '@actions/github'
import type { ActionContext } from '../../context.js'
import { InputErrors, UserError } from '../../errors.js'
import { parsePublishInputs, type PublishSpec } from '../../inputs/publish.js'
import { evaluateGates } from '../../results/evaluation/quality-gates.js'
import { accuracyOf } from '../../results/summary/run-summary.js'
import { measuredOf } from '../../results/summary/summary-from-reading.js'
import { markerKey } from '../escape.js'
import { pct } from '../format.js'
import { renderComment } from '../pr-comment.js'
import { commentMarker, upsertStickyComment } from '../sticky-comment.js'
import {
  pullRequestByNumber,
  pullRequestOfRun,
  setCommitStatus,
  type FoundPullRequest
} from './github-calls.js'
import { publishTarget, type PublishTarget } from './publish-target.js'
import { readReportedSummary, type ReportedSummary } from './reported-summary.js'

const DOWNLOAD_FIX =
  'Download the artifact of exactly the triggering run: actions/download-artifact with run-id: ${{ github.event.workflow_run.id }} (examples/fork-pr-publish.yml).'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function targetRepository(target: PublishTarget): string {
  return target.kind === 'workflow_run' ? target.run.repository : target.repository
}

/** The checks the file and the event allow before any network call. */
function checkAgainstEvent(summary: ReportedSummary, target: PublishTarget): void {
  const repository = targetRepository(target)
  if (!same(summary.repository, repository)) {
    throw new UserError(
      `summary-json: the summary was written in ${summary.repository}, not in ${repository}: it is not published here. ${DOWNLOAD_FIX}`
    )
  }
  if (target.kind === 'workflow_run' && !same(summary.revision.sha, target.run.headSha)) {
    throw new UserError(
      `summary-json: the summary evaluated commit ${summary.revision.sha}, but the run that triggered this workflow ran on ${target.run.headSha}: it is not published. ${DOWNLOAD_FIX}`
    )
  }
}

/** The line above the results: who reported them, and whose the gates are. */
function heading(target: PublishTarget, pr: number): string {
  const who =
    target.kind === 'workflow_run'
      ? `Results reported by [the pull request's own run](${encodeURI(target.run.runUrl)}), published by a workflow_run workflow`
      : `Results reported by a run of the pull request's head commit, published by hand (pull-request: ${pr})`
  return `> ${who}: the figures are as that run reported them; the gates are the publishing step's own. Pictures and the full job summary stay with that run.`
}

/** The commit status's description: the gates and the main figure, words and numbers only. */
function statusLine(summary: ReportedSummary): string {
  const failed = summary.gates.filter(g => !g.passed).length
  const parts = ['Reported by the PR run']
  if (summary.job.status !== 'Completed') parts.push(`job ${summary.job.status}`)
  if (summary.gates.length)
    parts.push(failed ? `${failed} of ${summary.gates.length} gates failed` : 'gates passed')
  const accuracy = accuracyOf(summary)
  if (accuracy !== undefined)
    parts.push(`${summary.evaluation?.kind === 'detection' ? 'mAP@0.5' : 'top-1'} ${pct(accuracy)}`)
  return parts.join('; ')
}

async function findPullRequest(
  octokit: ReturnType<typeof getOctokit>,
  target: PublishTarget,
  summary: ReportedSummary
): Promise<FoundPullRequest | undefined> {
  if (target.kind === 'workflow_run') return pullRequestOfRun(octokit, target.run)
  const pr = await pullRequestByNumber(octokit, target.repository, target.pullRequest)
  if (pr && !same(pr.headSha, summary.revision.sha)) {
    throw new UserError(
      `summary-json: the summary evaluated commit ${summary.revision.sha}, but pull request #${pr.number}'s head is ${pr.headSha}: it is not published. Give the summary of the pull request's latest run, or the pull request it evaluated.`
    )
  }
  return pr
}

function tokenOf(spec: PublishSpec, env: NodeJS.ProcessEnv): string {
  const token = spec.githubToken || env.GITHUB_TOKEN
  if (token) return token
  throw new InputErrors([
    {
      input: 'github-token',
      value: '',
      problem: 'is empty, so nothing can be published',
      fix: 'Leave github-token at its default (${{ github.token }}) with permissions: pull-requests: write, statuses: write.'
    }
  ])
}

export async function publishReported(ctx: ActionContext): Promise<void> {
  const { env, log } = ctx
  // Every check that needs no network: the inputs, the event, the file and the file against the event.
  const spec = parsePublishInputs(ctx.readInput)
  const token = tokenOf(spec, env)
  const target = publishTarget(env, spec.pullRequest)
  const summary = await readReportedSummary(spec.summaryJson)
  checkAgainstEvent(summary, target)
  if (target.kind === 'workflow_run' && target.run.event !== 'pull_request') {
    log.info(`The triggering run was a ${target.run.event} run, not a pull request's: nothing is published.`)
    return
  }
  const repository = targetRepository(target)
  const apiUrl = (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
  const octokit = getOctokit(token, { baseUrl: apiUrl })
  const pr = await findPullRequest(octokit, target, summary)
  if (!pr) {
    const which =
      target.kind === 'workflow_run'
        ? `with head ${target.run.headSha.slice(0, 7)} from ${target.run.headRepository}`
        : `#${target.pullRequest}`
    log.info(`No pull request of ${repository} ${which} (pushed again since, or gone): nothing is published.`)
    return
  }
  if (pr.state !== 'open') {
    log.info(`Pull request #${pr.number} is ${pr.state}: its results are not published.`)
    return
  }

  // The publish step's own gates, on the figures as reported.
  summary.gates = evaluateGates(spec.gates, measuredOf(summary))
  for (const g of summary.gates) log.info(`${g.passed ? 'pass' : 'FAIL'} ${g.message} (as reported)`)

  const [owner, repo] = repository.split('/')
  const top = heading(target, pr.number)
  const rc = {
    links: { runUrl: target.kind === 'workflow_run' ? target.run.runUrl : undefined },
    updatedAt: new Date(ctx.now()).toISOString()
  }
  const fitted = renderComment(summary, rc, commentMarker(spec.commentKey).length + top.length + 3)
  const posted = await upsertStickyComment({
    token,
    apiUrl,
    pr: { owner, repo, number: pr.number },
    key: spec.commentKey,
    body: `${top}\n\n${fitted.text}`
  }).catch(err => {
    const status = (err as { status?: number }).status
    throw new UserError(
      `Could not comment on pull request #${pr.number} (${status ?? 'error'}: ${(err as Error).message}). The publishing workflow needs permissions: pull-requests: write.`
    )
  })
  log.info(`Pull request #${pr.number} comment ${posted.action}: ${posted.url}`)
  ctx.outputs.set('comment-url', posted.url)

  const failedGates = summary.gates.filter(g => !g.passed).map(g => g.message)
  const passed = summary.job.status === 'Completed' && failedGates.length === 0
  await setCommitStatus(octokit, repository, pr.headSha, {
    state: passed ? 'success' : 'failure',
    context: `sagemaker-batch-transform/${markerKey(spec.commentKey)}`,
    description: statusLine(summary),
    ...(target.kind === 'workflow_run' ? { targetUrl: target.run.runUrl } : {})
  })
  log.info(`Commit status set on ${pr.headSha.slice(0, 7)}: ${passed ? 'success' : 'failure'}.`)

  if (summary.job.status !== 'Completed')
    ctx.outputs.setFailed(`The pull request's run reported its transform job ${summary.job.status}.`)
  else if (failedGates.length > 0)
    ctx.outputs.setFailed(
      `Quality gate failed on the figures the pull request's run reported:\n${failedGates.map(g => `  - ${g}`).join('\n')}`
    )
}
