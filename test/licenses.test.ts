// dist/licenses.txt covers every package bundled into dist/ (found from the module graph of the entries),
// each with its licence text; a package missing from it fails here.
import { readFile } from 'node:fs/promises'
import {
  bundledPackages,
  licensesText,
  missingFrom,
  packageDirOf,
  type BundledPackage
} from '../scripts/licenses.mjs'

let packages: BundledPackage[]
let text: string

beforeAll(async () => {
  packages = await bundledPackages()
  text = await readFile('dist/licenses.txt', 'utf8')
}, 60_000)

describe('dist/licenses.txt', () => {
  it('finds the packages the action bundles: the AWS SDK, Smithy, Octokit, the toolkit and the rest', () => {
    const names = new Set(packages.map(p => p.name))
    for (const name of [
      '@actions/core',
      '@actions/artifact',
      '@aws-sdk/client-s3',
      '@aws-sdk/client-sagemaker',
      '@smithy/core',
      '@octokit/core',
      'undici',
      'tar',
      'pngjs',
      'jpeg-js',
      'content-type'
    ])
      expect({ name, bundled: names.has(name) }).toEqual({ name, bundled: true })
    expect(packages.length).toBeGreaterThan(100)
  })

  it('lists every bundled package with its version and licence text (run `npm run licenses` if not)', () => {
    expect(missingFrom(text, packages)).toEqual([])
    for (const p of packages) {
      const start = text.indexOf(`${p.name}@${p.version}\nLicense: `)
      const block = text.slice(start, text.indexOf('\n---', start) >>> 0)
      // The licence text, or a plain statement that the package declares none.
      const stated = block.length > 200 || block.includes('declares no licence and ships no licence file')
      expect({ id: `${p.name}@${p.version}`, stated }).toEqual({ id: `${p.name}@${p.version}`, stated: true })
    }
  })

  it('reports a package that is missing', () => {
    const undici = packages.find(p => p.name === 'undici')!
    const without = licensesText(packages.filter(p => p !== undici))
    expect(missingFrom(without, packages)).toEqual([`undici@${undici.version}`])
    expect(missingFrom(licensesText(packages), packages)).toEqual([])
  })

  it('gives a package without a licence file the same licence text from another package', () => {
    const mit = (name: string, texts: string[]): BundledPackage => ({
      name,
      version: '1.0.0',
      license: 'MIT',
      files: texts.length ? ['LICENSE'] : [],
      texts
    })
    const out = licensesText([mit('a', ['MIT License\n\nPermission is hereby granted']), mit('b', [])])
    expect(out).toContain(
      'b@1.0.0\nLicense: MIT\n\nThe package ships no licence file; its package.json declares MIT, whose text (as shipped by a) is:\n\nMIT License'
    )
  })

  it('maps a bundled file to its package folder, nested ones included', () => {
    expect(packageDirOf('node_modules/@smithy/core/dist-es/index.js')).toBe('node_modules/@smithy/core')
    expect(packageDirOf('node_modules/a/node_modules/b/lib/x.js')).toBe('node_modules/a/node_modules/b')
    expect(packageDirOf('src/main.ts')).toBeUndefined()
  })
})
