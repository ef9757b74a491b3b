// The job summary and the PR comment, each fitted to GitHub's size limit.
import type { RunSummary } from '../results/run-summary.js'
import { characters, fitSections, utf8Bytes, type Fitted } from './fit.js'
import { COMMENT_OPTIONS, renderSections, SUMMARY_OPTIONS, type Links } from './sections.js'

export type { Links }

/** GitHub drops a step summary over 1 MiB whole; keep a margin for other writers in the step. */
export const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024
/** GitHub rejects comment bodies over 65,536 characters. */
export const COMMENT_LIMIT_CHARS = 65_536

export interface RenderContext {
  links: Links
  /** When the report is made (ISO 8601). */
  updatedAt?: string
}

export function renderJobSummary(s: RunSummary, c: RenderContext, limit = JOB_SUMMARY_LIMIT_BYTES): Fitted {
  return fitSections(renderSections(s, { ...SUMMARY_OPTIONS, ...c }), limit, utf8Bytes)
}

/** The comment body after the marker line; `reserve` characters are kept free for the marker. */
export function renderComment(
  s: RunSummary,
  c: RenderContext,
  reserve: number,
  limit = COMMENT_LIMIT_CHARS
): Fitted {
  return fitSections(renderSections(s, { ...COMMENT_OPTIONS, ...c }), limit - reserve, characters)
}
