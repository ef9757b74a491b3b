import jpeg from 'jpeg-js'
import pngjs from 'pngjs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { openInputListing } from '../src/contract/listing.js'
import { parseLabelFile } from '../src/results/labels.js'
import { Canvas } from '../src/report/pictures/canvas.js'
import { decodeImage, encodePng } from '../src/report/pictures/codec.js'
import { colorOf, drawDetections } from '../src/report/pictures/draw.js'
import { glyph, textWidth } from '../src/report/pictures/font.js'
import { choosePictures, renderPictures, uploadPictures } from '../src/report/pictures/index.js'
import { FsStore } from '../src/storage/fs-store.js'

const GRAY = 128

function grayJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, GRAY)
  return jpeg.encode({ width, height, data }, 95).data
}

function pixel(png: Buffer, x: number, y: number): [number, number, number] {
  const img = pngjs.PNG.sync.read(png)
  const i = (y * img.width + x) * 4
  return [img.data[i], img.data[i + 1], img.data[i + 2]]
}

describe('detection pictures', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pictures-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('boxes above the threshold are drawn in the class colour with a label tag; others are not', () => {
    const image = new Canvas(400, 300, new Uint8Array(400 * 300 * 4).fill(GRAY))
    const out = drawDetections(
      image,
      {
        kind: 'detection',
        shape: 't',
        labels: [1, 2],
        scores: [0.9, 0.2],
        boxes: [100, 100, 300, 250, 10, 10, 50, 50],
        normalized: false
      },
      0.5,
      id => ['bg', 'circle', 'square'][id]
    )
    expect(out.width).toBe(400) // large enough: not enlarged
    expect(out.pixel(200, 248)).toEqual(colorOf(1)) // bottom edge
    expect(out.pixel(101, 200)).toEqual(colorOf(1)) // left edge
    expect(out.pixel(200, 200)).toEqual([GRAY, GRAY, GRAY]) // inside
    expect(out.pixel(30, 11)).toEqual([GRAY, GRAY, GRAY]) // the 0.2 box is below the threshold
    // The tag sits above the box: its background is the class colour, with text pixels in it.
    const tagWidth = textWidth('circle 0.90', 1)
    const tag = Array.from({ length: tagWidth }, (_, x) => out.pixel(101 + x, 95))
    expect(tag.some(c => c.join() === colorOf(1).join())).toBe(true)
    expect(tag.some(c => c.join() !== colorOf(1).join())).toBe(true)
  })

  test('small images are enlarged; normalized boxes scale with the image', () => {
    const image = new Canvas(64, 64, new Uint8Array(64 * 64 * 4).fill(GRAY))
    const out = drawDetections(
      image,
      {
        kind: 'detection',
        shape: 't',
        labels: [0],
        scores: [1],
        boxes: [0.25, 0.25, 0.75, 0.75],
        normalized: true
      },
      0.5,
      () => 'x'
    )
    expect(out.width).toBe(256)
    expect(out.pixel(128, 64)).toEqual(colorOf(0)) // top edge at 0.25 * 256
    expect(out.pixel(128, 128)).toEqual([GRAY, GRAY, GRAY])
  })

  test('JPEG and PNG decode; PNG round-trips', () => {
    const decoded = decodeImage(grayJpeg(8, 6))!
    expect([decoded.width, decoded.height]).toEqual([8, 6])
    expect(Math.abs(decoded.pixel(3, 3)[0] - GRAY)).toBeLessThanOrEqual(2)
    const c = new Canvas(3, 2)
    c.fillRect(1, 0, 2, 1, [10, 20, 30])
    const again = decodeImage(encodePng(c))!
    expect(again.pixel(1, 0)).toEqual([10, 20, 30])
    expect(again.pixel(0, 0)).toEqual([255, 255, 255])
    expect(decodeImage(Buffer.from('GIF89a....'))).toBeUndefined()
  })

  test('the font has digits, capitals and a fallback', () => {
    expect(glyph('a')).toEqual(glyph('A'))
    expect(glyph('é')).toEqual(glyph('?'))
    expect(glyph('0')).not.toEqual(glyph('O'))
  })

  test('renders N inputs with detections (an undrawable one gives its place); without a runtime token it is not uploaded', async () => {
    const input = path.join(dir, 'in')
    const output = path.join(dir, 'out')
    await mkdir(input, { recursive: true })
    await mkdir(output, { recursive: true })
    for (const name of ['a.jpg', 'b.jpg', 'c.txt', 'd.jpg', 'e.jpg']) {
      await writeFile(path.join(input, name), name.endsWith('.txt') ? 'text' : grayJpeg(32, 32))
    }
    const det = JSON.stringify([{ boxes: [[4, 4, 28, 28]], labels: [1], scores: [0.99] }])
    await writeFile(path.join(output, 'a.jpg.out'), det)
    await writeFile(path.join(output, 'c.txt.out'), det)
    await writeFile(path.join(output, 'd.jpg.out'), det)
    await writeFile(path.join(output, 'e.jpg.out'), det)
    const registry = new ClassRegistry(parseLabelFile('labels.txt', 'circle\nsquare'))
    const pictures = path.join(dir, 'pictures')
    const rendered = await renderPictures({
      inputs: await openInputListing(input, 'S3Prefix', () => {
        throw new Error('no S3 here')
      }),
      outputs: new FsStore(output),
      read: { format: 'auto', classes: registry },
      registry,
      threshold: 0.5,
      count: 2,
      dir: pictures
    })
    expect(rendered.files.map(f => path.basename(f))).toEqual(['001-a.jpg.png', '002-d.jpg.png'])
    expect(rendered.skipped).toEqual(['c.txt: not a JPEG or PNG image'])
    const png = await readFile(rendered.files[0])
    expect(pixel(png, 128, 4 * 8 + 1)).toEqual(colorOf(1)) // 32 px enlarged x8; top edge at y = 32
    const info = await uploadPictures('detections-job', rendered, pictures, {})
    expect(info).toEqual({
      rendered: 2,
      artifactName: 'detections-job',
      note: `2 rendered to ${pictures}; not uploaded (no ACTIONS_RUNTIME_TOKEN: not running in GitHub Actions)`
    })
  })

  test('choosePictures: every class first, least confident first, then round by round', () => {
    const c = (key: string, cls: number, score: number) => ({ key, cls, score })
    const all = [
      c('a', 0, 0.9),
      c('b', 0, 0.6),
      c('c', 0, 0.7),
      c('d', 2, 0.95),
      c('e', 2, 0.8),
      c('f', -1, 0)
    ]
    expect(choosePictures(all, 4).map(x => x.key)).toEqual(['f', 'b', 'e', 'c'])
    expect(choosePictures(all, 10).map(x => x.key)).toEqual(['f', 'b', 'e', 'c', 'd', 'a'])
  })
})
