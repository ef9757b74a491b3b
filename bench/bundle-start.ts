// Benchmark: how long the bundled action takes to reach its first input error (`node dist/index.js`
// with no inputs), against bare Node starting and exiting, in alternating rounds (median of 7).
// What it measures is what the runner waits for before the step does anything: parsing the bundle.
//
//   npx tsx bench/bundle-start.ts [--rounds 7]
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { option, wholeOption } from './options.js'
import { median } from './stats.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rounds = wholeOption('rounds', 7)
/** Another build (e.g. an earlier release's dist/) timed beside this one. */
const compareDist = option('compare-dist')
const TARGET_SECONDS = 0.25

/** Seconds from spawning `args` to the first `::error::` line (or to the exit when none comes). */
function timed(args: string[]): Promise<{ seconds: number; error: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_NO_WARNINGS: '1' }
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: os.tmpdir()
    })
    let seconds = 0
    let error = ''
    let buffered = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk
      if (!seconds && buffered.includes('::error::')) {
        seconds = (performance.now() - started) / 1000
        error = buffered.slice(buffered.indexOf('::error::')).split('\n')[0]
      }
    })
    child.on('error', reject)
    child.on('exit', () => resolve({ seconds: seconds || (performance.now() - started) / 1000, error }))
  })
}

const bare: number[] = []
const bundle: number[] = []
const other: number[] = []
let firstError = ''
for (let r = 0; r < rounds; r++) {
  bare.push((await timed(['-e', '0'])).seconds)
  const b = await timed([path.join(root, 'dist', 'index.js')])
  bundle.push(b.seconds)
  firstError ||= b.error
  if (compareDist) other.push((await timed([path.join(compareDist, 'index.js')])).seconds)
}
const s = (xs: number[]) => xs.map(x => x.toFixed(3)).join(', ')
console.log(
  `node ${process.version}, ${os.availableParallelism()} cores (load average ${os.loadavg()[0].toFixed(1)})`
)
console.log(
  `\n${rounds} alternating rounds: seconds from process start to the first input error (bare Node: to its exit)`
)
console.log('| what | seconds each round | median |')
console.log('|---|---|---:|')
console.log(`| bare Node (\`node -e 0\`) | ${s(bare)} | ${median(bare).toFixed(3)} |`)
console.log(`| \`node dist/index.js\`, no inputs | ${s(bundle)} | ${median(bundle).toFixed(3)} |`)
if (compareDist)
  console.log(`| \`node ${compareDist}/index.js\`, no inputs | ${s(other)} | ${median(other).toFixed(3)} |`)
const m = median(bundle)
console.log(
  `\nthe bundle's first input error after ${m.toFixed(3)} s (target <= ${TARGET_SECONDS} s) ` +
    `${m <= TARGET_SECONDS ? 'OK' : 'ABOVE TARGET'}; bare Node ${median(bare).toFixed(3)} s`
)
if (!firstError.startsWith('::error::')) {
  console.log('the bundle printed no input error')
  process.exitCode = 1
}
