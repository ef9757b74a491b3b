// CRC-32C (Castagnoli), as TFRecord framing uses it. Slicing-by-16 over sixteen 256-entry tables:
// one table lookup per input byte but no per-byte dependency chain, which runs at over 1 GB/s in V8.

const POLY = 0x82f63b78 // reflected Castagnoli polynomial
const SLICES = 16

const TABLE = buildTable()

function buildTable(): Int32Array {
  const t = new Int32Array(256 * SLICES)
  for (let i = 0; i < 256; i++) {
    let c = i
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1
    t[i] = c
  }
  for (let s = 1; s < SLICES; s++) {
    for (let i = 0; i < 256; i++) {
      const prev = t[(s - 1) * 256 + i]
      t[s * 256 + i] = (prev >>> 8) ^ t[prev & 0xff]
    }
  }
  return t
}

/** CRC-32C of `buf[start, end)`, continuing from `crc` (the value a previous call returned). */
export function crc32c(buf: Uint8Array, start = 0, end = buf.length, crc = 0): number {
  const t = TABLE
  let c = ~crc
  let i = start
  const stop16 = start + ((end - start) & ~15)
  for (; i < stop16; i += 16) {
    c ^= buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24)
    c =
      t[3840 + (c & 0xff)] ^
      t[3584 + ((c >>> 8) & 0xff)] ^
      t[3328 + ((c >>> 16) & 0xff)] ^
      t[3072 + (c >>> 24)] ^
      t[2816 + buf[i + 4]] ^
      t[2560 + buf[i + 5]] ^
      t[2304 + buf[i + 6]] ^
      t[2048 + buf[i + 7]] ^
      t[1792 + buf[i + 8]] ^
      t[1536 + buf[i + 9]] ^
      t[1280 + buf[i + 10]] ^
      t[1024 + buf[i + 11]] ^
      t[768 + buf[i + 12]] ^
      t[512 + buf[i + 13]] ^
      t[256 + buf[i + 14]] ^
      t[buf[i + 15]]
  }
  for (; i < end; i++) c = t[(c ^ buf[i]) & 0xff] ^ (c >>> 8)
  return ~c >>> 0
}

/** TFRecord's masked CRC: rotate right by 15 bits and add a constant, so CRCs of CRCs stay useful. */
export function maskCrc(crc: number): number {
  return (((crc >>> 15) | (crc << 17)) + 0xa282ead8) >>> 0
}

export function maskedCrc32c(buf: Uint8Array, start = 0, end = buf.length): number {
  return maskCrc(crc32c(buf, start, end))
}
