export const id = 6900;
export const ids = [6900,2808];
export const modules = {

/***/ 72808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ packTree),
  tarIdentity: () => (/* binding */ tarIdentity)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/artifact/gzip-blocks.ts
// Parallel, deterministic gzip: the input is cut into fixed-size blocks, each block is deflated on
// libuv's threadpool (several at once), and the pieces are joined into ONE gzip member, the way pigz
// does it: every block but the last ends with a sync flush (byte-aligned, not final), an empty final
// block closes the stream, and the trailer carries the CRC-32 and length of the whole input. One member
// (rather than concatenated members) keeps every gzip reader happy, streaming ones included.
//
// The deflate level is chosen per block from the block's own bytes (a quick trial on a sample), so
// incompressible weights are stored without spending deflate effort, and the choice is reproducible.


/** Bytes per block; part of the format (changing it changes the archive's bytes). */
const GZIP_BLOCK_SIZE = 1 << 20;
const WINDOW = 32 * 1024;
const SAMPLE_SLICES = 4;
const SAMPLE_SLICE = 4096;
/** gzip header: deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every OS). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block (fixed Huffman), closing the stream after the sync-flushed blocks. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** The deflate level for a block, from a level-1 trial on a few slices of it. */
function chooseLevel(block) {
    let sample;
    if (block.length <= SAMPLE_SLICES * SAMPLE_SLICE)
        sample = block;
    else {
        const step = Math.floor(block.length / SAMPLE_SLICES);
        sample = Buffer.concat(Array.from({ length: SAMPLE_SLICES }, (_, i) => block.subarray(i * step, i * step + SAMPLE_SLICE)));
    }
    if (sample.length === 0)
        return 0;
    // memLevel 9 makes the one-shot trial cheaper to set up (about 0.1 ms for the sample).
    const ratio = external_node_zlib_default().deflateRawSync(sample, { level: 1, memLevel: 9 }).length / sample.length;
    // Dense float weights gain a few percent at best: not worth deflating at tens of MB/s. Store them.
    if (ratio > 0.9)
        return 0;
    if (ratio > 0.75)
        return 1; // compresses a little: the fastest level gets most of it
    return 6; // text, sparse tensors: zlib's default, as gzip would
}
const STORED_MAX = 65535;
/**
 * Deflate "stored" blocks (non-final) holding `block` as is: a 5-byte header per 64 KiB. Written here
 * rather than by zlib at level 0, which copies the data through its window at about 1 GB/s.
 */
function storedBlocks(block) {
    const count = Math.max(1, Math.ceil(block.length / STORED_MAX));
    const out = Buffer.allocUnsafe(block.length + 5 * count);
    let at = 0;
    for (let i = 0; i < count; i++) {
        const len = Math.min(STORED_MAX, block.length - i * STORED_MAX);
        out[at] = 0; // BFINAL 0, BTYPE 00; the rest of the byte is padding (we are byte-aligned)
        out.writeUInt16LE(len, at + 1);
        out.writeUInt16LE(~len & 0xffff, at + 3);
        block.copy(out, at + 5, i * STORED_MAX, i * STORED_MAX + len);
        at += 5 + len;
    }
    return out;
}
function deflateBlock(block, level, dictionary) {
    if (level === 0)
        return Promise.resolve(storedBlocks(block));
    const opts = { level, finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH };
    // Priming with the previous block's tail keeps most of the ratio a single stream would get.
    if (level > 0 && dictionary)
        opts.dictionary = dictionary;
    return new Promise((resolve, reject) => external_node_zlib_default().deflateRaw(block, opts, (err, out) => (err ? reject(err) : resolve(out))));
}
/** Re-cuts a byte stream into blocks of exactly `size` bytes (the last shorter); passes right-sized ones through. */
async function* fixedBlocks(source, size) {
    let parts = [];
    let held = 0;
    for await (const chunk of source) {
        if (held === 0 && chunk.length === size) {
            yield chunk;
            continue;
        }
        let at = 0;
        while (at < chunk.length) {
            const n = Math.min(size - held, chunk.length - at);
            parts.push(chunk.subarray(at, at + n));
            held += n;
            at += n;
            if (held === size) {
                yield parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
                parts = [];
                held = 0;
            }
        }
    }
    if (held > 0)
        yield Buffer.concat(parts, held);
}
/** gzip of `source`, produced block-parallel; yields the compressed bytes in order. */
async function* gzipBlocks(source, opts = {}) {
    const parallel = Math.max(2, opts.parallel ?? external_node_os_default().availableParallelism());
    const blockSize = opts.blockSize ?? GZIP_BLOCK_SIZE;
    const stats = opts.stats ?? { inputBytes: 0, storedBlocks: 0, deflatedBlocks: 0 };
    const pending = [];
    let crc = 0;
    let previous;
    yield GZIP_HEADER;
    for await (const block of fixedBlocks(source, blockSize)) {
        crc = external_node_zlib_default().crc32(block, crc);
        stats.inputBytes += block.length;
        const level = chooseLevel(block);
        if (level === 0)
            stats.storedBlocks++;
        else
            stats.deflatedBlocks++;
        const job = deflateBlock(block, level, previous?.subarray(Math.max(0, previous.length - WINDOW)));
        job.catch(() => undefined); // awaited in order below
        pending.push(job);
        previous = block;
        if (pending.length >= parallel)
            yield await pending.shift();
    }
    while (pending.length)
        yield await pending.shift();
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(stats.inputBytes % 2 ** 32, 4);
    yield Buffer.concat([FINAL_BLOCK, trailer]);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/artifact/tar-stream.ts
// The deterministic tar byte stream of a model tree: entries in tree order, a fixed mtime, uid/gid 0,
// empty owner names and normalised modes, so the same files always give the same bytes. File contents
// are read straight into fixed-size blocks (no extra copies); the stream is yielded block by block.




/** Every entry's mtime (2000-01-01T00:00:00Z): a fixed date keeps the bytes independent of checkouts. */
const FIXED_MTIME = new Date(946684800000);
/** The header block(s) of one entry: a PAX header first when a field does not fit ustar. */
function entryHeader(entry) {
    const name = entry.type === 'dir' ? `${entry.path}/` : entry.path;
    const header = new index_min/* Header */.Y9({
        path: name,
        mode: entry.mode,
        uid: 0,
        gid: 0,
        size: entry.type === 'dir' ? 0 : entry.size,
        mtime: FIXED_MTIME,
        type: entry.type === 'dir' ? 'Directory' : 'File',
        uname: '',
        gname: ''
    });
    const block = Buffer.alloc(512);
    const needPax = header.encode(block);
    if (!needPax)
        return block;
    // Long paths (or files of 8 GiB and more) travel in a PAX extended header, read by every modern tar.
    const pax = new index_min/* Pax */.un({ path: name, size: entry.type === 'dir' ? undefined : entry.size }).encode();
    return Buffer.concat([pax, block]);
}
/** Thrown when a file changes size between listing and reading. */
function changed(entry) {
    return new errors/* UserError */.yo(`${entry.source ?? entry.path}: the file changed while the model was being packed. Make sure nothing ` +
        `writes into the model directory during the step, then run it again.`);
}
/** Files up to this size are read whole, several at once, ahead of the writer. */
const SMALL_FILE = 256 * 1024;
/** Small files being read ahead at once (bounds memory to SMALL_FILE x this). */
const SMALL_FILE_WINDOW = 32;
function readWhole(file) {
    return new Promise((resolve, reject) => (0,external_node_fs_.readFile)(file, (err, data) => (err ? reject(err) : resolve(data))));
}
/**
 * Whether a file read now is the one listed: same size and, when the listing recorded it, the same
 * change time (any write or rename-over moves ctime; reading does not). This is how both passes over
 * the files (hashing, then packing) are known to have read the same bytes without hashing twice.
 */
function unchanged(entry, st) {
    return Number(st.size) === entry.size && (entry.ctimeNs === undefined || st.ctimeNs === entry.ctimeNs);
}
/** Reads a small file whole; with `verify`, checks it against the listing afterwards. */
async function readListed(entry, verify) {
    const data = await readWhole(entry.source);
    if (data.length !== entry.size ||
        (verify && !unchanged(entry, await (0,promises_.stat)(entry.source, { bigint: true })))) {
        throw changed(entry);
    }
    return data;
}
/** Fills fixed-size blocks from headers, padding and file contents, yielding each block once full. */
class BlockFiller {
    blockSize;
    ring;
    turn = 0;
    block;
    /** How much of `block` is filled. */
    off = 0;
    constructor(blockSize, reuse) {
        this.blockSize = blockSize;
        this.ring = reuse ? Array.from({ length: reuse }, () => Buffer.allocUnsafe(blockSize)) : undefined;
        this.block = this.fresh();
    }
    fresh() {
        return this.ring ? this.ring[this.turn++ % this.ring.length] : Buffer.allocUnsafe(this.blockSize);
    }
    /** Hands over the block once it is full, and starts the next. */
    takeFull() {
        const full = this.block;
        this.block = this.fresh();
        this.off = 0;
        return full;
    }
    /** Copies small pieces (headers, padding, small files) into the blocks. */
    *put(data) {
        let at = 0;
        while (at < data.length) {
            const n = Math.min(data.length - at, this.blockSize - this.off);
            data.copy(this.block, this.off, at, at + n);
            this.off += n;
            at += n;
            if (this.off === this.blockSize)
                yield this.takeFull();
        }
    }
    /** Reads a large file straight into the blocks, with no copy in between. */
    async *putFile(entry, verify) {
        const fh = await (0,promises_.open)(entry.source, 'r');
        try {
            let pos = 0;
            while (pos < entry.size) {
                const want = Math.min(entry.size - pos, this.blockSize - this.off);
                const { bytesRead } = await fh.read(this.block, this.off, want, pos);
                if (bytesRead === 0)
                    throw changed(entry);
                this.off += bytesRead;
                pos += bytesRead;
                if (this.off === this.blockSize)
                    yield this.takeFull();
            }
            if (verify && !unchanged(entry, await fh.stat({ bigint: true })))
                throw changed(entry);
        }
        finally {
            await fh.close();
        }
    }
    /** The last, partly filled block (undefined when the stream ended on a block boundary). */
    rest() {
        return this.off > 0 ? this.block.subarray(0, this.off) : undefined;
    }
}
function isSmallFile(e) {
    return e.type === 'file' && e.source !== undefined && e.size <= SMALL_FILE;
}
/**
 * Reads the small files among `entries` a window ahead of the writer: many small files cost a round
 * trip each, and reading a window of them at once hides the latency.
 */
class SmallFileWindow {
    entries;
    verify;
    ahead = new Map();
    next = 0;
    constructor(entries, verify) {
        this.entries = entries;
        this.verify = verify;
    }
    fill(from) {
        this.next = Math.max(this.next, from);
        while (this.next < this.entries.length && this.ahead.size < SMALL_FILE_WINDOW) {
            const e = this.entries[this.next];
            if (isSmallFile(e)) {
                const read = readListed(e, this.verify);
                read.catch(() => undefined); // awaited in order by take()
                this.ahead.set(this.next, read);
            }
            this.next++;
        }
    }
    /** The contents of the small file at `index`, read ahead of time. */
    async take(index) {
        this.fill(index);
        const data = await this.ahead.get(index);
        this.ahead.delete(index);
        this.fill(index + 1);
        return data;
    }
}
/** The zero bytes that round a file's contents up to whole 512-byte tar records. */
function padding(size) {
    const pad = (512 - (size % 512)) % 512;
    return pad ? Buffer.alloc(pad) : undefined;
}
/**
 * Yields the tar stream in blocks of exactly `blockSize` bytes (the last one shorter). Unless `reuse`
 * is set, each yielded buffer is fresh, so consumers may keep it.
 */
async function* tarBlocks(entries, blockSize, opts = {}) {
    const verify = opts.verify ?? true;
    const blocks = new BlockFiller(blockSize, opts.reuse);
    const small = new SmallFileWindow(entries, verify);
    for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        yield* blocks.put(entryHeader(entry));
        if (entry.type !== 'file' || !entry.source)
            continue;
        if (isSmallFile(entry))
            yield* blocks.put(await small.take(i));
        else
            yield* blocks.putFile(entry, verify);
        const pad = padding(entry.size);
        if (pad)
            yield* blocks.put(pad);
    }
    yield* blocks.put(Buffer.alloc(1024)); // end of archive: two zero blocks
    const rest = blocks.rest();
    if (rest)
        yield rest;
}
/** Pulls up to `depth` items ahead of the consumer, so producing the next overlaps consuming this one. */
async function* readAhead(source, depth) {
    const it = source[Symbol.asyncIterator]();
    const queue = [];
    try {
        for (;;) {
            while (queue.length < depth) {
                const p = it.next();
                p.catch(() => undefined); // awaited below; this keeps an early failure from being "unhandled"
                queue.push(p);
            }
            const r = await queue.shift();
            if (r.done)
                return;
            yield r.value;
        }
    }
    finally {
        await it.return?.();
    }
}

;// CONCATENATED MODULE: ./src/artifact/pack.ts
// model.tar.gz from a model tree, as a stream: deterministic tar -> block-parallel gzip -> sha256.
// Nothing is written to a temporary file and nothing holds more than a few blocks in memory.



/** Tar blocks kept in flight ahead of the consumer (reading overlaps hashing and compression). */
const READ_AHEAD = 4;
const IDENTITY_BLOCK_SIZE = 4 << 20;
const IDENTITY_READ_AHEAD = 2;
/**
 * The cheap first pass: hashes the exact tar stream the archive will hold, without compressing it.
 * Its sha256 names the artifact, so an unchanged model is recognised before any packing.
 */
async function tarIdentity(tree) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let tarBytes = 0;
    // The hash does not depend on how the stream is cut: larger blocks mean fewer reads, and a small
    // ring of buffers (the hash is done with each block at once) means no garbage.
    const blocks = tarBlocks(tree.entries, IDENTITY_BLOCK_SIZE, {
        verify: false,
        reuse: IDENTITY_READ_AHEAD + 2
    });
    for await (const block of readAhead(blocks, IDENTITY_READ_AHEAD)) {
        hash.update(block);
        tarBytes += block.length;
    }
    return { tarSha256: hash.digest('hex'), tarBytes };
}
/**
 * Packs `tree`. With `identity` (from tarIdentity over the same listing) the tar stream is not hashed
 * again: every file is checked against its listed size and change time instead, so the archive holds
 * exactly the bytes the identity was computed from, or the stream fails before its gzip trailer.
 */
function packTree(tree, identity, parallel) {
    let settle;
    let fail;
    const result = new Promise((resolve, reject) => {
        settle = resolve;
        fail = reject;
    });
    result.catch(() => undefined); // a consumer that only reads the stream sees the error there
    const stats = { inputBytes: 0, storedBlocks: 0, deflatedBlocks: 0 };
    const tarHash = identity ? undefined : (0,external_node_crypto_.createHash)('sha256');
    async function* tar() {
        for await (const block of readAhead(tarBlocks(tree.entries, GZIP_BLOCK_SIZE), READ_AHEAD)) {
            tarHash?.update(block);
            yield block;
        }
    }
    async function* run() {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let bytes = 0;
        let finished = false;
        try {
            for await (const chunk of gzipBlocks(tar(), { parallel, stats })) {
                hash.update(chunk);
                bytes += chunk.length;
                yield chunk;
            }
            finished = true;
        }
        catch (err) {
            fail(err);
            throw err;
        }
        finally {
            if (!finished)
                fail(new Error('packing stopped before the end of the archive'));
        }
        settle({
            tarSha256: identity?.tarSha256 ?? tarHash.digest('hex'),
            tarBytes: stats.inputBytes,
            sha256: hash.digest('hex'),
            bytes,
            files: tree.entries.filter(e => e.type === 'file').length,
            storedBlocks: stats.storedBlocks,
            deflatedBlocks: stats.deflatedBlocks
        });
    }
    return { stream: run(), result };
}


/***/ }),

/***/ 36900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareModel: () => (/* binding */ prepareModel),
  prepareModelWith: () => (/* binding */ prepareModelWith)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/storage/uri.ts
var uri = __webpack_require__(77195);
// EXTERNAL MODULE: ./src/artifact/check.ts + 1 modules
var check = __webpack_require__(5646);
// EXTERNAL MODULE: ./src/artifact/pack.ts + 2 modules
var pack = __webpack_require__(72808);
// EXTERNAL MODULE: ./src/storage/s3.ts + 2 modules
var s3 = __webpack_require__(83055);
;// CONCATENATED MODULE: ./src/artifact/publish.ts


const ARCHIVE_NAME = 'model.tar.gz';
const META_TAR_SHA256 = 'tar-sha256';
const META_SHA256 = 'sha256';
function artifactLocation(artifactPath, tarSha256) {
    return { bucket: artifactPath.bucket, key: (0,uri/* joinKey */.ID)(artifactPath.key, tarSha256, ARCHIVE_NAME) };
}
function checksumLocation(archive) {
    return { bucket: archive.bucket, key: `${archive.key}.sha256` };
}
/** The `sha256sum` line for the archive (so `sha256sum -c` verifies a download). */
function checksumLine(sha256) {
    return `${sha256}  ${ARCHIVE_NAME}\n`;
}
/**
 * The artifact already in S3 for this tar identity, or undefined. It counts only when the object's
 * metadata names the same tar sha256 and its checksum object (written after it) is there.
 */
async function findPublished(client, loc, tarSha256) {
    // Both settle before a failure is told, so no call goes on retrying behind the step's error.
    const [headed, summed] = await Promise.allSettled([
        (0,s3.headObject)(client, loc),
        (0,s3/* getObjectText */.TQ)(client, checksumLocation(loc))
    ]);
    if (headed.status === 'rejected')
        throw headed.reason;
    if (summed.status === 'rejected')
        throw summed.reason;
    const [head, sums] = [headed.value, summed.value];
    if (!head || head.metadata[META_TAR_SHA256] !== tarSha256)
        return undefined;
    const sha256 = /^([0-9a-f]{64})\b/.exec(sums ?? '')?.[1];
    if (!sha256)
        return undefined;
    if (head.metadata[META_SHA256] && head.metadata[META_SHA256] !== sha256)
        return undefined;
    return { dataUrl: (0,uri/* formatS3Uri */.EO)(loc), sha256 };
}
/** Uploads the archive body to `loc` (multipart when large). */
async function uploadArchive(client, loc, body, opts) {
    const metadata = { [META_TAR_SHA256]: opts.tarSha256 };
    if (opts.sha256)
        metadata[META_SHA256] = opts.sha256;
    await (0,s3/* uploadObject */.lH)(client, loc, body, {
        contentType: 'application/gzip',
        metadata,
        partSize: opts.partSize,
        signal: opts.signal
    });
}
/** Writes the checksum object, which marks the upload at `loc` as complete. */
async function writeChecksum(client, loc, sha256) {
    await (0,s3/* uploadObject */.lH)(client, checksumLocation(loc), checksumLine(sha256), { contentType: 'text/plain' });
}

;// CONCATENATED MODULE: ./src/artifact/prepare.ts
// The model artifact: layout check, deterministic model.tar.gz, sha256, upload (skip if present).
// Every layout problem is raised before the first AWS call.












async function prepareModel(spec, ctx, checked) {
    return prepareModelWith(spec, {
        s3: () => ctx.s3(spec.control),
        cacheDir: external_node_path_default().join(ctx.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'sagemaker-model-artifacts'),
        log: ctx.log,
        now: ctx.now,
        signal: ctx.signal
    }, checked);
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
/** `checked`: the model as the free checks read it; without it the files are read and checked here. */
async function prepareModelWith(spec, options, checked) {
    const m = spec.model;
    // An existing model, or an attached job's: nothing to package.
    if (m.source === 'name' || m.source === 'job')
        return {};
    if (m.source === 'data-url')
        return { dataUrl: m.dataUrl };
    const local = spec.control.mode === 'local';
    // parseInputs has checked artifact-path (an S3 URI, required in SageMaker mode).
    const target = m.artifactPath ? (0,uri/* parseS3Uri */.yc)(m.artifactPath) : undefined;
    const model = checked ?? (await (0,check/* checkedModelOrThrow */.E)(m, options.now));
    return model.kind === 'directory'
        ? fromDirectory(spec, model, target, local, options)
        : fromArchive(model, target, local, options);
}
function described(layout) {
    const where = layout.versions.length ? ` (versions ${layout.versions.join(', ')})` : '';
    return `${layout.framework} layout${where}${layout.entryPoint ? `, entry point ${layout.entryPoint}` : ''}`;
}
function prepared(layout, extra) {
    const out = { framework: layout.framework, ...extra };
    if (layout.entryPoint)
        out.entryPoint = layout.entryPoint.slice('code/'.length);
    return out;
}
function packSummary(r, ms) {
    const ratio = r.tarBytes ? (r.bytes / r.tarBytes).toFixed(3) : '1';
    return (`packed ${(0,format/* plural */.LS)(r.files, 'file')}, ${mb(r.tarBytes)} -> ${mb(r.bytes)} (ratio ${ratio}; ` +
        `${(0,format/* plural */.LS)(r.deflatedBlocks, 'block')} deflated, ${r.storedBlocks} stored) in ${(0,format/* seconds */.YA)(ms, 2)}, ` +
        `sha256 ${r.sha256}`);
}
async function fromDirectory(spec, checked, target, local, options) {
    const m = spec.model;
    const { path: dir, tree, layout } = checked;
    // The check's own time counts in what the log reports.
    const t0 = options.now() - checked.checkedMs;
    // Local mode serves a model folder where it is: no archive to make unless one is to be uploaded, or
    // source-dir adds code/ that only the archive puts in place.
    if (local && !target && !m.sourceDir) {
        const bytes = tree.entries.reduce((n, e) => n + e.size, 0);
        options.log.info(`Model ${dir}: ${described(layout)}; ${(0,format/* plural */.LS)(tree.entries.length, 'entry', 'entries')}, ${mb(bytes)}, ` +
            `served from the folder itself (checked in ${(0,format/* seconds */.YA)(options.now() - t0, 2)}).`);
        return prepared(layout, { localDir: external_node_path_default().resolve(dir) });
    }
    const id = await (0,pack.tarIdentity)(tree);
    options.log.info(`Model ${dir}: ${described(layout)}; ${(0,format/* plural */.LS)(tree.entries.length, 'entry', 'entries')}, ${mb(id.tarBytes)} ` +
        `(tar sha256 ${id.tarSha256}, hashed in ${(0,format/* seconds */.YA)(options.now() - t0, 2)}).`);
    let published;
    let loc;
    if (target) {
        loc = artifactLocation(target, id.tarSha256);
        published = await findPublished(options.s3(), loc, id.tarSha256);
        if (published) {
            options.log.info(`Model unchanged: ${published.dataUrl} already holds it; upload skipped (${(0,format/* seconds */.YA)(options.now() - t0, 2)}).`);
        }
    }
    if (local && published && !m.sourceDir) {
        return prepared(layout, {
            localDir: external_node_path_default().resolve(dir),
            dataUrl: published.dataUrl,
            sha256: published.sha256
        });
    }
    if (local) {
        const archive = await localArchive(tree, id, options);
        if (loc && !published) {
            const t1 = options.now();
            await uploadArchive(options.s3(), loc, (0,external_node_fs_.createReadStream)(archive.file), {
                tarSha256: id.tarSha256,
                sha256: archive.sha256,
                partSize: options.partSize,
                signal: options.signal
            });
            await writeChecksum(options.s3(), loc, archive.sha256);
            published = { dataUrl: (0,uri/* formatS3Uri */.EO)(loc), sha256: archive.sha256 };
            options.log.info(`Uploaded ${published.dataUrl} in ${(0,format/* seconds */.YA)(options.now() - t1, 2)}.`);
        }
        const out = m.sourceDir
            ? { localArchive: archive.file, sha256: archive.sha256 }
            : { localDir: external_node_path_default().resolve(dir), sha256: archive.sha256 };
        if (published)
            out.dataUrl = published.dataUrl;
        return prepared(layout, out);
    }
    if (published)
        return prepared(layout, { dataUrl: published.dataUrl, sha256: published.sha256 });
    return prepared(layout, await packAndUpload(tree, id, loc, options));
}
/** Packs and uploads in one stream: compression overlaps the upload, nothing touches the disk. */
async function packAndUpload(tree, id, loc, options) {
    const t1 = options.now();
    const packed = (0,pack/* packTree */.A)(tree, id, options.parallel);
    await uploadArchive(options.s3(), loc, external_node_stream_.Readable.from(packed.stream), {
        tarSha256: id.tarSha256,
        partSize: options.partSize,
        signal: options.signal
    });
    const r = await packed.result;
    await writeChecksum(options.s3(), loc, r.sha256);
    const dataUrl = (0,uri/* formatS3Uri */.EO)(loc);
    options.log.info(`Uploaded ${dataUrl}: ${packSummary(r, options.now() - t1)}.`);
    return { dataUrl, sha256: r.sha256 };
}
/** Local mode's archive: packed once per tar identity into the cache folder, then reused. */
async function localArchive(tree, id, options) {
    const dir = external_node_path_default().join(options.cacheDir, id.tarSha256);
    const file = external_node_path_default().join(dir, ARCHIVE_NAME);
    const sums = await (0,promises_.readFile)(`${file}.sha256`, 'utf8').catch(() => '');
    const cached = /^([0-9a-f]{64})\b/.exec(sums)?.[1];
    if (cached && (await (0,promises_.stat)(file).catch(() => undefined))?.isFile()) {
        options.log.info(`Model unchanged: reusing ${file}.`);
        return { file, sha256: cached };
    }
    await (0,promises_.mkdir)(dir, { recursive: true });
    const partial = `${file}.partial-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    const t0 = options.now();
    try {
        const packed = (0,pack/* packTree */.A)(tree, id, options.parallel);
        await (0,external_node_stream_promises_.pipeline)(external_node_stream_.Readable.from(packed.stream), (0,external_node_fs_.createWriteStream)(partial));
        const r = await packed.result;
        await (0,promises_.rename)(partial, file);
        await (0,promises_.writeFile)(`${file}.sha256`, checksumLine(r.sha256));
        options.log.info(`Wrote ${file}: ${packSummary(r, options.now() - t0)}.`);
        return { file, sha256: r.sha256 };
    }
    finally {
        await (0,promises_.rm)(partial, { force: true });
    }
}
async function fromArchive(checked, target, local, options) {
    const { path: file, info, layout } = checked;
    const t0 = options.now() - checked.checkedMs;
    options.log.info(`Model ${file}: ${described(layout)}; ${(0,format/* plural */.LS)(info.tree.entries.length, 'entry', 'entries')}, ${mb(info.bytes)} ` +
        `(sha256 ${info.sha256}, checked in ${(0,format/* seconds */.YA)(options.now() - t0, 2)}).`);
    const out = { sha256: info.sha256 };
    if (local)
        out.localArchive = external_node_path_default().resolve(file);
    if (target) {
        const loc = artifactLocation(target, info.tarSha256);
        const found = await findPublished(options.s3(), loc, info.tarSha256);
        if (found) {
            options.log.info(`Model unchanged: ${found.dataUrl} already holds it; upload skipped.`);
            out.dataUrl = found.dataUrl;
            if (!local)
                out.sha256 = found.sha256;
        }
        else {
            const t1 = options.now();
            await uploadArchive(options.s3(), loc, (0,external_node_fs_.createReadStream)(file), {
                tarSha256: info.tarSha256,
                sha256: info.sha256,
                partSize: options.partSize,
                signal: options.signal
            });
            await writeChecksum(options.s3(), loc, info.sha256);
            out.dataUrl = (0,uri/* formatS3Uri */.EO)(loc);
            options.log.info(`Uploaded ${file} as is to ${out.dataUrl} (${mb(info.bytes)}) in ${(0,format/* seconds */.YA)(options.now() - t1, 2)}.`);
        }
    }
    return prepared(layout, out);
}


/***/ })

};
