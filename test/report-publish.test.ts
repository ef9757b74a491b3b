// publishResults end to end on s3rver: outputs, job summary, summary.json, gates and escaping.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { readFile } from 'node:fs/promises'
import { publishResults } from './support/publish.js'
import type { JobOutcome } from '../src/job.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { actionContext, makeSpec, useRunnerFiles } from './support/report-env.js'
import { captureStdout } from './support/stdout.js'

const s3 = testS3Client()
const EVIL_KEY = '</details><img src=x onerror=alert(1)>.jpg'
// (s3rver cannot store a key with `//`, so the URL form is tested through a label.)
const PIPE_KEY = '| ![x](evil).jpg'
const LABELS = ['circle', '| ![x](https://evil)', '<script>alert(1)</script>', '**bold** | `tick`']

async function put(bucket: string, key: string, body: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

function probs(k: number, p: number): number[] {
  return [0, 1, 2, 3].map(i => (i === k ? p : (1 - p) / 3))
}

const tfs = (k: number, p: number) =>
  JSON.stringify({ predictions: [{ classes: k, probabilities: probs(k, p) }] })

/** Unescaped `|` in a Markdown line: the cell separators GitHub sees. */
function pipes(line: string): number {
  return (line.match(/(?<!\\)\|/g) ?? []).length
}

function outcome(bucket: string, status: JobOutcome['status'] = 'Completed'): JobOutcome {
  return {
    jobName: 'shapes-eval-42',
    status,
    outputPath: `s3://${bucket}/out`,
    startedAt: new Date('2024-05-01T10:00:00Z'),
    endedAt: new Date('2024-05-01T10:10:00Z')
  }
}

describe('publishResults', () => {
  let bucket: string

  beforeAll(async () => {
    bucket = await freshBucket(s3)
    // 12 inputs: 8 plain, 2 with hostile names, 2 without output (failed).
    const keys = [...Array.from({ length: 10 }, (_, i) => `img-${i}.jpg`), EVIL_KEY, PIPE_KEY]
    for (const k of keys) await put(bucket, `in/${k}`, 'jpeg bytes')
    // Ground truth: class = index % 4. Predictions right except img-1 (says 2) and the hostile keys.
    const gt = keys.map((k, i) => JSON.stringify({ 'source-ref': `s3://${bucket}/in/${k}`, class: i % 4 }))
    await put(bucket, 'gt/manifest.jsonl', gt.join('\n') + '\n')
    for (let i = 0; i < 10; i++) {
      if (i === 7 || i === 9) continue // failed
      await put(bucket, `out/img-${i}.jpg.out`, tfs(i === 1 ? 2 : i % 4, 0.5 + i / 40))
      // the baseline agreed everywhere except img-3
      await put(bucket, `main/img-${i}.jpg.out`, tfs(i === 3 ? 0 : i === 1 ? 2 : i % 4, 0.6))
    }
    await put(bucket, `out/${EVIL_KEY}.out`, tfs(3, 0.41))
    await put(bucket, `out/${PIPE_KEY}.out`, tfs(2, 0.42))
    await put(bucket, 'labels.txt', LABELS.join('\n'))
  })

  const runner = useRunnerFiles()

  function spec(report: Parameters<typeof makeSpec>[0]['report'] = {}) {
    return makeSpec({
      data: `s3://${bucket}/in/`,
      output: `s3://${bucket}/out`,
      s3Endpoint: s3Endpoint(),
      report: {
        labelMap: `s3://${bucket}/labels.txt`,
        groundTruth: `s3://${bucket}/gt/manifest.jsonl`,
        baseline: `s3://${bucket}/main`,
        pricePerHour: 0.736,
        ...report
      }
    })
  }

  test('sets every output, writes summary.json beside the outputs, and returns the failed gates', async () => {
    const { result: failures } = await captureStdout(() =>
      publishResults(
        spec({ minAccuracy: 0.9, minAgreement: 0.8, maxFailedObjects: 1 }),
        outcome(bucket),
        actionContext()
      )
    )
    // 10 objects with output: 7 right (img-1 and the two hostile keys wrong: their truth is 2 and 3).
    expect(failures).toEqual([
      'min-accuracy: top-1 accuracy 0.7 (7 of 10) is below the threshold 0.9',
      'max-failed-objects: 2 of 12 objects failed (no output), more than the allowed 1'
    ])
    const outputs = await runner.outputs()
    expect(outputs).toMatchObject({
      'objects-total': '12',
      'objects-failed': '2',
      records: '10',
      accuracy: '0.7',
      agreement: '0.875', // 7 of the 8 objects both runs scored
      'comment-url': ''
    })
    // Every output of the results, none left out: two instances for ten minutes, and the manifest of
    // the two inputs without an output, beside the outputs.
    expect(Object.keys(outputs).sort()).toEqual([
      'accuracy',
      'agreement',
      'comment-url',
      'evaluation-json',
      'failed-manifest',
      'instance-seconds',
      'objects-failed',
      'objects-total',
      'records',
      'summary-json',
      'utilization'
    ])
    expect(outputs['instance-seconds']).toBe('1200')
    expect(outputs['failed-manifest']).toBe(`s3://${bucket}/out/_manifests/failed-shapes-eval-42.json`)
    const manifest = await s3.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: outputs['failed-manifest'].slice(`s3://${bucket}/`.length)
      })
    )
    expect(JSON.parse(await manifest.Body!.transformToString())).toEqual([
      { prefix: `s3://${bucket}/in/` },
      'img-7.jpg',
      'img-9.jpg'
    ])
    const local = JSON.parse(await readFile(outputs['summary-json'], 'utf8'))
    expect(local.schema).toBe('sagemaker-batch-transform/summary@1')
    expect(local.objects).toMatchObject({ total: 12, withOutput: 10, failed: 2, unreadable: 0 })
    expect(local.failedObjects).toEqual(['img-7.jpg', 'img-9.jpg'])
    expect(local.job).toMatchObject({ durationSeconds: 600, instanceCount: 2, pricePerHour: 0.736 })
    expect(local.job.estimatedCost).toBeCloseTo((0.736 * 2 * 600) / 3600, 10)
    expect(local.baseline.changed.examples).toEqual([
      {
        key: 'img-3.jpg',
        record: 0,
        before: 'circle',
        after: LABELS[3],
        beforeConfidence: 0.6,
        afterConfidence: 0.575,
        change: 'fixed',
        truth: LABELS[3]
      }
    ])
    // Paired with the ground truth: img-3 went from wrong to right; nothing broke.
    expect(local.baseline.paired).toEqual({
      evaluated: 8,
      bothRight: 6,
      bothWrong: 1,
      broken: 0,
      fixed: 1,
      p: 1
    })
    expect(local.baseline.figures).toMatchObject({
      source: 'recomputed',
      note: 'recomputed from its outputs (it has no _summary.json)',
      evaluation: { top1Correct: 6, evaluated: 8 }
    })
    const remote = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'out/_summary.json' }))
    expect(JSON.parse(await remote.Body!.transformToString())).toEqual(local)
  })

  test('the job summary: header, numbers, tables, charts, and data rendered as text', async () => {
    await captureStdout(() => publishResults(spec({ minAccuracy: 0.5 }), outcome(bucket), actionContext()))
    const md = await runner.stepSummary()
    if (process.env.SHOW_SUMMARY) console.log(md)
    // The verdict first: the gate passed, but accuracy is 5 points below the baseline's.
    expect(md.split('\n')[0]).toBe(
      '## ⚠️ 1 gate passed · top-1 70.0% (baseline 75.0%, −5.0 pp) · 1 changed: 0 now wrong, 1 fixed'
    )
    expect(md).toContain(
      'The improvement is not statistically significant (exact McNemar test, p = 1, 0 now wrong vs 1 fixed)'
    )
    expect(md).toContain('| ✅ `min-accuracy` | ≥ 50.0% | 70.0% (7 of 10) | +20.0 pp |')
    expect(md).toContain('| **Top-1 accuracy** | 75.0% (6/8) | **70.0%** (7/10) | **−5.0 pp** |')
    expect(md).toContain(
      '| shapes\\-eval\\-42 | ✅ Completed | ml\\.g4dn\\.xlarge × 2 | 10 min 0 s | 1,200 instance-seconds | $0.25 ($0.74/h × 2) |'
    )
    expect(md).toContain('| Input objects | 12 |')
    expect(md).toContain('| Failed (no output) | 2 |')
    expect(md).toContain('| Agreement with the baseline |  | 87.5% (7/8; 95% 52.9%–97.8%) |  |')
    expect(md.match(/```mermaid\n%%\{init: .*\}%%\nxychart-beta/g)).toHaveLength(2)
    expect(md).toContain('x-axis ["0.0–0.1: 0", "0.1–0.2: 0"')
    // Hostile data is text: no live HTML, no image, no link, no broken table.
    expect(md).not.toMatch(/<img|<script|<\/details><img|!\[x\]\(|\]\(https/)
    expect(md).toContain('&lt;/details&gt;&lt;img src\\=x onerror\\=alert\\(1\\)&gt;\\.jpg')
    expect(md).toContain('\\| \\!\\[x\\]\\(evil\\)\\.jpg')
    expect(md).toContain('\\| \\!\\[x\\]\\(https<span>:</span>//evil\\)')
    expect(md).toContain('&lt;script&gt;alert\\(1\\)&lt;/script&gt;')
    expect(md).toContain('\\*\\*bold\\*\\* \\| \\`tick\\`')
    // Every row of every table has exactly as many cell separators as its header.
    const tables = md.split(/\n(?!\|)/).map(block => block.split('\n').filter(l => l.startsWith('|')))
    for (const rows of tables.filter(t => t.length > 0)) {
      for (const row of rows) expect([row, pipes(row)]).toEqual([row, pipes(rows[0])])
    }
    expect(tables.flat().some(r => r.includes('onerror'))).toBe(true)
    // Every <details> is closed.
    expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length)
  })

  test('a job that failed still publishes what it has; nothing is measured without inputs to read', async () => {
    const { stdout } = await captureStdout(() =>
      publishResults(
        makeSpec({
          data: `s3://${bucket}/missing-prefix/`,
          output: `s3://${bucket}/nothing-here`,
          s3Endpoint: s3Endpoint(),
          report: { minAccuracy: 0.5, groundTruth: `s3://${bucket}/gt/none.jsonl` }
        }),
        {
          ...outcome(bucket, 'Failed'),
          outputPath: `s3://${bucket}/nothing-here`,
          failureReason: 'ClientError: <b>bad</b>'
        },
        actionContext()
      )
    )
    expect(stdout).toContain('::warning::Evaluation skipped: ground-truth: s3://')
    const md = await runner.stepSummary()
    expect(md).toContain('❌ Failed')
    expect(md).toContain('**Failure reason:** ClientError<span>:</span> &lt;b&gt;bad&lt;/b&gt;')
    expect(md).toContain('No input objects were found')
    const outputs = await runner.outputs()
    expect(outputs).toMatchObject({ 'objects-total': '0', records: '0', accuracy: '', agreement: '' })
  })
})
