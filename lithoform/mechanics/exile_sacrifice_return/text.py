"""Living End's sentence, its text part: 'each player exiles all [type] cards from their graveyard, then
sacrifices all [type]s they control, then puts all cards they exiled this way onto the battlefield.' Data only:
imports the cards and the compiler's basics."""

from __future__ import annotations

import re

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.exile_sacrifice_return.nodes import ExileSacrificeReturn


class ExileSacrificeReturnRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_sacrifice_return_sentence(self, c: list) -> list[ExileSacrificeReturn]:
        try:
            exiled = describe(list(self._words(c[0])), [])  # type: ignore[attr-defined]
            sacrificed = describe(list(self._words(c[1])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if self._words(c[2]) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("'puts all ... they exiled this way' of something other than the cards")
        if exiled.noun != "card" or not exiled.plural or not sacrificed.plural:
            raise Unsupported("a mass exile and sacrifice of other descriptions")
        try:
            return [ExileSacrificeReturn(exiled.filter(), sacrificed.permanents())]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


_LINE = re.compile(r"^each player exiles (all §\d+ from their graveyard, then sacrifices all §\d+ they control, then "
                   r"puts all §\d+ they exiled this way onto the battlefield\.)$")


def exile_sacrifice_return_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """The whole line, read from its own first word (grammar.lark)."""
    m = _LINE.match(text)
    return f"exiled {m.group(1)}" if m else None


TRANSFORMER = ExileSacrificeReturnRules
LINES = (exile_sacrifice_return_line,)
