// Every problem the runner can find alone is named, with its fix, before any connection: a loopback
// tripwire stands in for S3, SageMaker and every other AWS endpoint, and counts the connections made to
// it. The same holds with no credentials at all, where the error names the fix.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { runAction } from './support/emulator/action.js'
import { classifierOnSageMaker } from './support/emulator/action.js'

interface Tripwire {
  url: string
  connections: () => number
  close: () => Promise<void>
}

/** A loopback port that counts each connection and closes it at once (an endpoint that never answers). */
async function tripwire(): Promise<Tripwire> {
  let count = 0
  const server = net.createServer(socket => {
    count++
    socket.destroy()
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => count,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

/** The SDK's default chain finds nothing: no keys, no profile files, no container or instance metadata. */
const CREDENTIAL_KEYS = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_PROFILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_ROLE_ARN',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI'
]
async function withoutCredentials<T>(dir: string, act: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(
    [...CREDENTIAL_KEYS, 'AWS_EC2_METADATA_DISABLED', 'AWS_CONFIG_FILE', 'AWS_SHARED_CREDENTIALS_FILE'].map(
      k => [k, process.env[k]]
    )
  )
  for (const k of CREDENTIAL_KEYS) delete process.env[k]
  process.env.AWS_EC2_METADATA_DISABLED = 'true'
  process.env.AWS_CONFIG_FILE = path.join(dir, 'no-config')
  process.env.AWS_SHARED_CREDENTIALS_FILE = path.join(dir, 'no-credentials')
  try {
    return await act()
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

let dir: string
let wire: Tripwire
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'free-checks-'))
  wire = await tripwire()
})
afterEach(async () => {
  await wire.close()
  await rm(dir, { recursive: true, force: true })
})

async function files(folder: string, entries: Record<string, string>): Promise<string> {
  const root = path.join(dir, folder)
  await mkdir(root, { recursive: true })
  for (const [name, text] of Object.entries(entries)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true })
    await writeFile(path.join(root, name), text)
  }
  return root
}

const HANDLER_MIX = 'def transform_fn(m, d, c, a):\n    return d\n\ndef input_fn(b, c):\n    return b\n'

/** Each layout problem: the model inputs that make it, and what the error must say (the fix included). */
const LAYOUTS: Record<string, { model: () => Promise<Record<string, string>>; says: RegExp }> = {
  'a model-path that does not exist': {
    model: async () => ({ 'model-path': path.join(dir, 'missing') }),
    says: /model-path does not exist\. Point it at the model directory or model\.tar\.gz\./
  },
  'an empty folder': {
    model: async () => ({ 'model-path': await files('empty', {}) }),
    says: /empty.*(no model|holds no)|neither a TensorFlow layout .* nor a PyTorch/
  },
  'two .pt files at the top': {
    model: async () => ({ 'model-path': await files('two', { 'a.pt': 'w', 'b.pt': 'w' }) }),
    says: /a\.pt.*b\.pt|b\.pt.*a\.pt/
  },
  'an inference.py with transform_fn and input_fn': {
    model: async () => ({
      'model-path': await files('mixed', { 'model.pt': 'w', 'code/inference.py': HANDLER_MIX })
    }),
    says: /defines transform_fn together with input_fn; .*Keep transform_fn alone, or remove it/
  },
  'a TensorFlow layout without variables/': {
    model: async () => ({
      'model-path': await files('tf', { '1/saved_model.pb': 'pb' }),
      framework: 'tensorflow',
      'framework-version': '2.19'
    }),
    says: /no variables\/ directory next to saved_model\.pb\. Export the model with/
  },
  'a source-dir that does not exist': {
    model: async () => ({
      'model-path': await files('ok', { 'model.pt': 'w' }),
      'source-dir': path.join(dir, 'no-code')
    }),
    says: /source-dir is not a directory\. Point source-dir at the folder holding inference\.py\./
  }
}

function sagemakerInputs(model: Record<string, string>): Record<string, string> {
  return {
    ...classifierOnSageMaker('data-bucket'),
    ...model,
    data: 's3://data-bucket/in/',
    'output-path': 's3://data-bucket/out/',
    region: 'us-east-1',
    'sagemaker-endpoint': wire.url,
    's3-endpoint': wire.url
  }
}

function localInputs(model: Record<string, string>): Record<string, string> {
  const { framework, ...rest } = model
  return {
    ...rest,
    ...(framework ? { framework } : {}),
    mode: 'local',
    data: 's3://data-bucket/in/',
    'output-path': path.join(dir, 'out'),
    region: 'us-east-1',
    's3-endpoint': wire.url
  }
}

/** Every AWS client the run could make points at the tripwire. */
const wiredEnv = () => ({ AWS_ENDPOINT_URL: wire.url, AWS_REGION: 'us-east-1' })

async function act(inputs: Record<string, string>) {
  return runAction(inputs, {
    env: wiredEnv(),
    signal: new AbortController().signal,
    sleep: async () => undefined,
    now: () => Date.now()
  })
}

describe.each([
  ['SageMaker mode', sagemakerInputs],
  ['local mode with S3 data', localInputs]
])('%s', (_mode, inputsFor) => {
  for (const [name, { model, says }] of Object.entries(LAYOUTS)) {
    it(`names ${name} before any connection, with S3 unreachable`, async () => {
      const result = await act(inputsFor(await model()))
      expect(result.failed).toBe(true)
      expect(result.stdout).toContain('::error::')
      expect(result.stdout).toContain('the model layout is not valid:')
      expect(result.stdout.replace(/%0A/g, '\n')).toMatch(says)
      expect(result.stdout).not.toMatch(/ListObjects|connection|gave up/)
      expect(wire.connections()).toBe(0)
    })

    it(`names ${name} before any connection, with no credentials`, async () => {
      const result = await withoutCredentials(dir, async () => act(inputsFor(await model())))
      expect(result.failed).toBe(true)
      expect(result.stdout.replace(/%0A/g, '\n')).toMatch(says)
      expect(result.stdout).not.toMatch(/credentials/i)
      expect(wire.connections()).toBe(0)
    })
  }
})

describe('no credentials and a valid model', () => {
  it('names the fix: a configure-aws-credentials step or role-to-assume, with no connection made', async () => {
    const result = await withoutCredentials(dir, () =>
      act(sagemakerInputs({ 'model-path': 'test/fixtures/models/classifier' }))
    )
    expect(result.failed).toBe(true)
    const error = result.stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''
    expect(error).toContain(
      'no AWS credentials were found. Add an aws-actions/configure-aws-credentials step before this one ' +
        '(with `permissions: id-token: write` for OIDC), or set the role-to-assume input.'
    )
    expect(wire.connections()).toBe(0)
  })
})

describe('an input action.yml does not declare', () => {
  it.each(['INPUT_MIN_ACURRACY', 'INPUT_MIN_ACCURACY'])(
    '%s fails the step naming min-accuracy, before any connection',
    async variable => {
      const result = await runAction(sagemakerInputs({ 'model-path': 'test/fixtures/models/classifier' }), {
        env: { ...wiredEnv(), [variable]: '0.9' },
        signal: new AbortController().signal,
        sleep: async () => undefined,
        now: () => Date.now()
      })
      expect(result.failed).toBe(true)
      const error = result.stdout.split('\n').find(line => line.startsWith('::error::')) ?? ''
      expect(error).toContain(`is not an input of this action (${variable})`)
      expect(error).toContain('Did you mean `min-accuracy`?')
      expect(result.outputs).toEqual({})
      expect(wire.connections()).toBe(0)
    }
  )
})
