"""'Exile all creatures ... from the battlefield and all creature cards ... from all graveyards.', the text part.
Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import VP, Suffix, Unsupported
from lithoform.mechanics.exile_battlefield_and_graveyards.nodes import ExileFromBattlefieldAndGraveyards


class ExileBattlefieldAndGraveyardsRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def exile_battlefield_and_graveyards(self, c: list) -> VP:
        split = next(i for i in range(1, len(c)) if not isinstance(c[i], Suffix))
        try:
            permanents = self.desc_of_words(list(self._words(c[0])), c[1:split])  # type: ignore[attr-defined]
            cards = self.desc_of_words(list(self._words(c[split])), c[split + 1:])  # type: ignore[attr-defined]
            if not permanents.plural or not cards.plural or cards.noun != "card":
                raise DescriptionError("'exile all ... from the battlefield and all ... cards from all graveyards'")
            on_battlefield = permanents.permanents()
            cards.zone = "graveyard"
            in_graveyards = cards.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return VP(lambda _you: ExileFromBattlefieldAndGraveyards(on_battlefield, in_graveyards), "you", "exile")


TRANSFORMER = ExileBattlefieldAndGraveyardsRules
