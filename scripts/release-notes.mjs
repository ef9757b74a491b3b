// Prints the CHANGELOG.md section of a version (without its heading), for the release's notes:
//   node scripts/release-notes.mjs 1.0.0
// Exits 1 when CHANGELOG.md has no `## [1.0.0]` section or the section is empty.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The body of `## [version]` in a Keep a Changelog text, or undefined when there is none. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split(/\r?\n/)
  const start = lines.findIndex(l => l.startsWith(`## [${version}]`))
  if (start === -1) return undefined
  const end = lines.findIndex((l, i) => i > start && (/^## /.test(l) || /^\[[^\]]+\]: /.test(l)))
  const body = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim()
  return body || undefined
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const version = process.argv[2]
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const notes = version && releaseNotes(await readFile(path.join(root, 'CHANGELOG.md'), 'utf8'), version)
  if (!notes) {
    console.error(
      `CHANGELOG.md has no notes for version ${version ?? '(none given)'}: add a "## [${version}]" section.`
    )
    process.exit(1)
  }
  console.log(notes)
}
