"""Writing a command's result file: whole or not at all.

`write_file(path, data)` writes `data` to `path` the way an editor saves:

- through symlinks: the file a symlink names is written, the link stays;
- an existing file keeps its mode (and its owner, where permitted); a file
  with several hard links is rewritten in place, so every link sees the
  result (a rename would split the links); any other is replaced atomically
  by a rename from a temporary file in its directory;
- a new file gets the mode the umask gives (0666 & ~umask), as `>` would;
- a file that cannot be written (no write permission, or marked read-only
  by its mode) is refused, untouched;
- nothing is left behind: the temporary file (`.pto-export-*`) is removed on
  any failure, and SIGINT, SIGTERM and SIGHUP are held while files change,
  so Ctrl-C lands before the first byte or after the last (the interrupt is
  then raised as usual). A file with hard links is rewritten in place, which
  cannot be atomic: an I/O error in the middle of it (a full disk) leaves it
  partly written.
"""

from __future__ import annotations

import os
import signal
import stat
import tempfile
import threading
from collections.abc import Callable, Generator
from contextlib import contextmanager, suppress
from types import FrameType

from pypto_xdsl.commands.errors import CommandError

TEMPORARY_PREFIX = ".pto-export-"

_HELD = (
    signal.SIGINT,
    signal.SIGTERM,
    *([signal.SIGHUP] if hasattr(signal, "SIGHUP") else []),
)


@contextmanager
def _signals_held() -> Generator[None]:
    """Signals that would stop the process are delivered after the block.

    Each is caught by a handler that notes it, and raised again once the old
    handlers are back (Ctrl-C then raises KeyboardInterrupt, SIGTERM ends the
    process). Handlers, not a signal mask: a mask holds a signal for one
    thread only, and any other thread of the process may receive it."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may set handlers (and receives them)
        return
    caught: list[int] = []

    def note(signum: int, frame: object) -> None:
        caught.append(signum)

    old: dict[
        int, signal.Handlers | Callable[[int, FrameType | None], object] | int
    ] = {}
    for signum in _HELD:
        handler = signal.getsignal(signum)
        if handler is None or handler == signal.SIG_IGN:
            continue  # not set from Python (cannot be restored), or ignored
        old[signum] = handler
        signal.signal(signum, note)
    try:
        yield
    finally:
        for signum, handler in old.items():
            signal.signal(signum, handler)
        if caught:
            signal.raise_signal(caught[0])


def _umask() -> int:
    # No way to read the umask without setting it; a command has one thread.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _refused(path: str, reason: str) -> CommandError:
    return CommandError(f"cannot write {path}: {reason}")


def write_file(path: str, data: bytes) -> None:
    """`data` into `path`, as the module's docstring says; CommandError (one
    line, nothing changed) when it cannot."""
    target = os.path.realpath(path)
    try:
        info: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise _refused(path, error.strerror or str(error)) from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise _refused(path, "it is a directory")
        if not stat.S_ISREG(info.st_mode):
            raise _refused(path, "not a regular file")
        if not os.access(target, os.W_OK) or not info.st_mode & 0o222:
            raise _refused(
                path, "the file is read-only (its mode has no write permission)"
            )
    with _signals_held():
        if info is not None and info.st_nlink > 1:
            _rewrite(path, target, data)
        else:
            _replace(path, target, data, info)


def _rewrite(path: str, target: str, data: bytes) -> None:
    """The same file (inode) truncated and written: hard links stay links."""
    try:
        with open(target, "r+b") as handle:
            handle.write(data)
            handle.truncate()
    except OSError as error:
        raise _refused(path, error.strerror or str(error)) from None


def _replace(path: str, target: str, data: bytes, info: os.stat_result | None) -> None:
    directory = os.path.dirname(target)
    try:
        fd, temp = tempfile.mkstemp(prefix=TEMPORARY_PREFIX, dir=directory)
    except OSError as error:
        raise _refused(path, error.strerror or str(error)) from None
    try:
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            if info is None:
                os.chmod(temp, 0o666 & ~_umask())
            else:
                os.chmod(temp, stat.S_IMODE(info.st_mode))
                _keep_owner(temp, info)
            os.replace(temp, target)
        except OSError as error:
            raise _refused(path, error.strerror or str(error)) from None
    except BaseException:
        # Whatever stopped the write (an error, or a signal that was not
        # held): the temporary file goes.
        with suppress(FileNotFoundError):
            os.unlink(temp)
        raise


def _keep_owner(temp: str, info: os.stat_result) -> None:
    if not hasattr(os, "chown"):
        return
    # Only root may give a file away: otherwise it is ours, as any new file.
    with suppress(PermissionError):
        os.chown(temp, info.st_uid, info.st_gid)
