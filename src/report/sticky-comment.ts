// The sticky pull-request comment: one comment per `comment-key`, found by a hidden marker among the
// comments written by the token's own user, updated in place on every run.
import { getOctokit } from '@actions/github'
import { markerKey } from './escape.js'
import type { PullRequestRef } from './github-context.js'

/** GITHUB_TOKEN is an app installation token: it cannot call GET /user and writes as this bot. */
const ACTIONS_BOT = 'github-actions[bot]'

export function commentMarker(key: string): string {
  return `<!-- sagemaker-batch-transform:${markerKey(key)} -->`
}

type Octokit = ReturnType<typeof getOctokit>

interface StickyCommentParams {
  token: string
  apiUrl: string
  pr: PullRequestRef
  key: string
  /** The body without the marker; the marker is put first. */
  body: string
}

interface StickyCommentResult {
  url: string
  action: 'created' | 'updated'
}

async function whoAmI(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated()
    return data.login
  } catch (err) {
    const status = (err as { status?: number }).status
    if (status === 403 || status === 401 || status === 404) return ACTIONS_BOT
    throw err
  }
}

async function findComment(
  octokit: Octokit,
  pr: PullRequestRef,
  marker: string,
  author: string
): Promise<{ id: number; url: string } | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: pr.owner,
    repo: pr.repo,
    issue_number: pr.number,
    per_page: 100
  })
  for await (const page of pages) {
    for (const c of page.data) {
      if (c.user?.login === author && typeof c.body === 'string' && c.body.includes(marker)) {
        return { id: c.id, url: c.html_url }
      }
    }
  }
  return undefined
}

export async function upsertStickyComment(p: StickyCommentParams): Promise<StickyCommentResult> {
  const octokit = getOctokit(p.token, { baseUrl: p.apiUrl })
  const marker = commentMarker(p.key)
  const body = `${marker}\n${p.body}`
  const author = await whoAmI(octokit)
  const existing = await findComment(octokit, p.pr, marker, author)
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({
      owner: p.pr.owner,
      repo: p.pr.repo,
      comment_id: existing.id,
      body
    })
    return { url: data.html_url, action: 'updated' }
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: p.pr.owner,
    repo: p.pr.repo,
    issue_number: p.pr.number,
    body
  })
  return { url: data.html_url, action: 'created' }
}
