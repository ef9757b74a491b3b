import { crc32c, maskCrc, maskedCrc32c } from '../src/backends/local/crc32c.js'
import { recordio, split, tfrecord } from './support/records.js'

const text = (rs: { framed: Buffer; data: Buffer }[]) => rs.map(r => [r.framed.toString(), r.data.toString()])

/** Every way of cutting `bytes` into two chunks, plus byte-by-byte and odd sizes. */
function chunkings(bytes: Buffer): number[][] {
  const out: number[][] = [[bytes.length || 1], [1], [3], [5, 1, 7]]
  for (let cut = 1; cut < bytes.length; cut++) out.push([cut, bytes.length])
  return out
}

describe('CRC-32C', () => {
  it('matches the published check value and the RFC 3720 test vectors', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283)
    expect(crc32c(Buffer.alloc(32, 0))).toBe(0x8a9136aa)
    expect(crc32c(Buffer.alloc(32, 0xff))).toBe(0x62a8ab43)
    expect(crc32c(Buffer.from(Array.from({ length: 32 }, (_, i) => i)))).toBe(0x46dd794e)
    expect(crc32c(Buffer.from(Array.from({ length: 32 }, (_, i) => 31 - i)))).toBe(0x113fdb5c)
  })

  it('continues across calls and handles lengths around the 16-byte stride', () => {
    const data = Buffer.from(Array.from({ length: 100 }, (_, i) => (i * 37) & 0xff))
    for (let cut = 0; cut <= 100; cut += 7) {
      expect(crc32c(data, cut, 100, crc32c(data, 0, cut))).toBe(crc32c(data))
    }
  })

  it('gives the same CRC wherever the bytes sit in memory (word reads start at a 4-byte boundary)', () => {
    // Bit by bit, straight from the definition.
    const reference = (bytes: Uint8Array): number => {
      let c = 0xffffffff
      for (const b of bytes) {
        c ^= b
        for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1
      }
      return ~c >>> 0
    }
    const memory = Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 131 + 7) & 0xff))
    for (let offset = 0; offset < 8; offset++) {
      const view = memory.subarray(offset)
      for (const length of [0, 3, 15, 16, 17, 31, 32, 33, 64, 100, 150]) {
        expect(crc32c(view, 0, length)).toBe(reference(view.subarray(0, length)))
      }
    }
  })

  it('masks as TFRecord does: rotate right 15, add 0xa282ead8', () => {
    // 0xe3069283 rotated right by 15 = 0x2507c60d; + 0xa282ead8 = 0xc78ab0e5
    expect(maskCrc(0xe3069283)).toBe(0xc78ab0e5)
    expect(maskedCrc32c(Buffer.from('123456789'))).toBe(0xc78ab0e5)
  })
})

describe('Line splitter', () => {
  const bytes = Buffer.from('a\nbb\r\n\nccc')
  it('emits one record per line, payload without the line ending, skipping empty lines', () => {
    for (const chunks of chunkings(bytes)) {
      expect(text(split('Line', bytes, chunks))).toEqual([
        ['a\n', 'a'],
        ['bb\r\n', 'bb'],
        ['ccc', 'ccc']
      ])
    }
  })

  it('fails a line longer than the payload limit, naming the line', () => {
    expect(() => split('Line', Buffer.from('ok\n12345678\n'), [3], 5)).toThrow(
      /^line 2 is 8 bytes, larger than the maximum payload of 5 bytes/
    )
    expect(() => split('Line', Buffer.from('ok\n123456'), [100], 5)).toThrow(/^line 2 is 6 bytes/)
    expect(text(split('Line', Buffer.from('12345\r\n'), [2], 5))).toEqual([['12345\r\n', '12345']])
  })
})

describe('None splitter', () => {
  it('emits the whole object as one record, even when empty', () => {
    expect(text(split('None', Buffer.from('x\ny'), [1]))).toEqual([['x\ny', 'x\ny']])
    expect(text(split('None', Buffer.alloc(0)))).toEqual([['', '']])
    expect(() => split('None', Buffer.from('123456'), [2], 5)).toThrow(/the object .* is 6 bytes/)
  })
})

describe('RecordIO splitter', () => {
  // Hand-assembled: magic 0a 23 d7 ce, length (LE), data, zero padding to a multiple of 4.
  const file = Buffer.from(
    '0a23d7ce' +
      '03000000' +
      '616263' +
      '00' + // "abc" + 1 pad byte
      '0a23d7ce' +
      '00000000' + // empty record
      '0a23d7ce' +
      '04000000' +
      '64656667', // "defg", no padding
    'hex'
  )

  it('removes magic, length and padding from the payload and keeps them in the framed record', () => {
    for (const chunks of chunkings(file)) {
      const rs = split('RecordIO', file, chunks)
      expect(rs.map(r => r.data.toString())).toEqual(['abc', '', 'defg'])
      expect(rs.map(r => r.framed.toString('hex'))).toEqual([
        '0a23d7ce03000000' + '61626300',
        '0a23d7ce00000000',
        '0a23d7ce04000000' + '64656667'
      ])
    }
  })

  it('puts the magic back between the parts of a multi-part record', () => {
    const parts = Buffer.concat([recordio('ab', 1), recordio('cd', 2), recordio('e', 3), recordio('z')])
    for (const chunks of [[parts.length], [1], [5]]) {
      const rs = split('RecordIO', parts, chunks)
      expect(rs.map(r => r.data.toString('hex'))).toEqual([
        '6162' + '0a23d7ce' + '6364' + '0a23d7ce' + '65',
        '7a'
      ])
      expect(rs[0].framed.equals(parts.subarray(0, 36))).toBe(true)
    }
  })

  it('fails on a wrong magic after a good record, a cut-short record and an oversized record', () => {
    expect(() => split('RecordIO', Buffer.concat([recordio('abc'), Buffer.alloc(8)]))).toThrow(
      'RecordIO record 2 at byte 12 is corrupt: it starts with 0x00000000, not the RecordIO magic 0xced7230a'
    )
    expect(() =>
      split('RecordIO', Buffer.concat([recordio('a'), recordio('abcdef').subarray(0, 10)]))
    ).toThrow(
      /^RecordIO record 2 at byte 12 is cut short: the file ends after 10 bytes of a record that needs 16 bytes/
    )
    expect(() => split('RecordIO', recordio('abcdef'), [100], 5)).toThrow(
      /^RecordIO record 1 at byte 0 is 6 bytes, larger than the maximum payload of 5 bytes/
    )
    expect(() => split('RecordIO', Buffer.concat([recordio('a'), recordio('x', 2)]))).toThrow(
      /unexpected continuation flag 2/
    )
  })

  it('sends a file that is not RecordIO whole, as one record, and says why', () => {
    const plain = Buffer.from('just some text, not RecordIO at all\n')
    const cut = recordio('abcdef').subarray(0, 10)
    for (const [bytes, why] of [
      [plain, /^RecordIO record 1 at byte 0 is corrupt: it starts with 0x7473756a, not the RecordIO magic/],
      [cut, /^RecordIO record 1 at byte 0 is cut short: the file ends after 10 bytes/],
      [Buffer.from('abc'), /^RecordIO record 1 at byte 0 is cut short: the file ends after 3 bytes/]
    ] as const) {
      for (const chunks of chunkings(bytes)) {
        const told: string[] = []
        const rs = split('RecordIO', bytes, chunks, Infinity, why => told.push(why))
        expect(rs).toHaveLength(1)
        expect(rs[0].framed.equals(bytes)).toBe(true)
        expect(rs[0].data.equals(bytes)).toBe(true)
        expect(told).toHaveLength(1)
        expect(told[0]).toMatch(why)
      }
    }
    expect(() => split('RecordIO', plain, [4], 10)).toThrow(
      /^the file \(not RecordIO, so sent whole in one request\) is 12 bytes, larger than the maximum payload of 10/
    )
  })
})

describe('TFRecord splitter', () => {
  // "123456789": length 9 -> 09 00 00 00 00 00 00 00; data CRC 0xe3069283 masked = 0xc78ab0e5 (see above).
  const lenCrc = maskedCrc32c(Buffer.from('0900000000000000', 'hex'))
  const one = Buffer.concat([
    Buffer.from('0900000000000000', 'hex'),
    u32(lenCrc),
    Buffer.from('123456789'),
    Buffer.from('e5b08ac7', 'hex')
  ])
  const file = Buffer.concat([one, tfrecord(''), tfrecord('hello')])

  it('removes length and CRCs from the payload and keeps them in the framed record', () => {
    for (const chunks of chunkings(file)) {
      const rs = split('TFRecord', file, chunks)
      expect(rs.map(r => r.data.toString())).toEqual(['123456789', '', 'hello'])
      expect(rs[0].framed.equals(one)).toBe(true)
      expect(rs[1].framed.length).toBe(16)
    }
  })

  it('fails the file on a bad data CRC, naming the record and byte offset', () => {
    const bad = Buffer.from(file)
    bad[one.length + 16 + 12] ^= 1 // flip a bit in "hello"
    expect(() => split('TFRecord', bad, [7])).toThrow(
      /^TFRecord record 3 at byte 41 is corrupt: the data's CRC is 0x[0-9a-f]{8}, expected 0x[0-9a-f]{8}$/
    )
  })

  it('sends a file whose first record is not TFRecord whole; fails a cut-short later record and an oversized one', () => {
    const bad = Buffer.from(one)
    bad[8] ^= 0xff
    const told: string[] = []
    const rs = split('TFRecord', bad, [7], Infinity, why => told.push(why))
    expect(rs.map(r => r.data.equals(bad))).toEqual([true])
    expect(told).toEqual([expect.stringMatching(/^TFRecord record 1 at byte 0 is corrupt: the length's CRC/)])
    expect(() => split('TFRecord', Buffer.concat([one, one.subarray(0, 20)]), [6])).toThrow(
      /record 2 at byte 25 is cut short: the file ends after 20 bytes of a record that needs 25 bytes/
    )
    expect(() => split('TFRecord', one, [100], 8)).toThrow(
      /is 9 bytes, larger than the maximum payload of 8 bytes/
    )
  })

  it('splits large records spanning many chunks exactly', () => {
    const big = Buffer.alloc(300000)
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) & 0xff
    const data = Buffer.concat([tfrecord(big), tfrecord('tail'), tfrecord(big.subarray(1))])
    const rs = split('TFRecord', data, [65536, 1000, 13])
    expect(rs.map(r => r.data.length)).toEqual([300000, 4, 299999])
    expect(rs[0].data.equals(big)).toBe(true)
    expect(rs[2].data.equals(big.subarray(1))).toBe(true)
  })
})

function u32(n: number): Buffer {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n)
  return b
}
