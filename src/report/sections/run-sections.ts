// The job summary's sections on the run itself: the job, the data, per-class figures, the class-count
// changes and the objects that failed or could not be read.
import type { RunSummary } from '../../results/summary/run-summary.js'
import { more, table } from '../compare.js'
import { md, mdShort } from '../escape.js'
import { count, duration, instanceSeconds } from '../../format.js'
import { AP_50, bytes, money, num, pct, signed } from '../format.js'
import { type Section, type RenderOptions, details, collapsedTable } from './section.js'

const STATUS_MARK: Record<string, string> = {
  Completed: '✅',
  Failed: '❌',
  Stopped: '⏹️',
  Stopping: '⏹️',
  InProgress: '⏳'
}

export function job(s: RunSummary): Section {
  const j = s.job
  const head = ['Job', 'Status', 'Instances', 'Duration']
  const row = [
    md(j.name),
    `${STATUS_MARK[j.status] ?? ''} ${j.status}`.trim(),
    `${md(j.instanceType)} × ${j.instanceCount}`,
    j.durationSeconds !== undefined ? duration(j.durationSeconds) : 'n/a'
  ]
  if (j.instanceSeconds !== undefined) {
    head.push('Instance time')
    row.push(instanceSeconds(j.instanceSeconds))
  }
  if (j.estimatedCost !== undefined && j.pricePerHour !== undefined) {
    head.push('Estimated cost')
    row.push(`${money(j.estimatedCost)} (${money(j.pricePerHour)}/h × ${j.instanceCount})`)
  }
  const saved = rerunSaving(s)
  if (saved) {
    head.push('Saved by rerun: failed')
    row.push(saved.figure)
  }
  const c = s.cache
  if (c?.savedInstanceSeconds !== undefined) {
    head.push('Saved by the cache')
    row.push(
      `≈ ${instanceSeconds(c.savedInstanceSeconds)}${c.savedCost !== undefined ? ` (${money(c.savedCost)})` : ''}`
    )
  }
  const body = `### Job\n\n${table(head, [row])}${saved ? `\n\n${saved.sentence}` : ''}`
  return { id: 'job', title: 'Job', priority: 1, body }
}

/** What `rerun: failed` saved, as a table cell and the sentence that says how it is estimated. */
function rerunSaving(s: RunSummary): { figure: string; sentence: string } | undefined {
  const r = s.rerun
  const spent = s.job.instanceSeconds
  if (!r || r.savedInstanceSeconds === undefined || spent === undefined) return undefined
  const seconds = instanceSeconds(r.savedInstanceSeconds)
  const figure = `≈ ${seconds}${r.savedCost !== undefined ? ` (${money(r.savedCost)})` : ''}`
  const skipped = r.of - r.objects
  const sentence =
    `This run sent ${count(r.objects)} of ${count(r.of)} objects to the model (rerun: failed). Not re-running the ` +
    `other ${count(skipped)} saved about ${seconds}${r.savedCost !== undefined ? `, ${money(r.savedCost)}` : ''}: ` +
    `this run's ${instanceSeconds(spent)} ÷ ${count(r.objects)} objects × ${count(skipped)}. ` +
    'Start-up time is counted in, so for a small rerun the figure leans high.'
  return { figure, sentence }
}

export function overview(s: RunSummary): Section {
  const o = s.objects
  const e = s.evaluation
  // Rows that are zero say nothing; the totals stay.
  const rows: [string, number, (n: number) => string][] = [
    ['Input objects', o.total, count],
    ['With output', o.withOutput, count],
    // A rerun's or the cache's outputs: what this job wrote beside those it kept or reused (shown only
    // when some were).
    ['Written by this job', o.kept || o.reused ? (o.written ?? 0) : 0, count],
    ['Kept from earlier runs (rerun: failed)', o.kept ?? 0, count],
    ['Reused from the cache', o.reused ?? 0, count],
    ['Failed (no output)', o.failed, count],
    ['Unreadable outputs', o.unreadable, count],
    ['Records scored', s.records, count],
    ['Records not recognised', s.unrecognisedRecords, count],
    ['Outputs without an input', o.orphanOutputs, count],
    ['Evaluated against ground truth', e?.evaluated ?? 0, count],
    ['Ground truth without a prediction', e?.missing ?? 0, count],
    ['Output size', o.bytes, bytes]
  ]
  const kept = rows.filter(([name, n]) => n !== 0 || name === 'Input objects' || name === 'Records scored')
  const lines = [
    '### Data',
    '',
    table(
      ['', 'Count'],
      kept.map(([name, n, f]) => [name, f(n)]),
      ['l', 'r']
    ),
    '',
    `Read as ${md(s.format.chosen)}${s.format.labelMap ? `; labels: ${md(s.format.labelMap)}` : ''}. Data: ${md(s.data.uri)}. Outputs: ${md(s.outputPath)}.`
  ]
  if (e) lines.push('', `${groundTruthNote(e)}.`)
  return { id: 'overview', title: 'Data', priority: 3, body: lines.join('\n') }
}

/** Where the ground truth came from and how much of it matched the inputs. */
function groundTruthNote(e: { source: string; groundTruthLines: number; notAnInput: number }): string {
  const unmatched = e.notAnInput ? `, ${count(e.notAnInput)} not among the inputs` : ''
  return `Ground truth: ${md(e.source)} (${count(e.groundTruthLines)} lines${unmatched})`
}

/** Every class's figures (the before/after table lists the ones that moved). */
export function perClassSection(s: RunSummary, o: RenderOptions): Section | undefined {
  const e = s.evaluation
  if (!e || e.perClass.length === 0) return undefined
  const body =
    e.kind === 'classification'
      ? collapsedTable(
          `Recall of every class (lowest first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Objects', 'Correct', 'Recall'],
          e.perClass,
          o.classLimit,
          c => [md(c.label), count(c.support), count(c.correct), pct(c.recall)],
          ['l', 'r', 'r', 'r']
        )
      : collapsedTable(
          `Precision, recall and AP of every class (lowest AP first, ${count(e.perClass.length)} classes)`,
          ['Class', 'Boxes', 'Detections', 'Precision', 'Recall', AP_50],
          e.perClass,
          o.classLimit,
          c => [
            md(c.label),
            count(c.groundTruth),
            count(c.detections),
            pct(c.precision),
            pct(c.recall),
            num(c.ap)
          ],
          ['l', 'r', 'r', 'r', 'r', 'r']
        )
  return { id: 'per-class', title: 'Per-class figures', priority: 6, body }
}

export function classDeltas(s: RunSummary, o: RenderOptions): Section | undefined {
  const b = s.baseline
  if (!b || b.classDeltas.length === 0) return undefined
  return {
    id: 'deltas',
    title: 'Class-count changes',
    priority: 5,
    body: collapsedTable(
      `Predicted-class counts that changed (${count(b.classDeltas.length)} classes)`,
      ['Class', 'Baseline', 'This run', 'Change'],
      b.classDeltas,
      o.classLimit,
      d => [md(d.label), count(d.before), count(d.after), signed(d.delta)],
      ['l', 'r', 'r', 'r']
    )
  }
}

function keyList(
  id: string,
  title: string,
  priority: number,
  keys: string[],
  total: number,
  o: RenderOptions
): Section | undefined {
  if (total === 0) return undefined
  const shown = keys.slice(0, o.listLimit)
  return {
    id,
    title,
    priority,
    body: details(
      `${title} (${count(total)})`,
      shown.map(k => `- ${md(k)}`).join('\n') + more(shown.length, total)
    )
  }
}

export function problemSections(s: RunSummary, o: RenderOptions): Section[] {
  const out: (Section | undefined)[] = []
  out.push(keyList('failed', 'Failed objects (no output)', 4, s.failedObjects, s.objects.failed, o))
  if (s.objects.unreadable) {
    const shown = s.unreadableObjects.slice(0, o.listLimit)
    out.push({
      id: 'unreadable',
      title: 'Unreadable outputs',
      priority: 4,
      body: details(
        `Unreadable outputs (${count(s.objects.unreadable)})`,
        table(
          ['Object', 'Problem'],
          shown.map(u => [md(u.key), mdShort(u.problem, 200)])
        ) + more(shown.length, s.objects.unreadable)
      )
    })
  }
  if (s.unrecognisedRecords) {
    const shown = s.unrecognisedExamples.slice(0, o.listLimit)
    out.push({
      id: 'unrecognised',
      title: 'Records not recognised',
      priority: 9,
      body: details(
        `Records not recognised (${count(s.unrecognisedRecords)})`,
        table(
          ['Object', 'Record', 'Problem'],
          shown.map(u => [md(u.key), String(u.record), mdShort(u.problem, 200)])
        ) + more(shown.length, s.unrecognisedRecords)
      )
    })
  }
  out.push(keyList('orphans', 'Outputs without an input', 9, s.orphanOutputs, s.objects.orphanOutputs, o))
  return out.filter((x): x is Section => x !== undefined)
}
