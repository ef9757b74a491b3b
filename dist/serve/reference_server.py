"""Reference PyTorch model server speaking the SageMaker container contract.

    GET  /ping                   200 once the model is loaded
    POST /invocations            Content-Type / Accept; the handler contract of reference_handlers
    GET  /execution-parameters   the JSON in SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS, else 404

Environment: SM_MODEL_DIR (default /opt/ml/model), SAGEMAKER_BIND_TO_PORT (8080), SAGEMAKER_BIND_HOST
(127.0.0.1), SAGEMAKER_PROGRAM (inference.py), SAGEMAKER_SUBMIT_DIRECTORY, SAGEMAKER_REFERENCE_TORCH_THREADS
(torch intra-op threads, default 1). Standard library plus torch and numpy; start-up problems are printed
on stderr and end the process with status 2.
"""

import json
import os
import sys
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import reference_codecs as codecs  # noqa: E402
from reference_handlers import Handlers, StartupError  # noqa: E402

DEFAULT_ACCEPT = codecs.JSON


def log(line):
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


class RequestError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class ContractHandler(BaseHTTPRequestHandler):
    # Keep-alive, so a client with many requests in flight reuses its connections.
    protocol_version = "HTTP/1.1"
    server_version = "reference-model-server"
    handlers = None
    execution_parameters = None

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        pass  # one line per request is written by _send instead

    def _send(self, status, body, content_type, started, note=""):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        took = (time.monotonic() - started) * 1000
        log(
            '%s "%s %s" %d %d %.1fms%s'
            % (self.address_string(), self.command, self.path, status, len(body), took, note)
        )

    def _send_json(self, status, value, started, note=""):
        self._send(status, json.dumps(value).encode("utf-8"), "application/json", started, note)

    def _read_body(self):
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            parts = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(parts)
                parts.append(self.rfile.read(size))
                self.rfile.readline()
        length = self.headers.get("Content-Length")
        try:
            n = int(length) if length else 0
        except ValueError:
            raise RequestError(400, "bad Content-Length %r" % length)
        return self.rfile.read(n) if n > 0 else b""

    def do_GET(self):
        started = time.monotonic()
        if self.path == "/ping":
            return self._send(200, b"", "text/plain", started)
        if self.path == "/execution-parameters" and self.execution_parameters is not None:
            return self._send(200, self.execution_parameters, "application/json", started)
        return self._send_json(404, {"error": "no such path: %s" % self.path, "type": "NotFound"}, started)

    def do_POST(self):
        started = time.monotonic()
        try:
            body = self._read_body()
        except RequestError as exc:
            self.close_connection = True
            return self._send_json(exc.status, {"error": str(exc), "type": "BadRequest"}, started)
        if self.path != "/invocations":
            return self._send_json(404, {"error": "no such path: %s" % self.path, "type": "NotFound"}, started)
        content_type = self.headers.get("Content-Type") or codecs.JSON
        accept = self.headers.get("Accept") or DEFAULT_ACCEPT
        if codecs.media_type(accept) in ("*/*", ""):
            accept = DEFAULT_ACCEPT
        try:
            answer, answer_type = self.handlers.invoke(body, content_type, accept, dict(self.headers.items()))
        except codecs.UnsupportedFormat as exc:
            return self._send_json(415, {"error": str(exc), "type": type(exc).__name__}, started)
        except Exception as exc:
            note = " %s: %s\n%s" % (type(exc).__name__, exc, traceback.format_exc().rstrip())
            return self._send_json(500, {"error": str(exc), "type": type(exc).__name__}, started, note)
        return self._send(200, answer, answer_type or accept, started)


def main():
    env = os.environ
    model_dir = env.get("SM_MODEL_DIR") or "/opt/ml/model"
    host = env.get("SAGEMAKER_BIND_HOST") or "127.0.0.1"
    port_text = env.get("SAGEMAKER_BIND_TO_PORT") or "8080"
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        log("reference server: SAGEMAKER_BIND_TO_PORT %r is not a port number" % port_text)
        return 2
    port = int(port_text)
    threads = env.get("SAGEMAKER_REFERENCE_TORCH_THREADS") or "1"
    if not threads.isdigit() or int(threads) < 1:
        log("reference server: SAGEMAKER_REFERENCE_TORCH_THREADS %r is not a positive number" % threads)
        return 2
    try:
        params = env.get("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS")
        if params is not None:
            try:
                json.loads(params)
            except ValueError as exc:
                raise StartupError("SAGEMAKER_REFERENCE_EXECUTION_PARAMETERS is not JSON: %s" % exc)
        if not os.path.isdir(model_dir):
            raise StartupError("the model directory %s does not exist (SM_MODEL_DIR)" % model_dir)
        import torch

        torch.set_num_threads(int(threads))
        handlers = Handlers(model_dir, env)
        handlers.load()
    except StartupError as exc:
        log("reference server: %s" % exc)
        return 2
    ContractHandler.handlers = handlers
    ContractHandler.execution_parameters = params.encode("utf-8") if params is not None else None
    try:
        server = ThreadingHTTPServer((host, port), ContractHandler)
    except OSError as exc:
        log("reference server: cannot listen on %s:%d: %s" % (host, port, exc))
        return 2
    server.daemon_threads = True
    source = handlers.source or "no handler module (defaults)"
    user = ", ".join(handlers.user) or "none"
    log("reference server: model %s, handlers from %s (defined: %s)" % (model_dir, source, user))
    log("reference server: listening on http://%s:%d" % (host, port))
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
