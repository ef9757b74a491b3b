// `tags`: KEY=VALUE entries for the model and the job, checked against the API's Tag shapes.
import type { Tag } from '../spec.js'
import { TAG_KEY_MAX, TAG_PATTERN, TAG_VALUE_MAX, TAGS_MAX } from '../contract/limits.js'
import type { Problems } from './problems.js'
import { parseKeyValues } from './values.js'
import { hiddenValue, shownKey } from '../redact.js'

const CHARS = 'letters, digits, spaces and _ . : / = + - @'

export function parseTags(problems: Problems, raw: string): Tag[] {
  const entries = parseKeyValues(problems, 'tags', raw)
  if (entries.length > TAGS_MAX) {
    problems.add(
      'tags',
      `${entries.length} tags`,
      `has more than the ${TAGS_MAX} tags SageMaker allows`,
      `Keep at most ${TAGS_MAX} tags.`
    )
  }
  const tags: Tag[] = []
  for (const [key, value] of entries) {
    if (key.length > TAG_KEY_MAX || !TAG_PATTERN.test(key)) {
      problems.add(
        'tags',
        shownKey(key),
        'has an invalid tag key',
        `Tag keys are 1-${TAG_KEY_MAX} characters of ${CHARS}.`
      )
    } else if (key.toLowerCase().startsWith('aws:')) {
      problems.add(
        'tags',
        shownKey(key),
        'uses the reserved prefix aws:',
        'Choose a key that does not start with aws:.'
      )
    } else if (value.length > TAG_VALUE_MAX || !TAG_PATTERN.test(value)) {
      problems.add(
        'tags',
        `${shownKey(key)}=${hiddenValue(value)}`,
        'has an invalid tag value',
        `Tag values are 0-${TAG_VALUE_MAX} characters of ${CHARS}.`
      )
    } else {
      tags.push({ Key: key, Value: value })
    }
  }
  return tags
}
