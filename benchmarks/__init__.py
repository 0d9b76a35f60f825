"""Benchmarks and studies of tokaido_nb, run from the repository's root as
``python -m benchmarks.NAME`` (benchmarks/README.md lists them with their last figures)."""
