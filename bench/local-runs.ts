// What the local-mode benchmarks run: the Python limit (the model, or the fixture's handlers, looping in
// plain processes), the action in local mode as a workflow step runs it, and the inputs (copies of the
// shipped shapes JPEGs). Shared by local-e2e and local-small so both measure the same things.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PYTHON } from './options.js'
import { stepEnv } from './step-env.js'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SHAPES = path.join(root, 'test', 'fixtures', 'shapes', 'images')
export const MODEL = path.join(root, 'test', 'fixtures', 'models', 'classifier')
export const cores = os.availableParallelism()

// One process of the limit. `model`: the model loaded once, then read + decode + forward + argmax per
// image, as the fixture handler preprocesses. `handlers`: the fixture's inference.py functions.
// `whole` and `whole-handlers`: as `model` and `handlers`, but with no warm-up and no wait: the process
// runs from start to end at once (importing torch and loading the model included).
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
if not mode.startswith("whole"):
    one(open(files[0], "rb").read())  # warm up
    print("ready", flush=True)
    sys.stdin.readline()
started = time.perf_counter()
cpu = time.process_time()
for name in files:
    with open(name, "rb") as f:
        k = one(f.read())
    histogram[k] = histogram.get(k, 0) + 1
print(json.dumps({
    "seconds": time.perf_counter() - started,
    "histogram": histogram,
    # Whole processes ("whole" modes): all their CPU, start-up included.
    "cpu": time.process_time() - (0 if mode.startswith("whole") else cpu),
}), flush=True)
`

export type Histogram = Record<string, number>

export interface Run {
  rate: number
  histogram: Histogram
  note?: string
  /** The whole process (processes) from start to exit, in seconds. */
  seconds?: number
  /**
   * CPU seconds spent on the measured part, every process together: what the cores are busy with, so
   * a ratio of these stays put when other work shares the machine and wall-clock rates do not.
   */
  cpu?: number
  /** The same for the whole step, start-up included. */
  wholeCpu?: number
}

/** CPU seconds (user + system) of a process and all its live descendants, from /proc (Linux). */
export function treeCpu(pid: number): number {
  const children = new Map<number, number[]>()
  const own = new Map<number, number>()
  const tick = 100 // USER_HZ
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(f[1])
      own.set(Number(name), (Number(f[11]) + Number(f[12])) / tick)
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  const todo = [pid]
  while (todo.length) {
    const p = todo.pop()!
    total += own.get(p) ?? 0
    todo.push(...(children.get(p) ?? []))
  }
  return total
}

function merge(into: Histogram, more: Histogram): Histogram {
  for (const [k, n] of Object.entries(more)) into[k] = (into[k] ?? 0) + n
  return into
}

export function sortKeys(h: Histogram): Histogram {
  return Object.fromEntries(Object.entries(h).sort(([a], [b]) => Number(a) - Number(b)))
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

interface LimitResult {
  seconds: number
  histogram: Histogram
  cpu: number
}

/** `processes` Python processes share the images; the clock runs from "go" to the last one's end. */
export async function limit(
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
      let done!: (r: LimitResult) => void
      const readyP = new Promise<void>(r => (ready = r))
      const doneP = new Promise<LimitResult>(r => (done = r))
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
  return {
    rate: files.length / seconds,
    histogram: results.reduce((h, r) => merge(h, r.histogram), {}),
    cpu: results.reduce((sum, r) => sum + r.cpu, 0)
  }
}

/**
 * The whole-step limit: one fresh Python process per core, each importing torch, loading the model
 * (`whole`: torch.jit.load; `whole-handlers`: the fixture's model_fn) and looping over its share; the
 * clock runs from their start to the last one's exit.
 */
export async function wholeLimit(
  files: string[],
  dir: string,
  mode: 'whole' | 'whole-handlers' = 'whole'
): Promise<Run> {
  const lists = await Promise.all(
    Array.from({ length: cores }, async (_, p) => {
      const list = path.join(dir, `list-${mode}-${p}.txt`)
      await writeFile(list, files.filter((_, i) => i % cores === p).join('\n'))
      return list
    })
  )
  const spawned = performance.now()
  const results = await Promise.all(
    lists.map(
      list =>
        new Promise<LimitResult>((resolve, reject) => {
          const child = spawn(PYTHON, ['-c', LIMIT, mode, MODEL, list], {
            stdio: ['ignore', 'pipe', 'inherit']
          })
          let result: LimitResult | undefined
          lines(child, line => (result = JSON.parse(line) as LimitResult))
          child.on('exit', code =>
            code === 0 && result
              ? resolve(result)
              : reject(new Error(`the whole-step limit exited with ${code}`))
          )
        })
    )
  )
  const seconds = (performance.now() - spawned) / 1000
  return {
    rate: files.length / seconds,
    histogram: results.reduce((h, r) => merge(h, r.histogram), {}),
    seconds,
    wholeCpu: results.reduce((sum, r) => sum + r.cpu, 0)
  }
}

export interface ActionRun {
  /** max-concurrent-transforms; undefined leaves it empty. */
  concurrency: number | undefined
  input: string
  /** The round's folder: the step's files, and the outputs in `out/`. */
  dir: string
  /** Names the CPU profile when `cpuProf` is set. */
  tag: string
  /** The number of input images. */
  count: number
  /** `dist`: `node <distDir>/index.js`; `src`: the sources through tsx. */
  from: 'dist' | 'src'
  distDir?: string
  /** A folder for `node --cpu-prof` profiles of the action. */
  cpuProf?: string
}

/** Numbers the folders the benchmark writes files into: each run's outputs, each file-creation probe. */
let folders = 0

/**
 * The action in local mode. Its rate is taken over the data plane alone: from the log line that
 * starts the transform ("Transform settings") to the one that ends it ("Done"); `seconds` is the whole
 * process, from spawning to its exit.
 *
 * Each run writes into a new folder, and the outputs stay until the benchmark removes its whole folder
 * at the end. Removing the last round's outputs just before a run charged that run for them: on an ext4
 * file system without a journal, every new file's inode is looked for past the inodes freed in the last
 * seconds to minutes (the kernel's `recently_deleted`), which cost the action about 0.4 ms of kernel
 * time per output here and never the in-process limit, which writes no files.
 */
export async function action(o: ActionRun): Promise<Run> {
  const output = path.join(o.dir, `out-${++folders}`)
  const inputs: Record<string, string> = {
    mode: 'local',
    'model-path': MODEL,
    data: o.input,
    'content-type': 'application/x-image',
    'output-path': output,
    'max-concurrent-transforms': o.concurrency === undefined ? '' : String(o.concurrency),
    comment: 'never'
  }
  const env = await stepEnv(o.dir, inputs)
  const entry =
    o.from === 'dist'
      ? [path.join(o.distDir ?? path.join(root, 'dist'), 'index.js')]
      : ['--import', 'tsx', path.join(root, 'src', 'index.ts')]
  const prof = o.cpuProf
    ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProf, '--cpu-prof-name', `action-${o.tag}.cpuprofile`]
    : []
  const spawned = performance.now()
  // Through bash (which passes on INPUT_ names with hyphens, where dash drops them) that, once the step has exited, prints its own children's CPU times (fields 16
  // and 17 of /proc/<pid>/stat, cutime and cstime): the step's and those of the processes it waited for.
  const child = spawn(
    '/bin/bash',
    [
      '-c',
      '"$@"; code=$?; echo "children-cpu $(cut -d" " -f16,17 /proc/$$/stat)"; exit $code',
      'sh',
      process.execPath,
      ...prof,
      ...entry
    ],
    { env, stdio: ['ignore', 'pipe', 'inherit'], cwd: root }
  )
  let started = 0
  let ended = 0
  let settings = ''
  let cpuAtStart = 0
  let cpuAtEnd = 0
  let wholeCpu = 0
  const log: string[] = []
  lines(child, (line, at) => {
    log.push(line)
    if (line.startsWith('Transform settings:')) {
      started = at
      settings = line
      cpuAtStart = treeCpu(child.pid!)
    }
    if (line.startsWith('Done:')) {
      ended = at
      cpuAtEnd = treeCpu(child.pid!)
    }
    const times = /^children-cpu (\d+) (\d+)$/.exec(line)
    if (times) wholeCpu = (Number(times[1]) + Number(times[2])) / 100
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
    rate: o.count / ((ended - started) / 1000),
    histogram,
    note: chosen ? `${chosen[1]}${chosen[2] ?? ''}` : settings,
    seconds,
    cpu: cpuAtEnd - cpuAtStart,
    wholeCpu
  }
}

/** `count` copies of the shapes images in `dir/name`, cycling through them. */
export async function copies(
  dir: string,
  name: string,
  count: number
): Promise<{ input: string; files: string[] }> {
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

/**
 * Microseconds of one process's CPU to create a small file in a new folder under `dir` and rename it,
 * as the action writes each `.out`, over `count` files (kept until the benchmark removes `dir`). The
 * limit writes no files, so this is a cost only the action's side pays, and it depends on the file
 * system's state: on ext4 without a journal it grows when thousands of inodes were freed moments ago.
 */
export function fileCreationMicros(dir: string, count = 500): number {
  const probe = path.join(dir, `file-probe-${++folders}`)
  mkdirSync(probe)
  const body = Buffer.alloc(120, 0x20)
  const before = process.cpuUsage()
  for (let i = 0; i < count; i++) {
    const partial = path.join(probe, `.~${i}.out.partial`)
    writeFileSync(partial, body)
    renameSync(partial, path.join(probe, `${i}.out`))
  }
  const used = process.cpuUsage(before)
  return (used.user + used.system) / count
}
