// code/requirements.txt is installed before the reference server starts, as the PyTorch container does:
// a wheel built here is installed offline (PIP_NO_INDEX, PIP_FIND_LINKS) into a virtual environment
// kept in the tool cache, the handler imports it, and a second run reuses the environment.
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { UserError } from '../src/errors.js'
import { startReferenceServer } from '../src/backends/local/servers/reference.js'
import {
  environmentDir,
  pythonWithRequirements,
  runCommand,
  type RunCommand
} from '../src/backends/local/servers/requirements.js'
import { makeSpec } from './support/report-env.js'
import { settled } from './support/planned-job.js'

const LINEAR = path.resolve('test/fixtures/models/linear/model.pt')
const PACKAGE = 'sagemaker_local_probe'

/** A pure-Python wheel written with the standard library's zipfile: a module, METADATA, WHEEL, RECORD. */
const MAKE_WHEEL = `import base64, hashlib, sys, zipfile

name, version, out = sys.argv[1], sys.argv[2], sys.argv[3]
files = {
    name + "/__init__.py": "def label(values):\\n    return 'probe says ' + ','.join('%g' % v for v in values)\\n",
    "%s-%s.dist-info/METADATA" % (name, version): "Metadata-Version: 2.1\\nName: %s\\nVersion: %s\\n" % (name, version),
    "%s-%s.dist-info/WHEEL" % (name, version): "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
}
record = "%s-%s.dist-info/RECORD" % (name, version)
lines = []
with zipfile.ZipFile("%s/%s-%s-py3-none-any.whl" % (out, name, version), "w") as whl:
    for path, text in files.items():
        data = text.encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append("%s,sha256=%s,%d" % (path, digest, len(data)))
        whl.writestr(path, data)
    whl.writestr(record, "\\n".join(lines + [record + ",,"]) + "\\n")
`

const HANDLER = `import ${PACKAGE}


def output_fn(prediction, accept):
    return ${PACKAGE}.label(prediction.tolist()[0]), "text/plain"
`

const spec = settled(makeSpec({ data: '/tmp/in', output: '/tmp/out', mode: 'local' }))
let root: string
let wheels: string
let cache: string
const saved: Record<string, string | undefined> = {}
const PIP_ENV = ['PIP_NO_INDEX', 'PIP_FIND_LINKS', 'RUNNER_TOOL_CACHE', 'PIP_INDEX_URL']

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'reference-requirements-'))
  wheels = path.join(root, 'wheels')
  cache = path.join(root, 'tool-cache')
  await mkdir(wheels)
  await promisify(execFile)('/usr/bin/python3', ['-c', MAKE_WHEEL, PACKAGE, '1.0', wheels])
  for (const name of PIP_ENV) saved[name] = process.env[name]
  // The step's pip settings: nothing leaves the machine.
  process.env.PIP_NO_INDEX = '1'
  process.env.PIP_FIND_LINKS = wheels
  process.env.RUNNER_TOOL_CACHE = cache
  delete process.env.PIP_INDEX_URL
}, 60_000)
afterAll(async () => {
  for (const name of PIP_ENV) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await rm(root, { recursive: true, force: true })
})

async function modelDir(name: string, requirements: string): Promise<string> {
  const dir = path.join(root, name)
  await mkdir(path.join(dir, 'code'), { recursive: true })
  await copyFile(LINEAR, path.join(dir, 'model.pt'))
  await writeFile(path.join(dir, 'code', 'inference.py'), HANDLER)
  await writeFile(path.join(dir, 'code', 'requirements.txt'), requirements)
  return dir
}

/** runCommand, counting the commands it runs. */
function counting(): { run: RunCommand; commands: string[][] } {
  const commands: string[][] = []
  return {
    commands,
    run: (command, args, env) => {
      commands.push([command, ...args])
      return runCommand(command, args, env)
    }
  }
}

describe('code/requirements.txt', () => {
  it('is installed offline from the step pip settings, the handler imports it, and a second run reuses it', async () => {
    const dir = await modelDir('installs', `${PACKAGE.replace(/_/g, '-')}==1.0\n`)
    const requirements = await readFile(path.join(dir, 'code', 'requirements.txt'))
    const venv = environmentDir(cache, '/usr/bin/python3', requirements)
    const first = counting()
    const logged: string[] = []
    const python = await pythonWithRequirements({
      python: '/usr/bin/python3',
      modelDir: dir,
      install: true,
      env: process.env,
      cacheRoot: cache,
      run: first.run,
      log: l => logged.push(l)
    })
    expect(python).toBe(path.join(venv, 'bin', 'python'))
    expect(first.commands).toEqual([
      ['/usr/bin/python3', '-m', 'venv', '--system-site-packages', venv],
      [python, '-m', 'pip', 'install', '-r', path.join(dir, 'code', 'requirements.txt')]
    ])
    expect(logged).toEqual([`local mode: installing code/requirements.txt with pip into ${venv}`])
    const marker = await stat(path.join(venv, '.installed'))

    // The server (through the action's own path) reuses it: no pip, and the handler imports the package.
    const serverLog: string[] = []
    const server = await startReferenceServer(spec, {
      modelDir: dir,
      env: {},
      pingDeadlineMs: 60_000,
      framework: 'pytorch',
      log: l => serverLog.push(l)
    })
    try {
      const res = await fetch(`${server.url}/invocations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '[[1, 2, 3, 4]]'
      })
      expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([
        200,
        'text/plain',
        'probe says 10,5.5'
      ])
    } finally {
      await server.stop()
    }
    expect(serverLog[0]).toBe(`local mode: code/requirements.txt already installed in ${venv}`)

    const second = counting()
    const again = await pythonWithRequirements({
      python: '/usr/bin/python3',
      modelDir: dir,
      install: true,
      env: process.env,
      cacheRoot: cache,
      run: second.run
    })
    expect([again, second.commands]).toEqual([python, []])
    expect((await stat(path.join(venv, '.installed'))).mtimeMs).toBe(marker.mtimeMs)
  }, 180_000)

  it('a requirement that cannot be found stops the start, named, with pip last lines', async () => {
    const dir = await modelDir('missing', 'sagemaker-local-absent==9.9\n')
    const err = await startReferenceServer(spec, { modelDir: dir, env: {}, pingDeadlineMs: 60_000 }).then(
      s => s.stop().then(() => new Error('the server started')),
      (e: unknown) => e
    )
    expect(err).toBeInstanceOf(UserError)
    const message = (err as UserError).message
    expect(message).toMatch(
      /^local mode: pip could not install the requirement sagemaker-local-absent==9\.9 of code\/requirements\.txt \(exit status 1\); no input was sent\. pip's last lines:\n/
    )
    expect(message).toContain('ERROR: No matching distribution found for sagemaker-local-absent==9.9')
    const requirements = await readFile(path.join(dir, 'code', 'requirements.txt'))
    // Nothing half-made is kept: the next run tries again.
    await expect(stat(environmentDir(cache, '/usr/bin/python3', requirements))).rejects.toThrow('ENOENT')
  }, 180_000)

  it('local-install-requirements: false skips it with a warning (the import then fails as it would)', async () => {
    const dir = await modelDir('skipped', `${PACKAGE.replace(/_/g, '-')}==1.0\n`)
    const warned: string[] = []
    const python = await pythonWithRequirements({
      python: '/usr/bin/python3',
      modelDir: dir,
      install: false,
      env: process.env,
      cacheRoot: cache,
      run: () => Promise.reject(new Error('no command may run')),
      warn: l => warned.push(l)
    })
    expect(python).toBe('/usr/bin/python3')
    expect(warned).toEqual([
      'local mode: code/requirements.txt is not installed (local-install-requirements: false); the ' +
        'PyTorch container installs it before the model loads'
    ])
  })
})
