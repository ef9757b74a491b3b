export const id = 4730;
export const ids = [4730];
export const modules = {

/***/ 65250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $2: () => (/* binding */ cacheSummary),
/* harmony export */   Yx: () => (/* binding */ cacheSentence),
/* harmony export */   nT: () => (/* binding */ withCache)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// What the cache gave a run, for the summary (`_summary.json`'s `cache`), the log, the verdict and the
// job summary: the figures, and the sentence that says them, "all 5,000 outputs reused (transformed by
// job X on 2026-11-28), $0: no model, no job", or "4,998 reused (...), 3 transformed".

/** What the cache gave: hits, misses, where the reused outputs came from and what they had cost. */
function cacheSummary(uri, identity, reused, kept) {
    const sources = [...reused.bySource.entries()].sort((a, b) => b[1] - a[1]);
    // Each figure only when every source knows it.
    const sum = (of) => sources.reduce((total, [i, n]) => {
        const per = of(i);
        return total === undefined || per === undefined ? undefined : total + n * per;
    }, 0);
    const savedSeconds = sum(i => kept.sources[i].secondsPerOutput);
    const savedCost = sum(i => kept.sources[i].costPerOutput);
    return {
        uri,
        identity,
        hits: reused.hits.length,
        misses: reused.misses.length,
        reusedFrom: sources.map(([i, n]) => ({
            job: kept.sources[i].job,
            transformedAt: kept.sources[i].transformedAt,
            outputs: n
        })),
        ...(sources.length && savedSeconds !== undefined ? { savedInstanceSeconds: savedSeconds } : {}),
        ...(sources.length && savedCost !== undefined ? { savedCost } : {})
    };
}
/** The report's cache part: the outputs placed from the cache are told apart from a rerun's kept ones. */
function withCache(summary, cache) {
    summary.cache = cache;
    const o = summary.objects;
    const kept = (o.kept ?? 0) - cache.hits;
    o.reused = cache.hits;
    if (kept > 0)
        o.kept = kept;
    else
        delete o.kept;
}
/** `show` makes a job name (from the cache's records: untrusted) safe where the sentence goes. */
function cacheSentence(c, show = text => text) {
    const [top, ...rest] = c.reusedFrom;
    const others = rest.length ? ` and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest.length, 'earlier job')}` : '';
    const from = top
        ? ` (transformed by job ${show(top.job)} on ${top.transformedAt.slice(0, 10)}${others})`
        : '';
    const saved = c.savedInstanceSeconds !== undefined
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .instanceSeconds */ .pX)(c.savedInstanceSeconds)}${c.savedCost !== undefined ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.savedCost)})` : ''} saved`
        : '';
    if (c.misses === 0)
        return `all ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} outputs reused${from}, $0: no model, no job${saved}`;
    if (c.hits === 0)
        return `no output reused, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} reused${from}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed${saved}`;
}


/***/ }),

/***/ 50181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ changedTable),
/* harmony export */   OR: () => (/* binding */ baselineNote),
/* harmony export */   OS: () => (/* binding */ more),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   vF: () => (/* binding */ gatesTable),
/* harmony export */   yE: () => (/* binding */ beforeAfter)
/* harmony export */ });
/* harmony import */ var _results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6663);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90687);





function table(head, rows, align) {
    const sep = head.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
    return [head, sep, ...rows].map(r => `| ${r.join(' | ')} |`).join('\n');
}
function more(shown, total, where = '') {
    return total > shown ? `\n\n_${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(total - shown)} more${where}._` : '';
}
function interval(correct, n) {
    const i = (0,_results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .rF)(correct, n);
    return i ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(i.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(i.high)}` : 'n/a';
}
function gateRow(g, s) {
    const mark = g.passed ? '✅' : '❌';
    if (g.gate === 'max-failed-objects') {
        const margin = g.measured === null
            ? ''
            : `${g.threshold - g.measured >= 0 ? '+' : '−'}${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(Math.abs(g.threshold - g.measured))}`;
        return [
            `${mark} \`${g.gate}\``,
            `≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(g.threshold)} objects`,
            g.measured === null ? 'n/a' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(g.measured)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(s.objects.total)}`,
            margin
        ];
    }
    let measured = 'not measured';
    if (g.measured !== null) {
        measured = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(g.measured);
        const e = s.evaluation;
        const b = s.baseline;
        if (g.gate === 'min-accuracy' && e?.kind === 'classification')
            measured += ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(e.top1Correct)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(e.evaluated)})`;
        if (g.gate === 'min-agreement' && b)
            measured += ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.agreed)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.compared)})`;
    }
    return [
        `${mark} \`${g.gate}\``,
        `≥ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(g.threshold)}`,
        measured,
        g.measured === null ? '' : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(g.measured - g.threshold)
    ];
}
function gatesTable(s) {
    if (s.gates.length === 0)
        return undefined;
    return table(['Gate', 'Threshold', 'Measured', 'Margin'], s.gates.map(g => gateRow(g, s)), ['l', 'r', 'r', 'r']);
}
/** Whether top-5 says anything: only with more than 5 classes to choose from. */
function showTop5(s, e) {
    const widths = s.classification?.vectorWidths ?? [];
    return widths.length ? Math.max(...widths) > 5 : e.top5Correct !== e.top1Correct;
}
function rows(r, withBaseline) {
    return r.map(x => (withBaseline ? [x.label, x.before ?? '', x.after, x.delta ?? ''] : [x.label, x.after]));
}
function classificationRows(s, e, b, classLimit) {
    const head = [
        {
            label: '**Top-1 accuracy**',
            after: `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(e.top1Accuracy)}** (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(e.top1Correct)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(e.evaluated)})`,
            ...(b
                ? {
                    before: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(b.top1Accuracy)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.top1Correct)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.evaluated)})`,
                    delta: `**${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(e.top1Accuracy - b.top1Accuracy)}**`
                }
                : {})
        },
        {
            label: '95% interval (Wilson)',
            after: interval(e.top1Correct, e.evaluated),
            ...(b ? { before: interval(b.top1Correct, b.evaluated) } : {})
        }
    ];
    if (showTop5(s, e)) {
        head.push({
            label: 'Top-5 accuracy',
            after: (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(e.top5Accuracy),
            ...(b ? { before: (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(b.top5Accuracy), delta: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(e.top5Accuracy - b.top5Accuracy) } : {})
        });
    }
    const before = new Map((b?.perClass ?? []).map(c => [c.label, c]));
    const all = e.perClass.map(c => {
        const old = before.get(c.label);
        const change = old ? c.recall - old.recall : 0;
        return {
            label: `recall: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(c.label)}`,
            after: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(c.recall)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(c.correct)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(c.support)})`,
            ...(old ? { before: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(old.recall)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(old.correct)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(old.support)})` } : {}),
            ...(old ? { delta: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(change) } : {}),
            change
        };
    });
    // With a baseline, the classes that moved (worst first); without, the weakest classes.
    const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all;
    return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length };
}
function detectionRows(e, b, classLimit) {
    const metric = (label, now, then, bold = false) => {
        const w = (x) => (bold ? `**${x}**` : x);
        return {
            label: w(label),
            after: w((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(now)),
            ...(b ? { before: (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(then), delta: now !== null && then != null ? w((0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(now - then)) : '' } : {})
        };
    };
    const head = [
        metric(_format_js__WEBPACK_IMPORTED_MODULE_2__/* .MAP_50 */ .Xg, e.map, b?.map, true),
        metric(`Precision (score ≥ ${e.scoreThreshold})`, e.precision, b?.precision),
        metric('Recall', e.recall, b?.recall)
    ];
    const before = new Map((b?.perClass ?? []).map(c => [c.label, c]));
    const all = e.perClass.map(c => {
        const old = before.get(c.label);
        const change = old && c.ap !== null && old.ap !== null ? c.ap - old.ap : 0;
        return {
            label: `AP: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(c.label)}`,
            after: (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(c.ap),
            ...(old ? { before: (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(old.ap), delta: change ? (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(change) : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.pp)(0) } : {}),
            change
        };
    });
    const moved = b ? all.filter(r => r.change !== 0).sort((x, y) => x.change - y.change) : all;
    return { head, perClass: moved.slice(0, classLimit), perClassTotal: moved.length };
}
/** This run beside the baseline (or alone): the main figure, its interval and the per-class figures. */
function beforeAfter(s, classLimit) {
    const e = s.evaluation;
    const b = s.baseline;
    const figures = b?.figures?.evaluation;
    const lines = [];
    let body;
    if (e?.kind === 'classification')
        body = classificationRows(s, e, figures?.kind === 'classification' ? figures : undefined, classLimit);
    else if (e?.kind === 'detection')
        body = detectionRows(e, figures?.kind === 'detection' ? figures : undefined, classLimit);
    const withBaseline = Boolean(figures && body);
    const all = body ? [...body.head, ...body.perClass] : [];
    if (b) {
        all.push({
            label: 'Agreement with the baseline',
            after: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(b.agreement)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.agreed)}/${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.compared)}; 95% ${interval(b.agreed, b.compared)})`
        });
    }
    if (all.length === 0)
        return undefined;
    const head = withBaseline ? ['', 'Baseline', 'This run', 'Change'] : ['', 'This run'];
    lines.push(table(head, rows(all, withBaseline), withBaseline ? ['l', 'r', 'r', 'r'] : ['l', 'r']));
    if (body && body.perClassTotal > body.perClass.length) {
        lines.push(`_${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(body.perClassTotal - body.perClass.length)} more ${withBaseline ? 'classes changed' : 'classes'}; ` +
            `${withBaseline ? 'unchanged classes are not listed' : 'weakest first'}._`);
    }
    else if (withBaseline && body && body.perClass.length === 0) {
        lines.push('_No class changed its figure._');
    }
    return lines.join('\n\n');
}
/** Where the baseline came from, in one line. */
function baselineNote(s) {
    const b = s.baseline;
    if (!b)
        return undefined;
    const run = b.run;
    const who = [];
    if (run?.ref)
        who.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(run.ref.replace(/^refs\/heads\//, '')));
    if (run?.commit)
        who.push(`\`${run.commit.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``);
    if (run?.job)
        who.push(`job ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(run.job)}`);
    const from = b.figures
        ? b.figures.source === 'summary'
            ? 'figures from its _summary.json'
            : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.figures.note ?? 'figures recomputed from its outputs')
        : undefined;
    const pkg = run?.modelPackage;
    return [
        `Baseline: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(b.path)}${who.length ? ` (${who.join(', ')})` : ''}`,
        pkg ? `the latest Approved model package, version ${pkg.version} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(pkg.arn)})` : undefined,
        run?.pointer ? `found through ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__.md)(run.pointer)}` : undefined,
        from
    ]
        .filter(Boolean)
        .join('; ');
}
const MARK = {
    broken: ['✓', '✗'],
    fixed: ['✗', '✓'],
    'still-wrong': ['✗', '✗'],
    unknown: ['', '']
};
function withConfidence(label, confidence) {
    return `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdShort */ .aN)(label, 80)}${confidence === null ? '' : ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(confidence)})`}`;
}
/** Changed predictions: regressions first, then fixes; with the truth and ✓/✗ when there is ground truth. */
function changedTable(s, limit, where = '') {
    const b = s.baseline;
    if (!b || b.changed.examples.length === 0)
        return undefined;
    const shown = b.changed.examples.slice(0, limit);
    const withTruth = shown.some(c => c.truth !== undefined);
    const object = (c) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdShort */ .aN)(c.key, 100) + (c.record ? ` #${c.record}` : '');
    const mark = (m, text) => (m ? `${m} ${text}` : text);
    const body = withTruth
        ? table(['Object', 'Truth', 'Baseline', 'This run'], shown.map(c => [
            object(c),
            c.truth === undefined ? '' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdShort */ .aN)(c.truth, 80),
            mark(MARK[c.change][0], withConfidence(c.before, c.beforeConfidence)),
            mark(MARK[c.change][1], withConfidence(c.after, c.afterConfidence))
        ]))
        : table(['Object', 'Baseline', 'This run', 'Confidence drop'], shown.map(c => [
            object(c),
            withConfidence(c.before, c.beforeConfidence),
            withConfidence(c.after, c.afterConfidence),
            c.beforeConfidence !== null && c.afterConfidence !== null
                ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(c.beforeConfidence - c.afterConfidence)
                : ''
        ]), ['l', 'l', 'l', 'r']);
    const order = withTruth ? 'now wrong first, then fixed' : 'largest confidence drop first';
    return `**Changed predictions** (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .count */ .U9)(b.changed.count)}; ${order})\n\n${body}${more(shown.length, b.changed.count, where)}`;
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   aN: () => (/* binding */ mdShort),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   s8: () => (/* binding */ markerKey)
/* harmony export */ });
/* unused harmony export escapeHtml */
// Escaping for everything that comes from data (keys, labels, file names, error messages) before it
// reaches Markdown, HTML or a Mermaid chart. Data must render as text, never as markup, links or images.
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML (attribute or element content). */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, c => HTML[c]);
}
/**
 * Text for Markdown that renders back to exactly the same visible text, also inside a table cell:
 * `&`, `<`, `>` become entities (no HTML, no entity), other ASCII punctuation is backslash-escaped (no
 * emphasis, links, images, code, strikethrough, math, headings or cell breaks), and line breaks become
 * spaces. GitHub links mentions, issue numbers, emoji codes and bare URLs in the rendered text, so `@`,
 * `#` and `:` go in a `<span>` of their own and `www` in another: the text is the same, no link is made.
 */
function md(text) {
    return String(text)
        .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
        .replace(/www|[@#:]|[&<>]|[\\`*_{}[\]()+\-.!|~^$=]/gi, c => c.length > 1 || c === '@' || c === '#' || c === ':'
        ? `<span>${c}</span>`
        : c === '&' || c === '<' || c === '>'
            ? HTML[c]
            : `\\${c}`);
}
/** Like `md`, shortened to `max` characters first (so an entity or escape is never cut). */
function mdShort(text, max = 120) {
    const oneLine = text.replace(/\s+/g, ' ');
    return md(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
}
/** A label inside a Mermaid string (`"..."`): no quotes, brackets, HTML or line breaks survive. */
function mermaidText(text, max = 40) {
    const clean = text
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/["'`<>&#;\\[\]{}|]/g, '')
        .trim();
    const short = clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
    return short === '' ? '?' : short;
}
/** A comment key for the hidden marker: letters, digits, `.`, `_`, `-` only (never `--` or `>`). */
function markerKey(key) {
    return (key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/-{2,}/g, '-') || 'default').slice(0, 100);
}


/***/ }),

/***/ 40877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WK: () => (/* binding */ fitSections),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   hg: () => (/* binding */ characters)
/* harmony export */ });
const utf8Bytes = text => Buffer.byteLength(text, 'utf8');
const characters = text => text.length;
function join(prefix, sections, omitted, suffix) {
    const parts = sections.map(s => s.body);
    if (omitted.length)
        parts.push(`_Omitted to stay under GitHub's size limit: ${omitted.join(', ')}._`);
    return `${prefix}${parts.join('\n\n')}\n${suffix}`;
}
function fitSections(sections, limit, measure, prefix = '', suffix = '') {
    const kept = [...sections];
    const omitted = [];
    let text = join(prefix, kept, omitted, suffix);
    while (measure(text) > limit) {
        let drop = -1;
        for (let i = kept.length - 1; i >= 0; i--) {
            if (kept[i].priority > 0 && (drop < 0 || kept[i].priority > kept[drop].priority))
                drop = i;
        }
        if (drop < 0)
            break;
        omitted.unshift(kept[drop].title);
        kept.splice(drop, 1);
        text = join(prefix, kept, omitted, suffix);
    }
    if (measure(text) <= limit)
        return { text, omitted, truncated: false };
    return { text: truncate(text, limit, measure, suffix), omitted, truncated: true };
}
const CUT_NOTE = "\n\n_… cut to stay under GitHub's size limit._\n";
function closers(text) {
    let out = '';
    const fences = (text.match(/^```/gm) ?? []).length;
    if (fences % 2 === 1)
        out += '\n```';
    const open = (text.match(/<details>/g) ?? []).length - (text.match(/<\/details>/g) ?? []).length;
    for (let i = 0; i < open; i++)
        out += '\n\n</details>';
    return out;
}
function truncate(text, limit, measure, suffix) {
    let cut = text.slice(0, Math.max(0, limit - measure(CUT_NOTE) - measure(suffix) - 64));
    for (let tries = 0; tries < 100 && cut.length > 0; tries++) {
        const nl = cut.lastIndexOf('\n');
        cut = nl > 0 ? cut.slice(0, nl) : '';
        const candidate = cut + closers(cut) + CUT_NOTE + suffix;
        const size = measure(candidate);
        if (size <= limit)
            return candidate;
        // Multi-byte text: shrink in proportion rather than line by line.
        cut = cut.slice(0, Math.floor((cut.length * limit) / size));
    }
    return (CUT_NOTE + suffix).slice(0, limit);
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   TG: () => (/* reexport safe */ _format_js__WEBPACK_IMPORTED_MODULE_1__.TG),
/* harmony export */   Xg: () => (/* binding */ MAP_50),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   ee: () => (/* binding */ bytes),
/* harmony export */   kd: () => (/* binding */ AP_50),
/* harmony export */   x8: () => (/* binding */ signed)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// Percentages, scores, money and sizes in reports (counts and durations: src/format.ts).


/** The detection metrics' names in Markdown: GitHub links a bare `mAP@0.5` as an e-mail address. */
const MAP_50 = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__.md)('mAP@0.5');
const AP_50 = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__.md)('AP@0.5');
function pct(x, digits = 1) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return `${(x * 100).toFixed(digits)}%`;
}
function num(x, digits = 3) {
    if (x === null || x === undefined || Number.isNaN(x))
        return 'n/a';
    return x.toFixed(digits);
}
/** A count with its sign: `+3`, `0`, `−7` (the minus sign, as every figure in the report writes it). */
function signed(n) {
    return n > 0 ? `+${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(n)}` : n < 0 ? `−${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(-n)}` : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U9)(n);
}

function bytes(n) {
    if (n < 1024)
        return `${n} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let v = n / 1024;
    let i = 0;
    while (v >= 1024 && i < units.length - 1) {
        v /= 1024;
        i++;
    }
    return `${v.toFixed(1)} ${units[i]}`;
}


/***/ }),

/***/ 71914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ postComment),
/* harmony export */   w: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _fit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40877);
/* harmony import */ var _render_sections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1583);
/* harmony import */ var _sections_section_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33104);




/** GitHub rejects comment bodies over 65,536 characters. */
const COMMENT_LIMIT_CHARS = 65_536;
/** The comment body after the marker line; `reserve` characters are kept free for the marker. */
function renderComment(s, c, reserve, limit = COMMENT_LIMIT_CHARS) {
    return (0,_fit_js__WEBPACK_IMPORTED_MODULE_3__/* .fitSections */ .WK)((0,_render_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSections */ .H)(s, { ..._sections_section_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_OPTIONS */ .bU, ...c }), limit - reserve, _fit_js__WEBPACK_IMPORTED_MODULE_3__/* .characters */ .hg);
}
const FORK_READ_ONLY = 'the pull request comes from a fork, whose token is read-only';
/** Why no comment is posted (logged as a warning with `comment: always`), or undefined to post one. */
function skipReason(report, run, token) {
    if (!run.pullRequest)
        return run.noPullRequest ?? 'no pull request';
    // A fork's pull_request token is read-only (pull_request_target gets a writable one).
    if (report.comment === 'auto' && run.fromFork && run.eventName === 'pull_request')
        return FORK_READ_ONLY;
    if (!token)
        return 'no github-token';
    return undefined;
}
/** Posts or updates the sticky comment (never a failure). */
async function postComment(report, s, run, rc, env, log) {
    const none = { url: '', readOnly: false };
    if (report.comment === 'never')
        return none;
    const token = report.githubToken || env.GITHUB_TOKEN;
    const skip = skipReason(report, run, token);
    if (skip || !run.pullRequest || !token) {
        const line = `No pull request comment: ${skip}. The job summary has the results.`;
        if (report.comment === 'always')
            log.warning(line);
        else
            log.info(line);
        return { url: '', readOnly: skip === FORK_READ_ONLY };
    }
    // Loaded only when a comment is posted: the GitHub client is large.
    const { commentMarker, upsertStickyComment } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(1351), __webpack_require__.e(647)]).then(__webpack_require__.bind(__webpack_require__, 647));
    const marker = commentMarker(report.commentKey);
    const fitted = renderComment(s, rc, marker.length + 1);
    try {
        const res = await upsertStickyComment({
            token,
            apiUrl: run.apiUrl,
            pr: run.pullRequest,
            key: report.commentKey,
            body: fitted.text
        });
        log.info(`Pull request comment ${res.action}: ${res.url}`);
        return { url: res.url, readOnly: false };
    }
    catch (err) {
        const status = err.status;
        const why = status === 403
            ? 'the token may not write to this pull request (a fork gets a read-only token)'
            : (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err);
        log.warning(`Could not comment on pull request #${run.pullRequest.number} (${status ?? 'error'}: ${why}). The job summary has the results.`);
        return { url: '', readOnly: status === 403 };
    }
}


/***/ }),

/***/ 1583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ renderSections)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/results/summary/instance-utilization.ts + 1 modules
var instance_utilization = __webpack_require__(8295);
// EXTERNAL MODULE: ./src/report/compare.ts
var compare = __webpack_require__(50181);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var report_format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/utilization-section.ts
// The instances in the report: in the job summary a table of each instance's CPU, memory, GPU and GPU
// memory (mean and peak minute, as shares of the whole instance), the idle and under-used ones named and
// one change to try; in the comment one line, only when an instance was idle or far under-used.





const VERDICT = {
    idle: '⚠️ idle',
    'under-used': '⚠️ under-used',
    busy: 'busy',
    'no points': 'no points yet'
};
function cell(s) {
    return s ? `${(0,report_format/* pct */.Oe)(s.mean)} / ${(0,report_format/* pct */.Oe)(s.peak)}` : 'n/a';
}
function suggestionLine(s) {
    const money_ = s.saving !== undefined
        ? ` It would have saved about ${(0,report_format/* money */.TG)(s.saving)} on this run.`
        : s.cost !== undefined
            ? ` This run's instances cost ${(0,report_format/* money */.TG)(s.cost)}.`
            : '';
    return `**Try** \`${s.change}\`: ${(0,report_escape/* mdShort */.aN)(s.reason, 600)}.${money_}`;
}
function idleByInputLine(u) {
    const i = u.idleByInput;
    if (!i)
        return undefined;
    const cost = i.cost !== undefined ? `, ${(0,report_format/* money */.TG)(i.cost)} of this run` : '';
    return (`⚠️ ${(0,format/* count */.U9)(i.objects)} input ${i.objects === 1 ? 'object' : 'objects'} for ${(0,format/* count */.U9)(i.objects + i.instances)} ` +
        `instances: SageMaker gives each object to one instance, so ${(0,format/* count */.U9)(i.instances)} got no input and were billed ` +
        `idle${cost}. Set instance-count to ${(0,format/* count */.U9)(i.objects)}, or split the data into more objects.`);
}
function instancesTable(u) {
    const gpu = u.instances.some(i => i.gpu || i.gpuMemory);
    const head = ['Instance', 'CPU mean / peak', 'Memory mean / peak'];
    if (gpu)
        head.push('GPU mean / peak', 'GPU memory mean / peak');
    head.push('Minutes', '');
    const rows = u.instances.map(i => {
        const row = [(0,report_escape.md)(i.instance), cell(i.cpu), cell(i.memory)];
        if (gpu)
            row.push(cell(i.gpu), cell(i.gpuMemory));
        row.push((0,format/* count */.U9)(i.points), VERDICT[i.verdict]);
        return row;
    });
    return (0,compare/* table */.tp)(head, rows, ['l', 'r', 'r', ...(gpu ? ['r', 'r'] : []), 'r', 'l']);
}
function shapeLine(u) {
    const shape = u.vcpus !== undefined
        ? ` (${(0,format/* count */.U9)(u.vcpus)} vCPUs${u.gpus ? `, ${(0,format/* count */.U9)(u.gpus)} ${u.gpus === 1 ? 'GPU' : 'GPUs'}` : ''} each)`
        : '';
    return (`Shares of each ${(0,report_escape.md)(u.instanceType)} instance${shape} from CloudWatch, over one-minute points: ` +
        `idle under ${(0,report_format/* pct */.Oe)(instance_utilization/* IDLE_SHARE */.tp, 0)} of its CPUs and GPUs on average, under-used under ${(0,report_format/* pct */.Oe)(instance_utilization/* UNDER_USED_SHARE */.RX, 0)} ` +
        'of its GPUs (or CPUs, without GPUs).');
}
function summaryBody(u) {
    const lines = ['### Instances'];
    const idle = idleByInputLine(u);
    if (idle)
        lines.push('', idle);
    if (u.instances.length)
        lines.push('', instancesTable(u), '', shapeLine(u));
    for (const n of u.notes)
        lines.push('', (0,report_escape/* mdShort */.aN)(n, 600));
    if (u.suggestion)
        lines.push('', suggestionLine(u.suggestion));
    return lines.join('\n');
}
/** The comment's line: only when an instance was idle, got no input, or was far under-used. */
function commentBody(u) {
    const flagged = u.instances.filter(i => i.verdict === 'idle' || i.verdict === 'under-used');
    if (flagged.length === 0 && !u.idleByInput)
        return '';
    const parts = [];
    const idle = flagged.filter(i => i.verdict === 'idle');
    const under = flagged.filter(i => i.verdict === 'under-used');
    const total = Math.max(u.instances.length, (u.idleByInput?.objects ?? 0) + (u.idleByInput?.instances ?? 0));
    if (idle.length)
        parts.push(`${idle.length} of ${total} idle: ${idle.map(i => (0,report_escape.md)((0,instance_utilization/* figuresOf */.h5)(i))).join(', ')}`);
    if (under.length)
        parts.push(`${under.length} of ${total} under-used: ${under.map(i => (0,report_escape.md)((0,instance_utilization/* figuresOf */.h5)(i))).join(', ')}`);
    if (!idle.length && u.idleByInput)
        parts.push(`${u.idleByInput.instances} of ${total} got no input object`);
    const tryIt = u.suggestion
        ? ` Try \`${u.suggestion.change}\`${u.suggestion.saving !== undefined ? ` (about ${(0,report_format/* money */.TG)(u.suggestion.saving)} saved per run)` : ''}.`
        : '';
    return `⚠️ **Instances:** ${parts.join('; ')}.${tryIt}`;
}
function utilizationSection(s, kind) {
    const u = s.utilization;
    if (!u)
        return undefined;
    return {
        id: 'utilization',
        title: 'Instances',
        priority: kind === 'comment' ? 2 : 3,
        body: kind === 'comment' ? commentBody(u) : summaryBody(u)
    };
}

// EXTERNAL MODULE: ./src/results/read/output-origins.ts + 1 modules
var output_origins = __webpack_require__(36668);
;// CONCATENATED MODULE: ./src/report/pictures-section.ts



const PICTURE_LEGEND = 'Solid boxes: detections at or above the score threshold, in class colours, tagged with label and score. Dashed boxes (class colour and white, just outside the box): ground truth.';
const REASON = {
    class: 'first of its class',
    'least confident': 'least confident',
    disagrees: 'disagrees'
};
const CHANGE = {
    broken: 'regressed',
    fixed: 'fixed',
    'still-wrong': 'changed, still wrong',
    unknown: 'changed'
};
function captions(items) {
    const truth = items.some(i => i.groundTruth !== undefined);
    const baseline = items.some(i => i.baseline !== undefined);
    const head = ['#', 'Object', 'Chosen as', 'Detections shown'];
    if (truth)
        head.push('Ground-truth boxes', 'Matched', 'Missed', 'Unmatched detections');
    if (baseline)
        head.push('Against the baseline');
    const n = (x) => (x === undefined ? '' : String(x));
    const rows = items.map((it, i) => {
        const row = [String(i + 1), (0,report_escape.md)(it.key), REASON[it.reason], String(it.shown)];
        if (truth)
            row.push(n(it.groundTruth), n(it.matched), n(it.missed), n(it.falsePositives));
        if (baseline)
            row.push(it.baseline ? CHANGE[it.baseline] : '');
        return row;
    });
    return (0,compare/* table */.tp)(head, rows, ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l']);
}
/** Empty when there is nothing to say; `full` adds the legend and the captions. */
function picturesBody(p, full) {
    const parts = [];
    const sheet = p.contactSheet;
    if (p.url && p.rendered) {
        let line = `🖼️ [${(0,format/* count */.U9)(p.rendered)} detection pictures](${encodeURI(p.url)}) (workflow artifact ${(0,report_escape.md)(p.artifactName ?? '')})`;
        if (sheet?.url)
            line += ` · [contact sheet](${encodeURI(sheet.url)})`;
        parts.push(`${line}.`);
        if (p.note)
            parts.push((0,report_escape.md)(p.note));
    }
    else if (p.note) {
        // The note is a sentence of its own: the contact sheet's follows it.
        let line = `🖼️ Detection pictures: ${(0,report_escape.md)(/[.!?]$/.test(p.note) ? p.note : `${p.note}.`)}`;
        if (sheet)
            line += ` Contact sheet: ${(0,report_escape.md)(sheet.file)}.`;
        parts.push(line);
    }
    if (full && parts.length && p.items?.length) {
        if (sheet)
            parts.push('Numbered as on the contact sheet.');
        parts.push(PICTURE_LEGEND, captions(p.items));
    }
    return parts.join('\n\n');
}

// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(90687);
;// CONCATENATED MODULE: ./src/report/sections/both-sections.ts
// The sections both the pull-request comment and the job summary show: the verdict, the gates, the
// failures, before and after, the changed predictions, the pictures and the notes.






/** "2025-06-01 12:00 UTC" */
function utcMinute(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** The verdict line, then what was evaluated and when, then whether the change is more than chance. */
function both_sections_verdict(s, o) {
    const stamp = [];
    if (s.revision?.sha)
        stamp.push(`Evaluated \`${s.revision.sha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``);
    // A local run is the same transform on the runner: no SageMaker job was made.
    stamp.push(`${s.job.mode === 'local' ? 'Local transform run' : 'SageMaker Batch Transform job'} ${(0,report_escape.md)(s.job.name)}`);
    if (o.updatedAt)
        stamp.push(`updated ${utcMinute(o.updatedAt)}`);
    if (o.kind === 'comment' && o.links.runUrl)
        stamp.push(`[full job summary](${encodeURI(o.links.runUrl)})`);
    const lines = [`${o.kind === 'comment' ? '###' : '##'} ${(0,verdict/* verdictLine */.M)(s)}`, '', stamp.join(' · ')];
    const significance = (0,verdict/* significanceSentence */.d)(s);
    if (significance)
        lines.push('', significance);
    // Grouped failures say it better than the one long reason that lists a few of them; outputs left by
    // an earlier run are not what the job said.
    if (s.job.failureReason && !s.failures?.some(g => g.reason !== output_origins/* LEFT_BY_EARLIER_RUN */.Z))
        lines.push('', `**Failure reason:** ${(0,report_escape/* mdShort */.aN)(s.job.failureReason, 1000)}`);
    return { id: 'verdict', title: 'Verdict', priority: 0, body: lines.join('\n') };
}
function gates(s) {
    const t = (0,compare/* gatesTable */.vF)(s);
    return t ? { id: 'gates', title: 'Quality gates', priority: 0, body: t } : undefined;
}
function comparison(s, o) {
    const out = [];
    const t = (0,compare/* beforeAfter */.yE)(s, o.classLimit);
    const note = (0,compare/* baselineNote */.OR)(s);
    if (t) {
        const title = s.baseline?.figures ? 'Before and after' : 'Evaluation';
        const foot = note ?? '';
        out.push({
            id: 'before-after',
            title,
            priority: 1,
            body: `#### ${title}\n\n${t}${foot ? `\n\n${foot}.` : ''}`
        });
    }
    const where = o.kind === 'comment' ? ' in the job summary' : ' not shown';
    const changed = (0,compare/* changedTable */.D3)(s, o.listLimit, where);
    if (changed)
        out.push({ id: 'changed', title: 'Changed predictions', priority: 2, body: changed });
    return out;
}
function failures(s, o) {
    const groups = s.failures;
    if (!groups?.length)
        return undefined;
    const shown = groups.slice(0, o.kind === 'comment' ? 5 : 20);
    const rows = shown.map(g => [
        (0,format/* count */.U9)(g.count),
        `${(0,report_escape/* mdShort */.aN)(g.reason, 300)}${g.examples.length ? ` (${g.examples.map(k => (0,report_escape/* mdShort */.aN)(k, 60)).join(', ')}${g.count > g.examples.length ? ', …' : ''})` : ''}`,
        g.hint ? (0,report_escape/* mdShort */.aN)(g.hint, 300) : ''
    ]);
    const body = `#### Why objects failed\n\n${(0,compare/* table */.tp)(['Objects', 'Error (examples)', 'What to do'], rows, ['r', 'l', 'l'])}` +
        (0,compare/* more */.OS)(shown.length, groups.length, ' other errors');
    return { id: 'failures', title: 'Why objects failed', priority: 1, body };
}
function picturesSection(s, o) {
    if (!s.pictures)
        return undefined;
    const body = picturesBody(s.pictures, o.kind === 'summary');
    if (!body)
        return undefined;
    return {
        id: 'pictures',
        title: 'Detection pictures',
        priority: 2,
        body: o.kind === 'summary' ? `### Detection pictures\n\n${body}` : body
    };
}
function notesSection(s) {
    if (s.notes.length === 0)
        return undefined;
    return {
        id: 'notes',
        title: 'Notes',
        priority: 5,
        body: `### Notes\n\n${s.notes.map(n => `- ${(0,report_escape/* mdShort */.aN)(n, 500)}`).join('\n')}`
    };
}

// EXTERNAL MODULE: ./src/report/sections/section.ts
var section = __webpack_require__(33104);
;// CONCATENATED MODULE: ./src/report/sections/run-sections.ts





const STATUS_MARK = {
    Completed: '✅',
    Failed: '❌',
    Stopped: '⏹️',
    Stopping: '⏹️',
    InProgress: '⏳'
};
function job(s) {
    const j = s.job;
    const head = ['Job', 'Status', 'Instances', 'Duration'];
    const row = [
        (0,report_escape.md)(j.name),
        `${STATUS_MARK[j.status] ?? ''} ${j.status}`.trim(),
        `${(0,report_escape.md)(j.instanceType)} × ${j.instanceCount}`,
        j.durationSeconds !== undefined ? (0,format/* duration */.p0)(j.durationSeconds) : 'n/a'
    ];
    if (j.instanceSeconds !== undefined) {
        head.push('Instance time');
        row.push((0,format/* instanceSeconds */.pX)(j.instanceSeconds));
    }
    if (j.estimatedCost !== undefined && j.pricePerHour !== undefined) {
        head.push('Estimated cost');
        row.push(`${(0,report_format/* money */.TG)(j.estimatedCost)} (${(0,report_format/* money */.TG)(j.pricePerHour)}/h × ${j.instanceCount})`);
    }
    const saved = rerunSaving(s);
    if (saved) {
        head.push('Saved by rerun: failed');
        row.push(saved.figure);
    }
    const c = s.cache;
    if (c?.savedInstanceSeconds !== undefined) {
        head.push('Saved by the cache');
        row.push(`≈ ${(0,format/* instanceSeconds */.pX)(c.savedInstanceSeconds)}${c.savedCost !== undefined ? ` (${(0,report_format/* money */.TG)(c.savedCost)})` : ''}`);
    }
    const body = `### Job\n\n${(0,compare/* table */.tp)(head, [row])}${saved ? `\n\n${saved.sentence}` : ''}`;
    return { id: 'job', title: 'Job', priority: 1, body };
}
/** What `rerun: failed` saved, as a table cell and the sentence that says how it is estimated. */
function rerunSaving(s) {
    const r = s.rerun;
    const spent = s.job.instanceSeconds;
    if (!r || r.savedInstanceSeconds === undefined || spent === undefined)
        return undefined;
    const seconds = (0,format/* instanceSeconds */.pX)(r.savedInstanceSeconds);
    const figure = `≈ ${seconds}${r.savedCost !== undefined ? ` (${(0,report_format/* money */.TG)(r.savedCost)})` : ''}`;
    const skipped = r.of - r.objects;
    const sentence = `This run sent ${(0,format/* count */.U9)(r.objects)} of ${(0,format/* count */.U9)(r.of)} objects to the model (rerun: failed). Not re-running the ` +
        `other ${(0,format/* count */.U9)(skipped)} saved about ${seconds}${r.savedCost !== undefined ? `, ${(0,report_format/* money */.TG)(r.savedCost)}` : ''}: ` +
        `this run's ${(0,format/* instanceSeconds */.pX)(spent)} ÷ ${(0,format/* count */.U9)(r.objects)} objects × ${(0,format/* count */.U9)(skipped)}. ` +
        'Start-up time is counted in, so for a small rerun the figure leans high.';
    return { figure, sentence };
}
function overview(s) {
    const o = s.objects;
    const e = s.evaluation;
    // Rows that are zero say nothing; the totals stay.
    const rows = [
        ['Input objects', o.total, format/* count */.U9],
        ['With output', o.withOutput, format/* count */.U9],
        // A rerun's or the cache's outputs: what this job wrote beside those it kept or reused (shown only
        // when some were).
        ['Written by this job', o.kept || o.reused ? (o.written ?? 0) : 0, format/* count */.U9],
        ['Kept from earlier runs (rerun: failed)', o.kept ?? 0, format/* count */.U9],
        ['Reused from the cache', o.reused ?? 0, format/* count */.U9],
        ['Failed (no output)', o.failed, format/* count */.U9],
        ['Unreadable outputs', o.unreadable, format/* count */.U9],
        ['Records scored', s.records, format/* count */.U9],
        ['Records not recognised', s.unrecognisedRecords, format/* count */.U9],
        ['Outputs without an input', o.orphanOutputs, format/* count */.U9],
        ['Evaluated against ground truth', e?.evaluated ?? 0, format/* count */.U9],
        ['Ground truth without a prediction', e?.missing ?? 0, format/* count */.U9],
        ['Output size', o.bytes, report_format/* bytes */.ee]
    ];
    const kept = rows.filter(([name, n]) => n !== 0 || name === 'Input objects' || name === 'Records scored');
    const lines = [
        '### Data',
        '',
        (0,compare/* table */.tp)(['', 'Count'], kept.map(([name, n, f]) => [name, f(n)]), ['l', 'r']),
        '',
        `Read as ${(0,report_escape.md)(s.format.chosen)}${s.format.labelMap ? `; labels: ${(0,report_escape.md)(s.format.labelMap)}` : ''}. Data: ${(0,report_escape.md)(s.data.uri)}. Outputs: ${(0,report_escape.md)(s.outputPath)}.`
    ];
    if (e)
        lines.push('', `${groundTruthNote(e)}.`);
    return { id: 'overview', title: 'Data', priority: 3, body: lines.join('\n') };
}
/** Where the ground truth came from and how much of it matched the inputs. */
function groundTruthNote(e) {
    const unmatched = e.notAnInput ? `, ${(0,format/* count */.U9)(e.notAnInput)} not among the inputs` : '';
    return `Ground truth: ${(0,report_escape.md)(e.source)} (${(0,format/* count */.U9)(e.groundTruthLines)} lines${unmatched})`;
}
/** Every class's figures (the before/after table lists the ones that moved). */
function perClassSection(s, o) {
    const e = s.evaluation;
    if (!e || e.perClass.length === 0)
        return undefined;
    const body = e.kind === 'classification'
        ? (0,section/* collapsedTable */.GX)(`Recall of every class (lowest first, ${(0,format/* count */.U9)(e.perClass.length)} classes)`, ['Class', 'Objects', 'Correct', 'Recall'], e.perClass, o.classLimit, c => [(0,report_escape.md)(c.label), (0,format/* count */.U9)(c.support), (0,format/* count */.U9)(c.correct), (0,report_format/* pct */.Oe)(c.recall)], ['l', 'r', 'r', 'r'])
        : (0,section/* collapsedTable */.GX)(`Precision, recall and AP of every class (lowest AP first, ${(0,format/* count */.U9)(e.perClass.length)} classes)`, ['Class', 'Boxes', 'Detections', 'Precision', 'Recall', report_format/* AP_50 */.kd], e.perClass, o.classLimit, c => [
            (0,report_escape.md)(c.label),
            (0,format/* count */.U9)(c.groundTruth),
            (0,format/* count */.U9)(c.detections),
            (0,report_format/* pct */.Oe)(c.precision),
            (0,report_format/* pct */.Oe)(c.recall),
            (0,report_format/* num */.bu)(c.ap)
        ], ['l', 'r', 'r', 'r', 'r', 'r']);
    return { id: 'per-class', title: 'Per-class figures', priority: 6, body };
}
function classDeltas(s, o) {
    const b = s.baseline;
    if (!b || b.classDeltas.length === 0)
        return undefined;
    return {
        id: 'deltas',
        title: 'Class-count changes',
        priority: 5,
        body: (0,section/* collapsedTable */.GX)(`Predicted-class counts that changed (${(0,format/* count */.U9)(b.classDeltas.length)} classes)`, ['Class', 'Baseline', 'This run', 'Change'], b.classDeltas, o.classLimit, d => [(0,report_escape.md)(d.label), (0,format/* count */.U9)(d.before), (0,format/* count */.U9)(d.after), (0,report_format/* signed */.x8)(d.delta)], ['l', 'r', 'r', 'r'])
    };
}
function keyList(id, title, priority, keys, total, o) {
    if (total === 0)
        return undefined;
    const shown = keys.slice(0, o.listLimit);
    return {
        id,
        title,
        priority,
        body: (0,section/* details */.zH)(`${title} (${(0,format/* count */.U9)(total)})`, shown.map(k => `- ${(0,report_escape.md)(k)}`).join('\n') + (0,compare/* more */.OS)(shown.length, total))
    };
}
function problemSections(s, o) {
    const out = [];
    out.push(keyList('failed', 'Failed objects (no output)', 4, s.failedObjects, s.objects.failed, o));
    if (s.objects.unreadable) {
        const shown = s.unreadableObjects.slice(0, o.listLimit);
        out.push({
            id: 'unreadable',
            title: 'Unreadable outputs',
            priority: 4,
            body: (0,section/* details */.zH)(`Unreadable outputs (${(0,format/* count */.U9)(s.objects.unreadable)})`, (0,compare/* table */.tp)(['Object', 'Problem'], shown.map(u => [(0,report_escape.md)(u.key), (0,report_escape/* mdShort */.aN)(u.problem, 200)])) + (0,compare/* more */.OS)(shown.length, s.objects.unreadable))
        });
    }
    if (s.unrecognisedRecords) {
        const shown = s.unrecognisedExamples.slice(0, o.listLimit);
        out.push({
            id: 'unrecognised',
            title: 'Records not recognised',
            priority: 9,
            body: (0,section/* details */.zH)(`Records not recognised (${(0,format/* count */.U9)(s.unrecognisedRecords)})`, (0,compare/* table */.tp)(['Object', 'Record', 'Problem'], shown.map(u => [(0,report_escape.md)(u.key), String(u.record), (0,report_escape/* mdShort */.aN)(u.problem, 200)])) + (0,compare/* more */.OS)(shown.length, s.unrecognisedRecords))
        });
    }
    out.push(keyList('orphans', 'Outputs without an input', 9, s.orphanOutputs, s.objects.orphanOutputs, o));
    return out.filter((x) => x !== undefined);
}

;// CONCATENATED MODULE: ./src/report/charts.ts
// Mermaid `xychart-beta` bar charts, which GitHub renders natively in Markdown. Bars run sideways, one
// row each, its count written in its row's label: class names and bin ranges stay readable, and the
// value axis needs no tick labels. It has none on purpose: Mermaid pads a labelled axis, which starts
// every bar below the axis's zero and draws a zero count as a short bar. Without them a bar's length is
// its count and an empty bin draws nothing. One mid-blue reads on GitHub's light and dark themes alike,
// on the page's own background; a baseline's bars, in grey, sit above this run's.


/** Mid-blue: contrast above 3:1 on both #ffffff and #0d1117. */
const BAR_COLOUR = '#4c8bf5';
/** The baseline's grey, readable on GitHub's light and dark themes and on Mermaid's chart backgrounds. */
const BASELINE_COLOUR = '#8c959f';
/** Mermaid refuses diagrams over 50,000 characters (its default maxTextSize); stay far below. */
const MERMAID_MAX_CHARS = 5_000;
const MAX_BARS = 40;
const LABEL_MAX = 28;
const valueText = (v) => (Number.isInteger(v) ? (0,format/* count */.U9)(v) : v.toFixed(4));
/** Each bar's row label, `name: count` or `name (baseline): count`; Mermaid merges equal labels into one row, so none repeats. */
function rowLabels(bars) {
    const seen = new Map();
    return bars.map(b => {
        const base = `${(0,report_escape/* mermaidText */.Hg)(b.label, LABEL_MAX)}${b.baseline ? ' (baseline)' : ''}: ${valueText(b.value)}`;
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        return n === 1 ? base : `${base} (${n})`;
    });
}
function barChart(title, valueTitle, bars) {
    if (bars.length === 0 || bars.every(b => b.value === 0))
        return '';
    const shown = bars.slice(0, MAX_BARS);
    const max = Math.max(1, ...shown.map(b => b.value));
    const labels = rowLabels(shown).map(l => `"${l}"`);
    // One series per colour: a bar is drawn in one of them, and is 0 (nothing drawn) in the other.
    const series = shown.some(b => b.baseline)
        ? [
            { colour: BASELINE_COLOUR, values: shown.map(b => (b.baseline ? b.value : 0)) },
            { colour: BAR_COLOUR, values: shown.map(b => (b.baseline ? 0 : b.value)) }
        ]
        : [{ colour: BAR_COLOUR, values: shown.map(b => b.value) }];
    const height = Math.min(1000, Math.max(250, 110 + 28 * shown.length));
    const config = {
        xyChart: { height, yAxis: { showLabel: false, showTick: false } },
        // No background of its own: the dark theme's grey box ends where the last bar does, so the bar
        // would touch its edge; on the page's own background nothing does.
        themeVariables: {
            xyChart: { backgroundColor: 'transparent', plotColorPalette: series.map(s => s.colour).join(', ') }
        }
    };
    const source = [
        '```mermaid',
        `%%{init: ${JSON.stringify(config)}}%%`,
        'xychart-beta horizontal',
        `  title "${(0,report_escape/* mermaidText */.Hg)(title, 60)}"`,
        `  x-axis [${labels.join(', ')}]`,
        `  y-axis "${(0,report_escape/* mermaidText */.Hg)(valueTitle, 30)}" 0 --> ${Math.ceil(max * 1.1)}`,
        ...series.map(s => `  bar [${s.values.map(v => (Number.isInteger(v) ? String(v) : v.toFixed(4))).join(', ')}]`),
        '```'
    ].join('\n');
    return source.length <= MERMAID_MAX_CHARS ? source : '';
}

;// CONCATENATED MODULE: ./src/report/sections/class-sections.ts






/** A row of a class-count table: Class, Index, count, Share. */
function classRow(k) {
    return [(0,report_escape.md)(k.label), k.index === undefined ? '' : String(k.index), (0,format/* count */.U9)(k.count), (0,report_format/* pct */.Oe)(k.share)];
}
function baselineCounts(s, kind) {
    const b = s.baseline;
    if (!b || b.kind !== kind)
        return undefined;
    const changed = new Map(b.classDeltas.map(d => [d.label, d]));
    return {
        before: (label, now) => changed.get(label)?.before ?? now,
        gone: b.classDeltas
            .filter(d => d.after === 0)
            .map(d => ({
            label: d.label,
            ...(d.index !== undefined ? { index: d.index } : {}),
            count: 0,
            share: 0
        }))
    };
}
const CHART_CLASSES = 15;
/** The chart's bars: the top classes, each with the baseline's count above it when there is one. */
function classBars(classes, baseline) {
    if (!baseline) {
        const top = classes.slice(0, CHART_CLASSES);
        return { bars: top.map(k => ({ label: k.label, value: k.count })), shown: top.length };
    }
    const rows = [...classes, ...baseline.gone].map(k => ({ k, before: baseline.before(k.label, k.count) }));
    rows.sort((a, b) => Math.max(b.before, b.k.count) - Math.max(a.before, a.k.count));
    const top = rows.slice(0, CHART_CLASSES);
    const bars = top.flatMap(({ k, before }) => [
        { label: k.label, value: before, baseline: true },
        { label: k.label, value: k.count }
    ]);
    return { bars, shown: top.length };
}
/** Classes at a glance (a chart of the top 15, beside the baseline's) with every count in a table. */
function classesSection(id, title, unit, classes, o, baseline) {
    if (classes.length === 0)
        return [];
    const { bars, shown } = classBars(classes, baseline);
    const total = classes.length + (baseline?.gone.length ?? 0);
    const chart = barChart(`${title} (top ${shown} of ${(0,format/* count */.U9)(total)})${baseline ? ', baseline in grey' : ''}`, unit, bars);
    const all = (0,section/* collapsedTable */.GX)(`${title}: every count (${(0,format/* count */.U9)(classes.length)} classes)`, ['Class', 'Index', unit, 'Share'], classes, o.classLimit, classRow, ['l', 'r', 'r', 'r']);
    return [{ id, title, priority: 6, body: `### ${title}\n\n${chart}\n\n${all}` }];
}
function classificationSections(s, o) {
    const c = s.classification;
    if (!c)
        return [];
    const out = classesSection('classes', 'Predicted classes', 'Records', c.classes, o, baselineCounts(s, 'classification'));
    const conf = c.confidence;
    if (conf) {
        const chart = barChart('Top-1 confidence: records per bin', 'Records', conf.histogram.map(h => ({ label: `${h.from.toFixed(1)}–${h.to.toFixed(1)}`, value: h.count })));
        out.push({
            id: 'confidence',
            title: 'Confidence',
            priority: 7,
            body: `### Confidence\n\n${(0,compare/* table */.tp)(['Mean', 'Median', 'p10', 'Min', 'Max'], [[(0,report_format/* num */.bu)(conf.mean), (0,report_format/* num */.bu)(conf.median), (0,report_format/* num */.bu)(conf.p10), (0,report_format/* num */.bu)(conf.min), (0,report_format/* num */.bu)(conf.max)]])}\n\n${chart}`
        });
    }
    if (c.lowest.length) {
        const rows = c.lowest
            .slice(0, o.listLimit)
            .map(l => [(0,report_escape.md)(l.key) + (l.record ? ` #${l.record}` : ''), (0,report_escape.md)(l.label), (0,report_format/* num */.bu)(l.confidence)]);
        out.push({
            id: 'lowest',
            title: 'Lowest-confidence examples',
            priority: 9,
            body: (0,section/* details */.zH)('Lowest-confidence predictions', (0,compare/* table */.tp)(['Object', 'Class', 'Confidence'], rows, ['l', 'l', 'r']))
        });
    }
    return out;
}
function detectionSections(s, o) {
    const d = s.detection;
    if (!d)
        return [];
    const lines = [
        `### Detections (score ≥ ${d.scoreThreshold})`,
        '',
        (0,compare/* table */.tp)(['Detections', 'Objects', 'Objects with none', 'Boxes per object (mean)', 'Max'], [
            [
                (0,format/* count */.U9)(d.detectionsAboveThreshold),
                (0,format/* count */.U9)(d.records),
                (0,format/* count */.U9)(d.objectsWithNone),
                (0,report_format/* num */.bu)(d.boxesPerObject.mean, 2),
                (0,format/* count */.U9)(d.boxesPerObject.max)
            ]
        ], ['r', 'r', 'r', 'r', 'r'])
    ];
    // The histogram up to the largest count seen: trailing empty bins say nothing.
    const hist = d.boxesPerObject.histogram;
    let last = hist.length - 1;
    while (last > 0 && hist[last].objects === 0)
        last--;
    if (d.records) {
        lines.push('', barChart('Boxes per object', 'Objects', hist
            .slice(0, last + 1)
            .map(h => ({ label: h.boxes === '1' ? '1 box' : `${h.boxes} boxes`, value: h.objects }))));
    }
    return [
        { id: 'detections', title: 'Detections', priority: 4, body: lines.join('\n') },
        ...classesSection('detection-classes', 'Detected classes', 'Detections', d.classes, o, baselineCounts(s, 'detection'))
    ];
}

;// CONCATENATED MODULE: ./src/report/render-sections.ts




function renderSections(s, o) {
    const head = [both_sections_verdict(s, o), gates(s), failures(s, o), ...comparison(s, o)];
    const rest = o.kind === 'comment'
        ? [utilizationSection(s, 'comment'), picturesSection(s, o), notesSection(s)]
        : [
            job(s),
            utilizationSection(s, 'summary'),
            overview(s),
            picturesSection(s, o),
            classDeltas(s, o),
            perClassSection(s, o),
            ...classificationSections(s, o),
            ...detectionSections(s, o),
            ...problemSections(s, o),
            notesSection(s)
        ];
    return [...head, ...rest].filter((x) => x !== undefined && x.body !== '');
}


/***/ }),

/***/ 33104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ collapsedTable),
/* harmony export */   bU: () => (/* binding */ COMMENT_OPTIONS),
/* harmony export */   ge: () => (/* binding */ SUMMARY_OPTIONS),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50181);
// A report section and how it is rendered: the comment and the job summary render the same sections,
// each with its own options (how many rows a list or a class table shows).

const SUMMARY_OPTIONS = {
    kind: 'summary',
    listLimit: 100,
    classLimit: 50
};
const COMMENT_OPTIONS = {
    kind: 'comment',
    listLimit: 10,
    classLimit: 10
};
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** A collapsed table of the first `limit` items, saying how many more there are. */
function collapsedTable(summary, head, items, limit, row, align) {
    const shown = items.slice(0, limit);
    return details(summary, (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(head, shown.map(row), align) + (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .more */ .OS)(shown.length, items.length, ' not shown'));
}


/***/ }),

/***/ 90687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ verdictLine),
/* harmony export */   d: () => (/* binding */ significanceSentence),
/* harmony export */   pp: () => (/* binding */ pp)
/* harmony export */ });
/* harmony import */ var _results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6663);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _cache_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65250);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);





/** Signed percentage points with a real minus sign: "−15.0 pp", "+2.5 pp", "±0.0 pp". */
function pp(delta) {
    const v = Math.round(delta * 1000) / 10;
    const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
    return `${sign}${Math.abs(v).toFixed(1)} pp`;
}
/** A p-value as people quote it: "p < 0.001", "p = 0.031", "p = 0.22", "p = 1". */
function pValue(p) {
    if (p < 0.001)
        return 'p < 0.001';
    if (p >= 0.995)
        return 'p = 1';
    return `p = ${p < 0.1 ? p.toPrecision(2) : p.toFixed(2)}`;
}
/** The run's main figure (top-1 accuracy or mAP@0.5) and the baseline's, when both are measured. */
function headline(s) {
    const e = s.evaluation;
    if (!e)
        return undefined;
    const b = s.baseline?.figures?.evaluation;
    if (e.kind === 'classification') {
        if (Number.isNaN(e.top1Accuracy))
            return undefined;
        const before = b?.kind === 'classification' && !Number.isNaN(b.top1Accuracy) ? b.top1Accuracy : undefined;
        return {
            name: 'top-1',
            value: e.top1Accuracy,
            correct: e.top1Correct,
            evaluated: e.evaluated,
            ...(before !== undefined ? { baseline: before } : {})
        };
    }
    if (e.map === null)
        return undefined;
    const before = b?.kind === 'detection' && b.map !== null ? b.map : undefined;
    return {
        name: _format_js__WEBPACK_IMPORTED_MODULE_1__/* .MAP_50 */ .Xg,
        value: e.map,
        evaluated: e.evaluated,
        ...(before !== undefined ? { baseline: before } : {})
    };
}
function toneOf(s) {
    if (s.job.status !== 'Completed' || s.gates.some(g => !g.passed))
        return 'fail';
    const h = headline(s);
    const p = s.baseline?.paired;
    if ((h?.baseline !== undefined && h.value < h.baseline) || (p && p.broken > p.fixed))
        return 'warn';
    return 'pass';
}
const ICON = { fail: '❌', warn: '⚠️', pass: '✅' };
function gatesPhrase(s) {
    const total = s.gates.length;
    if (total === 0)
        return undefined;
    const failed = s.gates.filter(g => !g.passed).length;
    if (failed === 0)
        return total === 1 ? '1 gate passed' : `all ${total} gates passed`;
    return `${failed} of ${total} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .noun */ .jB)(total, 'gate')} failed`;
}
function changedPhrase(s) {
    const b = s.baseline;
    if (!b)
        return undefined;
    const n = b.changed.count;
    if (n === 0)
        return `no prediction changed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(b.compared)} compared)`;
    if (b.paired) {
        const { broken, fixed } = b.paired;
        const other = n - broken - fixed;
        const rest = other > 0 ? `, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(other)} other` : '';
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(n)} changed: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(broken)} now wrong, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(fixed)} fixed${rest}`;
    }
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(n)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(b.compared)} predictions changed`;
}
/** The verdict: "❌ 2 of 3 gates failed · top-1 85.0% (baseline 100.0%, −15.0 pp) · 6 changed: 6 now wrong, 0 fixed". */
function verdictLine(s) {
    const parts = [];
    if (s.job.status !== 'Completed')
        parts.push(`job ${s.job.status}`);
    const gates = gatesPhrase(s);
    if (gates)
        parts.push(gates);
    else if (s.job.status === 'Completed')
        parts.push('completed');
    const h = headline(s);
    if (h) {
        const detail = h.baseline !== undefined
            ? `baseline ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(h.baseline)}, ${pp(h.value - h.baseline)}`
            : h.correct !== undefined
                ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.correct)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.evaluated)}`
                : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(h.evaluated)} images`;
        parts.push(`${h.name} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(h.value)} (${detail})`);
    }
    const changed = changedPhrase(s);
    if (changed)
        parts.push(changed);
    if (!h && !changed)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.objects.withOutput)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.objects.total)} objects scored`);
    if (s.sample)
        parts.push(`sample of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.sample.objects)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.sample.of)} objects`);
    if (s.rerun)
        parts.push(`this run transformed ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.rerun.objects)} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(s.rerun.of)} objects (rerun: failed; the others already had an output)`);
    if (s.cache)
        parts.push(`cache: ${(0,_cache_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .cacheSentence */ .Yx)(s.cache, _escape_js__WEBPACK_IMPORTED_MODULE_2__.md)}`);
    const text = parts.join(' · ');
    return `${ICON[toneOf(s)]} ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
/** One plain sentence on whether the change in correctness is more than chance (exact McNemar). */
function significanceSentence(s) {
    const p = s.baseline?.paired;
    if (!p)
        return undefined;
    const { broken, fixed } = p;
    if (broken + fixed === 0) {
        return `No record went from right to wrong or back (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(p.evaluated)} compared with ground truth).`;
    }
    const what = broken > fixed ? 'drop' : broken < fixed ? 'improvement' : 'change';
    const pairs = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(broken)} now wrong vs ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(fixed)} fixed`;
    if (broken === fixed)
        return `Broken and fixed records balance out (${pairs}).`;
    const sample = s.sample ? ' on this sample' : '';
    return p.p < _results_baseline_significance_js__WEBPACK_IMPORTED_MODULE_0__/* .SIGNIFICANCE */ .cT
        ? `The ${what} is statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}).`
        : `The ${what} is not statistically significant${sample} (exact McNemar test, ${pValue(p.p)}, ${pairs}): chance alone could explain it.`;
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
 * `rerun` names (output names) the inputs this run re-ran; the other inputs' outputs are kept, whenever
 * they were written.
 */
function originsOf(outcome, rerun) {
    const written = outcome.outputsWritten;
    const created = outcome.createdAt;
    const own = (o) => written
        ? written.has(o.key)
        : !created || o.lastModified === undefined || writtenByJob(o.lastModified, created);
    const rerunNames = rerun ? new Set(rerun.names) : undefined;
    // An input the job was not given is never its own, even where an output was put there (a cache's
    // placement) in the second the job was created.
    return (o, name) => (rerunNames && !rerunNames.has(name) ? 'kept' : own(o) ? 'written' : 'earlier');
}


/***/ }),

/***/ 8295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tp: () => (/* binding */ IDLE_SHARE),
  RX: () => (/* binding */ UNDER_USED_SHARE),
  h5: () => (/* binding */ figuresOf),
  Rq: () => (/* binding */ utilizationSummary)
});

// EXTERNAL MODULE: ./src/contract/idle-instances.ts
var idle_instances = __webpack_require__(54211);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
;// CONCATENATED MODULE: ./src/contract/instance-types.ts
// What one ml.* instance holds: its vCPUs and GPUs, to read CloudWatch's per-instance utilization
// (CPUUtilization is summed over vCPUs, GPUUtilization over GPUs) as a share of the whole instance, and
// the next smaller size of a family, for a suggestion.
// Source: the Amazon EC2 instance type specifications (general purpose, compute optimized, memory
// optimized, accelerated computing); SageMaker's ml.* types run on the same hardware. Every size named
// `xlarge` has 4 vCPUs and `Nxlarge` 4N, `large` 2, except ml.c4.8xlarge (36).

/** GPUs per instance, for the GPU families batch transform offers (inf2 and trn1 have Neuron chips, not GPUs). */
const GPUS = {
    'ml.p2.xlarge': 1,
    'ml.p2.8xlarge': 8,
    'ml.p2.16xlarge': 16,
    'ml.p3.2xlarge': 1,
    'ml.p3.8xlarge': 4,
    'ml.p3.16xlarge': 8,
    'ml.g4dn.xlarge': 1,
    'ml.g4dn.2xlarge': 1,
    'ml.g4dn.4xlarge': 1,
    'ml.g4dn.8xlarge': 1,
    'ml.g4dn.12xlarge': 4,
    'ml.g4dn.16xlarge': 1,
    'ml.g5.xlarge': 1,
    'ml.g5.2xlarge': 1,
    'ml.g5.4xlarge': 1,
    'ml.g5.8xlarge': 1,
    'ml.g5.12xlarge': 4,
    'ml.g5.16xlarge': 1,
    'ml.g5.24xlarge': 4,
    'ml.g5.48xlarge': 8,
    'ml.g6.xlarge': 1,
    'ml.g6.2xlarge': 1,
    'ml.g6.4xlarge': 1,
    'ml.g6.8xlarge': 1,
    'ml.g6.12xlarge': 4,
    'ml.g6.16xlarge': 1,
    'ml.g6.24xlarge': 4,
    'ml.g6.48xlarge': 8
};
const VCPU_EXCEPTIONS = { 'ml.c4.8xlarge': 36 };
/** `ml.<family>.<size>` split, or undefined for a name of another form. */
function parts(instanceType) {
    const m = /^ml\.([a-z0-9-]+)\.([a-z0-9]+)$/.exec(instanceType);
    return m ? { family: m[1], size: m[2] } : undefined;
}
function vcpusOfSize(size) {
    if (size === 'medium')
        return 1;
    if (size === 'large')
        return 2;
    if (size === 'xlarge')
        return 4;
    const m = /^(\d+)xlarge$/.exec(size);
    return m ? 4 * Number(m[1]) : undefined;
}
/** The instance's vCPUs and GPUs, or undefined when its name says neither. */
function instanceShape(instanceType) {
    const p = parts(instanceType);
    const vcpus = VCPU_EXCEPTIONS[instanceType] ?? (p && vcpusOfSize(p.size));
    if (vcpus === undefined)
        return undefined;
    return { vcpus, gpus: GPUS[instanceType] ?? 0 };
}
/**
 * The next smaller type of the same family that batch transform offers, with as many GPUs (a GPU job
 * needs one), or undefined when there is none.
 */
function smallerOfFamily(instanceType) {
    const p = parts(instanceType);
    const shape = instanceShape(instanceType);
    if (!p || !shape)
        return undefined;
    let best;
    for (const type of contract_images/* TRANSFORM_INSTANCE_TYPES */.x_) {
        const q = parts(type);
        const s = instanceShape(type);
        if (!q || !s || q.family !== p.family || s.vcpus >= shape.vcpus)
            continue;
        if (shape.gpus > 0 && s.gpus < Math.min(shape.gpus, 1))
            continue;
        if (!best || s.vcpus > best.vcpus)
            best = { type, vcpus: s.vcpus };
    }
    return best?.type;
}

// EXTERNAL MODULE: ./src/contract/limits.ts
var limits = __webpack_require__(7220);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/results/summary/instance-utilization.ts
// Did the instances earn their cost? Each instance's CloudWatch figures as shares of the whole instance
// (CPUUtilization is summed over its vCPUs, GPUUtilization and GPUMemoryUtilization over its GPUs), the
// idle and under-used ones named, and one change to try, with its reason and, when priced, its cost.




/** Mean under this share of its CPUs (and of its GPUs): the instance did nothing. */
const IDLE_SHARE = 0.02;
/** Mean under this share of its main resource (GPUs, else CPUs): the instance was far under-used. */
const UNDER_USED_SHARE = 0.25;
/** A smaller type is suggested only when CPU and memory peaked under this share. */
const HALF = 0.5;
/** The request count suggested for a waiting GPU (within max-payload x max-concurrent-transforms <= 100). */
const SUGGESTED_CONCURRENCY = 4;
function share(f, per) {
    return f && { mean: f.mean / per, peak: f.peak / per };
}
function verdictOf(u, gpus) {
    if (!u.cpu)
        return 'no points';
    const gpu = u.gpu?.mean ?? 0;
    if (u.cpu.mean < IDLE_SHARE && gpu < IDLE_SHARE)
        return 'idle';
    const main = gpus > 0 && u.gpu ? u.gpu.mean : u.cpu.mean;
    return main < UNDER_USED_SHARE ? 'under-used' : 'busy';
}
const pct = (x) => `${(x * 100).toFixed(1)}%`;
/** `i-0abc (CPU 0.4%, GPU 1.0%)` */
function figuresOf(u) {
    const parts = [`CPU ${u.cpu ? pct(u.cpu.mean) : 'n/a'}`];
    if (u.gpu)
        parts.push(`GPU ${pct(u.gpu.mean)}`);
    return `${u.instance} (${parts.join(', ')})`;
}
function missingNote(reading, instanceCount, seen) {
    if (!reading.incomplete)
        return undefined;
    const waited = reading.boundSeconds === 0
        ? 'the step read them once the job had ended, without waiting (utilization-wait: 0)'
        : `the step read them ${reading.waitedSeconds} s into a wait of at most ${reading.boundSeconds} s past ` +
            "the job's end (utilization-wait)";
    const longer = 'CloudWatch points arrive a few minutes late: a larger utilization-wait waits for them.';
    if (seen === 0)
        return `No CPU, GPU or memory points of the instances had arrived yet: ${waited}. ${longer}`;
    return (`Not every point had arrived (${(0,format/* plural */.LS)(seen, 'instance')} of ${instanceCount} with points, the job's last ` +
        `minutes may be missing): ${waited}; the figures cover what had. ${longer}`);
}
/** What one instance's time cost in this run, when priced. */
function perInstanceCost(job) {
    if (job.pricePerHour === undefined || job.durationSeconds === undefined)
        return undefined;
    return (job.pricePerHour * job.durationSeconds) / 3600;
}
function fewerInstances(x) {
    const idle = x.usage.filter(u => u.verdict === 'idle');
    const byInput = x.idleByInput?.instances ?? 0;
    const spare = Math.max(idle.length, byInput);
    const keep = x.job.instanceCount - spare;
    if (spare === 0 || keep < 1)
        return undefined;
    const each = perInstanceCost(x.job);
    const reason = idle.length >= byInput
        ? `${(0,format/* plural */.LS)(idle.length, 'instance')} of ${x.job.instanceCount} ${idle.length === 1 ? 'was' : 'were'} idle: ${idle.map(figuresOf).join(', ')}`
        : `only ${(0,format/* plural */.LS)(x.idleByInput.objects, 'input object')} for ${x.job.instanceCount} instances: SageMaker gives each object to one instance, so ${(0,format/* plural */.LS)(byInput, 'instance')} got no input`;
    return {
        change: `instance-count: ${keep}`,
        reason,
        ...(each !== undefined ? { saving: each * spare } : {})
    };
}
function moreConcurrency(x) {
    // Unset, the container picks its own concurrency: only an explicit 1 is known to keep the GPU waiting.
    if (x.gpus === 0 || x.maxConcurrentTransforms !== 1)
        return undefined;
    const gpuBound = x.usage.filter(u => u.verdict === 'under-used' && u.gpu);
    if (gpuBound.length === 0)
        return undefined;
    const room = x.maxPayloadMB ? (0,limits/* mostConcurrentFor */._Z)(x.maxPayloadMB) : SUGGESTED_CONCURRENCY;
    const n = Math.min(SUGGESTED_CONCURRENCY, room);
    if (n <= 1)
        return undefined;
    const mean = gpuBound.reduce((a, u) => a + u.gpu.mean, 0) / gpuBound.length;
    return {
        change: `max-concurrent-transforms: ${n}`,
        reason: `the GPU was ${pct(mean)} busy on average with max-concurrent-transforms 1: each instance sends one ` +
            `request at a time, so the GPU waits between requests (${gpuBound.map(figuresOf).join(', ')})`,
        ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
    };
}
function smallerType(x) {
    const used = x.usage.filter(u => u.verdict !== 'no points');
    if (used.length === 0 || used.some(u => u.verdict === 'busy'))
        return undefined;
    const low = (s) => s === undefined || s.peak < HALF;
    if (!used.every(u => low(u.cpu) && low(u.memory) && low(u.gpuMemory)))
        return undefined;
    const smaller = smallerOfFamily(x.job.instanceType);
    if (!smaller)
        return undefined;
    return {
        change: `instance-type: ${smaller}`,
        reason: `every instance stayed under ${pct(UNDER_USED_SHARE)} busy on average and under ${pct(HALF)} of its CPU ` +
            `and memory at its peak minute (${used.map(figuresOf).join(', ')}): ${smaller} is the next smaller size of the family`,
        ...(x.job.estimatedCost !== undefined ? { cost: x.job.estimatedCost } : {})
    };
}
/**
 * The report's view of the instances: from the reading, and from the input's object count (instances
 * given no input), or undefined when there is nothing to say (local mode, nothing read, none idle).
 */
function utilizationSummary(job, objects, reading, settings = {}) {
    if (job.mode !== 'sagemaker')
        return undefined;
    const idle = (0,idle_instances/* idleInstances */.Fs)(objects, job, job.pricePerHour);
    const each = perInstanceCost(job);
    const idleByInput = idle && {
        instances: idle.idle,
        objects: idle.objects,
        ...(each !== undefined ? { cost: each * idle.idle } : {})
    };
    if (!reading && !idleByInput)
        return undefined;
    const shape = instanceShape(job.instanceType);
    const vcpus = shape?.vcpus ?? 1;
    const gpus = shape?.gpus ?? 0;
    const usage = (reading?.instances ?? []).map(r => {
        const m = r.metrics;
        const u = {
            instance: r.instance,
            points: m.CPUUtilization?.points ?? 0,
            cpu: share(m.CPUUtilization, 100 * vcpus),
            memory: share(m.MemoryUtilization, 100),
            gpu: share(m.GPUUtilization, 100 * Math.max(gpus, 1)),
            gpuMemory: share(m.GPUMemoryUtilization, 100 * Math.max(gpus, 1))
        };
        const kept = Object.fromEntries(Object.entries(u).filter(([, v]) => v !== undefined));
        return { ...kept, verdict: verdictOf(u, gpus) };
    });
    const notes = [];
    if (reading?.note)
        notes.push(reading.note);
    else if (reading) {
        const missing = missingNote(reading, job.instanceCount, usage.filter(u => u.cpu).length);
        if (missing)
            notes.push(missing);
    }
    if (!shape)
        notes.push(`The vCPUs and GPUs of ${job.instanceType} are not known here: CPU and GPU are shown as CloudWatch gives them (summed over cores, 1 = 100%).`);
    const payload = typeof settings.maxPayloadMB === 'number' ? settings.maxPayloadMB : undefined;
    const x = {
        job,
        usage,
        ...(idleByInput ? { idleByInput } : {}),
        gpus,
        maxConcurrentTransforms: settings.maxConcurrentTransforms,
        ...(payload ? { maxPayloadMB: payload } : {})
    };
    const suggestion = fewerInstances(x) ?? moreConcurrency(x) ?? smallerType(x);
    return {
        instanceType: job.instanceType,
        ...(shape ? { vcpus: shape.vcpus, gpus: shape.gpus } : {}),
        instances: usage,
        ...(idleByInput ? { idleByInput } : {}),
        notes,
        ...(suggestion ? { suggestion } : {})
    };
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
