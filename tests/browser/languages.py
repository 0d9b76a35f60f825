"""Whether a page's words are in the language a lesson says it speaks: a count of the small
words every sentence of a language uses, which names of cards and travellers never are."""

from __future__ import annotations

import re

SMALL_WORDS = {
    "en": {"the", "and", "you", "your", "is", "are", "of", "to", "with", "has", "takes", "at"},
    "fr": {"le", "la", "les", "des", "est", "et", "tu", "ton", "ta", "une", "du", "au", "à"},
    "pl": {"i", "w", "na", "się", "jest", "z", "do", "ma", "nie", "to", "po", "za"},
}


def language_problems(text: str, code: str) -> list[str]:
    """Why ``text`` does not read as ``code``'s language: too few of its small words, or
    English small words among them (empty when it reads right)."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    if len(words) < 20:
        return [f"only {len(words)} words to judge"]
    own = sum(word in SMALL_WORDS[code] for word in words)
    english = [word for word in words if word in SMALL_WORDS["en"] - SMALL_WORDS[code]]
    problems = []
    if own < 0.04 * len(words):
        problems.append(f"{own} of {len(words)} words are {code}'s small words")
    if code != "en" and len(english) > 0.02 * len(words):
        problems.append(f"{len(english)} English small words: {sorted(set(english))[:12]}")
    return problems
