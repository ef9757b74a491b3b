// Data and output inputs: where records come from, how they are split and filtered, where results go.
import type {
  AssembleWith,
  CompressionType,
  DataSpec,
  JoinSource,
  JsonPath,
  Mode,
  OutputSpec,
  S3DataType,
  SplitType
} from '../spec.js'
import { dataProcessingProblems } from '../contract/data-processing.js'
import { JsonPathError, parseJsonPath } from '../contract/jsonpath.js'
import { JSON_PATH_MAX, MEDIA_TYPE_MAX } from '../contract/limits.js'
import { asFolder, outputsReadAsInputs } from '../contract/output-keys.js'
import { localPath, parseS3Uri } from '../storage/uri.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { parseSubset } from './subset.js'
import { parseCache } from './cache.js'
import { checkKmsKey } from './resources.js'
import { hasControlChars, parseEnum, parseLocation } from './values.js'

const DATA_TYPES: readonly S3DataType[] = ['S3Prefix', 'ManifestFile']
const COMPRESSION: readonly CompressionType[] = ['None', 'Gzip']
const SPLIT: readonly SplitType[] = ['None', 'Line', 'RecordIO', 'TFRecord']
const ASSEMBLE: readonly AssembleWith[] = ['None', 'Line']
const JOIN: readonly JoinSource[] = ['None', 'Input']

function checkMediaType(problems: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  if (raw.length > MEDIA_TYPE_MAX || hasControlChars(raw)) {
    return problems.add(
      name,
      raw,
      `is not a MIME type of at most ${MEDIA_TYPE_MAX} characters`,
      'Use a MIME type such as application/json.'
    )
  }
  return raw
}

/** DataProcessing filters: JSONPath expressions of at most 63 characters in SageMaker's subset, compiled. */
function parseFilter(problems: Problems, name: string, raw: string): JsonPath | undefined {
  if (raw === '') return undefined
  if (!raw.startsWith('$')) {
    return problems.add(
      name,
      raw,
      'is not a JSONPath expression',
      'Start it with $, e.g. $[1:] or $.features.'
    )
  }
  if (raw.length > JSON_PATH_MAX) {
    return problems.add(
      name,
      raw,
      `is ${raw.length} characters long`,
      `SageMaker accepts JSONPath filters of at most ${JSON_PATH_MAX} characters.`
    )
  }
  try {
    return parseJsonPath(raw)
  } catch (err) {
    if (!(err instanceof JsonPathError)) throw err
    return problems.add(
      name,
      raw,
      `is outside the JSONPath subset SageMaker supports: ${err.message}`,
      "Use $, .name, [n], [n,m], [start:end], [*] or ['name'], e.g. $.features, $[1:], $[0,-1]."
    )
  }
}

/**
 * Whether a re-run would read the outputs as inputs (contract/output-keys.ts): by key in one bucket;
 * a local `data` is taken as a folder here (the local backend compares real paths once it can look).
 */
function readBackAsInput(data: string, output: string): boolean {
  const [d, o] = [parseS3Uri(data), parseS3Uri(output)]
  if (d && o) return d.bucket === o.bucket && outputsReadAsInputs(d.key, o.key)
  if (d || o) return false
  const slashed = (p: string) => localPath(p).split('\\').join('/')
  return outputsReadAsInputs(asFolder(slashed(data)), slashed(output))
}

/** With `attach`, data and output-path are optional: the attached job's own are checked against them. */
export function parseData(
  raw: RawInputs,
  problems: Problems,
  mode: Mode,
  { attach = false }: { attach?: boolean } = {}
): { data: DataSpec; output: OutputSpec } {
  const local = mode === 'local'
  const type = parseEnum(problems, 'data-type', raw['data-type'], DATA_TYPES) ?? 'S3Prefix'

  let uri: string | undefined
  if (raw.data === '') {
    if (!attach)
      problems.add(
        'data',
        '',
        'is required',
        'Set data to the S3 prefix (or, in local mode, the directory) holding the input objects.'
      )
  } else {
    uri = parseLocation(problems, 'data', raw.data, { local, keyRequired: type === 'ManifestFile' })
    if (uri && type === 'ManifestFile' && uri.endsWith('/')) {
      problems.add(
        'data',
        raw.data,
        'ends with / but data-type is ManifestFile',
        'Point data at the manifest file itself.'
      )
    }
  }

  let path: string | undefined
  if (raw['output-path'] === '') {
    if (!attach)
      problems.add(
        'output-path',
        '',
        'is required',
        'Set output-path to the S3 prefix (or, in local mode, the directory) for the .out files.'
      )
  } else {
    path = parseLocation(problems, 'output-path', raw['output-path'], { local })
  }
  if (uri && path && type === 'S3Prefix' && readBackAsInput(uri, path)) {
    problems.add(
      'output-path',
      raw['output-path'],
      `is inside data (${uri}): the next run would read this run's .out files as inputs`,
      'Use a separate prefix outside the input (for a data prefix that is not a folder, outside its folder too).'
    )
  }

  const cache = parseCache(raw, problems, mode, {
    data: uri,
    dataIsPrefix: type === 'S3Prefix',
    output: path
  })
  const data: DataSpec = {
    uri: uri ?? '',
    type,
    contentType: checkMediaType(problems, 'content-type', raw['content-type']),
    compression: parseEnum(problems, 'compression-type', raw['compression-type'], COMPRESSION) ?? 'None',
    splitType: parseEnum(problems, 'split-type', raw['split-type'], SPLIT) ?? 'None',
    inputFilter: parseFilter(problems, 'input-filter', raw['input-filter']),
    outputFilter: parseFilter(problems, 'output-filter', raw['output-filter']),
    joinSource: parseEnum(problems, 'join-source', raw['join-source'], JOIN) ?? 'None',
    ...parseSubset(raw, problems),
    ...(cache ? { cache } : {})
  }
  const output: OutputSpec = {
    path: path ?? '',
    accept: checkMediaType(problems, 'accept', raw.accept),
    assembleWith: parseEnum(problems, 'assemble-with', raw['assemble-with'], ASSEMBLE) ?? 'None',
    kmsKey: checkKmsKey(problems, 'output-kms-key', raw['output-kms-key'])
  }
  for (const rule of dataProcessingProblems({ ...data, accept: output.accept })) {
    problems.add(rule.input, rule.value, rule.problem, rule.fix)
  }
  return { data, output }
}
