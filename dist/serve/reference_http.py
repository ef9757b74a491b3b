"""The HTTP/1.1 side of the reference server, kept small because it runs once per request.

Kept-alive connections, one thread each, and the request is answered on that thread (no thread per
request: on two cores each thread switch is paid from the model's time); TCP_NODELAY on every
accepted socket and each answer written with one send, so no answer waits for the client's delayed
ACK; request headers split by hand rather than by the email parser of http.server. Bodies come with
Content-Length or chunked; `Expect: 100-continue` is answered. `app(request)` returns (status, body
bytes, content type) and never raises; `app.deadline(request)` gives (seconds, late answer) for a
request that must be answered in time, or None. Such a request is passed as `app(request, started)`,
and the app calls started() when its work begins (after any wait for its turn): the watchdog thread
sends the late answer when the app has not returned `seconds` later, and ends the connection.
"""

import socket
import threading
import time
from email.utils import formatdate

MAX_LINE = 65536
MAX_HEADERS = 100
REASONS = {
    100: "Continue",
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    411: "Length Required",
    413: "Payload Too Large",
    414: "URI Too Long",
    415: "Unsupported Media Type",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    505: "HTTP Version Not Supported",
}


class BadRequest(Exception):
    """A request that cannot be read; answered with `status` and the connection closed."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class Request:
    __slots__ = ("method", "path", "version", "headers", "_index", "body", "keep_alive")

    def __init__(self, method, path, version, headers):
        self.method = method
        self.path = path
        self.version = version
        #: (name, value) pairs as sent, for the handler's context.
        self.headers = headers
        self._index = {name.lower(): value for name, value in headers}
        self.body = b""
        connection = self.header("connection", "").lower()
        if version == "HTTP/1.0":
            self.keep_alive = "keep-alive" in connection
        else:
            self.keep_alive = "close" not in connection

    def header(self, name, default=None):
        """The value of a header by lower-case name (the last one when it was sent twice)."""
        return self._index.get(name, default)


def _line(rfile):
    line = rfile.readline(MAX_LINE + 1)
    if len(line) > MAX_LINE:
        raise BadRequest(431, "a request line or header is longer than %d bytes" % MAX_LINE)
    return line


def read_request(rfile, send):
    """The next request on the connection, body included; None once the client has closed it."""
    line = _line(rfile)
    while line in (b"\r\n", b"\n"):  # a stray empty line between requests is allowed (RFC 9112 2.2)
        line = _line(rfile)
    if not line:
        return None
    parts = line.split()
    if len(parts) != 3 or not parts[2].startswith(b"HTTP/1."):
        raise BadRequest(400, "not an HTTP/1.x request line: %r" % line[:200])
    method, path, version = (p.decode("latin-1") for p in parts)
    headers = []
    while True:
        line = _line(rfile)
        if line in (b"\r\n", b"\n"):
            break
        if not line:
            raise BadRequest(400, "the connection closed inside the request headers")
        if len(headers) == MAX_HEADERS:
            raise BadRequest(431, "more than %d request headers" % MAX_HEADERS)
        name, colon, value = line.partition(b":")
        if not colon or not name.strip():
            raise BadRequest(400, "malformed header line: %r" % line[:200])
        headers.append((name.strip().decode("latin-1"), value.strip().decode("latin-1")))
    request = Request(method, path, version, headers)
    if request.header("expect", "").lower() == "100-continue" and version != "HTTP/1.0":
        send(b"HTTP/1.1 100 Continue\r\n\r\n")
    request.body = _read_body(request, rfile)
    return request


def _read_body(request, rfile):
    if "chunked" in request.header("transfer-encoding", "").lower():
        parts = []
        while True:
            size_line = _line(rfile).split(b";")[0].strip()
            try:
                size = int(size_line, 16)
            except ValueError:
                raise BadRequest(400, "bad chunk size %r" % size_line[:40])
            if size == 0:
                while _line(rfile) not in (b"\r\n", b"\n", b""):  # trailers
                    pass
                return b"".join(parts)
            parts.append(_read_exactly(rfile, size))
            _line(rfile)
    length = request.header("content-length")
    if length is None:
        return b""
    if not length.isdigit():
        raise BadRequest(400, "bad Content-Length %r" % length)
    return _read_exactly(rfile, int(length))


def _read_exactly(rfile, n):
    data = rfile.read(n) if n else b""
    if len(data) != n:
        raise BadRequest(400, "the connection closed after %d of %d body bytes" % (len(data), n))
    return data


_date = [0, ""]


def _http_date():
    now = int(time.time())
    if now != _date[0]:
        _date[:] = [now, formatdate(now, usegmt=True)]
    return _date[1]


def response_bytes(status, body, content_type, keep_alive=True, head=False):
    """Status line, headers and body as one buffer, written with a single send."""
    content_type = str(content_type).replace("\r", " ").replace("\n", " ")  # a handler's value, one line
    header = (
        "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %d\r\nDate: %s\r\n%s\r\n"
        % (
            status,
            REASONS.get(status, "Unknown"),
            content_type,
            len(body),
            _http_date(),
            "" if keep_alive else "Connection: close\r\n",
        )
    ).encode("latin-1")
    return header if head or not body else header + body


class Watchdog:
    """Sends a late answer for a request its app has not answered in time. One thread for the whole
    process, waking every `tick` seconds, so arming and disarming cost a lock each: no thread and no
    wake-up per request."""

    def __init__(self, tick=0.1):
        self._tick = tick
        self._lock = threading.Lock()
        self._armed = {}  # ticket -> (deadline, fire)
        self._next = 0
        self._thread = None

    def arm(self, seconds, fire):
        """A ticket; fire() is called on the watchdog's thread if disarm(ticket) has not come in `seconds`."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._watch, name="watchdog", daemon=True)
                self._thread.start()
            self._next += 1
            self._armed[self._next] = (time.monotonic() + seconds, fire)
            return self._next

    def disarm(self, ticket):
        """True when in time; False when fire() has been called (it has returned by then)."""
        with self._lock:
            return self._armed.pop(ticket, None) is not None

    def _watch(self):
        while True:
            time.sleep(self._tick)
            now = time.monotonic()
            with self._lock:  # held while firing, so disarm() returns once the late answer is sent
                late = [t for t, (deadline, _) in self._armed.items() if deadline <= now]
                for ticket in late:
                    _, fire = self._armed.pop(ticket)
                    try:
                        fire()
                    except OSError:
                        pass  # the client went away


WATCHDOG = Watchdog()


def _late_answer(conn, late):
    """What the watchdog does for a request not answered in time: sends late()'s answer, saying the
    connection closes, and ends the connection for the client (the handler may run on)."""

    def fire():
        conn.sendall(response_bytes(*late(), keep_alive=False))
        conn.shutdown(socket.SHUT_RDWR)

    return fire


def serve_connection(conn, app, error_body, closed=None):
    """Answers the requests of one connection until the client closes it or asks to; then closed()."""
    rfile = conn.makefile("rb", 64 * 1024)
    send = conn.sendall
    deadline = getattr(app, "deadline", None)
    try:
        while True:
            try:
                request = read_request(rfile, send)
            except BadRequest as exc:
                send(response_bytes(exc.status, error_body(exc), "application/json", keep_alive=False))
                return
            if request is None:
                return
            timed = deadline(request) if deadline is not None else None
            if timed is None:
                status, body, content_type = app(request)
            else:
                tickets = []
                seconds, late = timed
                fire = _late_answer(conn, late)
                status, body, content_type = app(request, lambda: tickets.append(WATCHDOG.arm(seconds, fire)))
                if tickets and not WATCHDOG.disarm(tickets[0]):
                    return  # the late answer has gone, saying the connection closes
            send(response_bytes(status, body, content_type, request.keep_alive, request.method == "HEAD"))
            if not request.keep_alive:
                return
    except OSError:
        return  # the client went away; nothing to answer
    finally:
        try:
            rfile.close()
            conn.close()
        except OSError:
            pass
        if closed is not None:
            closed()


#: Connections waiting to be accepted; http.server's 5 drops a burst of clients' SYNs.
BACKLOG = 128


def bound_socket(host, port):
    """A bound socket; `listen(BACKLOG)` is called once the model is loaded, so no client waits on it."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    return sock


def accept_forever(sock, app, error_body):
    """Accepts connections on a listening socket, each served on its own daemon thread."""
    while True:
        try:
            conn, _ = sock.accept()
        except InterruptedError:
            continue
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        threading.Thread(target=serve_connection, args=(conn, app, error_body), daemon=True).start()


def serve_handed(channel, app, error_body, note_closed):
    """Serves the connections the server process hands over on `channel` (a Unix socket), each on its
    own daemon thread, and calls note_closed() as each one ends; returns when the channel closes."""
    while True:
        try:
            message, fds, _, _ = socket.recv_fds(channel, 1, 4)
        except InterruptedError:
            continue
        if not message:
            return  # the server process has ended
        for fd in fds:
            conn = socket.socket(fileno=fd)
            conn.setblocking(True)
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            serving = threading.Thread(target=serve_connection, args=(conn, app, error_body, note_closed), daemon=True)
            serving.start()
