// The mixed-prefix scenario: inputs of every shape go through the local backend and through the
// SageMaker emulator's executor (the job request the SageMaker backend builds, run as the emulator
// runs it); both write the same output keys, and the result reader expects exactly those, so no
// object counts as failed and no output as an orphan.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as tar from 'tar'
import { createLocalBackend, type StartModelServer } from '../src/backends/local/local-backend.js'
import { buildCreateTransformJobInput } from '../src/backends/sagemaker/requests.js'
import type { StageContext } from '../src/context.js'
import { testActionContext } from './support/context.js'
import { openInputListing } from '../src/listing/listing.js'
import { outputPlaceOf } from '../src/contract/output-keys.js'
import { ClassRegistry } from '../src/results/classes.js'
import { collectResults } from '../src/results/read/collect-outputs.js'
import { openFolder } from '../src/storage/resolve.js'
import type { S3DataType } from '../src/spec.js'
import { sagemakerSpec } from './support/emulator/spec.js'
import { LOCAL_BASE, parseLocal } from './support/inputs.js'
import { localExecutor } from './support/local-executor.js'
import { startTestModelServer, type TestModelServer } from './support/model-server.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { plannedJob, settled } from './support/planned-job.js'

const s3 = testS3Client()
const source = () => s3
let bucket: string
let dir: string
let archive: string
let server: TestModelServer

beforeAll(async () => {
  bucket = await freshBucket(s3, 'mixed')
  // The length given: the SDK sets none for an empty body, and warns of a stream of unknown length.
  const put = (key: string, body: Buffer | string) =>
    s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: Buffer.byteLength(body) })
    )
  for (const key of ['in/a.jpg', 'in/sub/b.jpg', 'in-2/c.jpg']) await put(key, `bytes of ${key}`)
  await put('in/', '') // a folder marker is not an object
  await put('m/list.json', JSON.stringify([{ prefix: `s3://${bucket}/in/` }, 'a.jpg', 'sub/b.jpg']))
  await put('gz/rows.csv.gz', gzipSync('1,2\n3,4\n'))
  await put('gz/deep/more.csv.gz', gzipSync('5,6\n'))
  dir = await mkdtemp(path.join(os.tmpdir(), 'mixed-'))
  await mkdir(path.join(dir, 'model'))
  await writeFile(path.join(dir, 'model', 'model.pt'), 'weights')
  archive = path.join(dir, 'model.tar.gz')
  await tar.c({ gzip: true, file: archive, cwd: path.join(dir, 'model') }, ['model.pt'])
  for (const rel of ['a.jpg', 'sub/b.jpg']) {
    await mkdir(path.dirname(path.join(dir, 'folder', rel)), { recursive: true })
    await writeFile(path.join(dir, 'folder', rel), `bytes of ${rel}`)
  }
  server = await startTestModelServer({ answer: req => ({ body: `${req.body.length}` }) })
})
afterAll(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const context = (): StageContext => testActionContext(dir, { loud: true })

const start: StartModelServer = async () => ({
  url: server.url,
  description: 'the shared loopback test server',
  stop: async () => undefined
})

interface Shape {
  name: string
  data: string
  type: S3DataType
  compression?: 'Gzip'
  expected: string[]
}

const shapes = (): Shape[] => [
  {
    name: 'a prefix without its trailing slash',
    data: `s3://${bucket}/in`,
    type: 'S3Prefix',
    expected: ['a.jpg.out', 'in-2/c.jpg.out', 'sub/b.jpg.out']
  },
  {
    name: 'a prefix with its trailing slash',
    data: `s3://${bucket}/in/`,
    type: 'S3Prefix',
    expected: ['a.jpg.out', 'sub/b.jpg.out']
  },
  {
    name: 'a prefix that is not a folder boundary',
    data: `s3://${bucket}/in/a`,
    type: 'S3Prefix',
    expected: ['a.jpg.out']
  },
  {
    name: 'a manifest',
    data: `s3://${bucket}/m/list.json`,
    type: 'ManifestFile',
    expected: ['a.jpg.out', 'sub/b.jpg.out']
  },
  {
    name: 'Gzip input, nested',
    data: `s3://${bucket}/gz/`,
    type: 'S3Prefix',
    compression: 'Gzip',
    expected: ['deep/more.csv.gz.out', 'rows.csv.gz.out']
  }
]

async function outputKeys(outputPath: string): Promise<string[]> {
  const keys: string[] = []
  for await (const o of openFolder(outputPath, source, 'output-path').list('')) keys.push(o.key)
  return keys.sort()
}

async function runLocalBackend(shape: Shape, outputPath: string) {
  const spec = parseLocal({
    ...LOCAL_BASE,
    'model-path': archive,
    data: shape.data,
    'data-type': shape.type,
    'compression-type': shape.compression ?? 'None',
    'output-path': outputPath,
    'max-payload': 'auto',
    's3-endpoint': s3Endpoint()
  })
  return createLocalBackend(context(), { startServer: start }).run(
    await plannedJob(spec),
    { localArchive: archive, framework: 'pytorch' },
    {},
    new AbortController().signal
  )
}

async function runEmulatedJob(shape: Shape, outputPath: string) {
  const spec = sagemakerSpec({
    data: { uri: shape.data, type: shape.type, compression: shape.compression ?? 'None' },
    output: { path: outputPath }
  })
  const job = buildCreateTransformJobInput(settled(spec), { jobName: 'mixed', modelName: 'mixed' })
  return localExecutor({ s3, server: server.url, sleep: async () => undefined })(
    job,
    { ModelName: 'mixed', PrimaryContainer: { Image: 'x' } },
    { signal: new AbortController().signal, log: () => undefined }
  )
}

async function read(shape: Shape, outputPath: string) {
  return collectResults({
    inputs: await openInputListing(shape.data, shape.type, source, { outputs: outputPlaceOf(outputPath) }),
    outputs: openFolder(outputPath, source, 'output-path'),
    read: { format: 'raw', classes: new ClassRegistry() },
    concurrency: 4,
    sink: () => undefined
  })
}

describe('the mixed-prefix scenario', () => {
  it.each(shapes().map(s => [s.name, s] as const))(
    '%s: the local backend, the emulator and the reader agree',
    async (_name, named) => {
      // The table is built before the bucket exists: its URIs are read again now.
      const shape = shapes().find(s => s.name === named.name)!
      const slug = shape.name.replace(/\W+/g, '-')
      const localOut = `s3://${bucket}/out-local/${slug}/`
      const emulatedOut = `s3://${bucket}/out-emulated/${slug}/`

      expect(await runLocalBackend(shape, localOut)).toMatchObject({ status: 'Completed' })
      expect(await runEmulatedJob(shape, emulatedOut)).toEqual({ status: 'Completed' })
      expect(await outputKeys(localOut)).toEqual(shape.expected)
      expect(await outputKeys(emulatedOut)).toEqual(shape.expected)

      for (const out of [localOut, emulatedOut]) {
        const c = await read(shape, out)
        expect({ total: c.objectsTotal, withOutput: c.withOutput, failed: c.failed.count }).toEqual({
          total: shape.expected.length,
          withOutput: shape.expected.length,
          failed: 0
        })
        expect(c.orphanOutputs.count).toBe(0)
      }
    }
  )

  it('a local folder: the local backend writes what the reader expects', async () => {
    const out = path.join(dir, 'out-folder')
    const shape: Shape = { name: 'folder', data: path.join(dir, 'folder'), type: 'S3Prefix', expected: [] }
    expect(await runLocalBackend(shape, out)).toMatchObject({ status: 'Completed' })
    expect(await outputKeys(out)).toEqual(['a.jpg.out', 'sub/b.jpg.out'])
    const c = await read(shape, out)
    expect([c.objectsTotal, c.withOutput, c.failed.count, c.orphanOutputs.count]).toEqual([2, 2, 0, 0])
  })
})
