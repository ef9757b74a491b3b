export const id = 3055;
export const ids = [3055];
export const modules = {

/***/ 37553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ pagesOf),
/* harmony export */   p: () => (/* binding */ eachOf)
/* harmony export */ });
/** The items of `pages`, one by one, in order; breaking off ends the listing of pages too. */
function eachOf(pages) {
    return {
        [Symbol.asyncIterator]() {
            const source = pages[Symbol.asyncIterator]();
            let page = [];
            let at = 0;
            const nextPage = async () => {
                for (;;) {
                    const next = await source.next();
                    if (next.done)
                        return { done: true, value: undefined };
                    page = next.value;
                    at = 0;
                    if (page.length > 0)
                        return { done: false, value: page[at++] };
                }
            };
            return {
                next: () => (at < page.length ? Promise.resolve({ done: false, value: page[at++] }) : nextPage()),
                return: async () => {
                    page = [];
                    await source.return?.();
                    return { done: true, value: undefined };
                }
            };
        }
    };
}
/**
 * The objects of `store.list(prefix)` (after `startAfter`, when given and the store can start there) a
 * page at a time: the store's own pages where it has them, else each object its own page.
 */
async function* pagesOf(store, prefix, startAfter) {
    if (store.listPages) {
        yield* store.listPages(prefix, startAfter);
        return;
    }
    const objects = startAfter === undefined || !store.listAfter ? store.list(prefix) : store.listAfter(prefix, startAfter);
    for await (const o of objects)
        yield [o];
}


/***/ }),

/***/ 88807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VY: () => (/* binding */ ASK_THE_SDK),
  tK: () => (/* binding */ directGetEnabled),
  bF: () => (/* binding */ directGetOf)
});

// UNUSED EXPORTS: DIRECT_GET_VARIABLE, DirectGet, FALLBACKS_TO_GIVE_UP, SlowDown, encodeKey

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./node_modules/@smithy/core/dist-cjs/submodules/endpoints/index.js
var endpoints = __webpack_require__(62085);
// EXTERNAL MODULE: ./node_modules/@smithy/signature-v4/dist-cjs/index.js
var signature_v4_dist_cjs = __webpack_require__(75118);
// EXTERNAL MODULE: ./src/aws/calls.ts
var calls = __webpack_require__(36484);
;// CONCATENATED MODULE: ./src/storage/s3-list-page.ts
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const QUOTE = '&quot;';
/** XML character data as text: the five named entities and numeric references. */
function xmlText(raw) {
    const amp = raw.indexOf('&');
    if (amp < 0)
        return raw;
    // An ETag, as S3 writes it: `&quot;<hex>&quot;`.
    if (amp === 0 && raw.startsWith(QUOTE) && raw.endsWith(QUOTE) && raw.indexOf('&', 1) === raw.length - 6)
        return `"${raw.slice(6, -6)}"`;
    let bad = false;
    const text = raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, ref) => {
        if (!ref)
            return ((bad = true), whole);
        if (ref[0] !== '#')
            return ENTITIES[ref] ?? ((bad = true), whole);
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!(code <= 0x10ffff))
            return ((bad = true), whole);
        return String.fromCodePoint(code);
    });
    return bad ? undefined : text;
}
/** The text of the first `<name>` element of `xml`; null when there is none. */
function s3_list_page_element(xml, name) {
    const open = xml.indexOf(`<${name}>`);
    if (open < 0)
        return xml.includes(`<${name}/>`) ? '' : null; // an empty element written short
    const start = open + name.length + 2;
    const end = xml.indexOf(`</${name}>`, start);
    if (end < 0)
        return undefined;
    return xmlText(xml.slice(start, end));
}
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const AMP = 0x26;
const ZERO = 0x30;
const OPEN = Buffer.from('<Contents>');
const CLOSE = Buffer.from('</Contents>');
/** An entry's fields by their tags' lengths and first letters (`Key`, `Size`, `ETag`, `LastModified`). */
const KEY = 1;
const SIZE = 2;
const ETAG = 3;
const TIME = 4;
/** Text as it comes: no `&` and nothing above ASCII, so each byte is its character. */
const PLAIN = 0;
const WITH_ENTITIES = 1;
const NOT_ASCII = 2;
const isSpace = (b) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
function bytesAt(xml, at, what) {
    if (at + what.length > xml.length)
        return false;
    for (let i = 0; i < what.length; i++)
        if (xml[at + i] !== what[i])
            return false;
    return true;
}
/** Whether the `length` bytes at `a` are those at `b`. */
function sameBytes(xml, a, b, length) {
    if (b + length > xml.length)
        return false;
    for (let i = 0; i < length; i++)
        if (xml[a + i] !== xml[b + i])
            return false;
    return true;
}
const NAMES = [
    { field: KEY, name: Buffer.from('Key') },
    { field: SIZE, name: Buffer.from('Size') },
    { field: ETAG, name: Buffer.from('ETag') },
    { field: TIME, name: Buffer.from('LastModified') }
];
/** Which field a tag of `length` bytes at `at` names; 0 for any other. */
function fieldOf(xml, at, length) {
    for (const { field, name } of NAMES)
        if (name.length === length && bytesAt(xml, at, name))
            return field;
    return 0;
}
/** Reads a page's entries one after another, from the bytes. */
class EntryScan {
    xml;
    /** Where the last entry read ends. */
    end = 0;
    /** The last time read (its bytes' place) and its value, for the next entry's, most often the same. */
    timeAt = -1;
    timeLength = 0;
    timeMs = 0;
    /** Where a quoted ETag is put together. */
    quoted = Buffer.allocUnsafe(128);
    constructor(xml) {
        this.xml = xml;
    }
    /** The entry whose text starts at `from` (after `<Contents>`); undefined where it does not read. */
    entry(from, limit) {
        const xml = this.xml;
        let key;
        let size = -1;
        let etag;
        let time;
        let at = from;
        for (;;) {
            while (at < limit && isSpace(xml[at]))
                at++;
            if (at >= limit || xml[at] !== LT)
                return undefined;
            if (xml[at + 1] === SLASH) {
                if (!bytesAt(xml, at, CLOSE))
                    return undefined;
                this.end = at + CLOSE.length;
                break;
            }
            // The tag's name, up to `>` (`/>`: empty); attributes are not read.
            const name = at + 1;
            let nameEnd = name;
            while (nameEnd < limit && xml[nameEnd] !== GT && xml[nameEnd] !== SLASH && !isSpace(xml[nameEnd]))
                nameEnd++;
            if (nameEnd >= limit)
                return undefined;
            const field = fieldOf(xml, name, nameEnd - name);
            if (xml[nameEnd] !== GT) {
                at = this.pastTagWithoutText(name, nameEnd, field, limit);
                if (at < 0)
                    return undefined;
                continue;
            }
            // The text: up to the next `<`, which must close this tag.
            const text = nameEnd + 1;
            const textEnd = xml.indexOf(LT, text);
            if (textEnd < 0 || textEnd >= limit)
                return undefined;
            const closes = xml[textEnd + 1] === SLASH &&
                xml[textEnd + 2 + (nameEnd - name)] === GT &&
                sameBytes(xml, name, textEnd + 2, nameEnd - name);
            if (!field) {
                // Another field (StorageClass, Owner, checksums, ...): passed over, children and all.
                at = closes
                    ? textEnd + 3 + (nameEnd - name)
                    : this.skipTo(xml.toString('latin1', name, nameEnd), text, limit);
                if (at < 0)
                    return undefined;
                continue;
            }
            if (!closes)
                return undefined;
            at = textEnd + 3 + (nameEnd - name);
            if (field === SIZE) {
                if (size >= 0)
                    return undefined;
                size = this.digits(text, textEnd);
                if (size < 0)
                    return undefined;
            }
            else if (field === TIME) {
                if (time)
                    return undefined;
                if (textEnd > text) {
                    time = this.time(text, textEnd);
                    if (!time)
                        return undefined;
                }
            }
            else {
                const value = this.text(text, textEnd);
                if (value === undefined)
                    return undefined;
                if (field === KEY) {
                    if (key !== undefined)
                        return undefined;
                    key = value;
                }
                else {
                    if (etag !== undefined)
                        return undefined;
                    etag = value;
                }
            }
        }
        if (!key || size < 0)
            return undefined;
        const entry = { key, size, lastModified: time };
        if (etag)
            entry.etag = etag;
        return entry;
    }
    /**
     * Past a tag that does not open straight onto its text: `<Tag/>`, an empty field (no time, no ETag; a
     * field the scan reads has no attributes, and a key or size is never empty), or another tag with
     * attributes, children and all; -1 where that does not read.
     */
    pastTagWithoutText(name, nameEnd, field, limit) {
        const xml = this.xml;
        if (field) {
            const empty = xml[nameEnd] === SLASH && xml[nameEnd + 1] === GT;
            return empty && field !== SIZE && field !== KEY ? nameEnd + 2 : -1;
        }
        const gt = xml.indexOf(GT, nameEnd);
        if (gt < 0 || gt >= limit)
            return -1;
        return xml[gt - 1] === SLASH ? gt + 1 : this.skipTo(xml.toString('latin1', name, nameEnd), gt + 1, limit);
    }
    /** Past `</name>` from `from`; -1 when it does not close before `limit`. */
    skipTo(name, from, limit) {
        const close = this.xml.indexOf(`</${name}>`, from);
        return close < 0 || close >= limit ? -1 : close + name.length + 3;
    }
    /** A whole number of at most 15 digits (sizes are up to 5 TB); -1 for anything else. */
    digits(from, to) {
        if (to === from || to - from > 15)
            return -1;
        let n = 0;
        for (let i = from; i < to; i++) {
            const d = this.xml[i] - ZERO;
            if (d < 0 || d > 9)
                return -1;
            n = n * 10 + d;
        }
        return n;
    }
    text(from, to) {
        const xml = this.xml;
        let kind = PLAIN;
        for (let i = from; i < to; i++) {
            const b = xml[i];
            if (b === AMP)
                kind |= WITH_ENTITIES;
            else if (b > 0x7f)
                kind |= NOT_ASCII;
        }
        if (kind === PLAIN)
            return xml.toString('latin1', from, to);
        // An ETag, as S3 writes it: `&quot;<hex>&quot;`, made one string (not one joined of three).
        const inner = to - from - 12;
        if (kind === WITH_ENTITIES && inner > 0 && inner <= 126 && bytesAt(xml, from, QUOTE_BYTES)) {
            const quoted = this.quoted;
            quoted[0] = 0x22;
            let plain = bytesAt(xml, to - 6, QUOTE_BYTES);
            for (let i = 0; i < inner && plain; i++)
                plain = (quoted[i + 1] = xml[from + 6 + i]) !== AMP;
            quoted[inner + 1] = 0x22;
            if (plain)
                return quoted.toString('latin1', 0, inner + 2);
        }
        return xmlText(kind & NOT_ASCII ? xml.toString('utf8', from, to) : xml.toString('latin1', from, to));
    }
    time(from, to) {
        const xml = this.xml;
        const length = to - from;
        const same = length === this.timeLength && this.timeAt >= 0 && sameBytes(xml, from, this.timeAt, length);
        if (!same) {
            const text = this.text(from, to);
            const ms = text === undefined ? Number.NaN : Date.parse(text);
            if (Number.isNaN(ms))
                return undefined;
            this.timeMs = ms;
        }
        this.timeAt = from;
        this.timeLength = length;
        return new Date(this.timeMs);
    }
}
const QUOTE_BYTES = Buffer.from(QUOTE);
/** The page in `answer` (the body's bytes, or its text), or undefined where the scan cannot vouch for it. */
function parseListPage(answer) {
    const xml = typeof answer === 'string' ? Buffer.from(answer) : answer;
    const root = xml.indexOf('<ListBucketResult');
    const close = xml.lastIndexOf('</ListBucketResult>');
    if (root < 0 || close < root)
        return undefined;
    const contents = [];
    // The entries stand side by side; the root's own fields before and after them.
    let first = xml.indexOf(OPEN, root);
    let after = close;
    if (first < 0 || first > close)
        first = close;
    else {
        const scan = new EntryScan(xml);
        let at = first;
        for (;;) {
            while (at < close && isSpace(xml[at]))
                at++;
            if (!bytesAt(xml, at, OPEN))
                break;
            const entry = scan.entry(at + OPEN.length, close);
            if (!entry)
                return undefined;
            contents.push(entry);
            at = scan.end;
        }
        after = at;
    }
    const around = xml.toString('utf8', root, first) + xml.toString('utf8', after, close);
    if (around.includes('<Contents>'))
        return undefined;
    const field = (name) => s3_list_page_element(around, name);
    const truncated = field('IsTruncated');
    if (truncated !== 'true' && truncated !== 'false')
        return undefined;
    const count = field('KeyCount');
    // Every entry found, and no folder summaries (CommonPrefixes) the scan does not read.
    if (count === undefined || (count !== null && Number(count) !== contents.length))
        return undefined;
    if (field('CommonPrefixes') !== null)
        return undefined;
    const token = field('NextContinuationToken');
    const encoding = field('EncodingType');
    if (token === undefined || encoding === undefined)
        return undefined;
    if (truncated === 'true' && !token)
        return undefined;
    return {
        objects: contents,
        encoded: encoding === 'url',
        truncated: truncated === 'true',
        ...(token ? { token } : {})
    };
}

;// CONCATENATED MODULE: ./src/storage/s3-direct-get.ts
// GetObject of a small object, CopyObject, and ListObjectsV2 pages (scanned by s3-list-page.ts) on the
// shortest path: the SDK resolves the bucket's endpoint (once per bucket), its own signer signs each
// request with the client's credentials and clock offset, and the client's own request handler sends
// it (its one connection pool, its connection and answer limits, its proxy). The SDK's client spends
// about 0.7 ms of CPU a GET in its middleware, which caps one process at about 1,300 outputs a second;
// this path skips that middleware. Only a plain 200 is taken here: any other answer (404, 403, a
// redirect, throttling, 5xx), a socket error or a timeout hands the request back to the SDK's client,
// whose retries and errors apply. A bucket whose requests keep coming back is left to the SDK.





/** The SDK should read this one (its answer was not a plain 200, or the request did not get one). */
const ASK_THE_SDK = Symbol('ask the SDK');
/** Set to `false` (or `0`) to read every object through the SDK's client. */
const DIRECT_GET_VARIABLE = 'BATCH_TRANSFORM_DIRECT_GET';
/** Hand-backs in a row after which a bucket's reads all go through the SDK's client. */
const FALLBACKS_TO_GIVE_UP = 4;
/** The most a listing page's answer may hold (1,000 keys of 1,024 bytes, URL-encoded, and their fields). */
const LIST_PAGE_BYTES = 16 << 20;
/** SHA-256 of an empty body, sent as the payload hash of a GET. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** S3's path encoding of a key: each segment URI-encoded, `/` kept, and `!'()*` encoded too. */
function encodeKey(key) {
    return key
        .split('/')
        .map(s => encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/** Whether the environment leaves the short path on. */
function directGetEnabled(env) {
    return !/^(false|0|off|no)$/i.test(env[DIRECT_GET_VARIABLE]?.trim() ?? '');
}
/** S3's 503 SlowDown to a copy on the short path, told as the SDK would name it. */
class SlowDown extends Error {
    name = 'SlowDown';
    $metadata = { httpStatusCode: 503 };
    constructor(bucket) {
        super(`SlowDown (HTTP 503): S3 asked for fewer requests a second copying into bucket ${bucket}`);
    }
}
class DirectGet {
    client;
    options;
    routes = new Map();
    answerMs;
    constructor(client, options = {}) {
        this.client = client;
        this.options = options;
        this.answerMs = options.answerMs ?? calls/* DEFAULT_TIMEOUTS */.Rh.answerMs;
    }
    /**
     * The object's bytes; undefined when it holds more than `maxBytes` (the caller streams it);
     * ASK_THE_SDK when this path cannot answer.
     */
    async read(bucket, key, maxBytes) {
        const route = await this.route(bucket);
        if (!route)
            return ASK_THE_SDK;
        const outcome = await this.get(route, key, maxBytes);
        if (outcome === undefined || Buffer.isBuffer(outcome)) {
            route.fallbacks = 0;
            return outcome;
        }
        this.fellBack(route, bucket, last => `S3 reads of bucket ${bucket}: the short GET path was handed back to the SDK's client ` +
            `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client reads ` +
            `the rest of this bucket (${DIRECT_GET_VARIABLE}=false turns the short path off).`, outcome.fallback);
        return ASK_THE_SDK;
    }
    /**
     * CopyObject on the same short path (a copy inside S3: no body either way). The copy's ETag;
     * undefined never (a missing source or a failed condition is the SDK's to tell); ASK_THE_SDK when
     * this path cannot answer (anything but a 200 that holds a CopyObjectResult).
     */
    async copy(from, to, ifMatch) {
        const route = await this.route(to.bucket);
        if (!route)
            return ASK_THE_SDK;
        const headers = {
            'x-amz-copy-source': `/${from.bucket}/${encodeKey(from.key)}`,
            'content-length': '0',
            ...(ifMatch ? { 'x-amz-copy-source-if-match': ifMatch } : {})
        };
        const sent = await this.answered(route, 'PUT', to.key, headers);
        const answer = 'fallback' in sent ? sent : await this.body(sent, undefined, 1 << 16);
        if (Buffer.isBuffer(answer)) {
            // S3 may answer a copy 200 and put an error in the body: only a result with its ETag is taken.
            const text = answer.toString('utf8');
            const etag = /<CopyObjectResult[\s>][\s\S]*<ETag>([^<]*)<\/ETag>/.exec(text)?.[1];
            if (etag !== undefined) {
                route.fallbacks = 0;
                return etag
                    .replace(/&quot;/g, '"')
                    .replace(/&#34;/g, '"')
                    .replace(/&amp;/g, '&');
            }
        }
        // S3 asking for fewer requests a second: the caller's pace slows down (the SDK's tries would not).
        if (!Buffer.isBuffer(answer) && answer?.fallback === 'HTTP 503')
            throw new SlowDown(to.bucket);
        // A missing source or a failed condition is an answer, not a failing path: the SDK tells it.
        const told = !Buffer.isBuffer(answer) && /^HTTP (404|412)$/.test(answer?.fallback ?? '');
        if (!told)
            this.fellBack(route, to.bucket, last => `S3 copies into bucket ${to.bucket}: the short path was handed back to the SDK's client ` +
                `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client copies the rest ` +
                `(${DIRECT_GET_VARIABLE}=false turns the short path off).`, Buffer.isBuffer(answer) ? 'a copy answer without its result' : (answer?.fallback ?? 'empty answer'));
        return ASK_THE_SDK;
    }
    /**
     * One ListObjectsV2 page (keys URL-encoded) on the same short path, read by a scan of its XML
     * (s3-list-page.ts); ASK_THE_SDK when this path cannot answer or the scan cannot vouch for the page.
     */
    async list(bucket, ask) {
        const route = await this.route(bucket);
        if (!route)
            return ASK_THE_SDK;
        const query = { 'list-type': '2', prefix: ask.prefix, 'encoding-type': 'url' };
        if (ask.token !== undefined)
            query['continuation-token'] = ask.token;
        if (ask.startAfter !== undefined)
            query['start-after'] = ask.startAfter;
        const sent = await this.answered(route, 'GET', '', {}, query);
        const answer = 'fallback' in sent ? sent : await this.bounded(sent, LIST_PAGE_BYTES);
        const page = Buffer.isBuffer(answer) ? parseListPage(answer) : undefined;
        if (page) {
            route.fallbacks = 0;
            return page;
        }
        this.fellBack(route, bucket, last => `S3 listings of bucket ${bucket}: the short path was handed back to the SDK's client ` +
            `${FALLBACKS_TO_GIVE_UP} times in a row (last: ${last}); the SDK's client lists the rest ` +
            `(${DIRECT_GET_VARIABLE}=false turns the short path off).`, Buffer.isBuffer(answer) ? 'a page the scan could not read' : (answer?.fallback ?? 'an answer too long'));
        return ASK_THE_SDK;
    }
    /**
     * One request signed by the SDK's signer and sent by the client's handler (its pool, proxy and
     * connection limit; awsClient's answer limit): a plain 200's answer, unread, else why not.
     */
    async answered(route, method, key, extra, query = {}) {
        const config = this.client.config;
        const { url } = route;
        const request = {
            method,
            protocol: url.protocol,
            hostname: url.hostname,
            port: url.port ? Number(url.port) : undefined,
            path: `${url.pathname.replace(/\/$/, '')}/${encodeKey(key)}`,
            query,
            headers: { host: url.host, 'x-amz-content-sha256': EMPTY_SHA256, ...extra }
        };
        let signed;
        try {
            signed = await route.signer.sign(request, {
                signingDate: new Date(Date.now() + (config.systemClockOffset ?? 0))
            });
        }
        catch {
            return { fallback: 'no credentials to sign with' }; // the SDK's error says why
        }
        try {
            const { response } = await config.requestHandler.handle(signed);
            const answer = response.body;
            if (response.statusCode === 200)
                return answer;
            answer.destroy(); // not read here: the SDK asks again and says what the answer means
            return { fallback: `HTTP ${response.statusCode}` };
        }
        catch (err) {
            return { fallback: err.code ?? err.name ?? 'failed' };
        }
    }
    /**
     * One more hand-back in a row; at FALLBACKS_TO_GIVE_UP the bucket is left to the SDK, and `note`
     * (given the last reason) is said once.
     */
    fellBack(route, bucket, note, why) {
        if (++route.fallbacks !== FALLBACKS_TO_GIVE_UP)
            return;
        this.routes.set(bucket, Promise.resolve(undefined));
        this.options.log?.(note(why));
    }
    async get(route, key, maxBytes) {
        const answer = await this.answered(route, 'GET', key, {});
        return 'fallback' in answer ? answer : this.bounded(answer, maxBytes);
    }
    /** A 200's body up to `maxBytes`; undefined when it announces more (a caller may stream it). */
    bounded(answer, maxBytes) {
        const announced = answer.headers['content-length'];
        const length = announced === undefined ? undefined : Number(announced);
        if (length !== undefined && !(length <= maxBytes)) {
            answer.destroy();
            return Number.isFinite(length) ? undefined : { fallback: 'unreadable content-length' };
        }
        return this.body(answer, length, maxBytes);
    }
    /** The body whole; with no length announced (chunked), at most `maxBytes` of it. */
    body(answer, length, maxBytes) {
        return new Promise(resolve => {
            const chunks = [];
            // A body that comes in one chunk (most small ones) is that chunk; a longer one is copied into
            // one buffer as it arrives: no second copy of every body waiting for a collection.
            let whole;
            let fixed;
            let at = 0;
            // A body that stops arriving is given up after the answer limit (the SDK then tries again).
            const idle = setTimeout(() => answer.destroy(new Error('body stalled')), this.answerMs);
            answer.once('close', () => clearTimeout(idle));
            answer.on('data', (chunk) => {
                idle.refresh();
                const limit = length ?? maxBytes;
                if (at + chunk.length > limit) {
                    answer.destroy();
                    // More than announced is a broken answer; more than the bound, without one, is streamed.
                    return resolve(length === undefined ? undefined : { fallback: 'longer than announced' });
                }
                if (length === undefined)
                    chunks.push(chunk);
                else if (at === 0 && chunk.length === length)
                    whole = chunk;
                else
                    chunk.copy((fixed ??= Buffer.allocUnsafe(length)), at);
                at += chunk.length;
            });
            answer.on('end', () => {
                if (length === undefined)
                    resolve(Buffer.concat(chunks, at));
                else if (at !== length)
                    resolve({ fallback: 'shorter than announced' });
                else
                    resolve(whole ?? fixed ?? Buffer.alloc(0));
            });
            answer.on('error', err => resolve({ fallback: err.message }));
            answer.on('close', () => resolve({ fallback: 'connection closed' }));
        });
    }
    /**
     * The bucket's endpoint and signer, as the SDK resolves them; undefined where it asks more than SigV4,
     * once the bucket is left to the SDK, and with the short path turned off.
     */
    route(bucket) {
        if (this.options.enabled === false)
            return Promise.resolve(undefined);
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
            sha256: config.sha256,
            // S3 signs the path as sent, without encoding it again.
            uriEscapePath: false
        });
        return { url, signer, fallbacks: 0 };
    }
}
const byClient = new WeakMap();
/** The client's direct GET, made on first use (with `options` given then). */
function directGetOf(client, options) {
    let direct = byClient.get(client);
    if (!direct) {
        direct = new DirectGet(client, options);
        byClient.set(client, direct);
    }
    return direct;
}


/***/ }),

/***/ 4010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ listObjects),
/* harmony export */   m: () => (/* binding */ listObjectPages)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53711);
/* harmony import */ var _s3_direct_get_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88807);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37553);
// ListObjectsV2 of a prefix, page by page: each page on the short path where it answers (one signed
// request, its XML scanned), else from the SDK's client, with its retries and errors.



/** A key as a listing with `encoding-type=url` gives it: `+` for a space, `%XX` for other bytes. */
function urlDecoded(key) {
    return decodeURIComponent(key.replace(/\+/g, '%20'));
}
/** One page: on the short path where it answers, else from the SDK's client. */
async function listPage(client, bucket, ask) {
    const direct = await (0,_s3_direct_get_js__WEBPACK_IMPORTED_MODULE_0__/* .directGetOf */ .bF)(client).list(bucket, ask);
    if (direct !== _s3_direct_get_js__WEBPACK_IMPORTED_MODULE_0__/* .ASK_THE_SDK */ .VY)
        return direct;
    const page = await client.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_1__.ListObjectsV2Command({
        Bucket: bucket,
        Prefix: ask.prefix,
        ContinuationToken: ask.token,
        // Keys come URL-encoded: XML cannot carry every character a key may hold (a carriage return
        // would read back as a line feed, most other control characters not at all).
        EncodingType: 'url',
        ...(ask.startAfter !== undefined ? { StartAfter: ask.startAfter } : {})
    }));
    const objects = [];
    for (const o of page.Contents ?? []) {
        const object = { key: o.Key ?? '', size: o.Size ?? 0, lastModified: o.LastModified };
        if (o.ETag)
            object.etag = o.ETag;
        objects.push(object);
    }
    // A store that does not encode says nothing of it, and its keys are taken as they are.
    const encoded = page.EncodingType === 'url';
    const token = page.IsTruncated ? page.NextContinuationToken : undefined;
    return { objects, encoded, truncated: page.IsTruncated ?? false, ...(token ? { token } : {}) };
}
/**
 * Every object under `prefix`, a page at a time, after `startAfter` when given; folder markers left out.
 * Each key without its first `strip` characters (a store's own prefix).
 */
async function* listObjectPages(client, bucket, prefix, startAfter, strip = 0) {
    let token;
    do {
        // Only the first page starts after a key; the token carries on from there.
        const after = token === undefined ? startAfter : undefined;
        const page = await listPage(client, bucket, { prefix, token, startAfter: after });
        // The page's own objects, their keys made whole (decoded, the store's prefix off), kept in place.
        const objects = page.objects;
        let kept = 0;
        for (const o of objects) {
            let key = o.key;
            if (page.encoded && (key.includes('%') || key.includes('+')))
                key = urlDecoded(key);
            if (!key || key.endsWith('/'))
                continue; // folder markers are not objects
            o.key = strip ? key.slice(strip) : key;
            objects[kept++] = o;
        }
        objects.length = kept;
        yield objects;
        token = page.truncated ? page.token : undefined;
    } while (token);
}
/** Every object under `prefix` (full keys), one by one, after `startAfter` when given. */
function listObjects(client, bucket, prefix, startAfter) {
    return (0,_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .eachOf */ .p)(listObjectPages(client, bucket, prefix, startAfter));
}


/***/ }),

/***/ 83055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sl: () => (/* binding */ S3Store),
  JH: () => (/* binding */ copyObject),
  EK: () => (/* binding */ copyPreconditionHonoured),
  defaultChainCredentials: () => (/* binding */ defaultChainCredentials),
  XR: () => (/* binding */ deleteObject),
  TQ: () => (/* binding */ getObjectText),
  headObject: () => (/* binding */ headObject),
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
// EXTERNAL MODULE: ./src/aws/proxy.ts
var aws_proxy = __webpack_require__(21373);
// EXTERNAL MODULE: ./src/storage/s3-direct-get.ts + 1 modules
var s3_direct_get = __webpack_require__(88807);
// EXTERNAL MODULE: ./src/storage/s3-listing.ts
var s3_listing = __webpack_require__(4010);
;// CONCATENATED MODULE: ./src/storage/s3-errors.ts
// What an S3 error says, by its code or its status: the SDK names some errors and gives others only
// a status (a HEAD's answer has no body to name it).

/** The error S3 named `names`, or answered with `status`. */
const saidBy = (names, status) => (err) => names.includes((0,retry/* errorName */.Is)(err)) || (0,retry/* httpStatus */.nG)(err) === status;
const isNotFound = saidBy(['NotFound', 'NoSuchKey'], 404);
const isPreconditionFailed = saidBy(['PreconditionFailed'], 412);
/** 409 ConditionalRequestConflict: a conditional write met another write of the same key. */
const isConditionalConflict = saidBy(['ConditionalRequestConflict'], 409);

;// CONCATENATED MODULE: ./src/storage/s3-conditional.ts
// Writes made only while a condition holds, and the reads that learn an object's ETag for them:
// PutObject with `If-None-Match: *` (no object under the key yet) or `If-Match: <ETag>` (the object
// is still the one read). S3 answers 412 when the condition is false and 409 when another write of
// the key ran at the same time; some S3-compatible stores ignore both headers and write.


/** One PutObject under `condition`: false when S3 refused it for the condition (412, 409, or 404 for an `ifMatch`). */
async function putObjectIf(client, loc, body, condition, contentType) {
    try {
        await client.send(new dist_cjs.PutObjectCommand({
            Bucket: loc.bucket,
            Key: loc.key,
            Body: body,
            ContentType: contentType,
            ...('ifMatch' in condition ? { IfMatch: condition.ifMatch } : { IfNoneMatch: condition.ifNoneMatch })
        }));
        return true;
    }
    catch (err) {
        // If-Match on a key deleted since it was read: 404, as refused as a 412.
        if (isPreconditionFailed(err) || isConditionalConflict(err))
            return false;
        if ('ifMatch' in condition && isNotFound(err))
            return false;
        throw err;
    }
}
/**
 * One GetObject of a small object: its ETag, and its bytes unless it holds more than `maxBytes` (then
 * the body is left unread). A missing object throws, as the SDK does.
 */
async function getSmall(client, loc, maxBytes) {
    const out = await client.send(new dist_cjs.GetObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
    const etag = out.ETag ? { etag: out.ETag } : {};
    const body = out.Body;
    if ((out.ContentLength ?? 0) > maxBytes) {
        body.destroy();
        return etag;
    }
    // One buffer, parsed whole: cheaper than the stream machinery for many small objects.
    const bytes = await body.transformToByteArray();
    return { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ...etag };
}
/** A small object's bytes (unless larger than `maxBytes`) and its ETag, in one GetObject. */
async function getObjectTagged(client, loc, maxBytes) {
    try {
        return await getSmall(client, loc, maxBytes);
    }
    catch (err) {
        if (isNotFound(err))
            return undefined;
        throw err;
    }
}

// EXTERNAL MODULE: ./src/storage/pages.ts
var pages = __webpack_require__(37553);
// EXTERNAL MODULE: ./src/storage/uri.ts
var storage_uri = __webpack_require__(77195);
;// CONCATENATED MODULE: ./src/storage/s3.ts
// The S3 client factory, object helpers and an ObjectStore over one bucket prefix.













/** Tries per S3 request, made by the SDK itself (a streamed body cannot be sent again from here). */
const S3_ATTEMPTS = 5;
/** Sockets per host: the output reader keeps up to this many small reads in flight. */
const S3_MAX_SOCKETS = 256;
/** A client for the region and endpoint; custom endpoints use path-style addressing. */
function createS3Client(opts, env = process.env) {
    const endpoint = opts.endpoint || env.AWS_ENDPOINT_URL_S3 || undefined;
    const proxy = (0,aws_proxy/* proxyConfigOf */.Ur)(env, opts.httpProxy);
    const config = {
        region: (0,region/* regionOrFallback */.q)(opts.region, env),
        maxAttempts: S3_ATTEMPTS,
        ...(0,calls/* requestHandlerSettings */.rI)(opts.timeouts, proxy, S3_MAX_SOCKETS),
        ...(opts.credentials ? { credentials: opts.credentials } : {})
    };
    if (endpoint) {
        config.endpoint = endpoint;
        config.forcePathStyle = true;
        // S3-compatible stores (MinIO, Ceph, s3rver) often reject the SDK's default streaming checksums.
        config.requestChecksumCalculation = 'WHEN_REQUIRED';
        config.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    const client = (0,retry/* limitSdkRetries */.Uy)((0,calls/* awsClient */.xe)(new dist_cjs.S3Client(config), 'S3', { endpoint, timeouts: opts.timeouts, proxy }), opts.timeouts?.callMs);
    const target = { service: 'S3', endpoint, timeouts: opts.timeouts ?? calls/* DEFAULT_TIMEOUTS */.Rh, proxy };
    (0,s3_direct_get/* directGetOf */.bF)(client, { answerMs: target.timeouts.answerMs, log: opts.log, enabled: (0,s3_direct_get/* directGetEnabled */.tK)(env) });
    return opts.log ? (0,retry/* logSdkRetries */.DO)(client, target, S3_ATTEMPTS, opts.log) : client;
}
/** Deletes an object (S3 answers the same whether or not it existed). */
async function deleteObject(client, loc) {
    await client.send(new dist_cjs.DeleteObjectCommand({ Bucket: loc.bucket, Key: loc.key }));
}
/** A copy source: the bucket and the key, each key segment URL-encoded (S3 decodes it whole). */
function copySourceOf(loc) {
    return `${loc.bucket}/${loc.key.split('/').map(encodeURIComponent).join('/')}`;
}
/**
 * Copies an object inside S3, server side: no byte passes through the runner. Returns the copy's ETag,
 * or undefined when the source is missing or no longer has the ETag asked for.
 */
async function copyObject(client, from, to, opts = {}) {
    // The short path first (about a quarter of the SDK's CPU a request); KMS copies stay with the SDK.
    if (!opts.kmsKey) {
        const direct = await (0,s3_direct_get/* directGetOf */.bF)(client).copy(from, to, opts.ifMatch);
        if (direct !== s3_direct_get/* ASK_THE_SDK */.VY)
            return direct;
    }
    try {
        const out = await client.send(new dist_cjs.CopyObjectCommand({
            Bucket: to.bucket,
            Key: to.key,
            CopySource: copySourceOf(from),
            ...(opts.ifMatch ? { CopySourceIfMatch: opts.ifMatch } : {}),
            ...(opts.kmsKey ? { ServerSideEncryption: 'aws:kms', SSEKMSKeyId: opts.kmsKey } : {})
        }));
        return out.CopyObjectResult?.ETag ?? '';
    }
    catch (err) {
        if (isNotFound(err) || isPreconditionFailed(err))
            return undefined;
        throw err;
    }
}
/** An ETag no object has: a copy that asks for it must be refused. */
const NO_OBJECT_HAS_THIS_ETAG = '"00000000000000000000000000000000-0"';
/**
 * Whether the store checks a copy's source precondition (`x-amz-copy-source-if-match`), as S3 does: a
 * copy of `from` to `to` that asks for an ETag no object has must answer 412. Some S3-compatible stores
 * ignore it and copy (the copy is deleted again). Undefined when the source is missing (nothing learnt).
 */
async function copyPreconditionHonoured(client, from, to) {
    try {
        await client.send(new dist_cjs.CopyObjectCommand({
            Bucket: to.bucket,
            Key: to.key,
            CopySource: copySourceOf(from),
            CopySourceIfMatch: NO_OBJECT_HAS_THIS_ETAG
        }));
    }
    catch (err) {
        if (isPreconditionFailed(err))
            return true;
        if (isNotFound(err))
            return undefined;
        throw err;
    }
    await deleteObject(client, to);
    return false;
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
        const key = `${settings.region ?? ''} ${settings.s3Endpoint ?? ''} ${settings.httpProxy ?? ''}`;
        let client = clients.get(key);
        if (!client) {
            client = createS3Client({
                region: settings.region,
                endpoint: settings.s3Endpoint,
                httpProxy: settings.httpProxy,
                credentials,
                log
            }, env);
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
    const client = createS3Client({ region: control.region, httpProxy: control.httpProxy }, env);
    try {
        return await client.config.credentials();
    }
    finally {
        client.destroy();
    }
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
    /** Where a key of this store is in S3. */
    locationOf(key) {
        return { bucket: this.bucket, key: this.fullKey(key) };
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
        return (0,pages/* eachOf */.p)(this.listPages(prefix));
    }
    listAfter(prefix, startAfter) {
        return (0,pages/* eachOf */.p)(this.listPages(prefix, startAfter));
    }
    listPages(prefix, startAfter) {
        const after = startAfter === undefined ? undefined : this.fullKey(startAfter);
        return (0,s3_listing/* listObjectPages */.m)(this.client, this.bucket, this.fullKey(prefix), after, this.prefix.length);
    }
    async get(key) {
        const out = await this.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.bucket, Key: this.fullKey(key) }));
        return out.Body;
    }
    async readSmall(key, maxBytes, size) {
        if (size !== undefined && size > maxBytes)
            return undefined;
        const direct = await (0,s3_direct_get/* directGetOf */.bF)(this.client).read(this.bucket, this.fullKey(key), maxBytes);
        if (direct !== s3_direct_get/* ASK_THE_SDK */.VY)
            return direct;
        // Replaced by a larger object since it was listed: no bytes, and the caller streams it instead.
        return (await getSmall(this.client, this.locationOf(key), maxBytes)).bytes;
    }
    async put(key, body, contentType) {
        await uploadObject(this.client, { bucket: this.bucket, key: this.fullKey(key) }, body, { contentType });
    }
    putIf(key, body, condition, contentType) {
        return putObjectIf(this.client, this.locationOf(key), body, condition, contentType);
    }
    readTagged(key, maxBytes) {
        return getObjectTagged(this.client, this.locationOf(key), maxBytes);
    }
    async head(key) {
        return (await this.stat(key))?.size;
    }
    async stat(key) {
        const info = await headObject(this.client, { bucket: this.bucket, key: this.fullKey(key) });
        return (info && {
            key,
            size: info.size,
            lastModified: info.lastModified,
            ...(info.etag ? { etag: info.etag } : {})
        });
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
