// Shared start-up steps of the providers: a free loopback port, and waiting for GET /ping to answer
// 200 within a deadline while watching the process, so a crash is reported at once with its output.
import { seconds } from '../../../format.js'
import http from 'node:http'
import net from 'node:net'
import { UserError } from '../../../errors.js'
import { describeExit, type ServerProcess } from './process.js'

/** A port nobody listens on right now (listen on 0, note the port, close). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** One GET; the status code, or undefined when nothing answered in time. */
export function probe(url: string, timeoutMs: number): Promise<number | undefined> {
  return new Promise(resolve => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, res => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
      res.on('error', () => resolve(res.statusCode))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(undefined))
  })
}

export interface WaitForPingOptions {
  /** Base URL of the server, e.g. `http://127.0.0.1:8080`. */
  url: string
  /** What the server is, for messages: `the reference PyTorch server`, `local-serve-command "..."`. */
  name: string
  deadlineMs: number
  process: ServerProcess
  signal?: AbortSignal
  intervalMs?: number
  /** What to tell the user to check when the server never answers. */
  hint?: string
}

/** The server's last output lines, indented, for a message. */
export function outputBlock(lines: string[]): string {
  return lines.length
    ? `\nIts last output lines:\n${lines.map(l => `  | ${l}`).join('\n')}`
    : '\nIt wrote no output.'
}

/** Resolves once GET /ping answers 200; a UserError when the process exits or the deadline passes. */
export async function waitForPing(o: WaitForPingOptions): Promise<void> {
  const interval = o.intervalMs ?? 200
  const started = Date.now()
  const deadline = started + o.deadlineMs
  let lastStatus: number | undefined
  for (;;) {
    if (o.signal?.aborted) throw new Error('the transform was stopped while the model server was starting')
    const exit = o.process.exit()
    if (exit) {
      throw new UserError(
        `local mode: ${o.name} ${describeExit(exit)} before it answered GET /ping.` +
          outputBlock(o.process.tail())
      )
    }
    const left = deadline - Date.now()
    if (left <= 0) break
    // The contract gives /ping 2 seconds; never wait past the deadline.
    lastStatus = await probe(`${o.url}/ping`, Math.max(1, Math.min(2_000, left)))
    if (lastStatus === 200) return
    const pause = Math.min(interval, deadline - Date.now())
    if (pause > 0) await sleepUntilExit(pause, o.process, o.signal)
  }
  const answered = lastStatus === undefined ? 'no answer' : `the last answer was HTTP ${lastStatus}`
  throw new UserError(
    `local mode: ${o.name} did not answer GET ${o.url}/ping with 200 within ${seconds(o.deadlineMs, o.deadlineMs % 1000 ? 1 : 0)} (${answered}).` +
      (o.hint ? ` ${o.hint}` : '') +
      outputBlock(o.process.tail())
  )
}

/** Waits `ms`, or less when the process exits or the run is cancelled. */
async function sleepUntilExit(ms: number, proc: ServerProcess, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined
  await Promise.race([
    new Promise<void>(resolve => {
      timer = setTimeout(resolve, ms)
      onAbort = () => resolve()
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
    proc.exited
  ])
  clearTimeout(timer)
  if (onAbort) signal?.removeEventListener('abort', onAbort)
}
