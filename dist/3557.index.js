export const id = 3557;
export const ids = [3557];
export const modules = {

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
