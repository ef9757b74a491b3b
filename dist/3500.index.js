export const id = 3500;
export const ids = [3500,5253];
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


/***/ })

};
