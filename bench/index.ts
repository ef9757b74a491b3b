// `npm run bench [-- NAME ...]`: runs every benchmark in this folder (or those named), one after the
// other, each printing its table. `--help` lists them; an unknown name fails, naming the known ones.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const all = [
  'bundle-start',
  'pack-upload',
  'local-engine',
  'local-e2e',
  'local-small',
  'local-gpu',
  'ingest',
  'live-wait',
  'live-latency',
  'failure-reasons',
  'stop-on-verdict',
  'pictures'
]
const known = `benchmarks: ${all.join(', ')}`
if (only.includes('--help') || only.includes('-h')) {
  console.log(`usage: npm run bench [-- NAME ...]\n${known}`)
  process.exit(0)
}
const unknown = only.filter(name => !all.includes(name))
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.map(n => JSON.stringify(n)).join(', ')}; ${known}`)
  process.exit(2)
}
const benches = all.filter(b => only.length === 0 || only.includes(b))

let failed = 0
for (const name of benches) {
  const file = path.join(here, `${name}.ts`)
  if (!existsSync(file)) continue
  console.log(`\n=== ${name} ===`)
  const res = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
  if (res.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
