"""Card names inside rules text ('search your library for a card named Basri, Devoted Paladin'): a name
can hold commas and any words, so before chunking each one is written as a placeholder '¶N' that the
grammar reads as one NAME token (201.2: a name refers to the card with exactly that name)."""

from __future__ import annotations

import re
from functools import cache

from lithoform.carddb import card_names

_POSSESSIVE = re.compile(r"(?<=[\w~])'s\b")


def _normal(name: str) -> str:
    """A name as it reads in normalised text (normalise.py): lower case, possessives split off."""
    return " ".join(_POSSESSIVE.sub(" 's", name.replace("’", "'").lower()).split())


@cache
def _index() -> dict[str, tuple[tuple[str, str], ...]]:
    """Normalised card names by their first word, longest first, with the name as printed."""
    by_first: dict[str, list[tuple[str, str]]] = {}
    for name in card_names():
        for part in name.split(" // "):
            key = _normal(part)
            by_first.setdefault(key.split(" ", 1)[0], []).append((key, part))
    return {k: tuple(sorted(set(v), key=lambda kv: -len(kv[0]))) for k, v in by_first.items()}


# 'Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.' (111.4: the effect names the
# token): a token's name with a comma in it, which only the printed text spells (no card has that name)
_TOKEN_NAME = re.compile(r"\bcreate ([a-z][a-z' ]*(?:, the [a-z' ]+)+), (?=an? legendary )")


def _token_names(text: str, printed: str) -> tuple[str, tuple[str, ...]]:
    """`text` with each such token name replaced by '¶0', '¶1', ... and the names as printed."""
    names: list[str] = []

    def mark(m: re.Match[str]) -> str:
        key = m.group(1)
        at = printed.lower().replace("’", "'").find(key.replace(" 's", "'s"))
        if at < 0:
            return m.group(0)
        names.append(printed[at:at + len(key.replace(" 's", "'s"))])
        return f"create ¶{len(names) - 1}, "
    return _TOKEN_NAME.sub(mark, text), tuple(names)


def mark_names(text: str, printed: str = "") -> tuple[str, tuple[str, ...]]:
    """`text` with each card name after 'named ' (and each comma'd token name after 'create ', read from the
    `printed` line) replaced by '¶0', '¶1', ... and the names as printed."""
    if printed and "create " in text and _TOKEN_NAME.search(text) and "named " not in text:
        return _token_names(text, printed)
    if "named " not in text and "partner with " not in text and "meld them into " not in text:
        return text, ()  # 702.124j: 'partner with [name]'; 701.42a: 'meld them into [name]'
    names: list[str] = []
    out: list[str] = []
    pos = 0
    for m in re.finditer(r"\b(?:named|partner with|meld them into) ", text):
        if m.start() < pos:
            continue
        rest = text[m.end():]
        for key, printed in _index().get(rest.split(" ", 1)[0], ()):
            if rest.startswith(key) and not rest[len(key):len(key) + 1].isalnum():
                out.append(text[pos:m.end()])
                out.append(f"¶{len(names)}")
                names.append(printed)
                pos = m.end() + len(key)
                break
    out.append(text[pos:])
    return "".join(out), tuple(names)
