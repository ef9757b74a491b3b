// The report as a list of Markdown sections, each with an importance. The PR comment is short: the
// verdict, the gates, before and after, the changed predictions and the failures, linking to the job
// summary, which adds the job, the data, charts and the long lists. When a size limit bites, the least
// important sections are dropped first (see fit.ts).
// The sections themselves are in sections/: those both show, the job summary's on the run, its classes.
import type { RunSummary } from '../results/summary/run-summary.js'
import { utilizationSection } from './utilization-section.js'
import type { Section, RenderOptions } from './sections/section.js'
import {
  verdict,
  gates,
  comparison,
  failures,
  picturesSection,
  notesSection
} from './sections/both-sections.js'
import { job, overview, perClassSection, classDeltas, problemSections } from './sections/run-sections.js'
import { classificationSections, detectionSections } from './sections/class-sections.js'

export function renderSections(s: RunSummary, o: RenderOptions): Section[] {
  const head: (Section | undefined)[] = [verdict(s, o), gates(s), failures(s, o), ...comparison(s, o)]
  const rest: (Section | undefined)[] =
    o.kind === 'comment'
      ? [utilizationSection(s, 'comment'), picturesSection(s, o), notesSection(s)]
      : [
          job(s),
          utilizationSection(s, 'summary'),
          overview(s),
          picturesSection(s, o),
          classDeltas(s, o),
          perClassSection(s, o),
          ...classificationSections(s, o),
          ...detectionSections(s, o),
          ...problemSections(s, o),
          notesSection(s)
        ]
  return [...head, ...rest].filter((x): x is Section => x !== undefined && x.body !== '')
}
