// Image bytes <-> Canvas: JPEG (jpeg-js) and PNG (pngjs) in, PNG out.
import jpeg from 'jpeg-js'
import pngjs from 'pngjs'
import { Canvas } from './canvas.js'

const { PNG } = pngjs

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
}

/** Decodes a JPEG or PNG; undefined for other formats. */
export function decodeImage(bytes: Buffer): Canvas | undefined {
  if (isJpeg(bytes)) {
    const img = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 100,
      maxMemoryUsageInMB: 512
    })
    return new Canvas(img.width, img.height, img.data)
  }
  if (isPng(bytes)) {
    const img = PNG.sync.read(bytes)
    return new Canvas(
      img.width,
      img.height,
      new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length)
    )
  }
  return undefined
}

export function encodePng(canvas: Canvas): Buffer {
  const png = new PNG({ width: canvas.width, height: canvas.height })
  png.data = Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.length)
  // Paeth on every row: about the size of trying all five filters per row, in a third of the time.
  return PNG.sync.write(png, { filterType: 4 })
}
