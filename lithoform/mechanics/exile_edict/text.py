"""'Target opponent exiles a creature they control', the text part (701.13a). Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exile_edict.nodes import ExileChosen


class ExileEdictRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_edict(self, c: list) -> VP:
        n, words = c[0], list(self._words(c[1]))  # type: ignore[attr-defined]
        if not isinstance(n, int):
            raise Unsupported("a variable number of permanents exiled")
        try:
            f = describe(words, []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return VP(lambda who: ExileChosen(who, f, n), "player", "exile_edict")


TRANSFORMER = ExileEdictRules
