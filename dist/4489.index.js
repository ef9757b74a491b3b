export const id = 4489;
export const ids = [4489];
export const modules = {

/***/ 59537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nS: () => (/* binding */ SlotLimiter),
/* harmony export */   sO: () => (/* binding */ forEachPaced),
/* harmony export */   vP: () => (/* binding */ forEachLimited)
/* harmony export */ });
// Bounded concurrency for any stage: a stream worked through with at most so many in flight, and a
// counting semaphore. Generic, so it sits at the bottom (the results' readers and the cache both use it).
/** Runs an async function over a stream of items with at most `limit` in flight. */
async function forEachLimited(items, limit, fn) {
    const running = new Set();
    let failure;
    for await (const item of items) {
        if (failure !== undefined)
            break;
        const p = fn(item).then(() => {
            running.delete(p);
        }, err => {
            running.delete(p);
            failure ??= err;
        });
        running.add(p);
        if (running.size >= limit)
            await Promise.race(running);
    }
    await Promise.all(running);
    if (failure !== undefined)
        throw failure;
}
/** A counting semaphore: `use` waits for a free slot, runs `fn`, then frees the slot. */
class SlotLimiter {
    free;
    waiters = [];
    constructor(slots) {
        this.free = slots;
    }
    async use(fn) {
        if (this.free > 0)
            this.free--;
        else
            await new Promise(resolve => this.waiters.push(resolve));
        try {
            return await fn();
        }
        finally {
            const next = this.waiters.shift();
            if (next)
                next();
            else
                this.free++;
        }
    }
}
/**
 * Runs `fn` over `items` at the pace the store allows: `start` at once; a slow-down halves what is in
 * flight (once for the tries that were in flight together) and puts its item back after a jittered wait;
 * each window of successes (as many as are in flight) doubles the pace until the first slow-down, then
 * adds one, up to `max`. A failure that is no slow-down (or a slow-down past `tries`) ends the run.
 */
async function forEachPaced(items, fn, o) {
    const tries = o.tries ?? 6;
    const random = o.random ?? Math.random;
    const again = [];
    let limit = o.start;
    let lowest = o.start;
    let slowDowns = 0;
    let next = 0;
    let active = 0;
    let streak = 0;
    // Cuts so far: a slow-down cuts the pace only when its try began after the last cut (once a window).
    let cuts = 0;
    let failure;
    return new Promise((resolve, reject) => {
        const pump = () => {
            while (!failure && active < limit && (again.length > 0 || next < items.length)) {
                const taken = again.shift() ?? { item: items[next++], tried: 0 };
                active++;
                void attempt(taken).finally(() => {
                    active--;
                    pump();
                });
            }
            if (active > 0)
                return;
            if (failure)
                reject(failure.err);
            else if (again.length === 0 && next >= items.length)
                resolve({ slowDowns, lowest });
        };
        const attempt = async (t) => {
            const window = cuts;
            try {
                await fn(t.item);
                // Until S3 first asks for less, the pace doubles a window (as TCP's slow start); then one more.
                if (++streak >= limit && limit < o.max)
                    [limit, streak] = [Math.min(o.max, cuts === 0 ? limit * 2 : limit + 1), 0];
            }
            catch (err) {
                if (!o.slowDown(err))
                    return void (failure ??= { err });
                if (t.tried + 1 >= tries)
                    return o.gaveUp ? o.gaveUp(t.item, err) : void (failure ??= { err });
                slowDowns++;
                streak = 0;
                if (window === cuts) {
                    cuts++;
                    limit = Math.max(1, Math.floor(limit / 2));
                    lowest = Math.min(lowest, limit);
                }
                // Full jitter over a window that doubles with each try: 100 ms, 200 ms, ... up to 3.2 s.
                await o.wait(random() * 100 * 2 ** Math.min(t.tried, 5));
                again.push({ item: t.item, tried: t.tried + 1 });
            }
        };
        pump();
    });
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
