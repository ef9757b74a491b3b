export const id = 7304;
export const ids = [7304,3557,9890];
export const modules = {

/***/ 19890:
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
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(34882);
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
        const name = (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .nameOfOutput */ .Kh)(o.key);
        if (name !== undefined)
            names.add(name);
    }
    return names;
}
/** The inputs without an output among `has` (output names), in listing order. */
function missingOutputs(inputs, has) {
    return inputs.names.filter(n => !has((0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
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
    const failed = new Set(failedBefore.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n));
    const names = data.sample
        ? sampleNames(inputs.names, data.sample)
        : missingOutputs(inputs, name => existing.has(name) && !failed.has(name));
    const plan = {
        kind,
        chosen: names.length,
        total: inputs.names.length,
        names: names.map(n => (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .outputName */ .Vf)(n, inputs.outputs) ?? n)
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

/***/ 44667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ cacheSentence)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// The sentence that says what the cache gave a run, for the log, the verdict and the job summary:
// "all 5,000 outputs reused (transformed by job X on 2026-11-28), $0: no model, no job", or
// "4,998 reused (...), 3 transformed".

/** `show` makes a job name (from the cache's records: untrusted) safe where the sentence goes. */
function cacheSentence(c, show = text => text) {
    const [top, ...rest] = c.reusedFrom;
    const others = rest.length ? ` and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(rest.length, 'earlier job')}` : '';
    const from = top
        ? ` (transformed by job ${show(top.job)} on ${top.transformedAt.slice(0, 10)}${others})`
        : '';
    const saved = c.savedInstanceSeconds !== undefined
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(Math.round(c.savedInstanceSeconds))} instance-seconds${c.savedCost !== undefined ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .money */ .TG)(c.savedCost)})` : ''} saved`
        : '';
    if (c.misses === 0)
        return `all ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} outputs reused${from}, $0: no model, no job${saved}`;
    if (c.hits === 0)
        return `no output reused, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.hits)} reused${from}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U9)(c.misses)} transformed${saved}`;
}


/***/ }),

/***/ 37304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keepAttached: () => (/* binding */ keepAttached),
  keepTransformed: () => (/* binding */ keepTransformed),
  lookUpCache: () => (/* binding */ lookUpCache),
  withCache: () => (/* binding */ withCache)
});

// EXTERNAL MODULE: ./src/spec.ts
var src_spec = __webpack_require__(36188);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/contract/output-keys.ts
var output_keys = __webpack_require__(34882);
// EXTERNAL MODULE: ./src/contract/subset.ts
var subset = __webpack_require__(19890);
// EXTERNAL MODULE: ./src/storage/resolve.ts
var resolve = __webpack_require__(93557);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/aws/region.ts
var aws_region = __webpack_require__(27249);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/report/cache-line.ts
var cache_line = __webpack_require__(44667);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/contract/names.ts
var names = __webpack_require__(77662);
;// CONCATENATED MODULE: ./src/cache/identity.ts


/**
 * The identity of `spec`'s transform. `spec` is the run's own (max-payload already a number); `entryPoint`
 * is the handler the artifact holds, when known.
 */
function transformIdentity(spec, model, runtime, entryPoint) {
    const { data, output, resources } = spec;
    const payload = resources.maxPayloadMB;
    return {
        model,
        runtime,
        ...(entryPoint || spec.model.entryPoint ? { entryPoint: entryPoint || spec.model.entryPoint } : {}),
        modelEnv: spec.model.env,
        env: resources.env,
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
function modelLine(m) {
    if (m.kind === 'tar')
        return `model tar sha256 ${m.tarSha256}`;
    if (m.kind === 'object')
        return `model ${m.uri} (ETag ${m.etag}, ${m.size} bytes)`;
    return `model ${m.name} (image ${m.image ?? 'none'}, data ${m.modelDataUrl ?? 'none'}, ${Object.keys(m.environment).length} environment variables)`;
}
function runtimeLine(r) {
    if ('image' in r)
        return `image ${r.image}`;
    return `local server ${Object.entries(r.localServer)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
}
/**
 * What went into the identity, for the log. Environment values are not shown (they may be secrets):
 * their names are, and they count in the digest.
 */
function describeIdentity(id) {
    const names = (env) => Object.keys(env).sort().join(', ') || 'none';
    const parts = [
        modelLine(id.model),
        runtimeLine(id.runtime),
        `entry point ${id.entryPoint ?? 'default'}`,
        `model-env ${names(id.modelEnv)}`,
        `env ${names(id.env)}`,
        `content-type ${id.contentType ?? 'none'}`,
        `accept ${id.accept ?? 'none'}`,
        `split-type ${id.splitType}`,
        `compression ${id.compression}`,
        `strategy ${id.strategy ?? 'default'}`,
        `max-payload ${id.maxPayloadMB ?? 'default'}`,
        `input-filter ${id.inputFilter ?? 'none'}`,
        `output-filter ${id.outputFilter ?? 'none'}`,
        `join-source ${id.joinSource}`,
        `assemble-with ${id.assembleWith}`,
        id.device
    ];
    return parts.join('; ');
}

;// CONCATENATED MODULE: ./src/run/cache.ts










/** The model's content: the tar stream's sha256, the object's ETag, or the existing model's definition. */
async function modelContent(spec, checked, ctx) {
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
        const { headObject } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4040));
        const found = await headObject(ctx.s3(spec.control), loc);
        if (!found)
            throw new errors/* UserError */.yo(`model-data-url: ${m.dataUrl} does not exist. Check the bucket and key, or give model-path.`);
        return { kind: 'object', uri: m.dataUrl, etag: found.etag ?? '', size: found.size };
    }
    if (m.source === 'name' && spec.control.mode === 'sagemaker') {
        const { describeExistingModel } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(2523)]).then(__webpack_require__.bind(__webpack_require__, 72523));
        const { createSageMakerClient } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(303), __webpack_require__.e(350)]).then(__webpack_require__.bind(__webpack_require__, 70350));
        const { withRetry } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 22495));
        const sm = createSageMakerClient(spec.control, ctx.env, ctx.credentials);
        try {
            const call = (send) => withRetry(send, { sleep: ctx.sleep, now: ctx.now, signal: ctx.signal });
            const found = await describeExistingModel(sm, m.name, call);
            return { kind: 'model', name: m.name, ...found };
        }
        finally {
            sm.destroy();
        }
    }
    throw new errors/* UserError */.yo('cache: needs a model to name the transform by (model-path, model-data-url or model-name).');
}
/** What runs the model: the image SageMaker pulls, or the local model server and what it runs. */
async function runtimeOf(spec, checked, ctx) {
    const framework = checked?.layout.framework ?? spec.model.framework;
    const region = (0,aws_region/* regionOrFallback */.q)(spec.control.region, ctx.env);
    if ((0,src_spec/* isLocal */.IX)(spec)) {
        const { localServerIdentity } = await Promise.all(/* import() */[__webpack_require__.e(664), __webpack_require__.e(854)]).then(__webpack_require__.bind(__webpack_require__, 70854));
        return { localServer: await localServerIdentity(spec, framework, region) };
    }
    // An existing model brings its own image (in its content).
    if (spec.model.source === 'name')
        return { image: 'the model’s own' };
    const { modelImage } = await Promise.all(/* import() */[__webpack_require__.e(4459), __webpack_require__.e(2523)]).then(__webpack_require__.bind(__webpack_require__, 72523));
    return { image: modelImage(spec, framework, region ?? '') };
}
/** The positions of the part's inputs in the listing: all, or those a subset chose (by output name). */
function partPositions(inputs, part) {
    const chosen = part.subset && new Set(part.subset.names);
    const positions = [];
    for (let i = 0; i < inputs.count; i++) {
        const name = inputs.nameAt(i);
        if (!chosen || chosen.has((0,output_keys/* outputName */.Vf)(name, inputs.outputs) ?? name))
            positions.push(i);
    }
    return positions;
}
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
/** The transform's identity and what went into it, said in the log. */
async function identityOf(spec, checked, ctx) {
    const described = transformIdentity(spec, await modelContent(spec, checked, ctx), await runtimeOf(spec, checked, ctx), checked?.layout.entryPoint?.slice('code/'.length));
    const identity = identityDigest(described);
    ctx.log.info(`cache: identity ${identity.slice(0, 16)}, from ${describeIdentity(described)}.`);
    return { described, identity };
}
async function lookUpCache(spec, part, checked, ctx) {
    const cacheSpec = spec.data.cache;
    const inputs = part.inputs;
    if (!cacheSpec || part.nothingToRun || !inputs)
        return part;
    const s3 = () => ctx.s3(spec.control);
    const store = (0,resolve.openFolder)(cacheSpec.uri, s3, 'cache');
    const { readKept } = await __webpack_require__.e(/* import() */ 1996).then(__webpack_require__.bind(__webpack_require__, 51996));
    const { inputContents } = await __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 60947));
    const { reuseKept } = await __webpack_require__.e(/* import() */ 9218).then(__webpack_require__.bind(__webpack_require__, 59218));
    const runSpec = part.runSpec;
    const { described, identity } = await identityOf(runSpec, checked, ctx);
    const positions = partPositions(inputs, part);
    const [contents, kept] = await Promise.all([
        inputContents(inputs, positions, store),
        readKept(store, identity, ctx.now(), cacheSpec.maxAgeDays)
    ]);
    if (kept.tooOld)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(kept.tooOld, 'record')} older than cache-max-age (${cacheSpec.maxAgeDays} days) left out.`);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, s3);
    const reused = await reuseKept({
        inputs,
        positions,
        contents,
        kept,
        cache: store,
        identity,
        outputs: outputs.store,
        ...(spec.output.kmsKey ? { kmsKey: spec.output.kmsKey } : {}),
        signal: ctx.signal
    });
    if (reused.stale)
        ctx.log.info(`cache: ${(0,format/* plural */.LS)(reused.stale, 'kept output')} gone or changed since recorded: transformed again.`);
    const summary = cacheSummary(cacheSpec.uri, identity, reused, kept);
    ctx.outputs.set('cache-hits', String(summary.hits));
    ctx.outputs.set('cache-misses', String(summary.misses));
    ctx.log.info(`cache: ${(0,cache_line/* cacheSentence */.Y)(summary)}.`);
    const missNames = reused.misses.map(i => (0,output_keys/* outputName */.Vf)(inputs.nameAt(i), inputs.outputs) ?? inputs.nameAt(i));
    const plan = {
        spec: cacheSpec,
        store,
        identity,
        described,
        inputs,
        misses: reused.misses,
        missNames,
        contents,
        summary,
        partSpec: runSpec
    };
    return narrowed(spec, part, plan, outputs, ctx);
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
    const { partOfListed } = await __webpack_require__.e(/* import() */ 7467).then(__webpack_require__.bind(__webpack_require__, 37467));
    // The misses' listing, narrowed from the one listing: the job's input, not listed again.
    const runInputs = await partOfListed(plan.inputs, new Set(plan.missNames), manifest);
    return {
        ...part,
        cache: plan,
        runSpec: { ...part.runSpec, data: (0,subset.manifestData)(spec.data, manifest) },
        runInputs
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
/** Keeps what the job made, says so in the log and the summary; a failure to keep is a warning. */
async function keep(made, where, transformed, job, ctx) {
    const { keepOutputs } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    try {
        const kept = await keepOutputs({
            made,
            transformed,
            outputs: where.outputs,
            cache: where.store,
            identity: where.identity,
            described: where.described,
            job
        });
        ctx.log.info(kept.kept
            ? `cache: ${(0,format/* plural */.LS)(kept.kept, 'new output')} kept in ${where.uri} (record ${kept.record}).`
            : 'cache: no new output to keep (no input the job ran has an output).');
        return kept.kept;
    }
    catch (err) {
        ctx.log.warning(`cache: could not keep this run's outputs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        return undefined;
    }
}
/** After the job: what it made for the misses is kept, and one record names it. */
async function keepTransformed(part, outcome, finished, ctx, spec) {
    const plan = part.cache;
    const analysis = finished.analysis;
    if (!plan || part.nothingToRun || !analysis || plan.misses.length === 0)
        return;
    const { madeForMisses } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const made = madeForMisses(plan.inputs, plan.misses, plan.contents, analysis.counted);
    const outputs = (0,resolve.openOutputFolder)(spec.output.path, () => ctx.s3(spec.control)).store;
    const where = {
        store: plan.store,
        uri: plan.spec.uri,
        identity: plan.identity,
        described: plan.described,
        outputs
    };
    const kept = await keep(made, where, plan.misses.length, jobFacts(outcome, finished, ctx.now()), ctx);
    if (kept !== undefined)
        plan.summary.kept = kept;
}
/**
 * `attach` with a cache: the attached job's outputs are kept under the identity a `model-name` run of
 * its model with its settings has, so such a run reuses them.
 */
async function keepAttached(reported, outcome, finished, ctx) {
    const cache = reported.data.cache;
    const definition = outcome.definition;
    const analysis = finished.analysis;
    if (!cache || !definition || !analysis?.inputs || !outcome.modelName) {
        if (cache)
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
    const { described, identity } = await identityOf(spec, undefined, ctx);
    const { madeByJob } = await __webpack_require__.e(/* import() */ 4113).then(__webpack_require__.bind(__webpack_require__, 64113));
    const s3 = () => ctx.s3(reported.control);
    const made = await madeByJob(analysis.inputs, analysis.counted);
    const outputs = (0,resolve.openOutputFolder)(definition.output.path, s3).store;
    const where = { store: (0,resolve.openFolder)(cache.uri, s3, 'cache'), uri: cache.uri, identity, described, outputs };
    await keep(made, where, finished.summary.objects.total, jobFacts(outcome, finished, ctx.now()), ctx);
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
/* harmony export */   cJ: () => (/* binding */ inputLocation),
/* harmony export */   jt: () => (/* binding */ openParent),
/* harmony export */   openFolder: () => (/* binding */ openFolder),
/* harmony export */   openOutputFolder: () => (/* binding */ openOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _fs_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82970);
/* harmony import */ var _s3_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4040);
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
