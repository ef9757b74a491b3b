export const id = 214;
export const ids = [214];
export const modules = {

/***/ 18214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LiveResults: () => (/* binding */ LiveResults)
/* harmony export */ });
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _analyze_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86650);
/* harmony import */ var _origins_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33105);




class LiveResults {
    options;
    opened;
    /** The analysis once opened, for what it has read so far. */
    open;
    inputs;
    listing = false;
    warned = false;
    ended = false;
    seen = { kept: new Set(), earlier: new Set() };
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
            this.opened = (0,_analyze_js__WEBPACK_IMPORTED_MODULE_2__/* .openAnalysis */ .JZ)(this.options.specFor(job), job.outputPath, this.options.deps);
            // A failure here is the report's to tell (publishing awaits the same promise).
            this.opened.catch(() => undefined);
        }
        try {
            const open = (this.open = await this.opened);
            if (!this.listing) {
                this.listing = true;
                void open.inputKeys()?.then(k => void (this.inputs = k.keys.size + k.refused.count), () => undefined);
            }
            const rerun = this.options.rerun;
            const origin = (0,_origins_js__WEBPACK_IMPORTED_MODULE_3__/* .originsOf */ .T)({
                jobName: job.jobName,
                status: 'InProgress',
                outputPath: job.outputPath,
                createdAt: job.createdAt,
                ...(job.outputsWritten ? { outputsWritten: job.outputsWritten } : {})
            }, rerun);
            const { kept, earlier } = this.seen;
            let landed = 0;
            for await (const o of open.outputs.list('')) {
                // Once the job has ended, the end's own lookups take over.
                if (this.ended)
                    return undefined;
                const key = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .nameOfOutput */ .Kh)(o.key);
                if (key === undefined)
                    continue;
                const from = origin(o, key);
                if (from === 'earlier') {
                    earlier.add(key);
                    continue;
                }
                earlier.delete(key);
                if (from === 'written')
                    landed++;
                if (from === 'kept')
                    kept.add(key);
                open.reader.offer(key, o.size);
            }
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
}


/***/ })

};
