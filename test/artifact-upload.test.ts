import { GetObjectCommand } from '@aws-sdk/client-s3'
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { prepareModel, prepareModelWith, type ArtifactOptions } from '../src/artifact/prepare.js'
import { packTree, tarIdentity } from '../src/artifact/pack.js'
import { uploadArchive } from '../src/artifact/publish.js'
import { readDirectoryTree } from '../src/artifact/tree.js'
import { headObject } from '../src/storage/s3.js'
import { readAll } from '../src/storage/store.js'
import { testActionContext } from './support/context.js'
import { freshBucket, s3Endpoint, testS3Client } from './support/s3.js'
import { recordCommands } from './support/s3-requests.js'
import { modelSpec, pytorchFiles, tempDir, tensorflowFiles, writeTree } from './support/models.js'

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

let root: string
let bucket: string
const client = testS3Client()
const sent = recordCommands(client)
const logs: string[] = []

beforeEach(async () => {
  root = await tempDir('upload-')
  bucket = await freshBucket(client)
  sent.length = 0
  logs.length = 0
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

function deps(extra: Partial<ArtifactOptions> = {}): ArtifactOptions {
  return {
    s3: () => client,
    cacheDir: path.join(root, 'cache'),
    log: { info: m => void logs.push(m) },
    now: () => 0,
    ...extra
  }
}

async function download(dataUrl: string): Promise<Buffer> {
  const key = dataUrl.slice(`s3://${bucket}/`.length)
  const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await out.Body!.transformToByteArray())
}

describe('content-addressed upload to S3 (s3rver)', () => {
  it('uploads to <artifact-path>/<tar sha256>/model.tar.gz with its metadata and checksum', async () => {
    const dir = await writeTree(path.join(root, 'm'), tensorflowFiles())
    const spec = modelSpec({ path: dir, artifactPath: `s3://${bucket}/models/` })
    const out = await prepareModelWith(spec, deps())
    // A small artifact goes up in one PutObject, then the checksum object.
    expect(sent).toEqual(['HeadObjectCommand', 'GetObjectCommand', 'PutObjectCommand', 'PutObjectCommand'])
    const tarSha = (await tarIdentity(await readDirectoryTree(dir))).tarSha256
    expect(out).toEqual({
      framework: 'tensorflow',
      entryPoint: 'inference.py',
      dataUrl: `s3://${bucket}/models/${tarSha}/model.tar.gz`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/)
    })
    const bytes = await download(out.dataUrl!)
    expect(sha256(bytes)).toBe(out.sha256)
    expect(sha256(zlib.gunzipSync(bytes))).toBe(tarSha)
    const head = await headObject(client, { bucket, key: `models/${tarSha}/model.tar.gz` })
    expect(head?.metadata).toEqual({ 'tar-sha256': tarSha })
    expect((await download(`${out.dataUrl}.sha256`)).toString()).toBe(`${out.sha256}  model.tar.gz\n`)
    expect(logs[0]).toMatch(
      new RegExp(
        `^Model ${dir}: tensorflow layout \\(versions 1\\), entry point code/inference.py; 8 entries`
      )
    )
    expect(logs[1]).toMatch(new RegExp(`^Uploaded ${out.dataUrl}: packed 5 files, `))
  })

  it('skips the upload when the same model is already there', async () => {
    const dir = await writeTree(path.join(root, 'm'), pytorchFiles())
    const spec = modelSpec({ path: dir, artifactPath: `s3://${bucket}/models` })
    const first = await prepareModelWith(spec, deps())
    const key = first.dataUrl!.slice(`s3://${bucket}/`.length)
    const before = await headObject(client, { bucket, key })
    sent.length = 0

    const second = await prepareModelWith(spec, deps())
    expect(second).toEqual(first)
    expect(sent).toEqual(['HeadObjectCommand', 'GetObjectCommand']) // no PUT, no multipart
    const after = await headObject(client, { bucket, key })
    expect(after?.etag).toBe(before?.etag)
    expect(after?.lastModified).toEqual(before?.lastModified)
    expect(logs.at(-1)).toBe(`Model unchanged: ${first.dataUrl} already holds it; upload skipped (0.00 s).`)
  })

  it('uploads again when the object there lacks the matching metadata', async () => {
    const dir = await writeTree(path.join(root, 'm'), pytorchFiles())
    const tarSha = (await tarIdentity(await readDirectoryTree(dir))).tarSha256
    await client.send(
      new (await import('@aws-sdk/client-s3')).PutObjectCommand({
        Bucket: bucket,
        Key: `models/${tarSha}/model.tar.gz`,
        Body: 'not the artifact'
      })
    )
    const out = await prepareModelWith(
      modelSpec({ path: dir, artifactPath: `s3://${bucket}/models` }),
      deps()
    )
    expect(sha256(await download(out.dataUrl!))).toBe(out.sha256)
  })

  it('streams a large artifact in a multipart upload, same bytes as a local pack', async () => {
    const weights = randomBytes(17 * 1024 * 1024) // incompressible: the archive stays > 16 MB
    const dir = await writeTree(path.join(root, 'm'), { ...pytorchFiles(), 'extra/weights.bin': weights })
    const spec = modelSpec({ path: dir, artifactPath: `s3://${bucket}/big` })
    const out = await prepareModelWith(spec, deps({ partSize: 5 * 1024 * 1024 }))
    expect(sent.filter(c => c === 'UploadPartCommand').length).toBe(4)
    expect(sent.filter(c => c === 'CreateMultipartUploadCommand').length).toBe(1)
    expect(sent.filter(c => c === 'CompleteMultipartUploadCommand').length).toBe(1)
    const bytes = await download(out.dataUrl!)
    expect(bytes.length).toBeGreaterThan(16 * 1024 * 1024)
    expect(sha256(bytes)).toBe(out.sha256)
    const local = await readAll(Readable.from(packTree(await readDirectoryTree(dir)).stream))
    expect(local.equals(bytes)).toBe(true)
    // The system tar unpacks what S3 holds.
    const file = path.join(root, 'got.tar.gz')
    await writeFile(file, bytes)
    execFileSync('tar', ['-xzf', file, '-C', root, 'extra/weights.bin'])
    expect((await readFile(path.join(root, 'extra/weights.bin'))).equals(weights)).toBe(true)
  })

  it('leaves no object behind when packing fails mid-upload', async () => {
    const dir = await writeTree(path.join(root, 'm'), { 'model.pt': randomBytes(12 * 1024 * 1024) })
    const tree = await readDirectoryTree(dir)
    const id = await tarIdentity(tree)
    await writeFile(path.join(dir, 'model.pt'), randomBytes(12 * 1024 * 1024)) // rewritten after hashing
    const loc = { bucket, key: 'models/x/model.tar.gz' }
    const packed = packTree(tree, id)
    await expect(
      uploadArchive(client, loc, Readable.from(packed.stream), { tarSha256: id.tarSha256, partSize: 5 << 20 })
    ).rejects.toThrow(`${dir}/model.pt: the file changed while the model was being packed.`)
    expect(await headObject(client, loc)).toBeUndefined()
    expect(sent).toContain('UploadPartCommand')
    expect(sent).toContain('AbortMultipartUploadCommand')
    expect(sent).not.toContain('CompleteMultipartUploadCommand')
  })

  it('uploads an existing .tar.gz as is, content-addressed, and skips it the second time', async () => {
    const src = await writeTree(path.join(root, 'src'), pytorchFiles())
    const file = path.join(root, 'model.tar.gz')
    execFileSync('tar', ['-czf', file, '-C', src, '.'])
    const original = await readFile(file)
    const tarSha = sha256(zlib.gunzipSync(original))
    const spec = modelSpec({ path: file, artifactPath: `s3://${bucket}/a` })
    const out = await prepareModelWith(spec, deps())
    expect(out).toEqual({
      framework: 'pytorch',
      entryPoint: 'inference.py',
      sha256: sha256(original),
      dataUrl: `s3://${bucket}/a/${tarSha}/model.tar.gz`
    })
    expect((await download(out.dataUrl!)).equals(original)).toBe(true)
    const head = await headObject(client, { bucket, key: `a/${tarSha}/model.tar.gz` })
    expect(head?.metadata).toEqual({ 'tar-sha256': tarSha, sha256: sha256(original) })
    sent.length = 0
    expect(await prepareModelWith(spec, deps())).toEqual(out)
    expect(sent).toEqual(['HeadObjectCommand', 'GetObjectCommand'])
  })

  it('runs through prepareModel(spec, ctx) with the endpoint from the spec', async () => {
    const dir = await writeTree(path.join(root, 'm'), pytorchFiles())
    const spec = modelSpec({ path: dir, artifactPath: `s3://${bucket}/ctx` }, { s3Endpoint: s3Endpoint() })
    const ctx = testActionContext(root, { loud: true, env: process.env, now: () => 0 })
    const out = await prepareModel(spec, ctx)
    ctx.s3.release()
    expect(out.dataUrl).toMatch(new RegExp(`^s3://${bucket}/ctx/[0-9a-f]{64}/model.tar.gz$`))
    expect(sha256(await download(out.dataUrl!))).toBe(out.sha256)
  })
})

describe('local mode', () => {
  it('serves a model folder in place: no archive, no hash, no S3', async () => {
    const dir = await writeTree(path.join(root, 'm'), pytorchFiles())
    const spec = modelSpec({ path: dir }, { mode: 'local' })
    const noS3 = deps({
      s3: () => {
        throw new Error('local mode without artifact-path must not use S3')
      }
    })
    const out = await prepareModelWith(spec, noS3)
    expect(out).toEqual({ framework: 'pytorch', entryPoint: 'inference.py', localDir: dir })
    expect(existsSync(path.join(root, 'cache'))).toBe(false)
    expect(logs.at(-1)).toMatch(
      new RegExp(
        `^Model ${dir}: pytorch layout, entry point code/inference.py; 3 entries, .* served from the folder itself`
      )
    )
  })

  it('packs to a cached local file with source-dir (code/ exists only in the archive), reused when unchanged', async () => {
    const dir = await writeTree(path.join(root, 'm'), { 'model.pt': 'weights' })
    const src = await writeTree(path.join(root, 'src'), { 'inference.py': 'def model_fn(d): pass\n' })
    const spec = modelSpec({ path: dir, sourceDir: src, framework: 'pytorch' }, { mode: 'local' })
    const out = await prepareModelWith(spec, deps())
    const tarSha = (await tarIdentity(await readDirectoryTree(dir, src))).tarSha256
    const file = path.join(root, 'cache', tarSha, 'model.tar.gz')
    expect(out).toEqual({
      framework: 'pytorch',
      entryPoint: 'inference.py',
      localArchive: file,
      sha256: sha256(await readFile(file))
    })
    const mtime = (await stat(file)).mtimeMs
    expect(await prepareModelWith(spec, deps())).toEqual(out)
    expect((await stat(file)).mtimeMs).toBe(mtime)
    expect(logs.at(-1)).toBe(`Model unchanged: reusing ${file}.`)
    expect(execFileSync('tar', ['-tzf', file]).toString()).toBe('code/\ncode/inference.py\nmodel.pt\n')
  })

  it('also uploads when artifact-path is given', async () => {
    const dir = await writeTree(path.join(root, 'm'), pytorchFiles())
    const spec = modelSpec({ path: dir, artifactPath: `s3://${bucket}/local` }, { mode: 'local' })
    const out = await prepareModelWith(spec, deps())
    expect(out.localDir).toBe(dir)
    expect(out.localArchive).toBeUndefined()
    expect(out.dataUrl).toMatch(new RegExp(`^s3://${bucket}/local/[0-9a-f]{64}/model.tar.gz$`))
    const tarSha = (await tarIdentity(await readDirectoryTree(dir))).tarSha256
    const file = path.join(root, 'cache', tarSha, 'model.tar.gz')
    expect((await download(out.dataUrl!)).equals(await readFile(file))).toBe(true)
    expect(sha256(await readFile(file))).toBe(out.sha256)
  })
})
