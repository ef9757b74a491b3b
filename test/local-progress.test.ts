// Local mode's progress lines: a failed object is finished too, and with the input's size known the
// share finished and the time left come from every object finished, not only the transformed ones.
import { Progress } from '../src/backends/local/progress.js'

function progress(total?: number) {
  let t = 0
  const lines: string[] = []
  const p = new Progress({
    log: line => lines.push(line),
    now: () => t,
    intervalMs: 60_000,
    ...(total !== undefined ? { total } : {})
  })
  return { p, lines, at: (ms: number) => void (t = ms) }
}

it('counts failed objects as finished: share and time left from all of them', () => {
  const { p, lines, at } = progress(300)
  p.objects = 4
  p.failedObjects = 16
  p.records = 4
  at(5_000)
  p.report()
  // 20 of 300 in 5 s: 280 more at that pace is 70 s.
  expect(lines).toEqual([
    'Progress: 20 of 300 done (6%; 4 outputs, 16 failed), 4 records, 1 records/s, about 70 s left'
  ])
})

it('without failures: the transformed share and the time left', () => {
  const { p, lines, at } = progress(300)
  p.objects = 30
  p.records = 30
  at(10_000)
  p.report()
  expect(lines).toEqual(['Progress: 30 of 300 outputs (10%), 30 records, 3 records/s, about 2 min left'])
})

it('without the total: counts only, as before', () => {
  const { p, lines, at } = progress()
  p.objects = 3
  p.failedObjects = 1
  p.records = 3
  at(1_000)
  p.report()
  p.finish()
  expect(lines).toEqual([
    'Progress: 4 done (3 outputs, 1 failed), 3 records, 3 records/s',
    'Done: 4 done (3 outputs, 1 failed), 3 records in 1.0 s, 3 records/s on average'
  ])
})
