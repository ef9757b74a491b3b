import jpeg from 'jpeg-js'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ClassRegistry } from '../src/results/classes.js'
import { openInputListing } from '../src/listing/listing.js'
import type { GroundTruth } from '../src/results/evaluation/ground-truth.js'
import { parseLabelFile } from '../src/results/labels.js'
import type { DetectionPrediction } from '../src/results/predictions.js'
import { Canvas, type Rgb } from '../src/report/pictures/canvas.js'
import { decodeImage, encodePng } from '../src/report/pictures/codec.js'
import { GAP, THUMB_HEIGHT, THUMB_WIDTH } from '../src/report/pictures/contact-sheet.js'
import { colorOf, drawPicture } from '../src/report/pictures/draw.js'
import { glyph, tagSize, textWidth } from '../src/report/pictures/font.js'
import { choosePictures, renderPictures, uploadPictures } from '../src/report/pictures/render-pictures.js'
import type { PictureCandidate } from '../src/report/pictures/select.js'
import { FsStore } from '../src/storage/fs-store.js'

const GRAY = 128
const GRAY_RGB: Rgb = [GRAY, GRAY, GRAY]
const WHITE: Rgb = [255, 255, 255]

function grayJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, GRAY)
  return jpeg.encode({ width, height, data }, 95).data
}

function grayCanvas(width: number, height: number): Canvas {
  return new Canvas(width, height, new Uint8Array(width * height * 4).fill(GRAY))
}

function det(labels: number[], scores: number[], boxes: number[], normalized = false): DetectionPrediction {
  return { kind: 'detection', shape: 't', labels, scores, boxes, normalized }
}

const same = (a: Rgb, b: Rgb) => a.join() === b.join()

/** Pixels of `color` from (x, y) going by (dx, dy), until another colour. */
function run(c: Canvas, x: number, y: number, dx: number, dy: number, color: Rgb): number {
  let n = 0
  while (x >= 0 && y >= 0 && x < c.width && y < c.height && same(c.pixel(x, y), color)) {
    n++
    x += dx
    y += dy
  }
  return n
}

const NAMES = ['bg', 'circle', 'square', 'cross']
const nameOf = (id: number) => NAMES[id] ?? String(id)

describe('drawing a detection picture', () => {
  test('boxes at or above the threshold in the class colour with a tag; others are not drawn', () => {
    const { canvas: out, shown } = drawPicture(
      grayCanvas(400, 300),
      det([1, 2], [0.9, 0.2], [100, 100, 300, 250, 10, 10, 50, 50]),
      0.5,
      nameOf
    )
    expect([out.width, out.height, shown]).toEqual([400, 300, 1])
    expect(out.pixel(200, 249)).toEqual(colorOf(1)) // bottom edge (1 px at this size)
    expect(out.pixel(100, 200)).toEqual(colorOf(1)) // left edge
    expect(out.pixel(200, 200)).toEqual(GRAY_RGB) // inside
    expect(out.pixel(30, 11)).toEqual(GRAY_RGB) // the 0.2 box is below the threshold
    // The tag sits above the box at x2 (5x9 glyphs doubled): background in the class colour, text in it.
    const tag = Array.from({ length: textWidth('circle 0.90', 2) }, (_, x) => out.pixel(102 + x, 100 - 9))
    expect(tag.some(c => same(c, colorOf(1)))).toBe(true)
    expect(tag.some(c => !same(c, colorOf(1)))).toBe(true)
  })

  test('every tag is drawn after every box: a stronger box never cuts a weaker box’s tag', () => {
    // The circle (0.6) is drawn first; the square's (0.9) left edge at x = 150 crosses the circle's tag.
    const { canvas: out } = drawPicture(
      grayCanvas(400, 300),
      det([1, 2], [0.6, 0.9], [100, 100, 300, 250, 150, 50, 350, 280]),
      0.5,
      nameOf
    )
    const tagTop = 100 - 22 // 9 rows of glyph and a margin of 1 above and below, at x2
    expect(out.pixel(150, 150)).toEqual(colorOf(2)) // the square's edge inside the circle's box
    expect(out.pixel(150, tagTop)).toEqual(colorOf(1)) // ... but not through the circle's tag
    expect(out.pixel(150, tagTop - 1)).toEqual(colorOf(2)) // just above the tag the edge goes on
  })

  test('line width and tag size follow the picture: 4000x3000 is shown at 1600x1200, 200x150 at 600x450, 64x64 at 512x512', () => {
    const measure = (w: number, h: number) => {
      const { canvas } = drawPicture(
        grayCanvas(w, h),
        det([1], [1], [0.2, 0.2, 0.8, 0.8], true),
        0.5,
        () => 'x'
      )
      const x1 = Math.round(canvas.width * 0.2)
      const y1 = Math.round(canvas.height * 0.2)
      const tagWidth = (n: number) => tagSize('x 1.00', n).width
      // Line: down from the top edge in the middle; tag: up from the box along its last column.
      const line = run(canvas, Math.round(canvas.width / 2), y1, 0, 1, colorOf(1))
      const scale = [2, 3, 4, 5].find(
        n => run(canvas, x1 + tagWidth(n) - 1, y1 - 1, 0, -1, colorOf(1)) === 11 * n
      )
      return { size: [canvas.width, canvas.height], line, scale }
    }
    expect(measure(4000, 3000)).toEqual({ size: [1600, 1200], line: 5, scale: 4 }) // tags 44 px of 1200
    expect(measure(200, 150)).toEqual({ size: [600, 450], line: 2, scale: 2 }) // tags 22 px of 450
    expect(measure(64, 64)).toEqual({ size: [512, 512], line: 2, scale: 2 }) // tags 22 px of 512
  })

  test('g j p q y hang below the baseline, inside their tag; a c e o do not', () => {
    const { canvas: out } = drawPicture(
      grayCanvas(400, 300),
      det([1, 2], [0.9, 0.8], [20, 60, 180, 200, 220, 60, 380, 200]),
      0.5,
      id => (id === 1 ? 'gjpqy' : 'aceo')
    )
    // At x2 each tag is 22 px tall above its box (top edge y = 60): text from y = 40, its baseline row
    // at 52..53, the two rows below it at 54..57, then the margin. Letters are 12 px apart from x1 + 2.
    const letters = (x1: number, n: number, ys: number[]) =>
      Array.from({ length: n }, (_, i) =>
        ys.flatMap(y => Array.from({ length: 10 }, (_, dx) => out.pixel(x1 + 2 + 12 * i + dx, y)))
      )
    const inkIn = (cells: Rgb[][]) => cells.map(cell => cell.filter(c => same(c, WHITE)).length > 0)
    const above = [40, 42, 44, 46, 48, 50, 52]
    const below = [54, 55, 56, 57]
    expect(inkIn(letters(20, 5, below))).toEqual([true, true, true, true, true])
    expect(inkIn(letters(220, 4, below))).toEqual([false, false, false, false])
    expect(inkIn(letters(220, 4, above))).toEqual([true, true, true, true])
    // The tag's background reaches past the descenders: below the text only the tag's colour.
    for (const [x1, cls, n] of [
      [20, 1, 5],
      [220, 2, 4]
    ]) {
      const cells = letters(x1, n, [...below, 58, 59])
      expect(cells.flat().every(c => same(c, WHITE) || same(c, colorOf(cls)))).toBe(true)
      expect(
        letters(x1, n, [58, 59])
          .flat()
          .every(c => same(c, colorOf(cls)))
      ).toBe(true)
    }
  })

  test('ground truth: dashed in class colour and white just outside its box, in the labelled image size', () => {
    // Labelled at 200x150, shown at 600x450 (x3): the box 50..150 x 40..110 becomes 150..450 x 120..330.
    const truth = { boxes: [{ cls: 3, x1: 50, y1: 40, x2: 150, y2: 110 }], width: 200, height: 150 }
    const { canvas: out } = drawPicture(
      grayCanvas(200, 150),
      det([3], [0.9], [50, 40, 150, 110]),
      0.5,
      nameOf,
      truth
    )
    // Inside the edge: the detection (solid); just outside: the ground truth (dashes, 2 px wide).
    expect(out.pixel(300, 329)).toEqual(colorOf(3))
    const below = Array.from({ length: 300 }, (_, i) => out.pixel(150 + i, 331))
    expect(below.filter(c => same(c, colorOf(3))).length).toBeGreaterThan(100)
    expect(below.filter(c => same(c, WHITE)).length).toBeGreaterThan(100)
    expect(below.every(c => same(c, colorOf(3)) || same(c, WHITE))).toBe(true)
    const left = Array.from({ length: 200 }, (_, i) => out.pixel(148, 125 + i))
    expect(left.some(c => same(c, WHITE)) && left.some(c => same(c, colorOf(3)))).toBe(true)
    expect(out.pixel(300, 334)).toEqual(GRAY_RGB) // beyond the dashes
    // A missed box is drawn too, with no detection on it.
    const missed = drawPicture(grayCanvas(200, 150), det([], [], []), 0.5, nameOf, truth).canvas
    expect(missed.pixel(300, 329)).toEqual(GRAY_RGB)
    expect(missed.pixel(300, 331)).not.toEqual(GRAY_RGB)
  })

  test('JPEG and PNG decode; PNG round-trips', () => {
    const decoded = decodeImage(grayJpeg(8, 6))!
    expect([decoded.width, decoded.height]).toEqual([8, 6])
    expect(Math.abs(decoded.pixel(3, 3)[0] - GRAY)).toBeLessThanOrEqual(2)
    const c = new Canvas(3, 2)
    c.fillRect(1, 0, 2, 1, [10, 20, 30])
    const again = decodeImage(encodePng(c))!
    expect(again.pixel(1, 0)).toEqual([10, 20, 30])
    expect(again.pixel(0, 0)).toEqual(WHITE)
    expect(decodeImage(Buffer.from('GIF89a....'))).toBeUndefined()
  })

  test('shrinking averages the pixels each output pixel covers', () => {
    const c = new Canvas(4, 2)
    c.fillRect(0, 0, 1, 2, [0, 0, 0]) // first column black, the rest white
    const s = c.shrunk(2, 1)
    expect(s.pixel(0, 0)).toEqual([128, 128, 128])
    expect(s.pixel(1, 0)).toEqual(WHITE)
  })

  test('the font has capitals, lower case, digits and a fallback; widths count characters', () => {
    expect(glyph('a')).not.toEqual(glyph('A'))
    expect(glyph('é')).toEqual(glyph('?'))
    expect(glyph('0')).not.toEqual(glyph('O'))
    expect(textWidth('a😀', 2)).toBe(22) // two glyphs of 5 and one blank column, doubled
  })
})

describe('choosing the pictures', () => {
  const c = (
    key: string,
    classes: number[],
    lowest: number,
    disagreement = 0,
    errors = 0
  ): PictureCandidate => ({
    key,
    classes,
    lowest,
    disagreement,
    errors
  })
  const all = [
    c('a', [1], 0.9),
    c('b', [1], 0.55),
    c('c', [2], 0.8),
    c('d', [1], 0.6, 2, 1), // wrong against the ground truth
    c('e', [1], 0.95, 3), // right in the baseline, wrong now
    c('f', [1], 0.97, 2, 2),
    c('g', [3], Infinity, 2, 1), // class 3 only in the ground truth: missed
    c('h', [1, 2], 0.7)
  ]
  const order = (n: number) =>
    choosePictures(all, n)
      .slice(0, n)
      .map(x => `${x.candidate.key}:${x.reason}`)

  test('each class first (least confident), then least confident and disagreements sharing the rest', () => {
    // Class 2: h (0.7, also class 1) is less confident than c (0.8).
    expect(order(3)).toEqual(['b:class', 'h:class', 'g:class'])
    // One place left: it goes to the least confident.
    expect(order(4).slice(3)).toEqual(['d:least confident'])
    // Three left: two least confident (d, c), then the worst disagreement (e: a regression).
    expect(order(6).slice(3)).toEqual(['d:least confident', 'c:least confident', 'e:disagrees'])
    // Five left: three least confident (d, c, a), then disagreements: e, then f (two errors).
    expect(order(8).slice(3)).toEqual([
      'd:least confident',
      'c:least confident',
      'a:least confident',
      'e:disagrees',
      'f:disagrees'
    ])
  })

  test('places the disagreements cannot fill go to the least confident; every candidate is ordered', () => {
    const few = [
      c('x', [1], 0.9),
      c('y', [1], 0.7),
      c('z', [1], 0.8),
      c('w', [], Infinity),
      c('v', [1], 0.99, 1)
    ]
    const keys = (n: number) => choosePictures(few, n).map(x => `${x.candidate.key}:${x.reason}`)
    // Three places after class 1's y: one disagreement (v), so two go to the least confident.
    expect(keys(4)).toEqual([
      'y:class',
      'z:least confident',
      'x:least confident',
      'v:disagrees',
      'w:least confident'
    ])
    // Two places: shared one and one; the rest follow for places pictures that cannot be drawn leave.
    expect(keys(3)).toEqual([
      'y:class',
      'z:least confident',
      'v:disagrees',
      'x:least confident',
      'w:least confident'
    ])
  })
})

describe('rendering and the contact sheet', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pictures-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('renders the chosen inputs (an undrawable one gives its place), the contact sheet, and captions; without a runtime token nothing is uploaded', async () => {
    const input = path.join(dir, 'in')
    const output = path.join(dir, 'out')
    await mkdir(input, { recursive: true })
    await mkdir(output, { recursive: true })
    for (const name of ['a.jpg', 'b.jpg', 'c.txt', 'd.jpg', 'e.jpg']) {
      await writeFile(path.join(input, name), name.endsWith('.txt') ? 'text' : grayJpeg(32, 32))
    }
    const out = (labels: number[], scores: number[]) =>
      JSON.stringify([{ boxes: labels.map(() => [4, 4, 28, 28]), labels, scores }])
    await writeFile(path.join(output, 'a.jpg.out'), out([1], [0.99]))
    await writeFile(path.join(output, 'c.txt.out'), out([0], [0.6])) // the least confident: undrawable
    await writeFile(path.join(output, 'd.jpg.out'), out([0], [0.7]))
    await writeFile(path.join(output, 'e.jpg.out'), out([1], [0.95]))
    const registry = new ClassRegistry(parseLabelFile('labels.txt', 'circle\nsquare'))
    const truth: GroundTruth = {
      kind: 'detection',
      source: 'boxes.jsonl',
      lines: 2,
      notAnInput: 0,
      byKey: new Map([
        ['a.jpg', { boxes: [{ cls: 1, x1: 4, y1: 4, x2: 28, y2: 28 }], width: 32, height: 32 }],
        ['e.jpg', { boxes: [{ cls: 0, x1: 4, y1: 4, x2: 28, y2: 28 }], width: 32, height: 32 }]
      ])
    }
    const pictures = path.join(dir, 'pictures')
    const rendered = await renderPictures({
      inputs: await openInputListing(
        input,
        'S3Prefix',
        () => {
          throw new Error('no S3 here')
        },
        { outputs: 'folder' }
      ),
      outputs: new FsStore(output),
      read: { format: 'auto', classes: registry },
      registry,
      threshold: 0.5,
      count: 3,
      dir: pictures,
      sheetName: 'sheet.png',
      truth,
      changes: new Map([['a.jpg', 'broken' as const]])
    })
    // c.txt is class 0's least confident but cannot be drawn; e shows class 1 (and class 0's missed
    // box), d is the least confident, and a (a regression) takes c.txt's place.
    expect(rendered.items).toEqual([
      {
        file: '001-e.jpg.png',
        key: 'e.jpg',
        reason: 'class',
        shown: 1,
        groundTruth: 1,
        matched: 0,
        missed: 1,
        falsePositives: 1
      },
      { file: '002-d.jpg.png', key: 'd.jpg', reason: 'least confident', shown: 1 },
      {
        file: '003-a.jpg.png',
        key: 'a.jpg',
        reason: 'disagrees',
        shown: 1,
        groundTruth: 1,
        matched: 1,
        missed: 0,
        falsePositives: 0,
        baseline: 'broken'
      }
    ])
    expect(rendered.skipped).toEqual(['c.txt: not a JPEG or PNG image'])
    expect((await readdir(pictures)).sort()).toEqual([
      '001-e.jpg.png',
      '002-d.jpg.png',
      '003-a.jpg.png',
      'sheet.png'
    ])
    const first = decodeImage(await readFile(rendered.files[0]))!
    expect([first.width, first.height]).toEqual([512, 512]) // 32 px enlarged x16
    expect(first.pixel(256, 4 * 16)).toEqual(colorOf(1)) // the detection's top edge at y = 4 x 16
    expect(first.pixel(256, 4 * 16 - 1)).not.toEqual([GRAY, GRAY, GRAY]) // the ground truth's just above

    // The contact sheet: three thumbnails in one row, each numbered at its cell's top left.
    const sheet = decodeImage(await readFile(rendered.sheet!))!
    expect([sheet.width, sheet.height]).toEqual([3 * (THUMB_WIDTH + GAP) + GAP, THUMB_HEIGHT + 2 * GAP])
    expect(sheet.pixel(GAP, GAP)).toEqual(WHITE) // the number's background
    const cell = (i: number) => GAP + i * (THUMB_WIDTH + GAP)
    const digitPixels = (i: number) =>
      Array.from({ length: 14 * 18 }, (_, k) => sheet.pixel(cell(i) + (k % 14), GAP + Math.floor(k / 14)))
        .map(p => p.join())
        .join(' ')
    expect(new Set([digitPixels(0), digitPixels(1), digitPixels(2)]).size).toBe(3) // 1, 2, 3 differ
    // A thumbnail is the picture shrunk: d's box (no ground truth) shows, tinted with class 0's red.
    const thumbTop = Math.round((4 / 32) * THUMB_HEIGHT)
    const thumbLeft = cell(1) + (THUMB_WIDTH - THUMB_HEIGHT) / 2
    const [r, g, b] = sheet.pixel(thumbLeft + THUMB_HEIGHT / 2, GAP + thumbTop)
    expect([r > GRAY + 20, g < GRAY - 20, b < GRAY]).toEqual([true, true, true]) // [230, 25, 75]

    const info = await uploadPictures('detections-job', rendered, pictures, {})
    expect(info).toEqual({
      rendered: 3,
      artifactName: 'detections-job',
      items: rendered.items,
      contactSheet: { file: 'sheet.png' },
      note: `3 rendered to ${pictures}; not uploaded (no ACTIONS_RUNTIME_TOKEN: not running in GitHub Actions)`
    })
  })
})
