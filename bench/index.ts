// `npm run bench`: runs every benchmark in this folder, one after the other, each printing its table.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const benches = [
  'bundle-start',
  'pack-upload',
  'local-engine',
  'local-e2e',
  'local-gpu',
  'ingest',
  'live-wait',
  'live-latency',
  'failure-reasons',
  'pictures'
].filter(b => only.length === 0 || only.includes(b))

let failed = 0
for (const name of benches) {
  const file = path.join(here, `${name}.ts`)
  if (!existsSync(file)) continue
  console.log(`\n=== ${name} ===`)
  const res = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
  if (res.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
