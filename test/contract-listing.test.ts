// The one listing / manifest / output-key rule that both backends and the reader use.
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  nameUnderPrefix,
  openInputListing,
  refuseOutputsReadAsInputs,
  requireSomeInput,
  type InputListing
} from '../src/listing/listing.js'
import { parseManifest } from '../src/listing/manifest.js'
import { checkOutputNames } from '../src/listing/output-names.js'
import { listOnce } from '../src/listing/listed-inputs.js'
import { openOutputFolder } from '../src/storage/resolve.js'
import { writtenByJob } from '../src/contract/written-by-job.js'
import { ignoresCase } from '../src/storage/fs-store.js'
import {
  nameOfOutput,
  normaliseName,
  outputKey,
  outputPlaceOf,
  outputsReadAsInputs
} from '../src/contract/output-keys.js'
import { UserError } from '../src/errors.js'
import { freshBucket, testS3Client } from './support/s3.js'

const s3 = testS3Client()
const source = () => s3
const S3_OUT = { outputs: 's3' } as const
const FOLDER_OUT = { outputs: 'folder' } as const

async function put(bucket: string, key: string, body = 'x'): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))
}

async function listed(listing: InputListing): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for await (const o of listing.objects()) out[o.store.uriOf(o.key)] = o.output.key ?? `! ${o.output.problem}`
  return out
}

describe('output names under a key prefix', () => {
  test.each([
    ['in/', 'in/a.jpg', 'a.jpg'],
    ['in/', 'in/sub/b.jpg', 'sub/b.jpg'],
    ['in', 'in/a.jpg', 'a.jpg'],
    ['in', 'in/sub/b.jpg', 'sub/b.jpg'],
    ['in', 'in-2/c.jpg', 'in-2/c.jpg'],
    ['in', 'in.csv', 'in.csv'],
    ['data/test.csv', 'data/test.csv', 'test.csv'],
    ['data/part-', 'data/part-1.csv', 'part-1.csv'],
    ['', 'top.jpg', 'top.jpg'],
    ['', 'a/b.jpg', 'a/b.jpg']
  ])('prefix %j, key %j -> %j', (prefix, key, name) => {
    expect(nameUnderPrefix(prefix, key)).toBe(name)
  })
})

describe('outputKey', () => {
  test('on S3 the name is kept as it is: a key is a flat string', () => {
    for (const name of ['sub//./b.jpg', 'a/../b.jpg', '[x](http://e).txt', '/lead.jpg', '../up.txt'])
      expect(outputKey(name, 's3')).toEqual({ key: `${name}.out` })
    expect(outputPlaceOf('s3://b/out/')).toBe('s3')
    expect(outputPlaceOf('/tmp/out')).toBe('folder')
  })

  test('in a folder: appends .out and resolves . and .. segments that stay inside', () => {
    expect(outputKey('a.jpg', 'folder')).toEqual({ key: 'a.jpg.out' })
    expect(outputKey('sub//./b.jpg', 'folder')).toEqual({ key: 'sub/b.jpg.out' })
    expect(outputKey('a/../b.jpg', 'folder')).toEqual({ key: 'b.jpg.out' })
    expect(nameOfOutput('sub/b.jpg.out')).toBe('sub/b.jpg')
    expect(nameOfOutput('_summary.json')).toBeUndefined()
  })

  test.each(['../escaped.txt', 'a/../../escaped.txt', '..', 'a\\..\\..\\x', '.', '/'])(
    '%j would leave an output folder: the file fails with the reason',
    name => {
      expect(normaliseName(name)).toBeUndefined()
      const out = outputKey(name, 'folder')
      expect(out.key).toBeUndefined()
      expect(out.problem).toBe(
        `its name ${JSON.stringify(name)} would put the output outside output-path (".." path segments), so it was not transformed`
      )
    }
  )
})

describe('outputs a re-run would read as inputs', () => {
  test.each([
    ['in/', 'in/results/', true],
    ['in/', 'in/', true],
    ['in/', 'in', true],
    ['in', 'in/', true],
    ['in', 'in-results/', true],
    ['in', '', true],
    ['data/test.csv', 'data/', true],
    ['', 'out/', true],
    ['in/', 'out/', false],
    ['in/', '', false],
    ['data/in', 'out/', false],
    ['data/test.csv', 'data/out/', false]
  ])('input %j, output %j -> %j', (input, output, refused) => {
    expect(outputsReadAsInputs(input, output)).toBe(refused)
  })
})

describe('parseManifest', () => {
  const uri = 's3://b/m.json'
  test('reads the prefix and the entries', () => {
    expect(parseManifest('\uFEFF[{"prefix": "s3://b/p/"}, "a.jpg", "sub/b.jpg"]', uri)).toEqual({
      prefix: 's3://b/p/',
      entries: ['a.jpg', 'sub/b.jpg']
    })
  })

  test.each([
    ['not json', /^data: the manifest s3:\/\/b\/m\.json is not valid JSON \(/],
    ['{"prefix": "s3://b/"}', /^data: the manifest s3:\/\/b\/m\.json is not a JSON array\. A manifest is/],
    [
      '["a.jpg", 3, null, ""]',
      /^data: the manifest s3:\/\/b\/m\.json is not valid: entry 0 is "a\.jpg", not \{"prefix": "\.\.\."\}; entry 1 is 3, not a relative key; entry 2 is null, not a relative key; entry 3 is "", not a relative key\. A manifest is/
    ],
    ['[{"prefix": 5}, "a"]', /entry 0 has prefix 5, not a URI\./],
    ['[]', /entry 0 is missing, not \{"prefix": "\.\.\."\}/]
  ])('%j is refused, naming the entries at fault', (text, message) => {
    expect(() => parseManifest(text, uri)).toThrow(UserError)
    expect(() => parseManifest(text, uri)).toThrow(message)
  })
})

describe('listing S3 inputs', () => {
  test('a prefix without a trailing slash matches as S3 does; names follow the folder rule', async () => {
    const bucket = await freshBucket(s3)
    for (const key of ['in/a.jpg', 'in/sub/b.jpg', 'in-2/c.jpg', 'in/', 'other/d.jpg']) await put(bucket, key)
    const loose = await openInputListing(`s3://${bucket}/in`, 'S3Prefix', source, S3_OUT)
    expect(await listed(loose)).toEqual({
      [`s3://${bucket}/in-2/c.jpg`]: 'in-2/c.jpg.out',
      [`s3://${bucket}/in/a.jpg`]: 'a.jpg.out',
      [`s3://${bucket}/in/sub/b.jpg`]: 'sub/b.jpg.out'
    })
    expect(loose.nameOf(`s3://${bucket}/in/sub/b.jpg`)).toBe('sub/b.jpg')
    expect(loose.nameOf(`s3://${bucket}/in-2/c.jpg`)).toBe('in-2/c.jpg')
    expect(loose.nameOf(`s3://${bucket}/other/d.jpg`)).toBeUndefined()
    expect(loose.nameOf(`s3://other-bucket/in/a.jpg`)).toBeUndefined()
    // On S3 any name is one an input could have; in a folder, not one that leaves it.
    expect(['a.jpg', 'never-listed.jpg', '../a.jpg'].map(n => loose.holds(n))).toEqual([true, true, true])

    const folder = await openInputListing(`s3://${bucket}/in/`, 'S3Prefix', source, S3_OUT)
    expect(Object.values(await listed(folder))).toEqual(['a.jpg.out', 'sub/b.jpg.out'])
  })

  test('a name with .. segments gets no output location outside an output folder; on S3 it is a name', async () => {
    // (s3rver resolves `..` in keys it is sent, so the hostile names come from a manifest here.)
    const bucket = await freshBucket(s3)
    await put(
      bucket,
      'm.json',
      JSON.stringify([{ prefix: `s3://${bucket}/in/` }, 'a/../../escaped.txt', 'ok.txt'])
    )
    const onS3 = await openInputListing(`s3://${bucket}/m.json`, 'ManifestFile', source, S3_OUT)
    expect(await listed(onS3)).toEqual({
      [`s3://${bucket}/in/a/../../escaped.txt`]: 'a/../../escaped.txt.out',
      [`s3://${bucket}/in/ok.txt`]: 'ok.txt.out'
    })
    const listing = await openInputListing(`s3://${bucket}/m.json`, 'ManifestFile', source, FOLDER_OUT)
    expect(await listed(listing)).toEqual({
      [`s3://${bucket}/in/a/../../escaped.txt`]:
        '! its name "a/../../escaped.txt" would put the output outside output-path (".." path segments), so it was not transformed',
      [`s3://${bucket}/in/ok.txt`]: 'ok.txt.out'
    })
  })

  test('a manifest: prefix + entry, named by the entry; strictness is the parser`s', async () => {
    const bucket = await freshBucket(s3)
    await put(bucket, 'm.json', JSON.stringify([{ prefix: `s3://${bucket}/imgs/` }, 'a.jpg', 'sub/b.jpg']))
    const listing = await openInputListing(`s3://${bucket}/m.json`, 'ManifestFile', source, S3_OUT)
    expect(listing.description).toBe(`the manifest s3://${bucket}/m.json`)
    expect(await listed(listing)).toEqual({
      [`s3://${bucket}/imgs/a.jpg`]: 'a.jpg.out',
      [`s3://${bucket}/imgs/sub/b.jpg`]: 'sub/b.jpg.out'
    })
    expect(listing.nameOf(`s3://${bucket}/imgs/sub/b.jpg`)).toBe('sub/b.jpg')
    expect(listing.nameOf(`s3://${bucket}/imgs/unlisted.jpg`)).toBeUndefined()
    // A bare name is an input only when the manifest lists it, as it is (S3 names are verbatim).
    expect(['sub/b.jpg', './sub/b.jpg', 'unlisted.jpg', '../a.jpg'].map(n => listing.holds(n))).toEqual([
      true,
      false,
      false,
      false
    ])

    await put(bucket, 'local.json', JSON.stringify([{ prefix: '/data/' }, 'a.jpg']))
    await expect(
      openInputListing(`s3://${bucket}/local.json`, 'ManifestFile', source, { ...S3_OUT, s3Only: true })
    ).rejects.toThrow(
      `data: the manifest s3://${bucket}/local.json has prefix "/data/"; SageMaker reads S3 only`
    )
    await expect(
      openInputListing(`s3://${bucket}/none.json`, 'ManifestFile', source, S3_OUT)
    ).rejects.toThrow(`data: s3://${bucket}/none.json does not exist.`)
  })

  test('an input with nothing in it is refused up front', async () => {
    const bucket = await freshBucket(s3)
    await put(bucket, 'empty.json', JSON.stringify([{ prefix: `s3://${bucket}/x/` }]))
    await expect(
      requireSomeInput(await openInputListing(`s3://${bucket}/in/`, 'S3Prefix', source, S3_OUT))
    ).rejects.toThrow(
      `data: no objects in s3://${bucket}/in/. Upload the input first or fix the data input (and data-type).`
    )
    await expect(
      requireSomeInput(await openInputListing(`s3://${bucket}/empty.json`, 'ManifestFile', source, S3_OUT))
    ).rejects.toThrow(`data: no objects in the manifest s3://${bucket}/empty.json.`)
  })
})

describe('listing local inputs', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'listing-'))
    for (const rel of ['in/a.jpg', 'in/sub/b.jpg', 'in-2/c.jpg']) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
      await writeFile(path.join(dir, rel), 'x')
    }
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('a directory is a folder; another path is a name prefix in its folder', async () => {
    const folder = await openInputListing(path.join(dir, 'in'), 'S3Prefix', source, FOLDER_OUT)
    expect(Object.values(await listed(folder))).toEqual(['a.jpg.out', 'sub/b.jpg.out'])
    expect(folder.nameOf(path.join(dir, 'in', 'sub', 'b.jpg'))).toBe('sub/b.jpg')
    const file = await openInputListing(path.join(dir, 'in-2', 'c.jpg'), 'S3Prefix', source, FOLDER_OUT)
    expect(Object.values(await listed(file))).toEqual(['c.jpg.out'])
    const named = await openInputListing(path.join(dir, 'in-'), 'S3Prefix', source, FOLDER_OUT)
    expect(Object.values(await listed(named))).toEqual(['in-2/c.jpg.out'])
  })

  test('a local manifest whose prefix is a folder', async () => {
    await writeFile(path.join(dir, 'm.json'), JSON.stringify([{ prefix: path.join(dir, 'in') }, 'sub/b.jpg']))
    const listing = await openInputListing(path.join(dir, 'm.json'), 'ManifestFile', source, FOLDER_OUT)
    expect(await listed(listing)).toEqual({ [path.join(dir, 'in', 'sub', 'b.jpg')]: 'sub/b.jpg.out' })
  })

  test('output-path inside the input is refused, by real path (a symlink to the input is seen through)', async () => {
    const data = { uri: path.join(dir, 'in'), type: 'S3Prefix' as const }
    await symlink(path.join(dir, 'in'), path.join(dir, 'link'))
    await expect(refuseOutputsReadAsInputs(data, path.join(dir, 'link', 'results'))).rejects.toThrow(
      `output-path: ${path.join(dir, 'link', 'results')} (real path ${path.join(dir, 'in', 'results')}) is where a re-run would read this run's .out files as inputs of ${data.uri}.`
    )
    await expect(refuseOutputsReadAsInputs(data, path.join(dir, 'link'))).rejects.toThrow(UserError)
    await expect(refuseOutputsReadAsInputs(data, path.join(dir, 'out'))).resolves.toBeUndefined()
    // A file as the input: its folder would hold `c.jpg.out`, which the next run would read.
    const file = { uri: path.join(dir, 'in-2', 'c.jpg'), type: 'S3Prefix' as const }
    await expect(refuseOutputsReadAsInputs(file, path.join(dir, 'in-2'))).rejects.toThrow(UserError)
    await expect(refuseOutputsReadAsInputs(file, dir)).resolves.toBeUndefined()
    // S3: by key, in one bucket.
    await expect(
      refuseOutputsReadAsInputs({ uri: 's3://bkt/in/', type: 'S3Prefix' }, 's3://bkt/in/results/')
    ).rejects.toThrow("output-path: s3://bkt/in/results/ is where a re-run would read this run's .out files")
    await expect(
      refuseOutputsReadAsInputs({ uri: 's3://bkt/in/', type: 'S3Prefix' }, 's3://other/in/results/')
    ).resolves.toBeUndefined()
  })
})

describe('one output name per input', () => {
  const folder = (uri: string) => openOutputFolder(uri, source)

  test('in an output folder whose file system ignores case, A.jpg and a.jpg are refused; on S3 they are two', async () => {
    const bucket = await freshBucket(s3)
    for (const key of ['in/A.jpg', 'in/a.jpg', 'in/b.jpg']) await put(bucket, key)
    const data = { uri: `s3://${bucket}/in/`, type: 'S3Prefix' as const }
    const out = await mkdtemp(path.join(os.tmpdir(), 'case-'))
    const listed = async (outputs: 'folder' | 's3') => ({
      listing: await openInputListing(data.uri, data.type, source, { outputs }),
      outputs
    })
    try {
      const folding = checkOutputNames(data, folder(out), await listed('folder'), {
        ignoresCase: async () => true
      })
      await expect(folding).rejects.toThrow(UserError)
      await expect(folding).rejects.toThrow(
        `data: two inputs of s3://${bucket}/in/ would get the same output name in output-path, whose file ` +
          `system ignores case, so one prediction would overwrite the other: s3://${bucket}/in/A.jpg and ` +
          `s3://${bucket}/in/a.jpg (both "a.jpg.out"). Move or rename one of the two so their names differ.`
      )
      // This runner's temp folder tells case apart (Linux), and so does S3.
      expect(await ignoresCase(out)).toBe(false)
      const keys = await checkOutputNames(data, folder(out), await listed('folder'))
      expect(['A.jpg.out', 'a.jpg.out', 'b.jpg.out'].map(k => keys.has(k))).toEqual([true, true, true])
      expect(keys.size).toBe(3)
      expect((await checkOutputNames(data, folder(`s3://${bucket}/out/`), await listed('s3'))).size).toBe(3)
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  })

  test('all clashes are counted, the first three named; an empty input is refused too', async () => {
    const bucket = await freshBucket(s3)
    for (const n of [1, 2, 3, 4]) {
      await put(bucket, `d/img${n}.jpg`)
      await put(bucket, `d/img/img${n}.jpg`)
    }
    const data = { uri: `s3://${bucket}/d/img`, type: 'S3Prefix' as const }
    const out = folder(`s3://${bucket}/o/`)
    // Listed here, or as the run lists its inputs once (their sorted names, where repeats are the clashes).
    const listed = await listOnce(
      await openInputListing(data.uri, data.type, source, { outputs: 's3' }),
      data,
      's3'
    )
    const unkept = await openInputListing(data.uri, data.type, source, { outputs: 's3' })
    for (const listing of [unkept, listed]) {
      const clash = checkOutputNames(data, out, { listing, outputs: 's3' })
      await expect(clash).rejects.toThrow(
        new RegExp(
          `^data: 4 pairs of inputs of s3://${bucket}/d/img would get the same output name, so one prediction ` +
            `would overwrite the other: s3://${bucket}/d/img/img1\\.jpg and s3://${bucket}/d/img1\\.jpg \\(both "img1\\.jpg\\.out"\\);`
        )
      )
      await expect(clash).rejects.toThrow(/\(both "img3\.jpg\.out"\); and 1 more\. End the prefix with \//)
    }
    const none = { uri: `s3://${bucket}/none/`, type: 'S3Prefix' as const }
    const noneListing = await openInputListing(none.uri, none.type, source, { outputs: 's3' })
    await expect(
      checkOutputNames(none, folder(`s3://${bucket}/o/`), { listing: noneListing, outputs: 's3' })
    ).rejects.toThrow(`data: no objects in s3://${bucket}/none/.`)
  })
})

describe('written by this job', () => {
  const created = new Date('2026-03-01T10:00:00.750Z')
  test('an output last modified at or after the CreationTime, at S3’s whole-second precision', () => {
    expect(writtenByJob(new Date('2026-03-01T10:00:01.000Z'), created)).toBe(true)
    // S3 gives whole seconds: written 0.3 s after creation, it reads 10:00:00.
    expect(writtenByJob(new Date('2026-03-01T10:00:00.000Z'), created)).toBe(true)
    expect(writtenByJob(new Date('2026-03-01T09:59:59.000Z'), created)).toBe(false)
    expect(writtenByJob(new Date('2025-12-24T08:00:00.000Z'), created)).toBe(false)
  })
})
