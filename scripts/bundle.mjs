// Bundles src/index.ts and src/post.ts with ncc into dist/ (ESM), and ships the reference model
// server (serve/) and the label maps beside them so the published action has everything it runs.
import ncc from '@vercel/ncc'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeLicenses } from './licenses.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')

await rm(dist, { recursive: true, force: true })
await mkdir(dist, { recursive: true })
for (const entry of ['index', 'post']) {
  const { code, assets } = await ncc(path.join(root, 'src', `${entry}.ts`), {
    minify: false,
    sourceMap: false,
    quiet: true,
    target: 'es2022',
    // Chunks are named after their entry (`<id>.post.js`), so the two entries' chunks never collide.
    filename: `${entry}.js`
  })
  await writeFile(path.join(dist, `${entry}.js`), code)
  for (const [name, asset] of Object.entries(assets ?? {})) {
    if (name === 'package.json') continue
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true })
    await writeFile(path.join(dist, name), asset.source)
  }
}
await writeFile(path.join(dist, 'package.json'), JSON.stringify({ type: 'module' }, null, 2) + '\n')
await cp(path.join(root, 'serve'), path.join(dist, 'serve'), {
  recursive: true,
  filter: src => !src.includes('__pycache__')
})
// The licences of every bundled package (ncc's own list covers only some of them).
await writeLicenses(root)
