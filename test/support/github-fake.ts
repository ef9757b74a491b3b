// A loopback fake of the slice of GitHub's REST API the action calls: who am I, issue comments (list
// with per_page/page and Link headers, create, update), pull requests (listed by head label and state,
// one by number, a commit's pull requests) and commit statuses. Point GITHUB_API_URL at `url`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export interface FakeUser {
  login: string
  type: 'User' | 'Bot'
}

export interface FakeComment {
  id: number
  body: string
  user: FakeUser
  html_url: string
  issue_url: string
  created_at: string
  updated_at: string
}

export interface TokenInfo {
  user: FakeUser
  /** An app installation token (GITHUB_TOKEN): GET /user answers 403. */
  installation?: boolean
  /** A fork's pull request token: writes answer 403. */
  readOnly?: boolean
}

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  body?: unknown
}

/** A pull request as the fake keeps it: its head is `repo`'s branch `ref` at `sha`. */
export interface FakePull {
  number: number
  state: 'open' | 'closed'
  head: { sha: string; ref: string; repo: string }
}

export interface FakeStatus {
  repo: string
  sha: string
  state: string
  context: string
  description?: string
  target_url?: string
}

export const BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' }

export class GitHubFake {
  url = ''
  readonly requests: RecordedRequest[] = []
  private readonly tokens = new Map<string, TokenInfo>()
  private readonly threads = new Map<string, FakeComment[]>()
  private readonly pulls = new Map<string, FakePull[]>()
  /** Every commit status set, in order. */
  readonly statuses: FakeStatus[] = []
  private nextId = 1000
  private server?: Server

  /** Registers a token; the default one behaves like GITHUB_TOKEN. */
  addToken(token: string, info: TokenInfo): void {
    this.tokens.set(token, info)
  }

  comments(owner: string, repo: string, issue: number): FakeComment[] {
    const key = `${owner}/${repo}#${issue}`
    let list = this.threads.get(key)
    if (!list) {
      list = []
      this.threads.set(key, list)
    }
    return list
  }

  /** Seeds a comment as if someone wrote it earlier. */
  addComment(owner: string, repo: string, issue: number, user: FakeUser, body: string): FakeComment {
    const id = this.nextId++
    const now = new Date(Date.UTC(2024, 0, 1, 0, 0, id % 60)).toISOString()
    const c: FakeComment = {
      id,
      body,
      user,
      html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      issue_url: `${this.url}/repos/${owner}/${repo}/issues/${issue}`,
      created_at: now,
      updated_at: now
    }
    this.comments(owner, repo, issue).push(c)
    return c
  }

  /** Opens a pull request on `owner/repo` (its head may be in a fork). */
  addPull(owner: string, repo: string, pull: FakePull): FakePull {
    const key = `${owner}/${repo}`
    this.pulls.set(key, [...(this.pulls.get(key) ?? []), pull])
    return pull
  }

  private pullJson(base: string, p: FakePull): Record<string, unknown> {
    const [headOwner] = p.head.repo.split('/')
    return {
      number: p.number,
      state: p.state,
      html_url: `https://github.com/${base}/pull/${p.number}`,
      head: {
        sha: p.head.sha,
        ref: p.head.ref,
        label: `${headOwner}:${p.head.ref}`,
        repo: { full_name: p.head.repo, owner: { login: headOwner } }
      },
      base: { ref: 'main', repo: { full_name: base } }
    }
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(err => send(res, 500, { message: String(err) }))
    })
    await new Promise<void>(resolve => this.server!.listen(0, '127.0.0.1', resolve))
    const addr = this.server.address() as { port: number }
    this.url = `http://127.0.0.1:${addr.port}`
    return this
  }

  async close(): Promise<void> {
    await new Promise<void>(resolve => this.server?.close(() => resolve()))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', this.url)
    const text = await readBody(req)
    const body = text ? JSON.parse(text) : undefined
    const query = Object.fromEntries(u.searchParams.entries())
    this.requests.push({
      method: req.method ?? '',
      path: u.pathname,
      query,
      ...(body !== undefined ? { body } : {})
    })

    const auth = req.headers.authorization ?? ''
    const token = auth.replace(/^(token|bearer)\s+/i, '')
    const who = this.tokens.get(token)
    if (!who) return send(res, 401, { message: 'Bad credentials' })

    if (req.method === 'GET' && u.pathname === '/user') {
      if (who.installation) return send(res, 403, { message: 'Resource not accessible by integration' })
      return send(res, 200, { login: who.user.login, type: who.user.type, id: 1 })
    }

    let m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(u.pathname)
    if (m) {
      const [, owner, repo, n] = m
      const list = this.comments(owner, repo, Number(n))
      if (req.method === 'GET') {
        const perPage = Math.min(100, Number(query.per_page ?? 30))
        const page = Math.max(1, Number(query.page ?? 1))
        const last = Math.max(1, Math.ceil(list.length / perPage))
        const link = (p: number): string => {
          const next = new URL(u.pathname, this.url)
          next.searchParams.set('per_page', String(perPage))
          next.searchParams.set('page', String(p))
          return next.toString()
        }
        const rels: string[] = []
        if (page < last) rels.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`)
        if (page > 1) rels.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`)
        const headers: Record<string, string> = rels.length ? { link: rels.join(', ') } : {}
        return send(res, 200, list.slice((page - 1) * perPage, page * perPage), headers)
      }
      if (req.method === 'POST') {
        if (who.readOnly) return send(res, 403, { message: 'Resource not accessible by integration' })
        const error = checkBody(body)
        if (error) return send(res, 422, { message: 'Validation Failed', errors: [error] })
        const c = this.addComment(owner, repo, Number(n), who.user, body.body)
        return send(res, 201, c)
      }
    }

    const pulled = this.handlePulls(req.method ?? '', u.pathname, query, who, body)
    if (pulled) return send(res, pulled.status, pulled.body)

    m = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(u.pathname)
    if (m && req.method === 'PATCH') {
      const id = Number(m[3])
      const c = [...this.threads.values()].flat().find(x => x.id === id)
      if (!c) return send(res, 404, { message: 'Not Found' })
      if (who.readOnly || c.user.login !== who.user.login) {
        return send(res, 403, { message: 'Resource not accessible by integration' })
      }
      const error = checkBody(body)
      if (error) return send(res, 422, { message: 'Validation Failed', errors: [error] })
      c.body = body.body
      c.updated_at = new Date(Date.UTC(2024, 0, 2)).toISOString()
      return send(res, 200, c)
    }
    return send(res, 404, { message: 'Not Found' })
  }

  /** Pull requests and statuses; undefined for any other path. */
  private handlePulls(
    method: string,
    pathname: string,
    query: Record<string, string>,
    who: TokenInfo,
    body: unknown
  ): { status: number; body: unknown } | undefined {
    let m = /^\/repos\/([^/]+\/[^/]+)\/pulls$/.exec(pathname)
    if (m && method === 'GET') {
      const state = query.state ?? 'open'
      const list = (this.pulls.get(m[1]) ?? [])
        .filter(p => state === 'all' || p.state === state)
        // GitHub's head filter: `user:ref-name`, the head repository's owner and its branch.
        .filter(p => !query.head || `${p.head.repo.split('/')[0]}:${p.head.ref}` === query.head)
      const perPage = Math.min(100, Number(query.per_page ?? 30))
      const page = Math.max(1, Number(query.page ?? 1))
      return {
        status: 200,
        body: list.slice((page - 1) * perPage, page * perPage).map(p => this.pullJson(m![1], p))
      }
    }
    m = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/.exec(pathname)
    if (m && method === 'GET') {
      const pull = (this.pulls.get(m[1]) ?? []).find(p => p.number === Number(m![2]))
      return pull
        ? { status: 200, body: this.pullJson(m[1], pull) }
        : { status: 404, body: { message: 'Not Found' } }
    }
    // A commit's pull requests: GitHub answers [] for a fork's head commit.
    m = /^\/repos\/([^/]+\/[^/]+)\/commits\/([0-9a-f]+)\/pulls$/.exec(pathname)
    if (m && method === 'GET') {
      const list = (this.pulls.get(m[1]) ?? []).filter(p => p.head.sha === m![2] && p.head.repo === m![1])
      return { status: 200, body: list.map(p => this.pullJson(m![1], p)) }
    }
    m = /^\/repos\/([^/]+\/[^/]+)\/statuses\/([0-9a-f]+)$/.exec(pathname)
    if (m && method === 'POST') {
      if (who.readOnly) return { status: 403, body: { message: 'Resource not accessible by integration' } }
      const b = (body ?? {}) as Record<string, unknown>
      const description = typeof b.description === 'string' ? b.description : undefined
      if (typeof b.state !== 'string' || !STATES.includes(b.state))
        return {
          status: 422,
          body: { message: 'Validation Failed', errors: ['state is not included in the list'] }
        }
      if (description !== undefined && description.length > 140)
        return { status: 422, body: { message: 'Validation Failed', errors: ['description is too long'] } }
      const status: FakeStatus = {
        repo: m[1],
        sha: m[2],
        state: b.state,
        context: typeof b.context === 'string' ? b.context : 'default',
        ...(description !== undefined ? { description } : {}),
        ...(typeof b.target_url === 'string' ? { target_url: b.target_url } : {})
      }
      this.statuses.push(status)
      return { status: 201, body: { id: this.statuses.length, ...status } }
    }
    return undefined
  }
}

const STATES = ['error', 'failure', 'pending', 'success']

function checkBody(body: unknown): string | undefined {
  const b = (body as { body?: unknown })?.body
  if (typeof b !== 'string' || b === '') return 'body is required'
  if (b.length > 65536) return 'body is too long (maximum is 65536 characters)'
  return undefined
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', c => chunks.push(c as Buffer))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}
