// `npm run demo`: runs the bundled action (dist/index.js) in local mode on the shipped shapes images and
// classifier, as a workflow step would, then says where everything went. No AWS account needed.
// `npm run demo -- --pr`: a pull-request evaluation of a deliberately worse model (scripts/demo-pr.ts).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (process.argv.includes('--pr')) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  const r = spawnSync(tsx, [path.join(root, 'scripts', 'demo-pr.ts')], { stdio: 'inherit', cwd: root })
  process.exit(r.status ?? 1)
}
const work = path.join(root, 'demo-output')
rmSync(work, { recursive: true, force: true })
mkdirSync(path.join(work, 'runner'), { recursive: true })

const files = {
  GITHUB_STEP_SUMMARY: path.join(work, 'job-summary.md'),
  GITHUB_OUTPUT: path.join(work, 'runner', 'outputs.txt'),
  GITHUB_STATE: path.join(work, 'runner', 'state.txt')
}
for (const f of Object.values(files)) writeFileSync(f, '')

const inputs = {
  mode: 'local',
  'model-path': path.join(root, 'test/fixtures/models/classifier'),
  data: path.join(root, 'test/fixtures/shapes/images'),
  'content-type': 'application/x-image',
  'output-path': path.join(work, 'predictions'),
  'max-concurrent-transforms': '2',
  'label-map': path.join(root, 'test/fixtures/shapes/labels.txt'),
  'ground-truth': path.join(root, 'test/fixtures/shapes/manifest.jsonl'),
  comment: 'never'
}
const env = { ...process.env, ...files, RUNNER_TEMP: path.join(work, 'runner') }
for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value

const result = spawnSync(process.execPath, [path.join(root, 'dist/index.js')], { env, stdio: 'inherit' })

const outputs = readFileSync(files.GITHUB_OUTPUT, 'utf8')
const names = [...outputs.matchAll(/^([a-z-]+)<<(.+)$\n([\s\S]*?)\n\2$/gm)].map(m => `  ${m[1]}: ${m[3]}`)
console.log('\nAction outputs:')
console.log(names.join('\n') || '  (none)')
console.log(`\nPredictions (.out files): ${inputs['output-path']}`)
console.log(`Job summary (Markdown):   ${files.GITHUB_STEP_SUMMARY}`)
process.exit(result.status ?? 1)
