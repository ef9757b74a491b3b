// The first line a reviewer reads: did the gates pass, did the model get better or worse, how many
// predictions changed, and is the change more than chance. Worded from the RunSummary alone.
import type { RunSummary } from '../results/summary/run-summary.js'
import { SIGNIFICANCE } from '../results/baseline/significance.js'
import { count, noun } from '../format.js'
import { MAP_50, pct } from './format.js'
import { cacheSentence } from '../cache/summary.js'
import { md } from './escape.js'

/** Signed percentage points with a real minus sign: "−15.0 pp", "+2.5 pp", "±0.0 pp". */
export function pp(delta: number): string {
  const v = Math.round(delta * 1000) / 10
  const sign = v > 0 ? '+' : v < 0 ? '−' : '±'
  return `${sign}${Math.abs(v).toFixed(1)} pp`
}

/** A p-value as people quote it: "p < 0.001", "p = 0.031", "p = 0.22", "p = 1". */
function pValue(p: number): string {
  if (p < 0.001) return 'p < 0.001'
  if (p >= 0.995) return 'p = 1'
  return `p = ${p < 0.1 ? p.toPrecision(2) : p.toFixed(2)}`
}

interface Headline {
  /** Markdown. */
  name: string
  value: number
  correct?: number
  evaluated: number
  baseline?: number
}

/** The run's main figure (top-1 accuracy or mAP@0.5) and the baseline's, when both are measured. */
function headline(s: RunSummary): Headline | undefined {
  const e = s.evaluation
  if (!e) return undefined
  const b = s.baseline?.figures?.evaluation
  if (e.kind === 'classification') {
    if (Number.isNaN(e.top1Accuracy)) return undefined
    const before = b?.kind === 'classification' && !Number.isNaN(b.top1Accuracy) ? b.top1Accuracy : undefined
    return {
      name: 'top-1',
      value: e.top1Accuracy,
      correct: e.top1Correct,
      evaluated: e.evaluated,
      ...(before !== undefined ? { baseline: before } : {})
    }
  }
  if (e.map === null) return undefined
  const before = b?.kind === 'detection' && b.map !== null ? b.map : undefined
  return {
    name: MAP_50,
    value: e.map,
    evaluated: e.evaluated,
    ...(before !== undefined ? { baseline: before } : {})
  }
}

type Tone = 'fail' | 'warn' | 'pass'

function toneOf(s: RunSummary): Tone {
  if (s.job.status !== 'Completed' || s.gates.some(g => !g.passed)) return 'fail'
  const h = headline(s)
  const p = s.baseline?.paired
  if ((h?.baseline !== undefined && h.value < h.baseline) || (p && p.broken > p.fixed)) return 'warn'
  return 'pass'
}

const ICON: Record<Tone, string> = { fail: '❌', warn: '⚠️', pass: '✅' }

function gatesPhrase(s: RunSummary): string | undefined {
  const total = s.gates.length
  if (total === 0) return undefined
  const failed = s.gates.filter(g => !g.passed).length
  if (failed === 0) return total === 1 ? '1 gate passed' : `all ${total} gates passed`
  return `${failed} of ${total} ${noun(total, 'gate')} failed`
}

function changedPhrase(s: RunSummary): string | undefined {
  const b = s.baseline
  if (!b) return undefined
  const n = b.changed.count
  if (n === 0) return `no prediction changed (${count(b.compared)} compared)`
  if (b.paired) {
    const { broken, fixed } = b.paired
    const other = n - broken - fixed
    const rest = other > 0 ? `, ${count(other)} other` : ''
    return `${count(n)} changed: ${count(broken)} now wrong, ${count(fixed)} fixed${rest}`
  }
  return `${count(n)} of ${count(b.compared)} predictions changed`
}

/** The verdict: "❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed". */
export function verdictLine(s: RunSummary): string {
  const parts: string[] = []
  if (s.job.status !== 'Completed') parts.push(`job ${s.job.status}`)
  const gates = gatesPhrase(s)
  if (gates) parts.push(gates)
  else if (s.job.status === 'Completed') parts.push('completed')
  const h = headline(s)
  if (h) {
    const detail =
      h.baseline !== undefined
        ? `baseline ${pct(h.baseline)}, ${pp(h.value - h.baseline)}`
        : h.correct !== undefined
          ? `${count(h.correct)} of ${count(h.evaluated)}`
          : `${count(h.evaluated)} images`
    parts.push(`${h.name} ${pct(h.value)} (${detail})`)
  }
  const changed = changedPhrase(s)
  if (changed) parts.push(changed)
  if (!h && !changed) parts.push(`${count(s.objects.withOutput)} of ${count(s.objects.total)} objects scored`)
  if (s.sample) parts.push(`sample of ${count(s.sample.objects)} of ${count(s.sample.of)} objects`)
  if (s.rerun)
    parts.push(
      `this run transformed ${count(s.rerun.objects)} of ${count(s.rerun.of)} objects (rerun: failed; the others already had an output)`
    )
  if (s.cache) parts.push(`cache: ${cacheSentence(s.cache, md)}`)
  const text = parts.join(' · ')
  return `${ICON[toneOf(s)]} ${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

/** One plain sentence on whether the change in correctness is more than chance (exact McNemar). */
export function significanceSentence(s: RunSummary): string | undefined {
  const p = s.baseline?.paired
  if (!p) return undefined
  const { broken, fixed } = p
  if (broken + fixed === 0) {
    return `No record went from right to wrong or back (${count(p.evaluated)} compared with ground truth).`
  }
  const what = broken > fixed ? 'drop' : broken < fixed ? 'improvement' : 'change'
  const pairs = `${count(broken)} now wrong vs ${count(fixed)} fixed`
  if (broken === fixed) return `Broken and fixed records balance out (${pairs}).`
  const sample = s.sample ? ' on this sample' : ''
  return p.p < SIGNIFICANCE
    ? `The ${what} is statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}).`
    : `The ${what} is not statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}): chance alone could explain it.`
}
