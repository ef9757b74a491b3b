// Data and output inputs: where records come from, how they are split and filtered, where results go.
import type {
  AssembleWith,
  CompressionType,
  DataSpec,
  JoinSource,
  Mode,
  OutputSpec,
  S3DataType,
  SplitType
} from '../spec.js'
import { JSON_PATH_MAX, MEDIA_TYPE_MAX } from './limits.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { checkKmsKey } from './resources.js'
import { hasControlChars, parseEnum, parseLocation } from './values.js'

const DATA_TYPES: readonly S3DataType[] = ['S3Prefix', 'ManifestFile']
const COMPRESSION: readonly CompressionType[] = ['None', 'Gzip']
const SPLIT: readonly SplitType[] = ['None', 'Line', 'RecordIO', 'TFRecord']
const ASSEMBLE: readonly AssembleWith[] = ['None', 'Line']
const JOIN: readonly JoinSource[] = ['None', 'Input']

function checkMediaType(p: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  if (raw.length > MEDIA_TYPE_MAX || hasControlChars(raw)) {
    return p.add(
      name,
      raw,
      `is not a MIME type of at most ${MEDIA_TYPE_MAX} characters`,
      'Use a MIME type such as application/json.'
    )
  }
  return raw
}

/** DataProcessing filters: JSONPath expressions of at most 63 characters, rooted at `$`. */
function checkJsonPath(p: Problems, name: string, raw: string): string | undefined {
  if (raw === '') return undefined
  if (!raw.startsWith('$')) {
    return p.add(name, raw, 'is not a JSONPath expression', 'Start it with $, e.g. $[1:] or $.features.')
  }
  if (raw.length > JSON_PATH_MAX) {
    return p.add(
      name,
      raw,
      `is ${raw.length} characters long`,
      `SageMaker accepts JSONPath filters of at most ${JSON_PATH_MAX} characters.`
    )
  }
  return raw
}

/** `s3://b/p`, `s3://b/p/` and a path with or without its trailing slash name the same folder. */
const folder = (loc: string) => loc.replace(/\/+$/, '')

export function parseData(raw: RawInputs, p: Problems, mode: Mode): { data: DataSpec; output: OutputSpec } {
  const local = mode === 'local'
  const type = parseEnum(p, 'data-type', raw['data-type'], DATA_TYPES) ?? 'S3Prefix'

  let uri: string | undefined
  if (raw.data === '') {
    p.add(
      'data',
      '',
      'is required',
      'Set data to the S3 prefix (or, in local mode, the directory) holding the input objects.'
    )
  } else {
    uri = parseLocation(p, 'data', raw.data, { local, keyRequired: type === 'ManifestFile' })
    if (uri && type === 'ManifestFile' && uri.endsWith('/')) {
      p.add(
        'data',
        raw.data,
        'ends with / but data-type is ManifestFile',
        'Point data at the manifest file itself.'
      )
    }
  }

  let path: string | undefined
  if (raw['output-path'] === '') {
    p.add(
      'output-path',
      '',
      'is required',
      'Set output-path to the S3 prefix (or, in local mode, the directory) for the .out files.'
    )
  } else {
    path = parseLocation(p, 'output-path', raw['output-path'], { local })
  }
  if (uri && path && type === 'S3Prefix' && folder(uri) === folder(path)) {
    p.add(
      'output-path',
      raw['output-path'],
      'is the same location as data',
      'Use a separate prefix: .out files among the inputs would be read as inputs by the next run.'
    )
  }

  return {
    data: {
      uri: uri ?? '',
      type,
      contentType: checkMediaType(p, 'content-type', raw['content-type']),
      compression: parseEnum(p, 'compression-type', raw['compression-type'], COMPRESSION) ?? 'None',
      splitType: parseEnum(p, 'split-type', raw['split-type'], SPLIT) ?? 'None',
      inputFilter: checkJsonPath(p, 'input-filter', raw['input-filter']),
      outputFilter: checkJsonPath(p, 'output-filter', raw['output-filter']),
      joinSource: parseEnum(p, 'join-source', raw['join-source'], JOIN) ?? 'None'
    },
    output: {
      path: path ?? '',
      accept: checkMediaType(p, 'accept', raw.accept),
      assembleWith: parseEnum(p, 'assemble-with', raw['assemble-with'], ASSEMBLE) ?? 'None',
      kmsKey: checkKmsKey(p, 'output-kms-key', raw['output-kms-key'])
    }
  }
}
