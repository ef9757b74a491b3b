export const id = 7884;
export const ids = [7884,6592,3557];
export const modules = {

/***/ 68702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ recordKey),
/* harmony export */   Ow: () => (/* binding */ localInputsKey),
/* harmony export */   RM: () => (/* binding */ recordsFolder),
/* harmony export */   T0: () => (/* binding */ recordIndexKey),
/* harmony export */   Vb: () => (/* binding */ nameOf),
/* harmony export */   b9: () => (/* binding */ recordsSince),
/* harmony export */   eG: () => (/* binding */ identityFileKey),
/* harmony export */   wY: () => (/* binding */ boundariesKey),
/* harmony export */   xX: () => (/* binding */ keptOutputKey),
/* harmony export */   xd: () => (/* binding */ readingsIndexKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Where things are in a cache (an S3 prefix or a folder), all under one version folder:
//   v1/<identity>/identity.json                  what went into the identity (written once)
//   v1/<identity>/outputs/<ab>/<content>.out     a kept output, named by its input's content
//   v1/<identity>/records/<time>-<job>-<rand>.json  one run's record: what it transformed, when, at what cost
//   v1/<identity>/records-index.json.gz          many records compacted into one (gzip), rewritten
//   v1/listings/<data>.json                      the last listing's key boundaries of an input prefix
//   v1/local-inputs/<folder>.json                size, mtime and sha256 of a runner folder's files
// Records are new objects only, never rewritten: two runs at once each add their own, and a reader
// takes the union.

const VERSION = 'v1';
/** A short, key-safe name for a text (a URI, a path, an input's content): 32 hex characters. */
function nameOf(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 32);
}
function identityFileKey(identity) {
    return `${VERSION}/${identity}/identity.json`;
}
/** The kept output of an input whose content is `content` (hex). */
function keptOutputKey(identity, content) {
    return `${VERSION}/${identity}/outputs/${content.slice(0, 2)}/${content}.out`;
}
function recordsFolder(identity) {
    return `${VERSION}/${identity}/records/`;
}
/** The readings of one reading key, compacted from many records' side files (listed with the records). */
function readingsIndexKey(identity, readingKey) {
    return `${recordsFolder(identity)}readings-index-${readingKey}.jsonl.gz`;
}
/** The records' index: records compacted into one object, so a reader reads one, not hundreds. */
function recordIndexKey(identity) {
    return `${VERSION}/${identity}/records-index.json.gz`;
}
/** A time as a record's key begins with it (`20261128T120000000Z`): keys sort as their times. */
const stampOf = (at) => new Date(at).toISOString().replace(/[-:.]/g, '');
/** A record's key: its time first, so a listing gives records oldest first. */
function recordKey(identity, at, job, unique) {
    return `${recordsFolder(identity)}${stampOf(at)}-${job.replace(/[^A-Za-z0-9-]/g, '-')}-${unique}.json`;
}
/** Where the records of `at` and later begin: a listing that starts after it skips the older ones. */
function recordsSince(identity, at) {
    return `${recordsFolder(identity)}${stampOf(Math.max(0, at))}`;
}
function boundariesKey(dataUri) {
    return `${VERSION}/listings/${nameOf(dataUri)}.json`;
}
function localInputsKey(folder) {
    return `${VERSION}/local-inputs/${nameOf(folder)}.json`;
}


/***/ }),

/***/ 97884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openCache: () => (/* binding */ openCache)
});

// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/identity-source.ts
var identity_source = __webpack_require__(69763);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/contract/names.ts
var names = __webpack_require__(77662);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(76670);
;// CONCATENATED MODULE: ./src/cache/secret-values.ts
// Values that may be secrets never reach the cache or the log: every environment (`env`, `model-env`, a
// named model's container environment) is shown by its names, a command by its program and how many
// words follow, and all those values together count through ONE digest (a digest per value would let a
// short secret be found by trying every guess against it). The identity's digest covers that digest, so
// a changed value still gives another identity.



/** Fields holding an environment (name -> value), wherever they sit in what a backend describes. */
const ENVIRONMENTS = new Set(['env', 'environment', 'Environment', 'modelEnv']);
/** Fields holding a command line: its arguments may carry a token. */
const COMMANDS = new Set(['command']);
const isEnvironment = (v) => !!v &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    Object.values(v).every(x => typeof x === 'string');
/**
 * `value` with every environment's values and every command's arguments taken out into `taken`
 * (each under its path), the rest as it was. Environments become their sorted (shown) names.
 */
function withoutValues(value, taken, at = '') {
    if (Array.isArray(value))
        return value.map((v, i) => withoutValues(v, taken, `${at}.${i}`));
    if (!value || typeof value !== 'object')
        return value;
    const shown = {};
    for (const [key, v] of Object.entries(value)) {
        const where = `${at}.${key}`;
        if (ENVIRONMENTS.has(key) && isEnvironment(v)) {
            const names = Object.keys(v).sort();
            for (const name of names)
                taken.push([`${where}.${name}`, v[name]]);
            shown[key] = names.map(redact/* shownKey */.dM);
        }
        else if (COMMANDS.has(key) && typeof v === 'string') {
            taken.push([where, v]);
            shown[key] = (0,redact/* shownCommand */.h9)(v);
        }
        else
            shown[key] = withoutValues(v, taken, where);
    }
    return shown;
}
/** The one digest over every value taken out (sha256, hex); undefined when none was. */
function valuesDigest(taken) {
    if (taken.length === 0)
        return undefined;
    const sorted = [...taken].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return (0,external_node_crypto_.createHash)('sha256').update((0,names/* stableJson */._Y)(sorted)).digest('hex');
}

;// CONCATENATED MODULE: ./src/cache/identity.ts



/**
 * The identity of `spec`'s transform. `spec` is the run's own (max-payload already a number); `entryPoint`
 * is the handler the artifact holds, when known.
 */
function transformIdentity(spec, model, runtime, entryPoint) {
    const { data, output, resources } = spec;
    // Unsplit, each object is one request whatever max-payload says: it cannot change a byte.
    const payload = data.splitType === 'None' ? undefined : resources.maxPayloadMB;
    const taken = [];
    const shown = withoutValues({ model, runtime, modelEnv: spec.model.env, env: resources.env }, taken);
    const values = valuesDigest(taken);
    return {
        model: shown.model,
        runtime: shown.runtime,
        ...(entryPoint || spec.model.entryPoint ? { entryPoint: entryPoint || spec.model.entryPoint } : {}),
        modelEnv: shown.modelEnv,
        env: shown.env,
        ...(values ? { values } : {}),
        ...(data.contentType ? { contentType: data.contentType } : {}),
        ...(output.accept ? { accept: output.accept } : {}),
        splitType: data.splitType,
        compression: data.compression,
        ...(resources.strategy ? { strategy: resources.strategy } : {}),
        ...(typeof payload === 'number' ? { maxPayloadMB: payload } : {}),
        ...(data.inputFilter ? { inputFilter: data.inputFilter.source } : {}),
        ...(data.outputFilter ? { outputFilter: data.outputFilter.source } : {}),
        joinSource: data.joinSource,
        assembleWith: output.assembleWith,
        device: (0,contract_images/* processorFor */.U0)(resources.instanceType)
    };
}
/** The identity's digest: the name of its folder in the cache (sha256 of its stable JSON, hex). */
function identityDigest(id) {
    return (0,names/* shortHash */.BC)(id, 64);
}
/** A shown part as words: `tar, tarSha256 ab12…` (a kind as itself), lists in brackets. */
function words(value) {
    if (Array.isArray(value))
        return `[${value.map(words).join(' | ')}]`;
    if (value && typeof value === 'object')
        return Object.entries(value)
            .map(([k, v]) => (k === 'kind' ? words(v) : `${k} ${words(v)}`))
            .join(', ');
    return String(value);
}
/**
 * What went into the identity, for the log: the identity as the cache holds it, so no value that may
 * be a secret (environments by name, commands by program; their values only in one digest's prefix).
 */
function describeIdentity(id) {
    const names = (env) => env.join(', ') || 'none';
    const parts = [
        `model ${words(id.model)}`,
        `runtime ${words(id.runtime)}`,
        `entry point ${id.entryPoint ?? 'default'}`,
        `model-env ${names(id.modelEnv)}`,
        `env ${names(id.env)}`,
        `values digest ${id.values?.slice(0, 12) ?? 'none'}`,
        `content-type ${id.contentType ?? 'none'}`,
        `accept ${id.accept ?? 'none'}`,
        `split-type ${id.splitType}`,
        `compression ${id.compression}`,
        `strategy ${id.strategy ?? 'default'}`,
        `max-payload ${id.maxPayloadMB ?? (id.splitType === 'None' ? 'not counted (split-type None)' : 'default')}`,
        `input-filter ${id.inputFilter ?? 'none'}`,
        `output-filter ${id.outputFilter ?? 'none'}`,
        `join-source ${id.joinSource}`,
        `assemble-with ${id.assembleWith}`,
        id.device
    ];
    return parts.join('; ');
}

// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/listing/subset.ts
var subset = __webpack_require__(76592);
// EXTERNAL MODULE: ./src/cache/summary.ts
var cache_summary = __webpack_require__(65250);
// EXTERNAL MODULE: ./src/cache/layout.ts
var layout = __webpack_require__(68702);
// EXTERNAL MODULE: ./src/cache/place.ts
var place = __webpack_require__(94869);
;// CONCATENATED MODULE: ./src/cache/reuse.ts



/** The positions of the part whose input's content has an output kept (and an output key). */
function keptCandidates(p) {
    return p.positions.filter(i => {
        const content = p.contents.get(i);
        return (content !== undefined &&
            p.kept.byContent.has(content) &&
            (0,output_keys/* outputKey */.zi)(p.inputs.nameAt(i), p.inputs.outputs).key);
    });
}
/** What reusing `candidates` gives when every placement succeeds (said before they end). */
function assumedPlaced(p, candidates) {
    const bySource = new Map();
    for (const i of candidates) {
        const source = p.kept.byContent.get(p.contents.get(i)).source;
        bySource.set(source, (bySource.get(source) ?? 0) + 1);
    }
    const chosen = new Set(candidates);
    return {
        hits: [...candidates],
        misses: p.positions.filter(i => !chosen.has(i)),
        stale: 0,
        failed: 0,
        bySource
    };
}
async function reuseKept(p, candidates = keptCandidates(p)) {
    const placed = new Set();
    const bySource = new Map();
    let stale = 0;
    const fromOf = (i) => ({ store: p.cache, key: (0,layout/* keptOutputKey */.xX)(p.identity, p.contents.get(i)) });
    const toOf = (i) => ({
        store: p.outputs,
        key: (0,output_keys/* outputKey */.zi)(p.inputs.nameAt(i), p.inputs.outputs).key
    });
    const began = performance.now();
    // One probe a run: whether the store proves a copy by its condition (S3 does; s3rver does not).
    const honoured = candidates.length > 0 && (await (0,place/* preconditionHonoured */.fw)(fromOf(candidates[0]), toOf(candidates[0])));
    const stores = { from: p.cache, to: p.outputs };
    const { failed, firstError, paced } = await (0,place/* placeEach */.rH)(candidates, stores, async (i) => {
        if (p.signal?.aborted)
            return;
        const kept = p.kept.byContent.get(p.contents.get(i));
        const fingerprint = await (0,place/* placeObject */.lX)(fromOf(i), toOf(i), {
            expect: kept.fingerprint,
            honoured,
            ...(p.kmsKey ? { kmsKey: p.kmsKey } : {})
        });
        if (fingerprint === undefined)
            return void stale++;
        placed.add(i);
        bySource.set(kept.source, (bySource.get(kept.source) ?? 0) + 1);
    }, p.signal);
    if (p.signal?.aborted)
        throw new Error('cancelled while placing kept outputs');
    const hits = [];
    const misses = [];
    for (const i of p.positions)
        (placed.has(i) ? hits : misses).push(i);
    const pace = { ...paced, ms: performance.now() - began, copies: candidates.length };
    return { hits, misses, stale, failed, ...(firstError ? { firstError } : {}), bySource, pace };
}

// EXTERNAL MODULE: ./src/cache/readings.ts
var cache_readings = __webpack_require__(45073);
;// CONCATENATED MODULE: ./src/cache/place-kept.ts







/** The name of the output of the input at position `i` (its input's name where it has none). */
const outputNameAt = (inputs, i) => (0,output_keys/* outputName */.Vf)(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i);
/**
 * The kept outputs placed at output-path and the part narrowed to the misses; where every input is
 * kept with its reading, the placements go on beside the report instead (cache.settle ends them).
 */
async function placeKept(spec, part, { base, reuse, outputs, readingKey }, ctx) {
    const { inputs, kept } = reuse;
    const candidates = keptCandidates(reuse);
    const nameOf = (i) => outputNameAt(inputs, i);
    const readings = await readingsByName(base, candidates, reuse, nameOf, readingKey, ctx);
    const keptReadings = (names, placed) => readingKey && names.length
        ? { key: readingKey, names, readingOf: name => readings.get(name), ...(placed ? { placed } : {}) }
        : undefined;
    // Every input kept, and what each read gave kept too: nothing waits for the copies, which go on
    // beside the report (cache.settle ends them before anything is published).
    if (candidates.length === reuse.positions.length && readings.size === candidates.length) {
        const placing = reuseKept(reuse, candidates);
        placing.catch(() => undefined);
        const assumed = assumedPlaced(reuse, candidates);
        const summary = tellReused(assumed, kept, base, ctx);
        const names = candidates.map(nameOf);
        const plan = {
            ...base,
            misses: [],
            missNames: [],
            summary,
            placing,
            reuse,
            readings: keptReadings(names, placing)
        };
        return { ...part, cache: plan, nothingToRun: true };
    }
    const reused = await reuseKept(reuse, candidates);
    tellPace(reused, ctx);
    const summary = tellReused(reused, kept, base, ctx);
    const plan = {
        ...base,
        misses: reused.misses,
        missNames: reused.misses.map(nameOf),
        summary,
        reuse,
        readings: keptReadings(reused.hits.map(nameOf).filter(n => readings.has(n)))
    };
    return narrowed(spec, part, plan, outputs, ctx);
}
/** The readings kept for the candidates (under the run's reading key), by output name. */
async function readingsByName(at, candidates, reuse, nameOf, readingKey, ctx) {
    const readings = new Map();
    if (!readingKey || candidates.length === 0)
        return readings;
    const contentOf = (i) => reuse.contents.get(i);
    const contents = candidates.map(contentOf);
    const found = await (0,cache_readings/* readKeptReadings */.ik)(at.store, reuse.kept, contents, readingKey, at.identity);
    // Many side files read one by one: compacted, so the next run reads one object.
    if (at.spec.write)
        await (0,cache_readings/* compactReadings */.fo)(at.store, at.identity, readingKey, found, ctx.log);
    for (const i of candidates) {
        const kept = found.readings.get(contentOf(i));
        if (kept !== undefined)
            readings.set(nameOf(i), kept.reading);
    }
    return readings;
}
/**
 * How the copies went, when it matters: S3 asking them to slow down, and (`waited`: how long the
 * report waited for them) that they were the run's limit.
 */
function tellPace(reused, ctx, waited) {
    const pace = reused.pace;
    if (!pace)
        return;
    const slowed = pace.slowDowns
        ? `S3 asked ${(0,format/* plural */.LS)(pace.slowDowns, 'time')} to slow down (down to ${pace.lowest} at once)`
        : '';
    if (waited !== undefined && waited > 100) {
        const rate = (0,format/* count */.U9)(Math.round(pace.copies / Math.max(pace.ms / 1000, 0.001)));
        ctx.log.info(`cache: the copies were this run's limit: ${(0,format/* plural */.LS)(pace.copies, 'kept output')} placed in ` +
            `${secondsOf(pace.ms)} s (${rate} a second${slowed ? `; ${slowed}` : ''}), ` +
            `${secondsOf(waited)} s after the report was made.`);
    }
    else if (slowed)
        ctx.log.info(`cache: placing the kept outputs, ${slowed}.`);
}
/** Says in the log (and the step's outputs) what placing the kept outputs gave; its summary. */
function tellReused(reused, kept, at, ctx) {
    if (reused.stale)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(reused.stale, 'kept output')} gone or changed since recorded: transformed again.`);
    if (reused.failed)
        ctx.log.warning(`cache: ${(0,format/* plural */.LS)(reused.failed, 'kept output')} could not be placed at ${at.outputPath} (${reused.firstError}): transformed again.`);
    const summary = (0,cache_summary/* cacheSummary */.$2)(at.spec.uri, at.identity, reused, kept);
    ctx.outputs.set('cache-hits', String(summary.hits));
    ctx.outputs.set('cache-misses', String(summary.misses));
    ctx.log.info(`cache: ${(0,cache_summary/* cacheSentence */.Yx)(summary)}.`);
    return summary;
}
/** The part left to the job: none missing, nothing to run; some, a manifest of exactly them. */
async function narrowed(spec, part, plan, outputs, ctx) {
    if (plan.misses.length === 0)
        return { ...part, cache: plan, nothingToRun: true };
    // All missed: the part runs as it was.
    if (plan.summary.hits === 0)
        return { ...part, cache: plan };
    const manifest = await (0,subset/* partManifest */.ZG)(outputs, `cache-misses-${part.stamp}.json`, plan.inputs, plan.misses);
    ctx.log.info(`cache: the ${(0,format/* plural */.LS)(plan.misses.length, 'input')} to transform are listed in ${manifest}.`);
    const { partOfListed } = await __webpack_require__.e(/* import() */ 5253).then(__webpack_require__.bind(__webpack_require__, 25253));
    // The misses' listing, narrowed from the one listing: the job's input, not listed again.
    const runInputs = await partOfListed(plan.inputs, new Set(plan.missNames), manifest);
    return {
        ...part,
        cache: plan,
        runSpec: { ...part.runSpec, data: (0,subset.manifestData)(spec.data, manifest) },
        runInputs
    };
}
/** Seconds, as the log says them. */
const secondsOf = (ms) => (ms / 1000).toFixed(1);
/**
 * After the analysis, before anything is published: the placements that went on beside it end. Where
 * they took longer than the report, the log says the copies were the limit; where one failed (or its
 * kept output had changed), its input is a miss: the part returned is the follow-up job of the misses
 * (undefined when every output was placed).
 */
async function settlePlacements(spec, part, cache) {
    const plan = part.cache;
    if (!plan?.placing)
        return undefined;
    const { ctx } = cache;
    const waitedFrom = performance.now();
    const reused = await plan.placing;
    const waited = performance.now() - waitedFrom;
    tellPace(reused, ctx, waited);
    if (reused.misses.length === 0)
        return undefined;
    const { inputs } = plan;
    const nameOf = (i) => outputNameAt(inputs, i);
    const missNames = reused.misses.map(nameOf);
    const missed = new Set(missNames);
    const summary = tellReused(reused, plan.reuse.kept, plan, ctx);
    const readings = plan.readings && {
        key: plan.readings.key,
        names: plan.readings.names.filter((n) => !missed.has(n)),
        readingOf: plan.readings.readingOf
    };
    const { placing: _placing, ...settled } = plan;
    const followUp = {
        ...settled,
        misses: reused.misses,
        missNames,
        summary,
        ...(readings ? { readings } : {})
    };
    ctx.log.info(`cache: the report waits for a follow-up job of the ${(0,format/* plural */.LS)(missNames.length, 'input')} not placed.`);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, () => ctx.s3(spec.control));
    return narrowed(spec, { ...part, nothingToRun: false }, followUp, outputs, ctx);
}

;// CONCATENATED MODULE: ./src/cache/look-up.ts







/** The model's content: the tar stream's sha256, the object's ETag, or the existing model's definition. */
async function modelContent(spec, checked, cache) {
    const m = spec.model;
    if (m.source === 'path') {
        if (!checked)
            throw new Error('the model was not checked before the cache stage');
        if (checked.kind === 'archive')
            return { kind: 'tar', tarSha256: checked.info.tarSha256 };
        const { tarIdentity } = await Promise.all(/* import() */[__webpack_require__.e(8697), __webpack_require__.e(2808)]).then(__webpack_require__.bind(__webpack_require__, 72808));
        return { kind: 'tar', tarSha256: (await tarIdentity(checked.tree)).tarSha256 };
    }
    if (m.source === 'data-url') {
        const loc = (0,uri/* parseS3Uri */.yc)(m.dataUrl);
        const { headObject } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 83055));
        const found = await headObject(cache.ctx.s3(spec.control), loc);
        if (!found)
            throw new errors/* UserError */.yo(`model-data-url: ${m.dataUrl} does not exist. Check the bucket and key, or give model-path.`);
        return { kind: 'object', uri: m.dataUrl, etag: found.etag ?? '', size: found.size };
    }
    if (m.source === 'name' && cache.identities.namedModel)
        return cache.identities.namedModel(spec, m.name);
    throw new errors/* UserError */.yo('cache: needs a model to name the transform by (model-path, model-data-url or model-name).');
}
/**
 * The transform's identity and what went into it, said in the log; undefined, with the one warning
 * that says why, when a part of it cannot be read (never guessed: the run neither reuses nor keeps).
 */
async function identityOf(spec, checked, cache) {
    const framework = checked?.layout.framework ?? spec.model.framework;
    // Read side by side: the model's content and what runs it.
    const model = modelContent(spec, checked, cache);
    const runtime = cache.identities.runtime(spec, framework);
    let parts;
    try {
        parts = await Promise.all([model, runtime]);
    }
    catch (err) {
        if (!(err instanceof identity_source/* IdentityUnread */.w))
            throw err;
        cache.ctx.log.warning(err.message);
        return undefined;
    }
    const described = transformIdentity(spec, ...parts, checked?.layout.entryPoint?.slice('code/'.length));
    const identity = identityDigest(described);
    cache.ctx.log.info(`cache: identity ${identity.slice(0, 16)}, from ${describeIdentity(described)}.`);
    return { described, identity };
}
/** The positions of the part's inputs in the listing: all, or those a subset chose (by output name). */
function partPositions(inputs, part) {
    const chosen = part.subset && new Set(part.subset.names);
    const positions = [];
    for (let i = 0; i < inputs.count; i++)
        if (!chosen || chosen.has(outputNameAt(inputs, i)))
            positions.push(i);
    return positions;
}
async function lookUp(spec, part, checked, cache, readingKey) {
    const { ctx, spec: cacheSpec } = cache;
    const inputs = part.inputs;
    if (part.nothingToRun || !inputs)
        return part;
    const s3 = () => ctx.s3(spec.control);
    const store = cache.store();
    const { readKept, compactRecords } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 51996));
    const { inputContents } = await __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 60947));
    const runSpec = part.runSpec;
    const found = await identityOf(runSpec, checked, cache);
    if (!found)
        return part;
    const { described, identity } = found;
    // The identity's folder as an earlier run left it, before its records are read.
    await cache.github?.restore(identity);
    const positions = partPositions(inputs, part);
    const [contents, kept] = await Promise.all([
        inputContents(inputs, positions, store, { write: cacheSpec.write, log: ctx.log }),
        // Records that cannot be listed: every input misses, and the run goes on.
        readKept(store, identity, ctx.now(), cacheSpec.maxAgeDays).catch((err) => {
            ctx.log.warning(`cache: the records in ${cacheSpec.uri} could not be read (${(0,errors/* errorMessage */.gJ)(err)}): nothing reused.`);
            return { byContent: new Map(), sources: [], besides: new Set(), read: 0, tooOld: 0, unreadable: 0 };
        })
    ]);
    // Many records read one by one: compacted into the records' index, so the next run reads one object.
    if (cacheSpec.write)
        await compactRecords(store, kept, ctx.log);
    if (kept.tooOld)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(kept.tooOld, 'record')} older than cache-max-age (${cacheSpec.maxAgeDays} days) left out.`);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, s3);
    const reuse = {
        inputs,
        positions,
        contents,
        kept,
        cache: store,
        identity,
        outputs: outputs.store,
        ...(spec.output.kmsKey ? { kmsKey: spec.output.kmsKey } : {}),
        signal: ctx.signal
    };
    const base = {
        spec: cacheSpec,
        store,
        identity,
        described,
        inputs,
        contents,
        partSpec: runSpec,
        outputPath: spec.output.path
    };
    return placeKept(spec, part, { base, reuse, outputs, readingKey }, ctx);
}

;// CONCATENATED MODULE: ./src/cache/ran-on.ts

/** The identity the job's outputs belong to: the plan's, with the device that ran when it differs. */
function asRan(plan, ranOn, log) {
    const runtime = plan.described.runtime;
    if (!ranOn || !('device' in runtime) || runtime.device === ranOn)
        return plan;
    const described = { ...plan.described, runtime: { ...runtime, device: ranOn } };
    const identity = identityDigest(described);
    log.info(`cache: the model ran on ${ranOn}, not ${runtime.device} as predicted: its outputs are kept under ` +
        `identity ${identity.slice(0, 16)}.`);
    return { identity, described };
}

;// CONCATENATED MODULE: ./src/cache/after-job.ts







/** What the record says of the job: its name, end, instance-seconds and price. */
function jobFacts(outcome, finished, now) {
    const job = finished.summary.job;
    return {
        name: outcome.jobName,
        endedAt: outcome.endedAt?.getTime() ?? now,
        ...(job.instanceSeconds !== undefined ? { instanceSeconds: job.instanceSeconds } : {}),
        ...(job.pricePerHour !== undefined ? { pricePerHour: job.pricePerHour } : {})
    };
}
/** Keeps what the job made, says so in the log and the summary; what could not be kept is a warning. */
async function keep(made, where, transformed, job, cache, kmsKey, readings) {
    const { log } = cache.ctx;
    if (!cache.spec.write) {
        if (made.length)
            log.info(`cache: cache-write is false: ${(0,format/* plural */.LS)(made.length, 'new output')} not kept (the cache is read only).`);
        return undefined;
    }
    const { keepOutputs } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    let kept;
    try {
        kept = await keepOutputs({
            made,
            transformed,
            outputs: where.outputs,
            cache: where.store,
            identity: where.identity,
            described: where.described,
            job,
            ...(kmsKey ? { kmsKey } : {}),
            ...(readings ? { readings } : {}),
            warn: line => log.warning(line)
        });
    }
    catch (err) {
        // The record could not be written: what was copied is not reused without it.
        log.warning(`cache: the record of this run's ${(0,format/* plural */.LS)(made.length, 'new output')} not kept, so none will be reused: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return undefined;
    }
    if (kept.failed)
        log.warning(`cache: ${(0,format/* plural */.LS)(kept.failed, 'new output')} not kept (could not be copied into ${where.uri}: ${kept.firstError}); they are transformed again next time.`);
    if (kept.kept)
        log.info(`cache: ${(0,format/* plural */.LS)(kept.kept, 'new output')} kept in ${where.uri} (record ${kept.record}).`);
    else if (!kept.failed)
        log.info('cache: no new output to keep (no input the job ran has an output).');
    // `cache: github`: the identity's folder, with what is new, carried to later runs.
    if (kept.kept)
        await cache.github?.save(where.identity, kept.kept);
    return kept.kept;
}
/** After the job: what it made for the misses is kept, and one record names it. */
async function keepTransformed(spec, part, outcome, finished, cache) {
    const plan = part.cache;
    const analysis = finished.analysis;
    if (!plan || part.nothingToRun || !analysis || plan.misses.length === 0)
        return;
    const { ctx } = cache;
    const { madeForMisses } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const made = madeForMisses(plan.inputs, plan.misses, plan.contents, analysis.counted);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, () => ctx.s3(spec.control)).store;
    const where = { store: plan.store, uri: plan.spec.uri, ...asRan(plan, outcome.ranOn, ctx.log), outputs };
    const facts = jobFacts(outcome, finished, ctx.now());
    const readings = analysis.readings;
    const kept = await keep(made, where, plan.misses.length, facts, cache, spec.output.kmsKey, readings);
    if (kept !== undefined)
        plan.summary.kept = kept;
}
/**
 * `attach` with a cache: the attached job's outputs are kept under the identity a `model-name` run of
 * its model with its settings has, so such a run reuses them.
 */
async function keepAttached(reported, outcome, finished, cache) {
    const { ctx } = cache;
    const definition = outcome.definition;
    const analysis = finished.analysis;
    if (!definition || !analysis?.inputs || !outcome.modelName) {
        ctx.log.info('cache: nothing kept (the attached job’s model or input could not be read).');
        return;
    }
    const b = definition.batch;
    // Only a filter's text counts in the identity.
    const filter = (source) => source ? { source, segments: [], definite: false } : undefined;
    const inputFilter = filter(b?.inputFilter);
    const outputFilter = filter(b?.outputFilter);
    const spec = {
        ...reported,
        model: {
            ...reported.model,
            source: 'name',
            name: outcome.modelName,
            path: undefined,
            dataUrl: undefined
        },
        data: {
            ...reported.data,
            ...(inputFilter ? { inputFilter } : {}),
            ...(outputFilter ? { outputFilter } : {})
        },
        resources: {
            ...reported.resources,
            env: b?.env ?? {},
            ...(b?.strategy ? { strategy: b.strategy } : {}),
            ...(b?.maxPayloadMB !== undefined ? { maxPayloadMB: b.maxPayloadMB } : {})
        }
    };
    const found = await identityOf(spec, undefined, cache);
    if (!found)
        return;
    const { described, identity } = found;
    const { madeByJob } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const s3 = () => ctx.s3(reported.control);
    // Inputs modified after the job was created may not be what it read: left out.
    const made = await madeByJob(analysis.inputs, analysis.counted, outcome.createdAt);
    const outputs = (0,resolve.openOutputFolder)(definition.output.path, s3).store;
    const where = { store: cache.store(), uri: cache.spec.uri, identity, described, outputs };
    const facts = jobFacts(outcome, finished, ctx.now());
    const total = finished.summary.objects.total;
    await keep(made, where, total, facts, cache, definition.output.kmsKey, analysis.readings);
}
/**
 * Reused outputs the analysis had to read (their readings were not kept, or under other settings): what
 * it read is kept beside their records, so the next run with these settings reads none of them.
 */
async function keepReusedReadings(plan, finished, cache) {
    const readings = finished.analysis?.readings;
    if (!cache.spec.write || !readings)
        return;
    const replayed = new Set(plan.readings?.key === readings.key ? plan.readings.names : []);
    const missed = new Set(plan.misses);
    const { kept } = plan.reuse;
    const bySource = new Map();
    for (const i of plan.reuse.positions) {
        const name = outputNameAt(plan.inputs, i);
        const content = plan.contents.get(i);
        const k = content === undefined ? undefined : kept.byContent.get(content);
        const reading = readings.of(name);
        if (missed.has(i) || replayed.has(name) || !k || reading === undefined)
            continue;
        const lines = bySource.get(k.source) ?? [];
        bySource.set(k.source, lines);
        lines.push({ content: content, fingerprint: k.fingerprint, reading });
    }
    if (bySource.size === 0)
        return;
    const { keepReadingsOfReused } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 45073));
    const n = await keepReadingsOfReused(plan.store, kept, bySource, readings.key, cache.ctx.log);
    if (n)
        cache.ctx.log.info(`cache: what was read from ${(0,format/* plural */.LS)(n, 'reused output')} kept for the next run.`);
}
/**
 * After the job: a looked-up part's summary gains the cache's part, and what the job made for the
 * misses is kept; an attached job's outputs are kept for later runs of its model.
 */
async function keepAfterJob(spec, part, reported, outcome, finished, cache) {
    if (part.cache) {
        (0,cache_summary/* withCache */.nT)(finished.summary, part.cache.summary);
        await keepTransformed(spec, part, outcome, finished, cache);
        await keepReusedReadings(part.cache, finished, cache);
    }
    else if (outcome.definition)
        await keepAttached(reported, outcome, finished, cache);
}

// EXTERNAL MODULE: ./src/storage/store.ts
var store = __webpack_require__(76336);
// EXTERNAL MODULE: ./src/cache/writes.ts
var writes = __webpack_require__(44540);
;// CONCATENATED MODULE: ./src/cache/boundaries.ts




/** Keys between two boundaries: one listing page. */
const KEYS_PER_RANGE = 1000;
/** The boundaries kept for `dataUri`, sorted; undefined when none are (or they cannot be read). */
async function readBoundaries(cache, dataUri) {
    try {
        const doc = JSON.parse((await (0,store/* readAll */.y)(await cache.get((0,layout/* boundariesKey */.wY)(dataUri)))).toString('utf8'));
        if (doc.data !== dataUri || !Array.isArray(doc.keys) || !doc.keys.every(k => typeof k === 'string'))
            return undefined;
        const sorted = [...doc.keys].sort(uri/* compareKeys */.YD);
        return sorted.filter((k, i) => i === 0 || k !== sorted[i - 1]);
    }
    catch {
        return undefined;
    }
}
/** Every KEYS_PER_RANGE-th of `count` keys (the listing's order is the store's key order). */
function boundariesOf(count, keyAt) {
    const keys = [];
    for (let i = KEYS_PER_RANGE - 1; i < count - 1; i += KEYS_PER_RANGE)
        keys.push(keyAt(i));
    return keys;
}
/** Keeps `keys` as the boundaries of `dataUri` when they differ from `kept`. */
async function keepBoundaries(cache, dataUri, keys, kept) {
    if (kept && kept.length === keys.length && kept.every((k, i) => k === keys[i]))
        return;
    await cache.put((0,layout/* boundariesKey */.wY)(dataUri), JSON.stringify({ data: dataUri, keys }), 'application/json');
}
/**
 * An S3 prefix's kept boundaries (undefined for any other input); this listing's are kept only when
 * the cache may be written, and a refused write is a warning.
 */
async function listingBoundaries(data, cache, write, log) {
    if (data.type !== 'S3Prefix' || !(0,uri/* isS3Uri */.tL)(data.uri))
        return undefined;
    const store = cache();
    const cuts = await readBoundaries(store, data.uri);
    const keep = async (inputs) => {
        if (!write)
            return;
        const keys = boundariesOf(inputs.count, i => inputs.keyAt(i));
        await (0,writes/* cacheWrite */.w)(log, 'the input listing’s boundaries', () => keepBoundaries(store, data.uri, keys, cuts));
    };
    return { ...(cuts ? { cuts } : {}), keep };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/cache/github-cache.ts
// `cache: github` (local mode): the cache is a folder under RUNNER_TEMP, carried from run to run in
// GitHub's cache service (@actions/cache). Before the look-up reads an identity's records, the newest
// entry saved under that identity is restored into its folder; after a run keeps new outputs, the
// identity's folder (its outputs and records; not the input index, useless on a fresh checkout whose
// files all have new mtimes) is saved as a new entry. Entries cannot change, so each save is its own.
// The service is best effort: a read-only runner or a refused save is a notice, and a step that has no
// service a warning and a run without the cache.





/** The folder under RUNNER_TEMP: an entry restores only to the very paths it was saved from. */
const GITHUB_CACHE_FOLDER = 'sagemaker-batch-transform-cache';
/** Every entry's key starts so; the layout's version is in it, so a new layout starts afresh. */
const GITHUB_CACHE_KEY_PREFIX = 'sagemaker-batch-transform-cache-v1';
/** The runner's cache modes (ACTIONS_CACHE_MODE); another value or none allows both, as the toolkit reads it. */
const MODES = {
    none: { read: false, write: false },
    read: { read: true, write: false },
    write: { read: true, write: true },
    'write-only': { read: false, write: true }
};
function cacheMode(env) {
    const name = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    return { name, ...(MODES[name] ?? { read: true, write: true }) };
}
/** GitHub Enterprise Server, as the toolkit tells it from GITHUB_SERVER_URL (it has no cache service v2). */
function isEnterpriseServer(env) {
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL || 'https://github.com').hostname.toLowerCase();
    }
    catch {
        return true;
    }
    return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}
/** Why this step cannot reach GitHub's cache service, or undefined when it can. */
function missingService(env) {
    if (!env.RUNNER_TEMP || !env.ACTIONS_RUNTIME_TOKEN)
        return 'this is no GitHub Actions step: no RUNNER_TEMP or ACTIONS_RUNTIME_TOKEN';
    // The service the toolkit speaks to: v2 at ACTIONS_RESULTS_URL, else the older one at ACTIONS_CACHE_URL.
    const v2 = !!env.ACTIONS_CACHE_SERVICE_V2 && !isEnterpriseServer(env);
    if (v2 ? !env.ACTIONS_RESULTS_URL : !env.ACTIONS_CACHE_URL)
        return `the runner names no cache service (no ${v2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL'}; GitHub Enterprise Server may have none)`;
    return undefined;
}
/** The run's id and attempt as the runner gives them (digits), for keys that sort by run. */
function runOf(env, now) {
    const digits = (v) => (v && /^\d{1,20}$/.test(v) ? v : undefined);
    return `${digits(env.GITHUB_RUN_ID) ?? now}-${digits(env.GITHUB_RUN_ATTEMPT) ?? 1}`;
}
/**
 * GitHub's cache for the step, or undefined (said with a warning) where the service is not there. The
 * toolkit reads the service's variables from the process's environment, as the runner sets them.
 */
function openGitHubCache(ctx) {
    const { env, log } = ctx;
    const missing = missingService(env);
    if (missing) {
        log.warning(`cache: github keeps the cache in GitHub's cache service, which this step cannot reach (${missing}); this run goes without the cache.`);
        return undefined;
    }
    const folder = external_node_path_default().join(env.RUNNER_TEMP, GITHUB_CACHE_FOLDER);
    const notice = (message) => (log.notice ? log.notice(message) : log.info(message));
    // An identity's folder: its description, outputs and records (layout.ts), and nothing else.
    const paths = (identity) => [external_node_path_default().join(folder, external_node_path_default().posix.dirname((0,layout/* identityFileKey */.eG)(identity)))];
    const identityPrefix = (identity) => `${GITHUB_CACHE_KEY_PREFIX}-${identity}-`;
    // This run's entries; two jobs or steps of one run with the same identity each save their own.
    const run = runOf(env, ctx.now());
    return {
        folder,
        async restore(identity) {
            const mode = cacheMode(env);
            if (!mode.read) {
                log.info(`cache: nothing restored from GitHub's cache (the runner's cache mode is ${mode.name}).`);
                return;
            }
            const { restoreCache } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(3838), __webpack_require__.e(4533), __webpack_require__.e(5692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
            let matched;
            try {
                // This run's own entry first (an earlier step's), then the identity's newest.
                matched = await restoreCache(paths(identity), `${identityPrefix(identity)}${run}`, [
                    identityPrefix(identity)
                ]);
            }
            catch (err) {
                log.warning(`cache: could not restore from GitHub's cache: ${(0,errors/* errorMessage */.gJ)(err)}`);
                return;
            }
            log.info(matched
                ? `cache: restored from GitHub's cache entry ${matched}.`
                : "cache: GitHub's cache had no entry for this identity to restore (the folder starts as it is).");
        },
        async save(identity, kept) {
            const what = (0,format/* plural */.LS)(kept, 'new output');
            const them = kept === 1 ? 'it' : 'them';
            const mode = cacheMode(env);
            if (!mode.write) {
                notice(`cache: ${what} not saved in GitHub's cache: the runner's cache is read-only for this run (cache mode ${mode.name}, as for a pull request from a fork); the next run transforms ${them} again.`);
                return;
            }
            const { saveCache } = await Promise.all(/* import() */[__webpack_require__.e(4119), __webpack_require__.e(3838), __webpack_require__.e(4533), __webpack_require__.e(5692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
            const key = `${identityPrefix(identity)}${run}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
            let id;
            try {
                id = await saveCache(paths(identity), key);
            }
            catch (err) {
                log.warning(`cache: could not save in GitHub's cache: ${(0,errors/* errorMessage */.gJ)(err)}`);
                return;
            }
            if (id < 0)
                notice(`cache: GitHub's cache did not take entry ${key} with ${what} (refused or failed: the line above says why); the next run transforms ${them} again.`);
            else
                log.info(`cache: ${what} saved in GitHub's cache as entry ${key}.`);
        }
    };
}

;// CONCATENATED MODULE: ./src/cache/open.ts






/**
 * The run's cache at `cache.uri`; `identities` is the backend's part of the transform's identity,
 * handed in by src/run/ (the cache and the backends never import each other). Undefined for `cache:
 * github` where GitHub's cache service is not there (said with a warning): the run goes without.
 */
function openCache(given, spec, ctx, identities) {
    const github = given.github ? openGitHubCache(ctx) : undefined;
    if (given.github && !github)
        return undefined;
    const cache = github ? { ...given, uri: github.folder } : given;
    // The cache's folder, opened once, when first used.
    let folder;
    const store = () => (folder ??= (0,resolve/* openFolder */.NE)(cache.uri, () => ctx.s3(spec.control), 'cache'));
    const opened = { spec: cache, store, identities, ctx, ...(github ? { github } : {}) };
    return {
        listingBoundaries: () => listingBoundaries(spec.data, store, cache.write, ctx.log),
        lookUp: (part, checked, readingKey) => lookUp(spec, part, checked, opened, readingKey),
        settle: part => settlePlacements(spec, part, opened),
        keep: (part, reported, outcome, finished) => keepAfterJob(spec, part, reported, outcome, finished, opened)
    };
}


/***/ }),

/***/ 94869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fw: () => (/* binding */ preconditionHonoured),
/* harmony export */   lX: () => (/* binding */ placeObject),
/* harmony export */   rH: () => (/* binding */ placeEach)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83055);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _aws_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22495);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59537);
/* harmony import */ var _sleep_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46972);
// Puts an object from one store at a key of another, checked against the fingerprint it was recorded
// with: inside S3 a server-side copy (no byte through the runner) that S3 makes only while the source
// still has that ETag (`x-amz-copy-source-if-match`: S3's own proof, which holds for SSE-KMS objects,
// whose ETags are no MD5 and change with every write); anywhere else the bytes are read, their MD5
// compared, and written. A fingerprint is an ETag as the store gives it (or the quoted MD5 of the bytes
// where the bytes passed through the runner). Copies in S3 carry output-kms-key when it is set.







/**
 * Copies in flight between two stores, and whether an answer is S3 asking for fewer: S3 serves some
 * 3,500 copies a second a prefix, so server-side copies begin 64 at once and climb while it keeps up;
 * local files are read and written, 8 at once.
 */
function copyPace(a, b) {
    const inS3 = a instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl && b instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl;
    return { start: inS3 ? 64 : 8, max: inS3 ? 256 : 8, slowDown: isSlowDown };
}
/** S3's SlowDown (HTTP 503): the copy is tried again, fewer in flight. */
const isSlowDown = (err) => (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorName */ .Is)(err) === 'SlowDown' || (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .httpStatus */ .nG)(err) === 503;
/**
 * Runs `place` over `items` at the pace copies from `from` to `to` allow (copyPace): S3's slow-down
 * tries the item again, fewer in flight; any other failure (or slow-downs past the tries) is that one
 * item's, counted, never the others'.
 */
async function placeEach(items, stores, place, signal) {
    let failed = 0;
    let firstError;
    const fail = (err) => {
        failed++;
        firstError ??= (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(err);
    };
    const paced = await (0,_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachPaced */ .sO)(items, async (item) => {
        try {
            await place(item);
        }
        catch (err) {
            if (isSlowDown(err))
                throw err;
            fail(err);
        }
    }, { ...copyPace(stores.from, stores.to), gaveUp: (_, err) => fail(err), wait: ms => (0,_sleep_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .y)(ms, signal) });
    return { failed, ...(firstError ? { firstError } : {}), paced };
}
const md5Of = (bytes) => `"${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5').update(bytes).digest('hex')}"`;
/** Both ends in S3: a server-side copy. */
const inS3 = (from, to) => from.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl && to.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl;
/**
 * The one probe a run makes: whether copies from `from`'s store to `to`'s are refused when their
 * condition fails (false when not, or when the probe could not tell). Only for S3 to S3.
 */
async function preconditionHonoured(from, to) {
    if (!(from.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl) || !(to.store instanceof _storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .S3Store */ .sl))
        return false;
    const found = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .copyPreconditionHonoured */ .EK)(to.store.client, from.store.locationOf(from.key), to.store.locationOf(to.key)).catch(() => undefined);
    return found === true;
}
/**
 * Places `from` at `to`. Returns the placed object's fingerprint, or undefined when the source is
 * missing or not the one expected (then nothing is left at `to`).
 */
async function placeObject(from, to, opts = {}) {
    if (inS3(from, to)) {
        const source = from.store;
        const target = to.store;
        const etag = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .copyObject */ .JH)(source.client, source.locationOf(from.key), target.locationOf(to.key), {
            ...(opts.expect ? { ifMatch: opts.expect } : {}),
            ...(opts.kmsKey ? { kmsKey: opts.kmsKey } : {})
        });
        if (etag === undefined)
            return undefined;
        // A store that ignores the copy's condition is checked the old way: a copy has its source's ETag.
        if (opts.expect && !opts.honoured && etag && etag !== opts.expect) {
            // Such a store may also copy in steps and answer with an ETag read mid-way (s3rver, while a
            // listing looks at the copy): what was placed is asked once before it is taken for another object.
            const placed = (await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__.headObject)(target.client, target.locationOf(to.key)))?.etag;
            if (placed === opts.expect)
                return placed;
            await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteObject */ .XR)(target.client, target.locationOf(to.key));
            return undefined;
        }
        return etag;
    }
    let bytes;
    try {
        bytes = await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await from.store.get(from.key));
    }
    catch (err) {
        const e = err;
        if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound')
            return undefined;
        throw err;
    }
    const fingerprint = md5Of(bytes);
    if (opts.expect && fingerprint !== opts.expect)
        return undefined;
    await to.store.put(to.key, bytes);
    return fingerprint;
}


/***/ }),

/***/ 45073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fo: () => (/* binding */ compactReadings),
/* harmony export */   ik: () => (/* binding */ readKeptReadings),
/* harmony export */   keepReadingsOfReused: () => (/* binding */ keepReadingsOfReused),
/* harmony export */   r2: () => (/* binding */ readingsKey),
/* harmony export */   wZ: () => (/* binding */ sideFile)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59537);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51996);
/* harmony import */ var _record_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51256);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68702);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44540);
// Side files: what the analysis read from each kept output, beside the record that kept it, so that a
// run placing that output replays the reading instead of reading the output again (a whole hit then
// costs about one listing). One side file per record and reading key (the results' name for the parser
// and the settings that shape a reading); each line names the input's content, the kept output's
// fingerprint and the reading, which the cache stores as given and never parses. A reading counts only
// for the output it was made from: the content's winning record must have the same fingerprint.






/** A reading key as the results make it (32 hex characters): anything else is never a key. */
const READING_KEY = /^[0-9a-f]{32}$/;
/** Side files read at once. */
const READING = 16;
/** The side file of `record` (a record's key) for readings made under `readingKey`. */
function readingsKey(record, readingKey) {
    if (!READING_KEY.test(readingKey))
        throw new Error(`not a reading key: ${readingKey}`);
    return `${record.replace(/\.json$/, '')}.readings-${readingKey}.jsonl.gz`;
}
/** The side file's bytes: one JSON array a line, gzipped. */
function sideFile(readings) {
    const lines = readings.map(r => JSON.stringify([r.content, r.fingerprint, r.reading]));
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(`${lines.join('\n')}\n`);
}
/** The readings a side file holds; lines that are not readings are passed over. */
function readingsIn(bytes) {
    const text = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(bytes, { maxOutputLength: 4 * _records_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MAX_BYTES */ .xy }).toString('utf8');
    const found = [];
    for (const line of text.split('\n')) {
        if (!line)
            continue;
        let w;
        try {
            w = JSON.parse(line);
        }
        catch {
            continue;
        }
        if (Array.isArray(w) && w.length === 3 && w.every(x => typeof x === 'string'))
            found.push({ content: w[0], fingerprint: w[1], reading: w[2] });
    }
    return found;
}
/** The bytes of a small object and its ETag, in one request where the store can (undefined: none). */
async function readSmallTagged(cache, key) {
    if (cache.readTagged)
        return cache.readTagged(key, _records_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MAX_BYTES */ .xy);
    const bytes = await (0,_records_js__WEBPACK_IMPORTED_MODULE_1__/* .readCapped */ .EF)(cache, key);
    return { ...(bytes ? { bytes } : {}) };
}
/**
 * The readings kept under `readingKey` for the outputs `kept` names (by content): first from the
 * readings' index, then from the side files of the records the rest won in. A reading counts only for
 * the output it was read from (same fingerprint; from a side file, also the same record); a side file or
 * index that is missing, too large or spoiled gives nothing (its outputs are read).
 */
async function readKeptReadings(cache, kept, contents, readingKey, identity) {
    const readings = new Map();
    const take = (r, source) => {
        const k = kept.byContent.get(r.content);
        if (k && (source === undefined || k.source === source) && k.fingerprint === r.fingerprint)
            readings.set(r.content, r);
    };
    // The index, when the records' listing named it.
    const indexKey = (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .readingsIndexKey */ .xd)(identity, readingKey);
    let index = { exists: false };
    if (kept.besides.has(indexKey)) {
        index = {};
        try {
            const found = await readSmallTagged(cache, indexKey);
            index = { exists: found !== undefined, ...(found?.etag ? { etag: found.etag } : {}) };
            if (found?.bytes)
                for (const r of readingsIn(found.bytes))
                    take(r);
        }
        catch {
            // Unreadable: the side files are read instead.
        }
    }
    const sources = new Set();
    for (const content of contents) {
        const k = kept.byContent.get(content);
        if (k && !readings.has(content))
            sources.add(k.source);
    }
    let sideFilesRead = 0;
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachLimited */ .vP)(sources, READING, async (source) => {
        const key = readingsKey(kept.sources[source].record, readingKey);
        // The records' listing named every side file there is.
        if (!kept.besides.has(key))
            return;
        try {
            const bytes = (await readSmallTagged(cache, key))?.bytes;
            if (!bytes)
                return;
            sideFilesRead++;
            for (const r of readingsIn(bytes))
                take(r, source);
        }
        catch {
            // Missing or spoiled: those outputs are read.
        }
    });
    return { readings, sideFilesRead, index };
}
/**
 * Many side files read one by one (more than COMPACT_AFTER): every reading found written into the
 * readings' index under a condition (none there yet, or still the one read), so the next run reads one
 * object. Side files are never deleted: a store that ignores the condition loses nothing.
 */
async function compactReadings(cache, identity, readingKey, found, log) {
    if (found.sideFilesRead <= _record_index_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPACT_AFTER */ .z)
        return false;
    const kept = [];
    let length = 0;
    for (const r of found.readings.values()) {
        if ((length += r.reading.length + r.content.length + r.fingerprint.length + 16) > _records_js__WEBPACK_IMPORTED_MODULE_1__/* .RECORD_MAX_BYTES */ .xy)
            break;
        kept.push(r);
    }
    const key = (0,_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .readingsIndexKey */ .xd)(identity, readingKey);
    const what = `the readings' index (${cache.uriOf(key)})`;
    return (0,_writes_js__WEBPACK_IMPORTED_MODULE_4__/* .cacheWriteIf */ .z)(log, what, cache, key, sideFile(kept), (0,_record_index_js__WEBPACK_IMPORTED_MODULE_2__/* .conditionOf */ .rI)(found.index));
}
/**
 * Readings of reused outputs whose record has no side file under `readingKey` (kept before side files
 * were, or under other settings): written beside their records, so the next run replays them. Each new
 * object only where none is (never over another run's); a refused write is a warning, never the run's.
 */
async function keepReadingsOfReused(cache, kept, bySource, readingKey, log) {
    let written = 0;
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_5__/* .forEachLimited */ .vP)(bySource, READING, async ([source, readings]) => {
        const key = readingsKey(kept.sources[source].record, readingKey);
        if (kept.besides.has(key) || readings.length === 0)
            return;
        const what = `what was read from ${readings.length} reused outputs (${cache.uriOf(key)})`;
        // Only where none is: never over another run's.
        if (await (0,_writes_js__WEBPACK_IMPORTED_MODULE_4__/* .cacheWriteIf */ .z)(log, what, cache, key, sideFile(readings), { ifNoneMatch: '*' }))
            written += readings.length;
    });
    return written;
}


/***/ }),

/***/ 51256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ rankRecords),
/* harmony export */   KP: () => (/* binding */ trustedRecords),
/* harmony export */   Mz: () => (/* binding */ isOutput),
/* harmony export */   cz: () => (/* binding */ readRecordIndex),
/* harmony export */   rI: () => (/* binding */ conditionOf),
/* harmony export */   z: () => (/* binding */ COMPACT_AFTER),
/* harmony export */   zo: () => (/* binding */ writeRecordIndex)
/* harmony export */ });
/* unused harmony export pruned */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68702);
/* harmony import */ var _writes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44540);
// The records' index: many small records compacted into one object (gzip JSON), so that a run reads
// it and the few records written since, not hundreds. It holds each record it covers as it was read:
// its key, its size, ETag and time of writing as listed, and its content, less the outputs no reader
// can take from it (see `pruned`). A reader takes it only when its own listing still shows every record
// it covers that the reader's cache-max-age lists, the same object written at the same time, and
// applies every rule of a record to them as if just read (records.ts), so the index changes what is
// read, never what is kept. It is written with a condition (none there yet, or still the one read): two runs that
// compact at once do not undo each other. Records are never deleted, so an index that covers fewer
// records than there are (an older one; one written over by a store that ignores the condition) loses
// nothing: whatever it does not cover is read.



/** Records read one by one beyond which a run compacts (each costs the next run a GET). */
const COMPACT_AFTER = 8;
/** Whether `indexed` is the object the listing shows under its key (records are never rewritten). */
function covers(indexed, listed, written) {
    return (indexed.size === listed.size &&
        (indexed.etag === undefined || listed.etag === undefined || indexed.etag === listed.etag) &&
        (indexed.written === undefined || indexed.written === written));
}
/**
 * The index's records as this reader may take them: none when a record it covers that this reader
 * lists (its key after `since`) is gone or not the same object (the outputs pruned from the others
 * may be that record's to win); else those listed.
 */
function trustedRecords(byKey, listed, writtenOf, since) {
    const trusted = new Map();
    for (const o of listed) {
        const indexed = byKey.get(o.key);
        if (indexed && covers(indexed, o, writtenOf(o.key)))
            trusted.set(o.key, indexed);
    }
    for (const key of byKey.keys())
        if (key > since && !trusted.has(key))
            return new Map();
    return trusted;
}
/** An entry of a record's outputs: its input's content and the kept output's fingerprint. */
const isOutput = (e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string';
/**
 * The order every reader ranks records in (records.ts), oldest first: by date, then by when the store
 * wrote them, then by key, so a later record's output of the same content wins and every reader takes
 * the same.
 */
const rankRecords = (a, b) => a.at - b.at || (a.written ?? 0) - (b.written ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
/** Whether every reader that keeps `r` keeps `s` and ranks it after `r` (for any clock and cut-off). */
const dominates = (s, r) => s.at >= r.at && s.written >= r.written && s.key > r.key;
/**
 * The records with the outputs no reader can take from them left out. A reader ranks records by date
 * (capped by its clock), then time of writing, then key, and keeps those listed after its cut-off
 * whose date is within its cache-max-age; a record later on all three (`dominates`) is kept by every
 * reader that keeps the earlier one (with every record the index covers still listed, which readers
 * check) and ranks after it for any clock, so an output of the same content in the earlier one never
 * wins. Compared with the one holder of each content ranked last. Without times of writing, none.
 */
function pruned(records) {
    if (records.some(r => r.written === undefined))
        return records;
    const last = new Map();
    for (const r of records)
        for (const e of r.record.outputs) {
            if (!isOutput(e))
                continue;
            const held = last.get(e[0]);
            if (!held || rankRecords(r, held) > 0)
                last.set(e[0], r);
        }
    return records.map(r => {
        const outputs = r.record.outputs.filter(e => isOutput(e) && (last.get(e[0]) === r || !dominates(last.get(e[0]), r)));
        return outputs.length === r.record.outputs.length ? r : { ...r, record: { ...r.record, outputs } };
    });
}
function parseIndex(bytes, identity, maxBytes) {
    const byKey = new Map();
    let doc;
    try {
        // Capped unpacked as well: a small object must not unpack into any amount of memory.
        doc = JSON.parse((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(bytes, { maxOutputLength: maxBytes }).toString('utf8'));
    }
    catch {
        return byKey;
    }
    if (!doc || doc.version !== 1 || doc.identity !== identity || !Array.isArray(doc.records))
        return byKey;
    for (const r of doc.records)
        if (r &&
            typeof r.key === 'string' &&
            typeof r.size === 'number' &&
            (r.etag === undefined || typeof r.etag === 'string') &&
            (r.written === undefined || typeof r.written === 'number'))
            byKey.set(r.key, {
                key: r.key,
                size: r.size,
                ...(r.etag ? { etag: r.etag } : {}),
                ...(r.written !== undefined ? { written: r.written } : {}),
                record: r.record
            });
    return byKey;
}
/**
 * The identity's index, read in one request; one that cannot be read, is larger than `maxBytes` or is
 * not an index of `identity` covers nothing (its records are read one by one, as without it).
 */
async function readRecordIndex(cache, identity, maxBytes) {
    if (!cache.readTagged)
        return { byKey: new Map() };
    try {
        const found = await cache.readTagged((0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .recordIndexKey */ .T0)(identity), maxBytes);
        if (!found)
            return { byKey: new Map(), exists: false };
        const byKey = found.bytes ? parseIndex(found.bytes, identity, maxBytes) : new Map();
        return { byKey, exists: true, ...(found.etag ? { etag: found.etag } : {}) };
    }
    catch {
        return { byKey: new Map() };
    }
}
/**
 * The condition a new index is written under: none there yet (also when the read failed: one there
 * refuses it), or still the one read; a store without ETags (a folder) writes over it.
 */
function conditionOf(found) {
    if (found.exists !== true)
        return { ifNoneMatch: '*' };
    return found.etag ? { ifMatch: found.etag } : undefined;
}
/**
 * Compacts the records a run read into a new index when more than COMPACT_AFTER of them were read one
 * by one: newest first, as many as fit in `maxBytes` unpacked. Refused for its condition, it is left to
 * the run that came first; any other failure is a warning, never the run's.
 */
async function writeRecordIndex(cache, compaction, maxBytes, log) {
    // Few read one by one (the usual run, with an index): nothing is pruned, packed or written.
    if (compaction.records.filter(r => r.fresh).length <= COMPACT_AFTER)
        return false;
    const head = `{"version":1,"identity":${JSON.stringify(compaction.identity)},"records":[`;
    const parts = [];
    let length = head.length + 2;
    let fresh = 0;
    for (const r of pruned(compaction.records)) {
        // Undefined fields (no ETag, no time of writing) are left out.
        const part = JSON.stringify({
            key: r.key,
            size: r.size,
            etag: r.etag,
            written: r.written,
            record: r.record
        });
        if ((length += Buffer.byteLength(part) + 1) > maxBytes)
            break;
        parts.push(part);
        if (r.fresh)
            fresh++;
    }
    if (fresh <= COMPACT_AFTER)
        return false;
    // Level 1: as small as level 6 for hex digests (about half the JSON), in two thirds of the time.
    const body = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(`${head}${parts.join(',')}]}`, { level: 1 });
    const key = (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .recordIndexKey */ .T0)(compaction.identity);
    const what = `the records' index (${cache.uriOf(key)})`;
    return (0,_writes_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheWriteIf */ .z)(log, what, cache, key, body, conditionOf(compaction.found));
}


/***/ }),

/***/ 51996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EF: () => (/* binding */ readCapped),
/* harmony export */   compactRecords: () => (/* binding */ compactRecords),
/* harmony export */   readKept: () => (/* binding */ readKept),
/* harmony export */   rh: () => (/* binding */ writeRecord),
/* harmony export */   xy: () => (/* binding */ RECORD_MAX_BYTES)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _storage_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76336);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59537);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68702);
/* harmony import */ var _record_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51256);
// The records of a cache: each run that transformed something adds one object naming the outputs it
// kept (by their input's content, with each output's fingerprint), when and by which job, and what the
// job cost. Records are never rewritten, so runs at once cannot spoil each other's; a reader takes the
// union, the newest record winning for a content, and leaves out records older than cache-max-age (their
// keys begin with their time, so the listing starts after them: they are not even read). A record is
// written by whoever may write the cache: one too large is not read, and its date counts no later than
// the store wrote it (nor than now), so a record dated in the future cannot win every content for good.
// Records already compacted into the records' index (record-index.ts) are taken from it, not read again.








const DAY_MS = 86_400_000;
/** A job's name as a record may hold it: a record is written by whoever can write the cache. */
const JOB_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Records read at once. */
const READING = 16;
/** The largest record read: about 80 bytes an output, so some 400,000 outputs. */
const RECORD_MAX_BYTES = 32 << 20;
function isRecord(doc, identity) {
    const r = doc;
    return (!!r &&
        r.version === 1 &&
        r.identity === identity &&
        typeof r.job === 'string' &&
        JOB_NAME.test(r.job) &&
        typeof r.transformedAt === 'string' &&
        !Number.isNaN(Date.parse(r.transformedAt)) &&
        Array.isArray(r.outputs));
}
function sourceOf(r, at, record) {
    const per = r.instanceSeconds !== undefined && r.transformed > 0 ? r.instanceSeconds / r.transformed : undefined;
    return {
        record,
        job: r.job,
        transformedAt: new Date(at).toISOString(),
        ...(per !== undefined ? { secondsPerOutput: per } : {}),
        ...(per !== undefined && r.pricePerHour !== undefined
            ? { costPerOutput: (per * r.pricePerHour) / 3600 }
            : {})
    };
}
/** A record's content as parsed, or undefined when it cannot be read or parsed. */
async function readRecord(cache, o) {
    try {
        const bytes = await readCapped(cache, o.key, o.size);
        return bytes && JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
/**
 * A small object's bytes (a record, a side file), or undefined when it is larger than RECORD_MAX_BYTES;
 * `size`, the listing's, may spare reading one that is.
 */
async function readCapped(cache, key, size) {
    if (size !== undefined && size > RECORD_MAX_BYTES)
        return undefined;
    if (cache.readSmall)
        return cache.readSmall(key, RECORD_MAX_BYTES, size);
    const bytes = await (0,_storage_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readAll */ .y)(await cache.get(key));
    return bytes.length > RECORD_MAX_BYTES ? undefined : bytes;
}
/** When the store wrote an object, by its own clock (S3's listing says; a folder's file its mtime). */
async function writtenAt(cache, o) {
    if (o.lastModified)
        return o.lastModified.getTime();
    if (cache instanceof _storage_fs_store_js__WEBPACK_IMPORTED_MODULE_3__/* .FsStore */ .lZ)
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(cache.uriOf(o.key)).catch(() => undefined))?.mtimeMs;
    return undefined;
}
/** Every output kept under `identity` and transformed within `maxAgeDays` of `now`. */
async function readKept(cache, identity, now, maxAgeDays) {
    const oldest = now - maxAgeDays * DAY_MS;
    // Keys begin with their record's time: those before `since` are older than cache-max-age.
    const since = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsSince */ .b9)(identity, oldest);
    // The index is read while the records are listed; it never fails the read (it then covers none).
    const index = (0,_record_index_js__WEBPACK_IMPORTED_MODULE_5__/* .readRecordIndex */ .cz)(cache, identity, RECORD_MAX_BYTES);
    const listed = [];
    const listing = cache.listAfter
        ? cache.listAfter((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsFolder */ .RM)(identity), since)
        : cache.list((0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordsFolder */ .RM)(identity));
    const besides = new Set();
    for await (const o of listing)
        if (o.key <= since)
            continue;
        else if (o.key.endsWith('.json'))
            listed.push(o);
        else
            besides.add(o.key);
    // When the store wrote each (by this listing): a record's date counts no later.
    const writtenOf = new Map();
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .vP)(listed, READING, async (o) => void writtenOf.set(o.key, await writtenAt(cache, o)));
    const { byKey, exists, etag } = await index;
    const indexed = (0,_record_index_js__WEBPACK_IMPORTED_MODULE_5__/* .trustedRecords */ .KP)(byKey, listed, key => writtenOf.get(key), since);
    // Each record kept, as listed, with its content and dates.
    const records = [];
    let unreadable = 0;
    let tooOld = 0;
    await (0,_pool_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimited */ .vP)(listed, READING, async (o) => {
        // Covered by the index (and a record of this identity): not read again.
        let doc = indexed.get(o.key)?.record;
        const fresh = !isRecord(doc, identity);
        if (fresh)
            doc = await readRecord(cache, o);
        if (!isRecord(doc, identity))
            return void unreadable++;
        // No later than the store wrote it, nor than now.
        const stored = writtenOf.get(o.key);
        const written = stored ?? now;
        const at = Math.min(Date.parse(doc.transformedAt), written, now);
        if (at < oldest)
            tooOld++;
        else
            records.push({ ...o, doc, at, written, ...(stored !== undefined ? { stored } : {}), fresh });
    });
    // Oldest first, so that a newer record's output of the same content wins.
    records.sort(_record_index_js__WEBPACK_IMPORTED_MODULE_5__/* .rankRecords */ .Du);
    const byContent = new Map();
    const sources = [];
    for (const { doc, at, key } of records) {
        const source = sources.push(sourceOf(doc, at, key)) - 1;
        for (const entry of doc.outputs)
            if ((0,_record_index_js__WEBPACK_IMPORTED_MODULE_5__/* .isOutput */ .Mz)(entry))
                byContent.set(entry[0], { fingerprint: entry[1], source });
    }
    const compaction = {
        identity,
        found: { exists, ...(etag ? { etag } : {}) },
        records: records
            .map(({ doc, key, size, etag, stored, fresh }) => ({
            key,
            size,
            ...(etag ? { etag } : {}),
            ...(stored !== undefined ? { written: stored } : {}),
            record: doc,
            at: Math.min(Date.parse(doc.transformedAt), stored ?? Infinity),
            fresh
        }))
            .reverse()
    };
    const fromIndex = records.filter(r => !r.fresh).length;
    return { byContent, sources, besides, read: records.length, tooOld, unreadable, fromIndex, compaction };
}
/**
 * After `readKept`, with cache-write: when it read many records one by one, they are compacted into
 * the records' index for the next run. Whether an index was written.
 */
function compactRecords(cache, kept, log) {
    return kept.compaction
        ? (0,_record_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRecordIndex */ .zo)(cache, kept.compaction, RECORD_MAX_BYTES, log)
        : Promise.resolve(false);
}
/**
 * Adds a record (a new object: nothing is rewritten), and the identity's description once; the
 * description is for people, so failing to write it is told to `warn` and the record still written.
 */
async function writeRecord(cache, record, described, warn = () => undefined) {
    const key = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .recordKey */ .Hy)(record.identity, Date.parse(record.transformedAt), record.job, (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex'));
    const identityFile = (0,_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .identityFileKey */ .eG)(record.identity);
    try {
        if ((await cache.head(identityFile)) === undefined)
            await cache.put(identityFile, `${JSON.stringify(described, null, 2)}\n`, 'application/json');
    }
    catch (err) {
        warn(`cache: the identity's description (${identityFile}) was not kept: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}`);
    }
    await cache.put(key, JSON.stringify({ version: 1, ...record }), 'application/json');
    return key;
}


/***/ }),

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

/***/ 44540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ cacheWrite),
/* harmony export */   z: () => (/* binding */ cacheWriteIf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// Writing the cache is never what fails a run: a write it refuses (denied to a read-only role, throttled,
// gone) is a warning that names what was not kept, and the run goes on without it. With
// `cache-write: false` nothing is written at all.

/** Runs `write`; a failure is warned of as `what` not kept. Whether it was written. */
async function cacheWrite(log, what, write) {
    try {
        await write();
        return true;
    }
    catch (err) {
        log.warning(`cache: ${what} not kept: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
        return false;
    }
}
/**
 * Writes gzip `body` at `key` under `condition` where the store can test one (S3's conditional
 * writes), else plainly; false when the condition refused it (another run wrote first), or the write
 * failed (warned of as `what` not kept).
 */
async function cacheWriteIf(log, what, cache, key, body, condition) {
    let written = false;
    await cacheWrite(log, what, async () => {
        if (condition && cache.putIf)
            written = await cache.putIf(key, body, condition, 'application/gzip');
        else {
            await cache.put(key, body, 'application/gzip');
            written = true;
        }
    });
    return written;
}


/***/ }),

/***/ 69763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ IdentityUnread)
/* harmony export */ });
/**
 * A part of the identity could not be read (an image's digest, a model's data): it is never guessed,
 * so the run neither reuses nor keeps. The message is the one warning the run shows.
 */
class IdentityUnread extends Error {
    constructor(message) {
        super(message);
        this.name = 'IdentityUnread';
    }
}


/***/ }),

/***/ 76592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ failureReasons),
/* harmony export */   ZG: () => (/* binding */ partManifest),
/* harmony export */   bN: () => (/* binding */ reasonsFileOf),
/* harmony export */   manifestData: () => (/* binding */ manifestData),
/* harmony export */   planSubset: () => (/* binding */ planSubset),
/* harmony export */   vn: () => (/* binding */ failedManifest)
/* harmony export */ });
/* unused harmony export sampleNames */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77195);
/* harmony import */ var _contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34882);
// Runs over part of the input: the inputs that have no output yet (`rerun: failed`), or a seeded sample
// (`sample`), named in a ManifestFile (`[{"prefix": ...}, "rel/key", ...]`, SageMaker's format) that is
// written beside the outputs and run instead of the whole input. Entries are the inputs' names, so the
// outputs of the part land where the whole input's would.





/** Where the manifests go, inside output-path. */
const MANIFEST_FOLDER = '_manifests';
/** Every input the run listed, with the prefix its name is relative to (one prefix, as a manifest has). */
async function listNamedInputs(listing) {
    let base;
    const names = [];
    for await (const o of listing.objects()) {
        const here = o.key.slice(0, o.key.length - o.name.length);
        if (base !== undefined && here !== base)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`data: ${listing.description} holds objects in more than one folder relative to the prefix ` +
                `(${JSON.stringify(base)} and ${JSON.stringify(here)}); rerun, sample and cache need a folder prefix such as s3://bucket/images/.`);
        base = here;
        names.push(o.name);
    }
    const store = listing.store;
    return { prefix: base === undefined ? '' : store.uriOf(base), names, outputs: listing.outputs };
}
/** The names of the `.out` objects under output-path. */
async function outputNames(output) {
    const names = new Set();
    for await (const o of output.store.list('')) {
        if (o.key.startsWith(`${MANIFEST_FOLDER}/`))
            continue;
        const name = (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOfOutput */ .Kh)(o.key);
        if (name !== undefined)
            names.add(name);
    }
    return names;
}
/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs, has) {
    return inputs.names.filter(n => !has((0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
}
/** How many objects a sample takes from `total`: N, or P% rounded to the nearest whole object (at least 1). */
function sampleSize(sample, total) {
    const n = sample.count ?? Math.round((total * (sample.percent ?? 100)) / 100);
    return Math.min(total, Math.max(total > 0 ? 1 : 0, n));
}
/**
 * A deterministic sample: the names with the smallest sha256(seed, name). A name's rank depends only on
 * the seed and the name, so runs agree, and adding files changes the sample only where a new name ranks
 * in.
 */
function sampleNames(names, sample) {
    const rank = (name) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${sample.seed}\0${name}`).digest('hex');
    const ranked = names.map(name => ({ name, rank: rank(name) }));
    ranked.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    const chosen = new Set(ranked.slice(0, sampleSize(sample, names.length)).map(r => r.name));
    return names.filter(n => chosen.has(n));
}
/** The manifest's text in SageMaker's ManifestFile format. */
function manifestText(prefix, names) {
    return `${JSON.stringify([{ prefix }, ...names])}\n`;
}
/**
 * Writes a manifest as `<output-path>/_manifests/<file>` and returns its URI (an S3 URI, or a path in
 * local mode), ready to be given as `data` with `data-type: ManifestFile`.
 */
async function writeManifest({ uri: outputPath, store }, file, inputs, names) {
    const key = `${MANIFEST_FOLDER}/${file}`;
    await store.put(key, manifestText(inputs.prefix, names), 'application/json');
    return (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .isS3Uri */ .tL)(outputPath) ? store.uriOf(key) : node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(store.uriOf(key));
}
/**
 * A manifest of the listed inputs at `positions` (in listing order), written as
 * `<output-path>/_manifests/<file>`; its URI.
 */
async function partManifest(output, file, listed, positions) {
    const inputs = await listNamedInputs(listed);
    return writeManifest(output, file, inputs, positions.map(i => inputs.names[i]));
}
/** The data input that runs the manifest instead of the whole input. */
function manifestData(data, manifestUri) {
    return { ...data, uri: manifestUri, type: 'ManifestFile' };
}
/**
 * The part to run, or undefined for the whole input; the manifest is written here. A rerun also runs
 * `failedBefore` (input names the last run counted as failed although an output is there).
 */
async function planSubset(data, output, listed, stamp, failedBefore = []) {
    if (!data.rerun && !data.sample)
        return undefined;
    const inputs = await listNamedInputs(listed);
    const kind = data.rerun ? 'rerun' : 'sample';
    const existing = data.sample ? undefined : await outputNames(output);
    const failed = new Set(failedBefore.map(n => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
    const names = data.sample
        ? sampleNames(inputs.names, data.sample)
        : missingOutputs(inputs, name => existing.has(name) && !failed.has(name));
    const plan = {
        kind,
        chosen: names.length,
        total: inputs.names.length,
        names: names.map(n => (0,_contract_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n)
    };
    if (names.length > 0)
        plan.manifest = await writeManifest(output, `${kind}-${stamp}.json`, inputs, names);
    return plan;
}
/**
 * The manifest of exactly the inputs without an output, after a run with failed files: `counted` says
 * which output names the report counted (an output an earlier run left is not this run's). With
 * `reasonOf` (an input's URI -> why it failed), each entry's reason is written beside it, in
 * `failed-<stamp>-reasons.json` (a ManifestFile holds names only). `listed`: the reported input as listed.
 */
async function failedManifest(output, listed, stamp, counted, reasonOf) {
    const inputs = await listNamedInputs(listed);
    const missing = missingOutputs(inputs, counted);
    if (missing.length === 0)
        return undefined;
    const uri = await writeManifest(output, `failed-${stamp}.json`, inputs, missing);
    if (reasonOf) {
        const entries = missing.map(name => ({
            input: name,
            reason: reasonOf(`${inputs.prefix}${name}`) ?? null
        }));
        await output.store.put(`${MANIFEST_FOLDER}/${reasonsFileOf(`failed-${stamp}.json`)}`, `${JSON.stringify({ manifest: uri, prefix: inputs.prefix, entries }, null, 2)}\n`, 'application/json');
    }
    return uri;
}
/** `.../failed-<stamp>.json` -> `.../failed-<stamp>-reasons.json`: each entry of the manifest with its reason. */
function reasonsFileOf(manifest) {
    return manifest.replace(/\.json$/, '-reasons.json');
}
/**
 * An input's reason (by URI) from a job's failed objects, else `unexplained` (the reason given to failed
 * inputs no object reason names); undefined when the backend names none.
 */
function failureReasons(failures, unexplained) {
    if (!failures?.length && unexplained === undefined)
        return undefined;
    const byUri = new Map((failures ?? []).map(f => [f.uri ?? f.key, f.reason]));
    return uri => byUri.get(uri) ?? unexplained;
}


/***/ }),

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
