export const id = 588;
export const ids = [588];
export const modules = {

/***/ 20588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   inspectArchive: () => (/* binding */ inspectArchive)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var tar__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98697);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22684);
// An existing model.tar.gz given as model-path: its entries are listed (with the `tar` package's
// parser) in one pass that also hashes the compressed bytes and the tar stream inside, so the archive is
// validated and content-addressed without unpacking it to disk.







/** Texts larger than this are not kept for the static checks (a handler file is a few KB). */
const MAX_TEXT = 4 << 20;
/** Whether the file starts with the gzip magic bytes. */
async function isGzip(file) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(file, 'r');
    try {
        const head = Buffer.alloc(2);
        await fh.read(head, 0, 2, 0);
        return head[0] === 0x1f && head[1] === 0x8b;
    }
    finally {
        await fh.close();
    }
}
/** The problem of an archive that lists no file. */
function holdsNoFiles(file) {
    return `${file}: the archive holds no files. Rebuild it from the model directory.`;
}
function cleanPath(raw) {
    return raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}
/** The tree type of a tar entry; links and special files are fine for tar but carry no layout meaning here. */
function treeTypeOf(entry) {
    if (entry.type === 'Directory')
        return 'dir';
    if (entry.type === 'File' || entry.type === 'OldFile')
        return 'file';
    return undefined;
}
/** Records one entry read by the parser into `listing`, keeping the text of the `wanted` files. */
function listEntry(entry, file, wanted, listing) {
    const path = cleanPath(entry.path);
    if (path === '' || path === '.')
        return void entry.resume();
    if (entry.path.startsWith('/') || path.split('/').includes('..')) {
        listing.problems.push(`${path} in ${file}: an absolute path or one with "..", which would land outside the model ` +
            `directory. Rebuild the archive with paths relative to the model directory.`);
    }
    const type = treeTypeOf(entry);
    if (!type)
        return void entry.resume();
    listing.entries.push({
        path,
        type,
        size: type === 'dir' ? 0 : entry.size,
        mode: (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .normalMode */ .pA)(type, entry.mode ?? 0o644)
    });
    if (type === 'file' && wanted.includes(path) && entry.size <= MAX_TEXT) {
        const chunks = [];
        entry.on('data', (c) => chunks.push(c));
        entry.on('end', () => listing.texts.set(path, Buffer.concat(chunks).toString('utf8')));
    }
    else
        entry.resume();
}
/**
 * Reads `file` once: hashes the compressed bytes, gunzips, hashes the tar stream and feeds it to
 * `parser` (pausing while the parser is behind). Rejects on any read, gunzip or parse error; `pass`
 * holds what was read so far either way.
 */
function readArchive(file, parser, pass) {
    return new Promise((resolve, reject) => {
        const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, { highWaterMark: 1 << 20 });
        const gunzip = (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.createGunzip)();
        input.on('data', (c) => {
            pass.fileHash.update(c);
            pass.bytes += c.length;
        });
        gunzip.on('data', (c) => {
            pass.tarHash.update(c);
            pass.tarBytes += c.length;
            pass.head ??= Buffer.from(c.subarray(0, 1024));
            if (!parser.write(c)) {
                gunzip.pause();
                parser.once('drain', () => gunzip.resume());
            }
        });
        input.on('error', reject);
        gunzip.on('error', reject);
        parser.on('error', reject);
        gunzip.on('end', () => parser.end());
        parser.on('end', () => resolve());
        input.pipe(gunzip);
    });
}
/** The error for an archive the parser could not read to its end. */
function unreadableArchive(file, err, listing, head) {
    // An archive of nothing is just end-of-archive zero blocks, which the strict parser refuses.
    if (listing.entries.length === 0 && head?.length === 1024 && head.every(b => b === 0)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LayoutError */ .Rd([holdsNoFiles(file)]);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LayoutError */ .Rd([
        `${file}: not a readable gzip tar (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(err)}). Rebuild it with tar -czf, or give the ` +
            `model directory as model-path.`
    ]);
}
/** Lists and hashes `file`; `wanted` are entry paths whose text is kept for the layout checks. */
async function inspectArchive(file, wanted) {
    if (!(await isGzip(file))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LayoutError */ .Rd([
            `${file}: not a gzip file. Batch transform needs a gzip-compressed tar; create it with ` +
                `tar -czf model.tar.gz -C <model dir> . (or give the directory as model-path).`
        ]);
    }
    const listing = { entries: [], texts: new Map(), problems: [] };
    const parser = new tar__WEBPACK_IMPORTED_MODULE_4__/* .Parser */ .iX({
        strict: true,
        onReadEntry: (entry) => listEntry(entry, file, wanted, listing)
    });
    const pass = {
        fileHash: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256'),
        tarHash: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256'),
        bytes: 0,
        tarBytes: 0
    };
    try {
        await readArchive(file, parser, pass);
    }
    catch (err) {
        throw unreadableArchive(file, err, listing, pass.head);
    }
    const { entries, texts, problems } = listing;
    if (entries.length === 0)
        problems.push(holdsNoFiles(file));
    if (problems.length)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .LayoutError */ .Rd(problems);
    entries.sort((a, b) => (0,_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .comparePaths */ .cD)(a.path, b.path));
    const known = new Set(entries.map(e => e.path));
    return {
        tree: {
            entries,
            label: file,
            readText: async (p) => (known.has(p) ? texts.get(p) : undefined),
            describe: p => `${p} in ${file}`
        },
        sha256: pass.fileHash.digest('hex'),
        tarSha256: pass.tarHash.digest('hex'),
        bytes: pass.bytes,
        tarBytes: pass.tarBytes
    };
}


/***/ })

};
