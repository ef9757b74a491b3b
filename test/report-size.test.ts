// Size caps: 20,000 outputs with long, markup-heavy keys. The job summary stays under 1 MiB and the
// comment under 65,536 characters by dropping the least important sections first.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { publishResults } from './support/publish.js'
import { fitSections, utf8Bytes, characters } from '../src/report/fit.js'
import type { Section } from '../src/report/sections/section.js'
import { BOT, GitHubFake } from './support/github-fake.js'
import { actionContext, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const OUTPUTS = 20_000
const LONG = 300 // outputs under long, markup-heavy keys: half unreadable, half changed since the baseline
const FAILED = 3_000 // inputs without output, named in the manifest only
const CLASSES = 1000

// Keys near S3's 1,024-byte limit made of characters Markdown escaping grows four-fold. Local file names
// allow them; long path components are slow to create, so only a few hundred files carry them.
const segment = (tag: string) => `<${tag}>${'<>'.repeat(120)}`
const DIRS = [segment('a'), segment('b'), segment('c')].join('/')
const longKey = (i: number) => `${DIRS}/${'<i>'.repeat(60)}-${String(i).padStart(5, '0')}.jpg`
const shortKey = (i: number) => `n-${String(i).padStart(5, '0')}.jpg`
const failedKey = (i: number) => `${DIRS}/failed-${'<>'.repeat(100)}-${i}.jpg`

const prediction = (label: number, p: number) =>
  JSON.stringify({ predictions: [{ label: `class-${label}`, score: p }] })

describe('size caps with 20,000 outputs', () => {
  let dir: string
  let fake: GitHubFake

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'size-'))
    fake = await new GitHubFake().start()
    fake.addToken('ghs_workflow', { user: BOT, installation: true })
    await Promise.all(['out', 'main'].map(d => mkdir(path.join(dir, d, DIRS), { recursive: true })))
    await writeFile(
      path.join(dir, 'labels.json'),
      JSON.stringify(Array.from({ length: CLASSES }, (_, i) => `class-${i}`))
    )
    const keys: string[] = []
    const writes: Promise<void>[] = []
    const flush = async (): Promise<void> => {
      if (writes.length > 256) await Promise.all(writes.splice(0))
    }
    for (let i = 0; i < OUTPUTS; i++) {
      const long = i < LONG
      const key = long ? longKey(i) : shortKey(i)
      keys.push(key)
      const cls = i % 7 === 0 ? (i + 1) % CLASSES : i % CLASSES
      const body =
        long && i % 2 === 0 ? '{"predictions": [' : prediction(cls, long ? 0.01 : 0.3 + (i % 70) / 100)
      writes.push(writeFile(path.join(dir, 'out', `${key}.out`), body))
      if (long || i < 1000)
        writes.push(writeFile(path.join(dir, 'main', `${key}.out`), prediction(long ? cls + 1 : cls, 0.5)))
      await flush()
    }
    await Promise.all(writes)
    for (let i = 0; i < FAILED; i++) keys.push(failedKey(i))
    const input = path.join(dir, 'in')
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify([{ prefix: `${input}/` }, ...keys]))
    const gt = keys.map((k, i) => JSON.stringify({ 'source-ref': path.join(input, k), class: i % CLASSES }))
    await writeFile(path.join(dir, 'gt.jsonl'), gt.join('\n'))
  }, 120_000)
  const runner = useRunnerFiles(() => ({ GITHUB_API_URL: fake.url }))

  afterAll(async () => {
    await fake.close()
    await rm(dir, { recursive: true, force: true })
  })

  test('job summary under 1 MiB, comment under 65,536 characters, least important sections dropped first', async () => {
    await runner.pullRequestEvent(9)
    const spec = makeSpec({
      data: path.join(dir, 'manifest.json'),
      dataType: 'ManifestFile',
      output: path.join(dir, 'out'),
      report: {
        labelMap: path.join(dir, 'labels.json'),
        groundTruth: path.join(dir, 'gt.jsonl'),
        baseline: path.join(dir, 'main'),
        maxFailedObjects: 10,
        comment: 'always',
        githubToken: 'ghs_workflow'
      }
    })
    const started = Date.now()
    const { result: failures } = await captureStdout(() =>
      publishResults(
        spec,
        { jobName: 'big', status: 'Completed', outputPath: path.join(dir, 'out') },
        actionContext()
      )
    )
    const seconds = (Date.now() - started) / 1000
    expect(failures).toEqual([
      `max-failed-objects: ${FAILED} of ${OUTPUTS + FAILED} objects failed (no output), more than the allowed 10`
    ])

    const outputs = await runner.outputs()
    const unreadable = LONG / 2
    expect(outputs).toMatchObject({
      'objects-total': String(OUTPUTS + FAILED),
      'objects-failed': String(FAILED),
      records: String(OUTPUTS - unreadable)
    })
    const json = JSON.parse(await readFile(outputs['summary-json'], 'utf8'))
    expect(json.objects.unreadable).toBe(unreadable)
    expect(json.failedObjects).toHaveLength(100)
    expect(json.classification.classes).toHaveLength(CLASSES)

    const md = await runner.stepSummary()
    expect(utf8Bytes(md)).toBeLessThanOrEqual(1024 * 1024)
    expect(utf8Bytes(md)).toBeGreaterThan(500 * 1024) // the lists were long enough to need cutting
    expect(md.split('\n')[0]).toBe(
      '## ❌ 1 of 1 gate failed · top-1 85.7% (baseline 60.0%, +25.7 pp) · 150 changed: 0 now wrong, 129 fixed, 21 other'
    )
    expect(md).toContain('#### Before and after')
    expect(md).toContain('<details><summary>Failed objects (no output) (3,000)</summary>')
    expect(md).toContain('<details><summary>Unreadable outputs (150)</summary>')
    expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length)

    const [comment] = fake.comments('octo', 'models', 9)
    expect(comment.body.length).toBeLessThanOrEqual(65_536)
    expect(
      comment.body.startsWith(
        '<!-- sagemaker-batch-transform:default -->\n### ❌ 1 of 1 gate failed · top-1 85.7% (baseline 60.0%, +25.7 pp)'
      )
    ).toBe(true)
    expect(comment.body).toContain('#### Before and after')
    expect(comment.body).toContain('**Changed predictions** (150; now wrong first, then fixed)')
    expect(comment.body).toContain('_140 more in the job summary._')
    expect(comment.body).toContain('[full job summary](https://github.com/octo/models/actions/runs/4242)')
    expect(comment.body).not.toContain('```mermaid')
    expect(seconds).toBeLessThan(60)
  }, 120_000)
})

describe('fitting sections', () => {
  const section = (id: string, priority: number, body: string): Section => ({ id, title: id, priority, body })

  test('drops the highest priority number first, last of equals first, and says what went', () => {
    const s = [
      section('head', 0, 'H'.repeat(100)),
      section('a', 3, 'A'.repeat(100)),
      section('b', 8, 'B'.repeat(100)),
      section('c', 8, 'C'.repeat(100)),
      section('d', 5, 'D'.repeat(100))
    ]
    const all = fitSections(s, 10_000, characters)
    expect(all.omitted).toEqual([])
    const fitted = fitSections(s, 380, characters)
    expect(fitted.omitted).toEqual(['b', 'c'])
    expect(fitted.text).toContain('H'.repeat(100))
    expect(fitted.text).toContain('D'.repeat(100))
    expect(fitted.text).not.toContain('B')
    expect(fitted.text.endsWith("_Omitted to stay under GitHub's size limit: b, c._\n")).toBe(true)
    expect(fitted.text.length).toBeLessThanOrEqual(380)
  })

  test('when essentials alone are too long, cuts at a line and closes open fences and <details>', () => {
    const body = [
      '<details><summary>x</summary>',
      '',
      '```mermaid',
      ...Array.from({ length: 200 }, (_, i) => `line ${i} ✓`)
    ].join('\n')
    const fitted = fitSections([section('head', 0, body)], 600, utf8Bytes)
    expect(fitted.truncated).toBe(true)
    expect(utf8Bytes(fitted.text)).toBeLessThanOrEqual(600)
    expect(fitted.text).toMatch(
      /line \d+ ✓\n```\n\n<\/details>\n\n_… cut to stay under GitHub's size limit._\n$/
    )
  })
})
