// Real model outputs: the fixtures' TorchScript classifier and detector score the shapes images through
// their own handlers (model_fn / input_fn / predict_fn / output_fn, as the PyTorch toolkit calls them),
// writing `<image>.out` exactly as a transform would; the report then evaluates them against the
// fixtures' ground truth.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { publishResults } from './support/publish.js'
import { actionContext, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const FIXTURES = path.resolve('test/fixtures')
const SHAPES = path.join(FIXTURES, 'shapes')
const PYTHON = '/usr/bin/python3'

function torchAvailable(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import torch, PIL'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Why these tests cannot run here, or undefined when they can. */
function missing(): string | undefined {
  for (const f of ['models/classifier/model.pt', 'models/detector/model.pt', 'shapes/images'])
    if (!existsSync(path.join(FIXTURES, f)))
      return `test/fixtures/${f} is missing (scripts/make-fixtures.py makes it)`
  if (!torchAvailable())
    return `${PYTHON} cannot import torch and PIL (apt-get install python3-torch python3-pil)`
  return undefined
}
const why = missing()
// Straight to stderr: jest shows no console output for a file whose tests are all skipped.
if (why) process.stderr.write(`Real-model report tests skipped: ${why}\n`)
const ready = why === undefined

// argv: images, then (model dir, output dir) pairs; one interpreter start for all models.
const SCORE = `
import importlib.util, os, sys
images = sys.argv[1]
for model_dir, out in zip(sys.argv[2::2], sys.argv[3::2]):
    spec = importlib.util.spec_from_file_location("inference", os.path.join(model_dir, "code", "inference.py"))
    handlers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(handlers)
    model = handlers.model_fn(model_dir)
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(images)):
        with open(os.path.join(images, name), "rb") as f:
            data = handlers.input_fn(f.read(), "application/x-image")
        body, _ = handlers.output_fn(handlers.predict_fn(data, model), "application/json")
        with open(os.path.join(out, name + ".out"), "w") as f:
            f.write(body)
`

function score(pairs: [string, string][]): void {
  const args = pairs.flatMap(([model, out]) => [path.join(FIXTURES, 'models', model), out])
  execFileSync(PYTHON, ['-c', SCORE, path.join(SHAPES, 'images'), ...args], {
    stdio: ['ignore', 'ignore', 'inherit']
  })
}

;(ready ? describe : describe.skip)('reports on real model outputs', () => {
  let dir: string
  const runner = useRunnerFiles()
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'real-'))
    score([
      ['classifier', path.join(dir, 'classifier')],
      ['detector', path.join(dir, 'detector')]
    ])
  }, 120_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('classifier: TF Serving style outputs, accuracy against the manifest, gates pass', async () => {
    const spec = makeSpec({
      data: path.join(SHAPES, 'images'),
      output: path.join(dir, 'classifier'),
      mode: 'local',
      report: {
        labelMap: path.join(SHAPES, 'labels.txt'),
        groundTruth: path.join(SHAPES, 'manifest.jsonl'),
        minAccuracy: 0.9,
        maxFailedObjects: 0
      }
    })
    spec.resources.instanceType = 'local'
    spec.resources.instanceCount = 1
    const images = (await readdir(path.join(SHAPES, 'images'))).length
    const { result } = await captureStdout(() =>
      publishResults(
        spec,
        { jobName: 'shapes-classifier', status: 'Completed', outputPath: spec.output.path },
        actionContext()
      )
    )
    expect(result).toEqual([])
    const outputs = await runner.outputs()
    expect(outputs['objects-total']).toBe(String(images))
    expect(outputs['objects-failed']).toBe('0')
    expect(Number(outputs.accuracy)).toBeGreaterThanOrEqual(0.95)
    const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8'))
    expect(summary.format.chosen).toBe(
      `auto -> classification; records: TF Serving predict (classes/probabilities) (${images}); objects: JSON (${images})`
    )
    expect(summary.evaluation.evaluated).toBe(images)
    expect(summary.classification.classes.map((c: { label: string }) => c.label).sort()).toEqual([
      'circle',
      'cross',
      'square',
      'triangle'
    ])
    const md = await runner.stepSummary()
    expect(md).toContain('| shapes\\-classifier | ✅ Completed | local × 1 |')
    expect(md.split('\n')[0]).toBe(`## ✅ All 2 gates passed · top-1 100.0% (${images} of ${images})`)
    expect(md).toContain(`| ✅ \`min-accuracy\` | ≥ 90.0% | 100.0% (${images} of ${images}) | +10.0 pp |`)
    // Four classes: top-5 would always be 100%, so it is not shown.
    expect(md).not.toContain('Top-5')
  })

  test('detector: torchvision outputs, AP@0.5 against the boxes, pictures rendered', async () => {
    const spec = makeSpec({
      data: path.join(SHAPES, 'images'),
      output: path.join(dir, 'detector'),
      mode: 'local',
      report: {
        labelMap: path.join(SHAPES, 'labels.txt'),
        groundTruth: path.join(SHAPES, 'detections.jsonl'),
        minAccuracy: 0.8,
        detectionImages: 3
      }
    })
    const { result } = await captureStdout(() =>
      publishResults(
        spec,
        { jobName: 'shapes-detector', status: 'Completed', outputPath: spec.output.path },
        actionContext()
      )
    )
    expect(result).toEqual([])
    const outputs = await runner.outputs()
    const summary = JSON.parse(await readFile(outputs['summary-json'], 'utf8'))
    expect(summary.format.kind).toBe('detection')
    expect(summary.evaluation.kind).toBe('detection')
    expect(summary.evaluation.map).toBeGreaterThanOrEqual(0.8)
    expect(Number(outputs.accuracy)).toBe(Math.round(summary.evaluation.map * 1e6) / 1e6)
    // The runner-up class on the same box scores low: the threshold keeps about one box per image.
    expect(summary.detection.boxesPerObject.mean).toBeGreaterThan(0.9)
    expect(summary.detection.boxesPerObject.mean).toBeLessThan(1.2)
    expect(summary.pictures.rendered).toBe(3)
    expect(summary.pictures.note).toMatch(
      /^3 rendered to .*detections; not uploaded \(no ACTIONS_RUNTIME_TOKEN/
    )
    const pictures = await readdir(
      path.join(process.env.RUNNER_TEMP!, 'sagemaker-batch-transform', 'shapes-detector', 'detections')
    )
    // One per detected class, the least confident of each: not the first three circles.
    expect(pictures).toEqual([
      '001-circle-08.jpg.png',
      '002-square-06.jpg.png',
      '003-cross-00.jpg.png',
      'detections-shapes-detector-contact-sheet.png'
    ])
    // Each found its one box: the captions say so, numbered as on the contact sheet.
    expect(summary.pictures.items.map((i: { key: string }) => i.key)).toEqual([
      'circle-08.jpg',
      'square-06.jpg',
      'cross-00.jpg'
    ])
    const md = await runner.stepSummary()
    expect(md).toContain('### Detections (score ≥ 0.5)')
    expect(md).toContain('mAP<span>@</span>0\\.5')
    expect(md).toContain('🖼️ Detection pictures: 3 rendered to')
    expect(md).toContain('Contact sheet: detections\\-shapes\\-detector\\-contact\\-sheet\\.png.')
    // The note ends its sentence before the contact sheet's.
    expect(md).toContain('not running in GitHub Actions\\)\\. Contact sheet: ')
    expect(md).toContain('| 1 | circle\\-08\\.jpg | first of its class | 1 | 1 | 1 | 0 | 0 |')
  })
})
