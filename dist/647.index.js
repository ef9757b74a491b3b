export const id = 647;
export const ids = [647];
export const modules = {

/***/ 647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   upsertStickyComment: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
// The sticky pull-request comment: one comment per `comment-key`, found by a hidden marker among the
// comments written by the token's own user, updated in place on every run.


/** GITHUB_TOKEN is an app installation token: it cannot call GET /user and writes as this bot. */
const ACTIONS_BOT = 'github-actions[bot]';
function commentMarker(key) {
    return `<!-- sagemaker-batch-transform:${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .markerKey */ .s8)(key)} -->`;
}
async function whoAmI(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return data.login;
    }
    catch (err) {
        const status = err.status;
        if (status === 403 || status === 401 || status === 404)
            return ACTIONS_BOT;
        throw err;
    }
}
async function findComment(octokit, pr, marker, author) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: pr.owner,
        repo: pr.repo,
        issue_number: pr.number,
        per_page: 100
    });
    for await (const page of pages) {
        for (const c of page.data) {
            if (c.user?.login === author && typeof c.body === 'string' && c.body.includes(marker)) {
                return { id: c.id, url: c.html_url };
            }
        }
    }
    return undefined;
}
async function upsertStickyComment(p) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(p.token, { baseUrl: p.apiUrl });
    const marker = commentMarker(p.key);
    const body = `${marker}\n${p.body}`;
    const author = await whoAmI(octokit);
    const existing = await findComment(octokit, p.pr, marker, author);
    if (existing) {
        const { data } = await octokit.rest.issues.updateComment({
            owner: p.pr.owner,
            repo: p.pr.repo,
            comment_id: existing.id,
            body
        });
        return { url: data.html_url, action: 'updated' };
    }
    const { data } = await octokit.rest.issues.createComment({
        owner: p.pr.owner,
        repo: p.pr.repo,
        issue_number: p.pr.number,
        body
    });
    return { url: data.html_url, action: 'created' };
}


/***/ })

};
