// The whole action in local mode, as a workflow runs it: run() with inputs from a map, the runner's
// output and summary files, the default model-server choice (the reference PyTorch server), the
// fixture models on the shipped shapes images, and the report against the ground truth.
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { actionsIO } from '../src/actions-io.js'
import type { ActionContext } from '../src/context.js'
import { run } from '../src/main.js'
import { runnerFiles, type RunnerFiles } from './support/report-env.js'
import { runAsStep } from './support/stdout.js'

const FIXTURES = path.resolve('test/fixtures')
const SHAPES = path.join(FIXTURES, 'shapes')

let runner: RunnerFiles
beforeAll(async () => {
  runner = await runnerFiles()
})
afterAll(async () => runner.restore())
afterEach(async () => runner.reset())

function context(inputs: Record<string, string>): ActionContext {
  return {
    readInput: name => inputs[name] ?? '',
    env: process.env,
    signal: new AbortController().signal,
    sleep: async () => undefined,
    now: () => Date.now(),
    ...actionsIO()
  }
}

async function images(): Promise<string[]> {
  return (await readdir(path.join(SHAPES, 'images'))).filter(f => f.endsWith('.jpg')).sort()
}

describe('local mode end to end', () => {
  it('refuses a label-map that is neither built in nor a file together with the missing model', async () => {
    const missing = path.join(runner.dir, 'no-such-labels.json')
    const { result, stdout, failed } = await runAsStep(() =>
      run(
        context({
          mode: 'local',
          'model-path': path.join(runner.dir, 'no-such-model'),
          data: path.join(SHAPES, 'images'),
          'output-path': path.join(runner.dir, 'predictions'),
          'label-map': missing
        })
      )
    )
    expect(result).toBeUndefined()
    expect(failed).toBe(true)
    expect(stdout).toContain(
      `::error::1 input problem:%0A  - label-map: is neither a built-in label map nor a file on the runner (got ${JSON.stringify(missing)}).`
    )
    expect(stdout).toContain('%0Athe model layout is not valid:%0A')
    expect(stdout).toContain('no-such-model')
  })

  it('classifies the shapes images with the reference server and scores them against the manifest', async () => {
    const output = path.join(runner.dir, 'predictions')
    const outcome = await run(
      context({
        mode: 'local',
        'model-path': path.join(FIXTURES, 'models', 'classifier'),
        data: path.join(SHAPES, 'images'),
        'content-type': 'application/x-image',
        'output-path': output,
        'max-concurrent-transforms': '2',
        'label-map': path.join(SHAPES, 'labels.txt'),
        'ground-truth': path.join(SHAPES, 'manifest.jsonl'),
        comment: 'never'
      })
    )
    expect(outcome?.status).toBe('Completed')
    const names = await images()
    expect(names).toHaveLength(40)
    expect((await readdir(output)).filter(f => f.endsWith('.out')).sort()).toEqual(
      names.map(n => `${n}.out`).sort()
    )
    const first = JSON.parse(await readFile(path.join(output, `${names[0]}.out`), 'utf8')) as {
      predictions: { classes: number; probabilities: number[] }[]
    }
    expect(first.predictions[0].probabilities).toHaveLength(4)
    const outputs = await runner.outputs()
    expect(outputs['job-status']).toBe('Completed')
    expect(outputs['objects-total']).toBe('40')
    expect(outputs['objects-failed']).toBe('0')
    expect(Number(outputs.accuracy)).toBeGreaterThanOrEqual(0.9)
    await rm(output, { recursive: true, force: true })
  })

  it('runs the detector on the shapes images and scores its boxes against the detection ground truth', async () => {
    const output = path.join(runner.dir, 'detections')
    const outcome = await run(
      context({
        mode: 'local',
        'model-path': path.join(FIXTURES, 'models', 'detector'),
        data: path.join(SHAPES, 'images'),
        'content-type': 'application/x-image',
        'output-path': output,
        'max-concurrent-transforms': '2',
        'output-format': 'detection',
        'label-map': path.join(SHAPES, 'labels.txt'),
        'ground-truth': path.join(SHAPES, 'detections.jsonl'),
        comment: 'never'
      })
    )
    expect(outcome?.status).toBe('Completed')
    const names = await images()
    expect((await readdir(output)).filter(f => f.endsWith('.out')).sort()).toEqual(
      names.map(n => `${n}.out`).sort()
    )
    const answer = JSON.parse(await readFile(path.join(output, `${names[0]}.out`), 'utf8')) as {
      boxes: number[][]
      labels: number[]
      scores: number[]
    }[]
    expect(Object.keys(answer[0]).sort()).toEqual(['boxes', 'labels', 'scores'])
    const outputs = await runner.outputs()
    expect(outputs['job-status']).toBe('Completed')
    expect(outputs['objects-failed']).toBe('0')
    expect(Number(outputs.accuracy)).toBeGreaterThanOrEqual(0.9)
    await rm(output, { recursive: true, force: true })
  })
})
