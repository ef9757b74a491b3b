// Model-server providers: the command provider with real processes, the /ping deadline, early exits,
// stopping process groups, the docker command line and its errors, and finding Python and serve/.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { UserError } from '../src/errors.js'
import { startCommandServer } from '../src/backends/local/servers/command.js'
import {
  containerImage,
  dockerCreateArgs,
  dockerRunner,
  ecrLogin,
  ecrRegistryOf,
  ensureDocker,
  startDockerServer,
  type DockerRunner
} from '../src/backends/local/servers/docker.js'
import { chooseServer } from '../src/backends/local/servers/start-server.js'
import { serverBaseEnv } from '../src/backends/local/servers/managed.js'
import { spawnServerProcess } from '../src/backends/local/servers/process.js'
import {
  findServeDir,
  INSTALL_HINT,
  interpreterProblem,
  noTorchError,
  pythonCandidates,
  serveDirCandidates
} from '../src/backends/local/servers/reference.js'
import type { ModelServerOptions } from '../src/backends/local/server.js'
import type { LocalRunSpec, LocalServerChoice, Spec } from '../src/spec.js'
import { settled } from './support/planned-job.js'
import { makeSpec } from './support/report-env.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'servers-'))
})
afterEach(async () => rm(dir, { recursive: true, force: true }))

function spec(control: Partial<LocalServerChoice> = {}, model: Partial<Spec['model']> = {}): LocalRunSpec {
  const s = makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' })
  Object.assign(s.control, control)
  Object.assign(s.model, model)
  s.resources.instanceType = 'local'
  return settled(s)
}

function opts(extra: Partial<ModelServerOptions> = {}): ModelServerOptions {
  return {
    modelDir: dir,
    env: { SAGEMAKER_BATCH: 'true', MODEL_SECRET: 's3cr3t' },
    pingDeadlineMs: 10_000,
    ...extra
  }
}

/** Is a process with this pid still running? (A zombie waiting to be reaped by init is not.) */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise(r => setTimeout(r, 20))
  }
  return check()
}

// A tiny contract server: /ping, and /invocations answering what it was started with.
const NODE_SERVER = `
const http = require('http')
const fs = require('fs')
fs.writeFileSync('pid', String(process.pid))
http.createServer((req, res) => {
  if (req.url === '/ping') return res.end()
  const chunks = []
  req.on('data', c => chunks.push(c))
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({
      body: Buffer.concat(chunks).toString(),
      port: process.env.SAGEMAKER_BIND_TO_PORT,
      modelDir: process.env.SM_MODEL_DIR,
      batch: process.env.SAGEMAKER_BATCH,
      secret: process.env.MODEL_SECRET,
      input: process.env.INPUT_GITHUB_TOKEN ?? null,
      cwd: process.cwd()
    }))
  })
}).listen(Number(process.env.SAGEMAKER_BIND_TO_PORT), '127.0.0.1')
`

describe('command provider', () => {
  it('runs the command through sh with the port, model dir and env; stop ends its whole group', async () => {
    const script = path.join(dir, 'server.cjs')
    await writeFile(script, NODE_SERVER)
    process.env.INPUT_GITHUB_TOKEN = 'ghs_should_not_leak'
    try {
      // `cd` then node: sh stays the parent, so stopping must reach the grandchild too.
      const command = `cd ${dir} && ${process.execPath} server.cjs; echo done`
      const server = await startCommandServer(command, opts())
      const port = new URL(server.url).port
      expect(server.url).toBe(`http://127.0.0.1:${port}`)
      expect(server.description).toBe('local-serve-command: cd … +6 arguments')
      const res = await fetch(`${server.url}/invocations`, { method: 'POST', body: 'hello' })
      expect(await res.json()).toEqual({
        body: 'hello',
        port,
        modelDir: dir,
        batch: 'true',
        secret: 's3cr3t',
        input: null,
        cwd: dir
      })
      const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8'))
      expect(alive(pid)).toBe(true)
      await server.stop()
      expect(await until(() => !alive(pid))).toBe(true)
      await expect(fetch(`${server.url}/ping`)).rejects.toThrow()
    } finally {
      delete process.env.INPUT_GITHUB_TOKEN
    }
  })

  it('a server that never answers /ping: a clear error within the deadline, and the process is ended', async () => {
    const pidFile = path.join(dir, 'pid')
    const started = Date.now()
    const err = await startCommandServer(
      `echo $$ > ${pidFile}; echo warming up; exec sleep 30`,
      opts({ pingDeadlineMs: 600 })
    ).catch((e: unknown) => e)
    const took = Date.now() - started
    expect(err).toBeInstanceOf(UserError)
    expect((err as Error).message).toMatch(
      new RegExp(
        `^local mode: local-serve-command \\(echo … \\+9 arguments\\) did not answer ` +
          'GET http://127\\.0\\.0\\.1:\\d+/ping with 200 within 0\\.6 s \\(no answer\\)\\. ' +
          'The command must listen on 127\\.0\\.0\\.1 \\(or all interfaces\\) at the port in ' +
          'SAGEMAKER_BIND_TO_PORT and answer GET /ping with 200\\.\n' +
          'Its last output lines:\n  \\| warming up$'
      )
    )
    expect(took).toBeLessThan(3000)
    const pid = Number(await readFile(pidFile, 'utf8'))
    expect(await until(() => !alive(pid))).toBe(true)
  })

  it('names the last status when /ping answers but not with 200', async () => {
    // The command only says its port; this process answers there at once with 503, so the first ping
    // comes well within the deadline however slowly a new interpreter would start on a loaded machine.
    const portFile = path.join(dir, 'port')
    const busy = http.createServer((_req, res) => {
      res.statusCode = 503
      res.end()
    })
    const pending = startCommandServer(
      `echo $SAGEMAKER_BIND_TO_PORT > ${portFile}; exec sleep 30`,
      opts({ pingDeadlineMs: 800 })
    ).catch((e: unknown) => e)
    try {
      expect(await until(() => pidIn(portFile) > 0, 10_000)).toBe(true)
      await new Promise<void>(resolve => busy.listen(pidIn(portFile), '127.0.0.1', resolve))
      const err = await pending
      expect((err as Error).message).toMatch(/within 0\.8 s \(the last answer was HTTP 503\)\./)
      expect((err as Error).message).toMatch(/\nIt wrote no output\.$/)
    } finally {
      busy.closeAllConnections()
      await new Promise(resolve => busy.close(resolve))
    }
  })

  it('a command that exits: the exit status and its last 20 output lines, at once', async () => {
    const started = Date.now()
    const err = await startCommandServer(
      'for i in $(seq 1 30); do echo "line $i"; done; echo "no weights found" >&2; exit 3',
      opts({ pingDeadlineMs: 20_000 })
    ).catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(err).toBeInstanceOf(UserError)
    const message = (err as Error).message
    const lines = message.split('\n')
    expect(lines[0]).toMatch(
      /^local mode: local-serve-command \(for … \+\d+ arguments\) exited with status 3 before it answered GET \/ping\.$/
    )
    expect(lines[1]).toBe('Its last output lines:')
    // stdout and stderr arrive on separate pipes: the stderr line is among the last 20, in any position.
    expect(lines.slice(2)).toHaveLength(20)
    expect(lines).toContain('  | no weights found')
    expect(lines).toContain('  | line 30')
    expect(lines).not.toContain('  | line 10')
  })

  it('a cancelled run stops a server that is still starting', async () => {
    const pidFile = path.join(dir, 'pid')
    const controller = new AbortController()
    const pending = startCommandServer(
      `echo $$ > ${pidFile}; exec sleep 30`,
      opts({ pingDeadlineMs: 20_000, signal: controller.signal })
    ).catch((e: unknown) => e)
    expect(await until(() => alive(Number(pidIn(pidFile))))).toBe(true)
    const started = Date.now()
    controller.abort()
    const err = await pending
    expect(Date.now() - started).toBeLessThan(2000)
    expect((err as Error).message).toBe('the transform was stopped while the model server was starting')
    expect(await until(() => !alive(Number(pidIn(pidFile))))).toBe(true)
  })
})

/** The number (a pid, a port) a shell wrote, or 0 while the file is not there yet. */
function pidIn(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8')) || 0
  } catch {
    return 0
  }
}

describe('server processes', () => {
  it('stop sends SIGTERM, then SIGKILL after the grace period to a process that ignores it', async () => {
    const proc = spawnServerProcess('sh', ['-c', "trap '' TERM; echo ready; while :; do sleep 0.05; done"], {
      env: process.env
    })
    expect(await until(() => proc.tail().includes('ready'))).toBe(true)
    const started = Date.now()
    await proc.stop(300)
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(2000)
    expect(proc.exit()).toEqual({ code: null, signal: 'SIGKILL' })
  })

  it('keeps the runner tokens and action inputs out of the server env', () => {
    expect(
      serverBaseEnv({
        PATH: '/bin',
        INPUT_GITHUB_TOKEN: 'x',
        ACTIONS_RUNTIME_TOKEN: 'y',
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'z',
        GITHUB_TOKEN: 'w',
        AWS_REGION: 'eu-west-1'
      })
    ).toEqual({ PATH: '/bin', AWS_REGION: 'eu-west-1' })
  })
})

describe('docker provider', () => {
  it('builds the exact docker create command line, env values kept out of it', () => {
    expect(
      dockerCreateArgs({
        image: '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
        name: 'sagemaker-transform-1a2b3c4d',
        modelDir: '/tmp/work/model',
        port: 40123,
        envNames: ['SAGEMAKER_PROGRAM', 'SAGEMAKER_BATCH', 'MODEL_SECRET'],
        gpu: false
      })
    ).toEqual([
      'create',
      '--rm',
      '--name',
      'sagemaker-transform-1a2b3c4d',
      '-v',
      '/tmp/work/model:/opt/ml/model:ro',
      '-p',
      '127.0.0.1:40123:8080',
      '-e',
      'SAGEMAKER_PROGRAM',
      '-e',
      'SAGEMAKER_BATCH',
      '-e',
      'MODEL_SECRET',
      '763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312',
      'serve'
    ])
    expect(
      dockerCreateArgs({ image: 'my/server:1', name: 'n', modelDir: '/m', port: 1, envNames: [], gpu: true })
    ).toEqual([
      'create',
      '--rm',
      '--name',
      'n',
      '--gpus',
      'all',
      '-v',
      '/m:/opt/ml/model:ro',
      '-p',
      '127.0.0.1:1:8080',
      'my/server:1',
      'serve'
    ])
  })

  it('uses image-uri, else the framework image SageMaker would run', () => {
    expect(containerImage(spec({}, { imageUri: 'my/server:1', framework: 'pytorch' }), 'us-east-1')).toBe(
      'my/server:1'
    )
    const pytorch = spec({}, { framework: 'pytorch', frameworkVersion: '2.6' })
    expect(containerImage(pytorch, 'eu-west-1')).toMatch(
      /^\d{12}\.dkr\.ecr\.eu-west-1\.amazonaws\.com\/pytorch-inference:2\.6\.\d+-cpu-py\d+$/
    )
    pytorch.resources.instanceType = 'local_gpu'
    expect(containerImage(pytorch, 'eu-west-1')).toMatch(/-gpu-py\d+$/)
    expect(() => containerImage(spec({}, { framework: 'pytorch' }), 'us-east-1')).toThrow(
      'framework-version: needed to choose the pytorch image for local-server: docker. Set framework and framework-version, or image-uri.'
    )
    expect(() => containerImage(spec(), 'us-east-1')).toThrow(UserError)
  })

  it('recognises ECR registries', () => {
    expect(
      ecrRegistryOf('763104351884.dkr.ecr.us-east-1.amazonaws.com/pytorch-inference:2.6.0-cpu-py312')
    ).toEqual({
      host: '763104351884.dkr.ecr.us-east-1.amazonaws.com',
      accountId: '763104351884',
      region: 'us-east-1'
    })
    expect(
      ecrRegistryOf('727897471807.dkr.ecr.cn-north-1.amazonaws.com.cn/pytorch-inference:2.6.0-cpu')?.region
    ).toBe('cn-north-1')
    expect(ecrRegistryOf('ghcr.io/octo/server:1')).toBeUndefined()
    expect(ecrRegistryOf('763104351884.dkr.ecr.us-east-1.example.com/x:1')).toBeUndefined()
  })

  it('logs in to ECR with the password on stdin only', async () => {
    const calls: { args: string[]; input?: string }[] = []
    const docker: DockerRunner = async (args, o) => {
      calls.push({ args, input: o?.input })
      return { code: 0, stdout: 'Login Succeeded\n', stderr: '' }
    }
    const log: string[] = []
    const registry = ecrRegistryOf('111122223333.dkr.ecr.eu-west-1.amazonaws.com/repo:1')!
    await ecrLogin(
      registry,
      docker,
      async r => `pw-for-${r.accountId}`,
      l => log.push(l)
    )
    expect(calls).toEqual([
      {
        args: [
          'login',
          '--username',
          'AWS',
          '--password-stdin',
          '111122223333.dkr.ecr.eu-west-1.amazonaws.com'
        ],
        input: 'pw-for-111122223333'
      }
    ])
    expect(log).toEqual(['Logged in to 111122223333.dkr.ecr.eu-west-1.amazonaws.com.'])

    const noCredentials = Object.assign(new Error('Could not load credentials from any providers'), {
      name: 'CredentialsProviderError'
    })
    await ecrLogin(
      registry,
      docker,
      async () => Promise.reject(noCredentials),
      l => log.push(l)
    )
    expect(calls).toHaveLength(1)
    expect(log[1]).toBe(
      'No AWS credentials for an ECR login to 111122223333.dkr.ecr.eu-west-1.amazonaws.com; pulling without one.'
    )
  })

  it('says clearly when the Docker daemon is not reachable (this machine has the CLI only)', async () => {
    const err = await ensureDocker(dockerRunner()).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UserError)
    expect((err as Error).message).toMatch(
      /^local-server: docker cannot reach the Docker daemon \(docker version failed: .*(Cannot connect|daemon).*\)\. Start the daemon/s
    )
    const viaProvider = await startDockerServer(
      spec({ localServer: 'docker' }, { imageUri: 'my/server:1' }),
      opts()
    ).catch((e: unknown) => e)
    expect((viaProvider as Error).message).toBe((err as Error).message)
  })

  it('inspects the image first and logs in or pulls only when it is missing; a cancel creates nothing', async () => {
    const calls: { args: string[]; signal: boolean }[] = []
    const controller = new AbortController()
    const docker: DockerRunner = async (args, o) => {
      calls.push({ args, signal: o?.signal === controller.signal })
      if (args[0] === 'image') controller.abort() // the cancel arrives during `docker image inspect`
      return { code: 0, stdout: '', stderr: '' }
    }
    const image = '111122223333.dkr.ecr.eu-west-1.amazonaws.com/repo:1'
    let passwords = 0
    const password = async () => {
      passwords++
      return 'pw'
    }
    const err = await startDockerServer(
      spec({ localServer: 'docker' }, { imageUri: image }),
      { ...opts(), signal: controller.signal },
      { docker, ecrPassword: password }
    ).catch((e: unknown) => e)
    expect((err as Error).message).toBe(
      'the transform was stopped while the Docker model server was starting'
    )
    expect(calls).toEqual([
      { args: ['version', '--format', '{{.Server.Version}}'], signal: true },
      { args: ['image', 'inspect', '--format', '{{.Id}}', image], signal: true }
    ])
    expect(passwords).toBe(0)
  })

  it('removes the container when docker create fails', async () => {
    const calls: string[][] = []
    const docker: DockerRunner = async args => {
      calls.push(args)
      if (args[0] === 'create') return { code: 125, stdout: '', stderr: 'Error: port is already allocated' }
      return { code: 0, stdout: '', stderr: '' }
    }
    const err = await startDockerServer(
      spec({ localServer: 'docker' }, { imageUri: 'my/server:1' }),
      opts(),
      { docker, name: 'sagemaker-transform-test' }
    ).catch((e: unknown) => e)
    expect((err as Error).message).toBe('docker create failed: Error: port is already allocated')
    expect(calls.map(a => a[0])).toEqual(['version', 'image', 'create', 'rm'])
    expect(calls[3]).toEqual(['rm', '--force', 'sagemaker-transform-test'])
  })

  it('says clearly when there is no docker CLI', async () => {
    const err = await ensureDocker(dockerRunner(path.join(dir, 'no-docker'))).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UserError)
    expect((err as Error).message).toBe(
      'local-server: docker needs the docker CLI, and it is not installed (not found on PATH). Install Docker, ' +
        'or use the reference PyTorch server (local-server: reference) or local-serve-command.'
    )
  })
})

describe('reference server location and interpreter', () => {
  it('finds serve/ from the sources and next to the bundle', () => {
    expect(findServeDir()).toBe(path.resolve('serve'))
    expect(serveDirCandidates('file:///opt/action/dist/index.js', '/opt/action/dist/index.js')).toEqual([
      '/opt/action/dist/serve',
      '/serve'
    ])
    expect(() => findServeDir([path.join(dir, 'serve')])).toThrow(
      `local mode: the reference server (reference_server.py) is missing; looked in ${path.join(dir, 'serve')}.`
    )
  })

  it('tries local-python alone when given, else /usr/bin/python3 and then python3', () => {
    expect(pythonCandidates('/opt/py/bin/python')).toEqual(['/opt/py/bin/python'])
    expect(pythonCandidates(undefined)).toEqual(['/usr/bin/python3', 'python3'])
  })

  it("tells an interpreter's own problem from the model's by the server's exit", () => {
    const enoent = Object.assign(new Error('spawn x ENOENT'), { code: 'ENOENT' })
    expect(interpreterProblem({ code: null, signal: null, error: enoent }, [])).toBe('not found')
    const missing = ["reference server: cannot import torch: ModuleNotFoundError: No module named 'torch'"]
    expect(interpreterProblem({ code: 3, signal: null }, missing)).toBe(
      "ModuleNotFoundError: No module named 'torch'"
    )
    // A model that fails to load is the model's problem, whatever it printed.
    expect(interpreterProblem({ code: 2, signal: null }, missing)).toBeUndefined()
    expect(interpreterProblem({ code: 3, signal: null }, ['something else'])).toBeUndefined()
  })

  it('says how to get torch when no interpreter has it', () => {
    const missing = path.join(dir, 'python-nowhere')
    expect(noTorchError(missing, [{ python: missing, problem: 'not found' }]).message).toBe(
      `local-python: ${JSON.stringify(missing)} cannot run the reference PyTorch server (import torch failed: not found). ${INSTALL_HINT}`
    )
    const none = [
      { python: '/usr/bin/python3', problem: 'not found' },
      { python: 'python3', problem: "ModuleNotFoundError: No module named 'torch'" }
    ]
    expect(noTorchError(undefined, none).message).toContain(
      'local mode: no Python interpreter with torch was found for the reference PyTorch server (tried ' +
        "/usr/bin/python3: not found; python3: ModuleNotFoundError: No module named 'torch'). " +
        'On Debian/Ubuntu install it with `sudo apt-get install -y python3-torch python3-pil`'
    )
  })
})

describe('choosing the server', () => {
  it('auto: the reference server for PyTorch, else docker', () => {
    expect(chooseServer(spec(), 'pytorch')).toBe('reference')
    expect(chooseServer(spec(), 'tensorflow')).toBe('docker')
    expect(chooseServer(spec(), undefined)).toBe('docker')
  })

  it('honours an explicit choice', () => {
    expect(chooseServer(spec({ localServer: 'docker' }), 'pytorch')).toBe('docker')
    expect(chooseServer(spec({ localServer: 'reference' }), 'tensorflow')).toBe('reference')
    expect(chooseServer(spec({ localServer: 'command', localServeCommand: 'x' }), 'pytorch')).toBe('command')
  })
})
