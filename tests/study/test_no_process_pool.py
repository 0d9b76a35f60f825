"""Where no process can be started (the browser edition), a study plays in this one and says so."""

from __future__ import annotations

from tokaido_nb import simulate as simulate_module
from tokaido_nb.simulate import NO_PROCESS_POOL, simulate


def test_a_study_without_processes_plays_here_and_says_so(monkeypatch, capsys) -> None:
    monkeypatch.setattr(simulate_module, "processes_available", lambda: False)
    summary = simulate(6, players=3, seed=1, workers=2)
    assert summary.workers == 1 and summary.games == 6
    assert capsys.readouterr().out.strip() == NO_PROCESS_POOL.format(games=6)
    assert summary.results == simulate(6, players=3, seed=1, workers=1).results
