"""The Oracle grammar (the .lark files beside this module) and its parser, built once per process.

Earley with a basic lexer: the grammar reads like the templates it describes, and a sentence outside it
fails fast at the first word no template allows. Every word the grammar names is a keyword of the lexer;
any other word is a WORD (a subtype, or a word nothing understands).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from lark import Lark, Tree
from lark.exceptions import LarkError

GRAMMAR_FILES = ("abilities.lark", "effects.lark")
START_RULES = ("keyword_line", "static_line", "spell_line", "effects", "cost", "trigger_clause", "condition")


@cache
def grammar_text() -> str:
    here = Path(__file__).parent
    return "\n".join((here / name).read_text() for name in GRAMMAR_FILES)


@cache
def grammar_literals() -> frozenset[str]:
    """Every quoted word of the grammar: words the lexer reads as keywords."""
    return frozenset(re.findall(r'"([^"\s]+)"', grammar_text()))


@cache
def parser() -> Lark:
    return Lark(grammar_text(), parser="earley", lexer="basic", start=list(START_RULES),
                ambiguity="resolve", propagate_positions=False, maybe_placeholders=False)


_TREES: dict[tuple[str, str], Tree | Exception] = {}
_WORDS = re.compile(r"'?[a-z][a-z'\-/]*")
_SYMBOLS = re.compile(r"\{[^}]*\}")


class OutsideVocabulary(LarkError):
    """A word no template of the grammar has: the text can't parse, so the Earley parser isn't run."""


def unknown_word(text: str) -> str | None:
    """The first word of `text` the grammar can't read: not a keyword of the grammar, and not in a
    place where any word is allowed (a token's name after 'named', a counter's kind before 'counter')."""
    literals = grammar_literals()
    words = _WORDS.findall(_SYMBOLS.sub(" ", text))
    for i, w in enumerate(words):
        if w in literals:
            continue
        after_named = "named" in words[max(0, i - 3):i]
        before_counter = i + 1 < len(words) and words[i + 1] in ("counter", "counters")
        if not (after_named or before_counter):
            return w
    return None


def parse(text: str, start: str) -> Tree:
    """The parse tree of `text` (descriptions already chunked) from rule `start`; raises lark's errors when
    the text is outside the grammar. Results are cached: chunked lines repeat across many cards."""
    key = (start, text)
    hit = _TREES.get(key)
    if hit is None:
        unknown = unknown_word(text)
        try:
            if unknown:
                raise OutsideVocabulary(f"the grammar has no word {unknown!r}")
            hit = parser().parse(text, start=start)
        except LarkError as e:
            hit = e
        _TREES[key] = hit
    if isinstance(hit, Exception):
        raise hit
    return hit
