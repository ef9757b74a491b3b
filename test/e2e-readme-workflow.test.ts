// The README's five-minute workflow, as written: its step's inputs taken from the README's YAML, the
// handler it links (examples/model/code/inference.py), run in local mode on a workspace laid out as the
// README says (model/ with the fixture classifier's model.pt, eval/images/ with the shipped shapes
// images, eval/labels.txt and eval/manifest.jsonl of which the README shows the first lines). Every
// input must come back with an output, scored against the ground truth.
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { actionsIO } from '../src/actions-io.js'
import { run } from '../src/main.js'
import { runnerFiles, type RunnerFiles } from './support/report-env.js'
import { runAsStep } from './support/stdout.js'

const FIXTURES = path.resolve('test/fixtures')
const HANDLER = path.resolve('examples/model/code/inference.py')
const FIVE_MINUTES = '## Try it in five minutes, without AWS'

/** The fenced blocks of `lang` in the README's section that starts with `heading`. */
async function blocks(heading: string, lang: string): Promise<string[]> {
  const readme = await readFile('README.md', 'utf8')
  const start = readme.indexOf(`\n${heading}\n`)
  expect(start).toBeGreaterThan(0)
  const end = readme.indexOf('\n## ', start + heading.length + 2)
  const section = readme.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map(m => m[1])
}

/** The `with:` inputs of the step that uses the action, from a workflow's YAML (comments dropped). */
function actionInputs(workflow: string): Record<string, string> {
  const lines = workflow.split('\n')
  const uses = lines.findIndex(l => /uses: OWNER\/sagemaker-batch-transform-action@v1/.test(l))
  expect(uses).toBeGreaterThan(0)
  const withAt = lines.findIndex((l, i) => i > uses && l.trim() === 'with:')
  const indent = lines[withAt].search(/\S/)
  const inputs: Record<string, string> = {}
  for (const line of lines.slice(withAt + 1)) {
    if (line.trim() === '' || line.search(/\S/) <= indent) break
    const m = /^\s*([a-z-]+):\s*(.*?)\s*(#.*)?$/.exec(line)!
    inputs[m[1]] = m[2]
  }
  return inputs
}

let runner: RunnerFiles
let workspace: string
const cwd = process.cwd()
beforeAll(async () => {
  runner = await runnerFiles()
  workspace = await mkdtemp(path.join(os.tmpdir(), 'readme-workspace-'))
})
afterAll(async () => {
  process.chdir(cwd)
  await runner.restore()
  await rm(workspace, { recursive: true, force: true })
})

it('links the handler examples/model/code/inference.py instead of copying it', async () => {
  const readme = await readFile('README.md', 'utf8')
  const section = readme.slice(
    readme.indexOf(`\n${FIVE_MINUTES}\n`),
    readme.indexOf('\n## ', readme.indexOf(FIVE_MINUTES))
  )
  expect(section).toContain('[`examples/model/code/inference.py`](examples/model/code/inference.py)')
  expect(await blocks(FIVE_MINUTES, 'python')).toEqual([])
  expect(await readFile(HANDLER, 'utf8')).toContain('def input_fn(body, content_type):')
})

it('shows the first lines of the labels and the manifest the run below reads', async () => {
  const [labels, manifest] = await blocks(FIVE_MINUTES, 'text')
  const shipped = (name: string) => readFile(path.join(FIXTURES, 'shapes', name), 'utf8')
  expect(labels.split('\n').filter(Boolean)).toEqual((await shipped('labels.txt')).split('\n').slice(0, 3))
  const lines = manifest.split('\n').filter(Boolean)
  expect(lines).toHaveLength(3)
  const shippedLines = (await shipped('manifest.jsonl')).split('\n')
  for (const line of lines) expect(shippedLines).toContain(line)
})

it('scores every image of eval/images/ with model/ in local mode, as the README writes the step', async () => {
  const [workflow] = await blocks(FIVE_MINUTES, 'yaml')
  const written = actionInputs(workflow)
  expect(written).toEqual({
    mode: 'local',
    'model-path': 'model/',
    data: 'eval/images/',
    'content-type': 'application/x-image',
    'output-path': '${{ runner.temp }}/predictions',
    'label-map': 'eval/labels.txt',
    'ground-truth': 'eval/manifest.jsonl',
    'min-accuracy': '0.9'
  })
  // The repository as the README lays it out: model/ (model.pt, code/inference.py), eval/images/,
  // eval/labels.txt and eval/manifest.jsonl (its source-refs are images/<file>, beside the manifest).
  await mkdir(path.join(workspace, 'model', 'code'), { recursive: true })
  await copyFile(path.join(FIXTURES, 'models/classifier/model.pt'), path.join(workspace, 'model/model.pt'))
  await copyFile(HANDLER, path.join(workspace, 'model/code/inference.py'))
  await cp(path.join(FIXTURES, 'shapes/images'), path.join(workspace, 'eval/images'), { recursive: true })
  for (const name of ['labels.txt', 'manifest.jsonl'])
    await copyFile(path.join(FIXTURES, 'shapes', name), path.join(workspace, 'eval', name))
  const inputs = Object.fromEntries(
    Object.entries(written).map(([k, v]) => [k, v.replace('${{ runner.temp }}', process.env.RUNNER_TEMP!)])
  )

  process.chdir(workspace)
  const { result, failed } = await runAsStep(() =>
    run({
      readInput: name => inputs[name] ?? '',
      env: process.env,
      signal: new AbortController().signal,
      sleep: async () => undefined,
      now: () => Date.now(),
      ...actionsIO()
    })
  )
  process.chdir(cwd)

  expect(result?.status).toBe('Completed')
  expect(failed).toBe(false)
  const outputs = await runner.outputs()
  // What the README's next step echoes, and the gate it sets.
  expect([outputs['objects-total'], outputs['objects-failed'], outputs['job-status']]).toEqual([
    '40',
    '0',
    'Completed'
  ])
  expect(Number(outputs.accuracy)).toBeGreaterThanOrEqual(0.9)
  const images = (await readdir(path.join(workspace, 'eval/images'))).sort()
  const written40 = (await readdir(path.join(process.env.RUNNER_TEMP!, 'predictions')))
    .filter(f => f.endsWith('.out'))
    .sort()
  expect(written40).toEqual(images.map(f => `${f}.out`))
  // The job summary the README promises: the class counts under the label map's names and, with the
  // ground truth, every image evaluated and the gate.
  const summary = await runner.stepSummary()
  expect(summary).toContain('| Input objects | 40 |')
  expect(summary).toContain('| triangle |')
  expect(summary).toContain('Ground truth: eval/manifest\\.jsonl (40 lines).')
  expect(summary).toMatch(/\| ✅ `min-accuracy` \| ≥ 90\.0% \| [\d.]+% \(\d+ of 40\) \|/)
}, 180_000)
