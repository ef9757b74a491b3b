// DataProcessing's rules (AWS developer guide, batch-transform-data-processing): which records the filters
// and the join work on. parseInputs reports a broken rule as an input problem in both modes; the local
// data plane then relies on them.
import type { JsonPath, JoinSource, SplitType } from '../spec.js'

/** With JoinSource Input, ContentType and Accept must each be one of these. */
const JOIN_MEDIA_TYPES = ['text/csv', 'application/json', 'application/jsonlines'] as const

export type RecordFormat = 'json' | 'csv'

const baseType = (mediaType: string | undefined): string =>
  (mediaType ?? '').split(';')[0].trim().toLowerCase()

/** How a record of this media type is read by the filters: JSON, a CSV row, or not at all. */
export function recordFormat(mediaType: string | undefined): RecordFormat | undefined {
  const base = baseType(mediaType)
  if (
    [
      'application/json',
      'application/jsonlines',
      'application/x-jsonlines',
      'application/json-lines'
    ].includes(base)
  )
    return 'json'
  if (['text/csv', 'text/x-csv', 'application/csv'].includes(base)) return 'csv'
  return undefined
}

/** A filter that does something: `$` alone passes the record through. */
export function isActiveFilter(path: JsonPath | undefined): path is JsonPath {
  return path !== undefined && path.segments.length > 0
}

export interface DataProcessingSettings {
  contentType?: string
  accept?: string
  inputFilter?: JsonPath
  outputFilter?: JsonPath
  joinSource?: JoinSource
  splitType: SplitType
}

interface RuleProblem {
  input: string
  value: string
  problem: string
  fix: string
}

/** Every DataProcessing rule these settings break. */
export function dataProcessingProblems(s: DataProcessingSettings): RuleProblem[] {
  const problems: RuleProblem[] = []
  const inputFilter = isActiveFilter(s.inputFilter)
  const outputFilter = isActiveFilter(s.outputFilter)
  const join = s.joinSource === 'Input'
  const used = [inputFilter && 'input-filter', outputFilter && 'output-filter', join && 'join-source: Input']
    .filter(Boolean)
    .join(', ')
  if (used && (s.splitType === 'RecordIO' || s.splitType === 'TFRecord')) {
    problems.push({
      input: 'split-type',
      value: s.splitType,
      problem: `cannot be used with ${used}: they work on JSON or CSV records`,
      fix: 'Use split-type Line (or None) with JSON or CSV data, or remove the data processing inputs.'
    })
  }
  const types = JOIN_MEDIA_TYPES.join(', ')
  if (join) {
    for (const [input, value] of [
      ['content-type', s.contentType],
      ['accept', s.accept]
    ] as const) {
      if (!(JOIN_MEDIA_TYPES as readonly string[]).includes(baseType(value))) {
        problems.push({
          input,
          value: value ?? '',
          problem: `must be one of ${types} with join-source: Input`,
          fix: `Set ${input} to one of ${types} (SageMaker joins only these), or remove join-source.`
        })
      }
    }
  } else if (outputFilter && !(recordFormat(s.accept) ?? recordFormat(s.contentType))) {
    problems.push({
      input: 'output-filter',
      value: s.outputFilter!.source,
      problem: 'needs JSON or CSV output',
      fix: 'Set accept to application/json, application/jsonlines or text/csv, or remove output-filter.'
    })
  }
  if (inputFilter && !join && !recordFormat(s.contentType)) {
    problems.push({
      input: 'input-filter',
      value: s.inputFilter!.source,
      problem: 'needs JSON or CSV input',
      fix: 'Set content-type to application/json, application/jsonlines or text/csv, or remove input-filter.'
    })
  }
  return problems
}
