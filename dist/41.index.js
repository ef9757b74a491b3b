export const id = 41;
export const ids = [41];
export const modules = {

/***/ 10041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finishAnalysis: () => (/* binding */ finishAnalysis)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _open_analysis_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11644);
/* harmony import */ var _evaluation_quality_gates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75265);
/* harmony import */ var _summary_job_info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42311);
/* harmony import */ var _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56189);
/* harmony import */ var _summary_summary_from_reading_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22196);
/* harmony import */ var _summary_instance_utilization_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8295);







/** A summary that says the results could not be read, with the gates evaluated as unmeasurable. */
function unreadSummary(spec, outcome, why) {
    const s = {
        schema: _summary_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_SCHEMA */ .hb,
        job: (0,_summary_job_info_js__WEBPACK_IMPORTED_MODULE_4__/* .jobInfo */ .e)(spec, outcome),
        data: { uri: spec.data.uri, type: spec.data.type },
        outputPath: outcome.outputPath || spec.output.path,
        format: {
            requested: spec.report.outputFormat,
            kind: 'none',
            chosen: 'results not read',
            framings: {},
            shapes: {}
        },
        objects: { total: 0, withOutput: 0, failed: 0, unreadable: 0, orphanOutputs: 0, bytes: 0 },
        records: 0,
        unrecognisedRecords: 0,
        failedObjects: [],
        unreadableObjects: [],
        unrecognisedExamples: [],
        orphanOutputs: [],
        gates: [],
        notes: [`The results could not be read: ${why}`]
    };
    s.gates = (0,_evaluation_quality_gates_js__WEBPACK_IMPORTED_MODULE_5__/* .evaluateGates */ .u)(spec.report, (0,_summary_summary_from_reading_js__WEBPACK_IMPORTED_MODULE_6__/* .measuredOf */ .ED)(s, `results not read: ${why}`, `results not read: ${why}`));
    return s;
}
/**
 * `subset`: the part of the input this run transformed (`rerun: failed`, `sample`); a rerun's report
 * covers the whole input (`spec.data`), a sample's only the sample. `live`: the analysis that read
 * outputs while the job ran; only the rest are read now.
 */
async function finishAnalysis(spec, outcome, deps, subset, live, 
/** The inputs the job transformed when it ran part of what is reported (default: a rerun's). */
ran) {
    let finished;
    try {
        const rerun = ran ?? (subset?.kind === 'rerun' ? subset : undefined);
        const analysis = live
            ? await (await live).finish(outcome, rerun)
            : await (0,_open_analysis_js__WEBPACK_IMPORTED_MODULE_1__/* .analyzeRun */ .Q)(spec, outcome, deps, rerun);
        finished = { summary: analysis.summary, analysis };
    }
    catch (err) {
        deps.log.warning(`Could not read the results: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)}`);
        finished = { summary: unreadSummary(spec, outcome, (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(err)) };
    }
    const summary = finished.summary;
    if (subset?.kind === 'sample')
        summary.sample = { objects: subset.chosen, of: subset.total };
    if (subset?.kind === 'rerun')
        summary.rerun = (0,_summary_job_info_js__WEBPACK_IMPORTED_MODULE_4__/* .rerunInfo */ .j)(summary.job, subset.chosen, subset.total);
    // The objects the job itself read: a rerun's part, else the reported input.
    const objects = subset?.kind === 'rerun' ? subset.chosen : summary.objects.total;
    const utilization = (0,_summary_instance_utilization_js__WEBPACK_IMPORTED_MODULE_2__/* .utilizationSummary */ .Rq)(summary.job, objects, await outcome.utilizationRead, spec.resources);
    if (utilization)
        summary.utilization = utilization;
    return finished;
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


/***/ })

};
