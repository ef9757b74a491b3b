// `npm run bench [-- NAME ...] [--OPTION VALUE ...]`: runs every benchmark in this folder (or those
// named), one after the other, each printing its table; the options go to each of them. `--help` says
// what each one measures and its options; an unknown name or option fails, naming the known ones, and
// runs nothing; `--dry-run` prints the commands instead of running them.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

interface Bench {
  name: string
  measures: string
  /** `--name`: what it sets, with its default; a flag takes no value. */
  options: Array<{ name: string; value?: string; default?: string; flag?: boolean }>
}

const rounds = (n: number) => ({ name: 'rounds', value: 'N', default: String(n) })
const benches: Bench[] = [
  {
    name: 'bundle-start',
    measures:
      'how long dist/index.js takes to its first input error and dist/post.js to its end, against bare Node',
    options: [rounds(15), { name: 'compare-dist', value: 'DIR' }]
  },
  {
    name: 'pack-upload',
    measures: 'packaging and uploading a model to S3 (s3rver), against tar -czf, tar | pigz and aws s3 cp',
    options: [
      { name: 'size-mb', value: 'MB', default: '1024' },
      { name: 'small-files', value: 'N', default: '3000' },
      rounds(3),
      { name: 's3rver-on-main-thread', flag: true }
    ]
  },
  {
    name: 'local-engine',
    measures: "local mode's data plane (split, invoke, .out) and splitters, against a plain HTTP load loop",
    options: [
      { name: 'size-mb', value: 'MB', default: '1024' },
      { name: 'records', value: 'N', default: '40000' },
      { name: 'files', value: 'N', default: '5000' },
      { name: 'concurrency', value: 'N', default: '16' },
      rounds(5),
      { name: 'only', value: 'records' }
    ]
  },
  {
    name: 'local-e2e',
    measures:
      'the bundled action in local mode on the shapes images, against one Python process per core (the limit)',
    options: [
      { name: 'images', value: 'N', default: '2000' },
      rounds(3),
      { name: 'concurrency', value: 'LIST', default: '1,2,4,8' },
      { name: 'action', value: 'dist|src', default: 'dist' },
      { name: 'whole-step', value: 'LIST', default: '400,2000' },
      { name: 'only', value: 'whole-step' },
      { name: 'compare-dist', value: 'DIR' },
      { name: 'instance-type', value: 'local|local_gpu' },
      { name: 'model-env', value: 'K=V[,K=V]' },
      { name: 'cpu-prof', value: 'DIR' }
    ]
  },
  {
    name: 'local-small',
    measures:
      'local mode with the small fixture classifier on 2 cores: the in-process limit against the data plane and the whole step',
    options: [
      { name: 'images', value: 'LIST', default: '400,2000' },
      rounds(3),
      { name: 'dist', value: 'DIR' },
      { name: 'compare-dist', value: 'DIR[,DIR]' },
      { name: 'python', value: 'PATH', default: '/usr/bin/python3' },
      { name: 'instance-type', value: 'local|local_gpu' },
      { name: 'model-env', value: 'K=V[,K=V]' },
      { name: 'cpu-prof', value: 'DIR' }
    ]
  },
  {
    name: 'local-gpu',
    measures:
      'local mode with a ResNet-50, whole step, against K fresh Python processes (GPU rows need a GPU)',
    options: [
      { name: 'images', value: 'N', default: '2000' },
      { name: 'cpu-images', value: 'N', default: '200' },
      rounds(3),
      { name: 'gpu-processes', value: 'LIST', default: '1,4,8' },
      { name: 'dist', value: 'DIR', default: 'dist' },
      { name: 'compare-dist', value: 'DIR' },
      { name: 'python', value: 'PATH', default: '/usr/bin/python3' },
      { name: 'model-env', value: 'K=V[,K=V]' }
    ]
  },
  {
    name: 'ingest',
    measures:
      'reading and summarising .out files (S3 and a folder), against aws s3 sync + Python and plain Node',
    options: [{ name: 'count', value: 'N', default: '20000' }, rounds(3), { name: 'local-only', flag: true }]
  },
  {
    name: 'live-wait',
    measures: "seconds from a job's end to the step's end, against an SDK-style wait + aws s3 sync + Python",
    options: [
      { name: 'sizes', value: 'LIST', default: '300,1000,20000' },
      rounds(3),
      { name: 'logs', value: 'DIR' }
    ]
  },
  {
    name: 'live-latency',
    measures:
      "the same at S3's real latency (a delaying S3 on loopback): seconds after the job's end, requests, RSS",
    options: [
      { name: 'sizes', value: 'LIST', default: '20000,100000,1000000' },
      rounds(3),
      { name: 'rate', value: 'N', default: '2000' },
      { name: 'request-ms', value: 'MS', default: '20' },
      { name: 'page-ms', value: 'MS', default: '100' },
      { name: 'scores', value: 'N', default: '1001' },
      { name: 'logs', value: 'DIR' },
      { name: 'via', value: 'bundle|tsx', default: 'bundle' },
      { name: 'output-bytes', value: 'N' },
      { name: 'cpu-prof', value: 'DIR' }
    ]
  },
  {
    name: 'failure-reasons',
    measures: "the CloudWatch Logs calls that reading a job's data-log costs, against the wait's budget",
    options: [
      { name: 'inputs', value: 'N', default: '10000' },
      { name: 'fail-every', value: 'N', default: '10' },
      { name: 'minutes', value: 'N', default: '60' },
      { name: 'delay-ms', value: 'MS', default: '8000' }
    ]
  },
  {
    name: 's3-get',
    measures:
      "CPU per GET of a small output and per listing page: the SDK's client, the short signed path and a bare GET, side by side",
    options: [
      { name: 'gets', value: 'N', default: '3000' },
      rounds(3),
      { name: 'concurrency', value: 'N', default: '16' },
      { name: 'bytes', value: 'N', default: '2048' },
      { name: 'pages', value: 'N', default: '200' },
      { name: 'page-keys', value: 'N', default: '1000' }
    ]
  },
  {
    name: 'cache',
    measures:
      "the transform cache at S3's latency: a whole hit (its GETs, HEADs and copies counted), the limit and a full run side by side, 1% changed, a million-input listing",
    options: [
      { name: 'sizes', value: 'LIST', default: '5000,100000' },
      rounds(3),
      { name: 'rate', value: 'N', default: '2000' },
      { name: 'start-ms', value: 'MS', default: '2000' },
      { name: 'request-ms', value: 'MS', default: '20' },
      { name: 'page-ms', value: 'MS', default: '100' },
      { name: 'copies', value: 'N', default: '256' },
      { name: 'million', value: 'N', default: '1000000' },
      { name: 'million-rounds', value: 'N', default: '3' },
      { name: 'compare-src', value: 'DIR' },
      { name: 'million-plain', flag: true },
      { name: 'prof', value: 'DIR' },
      { name: 'stages', value: '1' }
    ]
  },
  {
    name: 'stop-on-verdict',
    measures: 'instance time billed after an early stop was certain, against the SDK (no early stop)',
    options: [{ name: 'runs', value: 'N', default: '3' }]
  },
  {
    name: 'reference-answer',
    measures:
      "the reference server's answers one after another on a kept-alive connection, against Node's HTTP server",
    options: [{ name: 'requests', value: 'N', default: '200' }, rounds(3)]
  },
  {
    name: 'cancel',
    measures:
      "how soon a cancelled step (SIGINT) stops its SageMaker job and exits, against the runner's schedule",
    options: [rounds(5)]
  },
  {
    name: 'pictures',
    measures: 'drawing one detection picture by input size (decode, draw, PNG, thumbnail)',
    options: []
  }
]

function help(): string {
  const lines = [
    'usage: npm run bench [-- NAME ...] [--OPTION VALUE ...] [--dry-run]',
    '',
    'Runs the benchmarks named (all without a name), one after the other, each printing its table: every',
    'round, the minimum and the median, and the ratios. An option goes to every benchmark named; each can',
    'also be set in the environment as BENCH_<OPTION> (--size-mb 256 or BENCH_SIZE_MB=256). --dry-run',
    'prints the commands instead of running them.',
    ''
  ]
  for (const b of benches) {
    lines.push(`${b.name}: ${b.measures}`)
    const options = b.options.map(o =>
      o.flag ? `--${o.name}` : `--${o.name} ${o.value}${o.default ? ` (${o.default})` : ''}`
    )
    lines.push(`    ${options.length ? options.join(', ') : 'no options'}`)
  }
  return lines.join('\n')
}

const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(help())
  process.exit(0)
}

const byName = new Map(benches.map(b => [b.name, b]))
const known = `benchmarks: ${benches.map(b => b.name).join(', ')}`
const names: string[] = []
const passed: string[] = []
const problems: string[] = []
let dryRun = false
for (let i = 0; i < args.length; i++) {
  const a = args[i]
  if (a === '--dry-run') dryRun = true
  else if (!a.startsWith('--')) names.push(a)
  else {
    const takers = benches.flatMap(b => b.options.filter(o => `--${o.name}` === a))
    if (takers.length === 0) {
      problems.push(`unknown option ${a}`)
      // Its value, if it has one, is not a benchmark name.
      if (i + 1 < args.length && !args[i + 1].startsWith('--') && !byName.has(args[i + 1])) i++
    } else if (takers.some(o => o.flag)) passed.push(a)
    else if (i + 1 >= args.length) problems.push(`${a} needs a value`)
    else passed.push(a, args[++i])
  }
}
const unknown = names.filter(name => !byName.has(name))
if (unknown.length)
  problems.unshift(`unknown benchmark ${unknown.map(n => JSON.stringify(n)).join(', ')}; ${known}`)
const chosen = names.length ? benches.filter(b => names.includes(b.name)) : benches
for (let i = 0; i < passed.length; i++) {
  if (!passed[i].startsWith('--')) continue
  if (!chosen.some(b => b.options.some(o => `--${o.name}` === passed[i])))
    problems.push(`${passed[i]} is not an option of ${chosen.map(b => b.name).join(', ')} (see --help)`)
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(2)
}

const here = path.dirname(fileURLToPath(import.meta.url))
let failed = 0
for (const b of chosen) {
  const file = path.join(here, `${b.name}.ts`)
  if (!existsSync(file)) continue
  const argv = ['--import', 'tsx', file, ...passed]
  if (dryRun) {
    console.log(['node', '--import', 'tsx', path.relative(process.cwd(), file), ...passed].join(' '))
    continue
  }
  console.log(`\n=== ${b.name} ===`)
  const res = spawnSync(process.execPath, argv, { stdio: 'inherit' })
  if (res.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
