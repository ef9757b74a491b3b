// What a local run's model server really runs, as the cache's identity sees it: the content of the files
// a local-serve-command names (never the input, the outputs or the cache), every distribution the
// interpreter sees, requirements.txt, a Docker image's ID, and the device (a GPU by name, a CPU by its
// instruction-set level). Each changed alone gives another identity. Real files and processes: Debian's
// Python, and stand-ins on PATH for nvidia-smi and the docker CLI (this machine has neither a GPU nor a
// daemon).
import { createHash } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseInputs } from '../src/inputs/parse-inputs.js'
import { localIdentitySource } from '../src/backends/local/servers/identity.js'
import { commandFiles, commandWords } from '../src/backends/local/servers/command-files.js'
import { cpuLevel, DeviceLines, x86Level } from '../src/backends/local/servers/device.js'
import { identityDigest, transformIdentity } from '../src/cache/identity.js'
import { IdentityUnread, type Runtime } from '../src/identity-source.js'
import type { Spec } from '../src/spec.js'

let dir: string
let bin: string
const savedPath = process.env.PATH
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'local-identity-'))
  bin = path.join(dir, 'bin')
  await mkdir(bin)
})
afterAll(() => rm(dir, { recursive: true, force: true }))
afterEach(() => {
  process.env.PATH = savedPath
})

/** A stand-in program on PATH for this test: a shell script. */
async function onPath(name: string, script: string): Promise<void> {
  const file = path.join(bin, name)
  await writeFile(file, `#!/bin/sh\n${script}\n`)
  await chmod(file, 0o755)
  process.env.PATH = `${bin}:${savedPath}`
}

function spec(over: Record<string, string>): Spec {
  const inputs: Record<string, string> = {
    mode: 'local',
    'model-path': 'test/fixtures/models/classifier',
    data: path.join(dir, 'work', 'data'),
    'output-path': path.join(dir, 'work', 'out'),
    cache: path.join(dir, 'work', 'cache'),
    'content-type': 'text/plain',
    ...over
  }
  return parseInputs(name => inputs[name] ?? '')
}

const runtimeOf = (s: Spec): Promise<Runtime> => localIdentitySource(process.env).runtime(s, 'pytorch')
const digestOf = async (s: Spec) =>
  identityDigest(transformIdentity(s, { kind: 'tar', tarSha256: 'a'.repeat(64) }, await runtimeOf(s)))

describe('a local-serve-command’s files', () => {
  it('splits the command as the shell does, with --name=value’s value', () => {
    expect(commandWords(`python "my dir/serve.py" --weights=models/w.pt 'a b' c\\ d;echo ok|x`)).toEqual([
      'python',
      'my dir/serve.py',
      '--weights=models/w.pt',
      'a b',
      'c d',
      'echo',
      'ok',
      'x',
      'models/w.pt'
    ])
  })

  it('hashes what the command names, never the input, the outputs or the cache under it', async () => {
    const work = path.join(dir, 'work')
    for (const sub of ['data', 'out', 'cache', 'code']) await mkdir(path.join(work, sub), { recursive: true })
    await writeFile(path.join(work, 'code', 'serve.py'), 'print("one")')
    await writeFile(path.join(work, 'data', 'in.txt'), 'input')
    const excluded = ['data', 'out', 'cache'].map(f => path.join(work, f))
    const digest = async () => (await commandFiles('python . --x', work, excluded)).digest
    const before = await digest()
    for (const f of ['data/in.txt', 'out/in.txt.out', 'cache/kept'])
      await writeFile(path.join(work, f), 'changed')
    expect(await digest()).toBe(before)
    // The same size, other bytes.
    await writeFile(path.join(work, 'code', 'serve.py'), 'print("two")')
    expect(await digest()).not.toBe(before)
    const capped = await commandFiles('python .', work, excluded, 4)
    expect(capped).toMatchObject({ files: 1, capped: true })
  })

  it('changes the identity when a file the command names changes, and alone', async () => {
    const script = path.join(dir, 'server.py')
    await writeFile(script, 'version = 1')
    const s = spec({ 'local-serve-command': `python3 ${script} --port 1` })
    const before = await digestOf(s)
    expect(await digestOf(s)).toBe(before)
    await writeFile(script, 'version = 2')
    expect(await digestOf(s)).not.toBe(before)
    const runtime = await runtimeOf(s)
    expect('localServer' in runtime && runtime.localServer.files).toMatch(/^[0-9a-f]{16} \(1 file\)$/)
  })
})

describe('the reference server’s interpreter', () => {
  it('counts every distribution the interpreter sees, read without importing them', async () => {
    const site = path.join(dir, 'site')
    const info = path.join(site, 'extra_pkg-1.0.dist-info')
    await mkdir(info, { recursive: true })
    await writeFile(path.join(info, 'METADATA'), 'Metadata-Version: 2.1\nName: extra-pkg\nVersion: 1.0\n')
    const python = path.join(dir, 'python-with-extra')
    await writeFile(python, `#!/bin/sh\nPYTHONPATH=${site} exec /usr/bin/python3 "$@"\n`)
    await chmod(python, 0o755)
    const plain = await runtimeOf(spec({ 'local-python': '/usr/bin/python3' }))
    const extra = await runtimeOf(spec({ 'local-python': python }))
    if (!('localServer' in plain) || !('localServer' in extra)) throw new Error('not a local server')
    expect(plain.localServer.distributions).toMatch(/^[0-9a-f]{16} \(\d+\)$/)
    expect(extra.localServer.distributions).not.toBe(plain.localServer.distributions)
    expect(extra.localServer.torch).toBe(plain.localServer.torch)
    expect(await digestOf(spec({ 'local-python': python }))).not.toBe(
      await digestOf(spec({ 'local-python': '/usr/bin/python3' }))
    )
  })

  it('counts the server’s own code', async () => {
    const serve = 'serve'
    const hash = createHash('sha256')
    for (const name of (await readdir(serve)).filter(n => n.endsWith('.py')).sort())
      hash.update(`${name}\0`).update(await readFile(path.join(serve, name)))
    const runtime = await runtimeOf(spec({ 'local-python': '/usr/bin/python3' }))
    expect(runtime).toMatchObject({ localServer: { serve: hash.digest('hex').slice(0, 16) } })
  })

  it('counts the model’s requirements.txt', async () => {
    const model = path.join(dir, 'model')
    await mkdir(path.join(model, 'code'), { recursive: true })
    await writeFile(path.join(model, 'model.pt'), 'weights')
    const s = spec({ 'model-path': model, 'local-python': '/usr/bin/python3' })
    const none = await digestOf(s)
    await writeFile(path.join(model, 'code', 'requirements.txt'), 'numpy==2.0.0\n')
    const pinned = await digestOf(s)
    await writeFile(path.join(model, 'code', 'requirements.txt'), 'numpy==2.1.0\n')
    expect(new Set([none, pinned, await digestOf(s)]).size).toBe(3)
  })
})

describe('Docker’s image', () => {
  const image = '123456789012.dkr.ecr.us-east-1.amazonaws.com/scorer:v1'
  const docker = (id: string) =>
    onPath('docker', `[ "$1 $2" = "image inspect" ] || exit 2\n${id ? `echo ${id}` : 'exit 1'}`)

  it('is known by its ID, read once per run, and runs by it', async () => {
    const s = spec({ 'local-server': 'docker', 'image-uri': image })
    await docker(`sha256:${'1'.repeat(64)}`)
    const source = localIdentitySource(process.env)
    expect(await source.pinnedImage!(s, 'pytorch')).toBe(`sha256:${'1'.repeat(64)}`)
    const first = await digestOf(s)
    await docker(`sha256:${'2'.repeat(64)}`)
    expect(await digestOf(s)).not.toBe(first)
    // The same run asks once: the ID it keyed is the one it runs.
    expect(await source.runtime(s, 'pytorch')).toMatchObject({
      localServer: { image: `sha256:${'1'.repeat(64)}` }
    })
  })

  it('an image not on the runner yet skips the cache, and says so', async () => {
    await docker('')
    await expect(runtimeOf(spec({ 'local-server': 'docker', 'image-uri': image }))).rejects.toThrow(
      IdentityUnread
    )
  })
})

describe('the device', () => {
  it('a GPU by its name, predicted with local_gpu', async () => {
    await onPath('nvidia-smi', 'echo "NVIDIA A10G"; echo "NVIDIA A10G"')
    const gpu = await runtimeOf(spec({ 'local-serve-command': 'true', 'instance-type': 'local_gpu' }))
    expect(gpu).toMatchObject({ device: 'gpu NVIDIA A10G' })
    const a10g = await digestOf(spec({ 'local-serve-command': 'true', 'instance-type': 'local_gpu' }))
    await onPath('nvidia-smi', 'echo "Tesla T4"')
    const t4 = await digestOf(spec({ 'local-serve-command': 'true', 'instance-type': 'local_gpu' }))
    expect(t4).not.toBe(a10g)
  })

  it('local_gpu without a GPU is predicted to run on the CPU', async () => {
    await onPath('nvidia-smi', 'exit 9')
    const runtime = await runtimeOf(spec({ 'local-serve-command': 'true', 'instance-type': 'local_gpu' }))
    expect(runtime).toMatchObject({ device: await cpuLevel() })
  })

  it('a CPU by its instruction-set level, not its model', async () => {
    const flags = (s: string) => new Set(s.split(' '))
    const v2 = 'cx16 lahf_lm popcnt sse4_1 sse4_2 ssse3'
    const v3 = `${v2} avx avx2 bmi1 bmi2 f16c fma movbe`
    expect(x86Level(flags('sse2'))).toBe('x86-64')
    expect(x86Level(flags(v2))).toBe('x86-64-v2')
    expect(x86Level(flags(v3))).toBe('x86-64-v3')
    expect(x86Level(flags(`${v3} avx512f avx512bw avx512cd avx512dq avx512vl`))).toBe('x86-64-v4')
    // AVX-512 without AVX2's set is not v4.
    expect(x86Level(flags(`${v2} avx512f avx512bw avx512cd avx512dq avx512vl`))).toBe('x86-64-v2')
    expect(await cpuLevel('arm64')).toBe('cpu arm64')
    const info = path.join(dir, 'cpuinfo')
    await writeFile(info, `processor\t: 0\nmodel name\t: Some CPU\nflags\t\t: fpu ${v3}\n`)
    expect(await cpuLevel('x64', info)).toBe('cpu x86-64-v3')
  })

  it('what the reference server says it ran on', async () => {
    const gpu = new DeviceLines()
    gpu.read('reference server: device cuda:0 (NVIDIA A10G), gpu_id 0 (worker 1)')
    gpu.read('reference server: device cuda:1 (NVIDIA A10G), gpu_id 1 (worker 2)')
    expect(await gpu.ranOn()).toBe('gpu NVIDIA A10G')
    const fellBack = new DeviceLines()
    fellBack.read(
      'reference server: warning: instance-type local_gpu, but torch sees no GPU (torch.cuda.is_available() is False): the model runs on the CPU'
    )
    expect(await fellBack.ranOn()).toBe(await cpuLevel())
    const silent = new DeviceLines()
    silent.read('reference server: 2 workers ready')
    expect(await silent.ranOn()).toBeUndefined()
  })
})
