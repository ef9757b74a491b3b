export const id = 2558;
export const ids = [2558];
export const modules = {

/***/ 42558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  installedOf: () => (/* binding */ installedOf),
  localIdentitySource: () => (/* binding */ localIdentitySource)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/spec.ts
var src_spec = __webpack_require__(36188);
// EXTERNAL MODULE: ./src/identity-source.ts
var identity_source = __webpack_require__(69763);
// EXTERNAL MODULE: ./src/aws/region.ts
var region = __webpack_require__(27249);
// EXTERNAL MODULE: ./src/contract/images.ts + 1 modules
var contract_images = __webpack_require__(10305);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/backends/local/servers/start-server.ts + 1 modules
var start_server = __webpack_require__(40664);
// EXTERNAL MODULE: ./src/backends/local/servers/reference.ts + 1 modules
var reference = __webpack_require__(29209);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/backends/local/servers/command-files.ts
// What `local-serve-command` really runs: the content of every existing file or folder its words name
// (`python serve/app.py --weights models/`), so an edited script is another transform. The input, the
// outputs and the cache are never read (a command naming `.` would otherwise hash them), nor `.git`
// (its objects change with every commit, not what runs). A file over 16 MiB (a program's binary: node,
// python) counts by its size and mtime; the bytes hashed in all are capped, past the cap each file counts
// by its path and size only, and the identity says so.




/** Bytes of content hashed at most, over every file the command names. */
const HASHED_BYTES_CAP = 256 * 1024 * 1024;
/** Larger files (a program's binary) count by size and mtime, not content. */
const FILE_CONTENT_CAP = 16 * 1024 * 1024;
/** Entries walked at most (a command naming `/` must not walk the whole disk). */
const ENTRIES_CAP = 100_000;
/**
 * The command's words as the shell splits them (quotes and backslashes; `;|&<>()` end a word), each
 * `--name=value`'s value too.
 */
function commandWords(command) {
    const words = [];
    let word;
    let quote;
    const end = () => {
        if (word !== undefined)
            words.push(word);
        word = undefined;
    };
    for (let i = 0; i < command.length; i++) {
        const c = command[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
            else if (c === '\\' && quote === '"' && i + 1 < command.length)
                word = (word ?? '') + command[++i];
            else
                word = (word ?? '') + c;
        }
        else if (c === "'" || c === '"') {
            quote = c;
            word ??= '';
        }
        else if (c === '\\' && i + 1 < command.length)
            word = (word ?? '') + command[++i];
        else if (/\s|[;|&<>()]/.test(c))
            end();
        else
            word = (word ?? '') + c;
    }
    end();
    const values = words.flatMap(w => (/^-[^=]*=./.test(w) ? [w.slice(w.indexOf('=') + 1)] : []));
    return [...words, ...values].filter(w => w && w !== '-');
}
/** True when `p` is `folder` or lies under it. */
function within(p, folder) {
    const rel = external_node_path_default().relative(folder, p);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_default().isAbsolute(rel));
}
async function addFile(file, shown, info, w) {
    const size = info.size;
    w.files++;
    w.hash.update(`file\0${shown}\0${size}\0`);
    // A program's binary (node, python) counts by its size and mtime: an upgrade changes both.
    if (size > FILE_CONTENT_CAP) {
        w.hash.update(`mtime\0${info.mtimeMs}\0`);
        return;
    }
    if (w.hashedBytes + size > w.cap) {
        w.capped = true;
        return;
    }
    w.hashedBytes += size;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        w.hash.update(chunk);
}
async function addTree(entry, shown, w) {
    if (w.excluded.some(x => within(entry, x)))
        return;
    if (++w.entries > ENTRIES_CAP) {
        w.capped = true;
        return;
    }
    const info = await (0,promises_.lstat)(entry).catch(() => undefined);
    if (!info)
        return;
    if (info.isSymbolicLink())
        w.hash.update(`link\0${shown}\0${await (0,promises_.readlink)(entry)}\0`);
    else if (info.isFile())
        await addFile(entry, shown, info, w);
    else if (info.isDirectory()) {
        if (external_node_path_default().basename(entry) === '.git')
            return;
        for (const name of (await (0,promises_.readdir)(entry)).sort())
            await addTree(external_node_path_default().join(entry, name), `${shown}/${name}`, w);
    }
}
/**
 * The content of what `command` names, relative to `cwd` (where it runs); `excluded` (the input, the
 * outputs, the cache) and everything under them left out.
 */
async function commandFiles(command, cwd, excluded, cap = HASHED_BYTES_CAP) {
    const w = {
        hash: (0,external_node_crypto_.createHash)('sha256'),
        files: 0,
        hashedBytes: 0,
        capped: false,
        entries: 0,
        excluded,
        cap
    };
    let named = 0;
    for (const word of [...new Set(commandWords(command))]) {
        const full = external_node_path_default().resolve(cwd, word);
        // A word names a file or folder only when one exists there; named or inside an excluded folder: left out.
        if (!(await (0,promises_.stat)(full).catch(() => undefined)))
            continue;
        named++;
        w.hash.update(`named\0${word}\0`);
        await addTree(full, word, w);
    }
    return named
        ? { digest: w.hash.digest('hex').slice(0, 16), files: w.files, capped: w.capped }
        : { files: 0, capped: false };
}

// EXTERNAL MODULE: ./src/backends/local/servers/device.ts
var servers_device = __webpack_require__(68486);
;// CONCATENATED MODULE: ./src/backends/local/servers/identity.ts
// What a local run's model server is and what it runs, for the cache's identity (src/cache/identity.ts):
// the reference server by its interpreter, every distribution that interpreter sees (read from the
// package metadata in one subprocess: nothing is imported, torch alone takes seconds), the model's
// requirements.txt and the server's own code; Docker by its image's ID; a command by itself and the
// content of the files it names (command-files.ts); and the device (device.ts). The local backend's
// IdentitySource (src/identity-source.ts).














/** Python's version and every installed distribution (name, version), sorted, as JSON. */
const DISTRIBUTIONS = 'import importlib.metadata as m, json, platform\n' +
    'found = {}\n' +
    // The first of a name on sys.path is the one imported.
    'for d in reversed(list(m.distributions())):\n' +
    '    name = (d.metadata["Name"] or "").lower().replace("_", "-")\n' +
    '    if name:\n        found[name] = d.version\n' +
    'print(json.dumps([platform.python_version(), sorted(found.items())]))';
const identity_short = (data) => (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex').slice(0, 16);
/** `python` -> its version and the distributions it sees, or undefined when it does not run. */
function installedOf(python) {
    return new Promise(resolve => {
        (0,external_node_child_process_.execFile)(python, ['-c', DISTRIBUTIONS], { timeout: 30_000, encoding: 'utf8', maxBuffer: 16 << 20 }, (err, stdout) => {
            try {
                if (err)
                    return resolve(undefined);
                const [version, found] = JSON.parse(stdout);
                const torch = found.find(([name]) => name === 'torch')?.[1] ?? 'none';
                const lines = found.map(([name, v]) => `${name}==${v}\n`).join('');
                resolve({ python: version, torch, distributions: `${identity_short(lines)} (${found.length})` });
            }
            catch {
                resolve(undefined);
            }
        });
    });
}
/** The reference server's own code: its answers are made by these files. */
async function serveDigest(dir) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const name of (await (0,promises_.readdir)(dir)).filter(n => n.endsWith('.py')).sort())
        hash.update(`${name}\0`).update(await (0,promises_.readFile)(external_node_path_default().join(dir, name)));
    return hash.digest('hex').slice(0, 16);
}
/**
 * The requirements.txt the reference server installs before it starts, from a model folder or
 * source-dir (an archive's or an S3 object's is in the model's own digest).
 */
async function requirementsDigest(spec) {
    const control = spec.control;
    if ('localInstallRequirements' in control && control.localInstallRequirements === false)
        return 'not installed';
    const file = spec.model.sourceDir
        ? external_node_path_default().join(spec.model.sourceDir, 'requirements.txt')
        : spec.model.path
            ? external_node_path_default().join(spec.model.path, 'code', 'requirements.txt')
            : undefined;
    const text = file ? await (0,promises_.readFile)(file).catch(() => undefined) : undefined;
    return text ? identity_short(text) : 'none';
}
/** The folders a command must never pull in: the input, the outputs and the cache, when local. */
function runFolders(spec) {
    const uris = [spec.data.uri, spec.output.path, spec.data.cache?.uri];
    return uris.flatMap(uri => (uri && !(0,storage_uri/* isS3Uri */.tL)(uri) ? [(0,storage_uri/* localPath */.$S)(uri)] : []));
}
async function commandIdentity(spec, command) {
    const found = await commandFiles(command, process.cwd(), runFolders(spec));
    const files = found.digest
        ? `${found.digest} (${(0,format/* plural */.LS)(found.files, 'file')}${found.capped ? ', past the size cap by path and size only' : ''})`
        : 'none';
    return { server: 'command', command, files };
}
/** The image's ID (`sha256:...`) on this runner's Docker, once per image per run. */
function dockerImageIds() {
    const ids = new Map();
    return image => {
        let id = ids.get(image);
        if (!id) {
            id = Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(8249), __webpack_require__.e(2328)]).then(__webpack_require__.bind(__webpack_require__, 12328)).then(async ({ dockerRunner }) => {
                const r = await dockerRunner()(['image', 'inspect', '--format', '{{.Id}}', image], {
                    timeoutMs: 60_000
                });
                const out = r.stdout.trim();
                return r.code === 0 && /^sha256:[0-9a-f]{64}$/.test(out) ? out : undefined;
            });
            ids.set(image, id);
        }
        return id;
    };
}
function dockerImageUnread(image) {
    return new identity_source/* IdentityUnread */.w(`cache: not used in this run: the image ${image} is not on this runner's Docker yet, so its ID ` +
        'cannot be read (the cache knows an image by its ID, never its tag). Pull or build it in an ' +
        'earlier step to use the cache. The job runs; nothing is reused or kept.');
}
/** Local mode has no named models: the model is known by its files (model-path or model-data-url). */
function localIdentitySource(env) {
    const imageId = dockerImageIds();
    const dockerImage = async (spec, framework) => {
        const { containerImage } = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(8249), __webpack_require__.e(2328)]).then(__webpack_require__.bind(__webpack_require__, 12328));
        return containerImage({ ...spec, model: { ...spec.model, pinnedImage: undefined } }, (0,region/* regionOrFallback */.q)(spec.control.region, env), framework);
    };
    const localOnly = (spec) => {
        if (!(0,src_spec/* isLocal */.IX)(spec))
            throw new Error('the local backend was asked about a SageMaker run');
        return spec;
    };
    const server = async (spec, framework) => {
        const kind = (0,start_server/* chooseServer */.N)(spec, framework);
        if (spec.control.localServer === 'command')
            return commandIdentity(spec, spec.control.localServeCommand);
        if (kind === 'docker') {
            const image = await dockerImage(spec, framework);
            const id = spec.model.pinnedImage ?? (await imageId(image));
            if (!id)
                throw dockerImageUnread(image);
            return { server: 'docker', image: id };
        }
        const [serve, requirements] = await Promise.all([serveDigest((0,reference/* findServeDir */.wf)()), requirementsDigest(spec)]);
        for (const python of (0,reference/* pythonCandidates */.di)(spec.control.localPython)) {
            const found = await installedOf(python);
            if (found)
                return { server: 'reference', interpreter: python, ...found, requirements, serve };
        }
        return { server: 'reference', interpreter: 'none found', requirements, serve };
    };
    return {
        async runtime(spec, framework) {
            const local = localOnly(spec);
            const [localServer, device] = await Promise.all([
                server(local, framework),
                (0,servers_device/* predictedDevice */.T5)((0,contract_images/* runsOnGpu */.ue)(spec.resources.instanceType))
            ]);
            return { localServer, device };
        },
        async pinnedImage(spec, framework) {
            try {
                const local = localOnly(spec);
                if (local.control.localServer === 'command' || (0,start_server/* chooseServer */.N)(local, framework) !== 'docker')
                    return undefined;
                return await imageId(await dockerImage(local, framework));
            }
            catch {
                // Told where it counts: the server's start, or the identity's runtime.
                return undefined;
            }
        }
    };
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


/***/ })

};
