// Both backends tell how far a transform is in the same words: for the same counts, local mode's
// progress line and the SageMaker wait's begin with the same text.
import { Progress } from '../src/backends/local/progress.js'
import { describeProgress, ProgressTracker } from '../src/backends/sagemaker/wait/progress.js'
import { finishedLine } from '../src/backends/progress-line.js'

/** Local mode's line for these counts, without its `Progress: ` and what follows the finished part. */
function localLine(outputs: number, failed: number, total?: number): string {
  const lines: string[] = []
  const p = new Progress({
    log: line => lines.push(line),
    now: () => 0,
    intervalMs: 60_000,
    ...(total !== undefined ? { total } : {})
  })
  p.objects = outputs
  p.failedObjects = failed
  p.report()
  return lines[0].replace(/^Progress: /, '').replace(/, 0 records, .*$/, '')
}

/** The SageMaker wait's line for these counts, up to its pace. */
function sageMakerLine(outputs: number, failed: number, total?: number): string {
  const count = total !== undefined ? { landed: outputs, expected: total } : { landed: outputs }
  return describeProgress(new ProgressTracker().observe(0, count, failed))
}

const cases: Array<[string, number, number, number | undefined, string]> = [
  ['none failed, of a total', 30, 0, 300, '30 of 300 outputs (10%)'],
  ['some failed, of a total', 4, 16, 300, '20 of 300 done (6%; 4 outputs, 16 failed)'],
  ['one finished of many', 1, 0, 1_000, '1 of 1,000 outputs (<1%)'],
  ['without a total', 3, 1, undefined, '4 done (3 outputs, 1 failed)'],
  ['one output, no total', 1, 0, undefined, '1 output']
]

it.each(cases)('%s: the same words from both backends', (_, outputs, failed, total, line) => {
  const counts = { outputs, failed, ...(total !== undefined ? { total } : {}) }
  expect(finishedLine(counts)).toBe(line)
  expect(localLine(outputs, failed, total)).toBe(line)
  expect(sageMakerLine(outputs, failed, total)).toBe(line)
})

it('names the reasons the failures are known by', () => {
  expect(finishedLine({ outputs: 4, failed: 16, total: 300, reasons: '500 x 16' })).toBe(
    '20 of 300 done (6%; 4 outputs, 16 failed: 500 x 16)'
  )
})
