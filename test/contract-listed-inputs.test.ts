// The run's one listing of its inputs kept in memory (listing/listed-inputs.ts): packed keys that
// replay exactly what the listing gave, and the sorted output names built from them once.
import { listOnce } from '../src/listing/listed-inputs.js'
import type { InputListing, InputObject } from '../src/listing/listing.js'
import { outputKey } from '../src/contract/output-keys.js'
import { FsStore } from '../src/storage/fs-store.js'

/** What a listing of `keys` under their folders gives (the name is each key's tail after its folder). */
function listingOf(objects: { key: string; name: string; size?: number }[]): InputListing {
  const store = new FsStore('/nonexistent')
  return {
    description: 'the test inputs',
    store,
    async *objects(): AsyncIterable<InputObject> {
      for (const o of objects) yield { store, ...o, output: outputKey(o.name, 's3') }
    },
    nameOf: () => undefined,
    holds: () => true
  }
}

describe('listOnce', () => {
  it('replays every key, name and size as listed, across many blocks of names', async () => {
    const objects = Array.from({ length: 70_000 }, (_, i) => {
      const name = i % 7 === 0 ? `sub/ünï-${i}.jpg` : `img-${String(i).padStart(6, '0')}.jpg`
      const head = i < 50_000 ? 'data/in/' : 'data/other/'
      return { key: `${head}${name}`, name, ...(i % 5 === 0 ? {} : { size: i }) }
    })
    const listed = await listOnce(listingOf(objects), { uri: 's3://b/data/', type: 'S3Prefix' }, 's3')
    expect(listed.count).toBe(70_000)
    const replayed: { key: string; name: string; size?: number }[] = []
    for await (const o of listed.objects()) {
      expect(o.output).toEqual({ key: `${o.name}.out` })
      replayed.push({ key: o.key, name: o.name, ...(o.size === undefined ? {} : { size: o.size }) })
    }
    expect(replayed).toEqual(objects)
    for (const i of [0, 1, 32_767, 32_768, 49_999, 50_000, 69_999]) {
      expect(listed.keyAt(i)).toBe(objects[i].key)
      expect(listed.nameAt(i)).toBe(objects[i].name)
    }
  })

  it('keeps each key’s folder, folders of the same length told apart, and each ETag as listed', async () => {
    const md5 = '"0123456789abcdef0123456789abcdef"'
    const objects: { key: string; name: string; etag?: string }[] = [
      { key: 'in1/a.jpg', name: 'a.jpg' },
      { key: 'in2/b.jpg', name: 'b.jpg', etag: md5 },
      { key: 'in1/c.jpg', name: 'c.jpg', etag: '"0123456789abcdef0123456789abcdef-3"' },
      { key: 'in1/d.jpg', name: 'd.jpg', etag: '"0123456789ABCDEF0123456789ABCDEF"' },
      { key: 'in3/e.jpg', name: 'e.jpg', etag: '"0123456789abcdef0123456789abcdeg"' },
      { key: 'in3/f.jpg', name: 'f.jpg', etag: '0123456789abcdef0123456789abcdef' },
      { key: 'in2/g.jpg', name: 'g.jpg', etag: '"ffffffffffffffffffffffffffffffff"' },
      { key: 'in2/h.jpg', name: 'h.jpg', etag: 'x"0123456789abcdef0123456789abcdef' }
    ]
    const store = new FsStore('/nonexistent')
    const listing: InputListing = {
      description: 'the test inputs',
      store,
      async *objects(): AsyncIterable<InputObject> {
        for (const o of objects) yield { store, ...o, output: outputKey(o.name, 's3') }
      },
      nameOf: () => undefined,
      holds: () => true
    }
    const listed = await listOnce(listing, { uri: 's3://b/', type: 'S3Prefix' }, 's3')
    expect(objects.map((_, i) => listed.keyAt(i))).toEqual(objects.map(o => o.key))
    expect(objects.map((_, i) => listed.etagAt(i))).toEqual(objects.map(o => o.etag))
  })

  it('gives the output names sorted once, and on S3 only', async () => {
    const objects = ['b.jpg', 'a.jpg', 'a', 'a.b'].map(name => ({ key: `in/${name}`, name }))
    const listed = await listOnce(listingOf(objects), { uri: 's3://b/in/', type: 'S3Prefix' }, 's3')
    const names = listed.outputNames()!
    expect(listed.outputNames()).toBe(names)
    expect([...names]).toEqual(['a.b', 'a.jpg', 'a', 'b.jpg'])
    expect(names.duplicateCount).toBe(0)
    const local = await listOnce(listingOf(objects), { uri: 's3://b/in/', type: 'S3Prefix' }, 'folder')
    expect(local.outputNames()).toBeUndefined()
  })

  it('names listed twice are the duplicates, each position named', async () => {
    const objects = ['x.jpg', 'y.jpg', 'x.jpg', 'x.jpg'].map((name, i) => ({ key: `in${i}/${name}`, name }))
    const listed = await listOnce(
      listingOf(objects),
      { uri: 's3://b/m.manifest', type: 'ManifestFile' },
      's3'
    )
    const names = listed.outputNames()!
    expect([...names]).toEqual(['x.jpg', 'y.jpg'])
    expect(names.duplicateCount).toBe(2)
    expect(names.duplicates).toEqual([
      { first: 0, second: 2 },
      { first: 0, second: 3 }
    ])
  })
  it.each(['s3', 'folder'] as const)(
    'holds and names only the inputs it listed (%s), where the listing beneath says yes to any name',
    async outputs => {
      const objects = ['a.jpg', 'sub/b.jpg'].map(name => ({ key: `in/${name}`, name }))
      const beneath = { ...listingOf(objects), nameOf: (uri: string) => uri.split('/in/')[1] }
      const listed = await listOnce(beneath, { uri: '/data/in/', type: 'S3Prefix' }, outputs)
      expect(['a.jpg', 'sub/b.jpg', 'eval/a.jpg', 'b.jpg'].map(n => listed.holds(n))).toEqual([
        true,
        true,
        false,
        false
      ])
      expect(listed.nameOf('/data/in/sub/b.jpg')).toBe('sub/b.jpg')
      expect(listed.nameOf('/data/in/eval/images/a.jpg')).toBeUndefined()
    }
  )
})
