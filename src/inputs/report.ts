// Report inputs: how predictions are read, evaluated, gated and published.
import { BUILTIN_LABEL_MAPS, type CommentMode, type OutputFormat, type ReportSpec } from '../spec.js'
import type { RawInputs } from './names.js'
import type { Problems } from './problems.js'
import { isRegistryBaseline } from './registry.js'
import {
  AMOUNT,
  hasControlChars,
  parseAmount,
  parseBool,
  parseEnum,
  parseFraction,
  parseInteger,
  parseLocation
} from './values.js'

const FORMATS: readonly OutputFormat[] = ['auto', 'classification', 'detection', 'jsonlines', 'raw']
const COMMENT: readonly CommentMode[] = ['auto', 'always', 'never']
const DEFAULT_COMMENT_KEY = 'batch-transform'
const DETECTION_IMAGES_MAX = 100

/** `label-map` names a built-in map in any letter case: its canonical name. */
export function builtinLabelMapName(raw: string): string | undefined {
  return BUILTIN_LABEL_MAPS.find(b => b === raw.toLowerCase())
}

/** What a `label-map` that is no built-in and no file on the runner is told (input parsing, preflight). */
export const LABEL_MAP_NOT_FOUND = {
  problem: 'is neither a built-in label map nor a file on the runner',
  fix: `Use one of ${BUILTIN_LABEL_MAPS.join(', ')}, or the path of a JSON or one-label-per-line file.`
}

function parseLabelMap(problems: Problems, raw: string): string | undefined {
  if (raw === '') return undefined
  const builtin = builtinLabelMapName(raw)
  if (builtin) return builtin
  // A bare name like a built-in's (imagenet1000, coco-80) is a misspelt built-in, not a file.
  if (/^(imagenet|coco)[\w-]*$/i.test(raw)) {
    return problems.add('label-map', raw, 'is not a built-in label map', LABEL_MAP_NOT_FOUND.fix)
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^file:\/\//i.test(raw)) {
    return problems.add('label-map', raw, LABEL_MAP_NOT_FOUND.problem, LABEL_MAP_NOT_FOUND.fix)
  }
  return parseLocation(problems, 'label-map', raw, { local: true })
}

/** A hidden HTML marker carries the key, so it must not be able to end the comment early. */
export function parseCommentKey(problems: Problems, raw: string): string {
  if (raw === '') return DEFAULT_COMMENT_KEY
  if (raw.length > 200 || /[<>]|--/.test(raw) || hasControlChars(raw)) {
    problems.add(
      'comment-key',
      raw,
      'cannot be used in a comment marker',
      'Use up to 200 characters without <, >, -- or line breaks.'
    )
  }
  return raw
}

/** `auto` (the default) looks the price up; a number given wins. */
function parsePrice(problems: Problems, raw: string): number | 'auto' | undefined {
  if (raw === '' || raw.toLowerCase() === 'auto') return 'auto'
  if (AMOUNT.test(raw)) return parseAmount(problems, 'price-per-hour', raw)
  return problems.add(
    'price-per-hour',
    raw,
    'is neither auto nor a non-negative number',
    'Use auto to look the price up, or the USD price of one instance-hour such as 3.825.'
  )
}

/** A budget of 0 would stop every job at its first poll. */
function parseBudget(problems: Problems, raw: string): number | undefined {
  const fix = 'Use the most USD of instance time the job may cost, such as 25, or leave it empty.'
  if (raw === '') return undefined
  if (!AMOUNT.test(raw)) return problems.add('max-cost', raw, 'is not a positive number', fix)
  const n = parseAmount(problems, 'max-cost', raw)
  if (n === 0) return problems.add('max-cost', raw, 'is 0, which would stop every job at once', fix)
  return n
}

export function parseReport(raw: RawInputs, problems: Problems): ReportSpec {
  const groundTruth = raw['ground-truth']
    ? parseLocation(problems, 'ground-truth', raw['ground-truth'], { local: true })
    : undefined
  const fromRegistry = isRegistryBaseline(raw.baseline)
  const baseline =
    raw.baseline && !fromRegistry
      ? parseLocation(problems, 'baseline', raw.baseline, { local: true })
      : undefined
  const baselinePointer = raw['baseline-pointer']
    ? parseLocation(problems, 'baseline-pointer', raw['baseline-pointer'], { local: true })
    : undefined
  if (baselinePointer !== undefined && !/\.json$/i.test(baselinePointer)) {
    problems.add(
      'baseline-pointer',
      raw['baseline-pointer'],
      'must name a .json file',
      'Give a path such as s3://bucket/eval/main/latest.json, and the same path as baseline in pull requests.'
    )
  }
  const minAccuracy = parseFraction(problems, 'min-accuracy', raw['min-accuracy'])
  const minAgreement = parseFraction(problems, 'min-agreement', raw['min-agreement'])
  if (minAccuracy !== undefined && !raw['ground-truth']) {
    problems.add(
      'min-accuracy',
      raw['min-accuracy'],
      'needs ground-truth',
      'Set ground-truth to the manifest of true classes, or remove min-accuracy.'
    )
  }
  if (minAgreement !== undefined && !raw.baseline) {
    problems.add(
      'min-agreement',
      raw['min-agreement'],
      'needs baseline',
      "Set baseline to an earlier run's output path, or remove min-agreement."
    )
  }
  return {
    outputFormat: parseEnum(problems, 'output-format', raw['output-format'], FORMATS) ?? 'auto',
    labelMap: parseLabelMap(problems, raw['label-map']),
    scoreThreshold: parseFraction(problems, 'score-threshold', raw['score-threshold']) ?? 0.5,
    groundTruth,
    baseline,
    ...(fromRegistry ? { baselineFromRegistry: true } : {}),
    baselinePointer,
    minAccuracy,
    minAgreement,
    maxFailedObjects: parseInteger(problems, 'max-failed-objects', raw['max-failed-objects'], { min: 0 }),
    stopEarly: parseBool(problems, 'stop-early', raw['stop-early'], true),
    pricePerHour: parsePrice(problems, raw['price-per-hour']),
    maxCost: parseBudget(problems, raw['max-cost']),
    comment: parseEnum(problems, 'comment', raw.comment, COMMENT) ?? 'auto',
    commentKey: parseCommentKey(problems, raw['comment-key']),
    githubToken: raw['github-token'] || undefined,
    detectionImages:
      parseInteger(problems, 'detection-images', raw['detection-images'], {
        min: 0,
        max: DETECTION_IMAGES_MAX
      }) ?? 8
  }
}
