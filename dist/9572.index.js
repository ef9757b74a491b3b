export const id = 9572;
export const ids = [9572];
export const modules = {

/***/ 89572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LiveResults: () => (/* binding */ LiveResults)
/* harmony export */ });
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _analysis_open_analysis_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11644);
/* harmony import */ var _read_output_origins_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(36668);
/* harmony import */ var _listing_input_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82421);
/* harmony import */ var _read_output_ranges_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34489);






/** Ranges of output-path listed at once at each poll (each one listing page). */
const LIVE_LISTINGS_IN_FLIGHT = 16;
/**
 * Between the polls (whose pace the Describe budget sets), the ranges where outputs are landing are
 * listed again this often, so that reading never waits for the next poll to find what landed...
 */
const FOLLOW_EVERY_MS = 1_000;
/** ...unless this many outputs already wait to be read. */
const FOLLOW_BACKLOG = 2_000;
class LiveResults {
    options;
    opened;
    /** The analysis once opened, for what it has read so far. */
    open;
    inputs;
    listing = false;
    warned = false;
    ended = false;
    /** The inputs' output names, once listed. */
    inputNames;
    /** This job's outputs found so far. */
    landed = 0;
    seen = { kept: new _listing_input_index_js__WEBPACK_IMPORTED_MODULE_3__/* .NameSet */ .ap(), earlier: new _listing_input_index_js__WEBPACK_IMPORTED_MODULE_3__/* .NameSet */ .ap() };
    /** The listing under way (one at a time: a poll's whole pass, or a follow between polls). */
    passing;
    following = false;
    /** The job as the last poll described it. */
    job;
    constructor(options) {
        this.options = options;
    }
    /**
     * The analysis begun while the job ran, if a poll began one. Its `finish` (the job has ended) stops a
     * listing still under way, and looks up only what the listings did not find.
     */
    analysis() {
        const seen = this.seen;
        return this.opened?.then(open => ({
            ...open,
            finish: (outcome, rerun) => {
                this.end();
                return open.finish(outcome, rerun, seen);
            }
        }));
    }
    /** What the outputs read so far say against the gates (nothing before the first poll opened them). */
    soFar() {
        return this.open?.soFar() ?? {};
    }
    /** The job has ended (or is no longer watched): a listing under way stops at its next object. */
    end() {
        this.ended = true;
    }
    /** One poll: this job's outputs so far, the new ones queued for reading; undefined when not known. */
    async poll(job) {
        if (!this.opened) {
            const { specFor, inputsFor, deps } = this.options;
            this.opened = inputsFor(job).then(inputs => (0,_analysis_open_analysis_js__WEBPACK_IMPORTED_MODULE_2__/* .openAnalysis */ .J)(specFor(job), job.outputPath, { ...deps, inputs }));
            // A failure here is the report's to tell (publishing awaits the same promise).
            this.opened.catch(() => undefined);
        }
        try {
            const open = (this.open = await this.opened);
            if (!this.listing) {
                this.listing = true;
                void open.inputKeys()?.then(k => {
                    this.inputs = k.keys.size + k.refused.count;
                    this.inputNames = k.keys;
                    // Every set of names is kept by the inputs' positions from now on.
                    for (const set of [open.reader.offered, this.seen.kept, this.seen.earlier])
                        set.attach(k.keys);
                    // Cut into ranges listed side by side, where the store can list from a key; what the
                    // whole listings so far found counts.
                    if (!open.outputs.listAfter)
                        return;
                    const ranges = new _read_output_ranges_js__WEBPACK_IMPORTED_MODULE_4__.OutputRanges(k.keys);
                    for (const i of open.reader.offered.positions())
                        ranges.foundAt(i);
                    this.seen.ranges = ranges;
                    this.follow(open);
                }, () => undefined);
            }
            this.job = job;
            await this.serially(() => this.pass(open, job, 'all'));
            if (this.seen.ranges)
                this.follow(open);
            if (this.ended)
                return undefined;
            const landed = this.landed;
            const rerun = this.options.rerun;
            const expected = rerun ? rerun.names.length : this.inputs;
            return expected === undefined ? { landed } : { landed, expected };
        }
        catch (err) {
            if (!this.warned)
                this.options.deps.log.warning(`Could not count the outputs while the job runs: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(err)}`);
            this.warned = true;
            return undefined;
        }
    }
    /**
     * Lists output-path (by ranges: every range not yet complete, or only the frontier) and offers what
     * this job wrote to the reader.
     */
    async pass(open, job, which) {
        const origin = (0,_read_output_origins_js__WEBPACK_IMPORTED_MODULE_5__/* .originsOf */ .T)({
            jobName: job.jobName,
            status: 'InProgress',
            outputPath: job.outputPath,
            createdAt: job.createdAt,
            ...(job.outputsWritten ? { outputsWritten: job.outputsWritten } : {})
        }, this.options.rerun);
        const { kept, earlier, ranges } = this.seen;
        const names = this.inputNames;
        // Without ranges, each listing is whole: it counts anew what has landed.
        if (!ranges)
            this.landed = 0;
        const take = (o) => {
            const key = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .nameOfOutput */ .Kh)(o.key);
            if (key === undefined)
                return;
            const from = origin(o, key);
            if (from === 'earlier') {
                earlier.add(key);
                return;
            }
            earlier.delete(key);
            if (from === 'kept')
                kept.add(key);
            // The input's position, looked up once (the reader's names are bits over the same index).
            const at = names ? names.indexOf(key) : undefined;
            const first = open.reader.offer(key, o.size, at);
            if (from === 'written' && (first || !ranges))
                this.landed++;
            if (first && ranges && at !== undefined && at >= 0)
                ranges.foundAt(at);
        };
        // Once the job has ended, the end's own lookups take over.
        const stop = () => this.ended;
        // Each range from its first output not yet found: the reader's names are bits over the same index.
        const found = (i) => open.reader.offered.hasAt(i);
        if (ranges) {
            // Between polls, before any output was found: the first range not yet complete, where a job that
            // lands its outputs in key order begins.
            const frontier = which === 'frontier' ? ranges.frontier() : [];
            const chosen = which === 'all' ? ranges.incomplete() : frontier.length ? frontier : ranges.incomplete().slice(0, 1);
            await ranges.list(open.outputs, chosen, LIVE_LISTINGS_IN_FLIGHT, take, stop, found);
        }
        else
            for await (const o of open.outputs.list('')) {
                if (stop())
                    break;
                take(o);
            }
    }
    /** Runs one listing after the one under way, if any. */
    async serially(run) {
        while (this.passing)
            await this.passing.catch(() => undefined);
        const passing = run();
        this.passing = passing;
        try {
            await passing;
        }
        finally {
            if (this.passing === passing)
                this.passing = undefined;
        }
    }
    /** Between polls, the frontier listed every FOLLOW_EVERY_MS while the reader keeps up, until the end. */
    follow(open) {
        const every = this.options.followEveryMs ?? FOLLOW_EVERY_MS;
        if (this.following || every <= 0)
            return;
        this.following = true;
        const next = () => {
            if (this.ended)
                return;
            setTimeout(() => {
                const waiting = open.reader.offered.size - open.reader.done;
                const job = this.job;
                const due = job && !this.ended && !this.passing && waiting < FOLLOW_BACKLOG;
                void (due ? this.serially(() => this.pass(open, job, 'frontier')) : Promise.resolve())
                    .catch(() => undefined)
                    .finally(next);
            }, every).unref();
        };
        next();
    }
}


/***/ }),

/***/ 34489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OUTPUTS_PER_RANGE: () => (/* binding */ OUTPUTS_PER_RANGE),
/* harmony export */   OutputRanges: () => (/* binding */ OutputRanges)
/* harmony export */ });
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77195);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59537);



/** Outputs a range is cut to hold: one listing page (S3 gives at most 1,000 keys a page). */
const OUTPUTS_PER_RANGE = 1000;
class OutputRanges {
    index;
    perRange;
    /** cuts[i]: the last output key of range i (its upper bound, inclusive); the last range has none. */
    cuts;
    /** Per range: outputs expected, outputs found so far, and whether it was listed once. */
    expected;
    found;
    listed;
    /** Per range: the first position not known to be found (every output before it in the range was). */
    gap;
    /** Per range: whether an output was found in it since the last `frontier`. */
    active;
    /** `index`: the output names of every input, in S3's order of their outputs. */
    constructor(index, perRange = OUTPUTS_PER_RANGE) {
        this.index = index;
        this.perRange = perRange;
        this.cuts = [];
        for (let i = perRange - 1; i < index.size; i += perRange)
            this.cuts.push(`${index.nameAt(i)}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`);
        const ranges = this.cuts.length + 1;
        this.expected = new Uint32Array(ranges);
        this.found = new Uint32Array(ranges);
        this.listed = new Uint8Array(ranges);
        this.gap = new Uint32Array(ranges);
        this.active = new Uint8Array(ranges);
        for (let r = 0; r < ranges; r++)
            this.gap[r] = r * perRange;
        for (let r = 0; r < this.cuts.length; r++)
            this.expected[r] = perRange;
        this.expected[this.cuts.length] = index.size - this.cuts.length * perRange;
    }
    /**
     * Where a listing of range `r` may start: after its cut, or, with `found` (whether the output at a
     * position was found), after the last output of the unbroken run found from the range's start: the
     * outputs before it need no listing again. Outputs land roughly in key order, so while a job runs
     * each listing reads mostly new keys.
     */
    startAfter(r, found) {
        const first = r * this.perRange;
        const end = Math.min(this.index.size, first + this.perRange);
        if (found)
            while (this.gap[r] < end && found(this.gap[r]))
                this.gap[r]++;
        if (found && this.gap[r] > first)
            return `${this.index.nameAt(this.gap[r] - 1)}${_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUT_SUFFIX */ .c9}`;
        return r === 0 ? undefined : this.cuts[r - 1];
    }
    get count() {
        return this.expected.length;
    }
    /** One more expected output of this job found (each output once), by its input's position. */
    foundAt(i) {
        const r = Math.min(Math.floor(i / this.perRange), this.cuts.length);
        this.found[r]++;
        this.active[r] = 1;
    }
    /** Whether every expected output of range `r` has been found, in a range listed at least once. */
    complete(r) {
        return this.listed[r] === 1 && this.found[r] >= this.expected[r];
    }
    /**
     * Where the next outputs land: the ranges not yet complete in which outputs were found since the last
     * call, and the range after each (outputs land in about key order per instance).
     */
    frontier() {
        const next = [];
        for (let r = 0; r < this.count; r++) {
            if (!this.active[r])
                continue;
            this.active[r] = 0;
            for (const q of [r, r + 1])
                if (q < this.count && !this.complete(q) && next.at(-1) !== q)
                    next.push(q);
        }
        return next;
    }
    /** The ranges not yet complete. */
    incomplete() {
        const open = [];
        for (let r = 0; r < this.count; r++)
            if (!this.complete(r))
                open.push(r);
        return open;
    }
    /**
     * Lists `ranges` of `store`'s root (keys relative to output-path), `inFlight` at a time, handing each
     * object to `take`; `stop` ends the listing at its next object. With `found`, each range is listed
     * from its first output not yet found (see `startAfter`).
     */
    async list(store, ranges, inFlight, take, stop = () => false, found) {
        await (0,_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .forEachLimited */ .vP)(ranges, inFlight, async (r) => {
            const after = this.startAfter(r, found);
            const upTo = r < this.cuts.length ? this.cuts[r] : undefined;
            const objects = after === undefined || !store.listAfter ? store.list('') : store.listAfter('', after);
            for await (const o of objects) {
                if (stop())
                    return;
                if (after !== undefined && (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(o.key, after) <= 0)
                    continue;
                if (upTo !== undefined && (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(o.key, upTo) > 0)
                    break;
                take(o);
            }
            this.listed[r] = 1;
        });
    }
}


/***/ })

};
