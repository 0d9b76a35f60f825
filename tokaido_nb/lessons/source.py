"""The engine's own code for a rule, shown in a lesson: read from the package, never copied.

``rule_code(souvenir_points)`` reads the function the game really runs (``inspect.getsource``)
and shows it without its docstring, so that a chapter can set the rule in words beside the few
lines that score it. If the package changes, the lesson shows the new code.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from html import escape
from typing import Any


def code_of(function: Callable[..., Any]) -> str:
    """The source of ``function`` as the package holds it, without its docstring.

    >>> from tokaido_nb.rules.scoring import dense_ranks
    >>> print(code_of(dense_ranks))  # doctest: +ELLIPSIS
    def dense_ranks(totals: Sequence[int]) -> list[int]:
        distinct = sorted({t for t in totals if t > 0}, reverse=True)
    ...
    """
    source = textwrap.dedent(inspect.getsource(function))
    lines = source.splitlines()
    tree = ast.parse(source)
    definition = tree.body[0]
    body = getattr(definition, "body", [])
    if (
        body
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, str)
    ):
        first, last = body[0].lineno - 1, (body[0].end_lineno or body[0].lineno)
        lines = lines[:first] + lines[last:]
    return "\n".join(lines).rstrip() + "\n"


class RuleCode:
    """One or more of the engine's functions, shown as code (HTML in a notebook, plain text
    elsewhere), each with the module it lives in."""

    def __init__(self, *functions: Callable[..., Any]) -> None:
        self.functions = functions
        self.parts = [(f"{f.__module__}.{f.__qualname__}", code_of(f)) for f in functions]

    def __str__(self) -> str:
        return "\n".join(f"# {where}\n{code}" for where, code in self.parts)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        blocks = "".join(
            f'<div style="font-size:12px;color:#6f6456">{escape(where)}</div>'
            f'<pre style="margin:2px 0 10px 0;padding:6px 10px;background:#f6f3ec;'
            f'border-left:3px solid #c9b88e;font-size:13px;line-height:1.35">{escape(code)}</pre>'
            for where, code in self.parts
        )
        return f'<div class="tokaido-rule-code">{blocks}</div>'


def rule_code(*functions: Callable[..., Any]) -> RuleCode:
    """Show the engine's code for a rule: ``rule_code(temple_awards)`` in a notebook cell."""
    return RuleCode(*functions)


__all__ = ["RuleCode", "code_of", "rule_code"]
