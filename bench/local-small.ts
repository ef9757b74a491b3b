// Benchmark: local mode's own cost on a small model. The shapes classifier (test/fixtures) through the
// action's data plane and whole step, against the in-process limit: the same model and the same
// handlers (the fixture's inference.py) looping in plain Python, one process per core. Measured side by
// side in alternating rounds, at each --images size (400 and 2,000 by default):
//   - the in-process limit: one warm process per core, the clock from "go" to the last one's end;
//   - the action's data plane: images/s from its "Transform settings" line to its "Done" line;
//   - the whole-step limit: one fresh process per core that imports torch, runs model_fn and loops;
//   - the whole step: `node index.js` from spawning to its exit, start-up included.
// The action is this tree's sources, bundled into a temporary folder as `npm run bundle` bundles them
// (dist/ is left alone), or the build in --dist DIR; --compare-dist DIR[,DIR...] times other builds
// (e.g. dist/, the last bundle) beside it.
// Every run's class histogram is checked against the limit's: the same images, the same answers.
// First it prints the CPU cost of creating a small file where the outputs go, which the action pays per
// output and the limit never: on some file systems it depends on what was deleted there moments ago.
//
//   npx tsx bench/local-small.ts [--images 400,2000] [--rounds 3] [--dist DIR] [--compare-dist dist]
//                                [--cpu-prof DIR] [--python PATH]
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  action,
  copies,
  cores,
  fileCreationMicros,
  limit,
  root,
  type Run,
  sortKeys,
  wholeLimit
} from './local-runs.js'
import { option, PYTHON, wholeOption } from './options.js'
import { actionSettings } from './step-env.js'
import { fmt, median, pct } from './stats.js'

const sizes = (option('images') ?? '400,2000')
  .split(',')
  .map(Number)
  .filter(n => n > 0)
const rounds = wholeOption('rounds', 3)
/** A build to time instead of bundling this tree's sources. */
const builtDist = option('dist')
const compareDists = (option('compare-dist') ?? '').split(',').filter(Boolean)
const cpuProf = option('cpu-prof')
/** Targets: the data plane at the largest size, the whole step at the smallest. */
const DATA_PLANE_TARGET = 0.85
const WHOLE_STEP_TARGET = 0.8

type Ncc = (
  entry: string,
  options: Record<string, unknown>
) => Promise<{ code: string; assets?: Record<string, { source: string | Buffer }> }>
/** ncc has no type declarations: loaded by a name TypeScript does not resolve, with its shape above. */
const NCC = '@vercel/ncc'

/** This tree's action bundled into `dir` with the server beside it, as scripts/bundle.mjs lays out dist/. */
async function bundle(dir: string): Promise<string> {
  const out = path.join(dir, 'bundle')
  await mkdir(out, { recursive: true })
  const ncc = ((await import(NCC)) as { default: Ncc }).default
  const { code, assets } = await ncc(path.join(root, 'src', 'index.ts'), {
    minify: false,
    sourceMap: false,
    quiet: true,
    target: 'es2022',
    filename: 'index.js'
  })
  await writeFile(path.join(out, 'index.js'), code)
  for (const [name, asset] of Object.entries(assets ?? {})) {
    if (name === 'package.json') continue
    await mkdir(path.dirname(path.join(out, name)), { recursive: true })
    await writeFile(path.join(out, name), asset.source)
  }
  await writeFile(path.join(out, 'package.json'), '{ "type": "module" }\n')
  await cp(path.join(root, 'serve'), path.join(out, 'serve'), {
    recursive: true,
    filter: src => !src.includes('__pycache__')
  })
  return out
}

interface Row {
  what: string
  runs: Run[]
  /** The figure compared: images/s (higher is better) or seconds (lower is better). */
  value: (r: Run) => number
}

function table(size: number, rows: Row[], limitRow: Row, higherIsBetter: boolean, unit: string): string[] {
  const l = median(limitRow.runs.map(limitRow.value))
  return rows.map(row => {
    const values = row.runs.map(row.value)
    const m = median(values)
    const ratio = row === limitRow ? '' : higherIsBetter ? pct(m, l) : pct(l, m)
    const digits = unit === 's' || unit === 'ms' ? 2 : 0
    return `| ${fmt(size)} | ${row.what} | ${values.map(v => fmt(v, digits)).join(', ')} | ${fmt(m, digits)} | ${ratio} |`
  })
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-local-small-'))
  try {
    const distDir = builtDist ? path.resolve(builtDist) : await bundle(dir)
    console.log(
      `node ${process.version}, ${cores} cores, fixture classifier and its inference.py, ${PYTHON}; the action ` +
        `${builtDist ? `in ${builtDist}/` : 'bundled from this tree'}` +
        `${compareDists.length ? `, and ${compareDists.map(d => `${d}/`).join(', ')} beside it` : ''}; ` +
        actionSettings()
    )
    const creation = fileCreationMicros(dir)
    console.log(
      `creating and renaming a small file where the outputs go: ${fmt(creation)} µs of CPU each (the ` +
        'action pays it per output, the limit writes no files)'
    )
    const dataRows: string[] = []
    const wholeRows: string[] = []
    const cpuRows: string[] = []
    const verdicts: string[] = []
    let same = true
    for (const size of sizes) {
      const { input, files } = await copies(dir, `images-${size}`, size)
      const round = path.join(dir, `round-${size}`)
      await mkdir(round)
      const run = (tag: string, d = distDir) =>
        action({
          concurrency: undefined,
          input,
          dir: round,
          tag,
          count: size,
          from: 'dist',
          distDir: d,
          cpuProf
        })
      const inProcess: Row = { what: `in-process limit, ${cores} processes`, runs: [], value: r => r.rate }
      const wholeLimitRow: Row = {
        what: `whole-step limit, ${cores} fresh processes`,
        runs: [],
        value: r => r.seconds!
      }
      const mine: Run[] = []
      const others: Run[][] = compareDists.map(() => [])
      for (let r = 0; r < rounds; r++) {
        inProcess.runs.push(await limit('handlers', cores, files, dir))
        mine.push(await run(`${size}-${r}`))
        wholeLimitRow.runs.push(await wholeLimit(files, dir, 'whole-handlers'))
        for (const [i, d] of compareDists.entries())
          others[i].push(await run(`${size}-${r}-other-${i}`, path.resolve(d)))
      }
      const reference = JSON.stringify(sortKeys(inProcess.runs[0].histogram))
      for (const x of [...inProcess.runs, ...mine, ...wholeLimitRow.runs, ...others.flat()])
        if (JSON.stringify(sortKeys(x.histogram)) !== reference) same = false
      const mineName = builtDist ? `${builtDist}/: ` : "the action's "
      const planes: Row[] = [{ what: `${mineName}data plane`, runs: mine, value: r => r.rate }]
      const steps: Row[] = [
        { what: builtDist ? `${mineName}whole step` : 'the whole step', runs: mine, value: r => r.seconds! }
      ]
      for (const [i, d] of compareDists.entries()) {
        planes.push({ what: `${d}/: data plane`, runs: others[i], value: r => r.rate })
        steps.push({ what: `${d}/: whole step`, runs: others[i], value: r => r.seconds! })
      }
      dataRows.push(...table(size, [inProcess, ...planes], inProcess, true, 'images/s'))
      wholeRows.push(...table(size, [wholeLimitRow, ...steps], wholeLimitRow, false, 's'))
      const perImage = (cpu: number | undefined) => (1000 * (cpu ?? NaN)) / size
      const cpuOf = (rows: Row[], whole: boolean): Row[] =>
        rows.map(row => ({
          what: row.what,
          runs: row.runs,
          value: r => perImage(whole ? r.wholeCpu : r.cpu)
        }))
      const [planeLimitCpu, ...planeCpu] = cpuOf([inProcess, ...planes], false)
      const [wholeLimitCpu, ...wholeCpu] = cpuOf([wholeLimitRow, ...steps], true)
      cpuRows.push(...table(size, [planeLimitCpu, ...planeCpu], planeLimitCpu, false, 'ms'))
      cpuRows.push(...table(size, [wholeLimitCpu, ...wholeCpu], wholeLimitCpu, false, 'ms'))
      const plane = median(mine.map(r => r.rate)) / median(inProcess.runs.map(r => r.rate))
      const whole = median(wholeLimitRow.runs.map(r => r.seconds!)) / median(mine.map(r => r.seconds!))
      if (size === Math.max(...sizes))
        verdicts.push(
          `data plane at ${fmt(size)}: ${pct(plane, 1)} (target ${pct(DATA_PLANE_TARGET, 1)}) ${plane >= DATA_PLANE_TARGET ? 'OK' : 'BELOW TARGET'}`
        )
      if (size === Math.min(...sizes))
        verdicts.push(
          `whole step at ${fmt(size)}: ${pct(whole, 1)} (target ${pct(WHOLE_STEP_TARGET, 1)}) ${whole >= WHOLE_STEP_TARGET ? 'OK' : 'BELOW TARGET'}`
        )
    }
    const load = os
      .loadavg()
      .map(x => x.toFixed(1))
      .join(', ')
    console.log(`\n${rounds} alternating rounds (load average now ${load}); % is of the limit's median`)
    console.log('\nimages/s, the data plane against the in-process limit')
    console.log('| images | what | images/s each round | median | of the limit |')
    console.log('|---:|---|---|---:|---:|')
    for (const row of dataRows) console.log(row)
    console.log(
      '\nseconds from start to exit, the whole step against the whole-step limit (% is limit / step)'
    )
    console.log('| images | what | seconds each round | median | of the limit |')
    console.log('|---:|---|---|---:|---:|')
    for (const row of wholeRows) console.log(row)
    console.log(
      '\nCPU ms per image, every process of a side together (the data plane from its first line to its ' +
        'last; the whole step start-up included): what a quiet machine would run at, as the cores are the ' +
        'bottleneck on both sides. % is limit / side'
    )
    console.log('| images | what | CPU ms per image each round | median | of the limit |')
    console.log('|---:|---|---|---:|---:|')
    for (const row of cpuRows) console.log(row)
    console.log('')
    for (const v of verdicts) console.log(v)
    console.log(`same class histogram in every run: ${same ? 'yes' : 'NO'}`)
    if (!same) process.exitCode = 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
