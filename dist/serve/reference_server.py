"""Reference PyTorch model server speaking the SageMaker container contract.

    GET  /ping                   200 once the model is loaded (in every worker)
    POST /invocations            Content-Type / Accept; the handler contract of reference_handlers
    GET  /execution-parameters   {"MaxConcurrentTransforms": 2 per core (or per worker, if more)}, or the JSON in
                                 SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS

Environment: SM_MODEL_DIR (default /opt/ml/model), SAGEMAKER_BIND_TO_PORT (8080), SAGEMAKER_BIND_HOST
(127.0.0.1), SAGEMAKER_PROGRAM (inference.py), SAGEMAKER_SUBMIT_DIRECTORY, SAGEMAKER_MODEL_SERVER_WORKERS
(worker processes, each loading the model; default 1), SAGEMAKER_REFERENCE_TORCH_THREADS (torch
intra-op threads per worker, default 1), SAGEMAKER_REFERENCE_ACCESS_LOG=1 (a line per request; by
default only failed requests are logged), TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE (bytes; TorchServe's
default 6553500: a larger request is answered 413, a larger answer 500, as in the PyTorch images),
SAGEMAKER_REFERENCE_GPU=1 (instance-type local_gpu: the GPU when torch sees one, see reference_device).
Standard library plus torch and numpy; start-up problems are printed on stderr and end the process
with status 2, and a module it cannot import (torch, numpy) with status 3 and the line
`reference server: cannot import <module>: <error>`.
"""

import json
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

#: The exit status that says a module the server needs is missing (the action names the fix).
MISSING_MODULE = 3


def _missing(module, exc):
    sys.stderr.write("reference server: cannot import %s: %s: %s\n" % (module, type(exc).__name__, exc))
    sys.stderr.flush()
    sys.exit(MISSING_MODULE)


# torch first: it is the one most often missing, and the start-up's largest cost, paid once here.
try:
    import torch
except ImportError as _exc:
    _missing("torch", _exc)
try:
    import numpy  # noqa: F401
except ImportError as _exc:
    _missing("numpy", _exc)

import reference_codecs as codecs  # noqa: E402
import reference_device  # noqa: E402
import reference_http as http  # noqa: E402
from reference_handlers import Handlers, StartupError  # noqa: E402
from reference_workers import run_workers  # noqa: E402

DEFAULT_ACCEPT = codecs.JSON
#: Requests in flight per core that keep the server busy: one being computed, one arriving. Every
#: connection has its own thread and torch and PIL release the GIL, so even one worker uses every core.
IN_FLIGHT_PER_CORE = 2


def usable_cores():
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def log(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def _json(status, value):
    return status, json.dumps(value).encode("utf-8"), codecs.JSON


def _not_found(request):
    return _json(404, {"error": "no such path: %s" % request.path, "type": "NotFound"})


#: TorchServe's max_request_size / max_response_size in the PyTorch inference images, raised by
#: TS_MAX_REQUEST_SIZE / TS_MAX_RESPONSE_SIZE: this server stands in for it, so it refuses the same sizes.
TORCHSERVE_DEFAULT_MAX_BYTES = 6553500


class App:
    """The contract's routes; __call__(request) -> (status, body, content type), never raising."""

    def __init__(self, handlers, execution_parameters, access_log, max_request=None, max_response=None):
        self.handlers = handlers
        self.execution_parameters = execution_parameters
        self.access_log = access_log
        self.max_request = max_request or TORCHSERVE_DEFAULT_MAX_BYTES
        self.max_response = max_response or TORCHSERVE_DEFAULT_MAX_BYTES

    def __call__(self, request):
        started = time.monotonic()
        note = ""
        try:
            status, body, content_type = self.route(request)
        except codecs.UnsupportedFormat as exc:
            status, body, content_type = _json(415, {"error": str(exc), "type": type(exc).__name__})
        except Exception as exc:  # the handler's error, answered as the toolkits do
            status, body, content_type = _json(500, {"error": str(exc), "type": type(exc).__name__})
            note = " %s: %s\n%s" % (type(exc).__name__, exc, traceback.format_exc().rstrip())
        if self.access_log or status >= 400:
            took = (time.monotonic() - started) * 1000
            log('"%s %s" %d %d %.1fms%s' % (request.method, request.path, status, len(body), took, note))
        return status, body, content_type

    def route(self, request):
        method, path = request.method, request.path
        if path == "/invocations":
            if method != "POST":
                return _json(405, {"error": "POST /invocations, not %s" % method, "type": "MethodNotAllowed"})
            return self.invoke(request)
        if method not in ("GET", "HEAD"):
            return _not_found(request)
        if path == "/ping":
            return 200, b"", "text/plain"
        if path == "/execution-parameters":
            return 200, self.execution_parameters, codecs.JSON
        return _not_found(request)

    def invoke(self, request):
        if len(request.body) > self.max_request:
            return _json(413, {
                "error": "request of %d bytes is above TS_MAX_REQUEST_SIZE (%d)" % (len(request.body), self.max_request),
                "type": "RequestEntityTooLarge",
            })
        content_type = request.header("content-type") or codecs.JSON
        accept = request.header("accept") or DEFAULT_ACCEPT
        if codecs.media_type(accept) in ("*/*", ""):
            accept = DEFAULT_ACCEPT
        body, answer_type = self.handlers.invoke(request.body, content_type, accept, dict(request.headers))
        if len(body) > self.max_response:
            return _json(500, {
                "error": "response of %d bytes is above TS_MAX_RESPONSE_SIZE (%d)" % (len(body), self.max_response),
                "type": "ResponseTooLarge",
            })
        return 200, body, answer_type or accept


def error_body(exc):
    return json.dumps({"error": str(exc), "type": "BadRequest"}).encode("utf-8")


def positive(env, name, default):
    text = env.get(name) or str(default)
    if not text.isdigit() or int(text) < 1:
        raise StartupError("%s %r is not a positive whole number" % (name, text))
    return int(text)


def execution_parameters(env, workers):
    """SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS when set, else enough requests to keep every core busy."""
    given = env.get("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS")
    if given is None:
        in_flight = IN_FLIGHT_PER_CORE * max(workers, usable_cores())
        return json.dumps({"MaxConcurrentTransforms": in_flight}).encode("utf-8")
    try:
        json.loads(given)
    except ValueError as exc:
        raise StartupError("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS is not JSON: %s" % exc)
    return given.encode("utf-8")


def main():
    env = os.environ
    model_dir = env.get("SM_MODEL_DIR") or "/opt/ml/model"
    host = env.get("SAGEMAKER_BIND_HOST") or "127.0.0.1"
    port_text = env.get("SAGEMAKER_BIND_TO_PORT") or "8080"
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        log("reference server: SAGEMAKER_BIND_TO_PORT %r is not a port number" % port_text)
        return 2
    port = int(port_text)
    try:
        threads = positive(env, "SAGEMAKER_REFERENCE_TORCH_THREADS", 1)
        workers = positive(env, "SAGEMAKER_MODEL_SERVER_WORKERS", 1)
        max_request = positive(env, "TS_MAX_REQUEST_SIZE", TORCHSERVE_DEFAULT_MAX_BYTES)
        max_response = positive(env, "TS_MAX_RESPONSE_SIZE", TORCHSERVE_DEFAULT_MAX_BYTES)
        params = execution_parameters(env, workers)
        if not os.path.isdir(model_dir):
            raise StartupError("the model directory %s does not exist (SM_MODEL_DIR)" % model_dir)
        handlers = Handlers(model_dir, env)
    except StartupError as exc:
        log("reference server: %s" % exc)
        return 2
    try:
        sock = http.bound_socket(host, port)
    except OSError as exc:
        log("reference server: cannot listen on %s:%d: %s" % (host, port, exc))
        return 2
    access_log = env.get("SAGEMAKER_REFERENCE_ACCESS_LOG") == "1"
    want_gpu = env.get("SAGEMAKER_REFERENCE_GPU") == "1"

    def load(worker):
        torch.set_num_threads(threads)
        # Chosen in the worker itself: CUDA must not be set up before a fork.
        device = reference_device.choose(want_gpu, worker, torch.cuda)
        handlers.gpu_id = device.gpu_id
        if worker == 1 or device.gpu_id is not None:
            prefix = "warning: " if device.warning else ""
            where = " (worker %d)" % worker if workers > 1 else ""
            log("reference server: %s%s%s" % (prefix, device.line, where))
        try:
            handlers.load()
        except StartupError as exc:
            log("reference server: %s" % exc)
            raise SystemExit(2)
        return App(handlers, params, access_log, max_request, max_response)

    def serve(app):
        http.accept_forever(sock, app, error_body)

    source = handlers.source or "no handler module (defaults)"
    user = ", ".join(handlers.user) or "none"
    log("reference server: model %s, handlers from %s (defined: %s)" % (model_dir, source, user))
    if workers > 1:
        log("reference server: %d workers on http://%s:%d" % (workers, host, port))
        return run_workers(workers, sock, http.BACKLOG, load, serve, log)
    try:
        app = load(1)
    except SystemExit as exc:
        return exc.code
    sock.listen(http.BACKLOG)
    log("reference server: listening on http://%s:%d" % (host, port))
    try:
        serve(app)
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
