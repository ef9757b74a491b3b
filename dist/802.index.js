export const id = 802;
export const ids = [802];
export const modules = {

/***/ 23802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LiveResults: () => (/* binding */ LiveResults)
});

// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/results/analyze.ts + 10 modules
var analyze = __webpack_require__(44621);
// EXTERNAL MODULE: ./src/results/origins.ts + 1 modules
var origins = __webpack_require__(33105);
// EXTERNAL MODULE: ./src/results/pool.ts
var pool = __webpack_require__(9722);
;// CONCATENATED MODULE: ./src/results/output-ranges.ts


/** Outputs a range is cut to hold: one listing page (S3 gives at most 1,000 keys a page). */
const OUTPUTS_PER_RANGE = 1000;
class OutputRanges {
    /** cuts[i]: the last output key of range i (its upper bound, inclusive); the last range has none. */
    cuts;
    /** Per range: outputs expected, outputs found so far, and whether it was listed once. */
    expected;
    found;
    listed;
    /** `names`: the output names (keys without `.out`) of every input, in any order. */
    constructor(names, perRange = OUTPUTS_PER_RANGE) {
        const keys = Array.from(names, n => `${n}${output_keys/* OUTPUT_SUFFIX */.c9}`).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        this.cuts = [];
        for (let i = perRange - 1; i < keys.length; i += perRange)
            this.cuts.push(keys[i]);
        const ranges = this.cuts.length + 1;
        this.expected = new Uint32Array(ranges);
        this.found = new Uint32Array(ranges);
        this.listed = new Uint8Array(ranges);
        for (let r = 0; r < this.cuts.length; r++)
            this.expected[r] = perRange;
        this.expected[this.cuts.length] = keys.length - this.cuts.length * perRange;
    }
    get count() {
        return this.expected.length;
    }
    /** The range that holds an output key: the first whose cut is not below it. */
    rangeOf(key) {
        let lo = 0;
        let hi = this.cuts.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.cuts[mid] < key)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /** One more expected output of this job found (each output once). */
    foundOne(key) {
        this.found[this.rangeOf(key)]++;
    }
    /** Whether every expected output of range `r` has been found, in a range listed at least once. */
    complete(r) {
        return this.listed[r] === 1 && this.found[r] >= this.expected[r];
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
     * object to `take`; `stop` ends the listing at its next object.
     */
    async list(store, ranges, inFlight, take, stop = () => false) {
        await (0,pool/* forEachLimited */.v)(ranges, inFlight, async (r) => {
            const after = r === 0 ? undefined : this.cuts[r - 1];
            const upTo = r < this.cuts.length ? this.cuts[r] : undefined;
            const objects = after === undefined || !store.listAfter ? store.list('') : store.listAfter('', after);
            for await (const o of objects) {
                if (stop())
                    return;
                if (after !== undefined && o.key <= after)
                    continue;
                if (upTo !== undefined && o.key > upTo)
                    break;
                take(o);
            }
            this.listed[r] = 1;
        });
    }
}

;// CONCATENATED MODULE: ./src/results/live.ts





/** Ranges of output-path listed at once at each poll (each one listing page). */
const LIVE_LISTINGS_IN_FLIGHT = 16;
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
    seen = {
        kept: new Set(),
        earlier: new Set()
    };
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
            this.opened = (0,analyze/* openAnalysis */.JZ)(this.options.specFor(job), job.outputPath, this.options.deps);
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
                    // Cut into ranges listed side by side, where the store can list from a key; what the
                    // whole listings so far found counts.
                    if (!open.outputs.listAfter)
                        return;
                    const ranges = new OutputRanges(k.keys);
                    for (const key of open.reader.offered)
                        if (k.keys.has(key))
                            ranges.foundOne(`${key}${output_keys/* OUTPUT_SUFFIX */.c9}`);
                    this.seen.ranges = ranges;
                }, () => undefined);
            }
            const rerun = this.options.rerun;
            const origin = (0,origins/* originsOf */.T)({
                jobName: job.jobName,
                status: 'InProgress',
                outputPath: job.outputPath,
                createdAt: job.createdAt,
                ...(job.outputsWritten ? { outputsWritten: job.outputsWritten } : {})
            }, rerun);
            const { kept, earlier, ranges } = this.seen;
            const names = this.inputNames;
            // Without ranges, each listing is whole: it counts anew what has landed.
            if (!ranges)
                this.landed = 0;
            const take = (o) => {
                const key = (0,output_keys/* nameOfOutput */.Kh)(o.key);
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
                const first = open.reader.offer(key, o.size);
                if (from === 'written' && (first || !ranges))
                    this.landed++;
                if (first && ranges && names?.has(key))
                    ranges.foundOne(o.key);
            };
            // Once the job has ended, the end's own lookups take over.
            const stop = () => this.ended;
            if (ranges)
                await ranges.list(open.outputs, ranges.incomplete(), LIVE_LISTINGS_IN_FLIGHT, take, stop);
            else
                for await (const o of open.outputs.list('')) {
                    if (stop())
                        break;
                    take(o);
                }
            if (this.ended)
                return undefined;
            const landed = this.landed;
            const expected = rerun ? rerun.names.length : this.inputs;
            return expected === undefined ? { landed } : { landed, expected };
        }
        catch (err) {
            if (!this.warned)
                this.options.deps.log.warning(`Could not count the outputs while the job runs: ${(0,errors/* errorMessage */.gJ)(err)}`);
            this.warned = true;
            return undefined;
        }
    }
}


/***/ })

};
