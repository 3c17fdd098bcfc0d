"""Ability words (207.2c) and flavor words (207.2d): an italic word and a dash at the start of some
abilities ('Imprint — When ...', 'Acid Breath — When ...'). They have no rules meaning: the ability is read without them, and the word is kept only as a label."""

from __future__ import annotations

import re
from functools import cache

from lithoform.rules_text import exists, rule


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


@cache
def keyword_ability_names() -> frozenset[str]:
    """The keyword abilities 702.2 onwards name (lower case): 'Boast — ...', 'Companion — ...' and
    'Forecast — ...' are keywords whose line has a dash, never flavor words."""
    names: list[str] = []
    number = 2
    while exists(f"702.{number}"):
        names.append(rule(f"702.{number}").split("\n", 1)[0].split(". ", 1)[1].strip().lower())
        number += 1
    return frozenset(names)


# A flavor word is a short name of plain words ('acid breath', 'dark one 's own luck', 'two-weapon fighting');
# a number ('1 — ', a result table), a Saga's chapter numerals ('i, ii — ', 714.2) or a bullet outside a
# modal choice ('• khans — ', a named choice the card refers to) is never one.
_FLAVOR = re.compile(r"[a-z][a-z'-]*(?: [a-z'-]+){0,5}!?")  # 'trapped!' (Treasure Chest)
_NUMERALS = re.compile(r"[ivx]+(?:, [ivx]+)*")


def strip_flavor_word(text: str) -> tuple[str, str]:
    """207.2d: ('acid breath', 'when ~ enters, ...') for a normalised line or mode that starts with a flavor
    word and its dash; ('', text) otherwise. Flavor words have no rules meaning and the rules list none, so
    they are recognised by form: a short name before ' — ' that is neither a keyword (702), an ability word
    (207.2c, stripped by strip_ability_word), a chapter number nor a choice of modes."""
    head, sep, rest = text.partition(" — ")
    if (not sep or not rest or not _FLAVOR.fullmatch(head) or _NUMERALS.fullmatch(head)
            or head in keyword_ability_names() or head in ability_words() or head.startswith("choose ")):
        return "", text
    return head, rest
