export const id = 6398;
export const ids = [6398];
export const modules = {

/***/ 96398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderPictures: () => (/* binding */ renderPictures),
  uploadPictures: () => (/* binding */ uploadPictures)
});

// UNUSED EXPORTS: choosePictures

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/results/evaluation/detection-quality.ts
var detection_quality = __webpack_require__(24806);
// EXTERNAL MODULE: ./src/results/read/read-object.ts + 1 modules
var read_object = __webpack_require__(95959);
// EXTERNAL MODULE: ./src/results/summary/prediction-summaries.ts
var prediction_summaries = __webpack_require__(2249);
// EXTERNAL MODULE: ./src/storage/store.ts
var store = __webpack_require__(76336);
// EXTERNAL MODULE: ./node_modules/jpeg-js/index.js
var jpeg_js = __webpack_require__(83598);
var jpeg_js_default = /*#__PURE__*/__webpack_require__.n(jpeg_js);
// EXTERNAL MODULE: ./node_modules/pngjs/lib/png.js
var png = __webpack_require__(10359);
;// CONCATENATED MODULE: ./src/report/pictures/glyphs.ts
// The glyphs of a 5-wide bitmap font: letters, digits and a little punctuation. Each glyph is seven rows
// down to the baseline, top first, and two more if it hangs below it (g j p q y and the comma); the low
// five bits of a row are its pixels, leftmost in bit 4.
const GLYPHS = {
    A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
    B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
    C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
    D: [0x1e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1e],
    E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
    F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
    G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
    H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
    I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
    J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
    K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
    L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f],
    M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
    N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
    O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
    P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
    Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
    R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
    S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
    T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
    U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
    V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
    W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
    X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
    Y: [0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04],
    Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
    a: [0, 0, 0x0e, 0x01, 0x0f, 0x11, 0x0f],
    b: [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x1e],
    c: [0, 0, 0x0e, 0x10, 0x10, 0x11, 0x0e],
    d: [0x01, 0x01, 0x0d, 0x13, 0x11, 0x11, 0x0f],
    e: [0, 0, 0x0e, 0x11, 0x1f, 0x10, 0x0e],
    f: [0x06, 0x09, 0x08, 0x1c, 0x08, 0x08, 0x08],
    g: [0, 0, 0x0f, 0x11, 0x11, 0x11, 0x0f, 0x01, 0x0e],
    h: [0x10, 0x10, 0x16, 0x19, 0x11, 0x11, 0x11],
    i: [0x04, 0, 0x0c, 0x04, 0x04, 0x04, 0x0e],
    j: [0x02, 0, 0x06, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
    k: [0x10, 0x10, 0x12, 0x14, 0x18, 0x14, 0x12],
    l: [0x0c, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
    m: [0, 0, 0x1a, 0x15, 0x15, 0x11, 0x11],
    n: [0, 0, 0x16, 0x19, 0x11, 0x11, 0x11],
    o: [0, 0, 0x0e, 0x11, 0x11, 0x11, 0x0e],
    p: [0, 0, 0x16, 0x19, 0x11, 0x11, 0x1e, 0x10, 0x10],
    q: [0, 0, 0x0d, 0x13, 0x11, 0x11, 0x0f, 0x01, 0x01],
    r: [0, 0, 0x16, 0x19, 0x10, 0x10, 0x10],
    s: [0, 0, 0x0e, 0x10, 0x0e, 0x01, 0x1e],
    t: [0x08, 0x08, 0x1c, 0x08, 0x08, 0x09, 0x06],
    u: [0, 0, 0x11, 0x11, 0x11, 0x13, 0x0d],
    v: [0, 0, 0x11, 0x11, 0x11, 0x0a, 0x04],
    w: [0, 0, 0x11, 0x11, 0x15, 0x15, 0x0a],
    x: [0, 0, 0x11, 0x0a, 0x04, 0x0a, 0x11],
    y: [0, 0, 0x11, 0x11, 0x11, 0x13, 0x0d, 0x01, 0x0e],
    z: [0, 0, 0x1f, 0x02, 0x04, 0x08, 0x1f],
    '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
    '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
    '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
    '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
    '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
    '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
    '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
    '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
    '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
    '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
    ' ': [0, 0, 0, 0, 0, 0, 0],
    '.': [0, 0, 0, 0, 0, 0x0c, 0x0c],
    ',': [0, 0, 0, 0, 0, 0x0c, 0x0c, 0x04, 0x08],
    '-': [0, 0, 0, 0x1f, 0, 0, 0],
    _: [0, 0, 0, 0, 0, 0, 0x1f],
    ':': [0, 0x0c, 0x0c, 0, 0x0c, 0x0c, 0],
    '%': [0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03],
    '(': [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
    ')': [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
    '/': [0, 0x01, 0x02, 0x04, 0x08, 0x10, 0],
    '#': [0x0a, 0x0a, 0x1f, 0x0a, 0x1f, 0x0a, 0x0a],
    '?': [0x0e, 0x11, 0x01, 0x02, 0x04, 0, 0x04],
    '+': [0, 0x04, 0x04, 0x1f, 0x04, 0x04, 0],
    '=': [0, 0, 0x1f, 0, 0x1f, 0, 0],
    "'": [0x0c, 0x0c, 0x04, 0x08, 0, 0, 0],
    '!': [0x04, 0x04, 0x04, 0x04, 0x04, 0, 0x04],
    '"': [0x0a, 0x0a, 0, 0, 0, 0, 0],
    '&': [0x0c, 0x12, 0x14, 0x08, 0x15, 0x12, 0x0d],
    '*': [0, 0x04, 0x15, 0x0e, 0x15, 0x04, 0],
    '[': [0x0e, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0e],
    ']': [0x0e, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0e],
    '|': [0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
    '<': [0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02],
    '>': [0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08]
};

;// CONCATENATED MODULE: ./src/report/pictures/font.ts
// A bitmap font for tags on detection pictures (drawn at whole multiples, see draw.ts): cells 5 pixels
// wide, 7 rows down to the baseline and 2 below it for descenders. Letters without a glyph of their own
// are drawn as capitals; anything else as `?`.

const GLYPH_WIDTH = 5;
/** Rows from the top of a cell down to and including the baseline row. */
const GLYPH_ASCENT = 7;
const GLYPH_HEIGHT = GLYPH_ASCENT + 2;
/** The GLYPH_HEIGHT rows of `ch`, top first. */
function glyph(ch) {
    const rows = GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? GLYPHS['?'];
    return Array.from({ length: GLYPH_HEIGHT }, (_, r) => rows[r] ?? 0);
}
/** Width in pixels of `text` at `scale` (one blank column between glyphs). */
function textWidth(text, scale) {
    const n = [...text].length;
    return n === 0 ? 0 : (n * (GLYPH_WIDTH + 1) - 1) * scale;
}
/** The box a tag of `text` at `scale` fills: the text, descenders included, with a `scale` margin. */
function tagSize(text, scale) {
    return { width: textWidth(text, scale) + 2 * scale, height: (GLYPH_HEIGHT + 2) * scale };
}

;// CONCATENATED MODULE: ./src/report/pictures/canvas.ts
// An RGBA raster with the few drawing operations detection pictures need.

class Canvas {
    width;
    height;
    data;
    constructor(width, height, data) {
        this.width = width;
        this.height = height;
        this.data = data ?? new Uint8Array(width * height * 4).fill(255);
    }
    /** A copy enlarged by an integer factor (nearest neighbour), so small images get readable labels. */
    scaled(factor) {
        if (factor <= 1)
            return this;
        const out = new Canvas(this.width * factor, this.height * factor);
        for (let y = 0; y < out.height; y++) {
            const sy = Math.floor(y / factor);
            for (let x = 0; x < out.width; x++) {
                const s = (sy * this.width + Math.floor(x / factor)) * 4;
                const d = (y * out.width + x) * 4;
                out.data[d] = this.data[s];
                out.data[d + 1] = this.data[s + 1];
                out.data[d + 2] = this.data[s + 2];
                out.data[d + 3] = 255;
            }
        }
        return out;
    }
    /** A copy shrunk to `width` x `height`, each pixel the mean of the source pixels it covers. */
    shrunk(width, height) {
        const out = new Canvas(width, height);
        const xs = Array.from({ length: width + 1 }, (_, x) => Math.floor((x * this.width) / width));
        const sum = new Float64Array(width * 3);
        const n = new Float64Array(width);
        for (let y = 0; y < height; y++) {
            sum.fill(0);
            n.fill(0);
            const yb = Math.max(Math.floor(((y + 1) * this.height) / height), Math.floor((y * this.height) / height) + 1);
            for (let sy = Math.floor((y * this.height) / height); sy < yb; sy++) {
                const row = sy * this.width * 4;
                for (let x = 0; x < width; x++) {
                    const xb = Math.max(xs[x + 1], xs[x] + 1);
                    for (let sx = xs[x]; sx < xb; sx++) {
                        const s = row + sx * 4;
                        sum[3 * x] += this.data[s];
                        sum[3 * x + 1] += this.data[s + 1];
                        sum[3 * x + 2] += this.data[s + 2];
                        n[x]++;
                    }
                }
            }
            for (let x = 0; x < width; x++) {
                const d = (y * width + x) * 4;
                out.data[d] = Math.round(sum[3 * x] / n[x]);
                out.data[d + 1] = Math.round(sum[3 * x + 1] / n[x]);
                out.data[d + 2] = Math.round(sum[3 * x + 2] / n[x]);
            }
        }
        return out;
    }
    pixel(x, y) {
        const i = (y * this.width + x) * 4;
        return [this.data[i], this.data[i + 1], this.data[i + 2]];
    }
    fillRect(x0, y0, x1, y1, c) {
        const xa = Math.max(0, Math.floor(x0));
        const ya = Math.max(0, Math.floor(y0));
        const xb = Math.min(this.width, Math.ceil(x1));
        const yb = Math.min(this.height, Math.ceil(y1));
        for (let y = ya; y < yb; y++) {
            for (let x = xa; x < xb; x++) {
                const i = (y * this.width + x) * 4;
                this.data[i] = c[0];
                this.data[i + 1] = c[1];
                this.data[i + 2] = c[2];
                this.data[i + 3] = 255;
            }
        }
    }
    /** An outline `thickness` pixels wide, inside the box [x1, x2) x [y1, y2). */
    strokeRect(x1, y1, x2, y2, thickness, c) {
        const t = thickness;
        this.fillRect(x1, y1, x2, y1 + t, c);
        this.fillRect(x1, y2 - t, x2, y2, c);
        this.fillRect(x1, y1, x1 + t, y2, c);
        this.fillRect(x2 - t, y1, x2, y2, c);
    }
    /** Like `strokeRect`, in dashes `dash` pixels long that alternate between `on` and `off`. */
    dashRect(x1, y1, x2, y2, thickness, dash, on, off) {
        const t = thickness;
        const [xa, ya, xb, yb] = [Math.round(x1), Math.round(y1), Math.round(x2), Math.round(y2)];
        for (let x = xa, k = 0; x < xb; x += dash, k++) {
            const c = k % 2 ? off : on;
            this.fillRect(x, ya, Math.min(x + dash, xb), ya + t, c);
            this.fillRect(x, yb - t, Math.min(x + dash, xb), yb, c);
        }
        for (let y = ya, k = 0; y < yb; y += dash, k++) {
            const c = k % 2 ? off : on;
            this.fillRect(xa, y, xa + t, Math.min(y + dash, yb), c);
            this.fillRect(xb - t, y, xb, Math.min(y + dash, yb), c);
        }
    }
    /** Copies `src` with its top left corner at (x, y), clipped to this canvas. */
    draw(src, x, y) {
        for (let sy = Math.max(0, -y); sy < src.height && y + sy < this.height; sy++) {
            const from = Math.max(0, -x);
            const to = Math.min(src.width, this.width - x);
            if (to <= from)
                return;
            this.data.set(src.data.subarray((sy * src.width + from) * 4, (sy * src.width + to) * 4), ((y + sy) * this.width + x + from) * 4);
        }
    }
    text(x, y, text, scale, c) {
        let cx = Math.round(x);
        const top = Math.round(y);
        for (const ch of text) {
            const rows = glyph(ch);
            for (let r = 0; r < GLYPH_HEIGHT; r++) {
                for (let col = 0; col < GLYPH_WIDTH; col++) {
                    if (rows[r] & (1 << (GLYPH_WIDTH - 1 - col))) {
                        this.fillRect(cx + col * scale, top + r * scale, cx + (col + 1) * scale, top + (r + 1) * scale, c);
                    }
                }
            }
            cx += (GLYPH_WIDTH + 1) * scale;
        }
    }
}

;// CONCATENATED MODULE: ./src/report/pictures/codec.ts
// Image bytes <-> Canvas: JPEG (jpeg-js) and PNG (pngjs) in, PNG out.



const { /* PNG */ "O": PNG } = png;
function isJpeg(bytes) {
    return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
function isPng(bytes) {
    return bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}
/** Decodes a JPEG or PNG; undefined for other formats. */
function decodeImage(bytes) {
    if (isJpeg(bytes)) {
        const img = jpeg_js_default().decode(bytes, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: 100,
            maxMemoryUsageInMB: 512
        });
        return new Canvas(img.width, img.height, img.data);
    }
    if (isPng(bytes)) {
        const img = PNG.sync.read(bytes);
        return new Canvas(img.width, img.height, new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length));
    }
    return undefined;
}
function encodePng(canvas) {
    const png = new PNG({ width: canvas.width, height: canvas.height });
    png.data = Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.length);
    // Paeth on every row: about the size of trying all five filters per row, in a third of the time.
    return PNG.sync.write(png, { filterType: 4 });
}

;// CONCATENATED MODULE: ./src/report/pictures/contact-sheet.ts
// One image of all pictures as numbered thumbnails, to see at a glance which are worth opening.


const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 180;
const GAP = 8;
const COLUMNS = 5;
const BACKGROUND = [40, 40, 40];
const NUMBER_SCALE = 2;
/** The picture shrunk to fit a THUMB_WIDTH x THUMB_HEIGHT cell, keeping its shape. */
function thumbnail(picture) {
    const s = Math.min(THUMB_WIDTH / picture.width, THUMB_HEIGHT / picture.height);
    const w = Math.max(1, Math.round(picture.width * s));
    const h = Math.max(1, Math.round(picture.height * s));
    return s < 1 ? picture.shrunk(w, h) : picture.scaled(Math.floor(s));
}
function sheetSize(n) {
    const columns = Math.max(1, Math.min(COLUMNS, n));
    const rows = Math.max(1, Math.ceil(n / columns));
    return { width: columns * (THUMB_WIDTH + GAP) + GAP, height: rows * (THUMB_HEIGHT + GAP) + GAP };
}
/** Thumbnails in rows of COLUMNS, each centred in its cell with its number (from 1) at the top left. */
function contactSheet(thumbs) {
    const { width, height } = sheetSize(thumbs.length);
    const sheet = new Canvas(width, height);
    sheet.fillRect(0, 0, width, height, BACKGROUND);
    const columns = Math.max(1, Math.min(COLUMNS, thumbs.length));
    thumbs.forEach((t, i) => {
        const cx = GAP + (i % columns) * (THUMB_WIDTH + GAP);
        const cy = GAP + Math.floor(i / columns) * (THUMB_HEIGHT + GAP);
        sheet.draw(t, cx + Math.floor((THUMB_WIDTH - t.width) / 2), cy + Math.floor((THUMB_HEIGHT - t.height) / 2));
        const label = String(i + 1);
        const s = NUMBER_SCALE;
        const { width: w, height: h } = tagSize(label, s);
        sheet.fillRect(cx, cy, cx + w, cy + h, [255, 255, 255]);
        sheet.text(cx + s, cy + s, label, s, [0, 0, 0]);
    });
    return sheet;
}

;// CONCATENATED MODULE: ./src/report/pictures/draw.ts

const PALETTE = [
    [230, 25, 75],
    [60, 180, 75],
    [0, 130, 200],
    [245, 130, 48],
    [145, 30, 180],
    [70, 240, 240],
    [240, 50, 230],
    [210, 245, 60],
    [0, 128, 128],
    [170, 110, 40]
];
const WHITE = [255, 255, 255];
/** Pictures are drawn with their short side at least this long (small images enlarged x2, x3, ...). */
const MIN_SHORT_SIDE = 512;
/** ... and their long side at most this long (large images shrunk): big enough to see, quick to write. */
const MAX_LONG_SIDE = 1600;
function colorOf(classId) {
    return PALETTE[((classId % PALETTE.length) + PALETTE.length) % PALETTE.length];
}
function textColorOn(c) {
    return c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 > 150 ? [0, 0, 0] : WHITE;
}
/** The image at the size it is drawn at. */
function fitForViewing(image) {
    const short = Math.max(1, Math.min(image.width, image.height));
    const long = Math.max(image.width, image.height);
    if (long > MAX_LONG_SIDE) {
        const s = MAX_LONG_SIDE / long;
        return image.shrunk(Math.max(1, Math.round(image.width * s)), Math.max(1, Math.round(image.height * s)));
    }
    return image.scaled(Math.min(Math.floor(MIN_SHORT_SIDE / short), Math.floor(MAX_LONG_SIDE / long)));
}
/** Lines about 1/250 of the short side, tags about 1/27 of it tall (glyphs never below x2). */
function styleFor(width, height) {
    const short = Math.min(width, height);
    return { line: Math.max(1, Math.round(short / 250)), text: Math.max(2, Math.round(short / 300)) };
}
function drawPicture(image, p, threshold, nameOf, truth) {
    const canvas = fitForViewing(image);
    const fx = canvas.width / image.width;
    const fy = canvas.height / image.height;
    const { line, text } = styleFor(canvas.width, canvas.height);
    // Ground truth in its own pixel space (the size it was labelled at), scaled to this picture.
    const gx = fx * (truth?.width ? image.width / truth.width : 1);
    const gy = fy * (truth?.height ? image.height / truth.height : 1);
    for (const b of truth?.boxes ?? []) {
        const [x1, y1, x2, y2] = [b.x1 * gx - line, b.y1 * gy - line, b.x2 * gx + line, b.y2 * gy + line];
        canvas.dashRect(x1, y1, x2, y2, line, Math.max(4, 4 * line), colorOf(b.cls), WHITE);
    }
    const sx = (p.normalized ? image.width : 1) * fx;
    const sy = (p.normalized ? image.height : 1) * fy;
    const order = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold);
    order.sort((a, b) => p.scores[a] - p.scores[b] || b - a); // strongest drawn last, on top
    const tags = [];
    for (const i of order) {
        // Whole pixels, so every edge is exactly `line` wide.
        const [x1, y1, x2, y2] = [
            Math.round(p.boxes[4 * i] * sx),
            Math.round(p.boxes[4 * i + 1] * sy),
            Math.round(p.boxes[4 * i + 2] * sx),
            Math.round(p.boxes[4 * i + 3] * sy)
        ];
        const color = colorOf(p.labels[i]);
        canvas.strokeRect(x1, y1, x2, y2, line, color);
        const label = [...`${nameOf(p.labels[i])} ${p.scores[i].toFixed(2)}`].slice(0, 40).join('');
        const { width, height } = tagSize(label, text);
        tags.push({
            x: Math.max(0, Math.min(x1, canvas.width - width)),
            y: y1 - height >= 0 ? y1 - height : Math.max(0, y1),
            width,
            height,
            text: label,
            color
        });
    }
    for (const t of tags) {
        canvas.fillRect(t.x, t.y, t.x + t.width, t.y + t.height, t.color);
        canvas.text(t.x + text, t.y + text, t.text, text, textColorOn(t.color));
    }
    return { canvas, shown: order.length };
}

// EXTERNAL MODULE: ./src/results/bounded.ts
var bounded = __webpack_require__(88083);
;// CONCATENATED MODULE: ./src/report/pictures/select.ts
// Which objects get a picture. First one for each class not yet on a chosen picture (detected or in the
// ground truth), so every class is seen; the places left are shared between the least confident
// detections (the first half) and disagreements with the ground truth or the baseline (the rest), and
// places one kind cannot fill go to the other.

/** Least confident first; among equals, the one that disagrees more. */
const byConfidence = (a, b) => a.lowest - b.lowest || b.disagreement - a.disagreement || (0,bounded/* compareStrings */.Kt)(a.key, b.key);
const byDisagreement = (a, b) => b.disagreement - a.disagreement || b.errors - a.errors || byConfidence(a, b);
/**
 * All candidates in order of interest: the first `count` chosen as above, then the others in the same
 * way (a picture that cannot be drawn gives its place to the next).
 */
function choosePictures(candidates, count) {
    const chosen = [];
    const taken = new Set();
    const take = (c, reason) => {
        chosen.push({ candidate: c, reason });
        taken.add(c);
    };
    const limit = Math.min(count, candidates.length);
    const shown = new Set();
    const classes = [...new Set(candidates.flatMap(c => c.classes))].sort((a, b) => a - b);
    for (const cls of classes) {
        if (chosen.length >= limit)
            break;
        if (shown.has(cls))
            continue;
        const best = candidates.filter(c => !taken.has(c) && c.classes.includes(cls)).sort(byConfidence)[0];
        if (!best)
            continue;
        take(best, 'class');
        for (const k of best.classes)
            shown.add(k);
    }
    const rest = candidates.filter(c => !taken.has(c));
    const leastConfident = rest.filter(c => Number.isFinite(c.lowest)).sort(byConfidence);
    const disagreeing = rest.filter(c => c.disagreement > 0).sort(byDisagreement);
    const places = limit - chosen.length;
    const lowShare = Math.max(Math.ceil(places / 2), places - disagreeing.length);
    for (const c of leastConfident) {
        if (chosen.length - (limit - places) >= lowShare)
            break;
        take(c, 'least confident');
    }
    for (const c of disagreeing) {
        if (chosen.length >= limit)
            break;
        if (!taken.has(c))
            take(c, 'disagrees');
    }
    for (const c of [...rest].sort(byConfidence)) {
        if (chosen.length >= limit)
            break;
        if (!taken.has(c))
            take(c, c.disagreement > 0 ? 'disagrees' : 'least confident');
    }
    // The rest, for places that pictures which cannot be drawn leave: every class has been offered.
    const others = candidates.filter(c => !taken.has(c));
    const after = others.length ? choosePictures(others, others.length) : [];
    return [
        ...chosen,
        ...after.map(({ candidate }) => ({
            candidate,
            reason: candidate.disagreement > 0 ? 'disagrees' : 'least confident'
        }))
    ];
}

;// CONCATENATED MODULE: ./src/report/pictures/render-pictures.ts
// Detection pictures: N input images chosen to tell most (see select.ts), drawn with their boxes and
// ground truth, and one contact sheet of them all, written as PNG files and uploaded as workflow
// artifacts (GitHub comments cannot embed local images).













/** Input images larger than this are not decoded for pictures. */
const MAX_IMAGE_BYTES = 32 * 1024 * 1024;
/** Outputs read to choose from, per picture wanted (and every object that changed from the baseline). */
const LOOK_PER_PICTURE = 10;
function fileNameFor(index, key) {
    const safe = key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80);
    return `${String(index + 1).padStart(3, '0')}-${safe}.png`;
}
function candidateOf(input, key, detection, p) {
    const truth = p.truth?.byKey.get(key);
    const boxes = truth?.boxes;
    const match = boxes ? (0,detection_quality/* matchImage */.Vd)(detection, truth, p.threshold) : undefined;
    const change = p.changes?.get(key);
    let lowest = Infinity;
    for (const s of detection.scores)
        if (s >= p.threshold && s < lowest)
            lowest = s;
    const errors = match ? match.missed + match.falsePositives : 0;
    return {
        input,
        key,
        detection,
        ...(boxes ? { truth, match } : {}),
        ...(change ? { change } : {}),
        classes: [...new Set([...(0,prediction_summaries/* labelsAbove */.vc)(detection, p.threshold), ...(boxes ?? []).map(b => b.cls)])],
        lowest,
        errors,
        disagreement: change === 'broken' ? 3 : errors > 0 ? 2 : change ? 1 : 0
    };
}
async function renderPictures(p) {
    const files = [];
    const items = [];
    const skipped = [];
    await (0,promises_.mkdir)(p.dir, { recursive: true });
    const candidates = [];
    const changed = new Set(p.changes?.keys());
    let looked = 0;
    for await (const input of p.inputs.objects()) {
        const outKey = input.output.key;
        if (outKey === undefined)
            continue;
        const key = (0,output_keys/* nameOfOutput */.Kh)(outKey);
        if (p.counted && !p.counted(key))
            continue;
        const wanted = changed.delete(key);
        if (looked >= p.count * LOOK_PER_PICTURE && !wanted) {
            if (changed.size === 0)
                break;
            continue;
        }
        looked++;
        const known = p.predictionsOf?.(key);
        const size = known ? undefined : await p.outputs.head(outKey);
        if (!known && size === undefined)
            continue;
        try {
            let detection;
            const take = (pred) => {
                if (!detection && pred.kind === 'detection')
                    detection = pred;
            };
            if (known)
                known.forEach(take);
            else
                await (0,read_object/* readObject */.Ag)(await p.outputs.get(outKey), size, p.read, take);
            if (!detection) {
                skipped.push(`${key}: no detections in its output`);
                continue;
            }
            candidates.push(candidateOf(input, key, detection, p));
        }
        catch (err) {
            skipped.push(`${key}: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
    }
    const thumbs = [];
    for (const { candidate: c, reason } of choosePictures(candidates, p.count)) {
        if (files.length >= p.count)
            break;
        try {
            const inputSize = c.input.size ?? (await c.input.store.head(c.input.key));
            if (inputSize !== undefined && inputSize > MAX_IMAGE_BYTES) {
                skipped.push(`${c.key}: larger than ${MAX_IMAGE_BYTES} bytes`);
                continue;
            }
            const image = decodeImage(await (0,store/* readAll */.y)(await c.input.store.get(c.input.key)));
            if (!image) {
                skipped.push(`${c.key}: not a JPEG or PNG image`);
                continue;
            }
            const drawn = drawPicture(image, c.detection, p.threshold, id => p.registry.nameOf(id), c.truth);
            const file = external_node_path_default().join(p.dir, fileNameFor(files.length, c.key));
            await (0,promises_.writeFile)(file, encodePng(drawn.canvas));
            files.push(file);
            thumbs.push(thumbnail(drawn.canvas));
            items.push({
                file: external_node_path_default().basename(file),
                key: c.key,
                reason,
                shown: drawn.shown,
                ...(c.match && c.truth?.boxes ? { groundTruth: c.truth.boxes.length, ...c.match } : {}),
                ...(c.change ? { baseline: c.change } : {})
            });
        }
        catch (err) {
            skipped.push(`${c.key}: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
    }
    if (thumbs.length === 0)
        return { files, items, skipped };
    const sheet = external_node_path_default().join(p.dir, p.sheetName);
    await (0,promises_.writeFile)(sheet, encodePng(contactSheet(thumbs)));
    return { files, items, sheet, skipped };
}
function artifactUrl(env, id) {
    return id !== undefined && env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}/artifacts/${id}`
        : undefined;
}
/**
 * Uploads the pictures (and the contact sheet) as one zipped workflow artifact, and the contact sheet
 * again unzipped, so its link opens the image; without a runner to upload to, says where they are.
 */
async function uploadPictures(name, rendered, dir, env) {
    if (rendered.files.length === 0) {
        return { rendered: 0, note: `none rendered${rendered.skipped.length ? ` (${rendered.skipped[0]})` : ''}` };
    }
    const info = {
        rendered: rendered.files.length,
        artifactName: name,
        items: rendered.items,
        ...(rendered.sheet ? { contactSheet: { file: external_node_path_default().basename(rendered.sheet) } } : {})
    };
    if (!env.ACTIONS_RUNTIME_TOKEN) {
        return {
            ...info,
            note: `${rendered.files.length} rendered to ${dir}; not uploaded (no ACTIONS_RUNTIME_TOKEN: not running in GitHub Actions)`
        };
    }
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351), __webpack_require__.e(3838), __webpack_require__.e(4533), __webpack_require__.e(5203)]).then(__webpack_require__.bind(__webpack_require__, 75203));
    const client = new DefaultArtifactClient();
    try {
        const all = rendered.sheet ? [...rendered.files, rendered.sheet] : rendered.files;
        const res = await client.uploadArtifact(name, all, dir, { retentionDays: 0 });
        info.artifactId = res.id;
        const url = artifactUrl(env, res.id);
        if (url)
            info.url = url;
    }
    catch (err) {
        return {
            ...info,
            note: `${rendered.files.length} rendered but the artifact upload failed: ${(0,errors/* errorMessage */.gJ)(err)}`
        };
    }
    if (rendered.sheet && info.contactSheet) {
        try {
            const res = await client.uploadArtifact(info.contactSheet.file, [rendered.sheet], dir, {
                retentionDays: 0,
                skipArchive: true
            });
            const url = artifactUrl(env, res.id);
            if (url)
                info.contactSheet.url = url;
        }
        catch (err) {
            info.note = `the contact sheet is only in the artifact ${name}: ${(0,errors/* errorMessage */.gJ)(err)}`;
        }
    }
    return info;
}


/***/ }),

/***/ 88083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* reexport safe */ _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__.YD),
/* harmony export */   N: () => (/* binding */ SmallestK),
/* harmony export */   x9: () => (/* binding */ FloatColumn)
/* harmony export */ });
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77195);
// Keeps the K smallest items under an order, whatever order they arrive in, in O(K) memory. Used for
// example lists (lowest confidences, failed keys, changed predictions) so reports stay deterministic
// while outputs are read concurrently.
class SmallestK {
    limit;
    compare;
    items = [];
    /** How many were offered in all. */
    count = 0;
    constructor(limit, compare) {
        this.limit = limit;
        this.compare = compare;
    }
    offer(item) {
        this.count++;
        const items = this.items;
        if (this.limit <= 0)
            return;
        if (items.length === this.limit && this.compare(item, items[items.length - 1]) >= 0)
            return;
        let lo = 0;
        let hi = items.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.compare(items[mid], item) <= 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        items.splice(lo, 0, item);
        if (items.length > this.limit)
            items.pop();
    }
    values() {
        return [...this.items];
    }
}

/** A growable Float64 column; cheaper than an array of numbers for millions of values. */
class FloatColumn {
    data = new Float64Array(1024);
    length = 0;
    push(v) {
        if (this.length === this.data.length) {
            const bigger = new Float64Array(this.data.length * 2);
            bigger.set(this.data);
            this.data = bigger;
        }
        this.data[this.length++] = v;
    }
    view() {
        return this.data.subarray(0, this.length);
    }
}


/***/ }),

/***/ 24806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MJ: () => (/* binding */ imageRight),
/* harmony export */   NO: () => (/* binding */ DetectionEvaluator),
/* harmony export */   Vd: () => (/* binding */ matchImage)
/* harmony export */ });
/* unused harmony exports iou, averagePrecision */
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88083);
// Detection quality against ground-truth boxes: per class precision and recall at the score threshold,
// average precision at IoU 0.5 and their mean (mAP).
//
// Matching follows PASCAL VOC: within an image, detections of a class are taken by descending score;
// each is a true positive when its best-overlapping ground-truth box of that class has IoU >= 0.5 and is
// not yet taken, else a false positive. AP is the all-point interpolated area under the precision/recall
// curve. Equal scores across images are ordered false positives first, so the result does not depend on
// the order in which outputs were read.

const IOU_THRESHOLD = 0.5;
function iou(a, b) {
    const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
    const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
    if (w <= 0 || h <= 0)
        return 0;
    const inter = w * h;
    const union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
    return union > 0 ? inter / union : 0;
}
/** Detection `i` in the ground truth's pixel space (normalised boxes are scaled by the image size). */
function boxOf(p, i, truth) {
    const sx = p.normalized ? (truth.width ?? 1) : 1;
    const sy = p.normalized ? (truth.height ?? 1) : 1;
    return [p.boxes[4 * i] * sx, p.boxes[4 * i + 1] * sy, p.boxes[4 * i + 2] * sx, p.boxes[4 * i + 3] * sy];
}
/** Strongest detection first, each taking the first free ground-truth box of its class it overlaps enough. */
function matchImage(p, truth, threshold) {
    const boxes = truth.boxes ?? [];
    const kept = p.labels.map((_, i) => i).filter(i => p.scores[i] >= threshold);
    kept.sort((a, b) => p.scores[b] - p.scores[a] || a - b);
    const used = boxes.map(() => false);
    let matched = 0;
    for (const i of kept) {
        const box = boxOf(p, i, truth);
        const j = boxes.findIndex((g, k) => !used[k] && g.cls === p.labels[i] && iou(box, [g.x1, g.y1, g.x2, g.y2]) >= IOU_THRESHOLD);
        if (j < 0)
            continue;
        used[j] = true;
        matched++;
    }
    return { matched, missed: boxes.length - matched, falsePositives: kept.length - matched };
}
/**
 * One image judged as a whole, for the paired before/after comparison: right when every ground-truth
 * box is found and nothing else is detected.
 */
function imageRight(p, truth, threshold) {
    const m = matchImage(p, truth, threshold);
    return m.missed === 0 && m.falsePositives === 0;
}
/** All-point interpolated AP from (score, isTruePositive) pairs and the number of ground-truth boxes. */
function averagePrecision(scores, tp, positives) {
    if (positives === 0)
        return NaN;
    const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b] - scores[a] || tp[a] - tp[b] || a - b);
    const precision = new Float64Array(order.length);
    const recall = new Float64Array(order.length);
    let hits = 0;
    order.forEach((i, rank) => {
        hits += tp[i];
        precision[rank] = hits / (rank + 1);
        recall[rank] = hits / positives;
    });
    for (let r = order.length - 2; r >= 0; r--)
        precision[r] = Math.max(precision[r], precision[r + 1]);
    let ap = 0;
    let previous = 0;
    for (let r = 0; r < order.length; r++) {
        if (recall[r] > previous) {
            ap += (recall[r] - previous) * precision[r];
            previous = recall[r];
        }
    }
    return ap;
}
class DetectionEvaluator {
    gt;
    registry;
    threshold;
    classes = new Map();
    evaluated = 0;
    constructor(gt, registry, scoreThreshold) {
        this.gt = gt;
        this.registry = registry;
        this.threshold = scoreThreshold;
    }
    state(id) {
        let s = this.classes.get(id);
        if (!s) {
            s = { positives: 0, scores: new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9(), tp: new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9(), tpAbove: 0, fpAbove: 0 };
            this.classes.set(id, s);
        }
        return s;
    }
    add(key, record, p) {
        if (record !== 0)
            return;
        const truth = this.gt.byKey.get(key);
        if (!truth?.boxes)
            return;
        this.evaluated++;
        const gtByClass = new Map();
        for (const b of truth.boxes) {
            this.state(b.cls).positives++;
            const list = gtByClass.get(b.cls) ?? [];
            list.push(b);
            gtByClass.set(b.cls, list);
        }
        const order = p.labels.map((_, i) => i).sort((a, b) => p.scores[b] - p.scores[a] || a - b);
        const taken = new Map();
        for (const i of order) {
            const cls = p.labels[i];
            const score = p.scores[i];
            if (!Number.isFinite(score))
                continue;
            const box = boxOf(p, i, truth);
            const candidates = gtByClass.get(cls) ?? [];
            const used = taken.get(cls) ?? candidates.map(() => false);
            taken.set(cls, used);
            let best = -1;
            let bestIou = 0;
            candidates.forEach((g, j) => {
                const o = iou(box, [g.x1, g.y1, g.x2, g.y2]);
                if (o > bestIou) {
                    bestIou = o;
                    best = j;
                }
            });
            const hit = best >= 0 && bestIou >= IOU_THRESHOLD && !used[best];
            if (hit)
                used[best] = true;
            const s = this.state(cls);
            s.scores.push(score);
            s.tp.push(hit ? 1 : 0);
            if (score >= this.threshold) {
                if (hit)
                    s.tpAbove++;
                else
                    s.fpAbove++;
            }
        }
    }
    result() {
        let tp = 0;
        let fp = 0;
        let positives = 0;
        const aps = [];
        const perClass = [];
        // Classes in one order, not the order outputs were read in: the mean's sum comes out the same.
        const ids = [...this.classes.keys()].sort((a, b) => this.registry.compare(a, b));
        for (const id of ids) {
            const s = this.classes.get(id);
            const ap = averagePrecision(s.scores.view(), s.tp.view(), s.positives);
            if (s.positives > 0)
                aps.push(ap);
            tp += s.tpAbove;
            fp += s.fpAbove;
            positives += s.positives;
            const detections = s.tpAbove + s.fpAbove;
            const index = this.registry.indexOf(id);
            perClass.push({
                id,
                ...(index !== undefined ? { index } : {}),
                label: this.registry.nameOf(id),
                groundTruth: s.positives,
                detections,
                truePositives: s.tpAbove,
                falsePositives: s.fpAbove,
                precision: detections ? s.tpAbove / detections : null,
                recall: s.positives ? s.tpAbove / s.positives : null,
                ap: s.positives ? ap : null
            });
        }
        perClass.sort((a, b) => (a.ap ?? 2) - (b.ap ?? 2) || b.groundTruth - a.groundTruth || this.registry.compare(a.id, b.id));
        return {
            kind: 'detection',
            source: this.gt.source,
            groundTruthLines: this.gt.lines,
            iouThreshold: IOU_THRESHOLD,
            scoreThreshold: this.threshold,
            evaluated: this.evaluated,
            missing: [...this.gt.byKey.values()].filter(e => e.boxes).length - this.evaluated,
            notAnInput: this.gt.notAnInput,
            precision: tp + fp ? tp / (tp + fp) : null,
            recall: positives ? tp / positives : null,
            map: aps.length ? aps.reduce((a, b) => a + b, 0) / aps.length : null,
            perClass: perClass.map(({ id: _id, ...rest }) => rest)
        };
    }
}


/***/ }),

/***/ 2249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BI: () => (/* binding */ DetectionSummarizer),
/* harmony export */   vc: () => (/* binding */ labelsAbove),
/* harmony export */   yg: () => (/* binding */ ClassificationSummarizer)
/* harmony export */ });
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88083);
// Running summaries of predictions: class counts and confidences for classifiers, per-class detections
// above the score threshold for detectors. Each keeps O(classes) state plus one float per record.

const LOWEST_EXAMPLES = 10;
const CONFIDENCE_BINS = 10;
function classCounts(counts, registry) {
    let total = 0;
    for (const c of counts.values())
        total += c;
    return [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || registry.compare(a[0], b[0]))
        .map(([id, count]) => ({
        ...(registry.indexOf(id) !== undefined ? { index: registry.indexOf(id) } : {}),
        label: registry.nameOf(id),
        count,
        share: total ? count / total : 0
    }));
}
/** The value at fraction `q` of sorted `values` (linear interpolation between neighbours). */
function quantile(sorted, q) {
    if (sorted.length === 0)
        return NaN;
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
function confidenceStats(values) {
    if (values.length === 0)
        return undefined;
    const sorted = Float64Array.from(values).sort();
    let sum = 0;
    for (const v of sorted)
        sum += v;
    const min = sorted[0];
    const max = sorted[sorted.length - 1];
    // Probabilities go in tenths of [0, 1]; anything else (logits, scores) in tenths of its own range.
    const lo = min >= 0 && max <= 1 ? 0 : min;
    const hi = min >= 0 && max <= 1 ? 1 : max === min ? min + 1 : max;
    const width = (hi - lo) / CONFIDENCE_BINS;
    const histogram = Array.from({ length: CONFIDENCE_BINS }, (_, i) => ({
        from: round6(lo + i * width),
        to: round6(lo + (i + 1) * width),
        count: 0
    }));
    for (const v of sorted) {
        const bin = Math.min(CONFIDENCE_BINS - 1, Math.max(0, Math.floor((v - lo) / width)));
        histogram[bin].count++;
    }
    return {
        count: sorted.length,
        mean: sum / sorted.length,
        median: quantile(sorted, 0.5),
        p10: quantile(sorted, 0.1),
        min,
        max,
        histogram
    };
}
function round6(x) {
    return Math.round(x * 1e6) / 1e6;
}
class ClassificationSummarizer {
    registry;
    counts = new Map();
    confidences = new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .FloatColumn */ .x9();
    widths = new Set();
    lowest = new _bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .SmallestK */ .N(LOWEST_EXAMPLES, (a, b) => a.confidence - b.confidence || (0,_bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.key, b.key) || a.record - b.record);
    records = 0;
    constructor(registry) {
        this.registry = registry;
    }
    add(key, record, p) {
        this.records++;
        if (p.width)
            this.widths.add(p.width);
        if (p.classes.length === 0)
            return;
        const top = p.classes[0];
        this.counts.set(top, (this.counts.get(top) ?? 0) + 1);
        const confidence = p.scores[0];
        if (Number.isFinite(confidence)) {
            this.confidences.push(confidence);
            this.lowest.offer({ key, record, id: top, label: '', confidence });
        }
    }
    /** Top-1 class counts by id (for baseline deltas). */
    countsById() {
        return this.counts;
    }
    result() {
        return {
            records: this.records,
            distinctClasses: this.counts.size,
            classes: classCounts(this.counts, this.registry),
            confidence: confidenceStats(this.confidences.view()),
            lowest: this.lowest.values().map(({ key, record, id, confidence }) => ({
                key,
                record,
                label: this.registry.nameOf(id),
                confidence
            })),
            vectorWidths: [...this.widths].sort((a, b) => a - b)
        };
    }
}
/** Detections at or above `threshold` of one record, as class ids. */
function labelsAbove(p, threshold) {
    const out = [];
    for (let i = 0; i < p.labels.length; i++)
        if (p.scores[i] >= threshold)
            out.push(p.labels[i]);
    return out;
}
const BOX_BINS = 10;
class DetectionSummarizer {
    registry;
    threshold;
    counts = new Map();
    perObject = new Array(BOX_BINS + 1).fill(0);
    above = 0;
    total = 0;
    maxBoxes = 0;
    records = 0;
    constructor(registry, threshold) {
        this.registry = registry;
        this.threshold = threshold;
    }
    add(_key, _record, p) {
        this.records++;
        this.total += p.labels.length;
        const kept = labelsAbove(p, this.threshold);
        for (const id of kept)
            this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
        this.above += kept.length;
        this.maxBoxes = Math.max(this.maxBoxes, kept.length);
        this.perObject[Math.min(BOX_BINS, kept.length)]++;
    }
    countsById() {
        return this.counts;
    }
    result() {
        return {
            records: this.records,
            scoreThreshold: this.threshold,
            detectionsAboveThreshold: this.above,
            detectionsTotal: this.total,
            classes: classCounts(this.counts, this.registry),
            objectsWithNone: this.perObject[0],
            boxesPerObject: {
                mean: this.records ? this.above / this.records : 0,
                max: this.maxBoxes,
                histogram: this.perObject.map((objects, i) => ({
                    boxes: i === BOX_BINS ? `${BOX_BINS}+` : String(i),
                    objects
                }))
            }
        };
    }
}


/***/ })

};
