// Forward proxies for every AWS client. The SDK reads no proxy variable and uses agents of its own, so
// each client is handed agents made here with Node's own proxy support (`proxyEnv`, Node 24): CONNECT
// for https, absolute-form requests for http, Basic credentials from the proxy URL, NO_PROXY by host.
// What is set here decides what Node is given; the same rules name the proxy when a request fails.
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { UserError } from '../errors.js'
import { maskedProxy, parseProxyUrl, shownProxy } from '../proxy-url.js'

/** One proxy: the URL handed to Node (with its credentials) and how it is shown (never with them). */
export interface ProxyRoute {
  url: string
  /** `http://host:port`: no user, no password. */
  shown: string
  /** Where it was set: `HTTPS_PROXY`, `https_proxy`, or the `http-proxy` input. */
  source: string
}

export interface ProxyConfig {
  https?: ProxyRoute
  http?: ProxyRoute
  /** NO_PROXY entries in the form Node matches them (see noProxyEntries). */
  noProxy: string[]
}

const HTTP_PROXY_INPUT = 'the http-proxy input'

/** The first of the names set to a non-empty value; the lower-case name wins, as in Node and curl. */
function firstSet(env: NodeJS.ProcessEnv, upper: string): { name: string; value: string } | undefined {
  for (const name of [upper.toLowerCase(), upper]) {
    const value = env[name]?.trim()
    if (value) return { name, value }
  }
  return undefined
}

/** Why a proxy value is refused, with the fix; the value is shown without its password. */
export function proxyProblem(source: string, value: string): string | undefined {
  if (parseProxyUrl(value)) return undefined
  return (
    `${source}: ${maskedProxy(value)} is not a proxy URL. Use http://host:port, with credentials as ` +
    'http://user:password@host:port (special characters percent-encoded).'
  )
}

function routeOf(source: string, value: string): ProxyRoute {
  const url = parseProxyUrl(value)
  if (!url) throw new UserError(proxyProblem(source, value)!)
  return { url: url.href, shown: shownProxy(url), source }
}

/**
 * NO_PROXY as Node matches it: comma-separated, a leading `.` (or `*.`) matches the domain and its
 * sub-domains, `host:port` only that port, `*` every host. A bare domain also matches its sub-domains
 * (as most tools do), so it is handed on as `.domain`; `[::1]` loses its brackets.
 */
export function noProxyEntries(value: string | undefined): string[] {
  const entries: string[] = []
  for (const raw of (value ?? '').split(/[,\s]+/)) {
    let entry = raw.trim().toLowerCase()
    if (!entry) continue
    if (entry === '*') return ['*']
    entry = entry.replace(/^\[([^\]]+)\](?=$|:)/, '$1')
    if (entry.startsWith('*.')) entry = entry.slice(1)
    const hostOnly = !entry.startsWith('.') && !/:\d+$/.test(entry) && isIP(entry) === 0
    entries.push(hostOnly ? `.${entry}` : entry)
  }
  return entries
}

/** The proxies for this run: the `http-proxy` input wins over the variables; NO_PROXY applies to both. */
export function proxyConfigOf(env: NodeJS.ProcessEnv, httpProxy?: string): ProxyConfig {
  const noProxy = noProxyEntries(firstSet(env, 'NO_PROXY')?.value)
  if (httpProxy?.trim()) {
    const route = routeOf(HTTP_PROXY_INPUT, httpProxy.trim())
    return { https: route, http: route, noProxy }
  }
  const secure = firstSet(env, 'HTTPS_PROXY')
  const plain = firstSet(env, 'HTTP_PROXY')
  return {
    https: secure && routeOf(secure.name, secure.value),
    http: plain && routeOf(plain.name, plain.value),
    noProxy
  }
}

function hostMatches(entry: string, host: string, port: string): boolean {
  if (entry === '*') return true
  const at = /^(.*):(\d+)$/.exec(entry)
  if (at && isIP(entry) !== 6) return at[1] === host && at[2] === port
  if (entry.startsWith('.')) return host === entry.slice(1) || host.endsWith(entry)
  return host === entry
}

/** The proxy a request to `url` goes through, or undefined when it goes directly. */
export function proxyFor(config: ProxyConfig | undefined, url: URL | string): ProxyRoute | undefined {
  if (!config) return undefined
  const u = typeof url === 'string' ? new URL(url) : url
  const route = u.protocol === 'https:' ? config.https : u.protocol === 'http:' ? config.http : undefined
  if (!route) return undefined
  const host = u.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  const port = u.port || (u.protocol === 'https:' ? '443' : '80')
  return config.noProxy.some(entry => hostMatches(entry, host, port)) ? undefined : route
}

export interface ClientAgents {
  httpAgent: http.Agent
  httpsAgent: https.Agent
}

/** SDK's own default: sockets kept per host. */
const SDK_MAX_SOCKETS = 50

/** Keep-alive agents for one client, going through the proxies where there are any. */
export function clientAgents(config: ProxyConfig | undefined, maxSockets = SDK_MAX_SOCKETS): ClientAgents {
  const proxyEnv: Record<string, string> = {}
  if (config?.https) proxyEnv.HTTPS_PROXY = config.https.url
  if (config?.http) proxyEnv.HTTP_PROXY = config.http.url
  if (config?.noProxy.length) proxyEnv.NO_PROXY = config.noProxy.join(',')
  const proxied = config?.https || config?.http ? { proxyEnv } : {}
  return {
    httpAgent: new http.Agent({ keepAlive: true, maxSockets, ...proxied }),
    httpsAgent: new https.Agent({ keepAlive: true, maxSockets, ...proxied })
  }
}
