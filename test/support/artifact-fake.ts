// A loopback fake of the GitHub Actions artifact service as @actions/artifact speaks to it: the results
// service's CreateArtifact and FinalizeArtifact (Twirp, JSON with proto field names) and the blob store behind the signed
// upload URL (stage blocks, commit the block list). Point ACTIONS_RESULTS_URL at `url` and set
// ACTIONS_RUNTIME_TOKEN to `runtimeToken`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/'

export interface FakeArtifact {
  id: number
  name: string
  mimeType?: string
  /** The committed bytes (a zip, or the file itself when uploaded unzipped). */
  bytes: Buffer
  finalized: boolean
}

function base64url(s: string): string {
  return Buffer.from(s).toString('base64url')
}

export class ArtifactServiceFake {
  url = ''
  readonly artifacts: FakeArtifact[] = []
  /** Artifact names CreateArtifact refuses (400, which the client does not retry). */
  readonly refuse = new Set<string>()
  /** An unsigned token carrying the run's and job's backend ids, as the runner's does. */
  readonly runtimeToken = `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(
    JSON.stringify({ scp: 'Actions.GenericRead Actions.Results:run-1:job-1' })
  )}.`
  private readonly blocks = new Map<string, Map<string, Buffer>>()
  private nextId = 7
  private server?: Server

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => this.handle(req, Buffer.concat(chunks), res))
    })
    await new Promise<void>(resolve => this.server!.listen(0, '127.0.0.1', resolve))
    const address = this.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    this.url = `http://127.0.0.1:${address.port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>(resolve => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  private handle(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url)
    if (req.method === 'POST' && url.pathname.startsWith(SERVICE)) {
      const message = JSON.parse(body.toString('utf8') || '{}')
      const method = url.pathname.slice(SERVICE.length)
      if (method === 'CreateArtifact' && this.refuse.has(message.name)) {
        return this.json(res, 400, { code: 'invalid_argument', msg: `refused ${message.name}` })
      }
      // As the service does: one artifact per name in a workflow run, re-run attempts included.
      if (method === 'CreateArtifact' && this.artifacts.some(a => a.name === message.name && a.finalized)) {
        return this.json(res, 409, {
          code: 'already_exists',
          msg: 'an artifact with this name already exists on the workflow run'
        })
      }
      if (method === 'CreateArtifact') {
        const artifact: FakeArtifact = {
          id: this.nextId++,
          name: message.name,
          mimeType: message.mime_type,
          bytes: Buffer.alloc(0),
          finalized: false
        }
        this.artifacts.push(artifact)
        const blob = `${this.url}/devstoreaccount1/artifacts/${artifact.id}?sig=fake`
        return this.json(res, 200, { ok: true, signedUploadUrl: blob })
      }
      if (method === 'FinalizeArtifact') {
        const artifact = this.artifacts.find(a => a.name === message.name && !a.finalized)
        if (!artifact) return this.json(res, 404, { code: 'not_found', msg: 'no such artifact' })
        artifact.finalized = true
        return this.json(res, 200, { ok: true, artifactId: String(artifact.id) })
      }
      return this.json(res, 404, { code: 'bad_route', msg: method })
    }
    const blob = /^\/devstoreaccount1\/artifacts\/(\d+)$/.exec(url.pathname)
    const artifact = blob && this.artifacts.find(a => a.id === Number(blob[1]))
    if (req.method === 'PUT' && artifact) {
      const headers = {
        etag: '"0x1"',
        'last-modified': new Date(0).toUTCString(),
        'x-ms-request-id': `r${artifact.id}`,
        'x-ms-version': '2024-05-04'
      }
      const staged = this.blocks.get(blob[1]) ?? new Map<string, Buffer>()
      this.blocks.set(blob[1], staged)
      const comp = url.searchParams.get('comp')
      if (comp === 'block') {
        staged.set(url.searchParams.get('blockid') ?? '', body)
      } else if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)</g)].map(
          m => m[1]
        )
        artifact.bytes = Buffer.concat(ids.map(id => staged.get(id) ?? Buffer.alloc(0)))
      } else {
        artifact.bytes = body // a single-shot upload
      }
      res.writeHead(201, headers)
      res.end()
      return
    }
    res.writeHead(404)
    res.end()
  }
}
