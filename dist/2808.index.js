export const id = 2808;
export const ids = [2808];
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


/***/ })

};
