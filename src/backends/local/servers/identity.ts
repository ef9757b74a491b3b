// What a local run's model server is and what it runs, for the cache's identity (src/cache/identity.ts):
// the reference server by its interpreter, every distribution that interpreter sees (read from the
// package metadata in one subprocess: nothing is imported, torch alone takes seconds), the model's
// requirements.txt and the server's own code; Docker by its image's ID; a command by itself and the
// content of the files it names (command-files.ts); and the device (device.ts). The local backend's
// IdentitySource (src/identity-source.ts).
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Framework, LocalSpec, Spec } from '../../../spec.js'
import { isLocal } from '../../../spec.js'
import type { IdentitySource } from '../../../identity-source.js'
import { IdentityUnread } from '../../../identity-source.js'
import { regionOrFallback } from '../../../aws/region.js'
import { runsOnGpu } from '../../../contract/images.js'
import { isS3Uri, localPath } from '../../../storage/uri.js'
import { plural } from '../../../format.js'
import { chooseServer } from './start-server.js'
import { findServeDir, pythonCandidates } from './reference.js'
import { commandFiles } from './command-files.js'
import { predictedDevice } from './device.js'

/** Python's version and every installed distribution (name, version), sorted, as JSON. */
const DISTRIBUTIONS =
  'import importlib.metadata as m, json, platform\n' +
  'found = {}\n' +
  // The first of a name on sys.path is the one imported.
  'for d in reversed(list(m.distributions())):\n' +
  '    name = (d.metadata["Name"] or "").lower().replace("_", "-")\n' +
  '    if name:\n        found[name] = d.version\n' +
  'print(json.dumps([platform.python_version(), sorted(found.items())]))'

interface Installed {
  python: string
  torch: string
  /** sha256 (16 hex digits) over every distribution's name and version, and how many. */
  distributions: string
}

const short = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16)

/** `python` -> its version and the distributions it sees, or undefined when it does not run. */
export function installedOf(python: string): Promise<Installed | undefined> {
  return new Promise(resolve => {
    execFile(
      python,
      ['-c', DISTRIBUTIONS],
      { timeout: 30_000, encoding: 'utf8', maxBuffer: 16 << 20 },
      (err, stdout) => {
        try {
          if (err) return resolve(undefined)
          const [version, found] = JSON.parse(stdout) as [string, [string, string][]]
          const torch = found.find(([name]) => name === 'torch')?.[1] ?? 'none'
          const lines = found.map(([name, v]) => `${name}==${v}\n`).join('')
          resolve({ python: version, torch, distributions: `${short(lines)} (${found.length})` })
        } catch {
          resolve(undefined)
        }
      }
    )
  })
}

/** The reference server's own code: its answers are made by these files. */
async function serveDigest(dir: string): Promise<string> {
  const hash = createHash('sha256')
  for (const name of (await readdir(dir)).filter(n => n.endsWith('.py')).sort())
    hash.update(`${name}\0`).update(await readFile(path.join(dir, name)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The requirements.txt the reference server installs before it starts, from a model folder or
 * source-dir (an archive's or an S3 object's is in the model's own digest).
 */
async function requirementsDigest(spec: LocalSpec): Promise<string> {
  const control = spec.control
  if ('localInstallRequirements' in control && control.localInstallRequirements === false)
    return 'not installed'
  const file = spec.model.sourceDir
    ? path.join(spec.model.sourceDir, 'requirements.txt')
    : spec.model.path
      ? path.join(spec.model.path, 'code', 'requirements.txt')
      : undefined
  const text = file ? await readFile(file).catch(() => undefined) : undefined
  return text ? short(text) : 'none'
}

/** The folders a command must never pull in: the input, the outputs and the cache, when local. */
function runFolders(spec: LocalSpec): string[] {
  const uris = [spec.data.uri, spec.output.path, spec.data.cache?.uri]
  return uris.flatMap(uri => (uri && !isS3Uri(uri) ? [localPath(uri)] : []))
}

async function commandIdentity(spec: LocalSpec, command: string): Promise<Record<string, string>> {
  const found = await commandFiles(command, process.cwd(), runFolders(spec))
  const files = found.digest
    ? `${found.digest} (${plural(found.files, 'file')}${found.capped ? ', past the size cap by path and size only' : ''})`
    : 'none'
  return { server: 'command', command, files }
}

/** The image's ID (`sha256:...`) on this runner's Docker, once per image per run. */
function dockerImageIds(): (image: string) => Promise<string | undefined> {
  const ids = new Map<string, Promise<string | undefined>>()
  return image => {
    let id = ids.get(image)
    if (!id) {
      id = import('./docker.js').then(async ({ dockerRunner }) => {
        const r = await dockerRunner()(['image', 'inspect', '--format', '{{.Id}}', image], {
          timeoutMs: 60_000
        })
        const out = r.stdout.trim()
        return r.code === 0 && /^sha256:[0-9a-f]{64}$/.test(out) ? out : undefined
      })
      ids.set(image, id)
    }
    return id
  }
}

function dockerImageUnread(image: string): IdentityUnread {
  return new IdentityUnread(
    `cache: not used in this run: the image ${image} is not on this runner's Docker yet, so its ID ` +
      'cannot be read (the cache knows an image by its ID, never its tag). Pull or build it in an ' +
      'earlier step to use the cache. The job runs; nothing is reused or kept.'
  )
}

/** Local mode has no named models: the model is known by its files (model-path or model-data-url). */
export function localIdentitySource(env: NodeJS.ProcessEnv): IdentitySource {
  const imageId = dockerImageIds()
  const dockerImage = async (spec: LocalSpec, framework: Framework | undefined) => {
    const { containerImage } = await import('./docker.js')
    return containerImage(
      { ...spec, model: { ...spec.model, pinnedImage: undefined } },
      regionOrFallback(spec.control.region, env),
      framework
    )
  }
  const localOnly = (spec: Spec): LocalSpec => {
    if (!isLocal(spec)) throw new Error('the local backend was asked about a SageMaker run')
    return spec
  }
  const server = async (
    spec: LocalSpec,
    framework: Framework | undefined
  ): Promise<Record<string, string>> => {
    const kind = chooseServer(spec, framework)
    if (spec.control.localServer === 'command') return commandIdentity(spec, spec.control.localServeCommand)
    if (kind === 'docker') {
      const image = await dockerImage(spec, framework)
      const id = spec.model.pinnedImage ?? (await imageId(image))
      if (!id) throw dockerImageUnread(image)
      return { server: 'docker', image: id }
    }
    const [serve, requirements] = await Promise.all([serveDigest(findServeDir()), requirementsDigest(spec)])
    for (const python of pythonCandidates(spec.control.localPython)) {
      const found = await installedOf(python)
      if (found) return { server: 'reference', interpreter: python, ...found, requirements, serve }
    }
    return { server: 'reference', interpreter: 'none found', requirements, serve }
  }
  return {
    async runtime(spec, framework) {
      const local = localOnly(spec)
      const [localServer, device] = await Promise.all([
        server(local, framework),
        predictedDevice(runsOnGpu(spec.resources.instanceType))
      ])
      return { localServer, device }
    },
    async pinnedImage(spec, framework) {
      try {
        const local = localOnly(spec)
        if (local.control.localServer === 'command' || chooseServer(local, framework) !== 'docker')
          return undefined
        return await imageId(await dockerImage(local, framework))
      } catch {
        // Told where it counts: the server's start, or the identity's runtime.
        return undefined
      }
    }
  }
}
