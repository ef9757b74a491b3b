// What a local run's model server is and what it runs, for the cache's identity (src/cache/identity.ts):
// the reference server by its interpreter, that interpreter's Python and torch versions (read from the
// package metadata: torch is not imported, which takes seconds) and the server's own code; Docker by
// its image; a command by itself. The local backend's IdentitySource (src/identity-source.ts).
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Framework, LocalSpec } from '../../../spec.js'
import { isLocal } from '../../../spec.js'
import type { IdentitySource } from '../../../identity-source.js'
import { regionOrFallback } from '../../../aws/region.js'
import { chooseServer } from './start-server.js'
import { findServeDir, pythonCandidates } from './reference.js'

const VERSIONS =
  'import importlib.metadata as m, platform\n' +
  'try:\n    torch = m.version("torch")\nexcept Exception:\n    torch = "none"\n' +
  'print(platform.python_version(), torch)'

/** `python` -> its Python and torch versions, or undefined when it does not run. */
function versionsOf(python: string): Promise<{ python: string; torch: string } | undefined> {
  return new Promise(resolve => {
    execFile(python, ['-c', VERSIONS], { timeout: 30_000, encoding: 'utf8' }, (err, stdout) => {
      const [py, torch] = stdout.trim().split(/\s+/)
      resolve(err || !py ? undefined : { python: py, torch: torch ?? 'none' })
    })
  })
}

/** The reference server's own code: its answers are made by these files. */
async function serveDigest(dir: string): Promise<string> {
  const hash = createHash('sha256')
  for (const name of (await readdir(dir)).filter(n => n.endsWith('.py')).sort())
    hash.update(`${name}\0`).update(await readFile(path.join(dir, name)))
  return hash.digest('hex').slice(0, 16)
}

export async function localServerIdentity(
  spec: LocalSpec,
  framework: Framework | undefined,
  region: string
): Promise<Record<string, string>> {
  const kind = chooseServer(spec, framework)
  if (spec.control.localServer === 'command')
    return { server: 'command', command: spec.control.localServeCommand }
  if (kind === 'docker') {
    const { containerImage } = await import('./docker.js')
    return { server: 'docker', image: containerImage(spec, region, framework) }
  }
  const serve = await serveDigest(findServeDir())
  for (const python of pythonCandidates(spec.control.localPython)) {
    const found = await versionsOf(python)
    if (found)
      return { server: 'reference', interpreter: python, python: found.python, torch: found.torch, serve }
  }
  return { server: 'reference', interpreter: 'none found', serve }
}

/** Local mode has no named models: the model is known by its files (model-path or model-data-url). */
export function localIdentitySource(env: NodeJS.ProcessEnv): IdentitySource {
  return {
    async runtime(spec, framework) {
      if (!isLocal(spec)) throw new Error('the local backend was asked about a SageMaker run')
      return {
        localServer: await localServerIdentity(spec, framework, regionOrFallback(spec.control.region, env))
      }
    }
  }
}
