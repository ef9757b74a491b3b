export const id = 279;
export const ids = [279];
export const modules = {

/***/ 69279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C6: () => (/* binding */ headObject),
/* harmony export */   TQ: () => (/* binding */ getObjectText),
/* harmony export */   defaultChainCredentials: () => (/* binding */ defaultChainCredentials),
/* harmony export */   lH: () => (/* binding */ uploadObject),
/* harmony export */   runS3: () => (/* binding */ runS3),
/* harmony export */   sl: () => (/* binding */ S3Store)
/* harmony export */ });
/* unused harmony export createS3Client */
/* harmony import */ var _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53711);
/* harmony import */ var _aws_sdk_lib_storage__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22358);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _aws_calls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36484);
/* harmony import */ var _aws_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22495);
/* harmony import */ var _aws_region_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27249);
/* harmony import */ var _uri_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77195);
// The S3 client factory, object helpers and an ObjectStore over one bucket prefix.







/** Tries per S3 request, made by the SDK itself (a streamed body cannot be sent again from here). */
const S3_ATTEMPTS = 5;
/** A client for the region and endpoint; custom endpoints use path-style addressing. */
function createS3Client(opts, env = process.env) {
    const endpoint = opts.endpoint || env.AWS_ENDPOINT_URL_S3 || undefined;
    const config = {
        region: (0,_aws_region_js__WEBPACK_IMPORTED_MODULE_4__/* .regionOrFallback */ .q)(opts.region, env),
        maxAttempts: S3_ATTEMPTS,
        ...(0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .requestHandlerSettings */ .rI)(opts.timeouts),
        ...(opts.credentials ? { credentials: opts.credentials } : {})
    };
    if (endpoint) {
        config.endpoint = endpoint;
        config.forcePathStyle = true;
        // S3-compatible stores (MinIO, Ceph, s3rver) often reject the SDK's default streaming checksums.
        config.requestChecksumCalculation = 'WHEN_REQUIRED';
        config.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    const client = (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .limitSdkRetries */ .Uy)((0,_aws_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .awsClient */ .xe)(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.S3Client(config), 'S3', { endpoint, timeouts: opts.timeouts }), opts.timeouts?.callMs);
    const target = { service: 'S3', endpoint, timeouts: opts.timeouts ?? _aws_calls_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_TIMEOUTS */ .Rh };
    return opts.log ? (0,_aws_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .logSdkRetries */ .DO)(client, target, S3_ATTEMPTS, opts.log) : client;
}
function isNotFound(err) {
    const e = err;
    return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
/** HeadObject: size, ETag and user metadata, or undefined when the object does not exist. */
async function headObject(client, loc) {
    try {
        const out = await client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.HeadObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
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
        const out = await client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
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
    const upload = new _aws_sdk_lib_storage__WEBPACK_IMPORTED_MODULE_0__/* .Upload */ ._({
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
    if (body instanceof node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable)
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
        return (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .formatS3Uri */ .EO)({ bucket: this.bucket, key: this.fullKey(key) });
    }
    keyOf(uri) {
        const loc = (0,_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
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
            const page = await this.client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.ListObjectsV2Command({
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
        const out = await this.client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }));
        return out.Body;
    }
    async readSmall(key, maxBytes, size) {
        if (size !== undefined && size > maxBytes)
            return undefined;
        const out = await this.client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }));
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
            const out = await this.client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_6__.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key), Range: range }));
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
