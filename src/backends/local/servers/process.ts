// A model-server child process in its own process group: its last output lines kept for error
// messages, and a stop that ends the whole group (a shell's children too) and waits for the exit.
import { spawn, type ChildProcess } from 'node:child_process'

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  /** Set when the process could not be started at all (e.g. ENOENT). */
  error?: Error
}

export interface ServerProcess {
  readonly pid?: number
  /** Settles once, when the process has exited (or failed to start). */
  readonly exited: Promise<Exit>
  /** The exit, once there is one. */
  exit(): Exit | undefined
  /** The last lines written to stdout and stderr, oldest first. */
  tail(): string[]
  /** Resolves at the next output the process writes (or at its exit): a moment to look again. */
  nextOutput(): Promise<void>
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>
}

interface SpawnOptions {
  env: NodeJS.ProcessEnv
  cwd?: string
  /** How many output lines to keep (default 20). */
  tailLines?: number
  /** Data written to the child's stdin, which is then closed. */
  stdin?: string
  /** Called with each whole line the process writes on stdout or stderr. */
  onLine?: (line: string) => void
}

const DEFAULT_GRACE_MS = 5_000
const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** A crashed or cancelled action must not leave servers behind: kill what is still running. */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL')
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

/** Keeps the last `max` lines of a stream of chunks. */
class LineTail {
  private lines: string[] = []
  private partial = ''
  constructor(
    private readonly max: number,
    private readonly onLine?: (line: string) => void
  ) {}

  push(chunk: string): void {
    const parts = (this.partial + chunk).split(/\r?\n/)
    this.partial = parts.pop() ?? ''
    for (const line of parts) this.add(line)
    // A line without an end that keeps growing is kept bounded too.
    if (this.partial.length > 8192) this.partial = this.partial.slice(-8192)
  }

  snapshot(): string[] {
    return this.partial ? [...this.lines, this.partial].slice(-this.max) : [...this.lines]
  }

  private add(line: string): void {
    this.onLine?.(line)
    this.lines.push(line)
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max)
  }
}

export function spawnServerProcess(command: string, args: string[], opts: SpawnOptions): ServerProcess {
  installExitHook()
  const tail = new LineTail(opts.tailLines ?? 20, opts.onLine)
  // One promise shared by whoever waits for the next output, settled and dropped when output comes.
  let next: { promise: Promise<void>; resolve: () => void } | undefined
  const child = spawn(command, args, {
    env: opts.env,
    cwd: opts.cwd,
    detached: true,
    stdio: [opts.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
  })
  running.add(child)
  let exit: Exit | undefined
  const exited = new Promise<Exit>(resolve => {
    const done = (e: Exit) => {
      if (exit) return
      exit = e
      running.delete(child)
      resolve(e)
    }
    child.once('exit', (code, signal) => done({ code, signal }))
    child.once('error', error => done({ code: null, signal: null, error }))
  })
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      tail.push(chunk)
      next?.resolve()
      next = undefined
    })
  }
  if (opts.stdin !== undefined && child.stdin) {
    child.stdin.on('error', () => undefined)
    child.stdin.end(opts.stdin)
  }
  // The servers must not keep the action alive on their own.
  child.unref()
  for (const s of [child.stdout, child.stderr]) (s as unknown as { unref?: () => void })?.unref?.()

  return {
    pid: child.pid,
    exited,
    exit: () => exit,
    tail: () => tail.snapshot(),
    nextOutput: () => {
      if (exit) return Promise.resolve()
      if (!next) {
        let resolve!: () => void
        const promise = Promise.race([new Promise<void>(r => (resolve = r)), exited.then(() => undefined)])
        next = { promise, resolve }
      }
      return next.promise
    },
    stop: async (graceMs = DEFAULT_GRACE_MS) => {
      if (exit) return
      killGroup(child, 'SIGTERM')
      let timer: NodeJS.Timeout | undefined
      const killed = new Promise<void>(resolve => {
        timer = setTimeout(() => {
          killGroup(child, 'SIGKILL')
          resolve()
        }, graceMs)
      })
      await Promise.race([exited, killed])
      clearTimeout(timer)
      await exited
    }
  }
}

/** `exited with status 3`, `was killed by SIGKILL`, `could not start: spawn x ENOENT`. */
export function describeExit(e: Exit): string {
  if (e.error) return `could not start: ${e.error.message}`
  if (e.signal) return `was killed by ${e.signal}`
  return `exited with status ${e.code}`
}
