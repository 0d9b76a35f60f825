"""What the command line prints: text made safe for a terminal, and output that ends quietly.

A player's name or a file name comes from outside: it may hold escape sequences that recolour
or clear a terminal, or bytes that are not UTF-8 (a file name on Linux can be any bytes). Every
line printed goes through ``terminal_text``, which shows such characters as escapes
(``\\x1b``, ``\\xff``). ``Output`` writes the lines on standard output, and when nobody reads
them any more (``... | head`` closed the pipe) or standard output is closed (``>&-``), it stops
quietly with exit code 1 instead of a traceback. The subcommands decide what to print.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TextIO

# Control characters (C0, DEL, C1), bidi controls, line and paragraph separators, and the lone
# surrogates by which Python carries a file name's bytes that are not UTF-8.
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def _escape(found: re.Match[str]) -> str:
    char = found.group()
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (surrogateescape): show the byte
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def terminal_text(text: str, encoding: str | None = "utf-8") -> str:
    """``text`` safe to print: control characters and undecodable bytes shown as escapes,
    and characters the terminal's ``encoding`` lacks as ``\\N`` escapes.

    >>> terminal_text("Aiko\\x1b[2J"), terminal_text("caf\\udcc3.json")
    ('Aiko\\\\x1b[2J', 'caf\\\\xc3.json')
    >>> terminal_text("Kyōto", "ascii")
    'Ky\\\\u014dto'
    """
    text = _UNSAFE.sub(_escape, text)
    if encoding:
        try:
            text.encode(encoding)
        except UnicodeEncodeError:
            text = text.encode(encoding, "backslashreplace").decode(encoding)
        except LookupError:  # an encoding Python does not know: keep ASCII only
            text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text


def one_line(name: object) -> str:
    """A name (a file's, a player's) safe to put inside a line: its control characters, a
    newline among them, shown as escapes, so that it cannot split or garble the line.

    >>> one_line("two\\nlines.json")
    'two\\\\x0alines.json'
    """
    return terminal_text(str(name), None)


class Output:
    """Standard output for one command: safe lines, and an end without traceback when the
    reader has gone (``failed`` is then True and ``exit_code`` at least 1)."""

    def __init__(self, stream: TextIO | None = None, command: str = "tokaido_nb") -> None:
        self.stream = stream if stream is not None else sys.stdout
        self.command = command
        self.failed = False

    def line(self, text: str = "") -> bool:
        """Print one line (or several, joined by newlines); False once nothing can be printed."""
        if self.failed:
            return False
        stream = self.stream
        if stream is None:  # started with standard output closed: Python has none
            from ..rules.language import _

            return self._fail(_("standard output is closed"))
        encoding = getattr(stream, "encoding", None) or "utf-8"
        safe = "\n".join(terminal_text(part, encoding) for part in text.split("\n"))
        try:
            stream.write(safe + "\n")
            stream.flush()
        except BrokenPipeError:
            # The reader left (``| head``). Python would flush again on exit and print a second
            # error: point the descriptor at /dev/null first (the signal module's recipe).
            self.failed = True
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, stream.fileno())
                os.close(devnull)
            except (OSError, ValueError, AttributeError):  # no descriptor: nothing to flush
                pass
            return False
        except (OSError, ValueError) as error:  # closed, or a disk full
            reason = getattr(error, "strerror", None) or str(error)
            from ..rules.language import _

            return self._fail(_("cannot write to standard output ({reason})").format(reason=reason))
        return True

    def exit_code(self, code: int) -> int:
        """``code``, or 1 if the output could not all be written."""
        return max(code, 1) if self.failed else code

    def _fail(self, reason: str) -> bool:
        self.failed = True
        warn(f"{self.command}: {reason}")
        return False


def warn(text: str) -> None:
    """One line on standard error, made safe; nothing if standard error is closed too."""
    stream = sys.stderr
    if stream is None:
        return
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        stream.write(terminal_text(text, encoding) + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass
