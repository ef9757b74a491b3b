// The action as it ships, for the benchmarks that run it whole: src/index.ts bundled with esbuild.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** src/index.ts bundled as the action ships it (ESM, its lazy imports as chunks); the entry's path. */
export async function bundleAction(work: string): Promise<string> {
  const { build } = await import('esbuild')
  const outdir = path.join(work, 'action')
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // The packages' ES module builds, as the shipped bundle takes them.
    mainFields: ['module', 'main'],
    outdir,
    outExtension: { '.js': '.mjs' },
    // CommonJS packages inside an ES module bundle still call require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
    },
    logLevel: 'error'
  })
  return path.join(outdir, 'index.mjs')
}
