"""Ability words (207.2c): an italic word and a dash at the start of some abilities ('Imprint — When ...').
They have no rules meaning: the ability is read without them, and the word is kept only as a label."""

from __future__ import annotations

import re
from functools import cache

from lithoform.rules_text import rule


@cache
def ability_words() -> frozenset[str]:
    """The ability words 207.2c lists (lower case), read from the packaged rules."""
    listed = rule("207.2c").split("The ability words are ", 1)[1].rstrip(".")
    return frozenset(w.strip().replace("’", "'") for w in re.split(r",\s*(?:and\s+)?", listed) if w.strip())


def strip_ability_word(text: str) -> tuple[str, str]:
    """('imprint', 'when ~ enters, ...') for a normalised line starting with an ability word and its dash;
    ('', text) otherwise."""
    head, sep, rest = text.partition(" — ")
    if sep and head in ability_words():
        return head, rest
    return "", text
