// What each step loads before it does anything: the entries' static import graph (esbuild's metafile,
// dynamic import() edges left out) must reach none of the large packages, which load only on the path
// that needs them; and the committed bundles stay within a size budget, so a start stays quick.
import { statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const ENTRIES = ['src/index.ts', 'src/post.ts']

/** Packages that take long to load; each is reached only through import() where it is needed. */
const HEAVY = [
  /^@aws-sdk\//,
  /^@smithy\//,
  /^tar$/,
  /^pngjs$/,
  /^jpeg-js$/,
  // @actions/core brings an HTTP client (undici) that only the OIDC token needs.
  /^@actions\/core$/,
  /^undici$/,
  /^@actions\/github$/,
  /^@actions\/artifact$/,
  /^@actions\/cache$/
]

/** Bytes of each bundle's start-up file (measured 223 kB and 129 kB, with some headroom). */
const BUDGET: Record<string, number> = { 'dist/index.js': 280_000, 'dist/post.js': 170_000 }

/** `node_modules/@aws-sdk/client-s3/dist-es/index.js` -> `@aws-sdk/client-s3`. */
function packageOf(input: string): string | undefined {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
  return m?.[1]
}

async function metafile(): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent'
  })
  return result.metafile
}

/** For each heavy package reached by static imports from `entry`, the shortest chain to it. */
export function heavyChains(meta: Metafile, entry: string): string[] {
  const from = new Map<string, string>([[entry, '']])
  const queue = [entry]
  const chains: string[] = []
  const seen = new Set<string>()
  while (queue.length) {
    const file = queue.shift()!
    const pkg = packageOf(file)
    if (pkg && HEAVY.some(h => h.test(pkg))) {
      if (!seen.has(pkg)) {
        seen.add(pkg)
        const chain: string[] = []
        for (let at: string = file; at; at = from.get(at)!) if (!packageOf(at)) chain.unshift(at)
        chains.push([...chain, pkg].join(' -> '))
      }
      continue
    }
    for (const edge of meta.inputs[file]?.imports ?? []) {
      if (edge.kind !== 'import-statement' && edge.kind !== 'require-call') continue
      if (edge.external || from.has(edge.path)) continue
      from.set(edge.path, file)
      queue.push(edge.path)
    }
  }
  return chains
}

describe('the entries’ static import graph', () => {
  let meta: Metafile
  beforeAll(async () => {
    meta = await metafile()
  }, 60_000)

  it.each(ENTRIES)('%s reaches no large package except through import()', entry => {
    expect(meta.inputs[entry]).toBeDefined()
    const chains = heavyChains(meta, entry)
    if (chains.length)
      throw new Error(
        `${entry} loads large packages at start-up; make the import on each chain dynamic (await import()) ` +
          `where the package is needed:\n  ${chains.join('\n  ')}`
      )
  })

  it('sees a package behind a static import, and not behind a dynamic one', () => {
    // The walk itself, on a graph of the same shape: a static chain is named, an import() is not followed.
    const graph = {
      inputs: {
        'src/a.ts': {
          bytes: 1,
          imports: [
            { path: 'src/b.ts', kind: 'import-statement', original: './b.js' },
            { path: 'src/c.ts', kind: 'dynamic-import', original: './c.js' }
          ]
        },
        'src/b.ts': {
          bytes: 1,
          imports: [
            {
              path: 'node_modules/tar/dist/esm/index.js',
              kind: 'import-statement',
              original: 'tar'
            }
          ]
        },
        'src/c.ts': {
          bytes: 1,
          imports: [
            {
              path: 'node_modules/pngjs/lib/png.js',
              kind: 'import-statement',
              original: 'pngjs'
            }
          ]
        },
        'node_modules/tar/dist/esm/index.js': { bytes: 1, imports: [] },
        'node_modules/pngjs/lib/png.js': { bytes: 1, imports: [] }
      },
      outputs: {}
    } as unknown as Metafile
    expect(heavyChains(graph, 'src/a.ts')).toEqual(['src/a.ts -> src/b.ts -> tar'])
  })
})

describe('the committed bundles', () => {
  it.each(Object.keys(BUDGET))('%s stays within its size budget', file => {
    const bytes = statSync(path.join(root, file)).size
    expect({ file, bytes, within: bytes <= BUDGET[file] }).toEqual({ file, bytes, within: true })
  })
})
