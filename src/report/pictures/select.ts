// Which objects get a picture. First one for each class not yet on a chosen picture (detected or in the
// ground truth), so every class is seen; the places left are shared between the least confident
// detections (the first half) and disagreements with the ground truth or the baseline (the rest), and
// places one kind cannot fill go to the other.
import { compareStrings } from '../../results/bounded.js'
import type { PictureReason } from '../../results/summary/run-summary.js'

export interface PictureCandidate {
  key: string
  /** Classes on the picture: detected at or above the score threshold, and in the ground truth. */
  classes: number[]
  /** The least confident drawn detection's score; Infinity when nothing is drawn. */
  lowest: number
  /**
   * 0 when the object agrees (or nothing is known); else 3 when it is right in the baseline and wrong now,
   * 2 when it is wrong against the ground truth, 1 for other changes from the baseline.
   */
  disagreement: number
  /** Ground-truth boxes missed plus detections that match none (more first among equal disagreements). */
  errors: number
}

export interface Chosen<T> {
  candidate: T
  reason: PictureReason
}

/** Least confident first; among equals, the one that disagrees more. */
const byConfidence = (a: PictureCandidate, b: PictureCandidate): number =>
  a.lowest - b.lowest || b.disagreement - a.disagreement || compareStrings(a.key, b.key)

const byDisagreement = (a: PictureCandidate, b: PictureCandidate): number =>
  b.disagreement - a.disagreement || b.errors - a.errors || byConfidence(a, b)

/**
 * All candidates in order of interest: the first `count` chosen as above, then the others in the same
 * way (a picture that cannot be drawn gives its place to the next).
 */
export function choosePictures<T extends PictureCandidate>(candidates: T[], count: number): Chosen<T>[] {
  const chosen: Chosen<T>[] = []
  const taken = new Set<T>()
  const take = (c: T, reason: PictureReason): void => {
    chosen.push({ candidate: c, reason })
    taken.add(c)
  }
  const limit = Math.min(count, candidates.length)

  const shown = new Set<number>()
  const classes = [...new Set(candidates.flatMap(c => c.classes))].sort((a, b) => a - b)
  for (const cls of classes) {
    if (chosen.length >= limit) break
    if (shown.has(cls)) continue
    const best = candidates.filter(c => !taken.has(c) && c.classes.includes(cls)).sort(byConfidence)[0]
    if (!best) continue
    take(best, 'class')
    for (const k of best.classes) shown.add(k)
  }

  const rest = candidates.filter(c => !taken.has(c))
  const leastConfident = rest.filter(c => Number.isFinite(c.lowest)).sort(byConfidence)
  const disagreeing = rest.filter(c => c.disagreement > 0).sort(byDisagreement)
  const places = limit - chosen.length
  const lowShare = Math.max(Math.ceil(places / 2), places - disagreeing.length)
  for (const c of leastConfident) {
    if (chosen.length - (limit - places) >= lowShare) break
    take(c, 'least confident')
  }
  for (const c of disagreeing) {
    if (chosen.length >= limit) break
    if (!taken.has(c)) take(c, 'disagrees')
  }
  for (const c of [...rest].sort(byConfidence)) {
    if (chosen.length >= limit) break
    if (!taken.has(c)) take(c, c.disagreement > 0 ? 'disagrees' : 'least confident')
  }

  // The rest, for places that pictures which cannot be drawn leave: every class has been offered.
  const others = candidates.filter(c => !taken.has(c))
  const after = others.length ? choosePictures(others, others.length) : []
  return [
    ...chosen,
    ...after.map(({ candidate }) => ({
      candidate,
      reason: candidate.disagreement > 0 ? ('disagrees' as const) : ('least confident' as const)
    }))
  ]
}
