"""The Oracle grammar (the .lark files beside this module) and its parser, built once per process.

Earley with a basic lexer: the grammar reads like the templates it describes, and a sentence outside it
fails fast at the first word no template allows. Every word the grammar names is a keyword of the lexer;
any other word is a WORD (a subtype, or a word nothing understands).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from lark import Lark, Tree

GRAMMAR_FILES = ("abilities.lark", "effects.lark")
START_RULES = ("keyword_line", "activated", "triggered", "static_line", "spell_line", "effects", "cost",
               "trigger_clause")


@cache
def grammar_text() -> str:
    here = Path(__file__).parent
    return "\n".join((here / name).read_text() for name in GRAMMAR_FILES)


@cache
def parser() -> Lark:
    return Lark(grammar_text(), parser="earley", lexer="basic", start=list(START_RULES),
                ambiguity="resolve", propagate_positions=False, maybe_placeholders=False)


def parse(text: str, start: str) -> Tree:
    """The parse tree of `text` from rule `start`; raises lark's errors when the text is outside the
    grammar."""
    return parser().parse(text, start=start)
