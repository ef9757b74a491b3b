// Shared start-up steps of the providers: a free loopback port, and waiting for GET /ping to answer
// 200 within a deadline while watching the process, so a crash is reported at once with its output.
// The server is asked again as soon as it writes anything (a server says when it listens), and on a
// short poll that widens while it stays silent, so readiness is seen within milliseconds.
import { sleep } from '../../../sleep.js'
import { seconds } from '../../../format.js'
import http from 'node:http'
import net from 'node:net'
import { UserError } from '../../../errors.js'
import { describeExit, type Exit, type ServerProcess } from './process.js'

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

interface WaitForPingOptions {
  /** Base URL of the server, e.g. `http://127.0.0.1:8080`. */
  url: string
  /** What the server is, for messages: `the reference PyTorch server`, `local-serve-command "..."`. */
  name: string
  deadlineMs: number
  process: ServerProcess
  signal?: AbortSignal
  /** The longest pause between two asks (default 100 ms); the first pauses are shorter. */
  intervalMs?: number
  /** What to tell the user to check when the server never answers. */
  hint?: string
  /** The error for an exit before /ping answered, when the provider knows better than the default. */
  startFailure?: (exit: Exit, lastOutput: string[]) => Error | undefined
}

/** The first pause between two asks; each next one is half as long again, up to `intervalMs`. */
const FIRST_PAUSE_MS = 10

/** The server's last output lines, indented, for a message. */
export function outputBlock(lines: string[]): string {
  return lines.length
    ? `\nIts last output lines:\n${lines.map(l => `  | ${l}`).join('\n')}`
    : '\nIt wrote no output.'
}

/** Resolves once GET /ping answers 200; a UserError when the process exits or the deadline passes. */
export async function waitForPing(server: WaitForPingOptions): Promise<void> {
  const interval = server.intervalMs ?? 100
  let pause = Math.min(FIRST_PAUSE_MS, interval)
  const started = Date.now()
  const deadline = started + server.deadlineMs
  let lastStatus: number | undefined
  for (;;) {
    if (server.signal?.aborted)
      throw new Error('the transform was stopped while the model server was starting')
    const exit = server.process.exit()
    if (exit) {
      throw (
        server.startFailure?.(exit, server.process.tail()) ??
        new UserError(
          `local mode: ${server.name} ${describeExit(exit)} before it answered GET /ping.` +
            outputBlock(server.process.tail())
        )
      )
    }
    const left = deadline - Date.now()
    if (left <= 0) break
    // Output written while the probe is out wakes the pause after it too.
    const output = server.process.nextOutput()
    // The contract gives /ping 2 seconds; never wait past the deadline.
    const status = await probe(`${server.url}/ping`, Math.max(1, Math.min(2_000, left)))
    if (status === 200) return
    // The error names the last status the server did answer, not a last probe that timed out.
    lastStatus = status ?? lastStatus
    const wait = Math.min(pause, deadline - Date.now())
    if (wait > 0) await sleepUntil(wait, output, server.signal)
    pause = Math.min(interval, Math.ceil(pause * 1.5))
  }
  const answered = lastStatus === undefined ? 'no answer' : `the last answer was HTTP ${lastStatus}`
  throw new UserError(
    `local mode: ${server.name} did not answer GET ${server.url}/ping with 200 within ${seconds(server.deadlineMs, server.deadlineMs % 1000 ? 1 : 0)} (${answered}).` +
      (server.hint ? ` ${server.hint}` : '') +
      outputBlock(server.process.tail())
  )
}

/** Waits `ms`, or less when `output` settles (the process wrote or exited) or the run is cancelled. */
async function sleepUntil(ms: number, output: Promise<void>, signal?: AbortSignal): Promise<void> {
  const settled = new AbortController()
  const end = () => settled.abort()
  void output.then(end, end)
  await sleep(ms, signal ? AbortSignal.any([signal, settled.signal]) : settled.signal)
  end()
}
