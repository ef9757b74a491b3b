// Detection pictures as the job summary shows them: published from real JPEG inputs and `.out` files with
// ground truth and a baseline, captions escaped so a hostile key reads back as itself, and the contact
// sheet linked once it is uploaded (to a loopback fake of the artifact service).
import jpeg from 'jpeg-js'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { publishResults } from './support/publish.js'
import { decodeImage } from '../src/report/pictures/codec.js'
import { GAP, THUMB_HEIGHT, THUMB_WIDTH } from '../src/report/pictures/contact-sheet.js'
import type { RunSummary } from '../src/results/summary/run-summary.js'
import { ArtifactServiceFake } from './support/artifact-fake.js'
import { renderGfm, tableCells, visibleText } from './support/gfm.js'
import { actionContext, boxesManifest, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const HOSTILE = 'a|b `c` <script>alert(1)</script> @octocat #1.jpg'
const KEYS = ['plain.jpg', HOSTILE, 'missed.jpg']
const BOX = [16, 16, 48, 48]

function grayJpeg(): Buffer {
  return jpeg.encode({ width: 64, height: 64, data: Buffer.alloc(64 * 64 * 4, 128) }, 90).data
}

describe('detection pictures in the job summary', () => {
  let dir: string
  const runner = useRunnerFiles()

  async function outputs(name: string, label: Record<string, number | undefined>): Promise<string> {
    const out = path.join(dir, name)
    for (const key of KEYS) {
      const file = path.join(out, `${key}.out`)
      await mkdir(path.dirname(file), { recursive: true })
      const k = label[key]
      await writeFile(
        file,
        JSON.stringify([
          k === undefined
            ? { boxes: [], labels: [], scores: [] }
            : { boxes: [BOX], labels: [k], scores: [0.8] }
        ])
      )
    }
    return out
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pictures-summary-'))
    for (const key of KEYS) {
      const file = path.join(dir, 'images', key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, grayJpeg())
    }
    await writeFile(path.join(dir, 'labels.txt'), 'circle\nsquare\n')
    await writeFile(
      path.join(dir, 'boxes.jsonl'),
      boxesManifest(KEYS, () => 0, 16)
    )
    // The baseline found all three circles; this run calls plain.jpg a square and misses missed.jpg.
    await outputs('before', { 'plain.jpg': 0, [HOSTILE]: 0, 'missed.jpg': 0 })
    await outputs('after', { 'plain.jpg': 1, [HOSTILE]: 0, 'missed.jpg': undefined })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('captions: every picture numbered with its key (escaped), what is drawn and how it met the truth and the baseline', async () => {
    const spec = makeSpec({
      data: path.join(dir, 'images'),
      output: path.join(dir, 'after'),
      mode: 'local',
      report: {
        labelMap: path.join(dir, 'labels.txt'),
        groundTruth: path.join(dir, 'boxes.jsonl'),
        baseline: path.join(dir, 'before'),
        detectionImages: 3
      }
    })
    await captureStdout(() =>
      publishResults(
        spec,
        { jobName: 'pics', status: 'Completed', outputPath: spec.output.path },
        actionContext()
      )
    )
    const summary: RunSummary = JSON.parse(await readFile((await runner.outputs())['summary-json'], 'utf8'))
    const folder = path.join(runner.dir, 'temp', 'sagemaker-batch-transform', 'pics', 'detections')
    expect((await readdir(folder)).sort()).toEqual([
      '001-plain.jpg.png',
      '002-a_b_c_script_alert_1_script_octocat_1.jpg.png',
      '003-missed.jpg.png',
      'detections-pics-contact-sheet.png'
    ])
    expect(summary.pictures?.contactSheet).toEqual({ file: 'detections-pics-contact-sheet.png' })

    const html = renderGfm(await runner.stepSummary())
    expect(html).not.toContain('<script>')
    expect(visibleText(html)).toContain(
      'Dashed boxes (class colour and white, just outside the box): ground truth.'
    )
    const head = [
      '#',
      'Object',
      'Chosen as',
      'Detections shown',
      'Ground-truth boxes',
      'Matched',
      'Missed',
      'Unmatched detections',
      'Against the baseline'
    ]
    const cells = tableCells(html)
    const at = cells.findIndex(r => r.join() === head.join())
    // plain.jpg: a square where the circle is (both classes, and a regression); then the least
    // confident of the rest (the hostile key, read back exactly as it is); then missed.jpg (nothing found).
    expect(cells.slice(at + 1, at + 4)).toEqual([
      ['1', 'plain.jpg', 'first of its class', '1', '1', '0', '1', '1', 'regressed'],
      ['2', HOSTILE, 'least confident', '1', '1', '1', '0', '0', ''],
      ['3', 'missed.jpg', 'disagrees', '0', '1', '0', '1', '0', 'regressed']
    ])
  })

  test('uploaded: the pictures as one zip, the contact sheet also on its own; the summary links both', async () => {
    const service = new ArtifactServiceFake()
    await service.start()
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.ACTIONS_RESULTS_URL = service.url
    try {
      const spec = makeSpec({
        data: path.join(dir, 'images'),
        output: path.join(dir, 'after'),
        mode: 'local',
        report: { labelMap: path.join(dir, 'labels.txt'), detectionImages: 2 }
      })
      await captureStdout(() =>
        publishResults(
          spec,
          { jobName: 'up', status: 'Completed', outputPath: spec.output.path },
          actionContext()
        )
      )
      const summary: RunSummary = JSON.parse(await readFile((await runner.outputs())['summary-json'], 'utf8'))
      const run = 'https://github.com/octo/models/actions/runs/4242/artifacts'
      expect(summary.pictures).toMatchObject({
        rendered: 2,
        artifactName: 'detections-up',
        artifactId: 7,
        url: `${run}/7`,
        contactSheet: { file: 'detections-up-contact-sheet.png', url: `${run}/8` }
      })
      expect(summary.pictures?.note).toBeUndefined()
      const [zip, sheet] = service.artifacts
      expect([zip.name, zip.finalized, zip.bytes.subarray(0, 2).toString()]).toEqual([
        'detections-up',
        true,
        'PK'
      ])
      for (const file of [
        '001-a_b_c_script_alert_1_script_octocat_1.jpg.png',
        '002-plain.jpg.png',
        sheet.name
      ])
        expect(zip.bytes.includes(Buffer.from(file))).toBe(true)
      expect([sheet.name, sheet.finalized, sheet.mimeType]).toEqual([
        'detections-up-contact-sheet.png',
        true,
        'image/png'
      ])
      const picture = decodeImage(sheet.bytes)!
      expect([picture.width, picture.height]).toEqual([2 * (THUMB_WIDTH + GAP) + GAP, THUMB_HEIGHT + 2 * GAP])

      const html = renderGfm(await runner.stepSummary())
      expect(html).toContain(`<a href="${run}/7">2 detection pictures</a>`)
      expect(html).toContain(`<a href="${run}/8">contact sheet</a>`)
      expect(visibleText(html)).toContain('Numbered as on the contact sheet.')

      // The unzipped upload refused: the contact sheet is still in the zip, and the summary says so.
      service.refuse.add('detections-again-contact-sheet.png')
      await captureStdout(() =>
        publishResults(
          spec,
          { jobName: 'again', status: 'Completed', outputPath: spec.output.path },
          actionContext()
        )
      )
      const again: RunSummary = JSON.parse(await readFile((await runner.outputs())['summary-json'], 'utf8'))
      expect(again.pictures).toMatchObject({
        url: `${run}/9`,
        contactSheet: { file: 'detections-again-contact-sheet.png' }
      })
      expect(again.pictures?.contactSheet?.url).toBeUndefined()
      expect(again.pictures?.note).toMatch(
        /^the contact sheet is only in the artifact detections-again: .*refused/
      )
    } finally {
      delete process.env.ACTIONS_RUNTIME_TOKEN
      delete process.env.ACTIONS_RESULTS_URL
      await service.stop()
    }
  })

  test('one job reported again (a re-run attempt, a second step) uploads under new names, not into a conflict', async () => {
    const service = new ArtifactServiceFake()
    await service.start()
    const spec = makeSpec({
      data: path.join(dir, 'images'),
      output: path.join(dir, 'after'),
      mode: 'local',
      report: { labelMap: path.join(dir, 'labels.txt'), detectionImages: 2 }
    })
    const report = async (step: Record<string, string>) => {
      const env = { ...process.env, GITHUB_JOB: 'collect', ...step }
      await captureStdout(() =>
        publishResults(
          spec,
          { jobName: 'nightly-42', status: 'Completed', outputPath: spec.output.path },
          actionContext(env)
        )
      )
      return JSON.parse(await readFile((await runner.outputs())['summary-json'], 'utf8')) as RunSummary
    }
    // The artifact client reads its service from the process environment.
    process.env.ACTIONS_RUNTIME_TOKEN = service.runtimeToken
    process.env.ACTIONS_RESULTS_URL = service.url
    try {
      const first = await report({ GITHUB_ACTION: 'score', GITHUB_RUN_ATTEMPT: '1' })
      const rerun = await report({ GITHUB_ACTION: 'score', GITHUB_RUN_ATTEMPT: '2' })
      const second = await report({ GITHUB_ACTION: 'score-again', GITHUB_RUN_ATTEMPT: '2' })
      expect([first, rerun, second].map(r => [r.pictures?.artifactName, r.pictures?.note])).toEqual([
        ['detections-nightly-42-collect-score-attempt-1', undefined],
        ['detections-nightly-42-collect-score-attempt-2', undefined],
        ['detections-nightly-42-collect-score-again-attempt-2', undefined]
      ])
      expect(service.artifacts.filter(a => a.finalized)).toHaveLength(6) // a zip and a contact sheet each
      // The service itself refuses a name twice, as GitHub's does: the same step and attempt again.
      const repeat = await report({ GITHUB_ACTION: 'score', GITHUB_RUN_ATTEMPT: '1' })
      expect(repeat.pictures?.note).toMatch(/already exists/)
    } finally {
      delete process.env.ACTIONS_RUNTIME_TOKEN
      delete process.env.ACTIONS_RESULTS_URL
      await service.stop()
    }
    // Drawing and uploading three runs' pictures takes about 20 s alone on 2 cores, three times that
    // on a loaded machine: the limit is for a hang, not for speed.
  }, 240_000)
})
