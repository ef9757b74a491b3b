// Benchmark: the whole action in local mode against the physical limit of the same work.
//
// N copies of the shipped 64x64 shapes JPEGs, the fixture classifier, `/usr/bin/python3` with torch.
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
import { spawn } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { option, wholeOption } from './options.js'
import { fmt, median, pct } from './stats.js'
import { stepEnv } from './step-env.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SHAPES = path.join(root, 'test', 'fixtures', 'shapes', 'images')
const MODEL = path.join(root, 'test', 'fixtures', 'models', 'classifier')
const PYTHON = '/usr/bin/python3'

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
const cores = os.availableParallelism()

// One process of the limit. `model`: the model loaded once, then read + decode + forward + argmax per
// image, as the fixture handler preprocesses. `handlers`: the fixture's inference.py functions.
// `whole`: as `model`, but with no warm-up and no wait: the process runs from start to end at once.
const LIMIT = `
import importlib.util, io, json, os, sys, time
import numpy as np, torch
from PIL import Image
torch.set_num_threads(1)
mode, model_dir, list_file = sys.argv[1:4]
files = open(list_file).read().split()
histogram = {}
if mode in ("model", "whole"):
    model = torch.jit.load(os.path.join(model_dir, "model.pt"), map_location="cpu").eval()
    def one(data):
        img = Image.open(io.BytesIO(data)).convert("RGB")
        x = torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1)
        with torch.no_grad():
            return int(model(x.unsqueeze(0)).argmax())
else:
    sys.path.insert(0, os.path.join(model_dir, "code"))
    spec = importlib.util.spec_from_file_location("inference", os.path.join(model_dir, "code", "inference.py"))
    handlers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(handlers)
    model = handlers.model_fn(model_dir)
    def one(data):
        prediction = handlers.predict_fn(handlers.input_fn(data, "application/x-image"), model)
        body, _ = handlers.output_fn(prediction, "application/json")
        return json.loads(body)["predictions"][0]["classes"]
if mode != "whole":
    one(open(files[0], "rb").read())  # warm up
    print("ready", flush=True)
    sys.stdin.readline()
started = time.perf_counter()
for name in files:
    with open(name, "rb") as f:
        k = one(f.read())
    histogram[k] = histogram.get(k, 0) + 1
print(json.dumps({"seconds": time.perf_counter() - started, "histogram": histogram}), flush=True)
`

type Histogram = Record<string, number>

interface Run {
  rate: number
  histogram: Histogram
  note?: string
  /** The whole process (processes) from start to exit, in seconds. */
  seconds?: number
}

function merge(into: Histogram, more: Histogram): Histogram {
  for (const [k, n] of Object.entries(more)) into[k] = (into[k] ?? 0) + n
  return into
}

/** Lines of a child's stdout as they arrive, each with the time it arrived. */
function lines(child: ReturnType<typeof spawn>, onLine: (line: string, at: number) => void): void {
  let partial = ''
  child.stdout!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => {
    const at = performance.now()
    const parts = (partial + chunk).split('\n')
    partial = parts.pop() ?? ''
    for (const line of parts) onLine(line, at)
  })
}

/** `processes` Python processes share the images; the clock runs from "go" to the last one's end. */
async function limit(
  mode: 'model' | 'handlers',
  processes: number,
  files: string[],
  dir: string
): Promise<Run> {
  const children = await Promise.all(
    Array.from({ length: processes }, async (_, p) => {
      const list = path.join(dir, `list-${mode}-${p}.txt`)
      await writeFile(list, files.filter((_, i) => i % processes === p).join('\n'))
      const child = spawn(PYTHON, ['-c', LIMIT, mode, MODEL, list], { stdio: ['pipe', 'pipe', 'inherit'] })
      let ready!: () => void
      let done!: (r: { seconds: number; histogram: Histogram }) => void
      const readyP = new Promise<void>(r => (ready = r))
      const doneP = new Promise<{ seconds: number; histogram: Histogram }>(r => (done = r))
      lines(child, line => (line === 'ready' ? ready() : done(JSON.parse(line))))
      child.on('exit', code => {
        if (code !== 0) throw new Error(`the ${mode} loop exited with ${code}`)
      })
      return { child, readyP, doneP }
    })
  )
  await Promise.all(children.map(c => c.readyP))
  const started = performance.now()
  for (const c of children) c.child.stdin!.end('go\n')
  const results = await Promise.all(children.map(c => c.doneP))
  const seconds = (performance.now() - started) / 1000
  return { rate: files.length / seconds, histogram: results.reduce((h, r) => merge(h, r.histogram), {}) }
}

/**
 * The whole-step limit: one fresh Python process per core, each importing torch, loading the model and
 * looping over its share; the clock runs from their start to the last one's exit.
 */
async function wholeLimit(files: string[], dir: string): Promise<Run> {
  const lists = await Promise.all(
    Array.from({ length: cores }, async (_, p) => {
      const list = path.join(dir, `list-whole-${p}.txt`)
      await writeFile(list, files.filter((_, i) => i % cores === p).join('\n'))
      return list
    })
  )
  const spawned = performance.now()
  const results = await Promise.all(
    lists.map(
      list =>
        new Promise<Histogram>((resolve, reject) => {
          const child = spawn(PYTHON, ['-c', LIMIT, 'whole', MODEL, list], {
            stdio: ['ignore', 'pipe', 'inherit']
          })
          let result: Histogram | undefined
          lines(child, line => (result = (JSON.parse(line) as { histogram: Histogram }).histogram))
          child.on('exit', code =>
            code === 0 && result
              ? resolve(result)
              : reject(new Error(`the whole-step limit exited with ${code}`))
          )
        })
    )
  )
  const seconds = (performance.now() - spawned) / 1000
  return { rate: files.length / seconds, histogram: results.reduce((h, r) => merge(h, r), {}), seconds }
}

/** The action in local mode; `concurrency` undefined leaves max-concurrent-transforms empty. */
async function action(
  concurrency: number | undefined,
  input: string,
  dir: string,
  tag: string,
  count = imageCount,
  distDir = path.join(root, 'dist')
): Promise<Run> {
  const output = path.join(dir, 'out')
  await rm(output, { recursive: true, force: true })
  const inputs: Record<string, string> = {
    mode: 'local',
    'model-path': MODEL,
    data: input,
    'content-type': 'application/x-image',
    'output-path': output,
    'max-concurrent-transforms': concurrency === undefined ? '' : String(concurrency),
    comment: 'never'
  }
  const env = await stepEnv(dir, inputs)
  const entry =
    actionFrom === 'dist'
      ? [path.join(distDir, 'index.js')]
      : ['--import', 'tsx', path.join(root, 'src', 'index.ts')]
  const prof = cpuProf
    ? ['--cpu-prof', '--cpu-prof-dir', cpuProf, '--cpu-prof-name', `action-${tag}.cpuprofile`]
    : []
  const spawned = performance.now()
  const child = spawn(process.execPath, [...prof, ...entry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: root
  })
  let started = 0
  let ended = 0
  let settings = ''
  const log: string[] = []
  lines(child, (line, at) => {
    log.push(line)
    if (line.startsWith('Transform settings:')) {
      started = at
      settings = line
    }
    if (line.startsWith('Done:')) ended = at
  })
  const code = await new Promise<number | null>(resolve => child.on('exit', resolve))
  const seconds = (performance.now() - spawned) / 1000
  if (code !== 0 || !started || !ended) {
    throw new Error(`the action failed (${code}):\n${log.slice(-30).join('\n')}`)
  }
  const histogram: Histogram = {}
  for (const name of await readdir(output)) {
    if (!name.endsWith('.out')) continue
    const body = JSON.parse(await readFile(path.join(output, name), 'utf8')) as {
      predictions: { classes: number }[]
    }
    merge(histogram, { [body.predictions[0].classes]: 1 })
  }
  const chosen = /max-concurrent-transforms (\d+)( \([^)]*\))?/.exec(settings)
  return {
    rate: count / ((ended - started) / 1000),
    histogram,
    note: chosen ? `${chosen[1]}${chosen[2] ?? ''}` : settings,
    seconds
  }
}

/** `count` copies of the shapes images in `dir/name`, cycling through them. */
async function copies(dir: string, name: string, count: number): Promise<{ input: string; files: string[] }> {
  const shapes = (await readdir(SHAPES)).filter(f => f.endsWith('.jpg')).sort()
  const input = path.join(dir, name)
  await mkdir(input)
  const files: string[] = []
  for (let i = 0; i < count; i++) {
    const file = path.join(input, `img-${String(i).padStart(6, '0')}.jpg`)
    await copyFile(path.join(SHAPES, shapes[i % shapes.length]), file)
    files.push(file)
  }
  return { input, files }
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
      'torch, load the model and loop; % is limit / action (medians), target >= 80%'
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

function sortKeys(h: Histogram): Histogram {
  return Object.fromEntries(Object.entries(h).sort(([a], [b]) => Number(a) - Number(b)))
}

await main()
