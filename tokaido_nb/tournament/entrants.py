"""The players of a tournament: every ``.py`` file of a folder, each tried in a process of its
own before the games (a file that cannot be loaded is listed with its error, and left out)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules.language import _
from .sandbox import Limits, PlayerProcess
from .tables import BOT_PREFIX, Entrant, bot_class

AHEAD = 8
"""How many players' processes start at once while the files are tried."""


@dataclass(frozen=True)
class NotLoaded:
    """A file of the folder left out of the tournament, and why."""

    file: str
    message: str

    def to_json(self) -> dict[str, str]:
        """As plain JSON."""
        return {"file": self.file, "message": self.message}


def player_files(folder: Path) -> list[Path]:
    """The ``.py`` files of ``folder`` (not those whose name starts with ``_`` or ``.``)."""
    if not folder.is_dir():
        raise ValueError(_("{folder} is not a folder of players' files").format(folder=folder))
    return sorted(
        path
        for path in folder.glob("*.py")
        if path.is_file() and not path.name.startswith(("_", "."))
    )


def load_entrants(
    folder: Path | str,
    limits: Limits,
    bots: tuple[str, ...] = (),
    confined: list[str] | None = None,
    keep: dict[str, PlayerProcess] | None = None,
) -> tuple[dict[str, Entrant], list[NotLoaded]]:
    """The players of ``folder`` that load, named after their files, then the bots asked for;
    and the files that do not load, each with its error. ``confined`` receives the protections
    the processes reported (``confine.PROTECTIONS``); ``keep`` the processes of the files that
    loaded, for their games (else they are closed).

    Each file is tried in a fresh process of its own (one file cannot spoil another), the next
    ``AHEAD`` started while one is tried, so that their start-ups overlap."""
    entrants: dict[str, Entrant] = {}
    refused: list[NotLoaded] = []
    paths = player_files(Path(folder))
    processes = {path: PlayerProcess(limits) for path in paths}
    try:
        for number, path in enumerate(paths):
            for ahead in paths[number : number + AHEAD]:
                processes[ahead].spawn()
            _try(path, processes.pop(path), entrants, refused, confined, keep)
    finally:
        for process in processes.values():
            process.close()
    for bot in bots:
        bot_class(bot)  # an unknown name is refused here, before a game
        entrants[BOT_PREFIX + bot] = Entrant(BOT_PREFIX + bot)
    return entrants, refused


def _try(
    path: Path,
    process: PlayerProcess,
    entrants: dict[str, Entrant],
    refused: list[NotLoaded],
    confined: list[str] | None,
    keep: dict[str, PlayerProcess] | None,
) -> None:
    """Try one file in its process: an entrant, or a file refused with its reason."""
    try:
        if path.stem.startswith(BOT_PREFIX):
            refused.append(
                NotLoaded(
                    path.name,
                    _("a file may not be named like a built-in bot ({prefix}...)").format(
                        prefix=BOT_PREFIX
                    ),
                )
            )
            return
        try:
            source = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            refused.append(NotLoaded(path.name, _("cannot be read: {error}").format(error=error)))
            return
        reply = process.load(path.stem, str(path), source, seed=0)
        if confined is not None and process.confined:
            confined[:] = process.confined.split(",")
        if reply.fault is not None:
            refused.append(NotLoaded(path.name, reply.message))
        else:
            entrants[path.stem] = Entrant(path.stem, str(path), source)
            if keep is not None:
                keep[path.stem], process = process, None  # type: ignore[assignment]
    finally:
        if process is not None:
            process.close()
