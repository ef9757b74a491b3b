// Failures people can act on: identical errors grouped with a count and a few example objects, each
// with a hint when the error is one of the well-known ones (a body decoded as text, a timeout, a
// missing package, ...).
import { MAX_PAYLOAD_MB } from '../../contract/limits.js'
import { SAME_EVERY_ATTEMPT } from '../../contract/object-failures.js'

export interface FailureGroup {
  /** The error, as the model server or the service said it. */
  reason: string
  count: number
  /** The first few objects that failed this way, in key order. */
  examples: string[]
  hint?: string
}

const EXAMPLES = 3

interface Rule {
  test: RegExp
  hint: (contentType?: string) => string
}

/** How to send images, said wherever a body was read the wrong way. */
const IMAGES_FIX = 'for images set content-type: application/x-image (or image/jpeg, image/png)'

/** Content types a handler reads as text (the framework containers decode JSON, CSV and text). */
const TEXT_TYPE = /^(text\/|application\/(json|jsonlines|x-jsonlines|csv)\b)/i

const RULES: Rule[] = [
  {
    // The framework containers' default handlers: no input_fn for this content type (no code/inference.py).
    test: /is not supported by this framework|Please implement input_fn/i,
    hint: ct =>
      `the model has no input_fn for content-type ${ct || '(empty)'}: without code/inference.py the ` +
      "container's default handlers read only JSON, CSV and NPY. Add code/inference.py with model_fn, " +
      'input_fn, predict_fn and output_fn (examples/model/code/inference.py is one for images), or give ' +
      'source-dir the folder that holds it'
  },
  {
    test: /codec can't decode|UnicodeDecodeError|invalid start byte/i,
    hint: ct =>
      !ct
        ? `content-type is empty: the model server got raw bytes it tried to decode as text; ${IMAGES_FIX}, else the type input_fn expects`
        : TEXT_TYPE.test(ct)
          ? `content-type ${ct} made the handler decode the body as text, and it is not text (images?): ${IMAGES_FIX}`
          : `the model server decoded the request body as text: check that input_fn accepts content-type ${ct} as bytes`
  },
  {
    test: /\b415\b|unsupported content.?type/i,
    hint: ct =>
      `input_fn does not accept content-type ${ct || '(empty)'}: set content-type to a type it handles`
  },
  {
    test: /\b413\b|payload too large|too large/i,
    hint: () =>
      `the request was too large: an object over max-payload needs a larger max-payload (at most ${MAX_PAYLOAD_MB} MB) ` +
      "or a split-type; a request over the model server's own cap needs a smaller max-payload (or the cap raised)"
  },
  {
    test: /timed out|timeout/i,
    hint: () =>
      'raise invocation-timeout, or lower max-concurrent-transforms so each request is served sooner'
  },
  {
    test: /out of memory|OutOfMemory|OOM|Killed/i,
    hint: () =>
      'the model ran out of memory: lower max-concurrent-transforms or max-payload, or choose a larger instance'
  },
  {
    test: /ModuleNotFoundError|No module named/,
    hint: () => 'add the missing package to code/requirements.txt'
  },
  {
    test: /cannot reach the model server|no answer from the model server|ECONNREFUSED|ECONNRESET/i,
    hint: () => 'the model server stopped or never answered: read its log lines above this report'
  },
  {
    test: /\bHTTP 4\d\d\b/,
    hint: ct =>
      `the model's input handler refused the request: check that input_fn accepts content-type ${ct || '(empty)'} and this input`
  },
  {
    test: /\bHTTP 5\d\d\b/,
    hint: () =>
      "the model's handler raised an error: the reason shows its last error line; mode: local runs the same handler on the runner"
  },
  {
    test: /See job logs|AlgorithmError|ClientError|no reason in the job's data-log/i,
    hint: () =>
      "set logs: true to print the job's CloudWatch log streams in the workflow log; the reasons of failed " +
      'inputs are read from its data-log when the role may call logs:DescribeLogStreams and logs:GetLogEvents'
  }
]

/** Said besides a rule's hint when an input failed the same way on every attempt (local mode knows). */
const RETRIES_HINT =
  'it failed the same way on every attempt: invocation-retries: 0 fails such an input at once, which speeds debugging'

export function hintFor(reason: string, contentType?: string): string | undefined {
  const hints = [
    RULES.find(r => r.test.test(reason))?.hint(contentType),
    SAME_EVERY_ATTEMPT.test(reason) ? RETRIES_HINT : undefined
  ].filter(h => h !== undefined)
  return hints.length ? hints.join('; ') : undefined
}

/** Groups per-object failures by identical reason, most frequent first. */
export function groupFailures(
  failures: { key: string; reason: string }[],
  contentType?: string
): FailureGroup[] {
  const groups = new Map<string, string[]>()
  for (const f of failures) {
    const reason = f.reason.replace(/\s+/g, ' ').trim()
    const keys = groups.get(reason) ?? []
    keys.push(f.key)
    groups.set(reason, keys)
  }
  return [...groups.entries()]
    .map(([reason, keys]) => {
      const hint = hintFor(reason, contentType)
      return {
        reason,
        count: keys.length,
        examples: [...keys].sort().slice(0, EXAMPLES),
        ...(hint ? { hint } : {})
      }
    })
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1))
}
