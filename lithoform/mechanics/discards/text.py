"""Discarding at random and a whole hand, the text part: 'that player discards a card at random', 'each
player discards their hand', the cost '{1}, Discard a card at random: ...'. Data only: imports the cards and
the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Marked, Unsupported, replace
from lithoform.mechanics.discards.nodes import DiscardAtRandom, DiscardHand


class DiscardsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def discard_at_random(self, c: list) -> VP:
        """701.9b: 'discards a card at random', 'discards X cards at random', 'discard a creature card at
        random' (only cards of that kind can be picked)."""
        if isinstance(c[0], Marked) and c[0].name == "cards_of_a_kind":
            n, f = c[0].value
            return VP(lambda who: DiscardAtRandom(n, who, f), "player", "discard at random")
        return VP(lambda who: DiscardAtRandom(c[0], who), "player", "discard at random")

    def discard_hand(self, c: list) -> VP:
        """701.9a: 'discards their hand' / 'discards all the cards in their hand'."""
        return VP(lambda who: DiscardHand(who), "player", "discard hand")

    def discard_all_of_kind(self, c: list) -> VP:
        """701.9a: 'discards all nonland cards': every card of that kind in the hand."""
        d = c[0]
        if d.noun != "card" or not d.plural or d.zone not in ("card", "hand") or d.graveyard_of:
            raise Unsupported("discarding all of something other than a kind of cards")
        f = replace(d.filter(), controller=None)
        return VP(lambda who: DiscardHand(who, f), "player", "discard all")

    def cost_discard_random(self, c: list) -> dict[str, Any]:
        """'{1}, Discard a card at random: ...' (701.9b as a cost, 601.2h): the card is picked at random as
        the cost is paid."""
        words = list(self._words(c[1]))  # type: ignore[attr-defined]
        if words not in (["card"], ["cards"]):
            raise Unsupported(f"discarding {' '.join(words)!r} at random as a cost")
        return {"discard": _int(c[0]), "discard_random": True}

    def cost_discard_named_this(self, c: list) -> dict[str, Any]:
        """Grandeur's 'Discard another card named ~' (201.2): one card in hand whose name is the source's printed
        name (compiler.bind_named writes it in); the source is a permanent, never a card in hand, so 'another'
        adds nothing to check."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        if words not in (["another", "card"], ["a", "card"]):
            raise Unsupported(f"discarding {' '.join(words)!r} named ~")
        return {"discard": 1, "discard_filter": Filter(named_source=True)}

    def cost_discard_hand(self, c: list) -> dict[str, Any]:
        """'{T}, Discard your hand, Sacrifice ~: ...' (701.9a as a cost, 601.2h): every card in the hand."""
        return {"discard_hand": True}


TRANSFORMER = DiscardsRules
