export const id = 631;
export const ids = [631];
export const modules = {

/***/ 40631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decideStop: () => (/* binding */ decideStop),
/* harmony export */   gateWatch: () => (/* binding */ gateWatch),
/* harmony export */   limitsOf: () => (/* binding */ limitsOf),
/* harmony export */   steerer: () => (/* binding */ steerer)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// Whether a running job can still pass its gates, from what was read so far: a certain bound, never a
// statistical guess. Failures past max-failed-objects, wrong answers past what min-accuracy allows over
// all the ground-truth inputs, disagreements past what min-agreement allows over all the baseline's
// records: each settles its gate however the rest of the job goes. max-cost is a budget, watched
// whatever stop-early says.

/** The estimate at the end may exceed max-cost by this share before the job is stopped for it. */
const COST_MARGIN = 0.2;
/** Whether any limit could stop a job: without one nothing is watched. */
function anyLimit(l) {
    const gates = [l.minAccuracy, l.minAgreement, l.maxFailedObjects].some(t => t !== undefined);
    return (l.stopEarly && gates) || l.maxCost !== undefined;
}
/** `93.8%`: rounded down, so an upper bound is never shown above what it is. */
function atMost(x) {
    return `${Math.floor(x * 1000 + 1e-9) / 10}%`;
}
/** `95%`, `92.5%`. */
function percent(x) {
    return `${Number((x * 100).toFixed(2))}%`;
}
/** `14 min 3 s` since the job started. */
const at = (run) => (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0)(run.elapsedMs / 1000);
/** What stopping now leaves unspent: money once the end can be estimated, else the time left. */
function saving(run) {
    const c = run.cost;
    if (c?.atEnd !== undefined && c.atEnd > c.soFar)
        return `; about ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.atEnd - c.soFar)} of instance time not spent`;
    if (c || run.leftMs === undefined || run.leftMs < 1000)
        return '';
    return `; about ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0)(run.leftMs / 1000)} of ${run.runner ? 'runner' : 'instance'} time not spent`;
}
/** The best a share can still reach: `bad` of `all` are certain misses, every other one may pass. */
function bestShare(bad, all) {
    return all > 0 ? (all - bad) / all : 1;
}
function budget(run, maxCost) {
    const c = run.cost;
    if (!c)
        return undefined;
    const limit = 'max-cost';
    if (c.soFar >= maxCost) {
        // The moment the budget was spent is known to the millisecond from the cost's rate.
        const overMs = c.perMs ? (c.soFar - maxCost) / c.perMs : undefined;
        return {
            limit,
            reason: `stopped at ${at(run)}: the cost so far, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.soFar)}, reached max-cost ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(maxCost)}`,
            ...(overMs !== undefined && run.lookedAt !== undefined
                ? { decidedAt: run.lookedAt - overMs, decidedBy: `max-cost ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(maxCost)} spent` }
                : {})
        };
    }
    if (run.paceTrusted && c.atEnd !== undefined && c.atEnd > maxCost * (1 + COST_MARGIN))
        return {
            limit,
            reason: `stopped at ${at(run)}: at the pace so far the job would cost about ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.atEnd)}, more than ` +
                `max-cost ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(maxCost)} by over ${percent(COST_MARGIN)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.soFar)} spent)${saving(run)}`
        };
    return undefined;
}
function failures(run, max) {
    if (run.failed === undefined || run.failed <= max)
        return undefined;
    const of = run.expected !== undefined ? ` of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(run.expected)}` : '';
    const decidedAt = run.failedAt?.(max + 1);
    return {
        limit: 'max-failed-objects',
        reason: `stopped early at ${at(run)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(run.failed)}${of} inputs failed so far, more than ` +
            `max-failed-objects ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(max)}${saving(run)}`,
        ...(decidedAt !== undefined
            ? { decidedAt, decidedBy: `the data-log line of the ${ordinal(max + 1)} failed input` }
            : {})
    };
}
/** `1st`, `22nd`, `113th`. */
function ordinal(n) {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(n)}${suffix}`;
}
function share(run, seen, threshold, words) {
    if (!seen || threshold === undefined)
        return undefined;
    const best = bestShare(seen.count, seen.of);
    // The gate's own comparison: it fails when the measured share is below the threshold.
    if (!(best < threshold))
        return undefined;
    return {
        limit: words.limit,
        reason: `stopped early at ${at(run)}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(seen.count)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(seen.of)} ${words.bad}, so ${words.figure} ` +
            `can be at most ${atMost(best)}, below ${words.limit} ${percent(threshold)}${saving(run)}`
    };
}
/** The fewest bad ones of `all` that put the best share still reachable below `threshold`. */
function badToDecide(all, threshold) {
    let bad = Math.max(0, Math.floor(all * (1 - threshold)));
    while (bad <= all && !(bestShare(bad, all) < threshold))
        bad++;
    return bad;
}
/** The order to stop now, and why; undefined while every limit can still be met. */
function decideStop(run, read, limits) {
    const spent = limits.maxCost !== undefined ? budget(run, limits.maxCost) : undefined;
    if (spent || !limits.stopEarly)
        return spent;
    return ((limits.maxFailedObjects !== undefined ? failures(run, limits.maxFailedObjects) : undefined) ??
        share(run, read.wrong, limits.minAccuracy, { limit: 'min-accuracy', bad: 'wrong', figure: 'accuracy' }) ??
        share(run, read.disagreed, limits.minAgreement, {
            limit: 'min-agreement',
            bad: 'records disagree with the baseline',
            figure: 'agreement'
        }));
}
/** The step's limits, from its report inputs (`stop-early` defaults to true). */
function limitsOf(report) {
    return {
        stopEarly: report.stopEarly ?? true,
        ...(report.minAccuracy !== undefined ? { minAccuracy: report.minAccuracy } : {}),
        ...(report.minAgreement !== undefined ? { minAgreement: report.minAgreement } : {}),
        ...(report.maxFailedObjects !== undefined ? { maxFailedObjects: report.maxFailedObjects } : {}),
        ...(report.maxCost !== undefined ? { maxCost: report.maxCost } : {})
    };
}
/** The backends' `steer` event over what `read` says at each look; undefined when no limit is set. */
function steerer(report, read) {
    return gateWatch(report, read)?.steer;
}
/** Counts over this much of the recent past give the rates, so a change of pace shows soon. */
const RATE_WINDOW_MS = 5 * 60_000;
/** A limit with more than this share of its allowance used is read as often as the schedule allows. */
const CLOSE_SHARE = 0.5;
/**
 * The limits armed, and at each look what is known of their pace: `steer` decides, `nextLook` says when
 * a read may next decide (from the rate each count grew at, carried forward to now) and when max-cost is
 * spent (from the cost's rate), so a wait reads then instead of on its own schedule.
 */
function gateWatch(report, read) {
    const limits = limitsOf(report);
    if (!anyLimit(limits))
        return undefined;
    const rates = new Rates();
    let previousLook = 0;
    let previousLookedAt;
    return {
        steer: run => {
            const order = decideStop(run, read(), limits);
            // An answer counts once read, and what is read was listed by the look before: the deciding
            // output was there by then.
            if (order && (order.limit === 'min-accuracy' || order.limit === 'min-agreement'))
                return {
                    ...order,
                    ...(previousLookedAt !== undefined
                        ? { decidedAt: previousLookedAt, decidedBy: 'an output listed by the poll before' }
                        : {})
                };
            return order;
        },
        nextLook: run => {
            const look = {};
            const c = run.cost;
            if (limits.maxCost !== undefined && c?.perMs)
                look.budgetInMs = Math.max(0, Math.ceil((limits.maxCost - c.soFar) / c.perMs));
            const seen = towards(run, read(), limits, previousLook);
            previousLook = run.elapsedMs;
            previousLookedAt = run.lookedAt;
            if (!limits.stopEarly)
                return look;
            for (const t of seen) {
                const perMs = rates.observe(t.name, t.asOfMs, t.count);
                if (!perMs) {
                    // Nothing seen yet says nothing while the pace is young: look as if nothing were known.
                    if (!run.paceTrusted)
                        look.blind = true;
                    continue;
                }
                const now = t.count + perMs * Math.max(0, run.elapsedMs - t.asOfMs);
                const close = now > (t.decides - 1) * CLOSE_SHARE;
                const inMs = close ? 0 : Math.max(0, Math.ceil((t.decides - now) / perMs));
                look.readInMs = Math.min(look.readInMs ?? Infinity, inMs);
            }
            return look;
        }
    };
}
/**
 * The counts that move towards a gate at this look. Failures are as of the log's lag ago; wrong answers
 * and disagreements come from the outputs read, which the look before this one listed.
 */
function towards(run, read, l, previousLook) {
    const out = [];
    const now = run.elapsedMs;
    if (l.maxFailedObjects !== undefined && run.failed !== undefined) {
        const lag = run.failedAsOf !== undefined && run.lookedAt !== undefined ? run.lookedAt - run.failedAsOf : 0;
        out.push({
            name: 'failed',
            count: run.failed,
            asOfMs: Math.max(0, now - lag),
            decides: l.maxFailedObjects + 1
        });
    }
    // A share's bad answers, read from what the look before listed.
    const share = (name, seen, threshold) => {
        if (seen && threshold !== undefined)
            out.push({ name, count: seen.count, asOfMs: previousLook, decides: badToDecide(seen.of, threshold) });
    };
    share('wrong', read.wrong, l.minAccuracy);
    share('disagreed', read.disagreed, l.minAgreement);
    return out;
}
/** Each count's growth per ms over the recent looks (from the job's start, where it was 0). */
class Rates {
    seen = new Map();
    observe(name, at, count) {
        const samples = this.seen.get(name) ?? [{ at: 0, count: 0 }];
        samples.push({ at, count });
        while (samples.length > 2 && at - samples[1].at >= RATE_WINDOW_MS)
            samples.shift();
        this.seen.set(name, samples);
        const from = samples[0];
        const grew = count - from.count;
        return at > from.at && grew > 0 ? grew / (at - from.at) : undefined;
    }
}


/***/ })

};
