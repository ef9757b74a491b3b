// The benchmarks' workflow step: its inputs as INPUT_ variables (hyphens kept, as the runner writes
// them), its output and summary files made empty, and --instance-type and --model-env (BENCH_ variables)
// given to every step where the benchmark does not set them, and named in the tables, so a run with
// settings of its own is never shown as the default.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actionSettings, stepEnv } from '../bench/step-env.js'

const NAMES = ['BENCH_MODEL_ENV', 'BENCH_INSTANCE_TYPE']
const saved = NAMES.map(n => process.env[n])
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bench-step-env-'))
})
afterEach(async () => {
  NAMES.forEach((n, i) => {
    if (saved[i] === undefined) delete process.env[n]
    else process.env[n] = saved[i]
  })
  await rm(dir, { recursive: true, force: true })
})

it('gives every step the instance-type and model-env of the options, and the tables name them', async () => {
  process.env.BENCH_MODEL_ENV = 'SAGEMAKER_MODEL_SERVER_WORKERS=2'
  process.env.BENCH_INSTANCE_TYPE = 'local_gpu'
  await writeFile(path.join(dir, 'output.txt'), 'left from a run before')
  const env = await stepEnv(dir, { 'model-path': '/m', 'output-path': '/o' })
  expect(env['INPUT_MODEL-ENV']).toBe('SAGEMAKER_MODEL_SERVER_WORKERS=2')
  expect(env['INPUT_INSTANCE-TYPE']).toBe('local_gpu')
  expect(env['INPUT_MODEL-PATH']).toBe('/m')
  expect(env['INPUT_OUTPUT-PATH']).toBe('/o')
  expect(env.RUNNER_TEMP).toBe(dir)
  expect(env.GITHUB_OUTPUT).toBe(path.join(dir, 'output.txt'))
  expect(await readFile(path.join(dir, 'output.txt'), 'utf8')).toBe('')
  expect(actionSettings()).toBe('instance-type local_gpu, model-env SAGEMAKER_MODEL_SERVER_WORKERS=2')
  // local-gpu sets the instance type of each row itself: its tables name only the model-env.
  expect(actionSettings(['model-env'])).toBe('model-env SAGEMAKER_MODEL_SERVER_WORKERS=2')
})

it("a benchmark's own input wins over the option's", async () => {
  process.env.BENCH_INSTANCE_TYPE = 'local_gpu'
  const env = await stepEnv(dir, { 'instance-type': 'local' })
  expect(env['INPUT_INSTANCE-TYPE']).toBe('local')
})

it('gives no settings without the options: the action at its default settings', async () => {
  for (const n of NAMES) delete process.env[n]
  const env = await stepEnv(dir, { 'model-path': '/m' })
  expect(env['INPUT_MODEL-ENV']).toBeUndefined()
  expect(env['INPUT_INSTANCE-TYPE']).toBeUndefined()
  expect(actionSettings()).toBe('default settings')
})
