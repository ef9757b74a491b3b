// A ManifestFile (S3DataType ManifestFile): `[{"prefix": "s3://bucket/prefix/"}, "rel/key1", ...]`.
// SageMaker reads `prefix + rel` for each entry (plain concatenation, so the prefix usually ends with
// `/`). One parser and one strictness rule for both backends and the reader: anything else is a
// UserError naming the manifest, the entries at fault and the expected shape.
import { UserError } from '../errors.js'
import { readWholeFile, type S3ClientSource } from '../storage/resolve.js'

export interface Manifest {
  /** The `prefix` as written: an S3 URI (or, in local mode, a local folder). */
  prefix: string
  /** The relative keys, in the manifest's order. */
  entries: string[]
}

const SHAPE =
  'A manifest is a JSON array: [{"prefix": "s3://bucket/prefix/"}, "relative/key1", "relative/key2", ...].'
const SHOWN_PROBLEMS = 5

export function parseManifest(text: string, uri: string): Manifest {
  let doc: unknown
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (err) {
    throw new UserError(`data: the manifest ${uri} is not valid JSON (${(err as Error).message}). ${SHAPE}`)
  }
  if (!Array.isArray(doc)) throw new UserError(`data: the manifest ${uri} is not a JSON array. ${SHAPE}`)
  const head = doc[0] as { prefix?: unknown } | undefined
  const problems: string[] = []
  if (typeof head !== 'object' || head === null || Array.isArray(head)) {
    problems.push(`entry 0 is ${shown(head)}, not {"prefix": "..."}`)
  } else if (typeof head.prefix !== 'string' || head.prefix.trim() === '') {
    problems.push(`entry 0 has prefix ${shown(head.prefix)}, not a URI`)
  }
  const entries: string[] = []
  for (let i = 1; i < doc.length; i++) {
    const entry: unknown = doc[i]
    if (typeof entry === 'string' && entry !== '') entries.push(entry)
    else problems.push(`entry ${i} is ${shown(entry)}, not a relative key`)
  }
  if (problems.length > 0) {
    const more = problems.length > SHOWN_PROBLEMS ? `; and ${problems.length - SHOWN_PROBLEMS} more` : ''
    throw new UserError(
      `data: the manifest ${uri} is not valid: ${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}. ${SHAPE}`
    )
  }
  return { prefix: (head as { prefix: string }).prefix.trim(), entries }
}

/** Reads and parses the manifest a `data` URI names (S3 or, in local mode, a file). */
export async function readManifest(uri: string, s3: S3ClientSource): Promise<Manifest> {
  return parseManifest((await readWholeFile(uri, s3, 'data')).toString('utf8'), uri)
}

function shown(value: unknown): string {
  if (value === undefined) return 'missing'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
