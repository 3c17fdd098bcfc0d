"""Legendary and named tokens (111.4, 205.4), the text part: 'a legendary 4/4 ... token' and the line form
'Create [Name], a legendary 4/4 ... token with [keywords].', read as the token named [Name] ('... token with
deathtouch named the atropal', 111.4: the effect names it). Data only."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.cards.tree import CreateToken, TokenSpec
from lithoform.compiler.values import Unsupported

# 'create the atropal, a §0 4/4 §1 with deathtouch.' (chunked: §N are descriptions)
# ('create ¶0, a §0 4/4 §1.': a token's name with a comma in it, marked as a NAME by compiler/names.py)
_NAMED = re.compile(r"\bcreate ([a-z][a-z' -]*|¶\d+), (an? §\d+ \d+/\d+ §\d+(?: with [a-z, ]+)?)(?=\.)"
                    # 'Ragavan enters the battlefield tapped and attacking.' (Kari Zev, Skyship Raider): the next
                    # sentence names the token it just created (201.5), which is created tapped and attacking (508.4)
                    r"(?:\. \1 enters (§\d+)(?=\.))?")  # §N: 'tapped and attacking', chunked


class NamedTokenRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def tapped_attacking(self, c: list) -> str:
        return "attacking"

    def token_body_tapped(self, c: list) -> tuple[str, TokenSpec]:
        """'a tapped 2/2 black Rogue creature token' (110.5b: it enters tapped), 'a tapped and attacking 1/1
        ... token' (508.4)."""
        entering = "tapped_and_attacking" if len(c) and c[0] == "attacking" else "tapped"
        return entering, self.token_body([x for x in c if x != "attacking"])  # type: ignore[attr-defined]

    def token_body_supertype(self, c: list) -> TokenSpec:
        words = self._words(c[0])  # type: ignore[attr-defined]
        if words in (("tapped",), ("tapped", "and", "attacking")):  # 110.5b, 508.4: read by `token`
            return ("tapped_and_attacking" if len(words) > 1 else "tapped", self.token_body(c[1:]))  # type: ignore[return-value, attr-defined]
        if words != ("legendary",):
            raise Unsupported(f"a token described as {' '.join(words)!r} before its power and toughness")
        spec: TokenSpec = self.token_body(c[1:])  # type: ignore[attr-defined]
        return msgspec.structs.replace(spec, supertypes=("Legendary",))

    def token_named_after_this(self, c: list) -> Any:
        """'create a 3/3 blue Serpent creature token named Koma's Coil' (111.4): the name, '~' standing for the
        card's own (bound as the face is built, compiler.bind_token_names)."""
        token = self.token(c[:2])  # type: ignore[attr-defined]
        if not isinstance(token, CreateToken):
            raise Unsupported("a predefined token with a name")
        name = "~'s " + " ".join(self._name_word(w) for w in c[2:])  # type: ignore[attr-defined]
        return msgspec.structs.replace(token, token=msgspec.structs.replace(token.token, name=name))


def named_token_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'create the atropal, a legendary 4/4 ... token with deathtouch.' is read 'create a legendary 4/4 ...
    token with deathtouch named the atropal.'; 'create ragavan, a legendary 2/1 ... token. ragavan enters tapped
    and attacking.' is read '... token named ragavan that 's tapped and attacking.'"""
    if not _NAMED.search(text):
        return None
    return _NAMED.sub(lambda m: f"create {m.group(2)} named {m.group(1)}"
                      + (f" that 's {m.group(3)}" if m.group(3) else ""), text)


TRANSFORMER = NamedTokenRules
LINES = (named_token_line,)
