// The inputs' output names as positions (results/input-index.ts): S3's order of their outputs, and sets
// of names as bits over it.
import { compareOutputNames, InputIndex, NameSet } from '../src/listing/input-index.js'
import { compareKeys } from '../src/storage/uri.js'

describe('compareKeys: the order S3 lists keys in (UTF-8 bytes)', () => {
  it('puts astral characters after U+E000-U+FFFF, as their UTF-8 does', () => {
    const keys = ['😀.jpg', '\uff01.jpg', 'a.jpg', '\u00e9.jpg', 'a']
    const byUtf8 = [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    expect([...keys].sort(compareKeys)).toEqual(byUtf8)
    expect(byUtf8).toEqual(['a', 'a.jpg', '\u00e9.jpg', '\uff01.jpg', '😀.jpg'])
  })
})

describe('InputIndex', () => {
  it('sorts names by their outputs: a.b.out before a.out, though a comes before a.b', () => {
    expect(compareOutputNames('a', 'a.b')).toBeGreaterThan(0)
    const index = new InputIndex(['a', 'a.b', 'b', '😀', '\uff01', 'a'])
    expect([...index]).toEqual(['a.b', 'a', 'b', '\uff01', '😀'])
    const outputs = [...index].map(n => `${n}.out`)
    expect([...outputs].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))).toEqual(outputs)
    expect(index.indexOf('a')).toBe(1)
    expect(index.indexOf('😀')).toBe(4)
    expect(index.indexOf('c')).toBe(-1)
    expect(index.has('b')).toBe(true)
  })

  it('takes names already in order as they are', () => {
    const names = Array.from({ length: 1000 }, (_, i) => `img-${String(i).padStart(4, '0')}.jpg`)
    const index = new InputIndex(names)
    expect(index.size).toBe(1000)
    expect(index.nameAt(999)).toBe('img-0999.jpg')
    expect(index.indexOf('img-0500.jpg')).toBe(500)
  })
})

describe('NameSet', () => {
  it('keeps names as bits once the index is known, and the rest aside', () => {
    const set = new NameSet()
    expect(set.add('b.jpg')).toBe(true)
    expect(set.add('orphan.jpg')).toBe(true)
    expect(set.add('b.jpg')).toBe(false)
    const index = new InputIndex(['a.jpg', 'b.jpg', 'c.jpg'])
    set.attach(index)
    expect([...set.positions()]).toEqual([1])
    expect([...set.outsideIndex()]).toEqual(['orphan.jpg'])
    expect(set.add('c.jpg')).toBe(true)
    expect(set.add('c.jpg')).toBe(false)
    expect(set.size).toBe(3)
    expect(set.hasAt(2) && set.has('c.jpg') && !set.has('a.jpg')).toBe(true)
    expect([...set]).toEqual(['b.jpg', 'c.jpg', 'orphan.jpg'])
    expect(set.delete('b.jpg')).toBe(true)
    expect(set.delete('b.jpg')).toBe(false)
    expect(set.delete('orphan.jpg')).toBe(true)
    expect([...set]).toEqual(['c.jpg'])
    expect(set.size).toBe(1)
    expect(() => set.attach(new InputIndex(['x']))).toThrow()
  })

  it('a million names in 125,000 bytes of flags', () => {
    const index = new InputIndex(
      Array.from({ length: 1_000_000 }, (_, i) => `k${String(i).padStart(7, '0')}`)
    )
    const set = new NameSet(index)
    for (let i = 0; i < 1_000_000; i += 3) set.add(index.nameAt(i))
    expect(set.size).toBe(333_334)
    expect((set as unknown as { bits: Uint8Array }).bits.byteLength).toBe(125_000)
    expect([...set.outsideIndex()]).toEqual([])
  })
})
