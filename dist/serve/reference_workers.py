"""Several worker processes on one port, as SAGEMAKER_MODEL_SERVER_WORKERS asks of SageMaker's toolkits.

The parent binds the socket and imports the handlers; each forked worker loads the model itself (as a
toolkit's workers each run model_fn) and says so on its channel, a Unix socket pair. The parent starts
listening once every worker is ready, so GET /ping answers only when all can serve. It accepts every
connection itself and hands it over the channel to the worker with the fewest open connections, which
says on the channel when each one closes: the connections spread evenly whenever they come, where a
shared socket (or SO_REUSEPORT's hash) may leave one worker idle while another holds most of them.

A worker that dies after start-up is replaced. One that runs out of GPU memory while loading the model
is dropped when the count was the server's own choice (the others serve; the log says so), and ends
the start when the user set it. SIGTERM or SIGINT to the parent stops every worker and waits for it; a
worker also ends when its parent does (PR_SET_PDEATHSIG), so none is left behind.
"""

import ctypes
import os
import select
import signal
import socket
import sys
import time

PR_SET_PDEATHSIG = 1
STOP_GRACE_SECONDS = 5
#: A worker's exit status when the model did not fit in the GPU's memory.
OUT_OF_MEMORY = 4
#: On a channel: worker -> parent `r` (ready) and `d` (a connection closed); parent -> worker `c` with
#: the connection's descriptor.
READY, CLOSED, CONNECTION = b"r", b"d", b"c"


class _Stop(Exception):
    pass


class LoadFailed(Exception):
    """What load(number) raises when the worker cannot serve: the process ends with `code`. Every worker
    loads the same model and would say the same, so only the first to fail logs its message."""

    def __init__(self, code, message):
        Exception.__init__(self, message)
        self.code = code


def exit_status(exc):
    """A SystemExit's status as the process's exit status: its code when a number, else 1 (as Python
    does for sys.exit("message"))."""
    return exc.code if isinstance(exc.code, int) else 1


def _report_once():
    """A pipe holding one byte, read by the workers that fail to load: the first one to read it gets it."""
    read_end, write_end = os.pipe()
    os.write(write_end, b"1")
    os.close(write_end)  # once the byte is taken, every later read finds the end at once
    return read_end


def _raise_stop(_signum, _frame):
    raise _Stop()


def _die_with_parent(parent):
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        pass  # not Linux: the parent still stops its workers itself
    if os.getppid() != parent:
        os._exit(0)  # the parent ended before the call above


class _Worker:
    __slots__ = ("number", "channel", "ready", "open", "handed", "gone")

    def __init__(self, number, channel):
        self.number = number
        self.channel = channel
        self.ready = False
        self.open = 0  # connections handed over and not closed yet
        self.handed = 0  # when it was last handed one, to take turns among equals
        self.gone = False  # its channel closed: it is ending


def _fork_worker(number, load, serve, log, report):
    """Forks worker `number`; returns (pid, the parent's end of its channel). `report`: the pipe whose
    one byte lets the first worker that fails to load log why (_report_once)."""
    mine, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            mine.close()
            _die_with_parent(parent)
            app = load(number)
            theirs.sendall(READY)
            serve(app, theirs)
            code = 0
        except LoadFailed as exc:
            code = exc.code
            if os.read(report, 1):
                log(str(exc))
        except SystemExit as exc:
            code = exit_status(exc)
        except BaseException as exc:  # noqa: B036 (a worker must never return into the parent's code)
            log("reference server: worker %d: %s: %s" % (number, type(exc).__name__, exc))
        finally:
            os._exit(code)
    theirs.close()
    return pid, mine


def _describe(status):
    if os.WIFSIGNALED(status):
        return "was killed by signal %d" % os.WTERMSIG(status)
    return "exited with status %d" % os.WEXITSTATUS(status)


def _workers(n):
    return "%d worker%s" % (n, "" if n == 1 else "s")


def _exit_code(status):
    return os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1


def _read_channel(worker):
    """Takes in what a worker said; False once its channel is closed (it is ending)."""
    try:
        data = worker.channel.recv(4096)
    except OSError:
        return False
    if not data:
        return False
    if READY in data:
        worker.ready = True
    worker.open = max(0, worker.open - data.count(CLOSED))
    return True


def _hand_over(sock, workers, turn):
    """Accepts what is waiting and hands each connection to the ready worker with the fewest open."""
    while True:
        try:
            conn, _ = sock.accept()
        except (BlockingIOError, InterruptedError):
            return turn
        try:
            ready = [w for w in workers.values() if w.ready and not w.gone]
            if ready:
                worker = min(ready, key=lambda w: (w.open, w.handed))
                turn += 1
                socket.send_fds(worker.channel, [CONNECTION], [conn.fileno()])
                worker.open += 1
                worker.handed = turn
        except OSError:
            pass  # the worker is ending: the client sees the connection close and tries again
        finally:
            conn.close()


class _Supervisor:
    """The parent's loop: start-up, handing over connections, replacing workers that die."""

    def __init__(self, sock, backlog, load, serve, log, fewer_on_oom):
        self.sock = sock
        self.backlog = backlog
        self.start = (load, serve, log, _report_once())
        self.log = log
        self.fewer_on_oom = fewer_on_oom
        self.workers = {}  # pid -> _Worker
        self.listening = False
        self.turn = 0

    def fork(self, number):
        pid, channel = _fork_worker(number, *self.start)
        self.workers[pid] = _Worker(number, channel)

    def step(self):
        """One turn of the loop; an exit status when the server must end, else None."""
        channels = {w.channel: w for w in self.workers.values() if not w.gone}
        waiting = list(channels) + ([self.sock] if self.listening else [])
        readable, _, _ = select.select(waiting, [], [], 0.2)
        for channel in readable:
            if channel in channels and not _read_channel(channels[channel]):
                channels[channel].gone = True
        if not self.listening and all(w.ready and not w.gone for w in self.workers.values()):
            self.sock.listen(self.backlog)
            self.sock.setblocking(False)
            self.listening = True
            self.log("reference server: %s ready" % _workers(len(self.workers)))
        if self.listening and self.sock in readable:
            self.turn = _hand_over(self.sock, self.workers, self.turn)
        return self.reap()

    def reap(self):
        pid, status = os.waitpid(-1, os.WNOHANG)
        if pid == 0 or pid not in self.workers:
            return None
        worker = self.workers.pop(pid)
        worker.channel.close()
        if self.listening:
            self.log("reference server: worker %d %s; starting a new one" % (worker.number, _describe(status)))
            self.fork(worker.number)
            return None
        if _exit_code(status) == OUT_OF_MEMORY and self.fewer_on_oom and self.workers:
            self.log(
                "reference server: warning: worker %d ran out of GPU memory loading the model; serving "
                "with %s (SAGEMAKER_MODEL_SERVER_WORKERS sets the count)"
                % (worker.number, _workers(len(self.workers)))
            )
            return None
        self.log("reference server: worker %d %s while loading the model" % (worker.number, _describe(status)))
        return _exit_code(status) if _exit_code(status) > 0 else 2


def closing_note(channel):
    """What a worker calls as each of its connections closes: it tells the parent on its channel."""

    def note():
        try:
            channel.send(CLOSED)
        except OSError:
            pass  # the parent is ending

    return note


def run_workers(count, sock, backlog, load, serve, log, fewer_on_oom=False):
    """Forks `count` workers and supervises them until SIGTERM/SIGINT; returns the exit status.

    load(number) runs in each worker (numbered from 1) and returns the app that serve(app, channel)
    serves with the connections handed over on `channel`; `sock` is bound, not listening. load may
    raise LoadFailed(2, message) for a start-up problem, which then ends the whole server with 2, or
    SystemExit(OUT_OF_MEMORY), which drops that worker when `fewer_on_oom` and others remain.
    """
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGINT, _raise_stop)
    supervisor = _Supervisor(sock, backlog, load, serve, log, fewer_on_oom)
    try:
        for number in range(1, count + 1):
            supervisor.fork(number)
        while True:
            status = supervisor.step()
            if status is not None:
                return status
    except _Stop:
        return 0
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        _stop(supervisor.workers)


def _stop(workers):
    """SIGTERM to every worker, SIGKILL to any still running after the grace period; reaps them all."""
    for pid in workers:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + STOP_GRACE_SECONDS
    left = set(workers)
    while left:
        for pid in list(left):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done = pid
            if done:
                left.discard(pid)
        if left and time.monotonic() > deadline:
            for pid in left:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            deadline = float("inf")
        if left:
            time.sleep(0.02)
    sys.stderr.flush()
