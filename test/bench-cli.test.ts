// `npm run bench -- ...`: --help lists the benchmarks; an unknown name fails naming them, running none.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve('.')
const bench = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/index.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' }
  })
const NAMES =
  'benchmarks: bundle-start, pack-upload, local-engine, local-e2e, local-small, local-gpu, ingest, live-wait, live-latency, failure-reasons, stop-on-verdict, pictures'

it('--help lists every benchmark', () => {
  const r = bench('--help')
  expect({ status: r.status, stdout: r.stdout }).toEqual({
    status: 0,
    stdout: `usage: npm run bench [-- NAME ...]\n${NAMES}\n`
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
