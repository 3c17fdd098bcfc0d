"""'Target player shuffles up to N target cards from their graveyard into their library', the text part."""

from __future__ import annotations

from lithoform.cards.tree import Filter, Target, TargetSpec
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.graveyard_shuffle.nodes import ShuffleCardsIntoLibrary


class GraveyardShuffleRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def shuffles_target_cards(self, c: list) -> VP:
        """115.1: the cards, up to N, must be in the graveyard of the target player who is the subject
        (TargetSpec.controlled_by 'target:N' reads the owner of a card, 404.2)."""
        n, tok = c[0], c[-1]
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or not d.plural or d.controller is not None:
            raise Unsupported("shuffling something other than cards of a graveyard")
        scope = self.scope  # type: ignore[attr-defined]
        player = scope.player
        if not isinstance(player, Target) or scope.targets[player.slot].kind != "player":
            raise Unsupported("'their graveyard' of a player who isn't a target")
        f = d.filter()
        spec = TargetSpec("card", None if f == Filter() else f, 0, _int(n), zone="graveyard",
                          controlled_by=f"target:{player.slot}")
        cards = scope.target(spec)
        scope.player = player  # 'their' still means the player
        return VP(lambda who: ShuffleCardsIntoLibrary(cards, who), "player", "shuffle")


TRANSFORMER = GraveyardShuffleRules
