// The detection pictures in the report: links to the artifact and the contact sheet, a legend, and in
// the job summary one caption row per picture, numbered as on the contact sheet.
import type { Change } from '../results/baseline/baseline-comparison.js'
import type { PictureItem, PictureReason, PicturesInfo } from '../results/summary/run-summary.js'
import { table } from './compare.js'
import { md } from './escape.js'
import { count } from '../format.js'

const PICTURE_LEGEND =
  'Solid boxes: detections at or above the score threshold, in class colours, tagged with label and score. Dashed boxes (class colour and white, just outside the box): ground truth.'

const REASON: Record<PictureReason, string> = {
  class: 'first of its class',
  'least confident': 'least confident',
  disagrees: 'disagrees'
}

const CHANGE: Record<Change, string> = {
  broken: 'regressed',
  fixed: 'fixed',
  'still-wrong': 'changed, still wrong',
  unknown: 'changed'
}

function captions(items: PictureItem[]): string {
  const truth = items.some(i => i.groundTruth !== undefined)
  const baseline = items.some(i => i.baseline !== undefined)
  const head = ['#', 'Object', 'Chosen as', 'Detections shown']
  if (truth) head.push('Ground-truth boxes', 'Matched', 'Missed', 'Unmatched detections')
  if (baseline) head.push('Against the baseline')
  const n = (x: number | undefined): string => (x === undefined ? '' : String(x))
  const rows = items.map((it, i) => {
    const row = [String(i + 1), md(it.key), REASON[it.reason], String(it.shown)]
    if (truth) row.push(n(it.groundTruth), n(it.matched), n(it.missed), n(it.falsePositives))
    if (baseline) row.push(it.baseline ? CHANGE[it.baseline] : '')
    return row
  })
  return table(head, rows, ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'])
}

/** Empty when there is nothing to say; `full` adds the legend and the captions. */
export function picturesBody(p: PicturesInfo, full: boolean): string {
  const parts: string[] = []
  const sheet = p.contactSheet
  if (p.url && p.rendered) {
    let line = `🖼️ [${count(p.rendered)} detection pictures](${encodeURI(p.url)}) (workflow artifact ${md(p.artifactName ?? '')})`
    if (sheet?.url) line += ` · [contact sheet](${encodeURI(sheet.url)})`
    parts.push(`${line}.`)
    if (p.note) parts.push(md(p.note))
  } else if (p.note) {
    // The note is a sentence of its own: the contact sheet's follows it.
    let line = `🖼️ Detection pictures: ${md(/[.!?]$/.test(p.note) ? p.note : `${p.note}.`)}`
    if (sheet) line += ` Contact sheet: ${md(sheet.file)}.`
    parts.push(line)
  }
  if (full && parts.length && p.items?.length) {
    if (sheet) parts.push('Numbered as on the contact sheet.')
    parts.push(PICTURE_LEGEND, captions(p.items))
  }
  return parts.join('\n\n')
}
