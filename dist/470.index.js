export const id = 470;
export const ids = [470,7467];
export const modules = {

/***/ 61527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ap: () => (/* binding */ NameSet),
/* harmony export */   nz: () => (/* binding */ InputIndex)
/* harmony export */ });
/* unused harmony export compareOutputNames */
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
// The inputs' output names, sorted once in the order S3 lists their outputs (`<name>.out`), so that a
// name is a position: what is known of each output (offered to the reader, kept, left by an earlier
// run) is a bit at that position (NameSet), and output-path's key ranges are runs of positions. A
// million outputs take a few hundred kilobytes of flags where sets of strings took hundreds of megabytes.


/** The order of two names' outputs (`a.out` against `b.out`), as S3 lists them. */
function compareOutputNames(a, b) {
    // Only where one name begins the other does the suffix decide (`a.b.out` comes before `a.out`).
    if (a.length !== b.length && (a.startsWith(b) || b.startsWith(a)))
        return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(`${a}${_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`, `${b}${_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
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

/***/ 37467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listedFor),
/* harmony export */   listOnce: () => (/* binding */ listOnce),
/* harmony export */   y: () => (/* binding */ isListed)
/* harmony export */ });
/* harmony import */ var _input_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61527);
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(34882);


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
    push(key, name) {
        const head = key.slice(0, key.length - name.length);
        let id = this.headIds.get(head);
        if (id === undefined) {
            id = this.heads.push(head) - 1;
            this.headIds.set(head, id);
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
/** An MD5 ETag as S3 gives it (single-part uploads): kept as its 16 bytes. */
const MD5_ETAG = /^"([0-9a-f]{32})"$/;
/** ETags kept as 16 bytes each where they are plain MD5s (most are), any other form as it is. */
class PackedEtags {
    bytes = new Uint8Array(0);
    others = new Map();
    none = new Set();
    set(i, etag) {
        if (etag === undefined)
            return void this.none.add(i);
        const md5 = MD5_ETAG.exec(etag)?.[1];
        if (!md5)
            return void this.others.set(i, etag);
        if ((i + 1) * 16 > this.bytes.length) {
            const next = new Uint8Array(Math.max(1024, this.bytes.length * 2, (i + 1) * 16));
            next.set(this.bytes);
            this.bytes = next;
        }
        this.bytes.set(Buffer.from(md5, 'hex'), i * 16);
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
                    output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .outputKey */ .zi)(name, outputs),
                    ...(Number.isNaN(size) ? {} : { size }),
                    ...(etag === undefined ? {} : { etag })
                };
            }
        },
        keyAt: i => keys.keyAt(i),
        nameAt: i => keys.nameAt(i),
        sizeAt: i => (Number.isNaN(sizes.at(i)) ? undefined : sizes.at(i)),
        etagAt: i => etags?.at(i),
        outputNames: () => outputs === 's3' ? (names ??= new _input_index_js__WEBPACK_IMPORTED_MODULE_0__/* .InputIndex */ .nz({ size: count, at: i => keys.nameAt(i) })) : undefined,
        nameOf: uri => listing.nameOf(uri),
        holds: name => listing.holds(name)
    };
}
/** The listed inputs when they are of `data` with outputs going to `outputs`; else undefined. */
function listedFor(listed, data, outputs) {
    return listed &&
        listed.data.uri === data.uri &&
        listed.data.type === data.type &&
        listed.outputs === outputs
        ? listed
        : undefined;
}


/***/ }),

/***/ 26451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ openBaseline),
/* harmony export */   L_: () => (/* binding */ readSummary),
/* harmony export */   xH: () => (/* binding */ pointerTo)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93557);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76336);
/* harmony import */ var _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56189);
// Where a baseline's predictions are, and who made them. `baseline` names either an output folder or a
// small JSON pointer file (written by a main-branch run with `baseline-pointer`) that names the output
// folder of one complete run. Each main-branch run writes to its own folder and the pointer is replaced
// only after that run's outputs and `_summary.json` are complete, so a pull request never reads a mix
// of old and new `.out` files. A `_summary.json` can be given too: it names its own output path.




const POINTER_SCHEMA = 'sagemaker-batch-transform/baseline-pointer@1';
function isSummary(x) {
    const s = x;
    return s?.schema === _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_SCHEMA */ .hb && typeof s.outputPath === 'string' && typeof s.job?.name === 'string';
}
function isPointer(x) {
    const p = x;
    return p?.schema === POINTER_SCHEMA && typeof p.outputPath === 'string' && p.outputPath !== '';
}
/** The `_summary.json` a folder of outputs holds, when it holds one of this action's. */
async function readSummary(store) {
    if ((await store.head(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN)) === undefined)
        return undefined;
    try {
        const parsed = JSON.parse((await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_3__/* .readAll */ .y)(await store.get(_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN))).toString('utf8'));
        return isSummary(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** Opens the baseline a `baseline` input names: a folder, a pointer file or a `_summary.json`. */
async function openBaseline(uri, s3) {
    let folder = uri;
    let run = {};
    let named;
    if (/\.json$/i.test(uri)) {
        let parsed;
        try {
            parsed = JSON.parse((await (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .readWholeFile */ .M4)(uri, s3, 'baseline')).toString('utf8'));
        }
        catch (err) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} could not be read as a pointer (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}). ` +
                "Give an earlier run's output path, the pointer file its baseline-pointer wrote, or its _summary.json.");
        }
        if (isPointer(parsed)) {
            folder = parsed.outputPath;
            run = {
                job: parsed.job,
                pointer: uri,
                writtenAt: parsed.writtenAt,
                ...(parsed.commit ? { commit: parsed.commit } : {}),
                ...(parsed.ref ? { ref: parsed.ref } : {}),
                ...(parsed.runUrl ? { runUrl: parsed.runUrl } : {})
            };
        }
        else if (isSummary(parsed)) {
            folder = parsed.outputPath;
            named = parsed;
            run = { job: parsed.job.name, pointer: uri };
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo(`baseline: ${uri} is JSON but neither a baseline pointer (${POINTER_SCHEMA}) nor a run's _summary.json. ` +
                "Give an earlier run's output path, or the pointer file its baseline-pointer wrote.");
        }
    }
    const store = (0,_storage_resolve_js__WEBPACK_IMPORTED_MODULE_1__.openFolder)(folder, s3, 'baseline');
    const summary = named ?? (await readSummary(store));
    const problems = [];
    if (summary) {
        run = {
            job: summary.job.name,
            ...(summary.revision?.sha ? { commit: summary.revision.sha } : {}),
            ...(summary.revision?.ref ? { ref: summary.revision.ref } : {}),
            ...run
        };
        if (run.job !== summary.job.name) {
            problems.push(`the pointer names job ${run.job} but ${_summary_run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .SUMMARY_OBJECT_KEY */ .pN} in ${folder} is from job ${summary.job.name}`);
        }
    }
    return { folder, store, run, ...(summary ? { summary } : {}), problems };
}
/** The pointer a completed run leaves for later runs to find its outputs. */
function pointerTo(s, writtenAt, runUrl) {
    return {
        schema: POINTER_SCHEMA,
        outputPath: s.outputPath,
        job: s.job.name,
        ...(s.revision?.sha ? { commit: s.revision.sha } : {}),
        ...(s.revision?.ref ? { ref: s.revision.ref } : {}),
        ...(runUrl ? { runUrl } : {}),
        writtenAt,
        objects: s.objects.withOutput,
        records: s.records
    };
}


/***/ }),

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ mcnemarExact),
/* harmony export */   cT: () => (/* binding */ SIGNIFICANCE),
/* harmony export */   rF: () => (/* binding */ wilson)
/* harmony export */ });
// Small-sample statistics for the before/after verdict: is a change in accuracy more than chance?
//
// Exact McNemar test: of the records whose correctness changed between two runs on the same data,
// `broken` went right -> wrong and `fixed` wrong -> right. Under "no real change" each such record is a
// fair coin, so the two-sided p-value is 2 * P(X <= min(broken, fixed)) for X ~ Binomial(n, 1/2), capped
// at 1. Wilson score interval: a confidence interval for a proportion that stays inside [0, 1] and keeps
// its coverage on small evaluation sets, where the plain p +- z*sqrt(p(1-p)/n) does not.
/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;
const SMALL = 256;
const smallLogFactorials = [0];
for (let i = 1; i < SMALL; i++)
    smallLogFactorials.push(smallLogFactorials[i - 1] + Math.log(i));
/** ln(k!) for k >= 0: summed below 256, Stirling's series (error below 1e-15) above. */
function logFactorial(k) {
    if (k < SMALL)
        return smallLogFactorials[k];
    const x = k + 1;
    return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3);
}
function mcnemarExact(broken, fixed) {
    const n = broken + fixed;
    const k = Math.min(broken, fixed);
    if (n === 0)
        return { broken, fixed, p: 1 };
    // Sum the binomial tail in log space: n can be large (a million-record evaluation set).
    const logHalfN = -n * Math.LN2;
    const lnN = logFactorial(n);
    const terms = [];
    for (let i = 0; i <= k; i++)
        terms.push(lnN - logFactorial(i) - logFactorial(n - i) + logHalfN);
    const top = Math.max(...terms);
    const tail = Math.exp(top) * terms.reduce((s, t) => s + Math.exp(t - top), 0);
    return { broken, fixed, p: Math.min(1, 2 * tail) };
}
/** The Wilson score interval of `successes` out of `n` (95% by default); undefined when n is 0. */
function wilson(successes, n, z = Z95) {
    if (n <= 0)
        return undefined;
    const p = successes / n;
    const z2 = z * z;
    const denominator = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denominator;
    const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
/** The conventional threshold for calling a change statistically significant. */
const SIGNIFICANCE = 0.05;


/***/ }),

/***/ 36668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ LEFT_BY_EARLIER_RUN),
  T: () => (/* binding */ originsOf)
});

;// CONCATENATED MODULE: ./src/contract/written-by-job.ts
// Which outputs at output-path a transform job wrote. SageMaker uploads an object's `.out` when that
// object is done and leaves whatever an earlier run put at the same path, so an output is this job's
// only when S3 last modified it at or after the job's CreationTime. Both times come from AWS's clock
// (S3's LastModified, DescribeTransformJob's CreationTime), never from the runner's.
const SECOND_MS = 1000;
/**
 * Whether an output last modified at `lastModified` was written by the job created at
 * `jobCreationTime`. S3 gives LastModified in whole seconds and SageMaker gives CreationTime to the
 * millisecond, so the creation time is compared at S3's precision: an output written in the second
 * the job was created counts as the job's.
 */
function writtenByJob(lastModified, jobCreationTime) {
    const created = Math.floor(jobCreationTime.getTime() / SECOND_MS) * SECOND_MS;
    return lastModified.getTime() >= created;
}

;// CONCATENATED MODULE: ./src/results/read/output-origins.ts

/** The failure reason of an input whose only `.out` an earlier run left. */
const LEFT_BY_EARLIER_RUN = 'no output from this job (the `.out` at output-path was left by an earlier run)';
/**
 * The origin rule of one run. This job's outputs: in local mode the ones its engine wrote, on SageMaker
 * the ones S3 last modified at or after the job's CreationTime; with neither known, every output.
 * `rerun` names (output names) the inputs this run re-ran; the other inputs' outputs are kept.
 */
function originsOf(outcome, rerun) {
    const written = outcome.outputsWritten;
    const created = outcome.createdAt;
    const own = (o) => written
        ? written.has(o.key)
        : !created || o.lastModified === undefined || writtenByJob(o.lastModified, created);
    const rerunNames = rerun ? new Set(rerun.names) : undefined;
    return (o, name) => (own(o) ? 'written' : rerunNames && !rerunNames.has(name) ? 'kept' : 'earlier');
}


/***/ }),

/***/ 56189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RU: () => (/* binding */ accuracyOf),
/* harmony export */   hb: () => (/* binding */ SUMMARY_SCHEMA),
/* harmony export */   pN: () => (/* binding */ SUMMARY_OBJECT_KEY)
/* harmony export */ });
const SUMMARY_SCHEMA = 'sagemaker-batch-transform/summary@1';
/** The summary's name beside the outputs; a later run's `baseline` reads it. */
const SUMMARY_OBJECT_KEY = '_summary.json';
/** The figure the `accuracy` output and the min-accuracy gate use. */
function accuracyOf(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const v = e.kind === 'classification' ? e.top1Accuracy : e.map;
    return v === null || Number.isNaN(v) ? undefined : v;
}


/***/ })

};
