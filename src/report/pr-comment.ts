// The pull-request comment: its Markdown (the short report, fitted under GitHub's 65,536 characters)
// and whether and how it is posted (src/report/sticky-comment.ts keeps one comment per key).
import type { Logger } from '../context.js'
import { errorMessage } from '../errors.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import type { ReportSpec } from '../spec.js'
import { characters, fitSections, type Fitted } from './fit.js'
import type { RunContext } from './github-context.js'
import { renderSections } from './render-sections.js'
import { COMMENT_OPTIONS, type RenderContext } from './sections/section.js'

/** GitHub rejects comment bodies over 65,536 characters. */
const COMMENT_LIMIT_CHARS = 65_536

/** The comment body after the marker line; `reserve` characters are kept free for the marker. */
export function renderComment(
  s: RunSummary,
  c: RenderContext,
  reserve: number,
  limit = COMMENT_LIMIT_CHARS
): Fitted {
  return fitSections(renderSections(s, { ...COMMENT_OPTIONS, ...c }), limit - reserve, characters)
}

const FORK_READ_ONLY = 'the pull request comes from a fork, whose token is read-only'

/** Why no comment is posted (logged as a warning with `comment: always`), or undefined to post one. */
function skipReason(report: ReportSpec, run: RunContext, token: string | undefined): string | undefined {
  if (!run.pullRequest) return run.noPullRequest ?? 'no pull request'
  // A fork's pull_request token is read-only (pull_request_target gets a writable one).
  if (report.comment === 'auto' && run.fromFork && run.eventName === 'pull_request') return FORK_READ_ONLY
  if (!token) return 'no github-token'
  return undefined
}

/** The comment's URL ('' when none was posted), and whether the run's token may not comment. */
export interface PostedComment {
  url: string
  /** A fork's pull_request run: its results reach the pull request only through mode: publish. */
  readOnly: boolean
}

/** Posts or updates the sticky comment (never a failure). */
export async function postComment(
  report: ReportSpec,
  s: RunSummary,
  run: RunContext,
  rc: RenderContext,
  env: NodeJS.ProcessEnv,
  log: Logger
): Promise<PostedComment> {
  const none = { url: '', readOnly: false }
  if (report.comment === 'never') return none
  const token = report.githubToken || env.GITHUB_TOKEN
  const skip = skipReason(report, run, token)
  if (skip || !run.pullRequest || !token) {
    const line = `No pull request comment: ${skip}. The job summary has the results.`
    if (report.comment === 'always') log.warning(line)
    else log.info(line)
    return { url: '', readOnly: skip === FORK_READ_ONLY }
  }
  // Loaded only when a comment is posted: the GitHub client is large.
  const { commentMarker, upsertStickyComment } = await import('./sticky-comment.js')
  const marker = commentMarker(report.commentKey)
  const fitted = renderComment(s, rc, marker.length + 1)
  try {
    const res = await upsertStickyComment({
      token,
      apiUrl: run.apiUrl,
      pr: run.pullRequest,
      key: report.commentKey,
      body: fitted.text
    })
    log.info(`Pull request comment ${res.action}: ${res.url}`)
    return { url: res.url, readOnly: false }
  } catch (err) {
    const status = (err as { status?: number }).status
    const why =
      status === 403
        ? 'the token may not write to this pull request (a fork gets a read-only token)'
        : errorMessage(err)
    log.warning(
      `Could not comment on pull request #${run.pullRequest.number} (${status ?? 'error'}: ${why}). The job summary has the results.`
    )
    return { url: '', readOnly: status === 403 }
  }
}
