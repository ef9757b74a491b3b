// Generates src/contract/image-table.json: the framework inference images (repository, registry account per
// region, Python versions, version aliases) and the TransformInstanceType enum, cut down to what image
// resolution and input validation need.
//
//   node scripts/gen-image-table.mjs [--check] [reference-dir]
//
// --check exits 1 when the committed table differs from what the reference data gives.
//
// The reference data is in the repository: the SageMaker Python SDK's image tables in
// test/fixtures/sagemaker-image-uris/ (Apache-2.0, see the NOTICE there) and the SageMaker API model in
// test/fixtures/sagemaker-transform-api.json. A reference-dir given instead holds
// sagemaker-image-uris/{pytorch,tensorflow}-inference.json and aws/sagemaker-transform-api.json.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const check = args.includes('--check')
const refArg = args.find(a => a !== '--check')
const fixtures = path.join(root, 'test', 'fixtures')
/** Where each reference file is: in the given reference-dir, else in the repository's fixtures. */
const refPath = refArg
  ? file => path.join(path.resolve(refArg), file)
  : file =>
      path.join(fixtures, file === 'aws/sagemaker-transform-api.json' ? 'sagemaker-transform-api.json' : file)
const out = path.join(root, 'src', 'contract', 'image-table.json')

const readJson = async file => JSON.parse(await readFile(refPath(file), 'utf8'))

/** Numeric-aware version order: 1.9.1 < 1.10.0. */
function compareVersions(a, b) {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1)
    if (d !== 0) return d
  }
  return 0
}

async function framework(name) {
  const file = `sagemaker-image-uris/${name}-inference.json`
  const doc = await readJson(file)
  const scope = doc.inference
  if (!scope?.versions) throw new Error(`${file}: no "inference.versions"`)

  // Registry maps repeat across versions: store each distinct one once and refer to it by index.
  const registries = []
  const registryIndex = new Map()
  const versions = {}
  for (const version of Object.keys(scope.versions).sort(compareVersions)) {
    const v = scope.versions[version]
    if (!v.repository || !v.registries)
      throw new Error(`${file}: version ${version} lacks repository/registries`)
    const sorted = Object.fromEntries(Object.entries(v.registries).sort(([a], [b]) => a.localeCompare(b)))
    const key = JSON.stringify(sorted)
    if (!registryIndex.has(key)) {
      registryIndex.set(key, registries.length)
      registries.push(sorted)
    }
    versions[version] = {
      repository: v.repository,
      registries: registryIndex.get(key),
      ...(v.py_versions ? { py: v.py_versions } : {}),
      ...(v.processors ? { processors: v.processors } : {})
    }
  }
  const aliases = Object.fromEntries(
    Object.entries(scope.version_aliases ?? {}).sort(([a], [b]) => compareVersions(a, b))
  )
  for (const [alias, target] of Object.entries(aliases)) {
    if (!versions[target]) throw new Error(`${file}: alias ${alias} points at unknown version ${target}`)
  }
  return { source: doc.source, processors: scope.processors, aliases, versions, registries }
}

const api = await readJson('aws/sagemaker-transform-api.json')
const instanceTypes = api.shapes?.TransformInstanceType?.enum
if (!Array.isArray(instanceTypes)) throw new Error('API model: no TransformInstanceType enum')

const table = {
  generatedBy: 'scripts/gen-image-table.mjs',
  frameworks: { pytorch: await framework('pytorch'), tensorflow: await framework('tensorflow') },
  transformInstanceTypes: { source: api.source, values: instanceTypes }
}

/** JSON with one line per leaf object or array (versions, registry maps, lists): compact, diffable. */
function format(value, indent = '') {
  const isLeaf = v => v === null || typeof v !== 'object'
  const inline = Array.isArray(value)
    ? value.every(isLeaf)
    : Object.values(value).every(v => isLeaf(v) || (Array.isArray(v) && v.every(isLeaf)))
  if (inline) return JSON.stringify(value)
  const inner = indent + ' '
  if (Array.isArray(value)) return `[\n${value.map(v => inner + format(v, inner)).join(',\n')}\n${indent}]`
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${isLeaf(v) ? JSON.stringify(v) : format(v, inner)}`
  )
  return `{\n${entries.join(',\n')}\n${indent}}`
}
const lines = format(table)
const text = lines + '\n'
if (check) {
  const committed = await readFile(out, 'utf8').catch(() => '')
  if (committed !== text) {
    console.error(`${path.relative(root, out)} is out of date: run node scripts/gen-image-table.mjs`)
    process.exit(1)
  }
  console.log(`${path.relative(root, out)} is up to date`)
} else {
  await writeFile(out, text)
  console.log(`wrote ${path.relative(root, out)} (${text.length} bytes)`)
}
