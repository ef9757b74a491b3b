export const id = 5959;
export const ids = [5959];
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

/***/ 68892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ interpretValue),
/* harmony export */   _n: () => (/* binding */ interpretCsvRow),
/* harmony export */   vD: () => (/* binding */ isKnownShape)
/* harmony export */ });
/* unused harmony exports SHAPES, topK */
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
/** What the records no parser knows are named by (unrecognised()'s shapes below). */
const UNRECOGNISED_SHAPES = ['empty list', 'unknown', 'error', 'CSV'];
const KNOWN_SHAPES = new Set([...Object.values(SHAPES), ...UNRECOGNISED_SHAPES]);
/** Whether a shape is one this parser names records by (a reading kept elsewhere may claim any). */
const isKnownShape = (shape) => KNOWN_SHAPES.has(shape);
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


/***/ }),

/***/ 95959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ev: () => (/* binding */ WHOLE_OBJECT_BYTES),
  r4: () => (/* binding */ parseText),
  Ag: () => (/* binding */ readObject)
});

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
// EXTERNAL MODULE: ./src/results/predictions.ts
var predictions = __webpack_require__(68892);
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
        const parsed = opts.parser && (await opts.parser.parse(body, opts.format, opts.classes));
        if (parsed) {
            for (const p of parsed.predictions)
                counted(p);
            return { framing: parsed.framing, problem: parsed.problem, bytes: body.length, records };
        }
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
            (0,predictions/* interpretValue */.Lg)(value, opts.classes, opts.format, emit);
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
        (0,predictions/* interpretValue */.Lg)(value, this.opts.classes, this.opts.format, this.emit);
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
        emit((0,predictions/* interpretCsvRow */._n)((0,csv/* parseCsvRow */.g)(line), opts.classes, opts.format));
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


/***/ })

};
