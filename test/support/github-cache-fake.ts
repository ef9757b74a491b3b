// A loopback fake of GitHub's cache service (v2) as @actions/cache speaks to it: the results service's
// CacheService Twirp methods (JSON with proto field names) CreateCacheEntry, FinalizeCacheEntryUpload and
// GetCacheEntryDownloadURL, handing out signed URLs of blobs in Azurite (test/support/azurite.ts). It
// matches as GitHub documents: entries are of one version (the paths and compression), the exact key
// first, then the newest entry whose key starts with the key, then each restore key in turn; an entry
// never changes. `env` is what the runner gives a step to reach it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { RunningAzurite } from './azurite.js'

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/'
const CONTAINER = 'actions-cache'

export interface FakeCacheEntry {
  id: number
  key: string
  version: string
  blob: string
  finalized: boolean
  sizeBytes?: number
}

export interface CacheServiceCall {
  method: string
  body: Record<string, unknown>
}

export class GitHubCacheFake {
  url = ''
  readonly runtimeToken = 'fake-runtime-token'
  /** Every entry, in the order created (the last is the newest). */
  readonly entries: FakeCacheEntry[] = []
  /** Every call, in order. */
  readonly calls: CacheServiceCall[] = []
  /** Set: CreateCacheEntry refuses with this message, as for a run whose token may only read. */
  denyWrites?: string
  private nextId = 41
  private server?: Server

  constructor(private readonly blobs: RunningAzurite) {}

  /** The variables the runner sets for a JavaScript action's step. */
  get env(): Record<string, string> {
    return {
      ACTIONS_RESULTS_URL: `${this.url}/`,
      ACTIONS_RUNTIME_TOKEN: this.runtimeToken,
      ACTIONS_CACHE_SERVICE_V2: 'True'
    }
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        this.handle(req, Buffer.concat(chunks)).then(
          ([status, body]) => this.json(res, status, body),
          (err: Error) => this.json(res, 500, { code: 'internal', msg: err.message })
        )
      })
    })
    await new Promise<void>(resolve => this.server!.listen(0, '127.0.0.1', resolve))
    const address = this.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    this.url = `http://127.0.0.1:${address.port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>(resolve => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** An entry's archive, as uploaded. */
  archive(entry: FakeCacheEntry): Promise<Buffer | undefined> {
    return this.blobs.read(CONTAINER, entry.blob)
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  private async handle(req: IncomingMessage, raw: Buffer): Promise<[number, unknown]> {
    const url = new URL(req.url ?? '/', this.url)
    if (req.method !== 'POST' || !url.pathname.startsWith(SERVICE)) return [404, { code: 'bad_route' }]
    if (req.headers.authorization !== `Bearer ${this.runtimeToken}`)
      return [401, { code: 'unauthenticated', msg: 'no valid runtime token' }]
    const method = url.pathname.slice(SERVICE.length)
    const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>
    this.calls.push({ method, body })
    const key = String(body.key ?? '')
    const version = String(body.version ?? '')
    if (method === 'CreateCacheEntry') {
      if (this.denyWrites) return [200, { ok: false, message: this.denyWrites }]
      if (this.entries.some(e => e.key === key && e.version === version))
        return [409, { code: 'already_exists', msg: `cache entry ${key} already exists` }]
      const id = this.nextId++
      const entry: FakeCacheEntry = { id, key, version, blob: `entry-${id}.tar`, finalized: false }
      this.entries.push(entry)
      return [200, { ok: true, signed_upload_url: await this.blobs.signedUrl(CONTAINER, entry.blob, 'cw') }]
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = this.entries.find(e => e.key === key && e.version === version && !e.finalized)
      if (!entry) return [404, { code: 'not_found', msg: `no upload of ${key} to finalize` }]
      const uploaded = await this.archive(entry)
      const size = Number(body.size_bytes)
      if (!uploaded || uploaded.length !== size)
        return [200, { ok: false, message: `uploaded ${uploaded?.length ?? 0} bytes, not ${size}` }]
      entry.finalized = true
      entry.sizeBytes = size
      return [200, { ok: true, entry_id: String(entry.id) }]
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : []
      const entry = this.match(key, restoreKeys, version)
      if (!entry) return [200, { ok: false }]
      return [
        200,
        {
          ok: true,
          signed_download_url: await this.blobs.signedUrl(CONTAINER, entry.blob, 'r'),
          matched_key: entry.key
        }
      ]
    }
    return [404, { code: 'bad_route', msg: method }]
  }

  private match(key: string, restoreKeys: string[], version: string): FakeCacheEntry | undefined {
    const usable = this.entries.filter(e => e.finalized && e.version === version)
    const newest = (prefix: string) => usable.filter(e => e.key.startsWith(prefix)).at(-1)
    const exact = usable.find(e => e.key === key)
    if (exact) return exact
    for (const prefix of [key, ...restoreKeys]) {
      const found = newest(prefix)
      if (found) return found
    }
    return undefined
  }
}
