// A forward proxy on loopback, as a company network puts between a runner and AWS: CONNECT tunnels for
// https, absolute-form requests for http, Basic credentials required when given. It resolves only the
// names in its own table (each to a loopback port), so a request that reaches a service under such a
// name went through it; any other name gets 502. It never looks a name up.
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'

export interface ProxiedRequest {
  /** `CONNECT` or the method of an absolute-form request. */
  method: string
  /** `host:port` asked for. */
  target: string
  /** The path of an absolute-form request (none for CONNECT). */
  path?: string
  /** The credentials sent (`user:password`), or undefined. */
  credentials?: string
}

export interface ForwardProxy {
  /** `http://user:password@127.0.0.1:port` (without credentials when none are required). */
  url: string
  port: number
  requests: ProxiedRequest[]
  close(): Promise<void>
}

interface ProxyOptions {
  /** `user:password` the proxy requires. */
  credentials?: string
  /** Name (lower case, no port) -> `127.0.0.1:port` it stands for. */
  hosts: Record<string, string>
}

function credentialsOf(header: string | undefined): string | undefined {
  const m = /^Basic (.+)$/i.exec(header ?? '')
  return m ? Buffer.from(m[1], 'base64').toString('utf8') : undefined
}

function splitTarget(target: string): { host: string; port: string } {
  const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(target)
  return m ? { host: m[1].toLowerCase(), port: m[2] } : { host: target.toLowerCase(), port: '80' }
}

export async function startForwardProxy(options: ProxyOptions): Promise<ForwardProxy> {
  const requests: ProxiedRequest[] = []
  const sockets = new Set<net.Socket>()
  const resolve = (host: string): { host: string; port: number } | undefined => {
    const to = options.hosts[host]
    if (!to) return undefined
    const [h, p] = to.split(/:(?=\d+$)/)
    return { host: h, port: Number(p) }
  }
  const allowed = (credentials: string | undefined) =>
    options.credentials === undefined || credentials === options.credentials

  const server = http.createServer((req, res) => {
    let url: URL
    try {
      url = new URL(req.url ?? '')
    } catch {
      return void res.writeHead(400).end('absolute-form only')
    }
    const credentials = credentialsOf(req.headers['proxy-authorization'])
    requests.push({
      method: req.method ?? 'GET',
      target: url.host,
      path: url.pathname + url.search,
      credentials
    })
    if (!allowed(credentials))
      return void res.writeHead(407, { 'proxy-authenticate': 'Basic realm="corp"' }).end()
    const to = resolve(url.hostname.toLowerCase())
    if (!to) return void res.writeHead(502).end(`unknown host ${url.hostname}`)
    const headers = { ...req.headers }
    delete headers['proxy-authorization']
    delete headers['proxy-connection']
    const out = http.request(
      { host: to.host, port: to.port, method: req.method, path: url.pathname + url.search, headers },
      answer => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      }
    )
    out.on('error', () => res.writeHead(502).end())
    req.pipe(out)
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const credentials = credentialsOf(req.headers['proxy-authorization'])
    requests.push({ method: 'CONNECT', target: req.url ?? '', credentials })
    if (!allowed(credentials))
      return void socket.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\n\r\n'
      )
    const to = resolve(splitTarget(req.url ?? '').host)
    if (!to) return void socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    const upstream = net.connect(to.port, to.host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>(done => server.listen(0, '127.0.0.1', done))
  const port = (server.address() as AddressInfo).port
  const [user, ...password] = (options.credentials ?? '').split(':')
  const auth = options.credentials
    ? `${encodeURIComponent(user)}:${encodeURIComponent(password.join(':'))}@`
    : ''
  return {
    url: `http://${auth}127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise(done => {
        for (const s of sockets) s.destroy()
        server.close(() => done())
      })
  }
}
