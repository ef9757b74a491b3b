// dist/licenses.txt: the licence of every npm package bundled into dist/, with the package's own licence
// and notice files (MIT and Apache-2.0 require them to travel with the code).
// The packages are found from esbuild's module graph of src/index.ts and src/post.ts: the same static
// imports ncc follows, in a second or two.
//
//   node scripts/licenses.mjs          write dist/licenses.txt
//   node scripts/licenses.mjs --check  exit 1 when dist/licenses.txt lacks a bundled package
import { build } from 'esbuild'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ENTRIES = ['src/index.ts', 'src/post.ts']
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i

/** The package directory a bundled file belongs to: the part up to its last node_modules/<name>. */
export function packageDirOf(file) {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file.replace(/\\/g, '/'))
  return m?.[1]
}

/** The packages in the bundle, sorted by name and version, with their licence texts. */
export async function bundledPackages(root = ROOT) {
  const result = await build({
    entryPoints: ENTRIES.map(e => path.join(root, e)),
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    metafile: true,
    outdir: path.join(root, '.licenses-tmp'),
    logLevel: 'silent',
    loader: { '.json': 'json' }
  })
  const dirs = new Set()
  for (const file of Object.keys(result.metafile.inputs)) {
    const dir = packageDirOf(file)
    if (dir) dirs.add(dir)
  }
  const byId = new Map()
  for (const dir of dirs) {
    const abs = path.resolve(root, dir)
    const pkg = JSON.parse(readFileSync(path.join(abs, 'package.json'), 'utf8'))
    const id = `${pkg.name}@${pkg.version}`
    if (byId.has(id)) continue
    const files = readdirSync(abs)
      .filter(f => LICENCE_FILE.test(f))
      .sort()
    const texts = files.map(f => readFileSync(path.join(abs, f), 'utf8').trim())
    const declared = pkg.license ?? pkg.licenses?.[0]
    const license = typeof declared === 'string' ? declared : (declared?.type ?? 'UNKNOWN')
    const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url
    byId.set(id, { name: pkg.name, version: pkg.version, license, files, texts, repository })
  }
  return [...byId.values()].sort((a, b) =>
    a.name === b.name ? (a.version < b.version ? -1 : 1) : a.name < b.name ? -1 : 1
  )
}

/** MIT/X11 is the MIT licence. */
const sameLicence = (a, b) => a.replace(/\/X11$/i, '') === b.replace(/\/X11$/i, '')

/**
 * The text of dist/licenses.txt: one block per package. A package that ships no licence file gets the
 * text of the same licence from another bundled package that does.
 */
export function licensesText(packages) {
  const blocks = packages.map(p => {
    let body = p.texts.join('\n\n')
    if (!body && p.license === 'UNKNOWN') {
      body = `The package declares no licence and ships no licence file; see its author's terms at ${p.repository ?? 'its source'}.`
    } else if (!body) {
      const donor = packages.find(
        o => sameLicence(o.license, p.license) && o.texts.length && o.files.some(f => /^licen/i.test(f))
      )
      body = donor
        ? `The package ships no licence file; its package.json declares ${p.license}, whose text (as shipped by ${donor.name}) is:\n\n${donor.texts[donor.files.findIndex(f => /^licen/i.test(f))]}`
        : `The package ships no licence file; its package.json declares ${p.license}: https://spdx.org/licenses/${p.license}.html`
    }
    return `${p.name}@${p.version}\nLicense: ${p.license}\n\n${body}`
  })
  return (
    'Third-party packages bundled into dist/ and their licences (made by scripts/licenses.mjs).\n\n' +
    blocks.join('\n\n' + '-'.repeat(72) + '\n\n') +
    '\n'
  )
}

/** The `name@version` of each package dist/licenses.txt has a block for. */
export function listedPackages(text) {
  const ids = new Set()
  for (const m of text.matchAll(/^(@?[^\s@]+(?:\/[^\s@]+)?)@(\S+)\nLicense: \S+/gm))
    ids.add(`${m[1]}@${m[2]}`)
  return ids
}

/** Bundled packages that the text has no block for. */
export function missingFrom(text, packages) {
  const listed = listedPackages(text)
  return packages.map(p => `${p.name}@${p.version}`).filter(id => !listed.has(id))
}

export async function writeLicenses(root = ROOT) {
  const packages = await bundledPackages(root)
  await writeFile(path.join(root, 'dist', 'licenses.txt'), licensesText(packages))
  return packages.length
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const file = path.join(ROOT, 'dist', 'licenses.txt')
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const missing = missingFrom(text, await bundledPackages())
    if (missing.length) {
      console.error(`dist/licenses.txt lacks ${missing.join(', ')}: run npm run licenses`)
      process.exit(1)
    }
  } else {
    console.log(`dist/licenses.txt: ${await writeLicenses()} packages`)
  }
}
