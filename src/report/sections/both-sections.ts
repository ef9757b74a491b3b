// The sections both the pull-request comment and the job summary show: the verdict, the gates, the
// failures, before and after, the changed predictions, the pictures and the notes.
import { LEFT_BY_EARLIER_RUN } from '../../results/read/output-origins.js'
import type { RunSummary } from '../../results/summary/run-summary.js'
import { baselineNote, beforeAfter, changedTable, gatesTable, more, table } from '../compare.js'
import { md, mdShort } from '../escape.js'
import { picturesBody } from '../pictures-section.js'
import { count } from '../../format.js'
import { significanceSentence, verdictLine } from '../verdict.js'
import type { Section, RenderOptions } from './section.js'

/** "2025-06-01 12:00 UTC" */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/** The verdict line, then what was evaluated and when, then whether the change is more than chance. */
export function verdict(s: RunSummary, o: RenderOptions): Section {
  const stamp: string[] = []
  if (s.revision?.sha) stamp.push(`Evaluated \`${s.revision.sha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``)
  // A local run is the same transform on the runner: no SageMaker job was made.
  stamp.push(
    `${s.job.mode === 'local' ? 'Local transform run' : 'SageMaker Batch Transform job'} ${md(s.job.name)}`
  )
  if (o.updatedAt) stamp.push(`updated ${utcMinute(o.updatedAt)}`)
  if (o.kind === 'comment' && o.links.runUrl) stamp.push(`[full job summary](${encodeURI(o.links.runUrl)})`)
  const lines = [`${o.kind === 'comment' ? '###' : '##'} ${verdictLine(s)}`, '', stamp.join(' · ')]
  const significance = significanceSentence(s)
  if (significance) lines.push('', significance)
  // Grouped failures say it better than the one long reason that lists a few of them; outputs left by
  // an earlier run are not what the job said.
  if (s.job.failureReason && !s.failures?.some(g => g.reason !== LEFT_BY_EARLIER_RUN))
    lines.push('', `**Failure reason:** ${mdShort(s.job.failureReason, 1000)}`)
  return { id: 'verdict', title: 'Verdict', priority: 0, body: lines.join('\n') }
}

export function gates(s: RunSummary): Section | undefined {
  const t = gatesTable(s)
  return t ? { id: 'gates', title: 'Quality gates', priority: 0, body: t } : undefined
}

export function comparison(s: RunSummary, o: RenderOptions): Section[] {
  const out: Section[] = []
  const t = beforeAfter(s, o.classLimit)
  const note = baselineNote(s)
  if (t) {
    const title = s.baseline?.figures ? 'Before and after' : 'Evaluation'
    const foot = note ?? ''

    out.push({
      id: 'before-after',
      title,
      priority: 1,
      body: `#### ${title}\n\n${t}${foot ? `\n\n${foot}.` : ''}`
    })
  }
  const where = o.kind === 'comment' ? ' in the job summary' : ' not shown'
  const changed = changedTable(s, o.listLimit, where)
  if (changed) out.push({ id: 'changed', title: 'Changed predictions', priority: 2, body: changed })
  return out
}

export function failures(s: RunSummary, o: RenderOptions): Section | undefined {
  const groups = s.failures
  if (!groups?.length) return undefined
  const shown = groups.slice(0, o.kind === 'comment' ? 5 : 20)
  const rows = shown.map(g => [
    count(g.count),
    `${mdShort(g.reason, 300)}${g.examples.length ? ` (${g.examples.map(k => mdShort(k, 60)).join(', ')}${g.count > g.examples.length ? ', …' : ''})` : ''}`,
    g.hint ? mdShort(g.hint, 300) : ''
  ])
  const body =
    `#### Why objects failed\n\n${table(['Objects', 'Error (examples)', 'What to do'], rows, ['r', 'l', 'l'])}` +
    more(shown.length, groups.length, ' other errors')
  return { id: 'failures', title: 'Why objects failed', priority: 1, body }
}

export function picturesSection(s: RunSummary, o: RenderOptions): Section | undefined {
  if (!s.pictures) return undefined
  const body = picturesBody(s.pictures, o.kind === 'summary')
  if (!body) return undefined
  return {
    id: 'pictures',
    title: 'Detection pictures',
    priority: 2,
    body: o.kind === 'summary' ? `### Detection pictures\n\n${body}` : body
  }
}

export function notesSection(s: RunSummary): Section | undefined {
  if (s.notes.length === 0) return undefined
  return {
    id: 'notes',
    title: 'Notes',
    priority: 5,
    body: `### Notes\n\n${s.notes.map(n => `- ${mdShort(n, 500)}`).join('\n')}`
  }
}
