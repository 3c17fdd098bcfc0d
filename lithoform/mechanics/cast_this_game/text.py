"""Spells cast this game, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import PutOnLibrary
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.cast_from_hand.nodes import CastFromYourHand
from lithoform.mechanics.cast_this_game.nodes import CastAnotherNamedThisGame, FirstSpellCastThisGame
from lithoform.mechanics.more_conditions.nodes import AllOf


class CastThisGameRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_cast_from_hand_and(self, c: list) -> AllOf:
        """'if this spell was cast from your hand and ...' (601.2a): both must hold."""
        return AllOf((CastFromYourHand(), c[0]))

    def cond_cast_another_named(self, c: list) -> CastAnotherNamedThisGame:
        if tuple(self._words(c[0])) != ("another", "spell"):  # type: ignore[attr-defined]
            raise Unsupported("'you've cast another ... named ~' other than a spell")
        return CastAnotherNamedThisGame()

    def cond_first_spell_this_game(self, c: list) -> FirstSpellCastThisGame:
        if tuple(self._words(c[0])) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'~ is the first ... you've cast this game' other than a spell")
        return FirstSpellCastThisGame()

    def put_pronoun_nth_in_library(self, c: list) -> VP:
        """401.4: 'put ~ into its owner's library seventh from the top'."""
        effect = PutOnLibrary(c[0], str(c[1]))
        return VP(lambda who: effect, "you")  # an instruction only the controller follows (608.2c)


TRANSFORMER = CastThisGameRules
