// Inputs that may hold secrets (env, model-env, tags, local-serve-command) are never echoed whole: a
// secret-looking value in every malformed shape, and no message shows any 8 characters of it.
import { startCommandServer } from '../src/backends/local/servers/command.js'
import { LOCAL_BASE, SAGEMAKER_BASE, errorsOf, type Values } from './support/inputs.js'

const SECRET = 'wJalrXUtnFEMIK7MDENGbPxRfiCYzEXAMPLEKEY'
const B64 = 'c2VjcmV0LXZhbHVlLTEyMzQ1Ng=='

/** True when `text` holds any 8 consecutive characters of `secret`. */
function leaks(text: string, secret: string): boolean {
  for (let i = 0; i + 8 <= secret.length; i++) if (text.includes(secret.slice(i, i + 8))) return true
  return false
}

const many = (n: number) => Array.from({ length: n }, (_, i) => `K${i}=${SECRET}`).join('\n')

/** Malformed KEY=VALUE text for env, model-env and tags, each holding a secret. */
// Tag keys may hold spaces and `:`, so `API KEY=...` and `API_KEY: abc==` are valid tags.
const VALID_TAGS = ['a key with a space', 'colon before a base64 value with = padding']
const ENTRY_SHAPES: Array<[string, string]> = [
  ['colon instead of =', `API_KEY: ${SECRET}`],
  ['space instead of =', `API_KEY ${SECRET}`],
  ['the bare secret', SECRET],
  ['the secret on a line of its own', `A=1\n${SECRET}`],
  ['comma-separated, no =', `A=1\nAPI_KEY:${SECRET},B=2`],
  ['colon before a base64 value with = padding', `API_KEY: ${B64}`],
  ['quoted key', `"API_KEY"="${SECRET}"`],
  ['no key', `=${SECRET}`],
  ['a key with a space', `API KEY=${SECRET}`],
  ['the same key twice', `API_KEY=${SECRET}\nAPI_KEY=${SECRET}`]
]

const cases: Array<[string, string, Values]> = []
for (const [shape, text] of ENTRY_SHAPES) {
  cases.push(['env', shape, { ...SAGEMAKER_BASE, env: text }])
  cases.push(['model-env', shape, { ...SAGEMAKER_BASE, 'model-env': text }])
  if (!VALID_TAGS.includes(shape)) cases.push(['tags', shape, { ...SAGEMAKER_BASE, tags: text }])
}
cases.push(
  ['env', 'a value over the limit', { ...SAGEMAKER_BASE, env: `API_KEY=${SECRET.repeat(300)}` }],
  ['env', 'more entries than allowed', { ...SAGEMAKER_BASE, env: many(17) }],
  ['model-env', 'a value over the limit', { ...SAGEMAKER_BASE, 'model-env': `API_KEY=${SECRET.repeat(30)}` }],
  ['tags', 'a value with a character tags refuse', { ...SAGEMAKER_BASE, tags: `owner=${SECRET}!` }],
  ['tags', 'a key with a character tags refuse', { ...SAGEMAKER_BASE, tags: `own!er=${SECRET}` }],
  ['tags', 'the reserved aws: prefix', { ...SAGEMAKER_BASE, tags: `aws:owner=${SECRET}` }],
  ['tags', 'more tags than allowed', { ...SAGEMAKER_BASE, tags: many(51) }],
  [
    'local-serve-command',
    'in sagemaker mode',
    { ...SAGEMAKER_BASE, 'local-serve-command': `python serve.py --api-key ${SECRET}` }
  ],
  [
    'local-serve-command',
    'with another local-server',
    {
      ...LOCAL_BASE,
      'local-server': 'docker',
      'local-serve-command': `API_KEY=${SECRET} python serve.py --token=${B64}`
    }
  ]
)

describe('inputs that may hold secrets', () => {
  it.each(cases)(
    '%s, %s: the error names the input and shows no part of the value',
    (input, _shape, values) => {
      const err = errorsOf(values)
      expect(err.problems.map(p => p.input)).toContain(input)
      expect(leaks(err.message, SECRET)).toBe(false)
      expect(leaks(err.message, B64)).toBe(false)
    }
  )

  it('keeps plain names visible so the entry can be found', () => {
    const err = errorsOf({ ...SAGEMAKER_BASE, env: `API_KEY: ${SECRET}` })
    expect(err.message).toContain('env: has an entry without `=` (got "API_KEY… <48 characters>")')
  })

  it('shows the program of a local-serve-command that exits, never its arguments', async () => {
    const err = await startCommandServer(`sh -c 'exit 3' --token ${SECRET}`, {
      modelDir: '/nonexistent',
      env: {},
      pingDeadlineMs: 10_000
    }).then(
      () => undefined,
      (e: Error) => e
    )
    expect(err?.message).toContain('local-serve-command (sh … +5 arguments) exited with status 3')
    expect(leaks(err!.message, SECRET)).toBe(false)
  })
})
