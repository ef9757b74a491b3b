export const id = 711;
export const ids = [711];
export const modules = {

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
