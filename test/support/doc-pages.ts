// The user documentation: README.md and the pages under docs/ that it links. Tests that check what the
// documentation says read these, so a page added to docs/ is checked without naming it here.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** README.md, then every docs/*.md, as paths relative to the repository root. */
export function docPages(root = '.'): string[] {
  const pages = readdirSync(path.join(root, 'docs'))
    .filter(name => name.endsWith('.md'))
    .sort()
    .map(name => `docs/${name}`)
  return ['README.md', ...pages]
}

/** A page's text. */
export function readPage(page: string, root = '.'): string {
  return readFileSync(path.join(root, page), 'utf8')
}
