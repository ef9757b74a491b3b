// A report section and how it is rendered: the comment and the job summary render the same sections,
// each with its own options (how many rows a list or a class table shows).
import { more, table } from '../compare.js'

export interface Section {
  id: string
  /** Shown in the "omitted" note when the section is dropped. */
  title: string
  /** 0 = always kept; higher numbers are dropped first. */
  priority: number
  body: string
}

export interface Links {
  runUrl?: string
}

export interface RenderOptions {
  kind: 'comment' | 'summary'
  /** Rows in example lists (failed keys, changed predictions, ...). */
  listLimit: number
  /** Rows in per-class tables. */
  classLimit: number
  links: Links
  /** When the report was made (ISO 8601), shown beside the commit. */
  updatedAt?: string
}

/** What both renderings share: the links and when the report was made. */
export interface RenderContext {
  links: Links
  /** When the report is made (ISO 8601). */
  updatedAt?: string
}

export const SUMMARY_OPTIONS: Omit<RenderOptions, 'links'> = {
  kind: 'summary',
  listLimit: 100,
  classLimit: 50
}

export const COMMENT_OPTIONS: Omit<RenderOptions, 'links'> = {
  kind: 'comment',
  listLimit: 10,
  classLimit: 10
}

export function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** A collapsed table of the first `limit` items, saying how many more there are. */
export function collapsedTable<T>(
  summary: string,
  head: string[],
  items: T[],
  limit: number,
  row: (item: T) => string[],
  align?: ('l' | 'r')[]
): string {
  const shown = items.slice(0, limit)
  return details(summary, table(head, shown.map(row), align) + more(shown.length, items.length, ' not shown'))
}
