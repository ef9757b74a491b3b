"""Reference PyTorch model server speaking the SageMaker container contract.

    python3 serve/server.py [--model-dir DIR] [--port N] [--host ADDR]

GET /ping answers 200 once the model is loaded (the port opens only then), POST /invocations runs
the handler contract (handler_contract.py) on the body with the request's Content-Type and Accept,
GET /execution-parameters reports the SAGEMAKER_* batch settings from the environment (404 when
none is set). The port comes from SAGEMAKER_BIND_TO_PORT (default 8080) and the model directory
from SM_MODEL_DIR (default /opt/ml/model). A failed request answers 500 (415/406 for a format the
default handlers cannot read or write) with {"error": "..."}. One log line per request on stderr.
Only the standard library, torch and numpy are needed.
"""
import argparse
import json
import os
import sys
import time
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import handler_contract  # noqa: E402
import payload_codecs  # noqa: E402


def log(message):
    sys.stderr.write("reference server: %s\n" % message)
    sys.stderr.flush()


def execution_parameters(env):
    """The batch settings SageMaker passed in the environment, in /execution-parameters' shape."""
    params = {}
    if env.get("SAGEMAKER_MAX_CONCURRENT_TRANSFORMS", "").isdigit():
        params["MaxConcurrentTransforms"] = int(env["SAGEMAKER_MAX_CONCURRENT_TRANSFORMS"])
    if env.get("SAGEMAKER_BATCH_STRATEGY") in ("SINGLE_RECORD", "MULTI_RECORD"):
        params["BatchStrategy"] = env["SAGEMAKER_BATCH_STRATEGY"]
    if env.get("SAGEMAKER_MAX_PAYLOAD_IN_MB", "").isdigit():
        params["MaxPayloadInMB"] = int(env["SAGEMAKER_MAX_PAYLOAD_IN_MB"])
    return params


class RequestHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "sagemaker-reference-server"
    handlers = None  # set before serving

    def log_message(self, format, *args):  # the server logs its own line per request
        pass

    def _send(self, status, body, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status, message):
        self._send(status, json.dumps({"error": message}).encode("utf-8"))

    def _read_body(self):
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return bytearray(b"".join(chunks))
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        length = int(self.headers.get("Content-Length") or 0)
        return bytearray(self.rfile.read(length)) if length else bytearray()

    def do_GET(self):
        started = time.monotonic()
        path = self.path.split("?")[0]
        if path == "/ping":
            self._send(200, b"{}")
            status = 200
        elif path == "/execution-parameters":
            params = execution_parameters(os.environ)
            status = 200 if params else 404
            if params:
                self._send(200, json.dumps(params).encode("utf-8"))
            else:
                self._error(404, "no execution parameters: none of the SAGEMAKER_* batch settings is set")
        else:
            status = 404
            self._error(404, "no such path: %s" % path)
        self._log(status, 0, started)

    def do_POST(self):
        started = time.monotonic()
        path = self.path.split("?")[0]
        body = self._read_body()
        if path != "/invocations":
            self._error(404, "no such path: %s" % path)
            return self._log(404, len(body), started)
        content_type = self.headers.get("Content-Type") or payload_codecs.JSON
        accept = self.headers.get("Accept")
        try:
            out, out_type = self.handlers.invoke(body, content_type, accept, dict(self.headers.items()))
        except payload_codecs.UnsupportedFormat as err:
            self._error(err.status, str(err))
            return self._log(err.status, len(body), started, str(err))
        except Exception as err:
            message = "%s: %s" % (type(err).__name__, err)
            traceback.print_exc(file=sys.stderr)
            self._error(500, message)
            return self._log(500, len(body), started, message)
        self._send(200, out, out_type)
        self._log(200, len(body), started, "%d bytes %s" % (len(out), out_type))

    def _log(self, status, size, started, note=""):
        ms = (time.monotonic() - started) * 1000
        log("%s %s %d %d bytes in %.1f ms%s" % (self.command, self.path, status, size, ms, " - " + note if note else ""))


def main(argv=None):
    parser = argparse.ArgumentParser(description="SageMaker container contract server for PyTorch models")
    parser.add_argument("--model-dir", default=os.environ.get("SM_MODEL_DIR") or "/opt/ml/model")
    parser.add_argument("--port", type=int, default=int(os.environ.get("SAGEMAKER_BIND_TO_PORT") or 8080))
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args(argv)

    if not os.path.isdir(args.model_dir):
        log("the model directory %s does not exist; set SM_MODEL_DIR or --model-dir" % args.model_dir)
        return 2
    started = time.monotonic()
    try:
        handlers = handler_contract.Handlers(args.model_dir)
    except handler_contract.StartupError as err:
        log("cannot start: %s" % err)
        return 1
    log("loaded %s in %.1f s (%s)" % (args.model_dir, time.monotonic() - started, handlers.summary))

    RequestHandler.handlers = handlers
    try:
        server = ThreadingHTTPServer((args.host, args.port), RequestHandler)
    except OSError as err:
        log("cannot listen on %s:%d: %s" % (args.host, args.port, err))
        return 1
    server.daemon_threads = True
    log("listening on http://%s:%d" % (args.host, args.port))
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
