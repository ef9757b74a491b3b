// `npm run bench -- ...`: --help says what each benchmark measures and its options; an unknown name or
// option fails naming the known ones, running none; options after the names go to the benchmarks, and
// every `npm run bench` command the README, docs/ and CONTRIBUTING.md give is accepted as written.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { docPages } from './support/doc-pages.js'

const root = path.resolve('.')
const bench = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/index.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' }
  })
const ALL = [
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
  's3-get',
  'cache',
  'stop-on-verdict',
  'reference-answer',
  'cancel',
  'pictures'
]
const NAMES = `benchmarks: ${ALL.join(', ')}`

describe('--help', () => {
  const r = bench('--help')
  const lines = r.stdout.split('\n')
  /** The options line under a benchmark's `name: what it measures` line. */
  const optionsOf = (name: string) => lines[lines.findIndex(l => l.startsWith(`${name}: `)) + 1]

  it('says how to name benchmarks and give options, on the command line or as BENCH_ variables', () => {
    expect(r.status).toBe(0)
    expect(lines[0]).toBe('usage: npm run bench [-- NAME ...] [--OPTION VALUE ...] [--dry-run]')
    expect(r.stdout).toContain('BENCH_<OPTION> (--size-mb 256 or BENCH_SIZE_MB=256)')
  })

  it('lists every benchmark with what it measures, in the order they run', () => {
    const listed = lines
      .filter(l => /^[a-z0-9-]+: /.test(l) && !l.startsWith('usage:'))
      .map(l => l.split(':')[0])
    expect(listed).toEqual(ALL)
    expect(r.stdout).toContain(
      'local-e2e: the bundled action in local mode on the shapes images, against one Python process per core (the limit)'
    )
  })

  it('lists each benchmark’s options with their defaults', () => {
    expect(optionsOf('local-e2e')).toBe(
      '    --images N (2000), --rounds N (3), --concurrency LIST (1,2,4,8), --action dist|src (dist), ' +
        '--whole-step LIST (400,2000), --only whole-step, --compare-dist DIR, --instance-type local|local_gpu, --model-env K=V[,K=V], --cpu-prof DIR'
    )
    expect(optionsOf('bundle-start')).toBe('    --rounds N (15), --compare-dist DIR')
    expect(optionsOf('pack-upload')).toContain('--size-mb MB (1024)')
    expect(optionsOf('ingest')).toContain('--local-only')
    expect(optionsOf('pictures')).toBe('    no options')
  })

  it('names every option a benchmark reads', () => {
    for (const name of ALL) {
      const source = readFileSync(path.join(root, 'bench', `${name}.ts`), 'utf8')
      const read = new Set(
        [
          ...source.matchAll(/(?:option|wholeOption)\('([a-z-]+)'/g),
          ...source.matchAll(/argv\.includes\('--([a-z-]+)'\)/g)
        ]
          .map(m => m[1])
          .filter(o => o !== 'child')
      )
      for (const o of read) expect(`${name}: ${optionsOf(name)}`).toContain(`--${o}`)
    }
  })
})

it('an unknown name fails naming the known ones, and runs nothing', () => {
  const r = bench('bundle-start', 'bundle-stat')
  expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
    status: 2,
    stdout: '',
    stderr: `unknown benchmark "bundle-stat"; ${NAMES}\n`
  })
})

it('an option no named benchmark takes fails, and runs nothing', () => {
  expect(bench('pictures', '--rounds', '3')).toMatchObject({
    status: 2,
    stdout: '',
    stderr: '--rounds is not an option of pictures (see --help)\n'
  })
  expect(bench('pack-upload', '--bogus', '1')).toMatchObject({
    status: 2,
    stdout: '',
    stderr: 'unknown option --bogus\n'
  })
})

it('the options go to the benchmarks named', () => {
  expect(bench('local-e2e', '--only', 'whole-step', '--rounds', '1', '--dry-run')).toMatchObject({
    status: 0,
    stdout: 'node --import tsx bench/local-e2e.ts --only whole-step --rounds 1\n'
  })
})

it('every npm run bench command in the README, docs/ and CONTRIBUTING.md is accepted as written', () => {
  const docs = [...docPages(root), 'CONTRIBUTING.md']
    .map(f => readFileSync(path.join(root, f), 'utf8'))
    .join('\n')
  const commands = [...docs.matchAll(/`npm run bench(?: -- ([^`]*))?`/g)].map(m => m[1] ?? '')
  expect(commands).toContain('local-e2e --only whole-step')
  // `<name> [--option value]` is a pattern, not a command.
  for (const command of new Set(commands.filter(c => !c.includes('<')))) {
    const args = command.split(' ').filter(a => a)
    const r = bench(...args, '--dry-run')
    expect({ command, status: r.status, stderr: r.stderr }).toEqual({ command, status: 0, stderr: '' })
  }
})
