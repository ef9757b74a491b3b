// Where a transform writes each input's output, and which output-path would be read back as input.
// An output is `<output-path>/<name>.out`, the name being the input's key relative to the input's
// folder (listing.ts says which folder). On S3 a key is a flat string and SageMaker keeps the name as it
// is (`//`, `.` and `..` are characters there). A local folder is a tree: there the name is normalised
// (`.`, `..` and repeated slashes resolved) and must stay inside output-path, so no key can send a write
// elsewhere. Both backends and the reader name outputs by this one rule.
import { isS3Uri } from '../storage/uri.js'

export const OUTPUT_SUFFIX = '.out'

/** Where the outputs go: S3 (names verbatim) or a folder on the runner (names mapped into it). */
export type OutputPlace = 's3' | 'folder'

export function outputPlaceOf(outputPath: string): OutputPlace {
  return isS3Uri(outputPath) ? 's3' : 'folder'
}

/** The output's key relative to output-path, or why the input gets no output. */
export type OutputKey = { key: string; problem?: undefined } | { key?: undefined; problem: string }

/**
 * The name with `.` and `..` segments and repeated slashes resolved, or undefined when it climbs above
 * its root (or names nothing). A backslash separates too on Windows runners, so `..` between
 * backslashes counts as climbing as well.
 */
export function normaliseName(name: string): string | undefined {
  // A plain name (no separator, not `.` or `..`) is already normal: the common case, without splitting.
  if (!/[/\\]/.test(name)) return name === '' || name === '.' || name === '..' ? undefined : name
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

/**
 * The name an input's output carries (its key without `.out`): the input name itself on S3; in a
 * folder the normalised name, or undefined when it would leave the folder.
 */
export function outputName(name: string, place: OutputPlace): string | undefined {
  return place === 's3' ? name : normaliseName(name)
}

/** `<name>.out` relative to output-path (in a folder, proven inside it). */
export function outputKey(name: string, place: OutputPlace): OutputKey {
  const normal = outputName(name, place)
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
