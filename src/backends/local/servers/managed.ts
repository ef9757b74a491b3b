// Runs a server process as a ModelServer: spawn, wait for /ping, stop on request or on cancellation.
import type { ModelServer, ModelServerOptions, ServerDeath } from '../server.js'
import { describeExit, spawnServerProcess, type Exit, type ServerProcess } from './process.js'
import { waitForPing } from './ready.js'

interface ManagedServerSpec {
  command: string
  args: string[]
  env: NodeJS.ProcessEnv
  cwd?: string
  /** Base URL the server will answer on. */
  url: string
  /** For messages: `the reference PyTorch server (/usr/bin/python3)`. */
  name: string
  description: string
  hint?: string
  /** Runs before the process group is signalled (e.g. `docker stop`), while it still runs. */
  beforeStop?: () => Promise<void>
  /** Runs after the process has ended, on every stop path (e.g. `docker rm -f`). */
  afterStop?: () => Promise<void>
  graceMs?: number
  /** Each whole line the server writes (e.g. to pass some on to the action log). */
  onLine?: (line: string) => void
  /** The error for an exit before /ping answered, when the provider knows better than the default. */
  startFailure?: (exit: Exit, lastOutput: string[]) => Error | undefined
}

/**
 * The runner's own secrets stay out of the model server's environment: action inputs (which hold
 * tokens) and the runtime's tokens. Everything else (PATH, HOME, AWS settings) is passed on.
 */
export function serverBaseEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) continue
    if (k.startsWith('INPUT_') || k.startsWith('ACTIONS_ID_TOKEN_REQUEST_')) continue
    if (k === 'ACTIONS_RUNTIME_TOKEN' || k === 'GITHUB_TOKEN') continue
    out[k] = v
  }
  return out
}

export async function startManagedServer(
  s: ManagedServerSpec,
  opts: ModelServerOptions
): Promise<ModelServer> {
  const proc: ServerProcess = spawnServerProcess(s.command, s.args, {
    env: s.env,
    cwd: s.cwd,
    onLine: s.onLine
  })
  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      opts.signal?.removeEventListener('abort', onAbort)
      if (!proc.exit()) await s.beforeStop?.().catch(() => undefined)
      await proc.stop(s.graceMs)
      await s.afterStop?.().catch(() => undefined)
    })())
  const onAbort = () => void stop()
  opts.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    await waitForPing({
      url: s.url,
      name: s.name,
      deadlineMs: opts.pingDeadlineMs,
      process: proc,
      signal: opts.signal,
      hint: s.hint,
      startFailure: s.startFailure
    })
  } catch (err) {
    await stop()
    throw err
  }
  // An exit that no stop asked for is the server dying under the run.
  const died = proc.exited.then(
    exit =>
      new Promise<ServerDeath>(resolve => {
        if (!stopping) resolve({ what: `${s.name} ${describeExit(exit)}`, lastOutput: proc.tail() })
      })
  )
  return { url: s.url, description: s.description, stop, died }
}
