// The instances in the report: in the job summary a table of each instance's CPU, memory, GPU and GPU
// memory (mean and peak minute, as shares of the whole instance), the idle and under-used ones named and
// one change to try; in the comment one line, only when an instance was idle or far under-used.
import { count } from '../format.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import {
  figuresOf,
  IDLE_SHARE,
  UNDER_USED_SHARE,
  type InstanceUsage,
  type Share,
  type Suggestion,
  type UtilizationSummary
} from '../results/summary/instance-utilization.js'
import { table } from './compare.js'
import { md, mdShort } from './escape.js'
import { money, pct } from './format.js'

const VERDICT: Record<InstanceUsage['verdict'], string> = {
  idle: '⚠️ idle',
  'under-used': '⚠️ under-used',
  busy: 'busy',
  'no points': 'no points yet'
}

function cell(s: Share | undefined): string {
  return s ? `${pct(s.mean)} / ${pct(s.peak)}` : 'n/a'
}

function suggestionLine(s: Suggestion): string {
  const money_ =
    s.saving !== undefined
      ? ` It would have saved about ${money(s.saving)} on this run.`
      : s.cost !== undefined
        ? ` This run's instances cost ${money(s.cost)}.`
        : ''
  return `**Try** \`${s.change}\`: ${mdShort(s.reason, 600)}.${money_}`
}

function idleByInputLine(u: UtilizationSummary): string | undefined {
  const i = u.idleByInput
  if (!i) return undefined
  const cost = i.cost !== undefined ? `, ${money(i.cost)} of this run` : ''
  return (
    `⚠️ ${count(i.objects)} input ${i.objects === 1 ? 'object' : 'objects'} for ${count(i.objects + i.instances)} ` +
    `instances: SageMaker gives each object to one instance, so ${count(i.instances)} got no input and were billed ` +
    `idle${cost}. Set instance-count to ${count(i.objects)}, or split the data into more objects.`
  )
}

function instancesTable(u: UtilizationSummary): string {
  const gpu = u.instances.some(i => i.gpu || i.gpuMemory)
  const head = ['Instance', 'CPU mean / peak', 'Memory mean / peak']
  if (gpu) head.push('GPU mean / peak', 'GPU memory mean / peak')
  head.push('Minutes', '')
  const rows = u.instances.map(i => {
    const row = [md(i.instance), cell(i.cpu), cell(i.memory)]
    if (gpu) row.push(cell(i.gpu), cell(i.gpuMemory))
    row.push(count(i.points), VERDICT[i.verdict])
    return row
  })
  return table(head, rows, ['l', 'r', 'r', ...(gpu ? (['r', 'r'] as const) : []), 'r', 'l'])
}

function shapeLine(u: UtilizationSummary): string {
  const shape =
    u.vcpus !== undefined
      ? ` (${count(u.vcpus)} vCPUs${u.gpus ? `, ${count(u.gpus)} ${u.gpus === 1 ? 'GPU' : 'GPUs'}` : ''} each)`
      : ''
  return (
    `Shares of each ${md(u.instanceType)} instance${shape} from CloudWatch, over one-minute points: ` +
    `idle under ${pct(IDLE_SHARE, 0)} of its CPUs and GPUs on average, under-used under ${pct(UNDER_USED_SHARE, 0)} ` +
    'of its GPUs (or CPUs, without GPUs).'
  )
}

function summaryBody(u: UtilizationSummary): string {
  const lines = ['### Instances']
  const idle = idleByInputLine(u)
  if (idle) lines.push('', idle)
  if (u.instances.length) lines.push('', instancesTable(u), '', shapeLine(u))
  for (const n of u.notes) lines.push('', mdShort(n, 600))
  if (u.suggestion) lines.push('', suggestionLine(u.suggestion))
  return lines.join('\n')
}

/** The comment's line: only when an instance was idle, got no input, or was far under-used. */
function commentBody(u: UtilizationSummary): string {
  const flagged = u.instances.filter(i => i.verdict === 'idle' || i.verdict === 'under-used')
  if (flagged.length === 0 && !u.idleByInput) return ''
  const parts: string[] = []
  const idle = flagged.filter(i => i.verdict === 'idle')
  const under = flagged.filter(i => i.verdict === 'under-used')
  const total = Math.max(u.instances.length, (u.idleByInput?.objects ?? 0) + (u.idleByInput?.instances ?? 0))
  if (idle.length)
    parts.push(`${idle.length} of ${total} idle: ${idle.map(i => md(figuresOf(i))).join(', ')}`)
  if (under.length)
    parts.push(`${under.length} of ${total} under-used: ${under.map(i => md(figuresOf(i))).join(', ')}`)
  if (!idle.length && u.idleByInput) parts.push(`${u.idleByInput.instances} of ${total} got no input object`)
  const tryIt = u.suggestion
    ? ` Try \`${u.suggestion.change}\`${u.suggestion.saving !== undefined ? ` (about ${money(u.suggestion.saving)} saved per run)` : ''}.`
    : ''
  return `⚠️ **Instances:** ${parts.join('; ')}.${tryIt}`
}

export function utilizationSection(s: RunSummary, kind: 'comment' | 'summary') {
  const u = s.utilization
  if (!u) return undefined
  return {
    id: 'utilization',
    title: 'Instances',
    priority: kind === 'comment' ? 2 : 3,
    body: kind === 'comment' ? commentBody(u) : summaryBody(u)
  }
}
