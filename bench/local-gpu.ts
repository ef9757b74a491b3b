// Benchmark: local mode with a real-sized model against the K-process limit, whole step included.
//
// Built here, nothing downloaded: a torchvision ResNet-50 with random weights saved as TorchScript, a
// `code/inference.py` written as users write theirs (the model on `cuda` when available; PIL decode
// and resize; softmax; JSON of the 1,000 probabilities) and 320x256 JPEGs. Side by side, in
// alternating rounds, each timed from the processes' start to the last one's exit:
//   - the limit: K fresh Python processes, one thread each, that import torch, load the model with the
//     same handlers and loop over their share of the images (K = 1, 4, 8 on the GPU; K = the cores on
//     the CPU);
//   - the action (`node dist/index.js`) at default settings: instance-type local_gpu on the GPU, local
//     on the CPU (CUDA hidden), the whole step from its start to its exit.
// Where torch sees no GPU the GPU rows are skipped, saying why; the CPU row runs everywhere, on fewer
// images (--cpu-images 0 skips it). --compare-dist DIR times a second build of the action in the same
// rounds. Each run's time is printed as it ends, so a run stopped early still shows what it measured.
// Every run must answer every image with 1,000 probabilities.
//
//   npx tsx bench/local-gpu.ts [--images 2000] [--cpu-images 200] [--rounds 3] [--gpu-processes 1,4,8]
//                              [--dist DIR] [--compare-dist DIR] [--python PATH]
import { execFileSync, spawn } from 'node:child_process'
import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { option, PYTHON, wholeOption } from './options.js'
import { fmt, median, pct } from './stats.js'
import { actionSettings, stepEnv } from './step-env.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const gpuImages = wholeOption('images', 2000)
const cpuImages = option('cpu-images') === '0' ? 0 : wholeOption('cpu-images', 200)
const rounds = wholeOption('rounds', 3)
/** The action's build to time (dist/ by default; another bundle's folder to compare). */
const dist = option('dist') ?? path.join(root, 'dist')
/** A second build timed in the same rounds. */
const compareDist = option('compare-dist')
/** The builds timed, each with its name in the table (none when there is one). */
const builds = compareDist
  ? [
      { label: ` (${option('dist') ?? 'dist'})`, dir: path.resolve(dist) },
      { label: ` (${compareDist})`, dir: path.resolve(compareDist) }
    ]
  : [{ label: '', dir: path.resolve(dist) }]
const cores = os.availableParallelism()
const GPU_PROCESSES = (option('gpu-processes') ?? '1,4,8')
  .split(',')
  .map(Number)
  .filter(n => n > 0)
const CLASSES = 1000

const HANDLER = `import io
import json
import os

import numpy as np
import torch
from PIL import Image

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
MEAN = torch.tensor([0.485, 0.456, 0.406]).view(3, 1, 1)
STD = torch.tensor([0.229, 0.224, 0.225]).view(3, 1, 1)


def model_fn(model_dir):
    model = torch.jit.load(os.path.join(model_dir, "model.pt"), map_location=DEVICE)
    return model.eval()


def input_fn(body, content_type):
    image = Image.open(io.BytesIO(body)).convert("RGB").resize((224, 224))
    x = torch.from_numpy(np.asarray(image, dtype=np.float32) / 255.0).permute(2, 0, 1)
    return ((x - MEAN) / STD).unsqueeze(0).to(DEVICE)


def predict_fn(x, model):
    with torch.no_grad():
        return torch.softmax(model(x), dim=1)


def output_fn(prediction, accept):
    return json.dumps({"probabilities": prediction[0].tolist()}), "application/json"
`

// The model (random weights, fixed seed) and `count` images: smooth random colour fields, so the JPEGs
// are of a photograph's size rather than noise's.
const BUILD = `
import os, sys
import numpy as np, torch, torchvision
from PIL import Image
out, count = sys.argv[1], int(sys.argv[2])
torch.manual_seed(0)
model = torchvision.models.resnet50().eval()
os.makedirs(os.path.join(out, "model", "code"))
torch.jit.trace(model, torch.rand(1, 3, 224, 224)).save(os.path.join(out, "model", "model.pt"))
images = os.path.join(out, "images")
os.makedirs(images)
rng = np.random.default_rng(0)
for i in range(count):
    small = Image.fromarray(rng.integers(0, 256, (16, 20, 3), dtype=np.uint8))
    small.resize((320, 256), Image.BICUBIC).save(os.path.join(images, "img-%06d.jpg" % i), quality=90)
`

// One process of the limit: import, load with the handlers, loop over its list; prints the answers' count.
const LIMIT = `
import importlib.util, json, os, sys
import torch
torch.set_num_threads(1)
model_dir, list_file = sys.argv[1:3]
spec = importlib.util.spec_from_file_location("inference", os.path.join(model_dir, "code", "inference.py"))
handlers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(handlers)
model = handlers.model_fn(model_dir)
answered = 0
for name in open(list_file).read().split():
    with open(name, "rb") as f:
        body, _ = handlers.output_fn(handlers.predict_fn(handlers.input_fn(f.read(), "application/x-image"), model), "application/json")
    answered += len(json.loads(body)["probabilities"]) == ${CLASSES}
print(answered, flush=True)
`

interface Run {
  seconds: number
  answered: number
  note?: string
}

/** Runs a command to its end; its stdout, or the error with its last output. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv
): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: root })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)))
    child.on('error', reject)
    child.on('exit', code =>
      code === 0
        ? resolve({ stdout, code })
        : reject(new Error(`${command} exited with ${code}:\n${stdout.slice(-3000)}${stderr}`))
    )
  })
}

/** `processes` fresh processes share the images; from their start to the last one's exit. */
async function limit(
  processes: number,
  files: string[],
  model: string,
  dir: string,
  env: NodeJS.ProcessEnv
): Promise<Run> {
  const lists = await Promise.all(
    Array.from({ length: processes }, async (_, p) => {
      const list = path.join(dir, `list-${processes}-${p}.txt`)
      await writeFile(list, files.filter((_, i) => i % processes === p).join('\n'))
      return list
    })
  )
  const started = performance.now()
  const outs = await Promise.all(lists.map(list => run(PYTHON, ['-c', LIMIT, model, list], env)))
  const seconds = (performance.now() - started) / 1000
  return { seconds, answered: outs.reduce((n, o) => n + Number(o.stdout.trim()), 0) }
}

/** The action at default settings, from `node <build>/index.js` starting to its exit. */
async function action(
  build: string,
  instanceType: string,
  input: string,
  model: string,
  dir: string
): Promise<Run> {
  const output = path.join(dir, 'out')
  await rm(output, { recursive: true, force: true })
  const inputs: Record<string, string> = {
    'instance-type': instanceType,
    'model-path': model,
    data: input,
    'content-type': 'application/x-image',
    'output-path': output,
    comment: 'never'
  }
  const env = await stepEnv(dir, inputs)
  const started = performance.now()
  const { stdout } = await run(process.execPath, [path.join(build, 'index.js')], env)
  const seconds = (performance.now() - started) / 1000
  let answered = 0
  for (const name of await readdir(output)) {
    if (!name.endsWith('.out')) continue
    const body = JSON.parse(await readFile(path.join(output, name), 'utf8')) as { probabilities: number[] }
    if (body.probabilities.length === CLASSES) answered++
  }
  const workers = /reference server: (\d+ workers? \([^)]*\))/.exec(stdout)
  return { seconds, answered, note: workers?.[1] ?? '' }
}

interface Case {
  name: string
  run: () => Promise<Run>
  limit: boolean
}

/** The cases in alternating rounds; prints their table; false when a run missed an answer. */
async function compare(title: string, cases: Case[], images: number): Promise<boolean> {
  const results: Run[][] = cases.map(() => [])
  for (let r = 0; r < rounds; r++)
    for (const [i, c] of cases.entries()) {
      const x = await c.run()
      results[i].push(x)
      console.log(`  round ${r + 1}: ${c.name}: ${x.seconds.toFixed(1)} s, ${x.answered} answered`)
    }
  const rate = (i: number) => images / median(results[i].map(x => x.seconds))
  const best = Math.max(...cases.map((c, i) => (c.limit ? rate(i) : 0)))
  console.log(
    `\n${title}: ${fmt(images)} images, ${rounds} alternating rounds (load average ${os.loadavg()[0].toFixed(1)})`
  )
  console.log('| what | seconds each round | median | images/s | of the best limit | workers |')
  console.log('|---|---|---:|---:|---:|---|')
  for (const [i, c] of cases.entries()) {
    const seconds = results[i].map(x => x.seconds)
    const verdict = c.limit ? '' : rate(i) >= 0.8 * best ? ' OK' : ' BELOW TARGET'
    console.log(
      `| ${c.name} | ${seconds.map(s => s.toFixed(1)).join(', ')} | ${median(seconds).toFixed(1)} | ` +
        `${fmt(rate(i), 1)} | ${pct(rate(i), best)}${verdict} | ${results[i][0].note ?? ''} |`
    )
  }
  const complete = results.flat().every(x => x.answered === images)
  console.log(`every image answered with ${CLASSES} probabilities in every run: ${complete ? 'yes' : 'NO'}`)
  return complete
}

/** The GPUs torch sees here, or why there are none. */
function gpus(): { count: number; why: string } {
  const out = execFileSync(PYTHON, [
    '-c',
    'import torch; print(torch.cuda.device_count() if torch.cuda.is_available() else 0)'
  ])
  const count = Number(out.toString().trim())
  return { count, why: count ? '' : `torch.cuda.is_available() is False for ${PYTHON}` }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-local-gpu-'))
  try {
    const seen = gpus()
    const count = seen.count ? Math.max(gpuImages, cpuImages) : cpuImages
    execFileSync(PYTHON, ['-c', BUILD, dir, String(count)], { stdio: 'inherit' })
    const model = path.join(dir, 'model')
    await writeFile(path.join(model, 'code', 'inference.py'), HANDLER)
    const all = (await readdir(path.join(dir, 'images'))).sort().map(f => path.join(dir, 'images', f))
    console.log(
      `node ${process.version}, ${cores} cores, ${seen.count} GPUs, ResNet-50 (random weights, TorchScript), 320x256 JPEGs, the action from ${dist}${compareDist ? ` and ${compareDist}` : ''}`
    )
    const answeredAll: boolean[] = []
    if (seen.count) {
      const gpuDir = path.join(dir, 'gpu-input')
      await linkImages(all.slice(0, gpuImages), gpuDir)
      const files = all.slice(0, gpuImages)
      answeredAll.push(
        await compare(
          'local_gpu, whole step',
          [
            ...GPU_PROCESSES.map(k => ({
              name: `limit: ${k} fresh single-thread processes`,
              limit: true,
              run: () => limit(k, files, model, dir, process.env)
            })),
            ...builds.map(b => ({
              name: `the action${b.label}, local_gpu, ${actionSettings(['model-env'])}`,
              limit: false,
              run: () => action(b.dir, 'local_gpu', gpuDir, model, dir)
            }))
          ],
          gpuImages
        )
      )
    } else {
      console.log(`\nlocal_gpu rows skipped: ${seen.why}; they need a machine with a GPU`)
    }
    if (cpuImages) answeredAll.push(await cpuRows(all.slice(0, cpuImages), model, dir))
    if (answeredAll.includes(false)) process.exitCode = 1
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The CPU rows (CUDA hidden): the limit on every core against the action at instance-type local. */
async function cpuRows(files: string[], model: string, dir: string): Promise<boolean> {
  const cpuDir = path.join(dir, 'cpu-input')
  await linkImages(files, cpuDir)
  const hidden = { ...process.env, CUDA_VISIBLE_DEVICES: '' }
  return compare(
    'local (CPU, CUDA hidden), whole step',
    [
      {
        name: `limit: ${cores} fresh single-thread processes`,
        limit: true,
        run: () => limit(cores, files, model, dir, hidden)
      },
      ...builds.map(b => ({
        name: `the action${b.label}, local, ${actionSettings(['model-env'])}`,
        limit: false,
        run: () => action(b.dir, 'local', cpuDir, model, dir)
      }))
    ],
    files.length
  )
}

/** The images as links in a folder of their own, the action's input. */
async function linkImages(files: string[], folder: string): Promise<void> {
  await mkdir(folder)
  for (const f of files) await link(f, path.join(folder, path.basename(f)))
}

await main()
