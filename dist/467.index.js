export const id = 467;
export const ids = [467];
export const modules = {

/***/ 37467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ listedFor),
/* harmony export */   listOnce: () => (/* binding */ listOnce)
/* harmony export */ });
/* harmony import */ var _output_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34882);

/** Grows by doubling: a typed array of numbers that does not know its length in advance. */
class GrowingArray {
    values;
    make;
    length = 0;
    constructor(values, make) {
        this.values = values;
        this.make = make;
    }
    push(v) {
        if (this.length === this.values.length) {
            const next = this.make(this.values.length * 2);
            next.set(this.values);
            this.values = next;
        }
        this.values[this.length++] = v;
    }
    at(i) {
        return this.values[i];
    }
}
/** Lists `listing` once (its one pass over the store) and keeps it for every later reader. */
async function listOnce(listing, data, outputs) {
    const keys = [];
    // Where each name starts in its key (a name is always the key's tail), and the listed size (NaN: none).
    const nameAt = new GrowingArray(new Uint32Array(1024), n => new Uint32Array(n));
    const sizes = new GrowingArray(new Float64Array(1024), n => new Float64Array(n));
    for await (const o of listing.objects()) {
        keys.push(o.key);
        nameAt.push(o.key.length - o.name.length);
        sizes.push(o.size ?? Number.NaN);
    }
    const store = listing.store;
    return {
        data: { uri: data.uri, type: data.type },
        outputs,
        count: keys.length,
        description: listing.description,
        store,
        async *objects() {
            for (let i = 0; i < keys.length; i++) {
                const key = keys[i];
                const name = key.slice(nameAt.at(i));
                const size = sizes.at(i);
                yield { store, key, name, output: (0,_output_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .outputKey */ .zi)(name, outputs), ...(Number.isNaN(size) ? {} : { size }) };
            }
        },
        nameOf: uri => listing.nameOf(uri),
        holds: name => listing.holds(name)
    };
}
/** The listed inputs when they are of `data` with outputs going to `outputs`; else undefined. */
function listedFor(listed, data, outputs) {
    return listed &&
        listed.data.uri === data.uri &&
        listed.data.type === data.type &&
        listed.outputs === outputs
        ? listed
        : undefined;
}


/***/ })

};
