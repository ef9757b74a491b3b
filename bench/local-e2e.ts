// Benchmark: the whole action in local mode against the physical limit of the same work.
//
// N copies of the shipped 64x64 shapes JPEGs, the fixture classifier, a Python with torch (--python).
// Measured side by side, in alternating rounds:
//   - the limit: one Python process per core, each loading the TorchScript model once and running
//     read + PIL decode + forward + argmax over its share of the images (1 process and N processes);
//   - the fixture's own inference.py handlers called in-process (input_fn, predict_fn, output_fn);
//   - the bundled action (`node dist/index.js`) in local mode with the reference server, at default
//     settings and at fixed max-concurrent-transforms values. Its rate is taken over the data plane
//     alone: from the log line that starts the transform ("Transform settings") to the one that ends
//     it ("Done"), so model packaging and server start-up are left out as they are for the limit.
// Every run's class histogram is checked against the limit's: the same images, the same answers.
//
// Then the whole step, start-up included, at each --whole-step size (400 and 2,000 images):
//   - the whole-step limit: one fresh Python process per core, each importing torch, loading the model
//     and looping over its share, timed from the processes' start to the last one's exit;
//   - the action at default settings, timed from `node dist/index.js` starting to its exit.
//
//   npx tsx bench/local-e2e.ts [--images 2000] [--rounds 3] [--concurrency 1,2,4,8] [--action dist|src]
//                              [--whole-step 400,2000] [--only whole-step] [--compare-dist DIR]
//                              [--cpu-prof DIR]
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  action as runAction,
  copies,
  cores,
  limit,
  root,
  type Run,
  sortKeys,
  wholeLimit
} from './local-runs.js'
import { option, PYTHON, wholeOption } from './options.js'
import { fmt, median, pct } from './stats.js'
import { actionSettings } from './step-env.js'

const imageCount = wholeOption('images', 2000)
const rounds = wholeOption('rounds', 3)
const fixed = (option('concurrency') ?? '1,2,4,8')
  .split(',')
  .map(Number)
  .filter(n => n > 0)
const actionFrom = option('action') === 'src' ? 'src' : 'dist'
const cpuProf = option('cpu-prof')
/** Another build of the action (e.g. an earlier release's dist/) to time beside this one's whole step. */
const compareDist = option('compare-dist')
const wholeStepSizes = (option('whole-step') ?? '400,2000')
  .split(',')
  .map(Number)
  .filter(n => n > 0)

/** The action in local mode; `concurrency` undefined leaves max-concurrent-transforms empty. */
function action(
  concurrency: number | undefined,
  input: string,
  dir: string,
  tag: string,
  count = imageCount,
  distDir = path.join(root, 'dist')
): Promise<Run> {
  return runAction({ concurrency, input, dir, tag, count, from: actionFrom, distDir, cpuProf })
}

/** The whole step against the whole-step limit at each size, in alternating rounds. */
async function wholeStep(dir: string): Promise<boolean> {
  const rows: string[] = []
  let ok = true
  for (const size of wholeStepSizes) {
    const { input, files } = await copies(dir, `whole-${size}`, size)
    const limits: Run[] = []
    const actions: Run[] = []
    const others: Run[] = []
    for (let r = 0; r < rounds; r++) {
      limits.push(await wholeLimit(files, dir))
      actions.push(await action(undefined, input, dir, `whole-${size}-${r}`, size))
      if (compareDist)
        others.push(await action(undefined, input, dir, `other-${size}-${r}`, size, compareDist))
    }
    const reference = JSON.stringify(sortKeys(limits[0].histogram))
    const same = [...limits, ...actions].every(x => JSON.stringify(sortKeys(x.histogram)) === reference)
    const l = median(limits.map(x => x.seconds!))
    const a = median(actions.map(x => x.seconds!))
    const ratio = l / a
    if (!same) ok = false
    const each = (xs: Run[]) => xs.map(x => x.seconds!.toFixed(2)).join(', ')
    rows.push(
      `| ${fmt(size)} | ${each(limits)} | ${l.toFixed(2)} | ${each(actions)} | ${a.toFixed(2)} | ` +
        `**${pct(l, a)}** ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'} | ${same ? 'yes' : 'NO'} |`
    )
    if (compareDist) {
      const o = median(others.map(x => x.seconds!))
      rows.push(`| ${fmt(size)} | ${compareDist} | | ${each(others)} | ${o.toFixed(2)} | ${pct(l, o)} | |`)
    }
  }
  console.log(
    `\nthe whole step, start-up included: seconds from process start to exit, ${rounds} alternating rounds ` +
      `(load average ${os.loadavg()[0].toFixed(1)}); the limit is ${cores} fresh Python processes that import ` +
      `torch, load the model and loop; the action at ${actionSettings()}; % is limit / action (medians), ` +
      'target >= 80%'
  )
  console.log(
    '| images | limit s each round | limit median | action s each round | action median | of the limit | same classes |'
  )
  console.log('|---:|---|---:|---|---:|---:|---|')
  for (const row of rows) console.log(row)
  return ok
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-local-e2e-'))
  try {
    if (option('only') === 'whole-step') {
      console.log(
        `node ${process.version}, ${cores} cores, fixture classifier, ${PYTHON}, the action from ${actionFrom}/`
      )
      if (!(await wholeStep(dir))) process.exitCode = 1
      return
    }
    const { input, files } = await copies(dir, 'images', imageCount)
    console.log(
      `node ${process.version}, ${cores} cores (load average ${os.loadavg()[0].toFixed(1)}), ` +
        `${fmt(imageCount)} 64x64 JPEGs, fixture classifier, ${PYTHON}, the action from ${actionFrom}/`
    )

    const cases: { name: string; run: () => Promise<Run> }[] = [
      {
        name: `limit: model loaded once, decode + forward + argmax, ${cores} processes`,
        run: () => limit('model', cores, files, dir)
      },
      { name: 'limit: same, 1 process', run: () => limit('model', 1, files, dir) },
      {
        name: "the fixture's inference.py handlers in-process, 1 process",
        run: () => limit('handlers', 1, files, dir)
      },
      { name: 'action, local mode, default settings', run: () => action(undefined, input, dir, 'default') },
      ...fixed.map(c => ({
        name: `action, local mode, max-concurrent-transforms ${c}`,
        run: () => action(c, input, dir, `c${c}`)
      }))
    ]
    const results: Run[][] = cases.map(() => [])
    for (let r = 0; r < rounds; r++) {
      for (const [i, c] of cases.entries()) results[i].push(await c.run())
    }

    const reference = JSON.stringify(sortKeys(results[0][0].histogram))
    const wrong = results.flat().filter(r => JSON.stringify(sortKeys(r.histogram)) !== reference)
    const limitMedian = median(results[0].map(r => r.rate))
    console.log(
      `\n${rounds} alternating rounds; images/s (min / median); % is of the ${cores}-process limit's median`
    )
    console.log('| what | images/s each round | min | median | of the limit | concurrency |')
    console.log('|---|---|---:|---:|---:|---|')
    let bestAction = 0
    for (const [i, c] of cases.entries()) {
      const rates = results[i].map(r => r.rate)
      const m = median(rates)
      if (i >= 3) bestAction = Math.max(bestAction, m)
      console.log(
        `| ${c.name} | ${rates.map(r => fmt(r)).join(', ')} | ${fmt(Math.min(...rates))} | ${fmt(m)} | ` +
          `${pct(m, limitMedian)} | ${results[i][0].note ?? ''} |`
      )
    }
    const defaults = median(results[3].map(r => r.rate))
    console.log(
      `\ndefault settings: ${pct(defaults, limitMedian)} of the ${cores}-process limit (target >= 70%) ` +
        `${defaults >= 0.7 * limitMedian ? 'OK' : 'BELOW TARGET'}; best concurrency: ${pct(bestAction, limitMedian)}`
    )
    console.log(
      `same class histogram in every run: ${wrong.length === 0 ? 'yes' : `NO (${wrong.length} differ)`}`
    )
    if (wrong.length > 0) process.exitCode = 1
    if (wholeStepSizes.length && !(await wholeStep(dir))) process.exitCode = 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
