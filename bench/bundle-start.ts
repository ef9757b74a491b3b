// Benchmark: how long each bundled step takes to start: the main step to its first input error
// (`node dist/index.js` with no inputs), the post step to its end with nothing saved (`node
// dist/post.js`), against bare Node starting and exiting, in alternating rounds (median of 15). What it
// measures is what the runner waits for before the step does anything: loading the bundle.
//
//   npx tsx bench/bundle-start.ts [--rounds 15]
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { option, wholeOption } from './options.js'
import { median } from './stats.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rounds = wholeOption('rounds', 15)
/** Another build (e.g. an earlier release's dist/) timed beside this one. */
const compareDist = option('compare-dist')
/** Each step starts in at most this many times bare Node's start. */
const TARGET_RATIO = 3

/** Seconds from spawning `args` to the first `::error::` line (or to the exit when none comes). */
function timed(args: string[]): Promise<{ seconds: number; error: string }> {
  // No STATE_* variables: the post step has nothing saved.
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
const main: number[] = []
const post: number[] = []
const other: number[] = []
let firstError = ''
for (let r = 0; r < rounds; r++) {
  bare.push((await timed(['-e', '0'])).seconds)
  const b = await timed([path.join(root, 'dist', 'index.js')])
  main.push(b.seconds)
  firstError ||= b.error
  post.push((await timed([path.join(root, 'dist', 'post.js')])).seconds)
  if (compareDist) other.push((await timed([path.join(compareDist, 'index.js')])).seconds)
}
const s = (xs: number[]) => xs.map(x => x.toFixed(3)).join(', ')
const base = median(bare)
const ratio = (xs: number[]) => `${(median(xs) / base).toFixed(2)}x`
console.log(
  `node ${process.version}, ${os.availableParallelism()} cores (load average ${os.loadavg()[0].toFixed(1)})`
)
console.log(
  `\n${rounds} alternating rounds: seconds from process start to the first input error (the post step and ` +
    'bare Node: to their exit)'
)
console.log('| what | seconds each round | median | x bare Node |')
console.log('|---|---|---:|---:|')
console.log(`| bare Node (\`node -e 0\`) | ${s(bare)} | ${base.toFixed(3)} | 1.00x |`)
console.log(
  `| \`node dist/index.js\`, no inputs | ${s(main)} | ${median(main).toFixed(3)} | ${ratio(main)} |`
)
console.log(
  `| \`node dist/post.js\`, nothing saved | ${s(post)} | ${median(post).toFixed(3)} | ${ratio(post)} |`
)
if (compareDist)
  console.log(
    `| \`node ${compareDist}/index.js\`, no inputs | ${s(other)} | ${median(other).toFixed(3)} | ${ratio(other)} |`
  )
for (const [what, xs] of [
  ['the main step', main],
  ['the post step', post]
] as const) {
  const within = median(xs) <= TARGET_RATIO * base
  console.log(
    `${what}: ${ratio(xs)} bare Node (target <= ${TARGET_RATIO}x) ${within ? 'OK' : 'ABOVE TARGET'}`
  )
}
if (!firstError.startsWith('::error::')) {
  console.log('the bundle printed no input error')
  process.exitCode = 1
}
