export const id = 7427;
export const ids = [7427];
export const modules = {

/***/ 77427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   namedModelContent: () => (/* binding */ namedModelContent)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(94459);
/* harmony import */ var _identity_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69763);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _storage_s3_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83055);
/* harmony import */ var _storage_s3_listing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4010);
/* harmony import */ var _storage_uri_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77195);
/* harmony import */ var _image_digest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46124);
// `model-name`'s real content, for the cache's identity: every container (an inference pipeline has
// several), each by its image's digest, its model data objects' ETags and sizes (ModelDataUrl, or
// ModelDataSource's object or prefix), or the model package it was made from (ARN and version); and
// their environments. A model retrained and uploaded again to the same URL is another model.








function unreadData(name, uri, why) {
    return new _identity_source_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentityUnread */ .w(`cache: not used in this run: model-name ${name}'s model data ${uri} could not be read (${why}); ` +
        'the cache knows a model by its data objects’ ETags (s3:GetObject, and s3:ListBucket for a prefix). ' +
        'The job runs; nothing is reused or kept.');
}
/** One object by its ETag and size; a prefix by every object under it (keys, ETags, sizes). */
async function dataOf(name, uri, prefix, s3) {
    const loc = (0,_storage_uri_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(uri);
    if (!loc)
        throw unreadData(name, uri, 'not an S3 URI');
    try {
        if (!prefix) {
            const found = await (0,_storage_s3_js__WEBPACK_IMPORTED_MODULE_3__.headObject)(s3(), loc);
            if (!found)
                throw unreadData(name, uri, 'no such object');
            return { uri, etag: found.etag ?? '', size: found.size };
        }
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let count = 0;
        // S3 lists keys in order: the same objects give the same digest.
        for await (const o of (0,_storage_s3_listing_js__WEBPACK_IMPORTED_MODULE_4__/* .listObjects */ .L)(s3(), loc.bucket, loc.key)) {
            hash.update(`${o.key}\0${o.etag ?? ''}\0${o.size}\n`);
            count++;
        }
        return { uri, objects: { sha256: hash.digest('hex'), count } };
    }
    catch (err) {
        if (err instanceof _identity_source_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentityUnread */ .w)
            throw err;
        throw unreadData(name, uri, (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err));
    }
}
/** A model package by its ARN and version (a version, once made, never changes). */
async function packageOf(name, packageName, r) {
    let found;
    try {
        found = await r.call(() => r.sm.send(new _aws_sdk_client_sagemaker__WEBPACK_IMPORTED_MODULE_7__/* .DescribeModelPackageCommand */ .Uxr({ ModelPackageName: packageName })));
    }
    catch (err) {
        throw new _identity_source_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentityUnread */ .w(`cache: not used in this run: model-name ${name}'s model package ${packageName} could not be ` +
            `described (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(err)}); allow sagemaker:DescribeModelPackage to use the cache. ` +
            'The job runs; nothing is reused or kept.');
    }
    const arn = found.ModelPackageArn ?? packageName;
    return found.ModelPackageVersion !== undefined ? `${arn} version ${found.ModelPackageVersion}` : arn;
}
async function containerOf(name, c, r) {
    const data = [];
    if (c.ModelDataUrl)
        data.push(dataOf(name, c.ModelDataUrl, false, r.s3));
    const source = c.ModelDataSource?.S3DataSource;
    if (source?.S3Uri)
        data.push(dataOf(name, source.S3Uri, source.S3DataType === 'S3Prefix', r.s3));
    const image = c.Image
        ? r.digest(c.Image).then(d => {
            if ('unread' in d)
                throw new _identity_source_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentityUnread */ .w((0,_image_digest_js__WEBPACK_IMPORTED_MODULE_6__/* .unreadDigestWarning */ .m)(c.Image, d.unread));
            return d.pinned;
        })
        : undefined;
    const modelPackage = c.ModelPackageName ? packageOf(name, c.ModelPackageName, r) : undefined;
    const [pinned, made, objects] = await Promise.all([image, modelPackage, Promise.all(data)]);
    return {
        ...(pinned ? { image: pinned } : {}),
        ...(made ? { modelPackage: made } : {}),
        data: objects
    };
}
/** Every container's environment in one map: the first's names as they are, a later one's `2:NAME`. */
function environmentOf(containers) {
    const env = {};
    containers.forEach((c, i) => {
        for (const [k, v] of Object.entries(c.Environment ?? {}))
            env[i === 0 ? k : `${i + 1}:${k}`] = v;
    });
    return env;
}
/** The named model's content: its containers' digests, data and packages, read side by side. */
async function namedModelContent(name, described, r) {
    // A pipeline's Containers; else the one PrimaryContainer.
    const containers = described.Containers?.length
        ? described.Containers
        : described.PrimaryContainer
            ? [described.PrimaryContainer]
            : [];
    // Settled side by side; the first failure (in container order) is the one told.
    const read = await Promise.allSettled(containers.map(c => containerOf(name, c, r)));
    const failed = read.find(x => x.status === 'rejected');
    if (failed)
        throw failed.reason;
    return {
        kind: 'model',
        name,
        containers: read.map(x => x.value),
        environment: environmentOf(containers)
    };
}


/***/ })

};
