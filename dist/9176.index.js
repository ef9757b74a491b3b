export const id = 9176;
export const ids = [9176];
export const modules = {

/***/ 19374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ parseCsvRow),
/* harmony export */   w: () => (/* binding */ formatCsvRow)
/* harmony export */ });
// One CSV row <-> an array of fields (RFC 4180 quoting), for filters and joins on text/csv records and
// for reading CSV predictions. Like Python's csv module (which the model containers use), a quote is
// special only at the start of a field: `a"b` is the text a"b, and text after a closing quote is kept.
function parseCsvRow(text) {
    const fields = [];
    let i = 0;
    const n = text.length;
    for (;;) {
        if (text[i] === '"') {
            let value = '';
            i++;
            for (;;) {
                const q = text.indexOf('"', i);
                if (q < 0) {
                    value += text.slice(i);
                    i = n;
                    break;
                }
                value += text.slice(i, q);
                if (text[q + 1] === '"') {
                    value += '"';
                    i = q + 2;
                }
                else {
                    i = q + 1;
                    break;
                }
            }
            // Anything between the closing quote and the comma is kept, as lenient readers do.
            const comma = text.indexOf(',', i);
            const end = comma < 0 ? n : comma;
            fields.push(value + text.slice(i, end));
            if (comma < 0)
                break;
            i = comma + 1;
        }
        else {
            const comma = text.indexOf(',', i);
            if (comma < 0) {
                fields.push(text.slice(i));
                break;
            }
            fields.push(text.slice(i, comma));
            i = comma + 1;
        }
    }
    return fields;
}
function formatCsvField(value) {
    if (value === null || value === undefined)
        return '';
    const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
/** An array becomes a row of fields; anything else one field. */
function formatCsvRow(value) {
    return Array.isArray(value) ? value.map(formatCsvField).join(',') : formatCsvField(value);
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
        for (const [id, s] of this.classes) {
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
        perClass.sort((a, b) => (a.ap ?? 2) - (b.ap ?? 2) || b.groundTruth - a.groundTruth || a.id - b.id);
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

/***/ 25237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ev: () => (/* binding */ WHOLE_OBJECT_BYTES),
  Ag: () => (/* binding */ readObject)
});

// UNUSED EXPORTS: parseText

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
;// CONCATENATED MODULE: ./src/results/read/json-split.ts
// Splits a stream of text into top-level JSON values: one document, JSON Lines, or values written back
// to back (`{..}{..}`, as SageMaker assembles with AssembleWith=None). Only boundaries are found here;
// each value is then parsed with JSON.parse, which is far faster than any parser written in JS.
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
function isSpace(c) {
    return c === SPACE || c === LF || c === CR || c === TAB;
}
class JsonValueSplitter {
    buf = '';
    pos = 0;
    start = -1;
    depth = 0;
    inString = false;
    escaped = false;
    scalar = false;
    maxValueChars;
    /** `maxValueChars` bounds the memory one value may take; a longer value is an error. */
    constructor(maxValueChars) {
        this.maxValueChars = maxValueChars;
    }
    /** Feeds text; calls `out` with each complete top-level value's text. */
    push(text, out) {
        if (this.start < 0) {
            this.buf = text;
            this.pos = 0;
        }
        else {
            this.buf += text; // a value continues; `pos` already points past what was scanned
        }
        const buf = this.buf;
        let i = this.pos;
        const n = buf.length;
        while (i < n) {
            const c = buf.charCodeAt(i);
            if (this.start < 0) {
                if (!isSpace(c)) {
                    this.start = i;
                    if (c === OPEN_BRACE || c === OPEN_BRACKET)
                        this.depth = 1;
                    else if (c === QUOTE)
                        this.inString = true;
                    else
                        this.scalar = true;
                }
                i++;
                continue;
            }
            if (this.inString) {
                if (this.escaped)
                    this.escaped = false;
                else if (c === BACKSLASH)
                    this.escaped = true;
                else if (c === QUOTE) {
                    this.inString = false;
                    if (this.depth === 0) {
                        out(buf.slice(this.start, i + 1));
                        this.start = -1;
                    }
                }
                i++;
                continue;
            }
            if (this.scalar) {
                if (isSpace(c) || c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE) {
                    out(buf.slice(this.start, i));
                    this.start = -1;
                    this.scalar = false;
                    continue; // rescan this character as the start of what follows
                }
                i++;
                continue;
            }
            if (c === QUOTE)
                this.inString = true;
            else if (c === OPEN_BRACE || c === OPEN_BRACKET)
                this.depth++;
            else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                this.depth--;
                if (this.depth === 0) {
                    out(buf.slice(this.start, i + 1));
                    this.start = -1;
                }
            }
            i++;
        }
        if (this.start < 0) {
            this.buf = '';
            this.pos = 0;
        }
        else {
            this.buf = buf.slice(this.start);
            this.pos = i - this.start;
            this.start = 0;
            if (this.buf.length > this.maxValueChars) {
                throw new Error(`a single JSON value is longer than ${this.maxValueChars} characters`);
            }
        }
    }
    /** Ends the input: flushes a trailing bare scalar; throws when a value was cut off. */
    end(out) {
        if (this.start < 0)
            return;
        if (this.scalar) {
            out(this.buf.slice(this.start));
            this.start = -1;
            this.scalar = false;
            return;
        }
        throw new Error('the data ends inside a JSON value');
    }
}
/** Splits text into lines across chunk boundaries (LF or CRLF), for CSV. */
class TextLineSplitter {
    rest = '';
    maxLineChars;
    constructor(maxLineChars) {
        this.maxLineChars = maxLineChars;
    }
    push(text, out) {
        const data = this.rest + text;
        let from = 0;
        for (let nl = data.indexOf('\n'); nl >= 0; nl = data.indexOf('\n', from)) {
            out(stripCr(data.slice(from, nl)));
            from = nl + 1;
        }
        this.rest = data.slice(from);
        if (this.rest.length > this.maxLineChars) {
            throw new Error(`a single line is longer than ${this.maxLineChars} characters`);
        }
    }
    end(out) {
        if (this.rest !== '')
            out(stripCr(this.rest));
        this.rest = '';
    }
}
function stripCr(line) {
    return line.endsWith('\r') ? line.slice(0, -1) : line;
}

// EXTERNAL MODULE: ./src/contract/csv.ts
var csv = __webpack_require__(19374);
;// CONCATENATED MODULE: ./src/results/predictions.ts
const TOP_K = 5;
const SHAPES = {
    predict: 'TF Serving predict (classes/probabilities)',
    classify: 'TF Serving classify (result)',
    vector: 'probability vector',
    torchvision: 'torchvision detection (boxes/labels/scores)',
    tfod: 'TF Object Detection (detection_boxes/classes/scores)',
    labelScore: 'label with score',
    classIndex: 'class index',
    csvVector: 'CSV probability vector',
    csvLabel: 'CSV label with score',
    csvIndex: 'CSV class index'
};
/** Interprets one parsed JSON value (a whole document or one JSON Lines line). */
function interpretValue(value, classes, format, emit) {
    const filtered = p => emit(applyFormat(p, format));
    interpretContainer(value, classes, filtered);
}
function applyFormat(p, format) {
    if (format === 'classification' && p.kind === 'detection') {
        return {
            kind: 'unrecognised',
            shape: p.shape,
            problem: 'detection output while output-format is classification'
        };
    }
    if (format === 'detection' && p.kind === 'classification') {
        return {
            kind: 'unrecognised',
            shape: p.shape,
            problem: 'classification output while output-format is detection'
        };
    }
    return p;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isNumberArray(v) {
    return Array.isArray(v) && v.length > 0 && v.every(x => typeof x === 'number');
}
/** `[["cat", 0.9], ["dog", 0.1]]`: TF Serving classify's per-example list. */
function isLabelScorePairs(v) {
    return (Array.isArray(v) &&
        v.length > 0 &&
        v.every(p => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'number'));
}
// A value that may hold many records: a response with `predictions`, a batch list, or one record.
function interpretContainer(value, classes, emit) {
    if (isObject(value)) {
        if ('SageMakerOutput' in value)
            return interpretContainer(value.SageMakerOutput, classes, emit);
        if (Array.isArray(value.predictions)) {
            for (const item of value.predictions)
                interpretRecord(item, classes, emit, SHAPES.predict);
            return;
        }
        if (Array.isArray(value.outputs)) {
            for (const item of value.outputs)
                interpretRecord(item, classes, emit, SHAPES.predict);
            return;
        }
        if (Array.isArray(value.result)) {
            for (const item of value.result)
                interpretRecord(item, classes, emit, SHAPES.classify);
            return;
        }
        return interpretRecord(value, classes, emit);
    }
    if (Array.isArray(value) && !isNumberArray(value) && !isLabelScorePairs(value) && value.length > 0) {
        for (const item of value)
            interpretRecord(item, classes, emit);
        return;
    }
    interpretRecord(value, classes, emit);
}
function interpretRecord(value, classes, emit, context) {
    if (typeof value === 'number') {
        if (Number.isInteger(value))
            return emit(single(classes.idOf(value), NaN, SHAPES.classIndex));
        return emit(unrecognised(SHAPES.classIndex, 'a single number that is not a class index'));
    }
    if (typeof value === 'string')
        return emit(single(classes.idOf(value), NaN, SHAPES.labelScore));
    if (isNumberArray(value))
        return emit(fromVector(value, undefined, classes, context ?? SHAPES.vector));
    if (isLabelScorePairs(value))
        return emit(fromPairs(value, classes, context ?? SHAPES.classify));
    if (isObject(value))
        return emit(fromObject(value, classes, context));
    if (Array.isArray(value) && value.length === 0)
        return emit(unrecognised('empty list', 'an empty list'));
    return emit(unrecognised('unknown', `no predictions recognised in ${describe(value)}`));
}
function fromObject(obj, classes, context) {
    if ('SageMakerOutput' in obj) {
        let inner;
        interpretRecord(obj.SageMakerOutput, classes, p => (inner ??= p), context);
        return inner ?? unrecognised('unknown', 'an empty SageMakerOutput');
    }
    if ('boxes' in obj)
        return fromBoxes(obj, classes);
    if ('detection_boxes' in obj)
        return fromTfod(obj, classes);
    if (typeof obj.error === 'string')
        return unrecognised('error', `the model answered an error: ${obj.error}`);
    const vector = firstVector(obj, ['probabilities', 'probs', 'scores', 'score', 'confidences']);
    if (vector) {
        const names = Array.isArray(obj.classes)
            ? obj.classes
            : Array.isArray(obj.labels)
                ? obj.labels
                : undefined;
        if (names && names.length !== vector.length) {
            return unrecognised(context ?? SHAPES.predict, 'classes and scores have different lengths');
        }
        return fromVector(vector, names, classes, context ?? SHAPES.predict);
    }
    const label = firstOf(obj, ['classes', 'class', 'label', 'predicted_label', 'prediction', 'category']);
    if (typeof label === 'number' || typeof label === 'string') {
        const score = firstOf(obj, ['score', 'confidence', 'probability']);
        if (typeof label === 'number' && !Number.isInteger(label)) {
            return unrecognised(SHAPES.labelScore, `class ${label} is not an integer`);
        }
        return single(classes.idOf(label), typeof score === 'number' ? score : NaN, context ?? SHAPES.labelScore);
    }
    return unrecognised('unknown', `no predictions recognised in ${describe(obj)}`);
}
function firstVector(obj, names) {
    for (const n of names)
        if (isNumberArray(obj[n]))
            return obj[n];
    return undefined;
}
function firstOf(obj, names) {
    for (const n of names)
        if (obj[n] !== undefined)
            return obj[n];
    return undefined;
}
function single(id, score, shape) {
    return { kind: 'classification', shape, classes: [id], scores: [score], width: 0 };
}
function unrecognised(shape, problem) {
    return { kind: 'unrecognised', shape, problem };
}
/** Top TOP_K positions of a vector, best first, ties to the lower index (as argmax does). */
function topK(values, k = TOP_K) {
    const index = [];
    const value = [];
    for (let i = 0; i < values.length; i++) {
        const v = values[i];
        if (Number.isNaN(v))
            continue;
        if (index.length === k && v <= value[k - 1])
            continue;
        let at = index.length < k ? index.length : k - 1;
        while (at > 0 && value[at - 1] < v)
            at--;
        index.splice(at, 0, i);
        value.splice(at, 0, v);
        if (index.length > k) {
            index.pop();
            value.pop();
        }
    }
    return { index, value };
}
function fromVector(vector, names, classes, shape) {
    const top = topK(vector);
    const ids = top.index.map(i => (names ? classes.idOf(names[i]) : i));
    return { kind: 'classification', shape, classes: ids, scores: top.value, width: vector.length };
}
function fromPairs(pairs, classes, shape) {
    const top = topK(pairs.map(p => p[1]));
    return {
        kind: 'classification',
        shape,
        classes: top.index.map(i => classes.idOf(pairs[i][0])),
        scores: top.value,
        width: pairs.length
    };
}
function fromBoxes(obj, classes) {
    const shape = SHAPES.torchvision;
    const boxes = obj.boxes;
    const labels = obj.labels ?? obj.classes;
    const scores = obj.scores;
    if (!Array.isArray(boxes) || !Array.isArray(labels)) {
        return unrecognised(shape, '`boxes` and `labels` must be lists');
    }
    if (labels.length !== boxes.length || (Array.isArray(scores) && scores.length !== boxes.length)) {
        return unrecognised(shape, '`boxes`, `labels` and `scores` have different lengths');
    }
    const flat = [];
    for (const b of boxes) {
        if (!isNumberArray(b) || b.length !== 4)
            return unrecognised(shape, 'each box must be [x1, y1, x2, y2]');
        flat.push(b[0], b[1], b[2], b[3]);
    }
    const ids = [];
    for (const l of labels) {
        if (typeof l !== 'number' && typeof l !== 'string')
            return unrecognised(shape, 'labels must be numbers or names');
        ids.push(classes.idOf(l));
    }
    const s = Array.isArray(scores) ? scores.map(x => (typeof x === 'number' ? x : NaN)) : ids.map(() => 1);
    return { kind: 'detection', shape, labels: ids, scores: s, boxes: flat, normalized: false };
}
// TF Object Detection API: boxes are [ymin, xmin, ymax, xmax] as fractions of the image.
function fromTfod(obj, classes) {
    const shape = SHAPES.tfod;
    const boxes = obj.detection_boxes;
    const labels = obj.detection_classes;
    const scores = obj.detection_scores;
    if (!Array.isArray(boxes) || !Array.isArray(labels) || !Array.isArray(scores)) {
        return unrecognised(shape, '`detection_boxes`, `detection_classes` and `detection_scores` must be lists');
    }
    const n = typeof obj.num_detections === 'number' ? Math.min(obj.num_detections, boxes.length) : boxes.length;
    const flat = [];
    const ids = [];
    const s = [];
    for (let i = 0; i < n; i++) {
        const b = boxes[i];
        if (!isNumberArray(b) || b.length !== 4)
            return unrecognised(shape, 'each box must be [ymin, xmin, ymax, xmax]');
        flat.push(b[1], b[0], b[3], b[2]);
        const l = labels[i];
        ids.push(classes.idOf(typeof l === 'number' ? Math.round(l) : String(l)));
        s.push(typeof scores[i] === 'number' ? scores[i] : NaN);
    }
    return { kind: 'detection', shape, labels: ids, scores: s, boxes: flat, normalized: true };
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `a list of ${value.length}`;
    if (isObject(value)) {
        const keys = Object.keys(value).slice(0, 5);
        return keys.length ? `an object with keys ${keys.join(', ')}` : 'an empty object';
    }
    return `a ${typeof value}`;
}
/** Interprets one CSV row. */
function interpretCsvRow(cells, classes, format) {
    const numbers = cells.map(c => (c.trim() === '' ? NaN : Number(c)));
    let p;
    if (numbers.every(n => !Number.isNaN(n))) {
        if (numbers.length === 1) {
            p = Number.isInteger(numbers[0])
                ? single(classes.idOf(numbers[0]), NaN, SHAPES.csvIndex)
                : unrecognised(SHAPES.csvIndex, 'a single number that is not a class index');
        }
        else {
            p = fromVector(numbers, undefined, classes, SHAPES.csvVector);
        }
    }
    else if (cells.length === 2 && !Number.isNaN(numbers[1])) {
        p = single(classes.idOf(cells[0]), numbers[1], SHAPES.csvLabel);
    }
    else if (cells.length === 1 && format === 'classification') {
        // Bare text lines are labels only when the user says the output is classification.
        p = single(classes.idOf(cells[0]), NaN, SHAPES.csvLabel);
    }
    else if (cells.length === 1) {
        p = unrecognised('CSV', 'a line of text that is not a prediction (set output-format: classification for label lines)');
    }
    else {
        p = unrecognised('CSV', `a CSV row of ${cells.length} cells that are not all numbers`);
    }
    return applyFormat(p, format);
}

;// CONCATENATED MODULE: ./src/results/read/read-object.ts




const WHOLE_OBJECT_BYTES = 4 * 1024 * 1024;
const MAX_VALUE_CHARS = 128 * 1024 * 1024;
/** Reads the predictions of one object from `body` (a stream, or bytes already read); never throws for bad content (see `problem`). */
async function readObject(body, size, opts, emit) {
    let records = 0;
    const counted = (p) => {
        records++;
        emit(p);
    };
    const whole = opts.wholeObjectBytes ?? WHOLE_OBJECT_BYTES;
    if (Buffer.isBuffer(body)) {
        if (opts.format === 'raw')
            return { framing: 'raw', bytes: body.length, records: 0 };
        return { ...parseText(body.toString('utf8'), opts, counted), bytes: body.length, records };
    }
    if (opts.format === 'raw') {
        let bytes = 0;
        for await (const chunk of body)
            bytes += chunk.length;
        return { framing: 'raw', bytes, records: 0 };
    }
    if (size !== undefined && size <= whole) {
        const chunks = [];
        let bytes = 0;
        for await (const chunk of body) {
            chunks.push(chunk);
            bytes += chunk.length;
        }
        const text = Buffer.concat(chunks, bytes).toString('utf8');
        const result = parseText(text, opts, counted);
        return { ...result, bytes, records };
    }
    return { ...(await parseStream(body, opts, counted)), records };
}
function firstNonSpace(text) {
    const m = /\S/.exec(text.slice(0, 4096));
    return m ? m[0] : '';
}
/** `{` or `[` start JSON; a leading quote is JSON only when the first line is one JSON string (else CSV). */
function looksLikeJson(first, text) {
    if (first === '{' || first === '[')
        return true;
    if (first !== '"')
        return false;
    const line = text.trimStart().split('\n', 1)[0];
    return /^"(?:[^"\\]|\\.)*"\s*$/.test(line);
}
/** Parses a whole object held in memory. */
function parseText(text, opts, emit) {
    const body = text.replace(/^\uFEFF/, '');
    const first = firstNonSpace(body);
    if (first === '')
        return { framing: 'empty', problem: 'the object is empty' };
    if (opts.format !== 'jsonlines' && looksLikeJson(first, body)) {
        let value;
        let parsed = false;
        try {
            value = JSON.parse(body);
            parsed = true;
        }
        catch {
            // not one document: JSON Lines or documents back to back
        }
        if (parsed) {
            interpretValue(value, opts.classes, opts.format, emit);
            return { framing: 'JSON' };
        }
    }
    if (looksLikeJson(first, body) || opts.format === 'jsonlines') {
        return splitJson(body, opts, emit);
    }
    const lines = new TextLineSplitter(Number.MAX_SAFE_INTEGER);
    const csv = csvEmitter(opts, emit);
    lines.push(body, csv);
    lines.end(csv);
    return { framing: 'CSV' };
}
function splitJson(body, opts, emit) {
    const splitter = new JsonValueSplitter(opts.maxValueChars ?? MAX_VALUE_CHARS);
    const values = new JsonValues(opts, emit);
    try {
        splitter.push(body, values.onValue);
        splitter.end(values.onValue);
    }
    catch (err) {
        return { framing: values.framing(), problem: err.message };
    }
    return { framing: values.framing(), problem: values.problem() };
}
/** Interprets each JSON value split from an object; a value that does not parse is an unrecognised record. */
class JsonValues {
    opts;
    emit;
    count = 0;
    firstBad;
    constructor(opts, emit) {
        this.opts = opts;
        this.emit = emit;
    }
    onValue = (text) => {
        this.count++;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch (err) {
            const problem = `value ${this.count} is not valid JSON (${err.message})`;
            this.firstBad ??= problem;
            this.emit({ kind: 'unrecognised', shape: 'JSON Lines', problem });
            return;
        }
        interpretValue(value, this.opts.classes, this.opts.format, this.emit);
    };
    framing() {
        return this.count > 1 ? 'JSON Lines' : 'JSON';
    }
    /** One value that does not parse is an unreadable object, not an unrecognised record. */
    problem() {
        return this.count === 1 ? this.firstBad : undefined;
    }
}
function csvEmitter(opts, emit) {
    return line => {
        if (line.trim() === '')
            return;
        emit(interpretCsvRow((0,csv/* parseCsvRow */.g)(line), opts.classes, opts.format));
    };
}
async function parseStream(body, opts, emit) {
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const max = opts.maxValueChars ?? MAX_VALUE_CHARS;
    let bytes = 0;
    let mode;
    let head = '';
    const json = new JsonValueSplitter(max);
    const lines = new TextLineSplitter(max);
    const csv = csvEmitter(opts, emit);
    const values = new JsonValues(opts, emit);
    const onValue = values.onValue;
    let problem;
    const feed = (text, final = false) => {
        if (mode === undefined) {
            head += text;
            const first = firstNonSpace(head.replace(/^\uFEFF/, ''));
            if (first === '')
                return;
            // A leading quote needs its whole first line to decide between a JSON string and a CSV cell.
            if (first === '"' && !final && !head.includes('\n') && head.length < 65536)
                return;
            mode = looksLikeJson(first, head) || opts.format === 'jsonlines' ? 'json' : 'csv';
            text = head.replace(/^\uFEFF/, '');
            head = '';
        }
        if (mode === 'json')
            json.push(text, onValue);
        else
            lines.push(text, csv);
    };
    try {
        for await (const chunk of body) {
            bytes += chunk.length;
            feed(decoder.write(chunk));
        }
        feed(decoder.end(), true);
        if (mode === 'json')
            json.end(onValue);
        else if (mode === 'csv')
            lines.end(csv);
    }
    catch (err) {
        problem = err.message;
    }
    if (mode === undefined)
        return { framing: 'empty', bytes, problem: problem ?? 'the object is empty' };
    if (mode === 'csv')
        return { framing: 'CSV', bytes, problem };
    return { framing: values.framing(), bytes, problem: problem ?? values.problem() };
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
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
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
