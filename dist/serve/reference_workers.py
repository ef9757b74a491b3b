"""Several worker processes on one port, as SAGEMAKER_MODEL_SERVER_WORKERS asks of SageMaker's toolkits.

The parent binds the socket and imports the handlers; each forked worker loads the model itself (as a
toolkit's workers each run model_fn) and says so on a pipe. The parent starts listening once every
worker is ready, so GET /ping answers only when all can serve, then tells them to accept. The workers
share the listening socket, so the kernel hands each new connection to a waiting worker in turn.

A worker that dies after start-up is replaced. SIGTERM or SIGINT to the parent stops every worker and
waits for it; a worker also ends when its parent does (PR_SET_PDEATHSIG), so none is left behind.
"""

import ctypes
import os
import select
import signal
import sys
import time

PR_SET_PDEATHSIG = 1
STOP_GRACE_SECONDS = 5


class _Stop(Exception):
    pass


def _raise_stop(_signum, _frame):
    raise _Stop()


def _die_with_parent(parent):
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):
        pass  # not Linux: the parent still stops its workers itself
    if os.getppid() != parent:
        os._exit(0)  # the parent ended before the call above


def _fork_worker(number, load, serve, log):
    """Forks worker `number`; returns (pid, ready pipe to read, go pipe to write)."""
    ready_r, ready_w = os.pipe()
    go_r, go_w = os.pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.close(ready_r)
            os.close(go_w)
            _die_with_parent(parent)
            app = load(number)
            os.write(ready_w, b"r")
            if os.read(go_r, 1) != b"g":
                os._exit(0)  # the parent gave up on the start
            serve(app)
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException as exc:  # noqa: B036 (a worker must never return into the parent's code)
            log("reference server: worker %d: %s: %s" % (number, type(exc).__name__, exc))
        finally:
            os._exit(code)
    os.close(ready_w)
    os.close(go_r)
    return pid, ready_r, go_w


def _describe(status):
    if os.WIFSIGNALED(status):
        return "was killed by signal %d" % os.WTERMSIG(status)
    return "exited with status %d" % os.WEXITSTATUS(status)


def run_workers(count, sock, backlog, load, serve, log):
    """Forks `count` workers and supervises them until SIGTERM/SIGINT; returns the exit status.

    load(number) runs in each worker (numbered from 1) and returns what serve(app) serves on `sock`
    (bound, not listening); it may raise SystemExit(2) for a start-up problem, which then ends the whole
    server with 2.
    """
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGINT, _raise_stop)
    workers = {}  # pid -> [number, ready fd or None once ready, go fd]
    listening = False
    try:
        for number in range(1, count + 1):
            pid, ready, go = _fork_worker(number, load, serve, log)
            workers[pid] = [number, ready, go]
        while True:
            waiting = [w[1] for w in workers.values() if w[1] is not None]
            readable, _, _ = select.select(waiting, [], [], 0.2) if waiting else ([], [], [])
            if not waiting:
                time.sleep(0.2)
            for w in workers.values():
                if w[1] in readable and os.read(w[1], 1) == b"r":
                    os.close(w[1])
                    w[1] = None
                    if listening:
                        os.write(w[2], b"g")
            if not listening and all(w[1] is None for w in workers.values()):
                sock.listen(backlog)
                listening = True
                for w in workers.values():
                    os.write(w[2], b"g")
                log("reference server: %d workers ready" % count)
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0 or pid not in workers:
                continue
            number, ready, go = workers.pop(pid)
            for fd in (ready, go):
                if fd is not None:
                    os.close(fd)
            if not listening:
                log("reference server: worker %d %s while loading the model" % (number, _describe(status)))
                return os.WEXITSTATUS(status) if os.WIFEXITED(status) and os.WEXITSTATUS(status) else 2
            log("reference server: worker %d %s; starting a new one" % (number, _describe(status)))
            pid, ready, go = _fork_worker(number, load, serve, log)
            workers[pid] = [number, ready, go]
    except _Stop:
        return 0
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        _stop(workers)


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
