// What a reviewer reads first: the verdict, the gates, before and after, whether the change is more
// than chance, and the changed predictions, for the cases that matter. Each run is published from real
// `.out` files in local folders, the baseline's own `_summary.json` included; the comment and the job
// summary are rendered with a GFM renderer and read as a reviewer sees them.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { JobOutcome } from '../src/job.js'
import { MERMAID_MAX_CHARS } from '../src/report/charts.js'
import { publishResults } from './support/publish.js'
import { renderComment } from '../src/report/pr-comment.js'
import { renderJobSummary } from '../src/report/job-summary.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { renderGfm, tableCells, visibleText } from './support/gfm.js'
import { actionContext, boxesManifest, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

// Every class name and object key is hostile: an apostrophe, a pipe, backticks, HTML, a mention, an
// issue number, quotes and the `"];` that would close a Mermaid label. Each must read back exactly.
const LABELS = ['circle"]; y-axis "x', "carpenter's kit | @octocat", '<b>triangle</b> #1', '`cross` "x"']
const STEMS = ['circle "];', "kit's | @octocat", '<b>tri #1', '`cross`']
const KEYS = STEMS.flatMap(stem =>
  Array.from({ length: 10 }, (_, i) => `${stem}-${String(i).padStart(2, '0')}.jpg`)
)
const truth = (key: string) => Math.floor(KEYS.indexOf(key) / 10)

/**
 * Untrusted text as a reviewer sees it: each of `texts` reads back whole in the visible text; none of
 * it became an element, a link or code; GitHub's text filters find no mention or issue number in any
 * text node (code blocks aside, where they do not run); no apostrophe shown as an entity.
 */
function expectInert(html: string, texts: string[]): void {
  const prose = html.replace(/<pre>[\s\S]*?<\/pre>/g, '')
  const seen = visibleText(prose)
  for (const text of texts) expect(seen).toContain(text)
  expect(prose).not.toMatch(/<b>|<\/b>|&amp;#39;|&#39;/)
  // The one link is the report's own, to the job summary.
  for (const [link] of prose.matchAll(/<a [^>]*>/g))
    expect(link).toBe('<a href="https://github.com/octo/models/actions/runs/1">')
  // The only code in prose is the commit and gate names the report writes itself.
  for (const [, code] of prose.matchAll(/<code>([\s\S]*?)<\/code>/g))
    expect(code).toMatch(/^([0-9a-f]{7}|(min|max)-[a-z-]+)$/)
  for (const node of prose.split(/<[^>]*>/)) expect(node).not.toMatch(/@[a-z0-9]|#[0-9]/i)
}

/**
 * Every Mermaid chart in `markdown` stays under the size the report allows and parses as its plain
 * syntax: each string is one `"…"` holding no quote, bracket or semicolon (mermaidText drops
 * `"'\`<>&#;\\[]{}|`), so nothing a label holds can close it or end a statement. The chart titled
 * `title` shows `rows` (each `label: count`, the labels with those characters dropped) and draws
 * `series`: one list of bar lengths per colour, the baseline's grey first when there is one.
 */
function expectMermaid(markdown: string, title: string, rows: string[], series: number[][]): void {
  const blocks = [...markdown.matchAll(/^```mermaid\n[\s\S]*?\n```$/gm)].map(m => m[0])
  expect(blocks.length).toBeGreaterThan(0)
  const syntax =
    /^(%%\{init: .*\}%%|xychart-beta horizontal| {2}title S| {2}x-axis \[S(, S)*\]| {2}y-axis S 0 --> \d+| {2}bar \[[\d., ]+\])$/
  for (const block of blocks) {
    expect(block.length).toBeLessThanOrEqual(MERMAID_MAX_CHARS)
    for (const line of block.split('\n').slice(1, -1)) {
      if (line.startsWith('%%{init')) continue
      expect(line.replace(/"[^"[\];]*"/g, 'S')).toMatch(syntax)
    }
  }
  const chart = blocks.find(b => b.includes(`  title "${title}"`))
  expect(chart).toBeDefined()
  const labels = /^ {2}x-axis \[(.*)\]$/m.exec(chart!)![1]
  expect(labels).toBe(rows.map(a => `"${a}"`).join(', '))
  const bars = [...chart!.matchAll(/^ {2}bar \[(.*)\]$/gm)].map(m => m[1].split(', ').map(Number))
  expect(bars).toEqual(series)
  // The value axis has no tick labels, so Mermaid adds no padding: a bar of 0 draws nothing.
  expect(chart).toContain('"yAxis":{"showLabel":false,"showTick":false}')
}

/** Rows and series of a class chart with a baseline: [label, baseline count, this run's count]. */
function besideBaseline(classes: [string, number, number][]): [string[], number[][]] {
  const rows = classes.flatMap(([l, before, now]) => [`${l} (baseline): ${before}`, `${l}: ${now}`])
  const grey = classes.flatMap(([, before]) => [before, 0])
  const blue = classes.flatMap(([, , now]) => [0, now])
  return [rows, [grey, blue]]
}

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
    await writeFile(path.join(dir, 'boxes.jsonl'), boxesManifest(KEYS, truth, 8))
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

  /** The comment and the job summary, as Markdown and as the HTML a reviewer's browser shows. */
  function views(s: RunSummary): Record<'comment' | 'summary', { md: string; html: string }> {
    const full = renderJobSummary(s, { links: {}, updatedAt: '2024-06-01T12:34:56.000Z' }).text
    return { comment: comment(s), summary: { md: full, html: renderGfm(full) } }
  }

  /** The rows of the rendered table whose header row is `head`. */
  function tableWith(html: string, head: string[]): string[][] {
    const found = [...html.matchAll(/<table>[\s\S]*?<\/table>/g)]
      .map(t => tableCells(t[0]))
      .filter(rows => JSON.stringify(rows[0]) === JSON.stringify(head))
    expect(found).toHaveLength(1)
    return found[0].slice(1)
  }

  const BEFORE_AFTER = ['', 'Baseline', 'This run', 'Change']

  /**
   * What both views must show: the verdict as the first heading, the before/after rows exactly, the
   * McNemar sentence (or none), and every hostile text in `shown` read back whole, making no markup.
   */
  function expectBothViews(
    s: RunSummary,
    want: { verdict: string; head: string[]; rows: string[][]; mcnemar?: string; shown: string[] }
  ): Record<'comment' | 'summary', { md: string; html: string }> {
    const v = views(s)
    for (const [kind, { md, html }] of Object.entries(v)) {
      const level = kind === 'comment' ? 3 : 2
      expect(md.split('\n')[0]).toMatch(new RegExp(`^#{${level}} `))
      const heading = new RegExp(`^<h${level}>(.*)</h${level}>$`).exec(html.slice(0, html.indexOf('\n')))
      expect(visibleText(heading?.[1] ?? '')).toBe(want.verdict)
      expect(tableWith(html, want.head)).toEqual(want.rows)
      if (want.mcnemar) expect(visibleText(html)).toContain(want.mcnemar)
      else expect(md).not.toContain('McNemar')
      expectInert(html, want.shown)
    }
    return v
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
    const verdict =
      '❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed'
    const { comment: c, summary: full } = expectBothViews(summary, {
      verdict,
      head: BEFORE_AFTER,
      rows: [
        ['Top-1 accuracy', '100.0% (40/40)', '85.0% (34/40)', '−15.0 pp'],
        ['95% interval (Wilson)', '91.2%–100.0%', '70.9%–92.9%', ''],
        [`recall: ${LABELS[1]}`, '100.0% (10/10)', '40.0% (4/10)', '−60.0 pp'],
        ['Agreement with the baseline', '', '85.0% (34/40; 95% 70.9%–92.9%)', '']
      ],
      mcnemar:
        'The drop is statistically significant (exact McNemar test, p = 0.031, 6 now wrong vs 0 fixed).',
      shown: [...LABELS.slice(1, 2), LABELS[3], ...KEYS.slice(10, 16)]
    })
    const { md, html } = c
    if (process.env.SHOW_COMMENT) console.log(md)
    expect(visibleText(html)).toContain(
      'Evaluated 0123456 · Local transform run eval-six-wrong · updated 2024-06-01 12:34 UTC · full job summary'
    )
    const cells = tableCells(html)
    expect(cells).toContainEqual(['❌ min-accuracy', '≥ 90.0%', '85.0% (34 of 40)', '−5.0 pp'])
    expect(cells).toContainEqual(['❌ min-agreement', '≥ 90.0%', '85.0% (34 of 40)', '−5.0 pp'])
    expect(cells).toContainEqual(['✅ max-failed-objects', '≤ 0 objects', '0 of 40', '+0'])
    // The baseline's figures come from its own _summary.json, which its outputs still match.
    expect(visibleText(html)).toContain(
      `Baseline: ${path.join(dir, 'all-right')} (job eval-all-right); figures from its _summary.json.`
    )
    // Changed predictions: truth, ✓ before, ✗ now; hostile keys and labels read back exactly.
    const changed = tableWith(html, ['Object', 'Truth', 'Baseline', 'This run'])
    expect(changed).toEqual(
      KEYS.slice(10, 16).map(k => [k, LABELS[1], `✓ ${LABELS[1]} (0.996)`, `✗ ${LABELS[3]} (0.447)`])
    )
    expect(tableWith(full.html, ['Object', 'Truth', 'Baseline', 'This run'])).toEqual(changed)
    // The comment is short: no charts, no job table, no lowest-confidence list.
    expect(md).not.toMatch(/```mermaid|### Job|Lowest-confidence|Read as/)
    expect(md.split('\n').length).toBeLessThan(45)
    // The job summary keeps the details: every class and key, and charts that stay charts.
    expect(full.md).toContain('### Job')
    expectInert(full.html, [...LABELS, ...KEYS.slice(10, 16)])
    expectMermaid(
      full.md,
      'Predicted classes (top 4 of 4), baseline in grey',
      ...besideBaseline([
        ['cross x', 10, 16],
        ['circle y-axis x', 10, 10],
        ['btriangle/b 1', 10, 10],
        ['carpenters kit  @octocat', 10, 4]
      ])
    )
  })

  test('gates passing with a drop: ⚠️ and "−5.0 pp", not significant', async () => {
    const { summary, failures } = await publish(
      'two-wrong',
      classification({ baseline: path.join(dir, 'all-right'), minAccuracy: 0.9 })
    )
    expect(failures).toEqual([])
    const { comment: c, summary: full } = expectBothViews(summary, {
      verdict: '⚠️ 1 gate passed · top-1 95.0% (baseline 100.0%, −5.0 pp) · 2 changed: 2 now wrong, 0 fixed',
      head: BEFORE_AFTER,
      rows: [
        ['Top-1 accuracy', '100.0% (40/40)', '95.0% (38/40)', '−5.0 pp'],
        ['95% interval (Wilson)', '91.2%–100.0%', '83.5%–98.6%', ''],
        [`recall: ${LABELS[1]}`, '100.0% (10/10)', '80.0% (8/10)', '−20.0 pp'],
        ['Agreement with the baseline', '', '95.0% (38/40; 95% 83.5%–98.6%)', '']
      ],
      mcnemar:
        'The drop is not statistically significant (exact McNemar test, p = 0.50, 2 now wrong vs 0 fixed): chance alone could explain it.',
      shown: [LABELS[1], LABELS[3], KEYS[10], KEYS[11]]
    })
    expect(summary.baseline!.paired).toEqual({
      evaluated: 40,
      bothRight: 38,
      bothWrong: 0,
      broken: 2,
      fixed: 0,
      p: 0.5
    })
    expect(tableWith(c.html, ['Object', 'Truth', 'Baseline', 'This run'])).toEqual(
      KEYS.slice(10, 12).map(k => [k, LABELS[1], `✓ ${LABELS[1]} (0.996)`, `✗ ${LABELS[3]} (0.447)`])
    )
    expectInert(full.html, [...LABELS, ...KEYS.slice(10, 12)])
    expectMermaid(
      full.md,
      'Predicted classes (top 4 of 4), baseline in grey',
      ...besideBaseline([
        ['cross x', 10, 12],
        ['circle y-axis x', 10, 10],
        ['btriangle/b 1', 10, 10],
        ['carpenters kit  @octocat', 10, 8]
      ])
    )
  })

  test('an improvement: ✅, "+15.0 pp", 6 fixed first, significant', async () => {
    const { summary } = await publish(
      'all-right',
      classification({ baseline: path.join(dir, 'six-wrong'), minAccuracy: 0.9, minAgreement: 0.8 })
    )
    const { comment: c, summary: full } = expectBothViews(summary, {
      verdict:
        '✅ All 2 gates passed · top-1 100.0% (baseline 85.0%, +15.0 pp) · 6 changed: 0 now wrong, 6 fixed',
      head: BEFORE_AFTER,
      rows: [
        ['Top-1 accuracy', '85.0% (34/40)', '100.0% (40/40)', '+15.0 pp'],
        ['95% interval (Wilson)', '70.9%–92.9%', '91.2%–100.0%', ''],
        [`recall: ${LABELS[1]}`, '40.0% (4/10)', '100.0% (10/10)', '+60.0 pp'],
        ['Agreement with the baseline', '', '85.0% (34/40; 95% 70.9%–92.9%)', '']
      ],
      mcnemar:
        'The improvement is statistically significant (exact McNemar test, p = 0.031, 0 now wrong vs 6 fixed).',
      shown: [LABELS[1], LABELS[3], ...KEYS.slice(10, 16)]
    })
    expect(tableWith(c.html, ['Object', 'Truth', 'Baseline', 'This run'])).toEqual(
      KEYS.slice(10, 16).map(k => [k, LABELS[1], `✗ ${LABELS[3]} (0.447)`, `✓ ${LABELS[1]} (0.996)`])
    )
    expectInert(full.html, [...LABELS, ...KEYS.slice(10, 16)])
    expectMermaid(
      full.md,
      'Predicted classes (top 4 of 4), baseline in grey',
      ...besideBaseline([
        ['cross x', 16, 10],
        ['circle y-axis x', 10, 10],
        ['carpenters kit  @octocat', 4, 10],
        ['btriangle/b 1', 10, 10]
      ])
    )
  })

  test('no baseline: the accuracy alone, with its interval', async () => {
    const { summary } = await publish('six-wrong', classification({ minAccuracy: 0.9 }))
    const { comment: c, summary: full } = expectBothViews(summary, {
      verdict: '❌ 1 of 1 gate failed · top-1 85.0% (34 of 40)',
      head: ['', 'This run'],
      rows: [
        ['Top-1 accuracy', '85.0% (34/40)'],
        ['95% interval (Wilson)', '70.9%–92.9%'],
        [`recall: ${LABELS[1]}`, '40.0% (4/10)'],
        [`recall: ${LABELS[0]}`, '100.0% (10/10)'],
        [`recall: ${LABELS[2]}`, '100.0% (10/10)'],
        [`recall: ${LABELS[3]}`, '100.0% (10/10)']
      ],
      shown: LABELS
    })
    expect(c.md).not.toMatch(/McNemar|Changed predictions|Baseline/)
    expectInert(full.html, [...LABELS, ...KEYS.slice(10, 16)])
    expectMermaid(
      full.md,
      'Predicted classes (top 4 of 4)',
      ['cross x: 16', 'circle y-axis x: 10', 'btriangle/b 1: 10', 'carpenters kit  @octocat: 4'],
      [[16, 10, 10, 4]]
    )
  })

  test('detection with a baseline: mAP before and after, images now wrong', async () => {
    const { summary } = await publish('det-three-wrong', {
      groundTruth: path.join(dir, 'boxes.jsonl'),
      baseline: path.join(dir, 'det-right'),
      minAccuracy: 0.9
    })
    // cross: 7 of 10 boxes found (AP 0.7); circle: 10 right at 0.9 before 3 wrong at 0.6 (AP 1).
    const { comment: c, summary: full } = expectBothViews(summary, {
      verdict:
        '⚠️ 1 gate passed · mAP@0.5 92.5% (baseline 100.0%, −7.5 pp) · 3 changed: 3 now wrong, 0 fixed',
      head: BEFORE_AFTER,
      rows: [
        ['mAP@0.5', '100.0%', '92.5%', '−7.5 pp'],
        ['Precision (score ≥ 0.5)', '100.0%', '92.5%', '−7.5 pp'],
        ['Recall', '100.0%', '92.5%', '−7.5 pp'],
        [`AP: ${LABELS[3]}`, '100.0%', '70.0%', '−30.0 pp'],
        ['Agreement with the baseline', '', '92.5% (37/40; 95% 80.1%–97.4%)', '']
      ],
      mcnemar:
        'The drop is not statistically significant (exact McNemar test, p = 0.25, 3 now wrong vs 0 fixed): chance alone could explain it.',
      shown: [LABELS[0], LABELS[3], ...KEYS.slice(30, 33)]
    })
    for (const { html } of [c, full]) {
      expect(tableWith(html, ['Object', 'Truth', 'Baseline', 'This run'])).toEqual(
        KEYS.slice(30, 33).map(k => [k, LABELS[3], `✓ ${LABELS[3]}`, `✗ ${LABELS[0]}`])
      )
    }
    expectInert(full.html, [...LABELS, ...KEYS.slice(30, 33)])
    expectMermaid(
      full.md,
      'Detected classes (top 4 of 4), baseline in grey',
      ...besideBaseline([
        ['circle y-axis x', 10, 13],
        ['carpenters kit  @octocat', 10, 10],
        ['btriangle/b 1', 10, 10],
        ['cross x', 10, 7]
      ])
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
    // Examples are the first keys in name order.
    const firstFailed = KEYS.slice(0, 38).sort().slice(0, 3)
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
        examples: firstFailed,
        hint: 'content-type is empty: the model server got raw bytes it tried to decode as text; for images set content-type: application/x-image (or image/jpeg, image/png), else the type input_fn expects'
      },
      {
        reason: 'the request timed out after 600 s',
        count: 2,
        examples: KEYS.slice(38),
        hint: 'raise invocation-timeout, or lower max-concurrent-transforms so each request is served sooner'
      }
    ])
    const { md, html } = comment(summary)
    expect(md.split('\n')[0]).toBe('### ❌ Job Failed · 0 of 40 objects scored')
    expect(tableCells(html)).toContainEqual([
      '38',
      `${decode} (${firstFailed.join(', ')}, …)`,
      summary.failures![0].hint
    ])
    // The job's long reason repeats the same error; the grouped table replaces it.
    expect(visibleText(html).split(decode)).toHaveLength(2)
  })
})
