// What a reviewer reads first: the verdict, the gates, before and after, whether the change is more
// than chance, and the changed predictions, for the cases that matter. Each run is published from real
// `.out` files in local folders, the baseline's own `_summary.json` included; the comment and the job
// summary are rendered with a GFM renderer and read as a reviewer sees them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome } from '../src/backends/backend.js'
import { publishResults } from '../src/report/index.js'
import { renderComment, renderJobSummary } from '../src/report/render.js'
import type { RunSummary } from '../src/results/run-summary.js'
import { renderGfm, tableCells, visibleText } from './support/gfm.js'
import { actionContext, captureStdout, makeSpec, useRunnerFiles } from './support/report-env.js'

// Class 1's name carries an apostrophe, a pipe and a mention: it must read back exactly.
const LABELS = ['circle', "carpenter's kit | @octocat", 'triangle', 'cross']
const KEYS = LABELS.flatMap((_, k) =>
  Array.from(
    { length: 10 },
    (_, i) => `${['circle', 'kit', 'triangle', 'cross'][k]}-${String(i).padStart(2, '0')}.jpg`
  )
)
const truth = (key: string) => Math.floor(KEYS.indexOf(key) / 10)

const probs = (k: number, p: number) => [0, 1, 2, 3].map(i => (i === k ? p : (1 - p) / 3))
const classified = (k: number, p: number) =>
  JSON.stringify({ predictions: [{ classes: k, probabilities: probs(k, p) }] })
const detected = (k: number, box: number[], p: number) =>
  JSON.stringify([{ boxes: [box], labels: [k], scores: [p] }])
const BOX = [8, 8, 40, 40]

describe('the verdict a reviewer reads first', () => {
  let dir: string
  const runner = useRunnerFiles()

  /** Writes one run's outputs: `wrong` maps a key to the class predicted instead of the truth. */
  async function outputs(
    name: string,
    wrong: Record<string, number>,
    kind = 'classification'
  ): Promise<string> {
    const out = path.join(dir, name)
    await mkdir(out, { recursive: true })
    for (const key of KEYS) {
      const k = wrong[key] ?? truth(key)
      const body =
        kind === 'classification'
          ? classified(k, key in wrong ? 0.447 : 0.996)
          : detected(k, BOX, key in wrong ? 0.6 : 0.9)
      await writeFile(path.join(out, `${key}.out`), body)
    }
    return out
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-'))
    await mkdir(path.join(dir, 'images'))
    for (const key of KEYS) await writeFile(path.join(dir, 'images', key), 'jpeg')
    await writeFile(path.join(dir, 'labels.txt'), LABELS.join('\n') + '\n')
    await writeFile(
      path.join(dir, 'manifest.jsonl'),
      KEYS.map(k => JSON.stringify({ 'source-ref': `images/${k}`, class: truth(k) })).join('\n') + '\n'
    )
    await writeFile(
      path.join(dir, 'boxes.jsonl'),
      KEYS.map(k =>
        JSON.stringify({
          'source-ref': `images/${k}`,
          'bounding-box': {
            image_size: [{ width: 64, height: 64, depth: 3 }],
            annotations: [{ class_id: truth(k), left: 8, top: 8, width: 32, height: 32 }]
          },
          'bounding-box-metadata': {}
        })
      ).join('\n') + '\n'
    )
    const sixKits = Object.fromEntries(KEYS.slice(10, 16).map(k => [k, 3])) // kit -> cross
    await outputs('all-right', {})
    await outputs('six-wrong', sixKits)
    await outputs('two-wrong', Object.fromEntries(KEYS.slice(10, 12).map(k => [k, 3])))
    await outputs('det-right', {}, 'detection')
    await outputs('det-three-wrong', Object.fromEntries(KEYS.slice(30, 33).map(k => [k, 0])), 'detection')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  async function publish(
    output: string,
    report: Parameters<typeof makeSpec>[0]['report'],
    status: JobOutcome['status'] = 'Completed',
    extra: Partial<JobOutcome> = {}
  ): Promise<{ summary: RunSummary; failures: string[]; stdout: string }> {
    await runner.reset()
    const spec = makeSpec({
      data: path.join(dir, 'images'),
      output: path.join(dir, output),
      mode: 'local',
      report: { labelMap: path.join(dir, 'labels.txt'), ...report }
    })
    const outcome: JobOutcome = { jobName: `eval-${output}`, status, outputPath: spec.output.path, ...extra }
    const { result, stdout } = await captureStdout(() => publishResults(spec, outcome, actionContext()))
    const outs = await runner.outputs()
    return { summary: JSON.parse(await readFile(outs['summary-json'], 'utf8')), failures: result, stdout }
  }

  const classification = (extra: Parameters<typeof makeSpec>[0]['report']) => ({
    groundTruth: path.join(dir, 'manifest.jsonl'),
    ...extra
  })

  function comment(s: RunSummary): { md: string; html: string } {
    const md = renderComment(
      s,
      {
        links: { runUrl: 'https://github.com/octo/models/actions/runs/1' },
        updatedAt: '2024-06-01T12:34:56.000Z'
      },
      0
    ).text
    return { md, html: renderGfm(md) }
  }

  test('gates failing with a drop: ❌, the drop in points, 6 now wrong, significant', async () => {
    // main's run first: it leaves its _summary.json beside its outputs.
    await publish('all-right', classification({}))
    process.env.GITHUB_SHA = '0123456789abcdef0123456789abcdef01234567'
    const { summary, failures } = await publish(
      'six-wrong',
      classification({
        baseline: path.join(dir, 'all-right'),
        minAccuracy: 0.9,
        minAgreement: 0.9,
        maxFailedObjects: 0
      })
    )
    delete process.env.GITHUB_SHA
    expect(failures).toHaveLength(2)
    const { md, html } = comment(summary)
    if (process.env.SHOW_COMMENT) console.log(md)
    const verdict =
      '❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed'
    expect(md.split('\n')[0]).toBe(`### ${verdict}`)
    expect(html.startsWith(`<h3>${verdict}</h3>`)).toBe(true)
    expect(visibleText(html)).toContain(
      'Evaluated 0123456 · SageMaker Batch Transform job eval-six-wrong · updated 2024-06-01 12:34 UTC · full job summary'
    )
    expect(visibleText(html)).toContain(
      'The drop is statistically significant (exact McNemar test, p = 0.031, 6 now wrong vs 0 fixed).'
    )
    const cells = tableCells(html)
    expect(cells).toContainEqual(['❌ min-accuracy', '≥ 90.0%', '85.0% (34 of 40)', '−5.0 pp'])
    expect(cells).toContainEqual(['❌ min-agreement', '≥ 90.0%', '85.0% (34 of 40)', '−5.0 pp'])
    expect(cells).toContainEqual(['✅ max-failed-objects', '≤ 0 objects', '0 of 40', '+0'])
    expect(cells).toContainEqual(['Top-1 accuracy', '100.0% (40/40)', '85.0% (34/40)', '−15.0 pp'])
    expect(cells).toContainEqual(['95% interval (Wilson)', '91.2%–100.0%', '70.9%–92.9%', ''])
    expect(cells).toContainEqual([`recall: ${LABELS[1]}`, '100.0% (10/10)', '40.0% (4/10)', '−60.0 pp'])
    // The baseline's figures come from its own _summary.json, which its outputs still match.
    expect(visibleText(html)).toContain(
      `Baseline: ${path.join(dir, 'all-right')} (job eval-all-right); figures from its _summary.json.`
    )
    // Changed predictions: truth, ✓ before, ✗ now; the hostile label reads back exactly.
    expect(cells).toContainEqual(['Object', 'Truth', 'Baseline', 'This run'])
    expect(cells).toContainEqual(['kit-00.jpg', LABELS[1], `✓ ${LABELS[1]} (0.996)`, '✗ cross (0.447)'])
    expect(html).not.toMatch(/<a href="[^"]*octocat|&amp;#39;|&#39;/)
    // The comment is short: no charts, no job table, no lowest-confidence list.
    expect(md).not.toMatch(/```mermaid|### Job|Lowest-confidence|Read as/)
    expect(md.split('\n').length).toBeLessThan(45)
    // The job summary opens with the same verdict and keeps the details.
    const full = renderJobSummary(summary, { links: {} }).text
    expect(full.split('\n')[0]).toBe(`## ${verdict}`)
    expect(full).toContain('### Job')
    expect(full).toContain('```mermaid')
  })

  test('gates passing with a drop: ⚠️ and "−5.0 pp", not significant', async () => {
    const { summary, failures } = await publish(
      'two-wrong',
      classification({ baseline: path.join(dir, 'all-right'), minAccuracy: 0.9 })
    )
    expect(failures).toEqual([])
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe(
      '### ⚠️ 1 gate passed · top-1 95.0% (baseline 100.0%, −5.0 pp) · 2 changed: 2 now wrong, 0 fixed'
    )
    expect(visibleText(html)).toContain(
      'The drop is not statistically significant (exact McNemar test, p = 0.50, 2 now wrong vs 0 fixed): chance alone could explain it.'
    )
    expect(summary.baseline!.paired).toEqual({
      evaluated: 40,
      bothRight: 38,
      bothWrong: 0,
      broken: 2,
      fixed: 0,
      p: 0.5
    })
  })

  test('an improvement: ✅, "+15.0 pp", 6 fixed first, significant', async () => {
    const { summary } = await publish(
      'all-right',
      classification({ baseline: path.join(dir, 'six-wrong'), minAccuracy: 0.9, minAgreement: 0.8 })
    )
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe(
      '### ✅ All 2 gates passed · top-1 100.0% (baseline 85.0%, +15.0 pp) · 6 changed: 0 now wrong, 6 fixed'
    )
    expect(visibleText(html)).toContain(
      'The improvement is statistically significant (exact McNemar test, p = 0.031, 0 now wrong vs 6 fixed).'
    )
    expect(tableCells(html)).toContainEqual([
      'kit-00.jpg',
      LABELS[1],
      '✗ cross (0.447)',
      `✓ ${LABELS[1]} (0.996)`
    ])
  })

  test('no baseline: the accuracy alone, with its interval', async () => {
    const { summary } = await publish('six-wrong', classification({ minAccuracy: 0.9 }))
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe('### ❌ 1 of 1 gate failed · top-1 85.0% (34 of 40)')
    const cells = tableCells(html)
    expect(cells).toContainEqual(['Top-1 accuracy', '85.0% (34/40)'])
    expect(cells).toContainEqual(['95% interval (Wilson)', '70.9%–92.9%'])
    expect(md).not.toMatch(/McNemar|Changed predictions|Baseline/)
  })

  test('detection with a baseline: mAP before and after, images now wrong', async () => {
    const { summary } = await publish('det-three-wrong', {
      groundTruth: path.join(dir, 'boxes.jsonl'),
      baseline: path.join(dir, 'det-right'),
      minAccuracy: 0.9
    })
    // cross: 7 of 10 boxes found (AP 0.7); circle: 10 right at 0.9 before 3 wrong at 0.6 (AP 1).
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe(
      '### ⚠️ 1 gate passed · mAP@0.5 92.5% (baseline 100.0%, −7.5 pp) · 3 changed: 3 now wrong, 0 fixed'
    )
    const cells = tableCells(html)
    expect(cells).toContainEqual(['mAP@0.5', '100.0%', '92.5%', '−7.5 pp'])
    expect(cells).toContainEqual(['AP: cross', '100.0%', '70.0%', '−30.0 pp'])
    expect(cells).toContainEqual(['cross-00.jpg', 'cross', '✓ cross', '✗ circle'])
    expect(visibleText(html)).toContain(
      'The drop is not statistically significant (exact McNemar test, p = 0.25, 3 now wrong vs 0 fixed)'
    )
  })

  test('baseline-pointer: main names its complete run; a pull request follows the pointer; a failed run leaves it', async () => {
    const pointer = path.join(dir, 'pointers', 'main.json')
    await publish('all-right', classification({ baselinePointer: pointer }))
    const written = JSON.parse(await readFile(pointer, 'utf8'))
    expect(written).toMatchObject({
      schema: 'sagemaker-batch-transform/baseline-pointer@1',
      outputPath: path.join(dir, 'all-right'),
      job: 'eval-all-right',
      objects: 40,
      records: 40
    })
    // A later main run that failed does not move the pointer.
    const failed = await publish('six-wrong', classification({ baselinePointer: pointer }), 'Failed')
    expect(failed.stdout).toContain(
      'baseline-pointer: ' + pointer + " left as it was: this run's outputs are not complete."
    )
    expect(JSON.parse(await readFile(pointer, 'utf8')).outputPath).toBe(path.join(dir, 'all-right'))

    const { summary } = await publish('two-wrong', classification({ baseline: pointer }))
    expect(summary.baseline!.path).toBe(path.join(dir, 'all-right'))
    expect(summary.baseline!.run).toMatchObject({ job: 'eval-all-right', pointer })
    expect(visibleText(comment(summary).html)).toContain(
      `Baseline: ${path.join(dir, 'all-right')} (job eval-all-right); found through ${pointer}; figures from its _summary.json.`
    )
  })

  test('a baseline folder that mixes runs is called out, and its figures are recomputed', async () => {
    // A folder written in place by two runs: the old _summary.json counted 30 outputs, 40 are there now.
    const mixed = path.join(dir, 'mixed')
    await mkdir(mixed, { recursive: true })
    await publish('all-right', classification({}))
    const old = JSON.parse(await readFile(path.join(dir, 'all-right', '_summary.json'), 'utf8'))
    old.objects.withOutput = 30
    old.evaluation.top1Correct = 30
    old.evaluation.evaluated = 30
    await writeFile(path.join(mixed, '_summary.json'), JSON.stringify(old))
    for (const key of KEYS) await writeFile(path.join(mixed, `${key}.out`), classified(truth(key), 0.9))
    const { summary, stdout } = await publish('two-wrong', classification({ baseline: mixed }))
    expect(stdout).toContain(
      `Baseline: ${mixed} holds 40 outputs but its _summary.json counted 30: it may mix outputs of several runs.`
    )
    expect(summary.baseline!.figures).toMatchObject({
      source: 'recomputed',
      note: 'recomputed from its outputs: they no longer give the figures of its _summary.json',
      evaluation: { top1Correct: 40, evaluated: 40 }
    })
  })

  test('failures grouped by error with a count, examples and a hint; not the long reason three times', async () => {
    const empty = path.join(dir, 'none')
    await mkdir(empty, { recursive: true })
    const decode = "HTTP 500: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
    const failures = [
      ...KEYS.slice(0, 38).map(key => ({ key, reason: decode })),
      ...KEYS.slice(38).map(key => ({ key, reason: 'the request timed out after 600 s' }))
    ]
    const reason = `40 of 40 input files failed: ${KEYS.slice(0, 3)
      .map(k => `${k}: ${decode}`)
      .join('; ')}; and 37 more`
    const { summary } = await publish('none', classification({}), 'Failed', {
      failureReason: reason,
      failures
    })
    expect(summary.failures).toEqual([
      {
        reason: decode,
        count: 38,
        examples: ['circle-00.jpg', 'circle-01.jpg', 'circle-02.jpg'],
        hint: 'content-type is empty: the model server got raw bytes it tried to decode as text; set content-type: application/x-image (or the type input_fn expects)'
      },
      {
        reason: 'the request timed out after 600 s',
        count: 2,
        examples: ['cross-08.jpg', 'cross-09.jpg'],
        hint: 'raise invocation-timeout, or lower max-concurrent-transforms so each request is served sooner'
      }
    ])
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe('### ❌ Job Failed · 0 of 40 objects scored')
    expect(tableCells(html)).toContainEqual([
      '38',
      `${decode} (circle-00.jpg, circle-01.jpg, circle-02.jpg, …)`,
      summary.failures![0].hint
    ])
    // The job's long reason repeats the same error; the grouped table replaces it.
    expect(visibleText(html).split(decode)).toHaveLength(2)
  })
})
