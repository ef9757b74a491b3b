// The committed fixtures agree with each other: the record files hold exactly the listed images in the
// manifest's order, with the framing their formats define, and the ground truth covers every image.
// (Walks the framing by offsets only; the project's splitters are tested against these files elsewhere.)
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

const FIXTURES = path.resolve('test/fixtures')
const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex')

interface Listing {
  records: { source: string; length: number; sha256: string }[]
  files: Record<string, { size: number; sha256: string }>
}

async function listing(): Promise<Listing> {
  return JSON.parse(await readFile(path.join(FIXTURES, 'records', 'shapes-records.json'), 'utf8')) as Listing
}

async function jsonLines(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(FIXTURES, 'shapes', file), 'utf8')
  return text
    .trim()
    .split('\n')
    .map(line => JSON.parse(line) as Record<string, unknown>)
}

describe('fixtures', () => {
  it('40 images, 10 per class, each in the manifest with its class id from labels.txt', async () => {
    const labels = (await readFile(path.join(FIXTURES, 'shapes', 'labels.txt'), 'utf8')).trim().split('\n')
    expect(labels).toEqual(['circle', 'square', 'triangle', 'cross'])
    const images = (await readdir(path.join(FIXTURES, 'shapes', 'images'))).sort()
    expect(images).toHaveLength(40)
    const manifest = await jsonLines('manifest.jsonl')
    expect(manifest.map(l => l['source-ref']).sort()).toEqual(images.map(f => `images/${f}`))
    for (const line of manifest) {
      const name = path.basename(String(line['source-ref'])).split('-')[0]
      expect(line.class).toBe(labels.indexOf(name))
    }
    for (const label of labels) expect(images.filter(f => f.startsWith(`${label}-`))).toHaveLength(10)
  })

  it('one ground-truth box per image, inside the 64x64 frame', async () => {
    const manifest = await jsonLines('manifest.jsonl')
    const boxes = await jsonLines('detections.jsonl')
    expect(boxes.map(b => b['source-ref'])).toEqual(manifest.map(l => l['source-ref']))
    boxes.forEach((b, i) => {
      const box = b['bounding-box'] as { annotations: Record<string, number>[] }
      expect(box.annotations).toHaveLength(1)
      const a = box.annotations[0]
      expect(a.class_id).toBe(manifest[i].class)
      expect(a.left).toBeGreaterThanOrEqual(0)
      expect(a.top).toBeGreaterThanOrEqual(0)
      expect(a.left + a.width).toBeLessThanOrEqual(64.05)
      expect(a.top + a.height).toBeLessThanOrEqual(64.05)
      expect(a.width).toBeGreaterThan(10)
    })
  })

  it('the record listing names every image in manifest order with its length and sha256', async () => {
    const { records } = await listing()
    const manifest = await jsonLines('manifest.jsonl')
    expect(records.map(r => r.source)).toEqual(manifest.map(l => l['source-ref']))
    for (const r of records) {
      const bytes = await readFile(path.join(FIXTURES, 'shapes', r.source))
      expect({ length: bytes.length, sha256: sha256(bytes) }).toEqual({ length: r.length, sha256: r.sha256 })
    }
  })

  it('TFRecord: uint64 length, 4-byte length CRC, data, 4-byte data CRC, back to back', async () => {
    const { records, files } = await listing()
    const file = await readFile(path.join(FIXTURES, 'records', 'shapes.tfrecord'))
    expect({ size: file.length, sha256: sha256(file) }).toEqual(files['shapes.tfrecord'])
    let at = 0
    for (const r of records) {
      expect(Number(file.readBigUInt64LE(at))).toBe(r.length)
      expect(sha256(file.subarray(at + 12, at + 12 + r.length))).toBe(r.sha256)
      at += 12 + r.length + 4
    }
    expect(at).toBe(file.length)
  })

  it('RecordIO: magic, length word with no continuation bits, data padded to 4 bytes', async () => {
    const { records, files } = await listing()
    const file = await readFile(path.join(FIXTURES, 'records', 'shapes.recordio'))
    expect({ size: file.length, sha256: sha256(file) }).toEqual(files['shapes.recordio'])
    let at = 0
    for (const r of records) {
      expect(file.readUInt32LE(at)).toBe(0xced7230a)
      expect(file.readUInt32LE(at + 4)).toBe(r.length)
      expect(sha256(file.subarray(at + 8, at + 8 + r.length))).toBe(r.sha256)
      const padded = Math.ceil(r.length / 4) * 4
      expect(file.subarray(at + 8 + r.length, at + 8 + padded).every(b => b === 0)).toBe(true)
      at += 8 + padded
    }
    expect(at).toBe(file.length)
  })

  it('the JSON Lines and CSV tabular sets hold the same rows', async () => {
    const jsonl = (await readFile(path.join(FIXTURES, 'tabular', 'data.jsonl'), 'utf8')).trim().split('\n')
    const csv = (await readFile(path.join(FIXTURES, 'tabular', 'data.csv'), 'utf8')).trim().split('\n')
    expect(jsonl).toHaveLength(20)
    expect(csv.map(line => line.split(',').map(Number))).toEqual(jsonl.map(line => JSON.parse(line)))
  })
})
