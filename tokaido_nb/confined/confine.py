"""The kernel's confinement of a player's process (Linux), called by host.py before the player's
code runs; standard library only (``ctypes``), harmless where Linux or Landlock is missing.

What ``confine`` sets, each where the kernel has it (``PROTECTIONS`` names them; the process
reports which held, and the tournament says so in one line):

- limits: address space (``RLIMIT_AS``, the memory limit), no file may grow (``RLIMIT_FSIZE``
  0: nothing written to disk or to ``/dev/shm``), no core file;
- ``PR_SET_NO_NEW_PRIVS``, ``PR_SET_DUMPABLE`` 0 (no other process of the same user may read or
  write its ``/proc`` entries), ``PR_SET_PDEATHSIG`` (it dies with the tournament's process), and
  every capability dropped when the tournament runs as root;
- Landlock (kernel 5.13+, ABI checked at run time): read-only access to the Python installation
  and the package, nothing else (no other file, no ``/proc``, no ``/dev/shm``, no write
  anywhere); from ABI 4 no TCP connection or bound port; from ABI 6 no signal and no abstract
  Unix socket outside its own process;
- seccomp (x86-64 and arm64): no new process (``fork``, ``vfork``, ``clone`` without
  ``CLONE_THREAD``, ``clone3``) and no socket at all.

The tournament starts the process as the user ``nobody`` when it runs as root and ``nobody``
can read the Python installation (``player_credentials``).
"""

from __future__ import annotations

import os
import platform
import stat
import struct
import sys
from pathlib import Path
from typing import Any

try:  # not in every Python (a browser's Pyodide may lack it): then only the limits hold
    import ctypes
    import ctypes.util
except ImportError:  # pragma: no cover
    ctypes = None  # type: ignore[assignment]

PROTECTIONS = ("limits", "no_new_privs", "capabilities", "landlock", "network", "scope", "seccomp")
"""The protections ``confine`` may report, in order."""

# Landlock (include/uapi/linux/landlock.h); the system call numbers are the same on every arch.
_CREATE_RULESET, _ADD_RULE, _RESTRICT_SELF = 444, 445, 446
_VERSION = 1
_RULE_PATH_BENEATH = 1
_EXECUTE, _WRITE_FILE, _READ_FILE, _READ_DIR = 1, 2, 4, 8
_FS_ABI1 = (1 << 13) - 1  # execute ... make_sym
_FS_BY_ABI = {1: _FS_ABI1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 4: (1 << 15) - 1}
_FS_LATEST = (1 << 16) - 1  # ABI 5+: ioctl_dev too
_NET_BIND_TCP, _NET_CONNECT_TCP = 1, 2
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1, 2

_PR_SET_PDEATHSIG, _PR_SET_DUMPABLE, _PR_SET_NO_NEW_PRIVS, _PR_SET_SECCOMP = 1, 4, 38, 22
_SECCOMP_MODE_FILTER = 2
_CLONE_THREAD = 0x00010000

# seccomp: the architecture's audit number and its system calls that make a process.
_ARCHES: dict[str, tuple[int, dict[str, int], int]] = {
    # machine: (AUDIT_ARCH, {name: number}, capset's number)
    "x86_64": (
        0xC000003E,
        {"clone": 56, "fork": 57, "vfork": 58, "socket": 41, "socketpair": 53},
        126,
    ),
    "aarch64": (0xC00000B7, {"clone": 220, "socket": 198, "socketpair": 199}, 91),
}
_CLONE3 = 435


def _libc() -> Any:
    if ctypes is None:
        raise OSError("no ctypes")
    name = ctypes.util.find_library("c") or "libc.so.6"
    libc = ctypes.CDLL(name, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    return libc


def landlock_abi() -> int:
    """The kernel's Landlock ABI version: 0 where there is none (not Linux, too old, disabled)."""
    if sys.platform != "linux":
        return 0
    try:
        libc = _libc()
        version = libc.syscall(_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(_VERSION))
    except (OSError, AttributeError):
        return 0
    return max(0, int(version))


SYSTEM_LIBRARIES = ("/lib", "/lib64", "/usr/lib", "/usr/lib64", "/etc/ld.so.cache")
"""Where the dynamic linker finds the libraries of compiled modules."""


def readable_paths() -> list[Path]:
    """What a player's process may read: the Python installation, the environment's
    site-packages, the package itself (never the folder it is installed from, which may hold
    the players' files), and the system's shared libraries (numpy loads libstdc++)."""
    import tokaido_nb

    paths = {Path(sys.base_prefix), Path(sys.prefix), Path(tokaido_nb.__file__).parent}
    paths.update(Path(path) for path in SYSTEM_LIBRARIES)
    for entry in sys.path:
        if entry and ("site-packages" in entry or "dist-packages" in entry):
            paths.add(Path(entry))
    return sorted(path for path in paths if path.exists())


def player_command(memory_mb: int) -> list[str]:
    """The command that starts a player's process: a fresh interpreter, never a fork of this
    one (``-s``: no user site; ``-P``: not the current folder on the path)."""
    return [sys.executable, "-s", "-P", "-m", "tokaido_nb.confined.host", str(memory_mb)]


NOBODY = 65534


def player_credentials() -> dict[str, Any]:
    """``subprocess.Popen`` arguments that start a player as ``nobody`` when the tournament runs
    as root and ``nobody`` can reach the interpreter and the package; else none."""
    if sys.platform != "linux" or os.geteuid() != 0 or not _nobody_can_run():
        return {}
    return {"user": NOBODY, "group": NOBODY, "extra_groups": []}


def _nobody_can_run() -> bool:
    """Whether every folder above the interpreter and the readable paths lets others in."""
    import tokaido_nb

    targets = [Path(os.path.realpath(sys.executable)), Path(tokaido_nb.__file__).resolve()]
    targets += [path.resolve() for path in readable_paths()]
    for target in targets:
        for folder in target.parents:
            try:
                mode = folder.stat().st_mode
            except OSError:
                return False
            if not mode & stat.S_IXOTH:
                return False
    return True


def confine(memory_mb: int) -> tuple[bool, list[str]]:
    """Confine this process for good: whether the memory limit holds, and which of
    ``PROTECTIONS`` hold. Nothing here raises: a protection the system lacks is left out."""
    held: list[str] = []
    memory = _limits(memory_mb)
    if memory:
        held.append("limits")
    if sys.platform != "linux":
        return memory, held
    try:
        libc = _libc()
    except OSError:
        return memory, held
    end_with_parent(libc)
    libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        return memory, held
    held.append("no_new_privs")
    if _drop_capabilities(libc):
        held.append("capabilities")
    held += _landlock(libc)
    if _seccomp(libc):
        held.append("seccomp")
    return memory, held


def end_with_parent(libc: Any = None) -> None:
    """Be killed (SIGKILL) when the process that started this one ends (Linux; elsewhere
    nothing): a player's process never outlives its tournament."""
    if sys.platform != "linux":
        return
    parent = os.getppid()
    try:
        (libc or _libc()).prctl(_PR_SET_PDEATHSIG, 9, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it ended before the call
        sys.exit(1)


def _limits(memory_mb: int) -> bool:
    try:
        import resource
    except ImportError:  # Windows
        return False
    for limit, value in (("RLIMIT_FSIZE", 0), ("RLIMIT_CORE", 0)):
        try:
            resource.setrlimit(getattr(resource, limit), (value, value))
        except (AttributeError, ValueError, OSError):
            pass
    if memory_mb <= 0:
        return False
    size = memory_mb * 1024 * 1024
    try:
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    except (ValueError, OSError):
        return False
    return True


def _drop_capabilities(libc: Any) -> bool:
    """Drop every capability (a root process keeps none); True if it had any to drop."""
    if os.geteuid() != 0:
        return False
    arch = _ARCHES.get(platform.machine())
    if arch is None:
        return False
    header = struct.pack("Ii", 0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    data = bytes(24)  # two of {effective, permitted, inheritable}, all empty
    result = libc.syscall(arch[2], ctypes.c_char_p(header), ctypes.c_char_p(data))
    return int(result) == 0


def _landlock(libc: Any) -> list[str]:
    abi = landlock_abi()
    if abi <= 0:
        return []
    fs = _FS_BY_ABI.get(abi, _FS_LATEST)
    attr = struct.pack("Q", fs)
    held = ["landlock"]
    if abi >= 4:
        attr += struct.pack("Q", _NET_BIND_TCP | _NET_CONNECT_TCP)
        held.append("network")
    if abi >= 6:
        attr += struct.pack("Q", _SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL)
        held.append("scope")
    ruleset = int(
        libc.syscall(_CREATE_RULESET, ctypes.c_char_p(attr), ctypes.c_size_t(len(attr)), 0)
    )
    if ruleset < 0:
        return []
    try:
        for path in readable_paths():
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue
            try:
                rights = _READ_FILE | (_READ_DIR if path.is_dir() else 0)
                rule = struct.pack("=Qi", rights, fd)  # landlock_path_beneath_attr, packed
                libc.syscall(_ADD_RULE, ruleset, _RULE_PATH_BENEATH, ctypes.c_char_p(rule), 0)
            finally:
                os.close(fd)
        if int(libc.syscall(_RESTRICT_SELF, ruleset, 0)) != 0:
            return []
    finally:
        os.close(ruleset)
    return held


def _seccomp(libc: Any) -> bool:
    """No new process and no socket: a classic BPF filter on the system call's number."""
    arch = _ARCHES.get(platform.machine())
    if arch is None:
        return False
    audit, calls, _capset = arch
    allow, refuse = 0x7FFF0000, 0x00050000 | 11  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EAGAIN
    unknown = 0x00050000 | 38  # ENOSYS: clone3's callers fall back to clone
    ld, jeq, jset, ret = 0x20, 0x15, 0x45, 0x06
    program: list[tuple[int, int, int, int]] = [
        (ld, 0, 0, 4),  # arch
        (jeq, 1, 0, audit),
        (ret, 0, 0, refuse),  # another ABI (x32, 32-bit): nothing
        (ld, 0, 0, 0),  # the call's number
        (0x35, 0, 1, 0x40000000),  # x32's calls (jge): nothing
        (ret, 0, 0, refuse),
        (jeq, 0, 1, _CLONE3),
        (ret, 0, 0, unknown),
    ]
    for name in ("fork", "vfork", "socket", "socketpair"):
        if name in calls:
            program += [(jeq, 0, 1, calls[name]), (ret, 0, 0, refuse)]
    program += [
        (jeq, 0, 3, calls["clone"]),
        (ld, 0, 0, 16),  # clone's flags (the low half of its first argument)
        (jset, 1, 0, _CLONE_THREAD),
        (ret, 0, 0, refuse),
        (ret, 0, 0, allow),
    ]
    if sys.byteorder != "little":
        return False
    filters = b"".join(struct.pack("HBBI", *instruction) for instruction in program)
    buffer = ctypes.create_string_buffer(filters)
    fprog = struct.pack("HxxxxxxP", len(program), ctypes.addressof(buffer))
    result = libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.c_char_p(fprog), 0, 0)
    return int(result) == 0


def described(held: list[str]) -> str:
    """One line saying which protections hold (for the leaderboard)."""
    from ..rules.language import _

    if "landlock" in held and "seccomp" in held:
        return _(
            "Sandbox: each player reads only Python and the package, writes nothing, makes no "
            "connection, signals and starts no other process (Landlock and seccomp)."
        )
    if "seccomp" in held:
        return _(
            "Sandbox: no Landlock here; each player starts no process and opens no socket, "
            "but can read what its user can read."
        )
    return _("Sandbox: only limits of time and memory here (no Linux confinement).")
