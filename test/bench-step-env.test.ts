// The benchmarks' workflow step: its inputs as INPUT_ variables (hyphens kept, as the runner writes
// them), its output and summary files made empty, and --model-env (BENCH_MODEL_ENV) given to every step
// and named in the tables, so a run with SAGEMAKER_MODEL_SERVER_WORKERS set is never shown as the default.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { actionSettings, stepEnv } from '../bench/step-env.js'

let dir: string
const saved = process.env.BENCH_MODEL_ENV

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bench-step-env-'))
})
afterEach(async () => {
  if (saved === undefined) delete process.env.BENCH_MODEL_ENV
  else process.env.BENCH_MODEL_ENV = saved
  await rm(dir, { recursive: true, force: true })
})

it('gives every step the model-env of --model-env, and the tables name it', async () => {
  process.env.BENCH_MODEL_ENV = 'SAGEMAKER_MODEL_SERVER_WORKERS=2'
  await writeFile(path.join(dir, 'output.txt'), 'left from a run before')
  const env = await stepEnv(dir, { 'model-path': '/m', 'output-path': '/o' })
  expect(env['INPUT_MODEL-ENV']).toBe('SAGEMAKER_MODEL_SERVER_WORKERS=2')
  expect(env['INPUT_MODEL-PATH']).toBe('/m')
  expect(env['INPUT_OUTPUT-PATH']).toBe('/o')
  expect(env.RUNNER_TEMP).toBe(dir)
  expect(env.GITHUB_OUTPUT).toBe(path.join(dir, 'output.txt'))
  expect(await readFile(path.join(dir, 'output.txt'), 'utf8')).toBe('')
  expect(actionSettings()).toBe('model-env SAGEMAKER_MODEL_SERVER_WORKERS=2')
})

it('gives no model-env without --model-env: the action at its default settings', async () => {
  delete process.env.BENCH_MODEL_ENV
  const env = await stepEnv(dir, { 'model-path': '/m' })
  expect(env['INPUT_MODEL-ENV']).toBeUndefined()
  expect(actionSettings()).toBe('default settings')
})
