// Where a transform writes each input's output, and which output-path would be read back as input.
// An output is `<output-path>/<name>.out`, the name being the input's key relative to the input's
// folder (listing.ts says which folder). Keys are untrusted: the name is normalised first (`.`, `..` and
// repeated slashes resolved) and must stay inside output-path, so no key can send a write elsewhere.

export const OUTPUT_SUFFIX = '.out'

/** The output's key relative to output-path, or why the input gets no output. */
export type OutputKey = { key: string; problem?: undefined } | { key?: undefined; problem: string }

/**
 * The name with `.` and `..` segments and repeated slashes resolved, or undefined when it climbs above
 * its root (or names nothing). A backslash separates too on Windows runners, so `..` between
 * backslashes counts as climbing as well.
 */
export function normaliseName(name: string): string | undefined {
  const kept: string[] = []
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (kept.length === 0) return undefined
      kept.pop()
      continue
    }
    if (segment.split('\\').some(part => part === '..')) return undefined
    kept.push(segment)
  }
  return kept.length > 0 ? kept.join('/') : undefined
}

/** `<name>.out` relative to output-path, proven inside it. */
export function outputKey(name: string): OutputKey {
  const normal = normaliseName(name)
  if (normal === undefined) {
    return {
      problem:
        `its name ${JSON.stringify(name)} would put the output outside output-path ` +
        '(".." path segments), so it was not transformed'
    }
  }
  return { key: `${normal}${OUTPUT_SUFFIX}` }
}

/** The input name an output key answers (`a/b.jpg.out` -> `a/b.jpg`); undefined for other objects. */
export function nameOfOutput(key: string): string | undefined {
  return key.endsWith(OUTPUT_SUFFIX) && key.length > OUTPUT_SUFFIX.length
    ? key.slice(0, -OUTPUT_SUFFIX.length)
    : undefined
}

/** `/`-terminated, as a folder's keys start ('' stays the root). */
export function asFolder(prefix: string): string {
  return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`
}

/** The folder a key prefix sits in: `in/` for `in/` and for `in/data` (a prefix that is not a folder). */
export function folderOf(prefix: string): string {
  return prefix.slice(0, prefix.lastIndexOf('/') + 1)
}

/**
 * Whether a re-run would list this run's outputs as inputs: output-path inside the input prefix (or
 * equal to it), or the folder of an input prefix that is not a folder boundary (the outputs named after
 * it, `data.csv.out` for `data.csv`, would match it). Both are key prefixes in one bucket or one file
 * system, `/`-separated.
 */
export function outputsReadAsInputs(inputPrefix: string, outputFolder: string): boolean {
  const out = asFolder(outputFolder)
  if (out.startsWith(inputPrefix)) return true
  return !inputPrefix.endsWith('/') && out === folderOf(inputPrefix)
}
