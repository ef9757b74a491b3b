// The job summary: the whole report as Markdown, fitted under GitHub's 1 MiB, appended to the step's
// summary file.
import type { ActionContext } from '../context.js'
import type { RunSummary } from '../results/summary/run-summary.js'
import { fitSections, utf8Bytes, type Fitted } from './fit.js'
import { renderSections } from './render-sections.js'
import { SUMMARY_OPTIONS, type RenderContext } from './sections/section.js'

/** GitHub drops a step summary over 1 MiB whole; keep a margin for other writers in the step. */
const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024

export function renderJobSummary(s: RunSummary, c: RenderContext, limit = JOB_SUMMARY_LIMIT_BYTES): Fitted {
  return fitSections(renderSections(s, { ...SUMMARY_OPTIONS, ...c }), limit, utf8Bytes)
}

export async function writeJobSummary(s: RunSummary, rc: RenderContext, ctx: ActionContext): Promise<void> {
  const fitted = renderJobSummary(s, rc)
  if (!(await ctx.outputs.appendSummary(fitted.text))) {
    ctx.log.info('No job summary written (GITHUB_STEP_SUMMARY is not set).')
    return
  }
  if (fitted.omitted.length)
    ctx.log.info(`Job summary: omitted ${fitted.omitted.join(', ')} to stay under 1 MiB.`)
}
