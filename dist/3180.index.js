export const id = 3180;
export const ids = [3180,5253,3557];
export const modules = {

/***/ 82421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(a, b);
}
/** Duplicates kept as examples; the rest are counted. */
const DUPLICATES_KEPT = 3;
class InputIndex {
    list;
    /** The list's positions in order, each name once; absent when the list is in order already. */
    order;
    /** Names the list holds more than once: the first few pairs (positions in the list), and how many. */
    duplicates = [];
    duplicateCount = 0;
    size;
    /** `names`: output names in any order (an array is taken as it is, and not changed). */
    constructor(names) {
        const list = isArray(names) ? { size: names.length, at: i => names[i] } : names;
        this.list = list;
        let inOrder = true;
        let previous = list.size > 0 ? list.at(0) : '';
        let repeated = false;
        for (let i = 1; i < list.size && inOrder; i++) {
            const name = list.at(i);
            const c = compareOutputNames(previous, name);
            if (c > 0)
                inOrder = false;
            else if (c === 0)
                repeated = true;
            previous = name;
        }
        if (inOrder && !repeated) {
            this.size = list.size;
            return;
        }
        // Out of order, or a name held twice: the positions sorted (the first of equal names first), and
        // each name kept once.
        let order = Uint32Array.from({ length: list.size }, (_, i) => i);
        if (!inOrder)
            order.sort((a, b) => compareOutputNames(list.at(a), list.at(b)) || a - b);
        let kept = 0;
        for (let k = 0; k < order.length; k++) {
            if (kept > 0 && list.at(order[kept - 1]) === list.at(order[k])) {
                if (this.duplicateCount++ < DUPLICATES_KEPT)
                    this.duplicates.push({ first: order[kept - 1], second: order[k] });
                continue;
            }
            order[kept++] = order[k];
        }
        order = order.subarray(0, kept);
        this.order = order;
        this.size = kept;
    }
    /** The position of `name`, or -1 when no input has it. */
    indexOf(name) {
        let lo = 0;
        let hi = this.size - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const c = compareOutputNames(this.nameAt(mid), name);
            if (c === 0)
                return mid;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return -1;
    }
    has(name) {
        return this.indexOf(name) >= 0;
    }
    nameAt(i) {
        return this.list.at(this.order ? this.order[i] : i);
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.size; i++)
            yield this.nameAt(i);
    }
}
const isArray = (v) => Array.isArray(v);
/**
 * A set of output names: a bit per input once the index is known (`attach`), and a plain set for names
 * of no input (orphan outputs, or all of them before the inputs are listed).
 */
class NameSet {
    index;
    bits = new Uint8Array(0);
    others = new Set();
    /** Names held. */
    size = 0;
    constructor(index) {
        if (index)
            this.attach(index);
    }
    /** Keys the set by `index` from now on (the names held so far move to their bits). */
    attach(index) {
        if (this.index === index)
            return;
        if (this.index)
            throw new Error('a name set is keyed by one input index');
        this.index = index;
        this.bits = new Uint8Array((index.size + 7) >>> 3);
        for (const name of this.others) {
            const i = index.indexOf(name);
            if (i < 0)
                continue;
            this.others.delete(name);
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
    }
    /** Whether the input at position `i` of the attached index is held. */
    hasAt(i) {
        return (this.bits[i >>> 3] & (1 << (i & 7))) !== 0;
    }
    has(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        return i >= 0 ? this.hasAt(i) : this.others.has(name);
    }
    /**
     * Adds `name`; false when it was held already. `at`: its position in the attached index (-1: none),
     * when the caller has looked it up already.
     */
    add(name, at) {
        const i = at ?? (this.index ? this.index.indexOf(name) : -1);
        if (i < 0) {
            if (this.others.has(name))
                return false;
            this.others.add(name);
        }
        else {
            if (this.hasAt(i))
                return false;
            this.bits[i >>> 3] |= 1 << (i & 7);
        }
        this.size++;
        return true;
    }
    /** Removes `name`; false when it was not held. */
    delete(name) {
        const i = this.index ? this.index.indexOf(name) : -1;
        if (i < 0) {
            if (!this.others.delete(name))
                return false;
        }
        else {
            if (!this.hasAt(i))
                return false;
            this.bits[i >>> 3] &= ~(1 << (i & 7));
        }
        this.size--;
        return true;
    }
    /** The positions held in the attached index, in order. */
    *positions() {
        for (let byte = 0; byte < this.bits.length; byte++) {
            const b = this.bits[byte];
            if (b === 0)
                continue;
            for (let bit = 0; bit < 8; bit++)
                if (b & (1 << bit))
                    yield (byte << 3) | bit;
        }
    }
    /** The names held that no input has (all of them while no index is attached). */
    outsideIndex() {
        return this.others.values();
    }
    *[Symbol.iterator]() {
        if (this.index)
            for (const i of this.positions())
                yield this.index.nameAt(i);
        yield* this.others;
    }
}


/***/ }),

/***/ 25253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isUnlisted),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   partOfListed: () => (/* binding */ partOfListed),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82421);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


/** Whether a listing is the run's one listing, kept (and so holds its sorted output names). */
const isListed = (l) => 'outputNames' in l;
/** Grows by doubling: a typed array of numbers that does not know its length in advance. */
class GrowingArray {
    values;
    make;
    length = 0;
    constructor(values, make) {
        this.values = values;
        this.make = make;
    }
    push(v) {
        if (this.length === this.values.length) {
            const next = this.make(this.values.length * 2);
            next.set(this.values);
            this.values = next;
        }
        this.values[this.length++] = v;
    }
    at(i) {
        return this.values[i];
    }
}
/** Names joined per string: a string of about a megabyte for names of a few dozen characters. */
const NAMES_PER_BLOCK = 1 << 15;
/** Keys as their folder (an index into a short table) and their name (a view into a joined block). */
class PackedKeys {
    heads = [];
    headIds = new Map();
    headOf = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    /** Where each name ends in its block. */
    ends = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    blocks = [];
    pending = [];
    pendingLength = 0;
    count = 0;
    /** The last key's folder: the next key's most often (keys come in order), known without a look-up. */
    lastHead = -1;
    push(key, name) {
        const headLength = key.length - name.length;
        const last = this.lastHead < 0 ? undefined : this.heads[this.lastHead];
        let id;
        if (last !== undefined && last.length === headLength && key.startsWith(last))
            id = this.lastHead;
        else {
            const head = key.slice(0, headLength);
            id = this.headIds.get(head);
            if (id === undefined) {
                id = this.heads.push(head) - 1;
                this.headIds.set(head, id);
            }
            this.lastHead = id;
        }
        this.headOf.push(id);
        this.pending.push(name);
        this.pendingLength += name.length;
        this.ends.push(this.pendingLength);
        this.count++;
        if (this.pending.length === NAMES_PER_BLOCK)
            this.seal();
    }
    /** Joins the names pushed since the last block into one string. */
    seal() {
        if (this.pending.length)
            this.blocks.push(this.pending.join(''));
        this.pending = [];
        this.pendingLength = 0;
    }
    nameAt(i) {
        const block = this.blocks[Math.floor(i / NAMES_PER_BLOCK)];
        const start = i % NAMES_PER_BLOCK === 0 ? 0 : this.ends.at(i - 1);
        return block.slice(start, this.ends.at(i));
    }
    keyAt(i) {
        return `${this.heads[this.headOf.at(i)]}${this.nameAt(i)}`;
    }
}
/** A lowercase hex digit's value; -1 for any other character. */
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    return -1;
}
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        // An MD5 ETag as S3 gives it (single-part uploads), `"` and 32 lowercase hex digits and `"`: its
        // 16 bytes, read in place (no match, no buffer, a million times).
        const plain = etag.length === 34 && etag.charCodeAt(0) === 0x22 && etag.charCodeAt(33) === 0x22;
        for (let b = 0; plain && b < 16; b++) {
            const high = hexDigit(etag.charCodeAt(1 + 2 * b));
            const low = hexDigit(etag.charCodeAt(2 + 2 * b));
            if (high < 0 || low < 0)
                return void this.others.set(i, etag);
            this.bytes[i * 16 + b] = (high << 4) | low;
        }
        if (!plain)
            this.others.set(i, etag);
    }
    at(i) {
        if (this.none.has(i))
            return undefined;
        const other = this.others.get(i);
        if (other !== undefined)
            return other;
        return `"${Buffer.from(this.bytes.buffer, i * 16, 16).toString('hex')}"`;
    }
}
/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
async function listOnce(listing, data, outputs) {
    const keys = new PackedKeys();
    // The listed size (NaN: none).
    const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n));
    // ETags only where the listing gives them (S3): a folder's listing keeps none.
    let etags;
    for await (const o of listing.objects()) {
        if (o.etag !== undefined && !etags) {
            etags = new PackedEtags();
            for (let i = 0; i < keys.count; i++)
                etags.set(i, undefined);
        }
        etags?.set(keys.count, o.etag);
        keys.push(o.key, o.name);
        sizes.push(o.size ?? Number.NaN);
    }
    keys.seal();
    const store = listing.store;
    const count = keys.count;
    let names;
    const outputNames = () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined;
    // Every listed input's output name, for `holds`: exact, where the listing beneath only knows whether
    // a name could be one of its prefix's.
    let held;
    const heldNames = () => (held ??=
        outputNames() ?? new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(keys.nameAt(i), outputs) ?? '' }));
    return {
        data: { uri: data.uri, type: data.type },
        outputs,
        count,
        description: listing.description,
        store,
        async *objects() {
            for (let i = 0; i < count; i++) {
                const name = keys.nameAt(i);
                const size = sizes.at(i);
                const etag = etags?.at(i);
                yield {
                    store,
                    key: keys.keyAt(i),
                    name,
                    output: (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames,
        nameOf: uri => {
            const name = listing.nameOf(uri);
            return name !== undefined && heldNames().has(name) ? name : undefined;
        },
        holds: name => {
            const output = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs);
            return output !== undefined && heldNames().has(output);
        }
    };
}
const isUnlisted = (i) => 'unlisted' in i;
/**
 * The listed inputs narrowed to a part (by output name), as the manifest `manifestUri` names it: what a
 * listing of that manifest would say, with the sizes the one listing gave, and no listing of its own.
 */
async function partOfListed(listed, names, manifestUri) {
    const outputs = listed.outputs;
    const chosen = (name) => name !== undefined && names.has(name);
    const part = {
        description: `the manifest ${manifestUri}`,
        store: listed.store,
        async *objects() {
            for await (const o of listed.objects())
                if (chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(o.name, outputs) ?? o.name))
                    yield o;
        },
        nameOf: uri => {
            const name = listed.nameOf(uri);
            return chosen(name) ? name : undefined;
        },
        holds: name => chosen((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputName */ .Vf)(name, outputs))
    };
    return listOnce(part, { uri: manifestUri, type: 'ManifestFile' }, outputs);
}


/***/ }),

/***/ 68280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ modelQuality),
/* harmony export */   qg: () => (/* binding */ recordedAccuracy),
/* harmony export */   x9: () => (/* binding */ EVALUATION_OBJECT_KEY)
/* harmony export */ });
const EVALUATION_OBJECT_KEY = '_evaluation.json';
/** SageMaker gives a deviation from this many records on. */
const DEVIATION_FROM = 200;
const SUBSAMPLES = 5;
const SUBSAMPLE_SHARE = 0.8;
/** The subsamples are the same every time for the same figures. */
const SEED = 0x5a9e;
/** Small seeded PRNG (mulberry32). */
function seeded(seed) {
    let s = seed >>> 0;
    return () => {
        s = (s + 0x6d2b79f5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const ratio = (a, b) => (b > 0 ? a / b : 0);
const fBeta = (beta, p, r) => p + r > 0 ? ((1 + beta * beta) * p * r) / (beta * beta * p + r) : 0;
function countsOf(cells, classes) {
    const c = {
        total: 0,
        diagonal: 0,
        hit: new Array(classes).fill(0),
        truth: new Array(classes).fill(0),
        predicted: new Array(classes).fill(0)
    };
    for (const [t, p, n] of cells) {
        c.total += n;
        c.truth[t] += n;
        c.predicted[p] += n;
        if (t === p) {
            c.diagonal += n;
            c.hit[t] += n;
        }
    }
    return c;
}
/** Multiclass figures: accuracy, and precision, recall and F-scores weighted by each class's support. */
function multiclass(c) {
    const weighted = (of) => ratio(c.truth.reduce((sum, n, i) => sum + n * of(i), 0), c.total);
    const precision = (i) => ratio(c.hit[i], c.predicted[i]);
    const recall = (i) => ratio(c.hit[i], c.truth[i]);
    return {
        accuracy: ratio(c.diagonal, c.total),
        weighted_recall: weighted(recall),
        weighted_precision: weighted(precision),
        weighted_f0_5: weighted(i => fBeta(0.5, precision(i), recall(i))),
        weighted_f1: weighted(i => fBeta(1, precision(i), recall(i))),
        weighted_f2: weighted(i => fBeta(2, precision(i), recall(i)))
    };
}
/** Binary figures with the later class in class order as the positive one (1 of 0/1). */
function binary(c) {
    const tp = c.hit[1];
    const fp = c.predicted[1] - tp;
    const fn = c.truth[1] - tp;
    const tn = c.total - tp - fp - fn;
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    return {
        recall,
        precision,
        accuracy: ratio(tp + tn, c.total),
        true_positive_rate: recall,
        true_negative_rate: ratio(tn, tn + fp),
        false_positive_rate: ratio(fp, fp + tn),
        false_negative_rate: ratio(fn, fn + tp),
        f0_5: fBeta(0.5, precision, recall),
        f1: fBeta(1, precision, recall),
        f2: fBeta(2, precision, recall)
    };
}
/** The classifier that always answers the most frequent true class (the first of equals). */
function constantCells(cells, classes) {
    const rows = countsOf(cells, classes).truth;
    const most = rows.indexOf(Math.max(...rows));
    return rows.flatMap((n, t) => (n > 0 ? [[t, most, n]] : []));
}
/** `rounds` subsamples of 80% of the records (without replacement), each as its confusion cells. */
function subsamples(cells, rounds) {
    const total = cells.reduce((sum, [, , n]) => sum + n, 0);
    const records = new Int32Array(total);
    let at = 0;
    cells.forEach(([, , n], i) => records.fill(i, at, (at += n)));
    const take = Math.floor(total * SUBSAMPLE_SHARE);
    const random = seeded(SEED);
    return Array.from({ length: rounds }, () => {
        // A partial Fisher-Yates shuffle: the first `take` records are the subsample.
        for (let i = 0; i < take; i++) {
            const j = i + Math.floor(random() * (total - i));
            [records[i], records[j]] = [records[j], records[i]];
        }
        const counts = new Map();
        for (let i = 0; i < take; i++)
            counts.set(records[i], (counts.get(records[i]) ?? 0) + 1);
        return [...counts].map(([cell, n]) => [cells[cell][0], cells[cell][1], n]);
    });
}
function deviation(values) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}
/** Rows the ground truth, columns the prediction, by label: every cell while it is small, else those not 0. */
function nestedMatrix(m) {
    const dense = m.labels.length <= 100;
    const out = {};
    if (dense)
        for (const t of m.labels)
            out[t] = Object.fromEntries(m.labels.map(p => [p, 0]));
    for (const [t, p, n] of m.cells)
        (out[m.labels[t]] ??= {})[m.labels[p]] = n;
    return out;
}
function classificationBlock(m) {
    const classes = m.labels.length;
    const two = classes === 2;
    const figures = (cells) => (two ? binary : multiclass)(countsOf(cells, classes));
    const measured = figures(m.cells);
    const constant = figures(constantCells(m.cells, classes));
    const total = countsOf(m.cells, classes).total;
    const rounds = total >= DEVIATION_FROM ? subsamples(m.cells, SUBSAMPLES).map(figures) : [];
    const figure = (name, value) => ({
        value,
        standard_deviation: rounds.length ? deviation(rounds.map(r => r[name])) : 'NaN'
    });
    const block = {};
    for (const [name, value] of Object.entries(measured))
        block[name] = figure(name, value);
    // SageMaker names the constant classifier's figures after the measured ones (the rates aside).
    for (const [name, value] of Object.entries(constant))
        if (!/_rate$/.test(name))
            block[`${name}_best_constant_classifier`] = { value, standard_deviation: 'NaN' };
    block.confusion_matrix = nestedMatrix(m);
    return {
        version: 0,
        dataset: { item_count: total, evaluation_time: '' },
        ...(two ? { binary_classification_metrics: block } : { multiclass_classification_metrics: block })
    };
}
/** The action's own block for detection: mAP@0.5, precision and recall at the score threshold, AP per class. */
function detectionBlock(e) {
    const figure = (value) => (value === null ? undefined : { value, standard_deviation: 'NaN' });
    const perClass = Object.fromEntries(e.perClass.filter(c => c.ap !== null).map(c => [c.label, c.ap]));
    return {
        version: 0,
        dataset: { item_count: e.evaluated, evaluation_time: '' },
        object_detection_metrics: {
            schema: 'sagemaker-batch-transform/object-detection-metrics@1',
            iou_threshold: e.iouThreshold,
            score_threshold: e.scoreThreshold,
            ...(e.map !== null ? { mAP: figure(e.map) } : {}),
            ...(e.precision !== null ? { precision: figure(e.precision) } : {}),
            ...(e.recall !== null ? { recall: figure(e.recall) } : {}),
            per_class_average_precision: perClass
        }
    };
}
/** The model-quality statistics of an evaluation; undefined when nothing was evaluated. */
function modelQuality(e, evaluatedAt) {
    if (e.evaluated === 0)
        return undefined;
    if (e.kind === 'detection')
        return stamped(detectionBlock(e), evaluatedAt);
    return e.confusion ? stamped(classificationBlock(e.confusion), evaluatedAt) : undefined;
}
function stamped(q, evaluatedAt) {
    return { ...q, dataset: { ...q.dataset, evaluation_time: evaluatedAt } };
}
/** The accuracy a model-quality file records (classification), or its mAP (detection). */
function recordedAccuracy(q) {
    const x = q;
    const block = x?.binary_classification_metrics ?? x?.multiclass_classification_metrics;
    const accuracy = block?.accuracy?.value;
    if (typeof accuracy === 'number')
        return accuracy;
    const map = x?.object_detection_metrics?.mAP?.value;
    return typeof map === 'number' ? map : undefined;
}


/***/ }),

/***/ 82970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ describeSkipped),
/* harmony export */   cJ: () => (/* binding */ ignoresCase),
/* harmony export */   lZ: () => (/* binding */ FsStore)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77195);
// A directory on the runner as an ObjectStore.








/**
 * A directory on the runner, addressed by `/`-separated keys. Its objects are the regular files in it:
 * a FIFO, socket or device would block or never end a read, and a symbolic link counts only when it
 * leads to a regular file inside the folder. Whatever a listing passes over is kept in `skipped`.
 * A file is written under a partial name beside it and renamed once complete, so a write cut short
 * (the process killed) leaves no file under the key; listings pass over partial names.
 */
class FsStore {
    root;
    skipped = new Map();
    realRoot;
    constructor(root) {
        this.root = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.startsWith('file://') ? (0,node_url__WEBPACK_IMPORTED_MODULE_6__.fileURLToPath)(root) : root);
    }
    uriOf(key) {
        // A key without `.`, `..` or empty segments needs no normalising (on POSIX): the common case.
        if ((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep) === '/' && key !== '' && !/^[./]|\/\/|\/\.|\/$/.test(key))
            return this.root === '/' ? `/${key}` : `${this.root}/${key}`;
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(this.root, ...key.split('/'));
    }
    keyOf(uri) {
        if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .isS3Uri */ .tL)(uri))
            return undefined;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(this.root, (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .localPath */ .$S)(uri));
        if (rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel))
            return undefined;
        return rel.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
    }
    list(prefix) {
        // Walk only the deepest directory the prefix names, then filter by the remaining part.
        const cut = prefix.lastIndexOf('/');
        const dirKey = cut >= 0 ? prefix.slice(0, cut) : '';
        return this.walk(dirKey, prefix);
    }
    async *walk(dirKey, prefix) {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dirKey ? this.uriOf(dirKey) : this.root, { withFileTypes: true });
        }
        catch (err) {
            if (err.code === 'ENOENT' ||
                err.code === 'ENOTDIR')
                return;
            throw err;
        }
        const names = entries.sort((a, b) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a.name, b.name));
        // Files are sized a run at a time (links checked in parallel) and yielded from here: a generator in
        // between would cost every file a few promises more.
        let run = [];
        for (const e of names) {
            const key = dirKey ? `${dirKey}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`))
                    continue;
                for (const o of await this.sized(run))
                    yield o;
                run = [];
                yield* this.walk(key, prefix);
                continue;
            }
            if (!key.startsWith(prefix) || isPartialName(e.name))
                continue;
            if (e.isFIFO() || e.isSocket() || e.isBlockDevice() || e.isCharacterDevice()) {
                this.skipped.set(key, kindOf(e));
                continue;
            }
            // Some file systems do not tell the type in a listing: stat decides for those.
            run.push({ key, link: !e.isFile() });
            if (run.length < STAT_BATCH)
                continue;
            for (const o of await this.sized(run))
                yield o;
            run = [];
        }
        for (const o of await this.sized(run))
            yield o;
    }
    /** The regular files of a run with their sizes, in order; the rest are noted in `skipped`. */
    async sized(run) {
        const sizes = run.map(f => this.regularFile(f.key, f.link));
        const links = sizes.some(s => s instanceof Promise);
        const known = links ? await Promise.all(sizes) : sizes;
        const out = [];
        for (let i = 0; i < run.length; i++)
            if (known[i] !== undefined)
                out.push({ key: run[i].key, size: known[i] });
        return out;
    }
    /**
     * The size of a regular file (or a link to one inside the folder); undefined, and noted, otherwise.
     * Only a link needs a wait (to see where it leads).
     */
    regularFile(key, link) {
        const file = this.uriOf(key);
        // A blocking stat: a few microseconds, where a trip through the thread pool costs ten times that.
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        }
        catch {
            st = undefined;
        }
        if (!st?.isFile()) {
            const what = st ? kindOf(st) : 'nothing';
            this.skipped.set(key, link ? `a symbolic link to ${what.replace(/^not /, 'something not ')}` : what);
            return undefined;
        }
        return link ? this.insideLink(key, file, st.size) : st.size;
    }
    /** `size` when the link at `file` leads inside the folder; undefined, and noted, otherwise. */
    async insideLink(key, file, size) {
        const root = await (this.realRoot ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(this.root)
            .catch(() => this.root)
            .then(r => (r.endsWith((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)) ? r : `${r}${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}`)));
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(file)).startsWith(root)) {
            this.skipped.set(key, 'a symbolic link to a file outside the folder');
            return undefined;
        }
        return size;
    }
    async get(key) {
        const file = this.uriOf(key);
        // Opened without blocking and checked on the open file: a FIFO would otherwise wait for a writer
        // forever, and whatever the name held before the check cannot be swapped in after it.
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        const st = await handle.stat().catch(async (err) => {
            await handle.close();
            throw err;
        });
        if (!st.isFile()) {
            await handle.close();
            throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
        }
        // 256 KB reads: a quarter of the per-read cost of the 64 KB default, still small per open file.
        return handle.createReadStream({ highWaterMark: 256 * 1024 });
    }
    /**
     * Small files are read with blocking calls: open, read and close cost less than three trips through
     * the thread pool, and the size bounds how long the event loop waits. Opened without blocking. When
     * the file still holds the `size` a listing gave (one read asks for a byte more and gets exactly that
     * many), that read is all; otherwise it is checked on the open file, as `get` does.
     */
    async readSmall(key, maxBytes, size) {
        const file = this.uriOf(key);
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        try {
            return ((size !== undefined && size <= maxBytes && readListed(fd, size)) || readChecked(fd, file, maxBytes));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    async put(key, body) {
        const file = this.uriOf(key);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file);
        // Each directory is made once per store: a data plane writes thousands of outputs into a few.
        if (!this.made.has(dir)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            this.made.add(dir);
        }
        try {
            await this.write(file, body);
        }
        catch (err) {
            if (err.code !== 'ENOENT' || body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                throw err;
            // The directory went away since it was made here: make it again, once.
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
            await this.write(file, body);
        }
    }
    made = new Set();
    /** Writes `file` under its partial name, then renames it: the name holds a whole file or none. */
    async write(file, body) {
        const partial = partialName(file);
        try {
            // A small output is two blocking calls (write, rename): in the many-small-files benchmark the
            // write cost a third less CPU per file than the same through the thread pool.
            if (!(body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable) && body.length <= SMALL_WRITE) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(partial, body);
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(partial, file);
            }
            if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_4__.Readable)
                await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_5__.pipeline)(body, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(partial));
            else
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, body);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, file);
        }
        catch (err) {
            rmQuietly(partial);
            throw err;
        }
    }
    /**
     * `ifNoneMatch`: the file is made only where none is (linked from its partial name: a link fails when
     * the name is taken). A folder has no ETags, so `ifMatch` cannot be checked: the file is written.
     */
    async putIf(key, body, condition) {
        if (!('ifNoneMatch' in condition))
            return this.put(key, body).then(() => true);
        const file = this.uriOf(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), { recursive: true });
        const partial = partialName(file);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, body);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(partial, file);
            return true;
        }
        catch (err) {
            if (err.code === 'EEXIST')
                return false;
            throw err;
        }
        finally {
            rmQuietly(partial);
        }
    }
    /** A folder has no ETags: the bytes alone. */
    async readTagged(key, maxBytes) {
        try {
            const bytes = await this.readSmall(key, maxBytes);
            return bytes ? { bytes } : {};
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return undefined;
            throw err;
        }
    }
    /** Removes the object, and what a write of it cut short left under its partial name. */
    async remove(key) {
        const file = this.uriOf(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partialName(file), { force: true });
    }
    async head(key) {
        return (await this.stat(key))?.size;
    }
    /** As a listing gives it: no time of writing (a folder's listing gives none either). */
    async stat(key) {
        try {
            const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(this.uriOf(key));
            return s.isFile() ? { key, size: s.size } : undefined;
        }
        catch {
            return undefined;
        }
    }
    async tail(key, bytes) {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(this.uriOf(key), 'r');
        try {
            const size = (await file.stat()).size;
            const length = Math.min(bytes, size);
            const buffer = Buffer.alloc(length);
            await file.read(buffer, 0, length, size - length);
            return buffer;
        }
        finally {
            await file.close();
        }
    }
}
/** The whole file at `fd` when one read finds exactly `size` bytes in it; else undefined. */
function readListed(fd, size) {
    const buffer = Buffer.allocUnsafe(size + 1);
    let n;
    try {
        n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, size + 1, 0);
    }
    catch {
        // Not a regular file after all (a FIFO cannot be read at a position): the check says what it is.
        return undefined;
    }
    return n === size ? buffer.subarray(0, size) : undefined;
}
/** The whole file at `fd` when it is a regular file of at most `maxBytes`; undefined when larger. */
function readChecked(fd, file, maxBytes) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
    if (!st.isFile())
        throw new Error(`${file} is ${kindOf(st)}, not a regular file`);
    if (st.size > maxBytes)
        return undefined;
    const buffer = Buffer.allocUnsafe(st.size);
    let n = 0;
    for (let got = -1; n < st.size && got !== 0; n += got)
        got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, n, st.size - n, n);
    return n === st.size ? buffer : buffer.subarray(0, n);
}
/**
 * Where `file` is written until complete: `.~<name>.partial` in its folder, or with a digest of the
 * name when that would be longer than a file name may be.
 */
function partialName(file) {
    const cut = file.lastIndexOf((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const base = file.slice(cut + 1);
    const name = Buffer.byteLength(base) <= NAME_MAX - PARTIAL_EXTRA
        ? base
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(base).digest('hex').slice(0, 32);
    return `${file.slice(0, cut + 1)}.~${name}.partial`;
}
/** Whether a file name is a write in progress, or one cut short (never an object of the store). */
function isPartialName(name) {
    return name.startsWith('.~') && name.endsWith('.partial');
}
function rmQuietly(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
    }
    catch {
        // Nothing was written there, or it is gone already.
    }
}
/** The longest file name most file systems take, in bytes, and what a partial name adds. */
const NAME_MAX = 255;
const PARTIAL_EXTRA = '.~.partial'.length;
const STAT_BATCH = 64;
/** Bodies up to this many bytes (or characters) are written with one blocking call. */
const SMALL_WRITE = 256 * 1024;
/** What a file that is not a regular file is, for the message that names it. */
function kindOf(e) {
    if (e.isDirectory())
        return 'a directory';
    if (e.isFIFO())
        return 'a FIFO';
    if (e.isSocket())
        return 'a socket';
    if (e.isBlockDevice())
        return 'a block device';
    if (e.isCharacterDevice())
        return 'a character device';
    return 'not a regular file';
}
/**
 * Whether file names at `dir` (or where it would be made) match ignoring case, as on macOS and Windows
 * by default. Read-only: the nearest existing folder whose name has letters is looked up with their
 * case swapped; with none to try, the platform's default is assumed.
 */
async function ignoresCase(dir) {
    let at = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(dir);
    for (;;) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(at);
        const swapped = [...base].map(c => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
        const found = swapped !== base ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(at).catch(() => undefined) : undefined;
        if (found) {
            const other = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at), swapped)).catch(() => undefined);
            return other !== undefined && other.ino === found.ino && other.dev === found.dev;
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(at);
        if (parent === at)
            return process.platform === 'darwin' || process.platform === 'win32';
        at = parent;
    }
}
/** `in/pipe (a FIFO), link (a symbolic link to a file outside the folder)`: what a listing skipped. */
function describeSkipped(skipped, max = 10) {
    const items = [...skipped]
        .sort(([a], [b]) => (0,_uri_js__WEBPACK_IMPORTED_MODULE_7__/* .compareKeys */ .YD)(a, b))
        .slice(0, max)
        .map(([key, what]) => `${key} (${what})`);
    const more = skipped.size > max ? ` and ${skipped.size - max} more` : '';
    return items.join(', ') + more;
}


/***/ }),

/***/ 93557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ outputLocation),
/* harmony export */   M4: () => (/* binding */ readWholeFile),
/* harmony export */   NE: () => (/* binding */ openFolder),
/* harmony export */   cJ: () => (/* binding */ inputLocation),
/* harmony export */   jt: () => (/* binding */ openParent),
/* harmony export */   openOutputFolder: () => (/* binding */ openOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _s3_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83055);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77195);







/** A folder (`s3://b/prefix` or a directory) as a store whose keys are relative to it. */
function openFolder(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} is not a valid S3 URI. Use s3://bucket/prefix.`);
        return new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc);
    }
    return new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri));
}
function openOutputFolder(uri, s3) {
    return { uri, store: openFolder(uri, s3, 'output-path') };
}
/** The folder holding a file and the file's key in it. */
function openParent(uri, s3, input) {
    if ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .isS3Uri */ .tL)(uri)) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
        if (!loc || loc.key === '' || loc.key.endsWith('/')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${JSON.stringify(uri)} does not name an S3 object. Use s3://bucket/key.`);
        }
        const cut = loc.key.lastIndexOf('/');
        return {
            store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: cut >= 0 ? loc.key.slice(0, cut) : '' }),
            key: cut >= 0 ? loc.key.slice(cut + 1) : loc.key
        };
    }
    const file = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file)), key: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file) };
}
/** Reads a whole (small) file such as a manifest or a label map. */
async function readWholeFile(uri, s3, input) {
    const { store, key } = openParent(uri, s3, input);
    try {
        return await (0,_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await store.get(key));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`${input}: ${uri} does not exist. Check the path (and the bucket or folder it names).`);
        }
        throw err;
    }
}
/**
 * An input location: for S3 the bucket and the key prefix as written (`s3://b/in` also matches
 * `in-2/`, as S3 prefixes do); a local directory is a folder, a local file is that one object.
 */
async function inputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), { bucket: loc.bucket, key: '' }), prefix: loc.key };
    const full = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri);
    const isDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(full).then(s => s.isDirectory(), () => uri.endsWith('/'));
    if (isDir)
        return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(full), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(full)), prefix: node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(full) };
}
/** An output location: `.out` keys go under it. */
function outputLocation(uri, s3) {
    const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (loc)
        return { store: new _s3_js__WEBPACK_IMPORTED_MODULE_4__/* .S3Store */ .sl(s3(), loc), prefix: '' };
    return { store: new _fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ((0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .localPath */ .$S)(uri)), prefix: '' };
}


/***/ }),

/***/ 76336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readAll)
/* harmony export */ });
async function readAll(stream) {
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks);
}


/***/ })

};
