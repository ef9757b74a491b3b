export const id = 849;
export const ids = [849,711];
export const modules = {

/***/ 43849:
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

// EXTERNAL MODULE: ./src/storage/s3.ts + 1 modules
var s3 = __webpack_require__(97092);
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
        (0,s3/* headObject */.C6)(client, loc),
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
    const id = await tarIdentity(tree);
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
    const packed = packTree(tree, id, options.parallel);
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
        const packed = packTree(tree, id, options.parallel);
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


/***/ }),

/***/ 97092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sl: () => (/* binding */ S3Store),
  defaultChainCredentials: () => (/* binding */ defaultChainCredentials),
  TQ: () => (/* binding */ getObjectText),
  C6: () => (/* binding */ headObject),
  runS3: () => (/* binding */ runS3),
  lH: () => (/* binding */ uploadObject)
});

// UNUSED EXPORTS: createS3Client

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/lib-storage/dist-cjs/index.js
var lib_storage_dist_cjs = __webpack_require__(22358);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/aws/calls.ts
var calls = __webpack_require__(36484);
// EXTERNAL MODULE: ./src/aws/retry.ts
var retry = __webpack_require__(22495);
// EXTERNAL MODULE: ./src/aws/region.ts
var region = __webpack_require__(27249);
// EXTERNAL MODULE: ./node_modules/@smithy/core/dist-cjs/submodules/endpoints/index.js
var endpoints = __webpack_require__(62085);
// EXTERNAL MODULE: ./node_modules/@smithy/signature-v4/dist-cjs/index.js
var signature_v4_dist_cjs = __webpack_require__(75118);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/storage/s3-direct-get.ts
// GetObject of a small object on the shortest path: the SDK resolves the bucket's endpoint (once per
// bucket) and signs each request with the client's own credentials and clock offset; the GET itself is
// one request on a keep-alive socket. The SDK's client spends about 0.7 ms of CPU a GET in its
// middleware, which caps one process at about 1,300 outputs a second; this path takes about a fifth of
// that. Only a plain 200 is taken here: any other answer (404, 403, a redirect, throttling, 5xx), a
// socket error or a timeout hands the read back to the SDK's client, whose retries and errors apply.







/** The SDK should read this one (its answer was not a plain 200, or the request did not get one). */
const ASK_THE_SDK = Symbol('ask the SDK');
/** Sockets kept open at most: the reader's own bound on reads in flight is lower. */
const MAX_SOCKETS = 256;
/** SHA-256 of an empty body, sent as the payload hash of a GET. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** S3's path encoding of a key: each segment URI-encoded, `/` kept, and `!'()*` encoded too. */
function encodeKey(key) {
    return key
        .split('/')
        .map(s => encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/** Secret keys made once: HMAC from a raw key costs about 20 µs a call, from a key object a fifth of that. */
const secretKeys = new Map();
const signingKeys = new WeakMap();
/** Secrets kept at most (credentials are refreshed, so old ones drop out). */
const SECRETS_KEPT = 4;
const bytesOf = (d) => typeof d === 'string'
    ? d
    : ArrayBuffer.isView(d)
        ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength)
        : new Uint8Array(d);
function keyObjectOf(secret) {
    if (typeof secret === 'string') {
        let key = secretKeys.get(secret);
        if (!key) {
            if (secretKeys.size >= SECRETS_KEPT)
                secretKeys.clear();
            key = (0,external_node_crypto_.createSecretKey)(Buffer.from(secret, 'utf8'));
            secretKeys.set(secret, key);
        }
        return key;
    }
    // The SDK caches each day's signing key and hands the same array back: its key object is kept with it.
    let key = signingKeys.get(secret);
    if (!key) {
        key = (0,external_node_crypto_.createSecretKey)(bytesOf(secret));
        signingKeys.set(secret, key);
    }
    return key;
}
/** SHA-256 and HMAC-SHA256 for the SDK's signer, each key prepared once. */
class Sha256 {
    hash;
    constructor(secret) {
        this.hash = secret === undefined ? (0,external_node_crypto_.createHash)('sha256') : (0,external_node_crypto_.createHmac)('sha256', keyObjectOf(secret));
    }
    update(data) {
        this.hash.update(bytesOf(data));
    }
    async digest() {
        return new Uint8Array(this.hash.digest());
    }
}
class DirectGet {
    client;
    routes = new Map();
    agents = {
        'http:': new (external_node_http_default()).Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
        'https:': new (external_node_https_default()).Agent({ keepAlive: true, maxSockets: MAX_SOCKETS })
    };
    constructor(client) {
        this.client = client;
    }
    /**
     * The object's bytes; undefined when it holds more than `maxBytes` (the caller streams it);
     * ASK_THE_SDK when this path cannot answer.
     */
    async read(bucket, key, maxBytes) {
        const route = await this.route(bucket);
        if (!route)
            return ASK_THE_SDK;
        const config = this.client.config;
        const path = `${route.url.pathname.replace(/\/$/, '')}/${encodeKey(key)}`;
        const port = route.url.port ? Number(route.url.port) : undefined;
        let signed;
        try {
            signed = await route.signer.sign({
                method: 'GET',
                protocol: route.url.protocol,
                hostname: route.url.hostname,
                port,
                path,
                query: {},
                headers: { host: route.url.host, 'x-amz-content-sha256': EMPTY_SHA256 }
            }, { signingDate: new Date(Date.now() + (config.systemClockOffset ?? 0)) });
        }
        catch {
            return ASK_THE_SDK; // the credentials could not be had: the SDK's error says why
        }
        const agent = this.agents[route.url.protocol];
        return new Promise(resolve => {
            const request = (route.url.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default())).request({ agent, method: 'GET', hostname: route.url.hostname, port, path, headers: signed.headers }, answer => {
                const length = Number(answer.headers['content-length'] ?? NaN);
                if (answer.statusCode !== 200 || !(length <= maxBytes)) {
                    // Not read here: the body is left unread and the socket closed.
                    answer.destroy();
                    request.destroy();
                    resolve(answer.statusCode === 200 && length > maxBytes ? undefined : ASK_THE_SDK);
                    return;
                }
                const body = Buffer.allocUnsafe(length);
                let at = 0;
                answer.on('data', (chunk) => {
                    if (at + chunk.length > length)
                        return void answer.destroy(new Error('longer than announced'));
                    chunk.copy(body, at);
                    at += chunk.length;
                });
                answer.on('end', () => resolve(at === length ? body : ASK_THE_SDK));
                answer.on('error', () => resolve(ASK_THE_SDK));
            });
            // As long as the SDK waits for an answer's head; then the SDK's client tries again.
            request.setTimeout(calls/* DEFAULT_TIMEOUTS */.Rh.answerMs, () => request.destroy(new Error('timed out')));
            request.on('error', () => resolve(ASK_THE_SDK));
            request.end();
        });
    }
    /** The bucket's endpoint and signer, as the SDK resolves them; undefined where it asks more than SigV4. */
    route(bucket) {
        let route = this.routes.get(bucket);
        if (!route) {
            route = this.resolve(bucket).catch(() => undefined);
            this.routes.set(bucket, route);
        }
        return route;
    }
    async resolve(bucket) {
        const config = this.client.config;
        const endpoint = await (0,endpoints.getEndpointFromInstructions)({ Bucket: bucket, Key: 'k' }, dist_cjs.GetObjectCommand, this.client.config);
        const schemes = (endpoint.properties?.authSchemes ?? []);
        const scheme = schemes[0];
        const url = new URL(endpoint.url.toString());
        // S3 Express sessions, SigV4a (multi-Region access points) and endpoints asking extra headers
        // stay with the SDK.
        if (scheme?.name !== 'sigv4' || !scheme.signingRegion || Object.keys(endpoint.headers ?? {}).length)
            return undefined;
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            return undefined;
        if (url.search || url.username || url.password)
            return undefined;
        const signer = new signature_v4_dist_cjs.SignatureV4({
            credentials: config.credentials,
            region: scheme.signingRegion,
            service: scheme.signingName ?? 's3',
            sha256: Sha256,
            // S3 signs the path as sent, without encoding it again.
            uriEscapePath: false
        });
        return { url, signer };
    }
    /** Closes the sockets kept open. */
    destroy() {
        this.agents['http:'].destroy();
        this.agents['https:'].destroy();
    }
}
const byClient = new WeakMap();
/**
 * The client's direct GET, made on first use; destroying the client closes its sockets too.
 */
function directGetOf(client) {
    let direct = byClient.get(client);
    if (!direct) {
        const made = new DirectGet(client);
        const destroy = typeof client.destroy === 'function' ? client.destroy.bind(client) : undefined;
        client.destroy = () => {
            made.destroy();
            destroy?.();
        };
        byClient.set(client, made);
        direct = made;
    }
    return direct;
}

// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/storage/s3.ts
// The S3 client factory, object helpers and an ObjectStore over one bucket prefix.








/** Tries per S3 request, made by the SDK itself (a streamed body cannot be sent again from here). */
const S3_ATTEMPTS = 5;
/** A client for the region and endpoint; custom endpoints use path-style addressing. */
function createS3Client(opts, env = process.env) {
    const endpoint = opts.endpoint || env.AWS_ENDPOINT_URL_S3 || undefined;
    const config = {
        region: (0,region/* regionOrFallback */.q)(opts.region, env),
        maxAttempts: S3_ATTEMPTS,
        ...(0,calls/* requestHandlerSettings */.rI)(opts.timeouts),
        ...(opts.credentials ? { credentials: opts.credentials } : {})
    };
    if (endpoint) {
        config.endpoint = endpoint;
        config.forcePathStyle = true;
        // S3-compatible stores (MinIO, Ceph, s3rver) often reject the SDK's default streaming checksums.
        config.requestChecksumCalculation = 'WHEN_REQUIRED';
        config.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    const client = (0,retry/* limitSdkRetries */.Uy)((0,calls/* awsClient */.xe)(new dist_cjs.S3Client(config), 'S3', { endpoint, timeouts: opts.timeouts }), opts.timeouts?.callMs);
    const target = { service: 'S3', endpoint, timeouts: opts.timeouts ?? calls/* DEFAULT_TIMEOUTS */.Rh };
    return opts.log ? (0,retry/* logSdkRetries */.DO)(client, target, S3_ATTEMPTS, opts.log) : client;
}
function isNotFound(err) {
    const e = err;
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
/** HeadObject: size, ETag and user metadata, or undefined when the object does not exist. */
async function headObject(client, loc) {
    try {
        const out = await client.send(new dist_cjs.HeadObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
        const metadata = {};
        for (const [k, v] of Object.entries(out.Metadata ?? {}))
            metadata[k.toLowerCase()] = v;
        return { size: out.ContentLength ?? 0, etag: out.ETag, lastModified: out.LastModified, metadata };
    }
    catch (err) {
        if (isNotFound(err))
            return undefined;
        throw err;
    }
}
/** A small object's text, or undefined when it does not exist. */
async function getObjectText(client, loc) {
    try {
        const out = await client.send(new dist_cjs.GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
        return await out.Body.transformToString('utf8');
    }
    catch (err) {
        if (isNotFound(err))
            return undefined;
        throw err;
    }
}
// 16 MiB parts: fewer round trips and part files than 8 MiB (about 20% faster for a 1 GiB artifact),
// and 4 in flight keep the buffered bytes at 64 MiB.
const DEFAULT_PART_SIZE = 16 << 20;
/**
 * Uploads a body of any size, streaming: multipart with `partSize` parts when it is larger than one
 * part. A failed or aborted upload aborts its multipart upload, so no partial object appears.
 */
async function uploadObject(client, loc, body, opts = {}) {
    const upload = new lib_storage_dist_cjs/* Upload */._({
        client,
        partSize: Math.max(5 << 20, opts.partSize ?? DEFAULT_PART_SIZE),
        queueSize: opts.queueSize ?? 4,
        leavePartsOnError: false,
        params: {
            Bucket: loc.bucket,
            Key: loc.key,
            Body: body,
            ContentType: opts.contentType,
            Metadata: opts.metadata
        }
    });
    const onAbort = () => void upload.abort().catch(() => undefined);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    // When the body fails, that failure is the story (the multipart abort that follows may fail too).
    let bodyError;
    if (body instanceof external_node_stream_.Readable)
        body.once('error', err => (bodyError ??= err));
    try {
        if (opts.signal?.aborted)
            throw new Error('upload cancelled');
        await upload.done();
    }
    catch (err) {
        throw bodyError ?? err;
    }
    finally {
        opts.signal?.removeEventListener('abort', onAbort);
    }
}
/**
 * The run's S3 client: one per settings, made on first use (a run has one spec, so one client; only a
 * stage driven on its own by a test asks for others). `release` frees the sockets of every client made.
 */
function runS3(env, credentials, log) {
    const clients = new Map();
    const get = (settings) => {
        const key = `${settings.region ?? ''} ${settings.s3Endpoint ?? ''}`;
        let client = clients.get(key);
        if (!client) {
            client = createS3Client({ region: settings.region, endpoint: settings.s3Endpoint, credentials, log }, env);
            clients.set(key, client);
        }
        return client;
    };
    return Object.assign(get, {
        release: () => {
            for (const client of clients.values())
                client.destroy();
            clients.clear();
        }
    });
}
/** The credentials the SDK's default chain finds for this run (to read their expiry); never sent anywhere. */
async function defaultChainCredentials(control, env) {
    const client = createS3Client({ region: control.region }, env);
    try {
        return await client.config.credentials();
    }
    finally {
        client.destroy();
    }
}
/** A key as a listing with `encoding-type=url` gives it: `+` for a space, `%XX` for other bytes. */
function urlDecoded(key) {
    return decodeURIComponent(key.replace(/\+/g, '%20'));
}
/** An ObjectStore rooted at `s3://bucket/prefix`; keys are relative to that prefix. */
class S3Store {
    client;
    bucket;
    prefix;
    constructor(client, root) {
        this.client = client;
        this.bucket = root.bucket;
        // The root is a folder: `s3://b/p` and `s3://b/p/` both hold keys under `p/`.
        this.prefix = root.key === '' ? '' : root.key.replace(/\/*$/, '/');
    }
    fullKey(key) {
        return `${this.prefix}${key}`;
    }
    uriOf(key) {
        return (0,storage_uri/* formatS3Uri */.EO)({ bucket: this.bucket, key: this.fullKey(key) });
    }
    keyOf(uri) {
        const loc = (0,storage_uri/* parseS3Uri */.yc)(uri);
        if (!loc || loc.bucket !== this.bucket || !loc.key.startsWith(this.prefix))
            return undefined;
        return loc.key.slice(this.prefix.length);
    }
    list(prefix) {
        return this.listFrom(prefix);
    }
    listAfter(prefix, startAfter) {
        return this.listFrom(prefix, startAfter);
    }
    async *listFrom(prefix, startAfter) {
        const full = this.fullKey(prefix);
        let token;
        do {
            // Keys come URL-encoded: XML cannot carry every character a key may hold (a carriage return
            // would read back as a line feed, most other control characters not at all).
            const page = await this.client.send(new dist_cjs.ListObjectsV2Command({
                Bucket: this.bucket,
                Prefix: full,
                ContinuationToken: token,
                EncodingType: 'url',
                // Only the first page starts after a key; the token carries on from there.
                ...(startAfter !== undefined && !token ? { StartAfter: this.fullKey(startAfter) } : {})
            }));
            // A store that does not encode says nothing of it, and its keys are taken as they are.
            const encoded = page.EncodingType === 'url';
            for (const o of page.Contents ?? []) {
                const key = o.Key && encoded ? urlDecoded(o.Key) : o.Key;
                if (!key || key.endsWith('/'))
                    continue; // folder markers are not objects
                yield { key: key.slice(this.prefix.length), size: o.Size ?? 0, lastModified: o.LastModified };
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
    }
    async get(key) {
        const out = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }));
        return out.Body;
    }
    async readSmall(key, maxBytes, size) {
        if (size !== undefined && size > maxBytes)
            return undefined;
        const direct = await directGetOf(this.client).read(this.bucket, this.fullKey(key), maxBytes);
        if (direct !== ASK_THE_SDK)
            return direct;
        const out = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }));
        const body = out.Body;
        // Replaced by a larger object since it was listed: the caller streams it instead.
        if ((out.ContentLength ?? 0) > maxBytes) {
            body.destroy();
            return undefined;
        }
        // One buffer, parsed whole: cheaper than the stream machinery for the many small outputs.
        const bytes = await body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    async put(key, body, contentType) {
        await uploadObject(this.client, { bucket: this.bucket, key: this.fullKey(key) }, body, { contentType });
    }
    async head(key) {
        return (await this.stat(key))?.size;
    }
    async stat(key) {
        const info = await headObject(this.client, { bucket: this.bucket, key: this.fullKey(key) });
        return info && { key, size: info.size, lastModified: info.lastModified };
    }
    async tail(key, bytes, size) {
        // With the size known, an explicit range: some S3-compatible stores misread suffix ranges.
        const range = size === undefined ? `bytes=-${bytes}` : `bytes=${Math.max(0, size - bytes)}-${size - 1}`;
        if (size === 0)
            return Buffer.alloc(0);
        try {
            const out = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key), Range: range }));
            return Buffer.from(await out.Body.transformToByteArray());
        }
        catch (err) {
            // A suffix range of an empty object is not satisfiable: its tail is empty.
            if (err.name === 'InvalidRange')
                return Buffer.alloc(0);
            throw err;
        }
    }
}


/***/ })

};
