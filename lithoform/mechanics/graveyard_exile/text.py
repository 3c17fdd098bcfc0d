"""Exiling from graveyards (406.2), the text part: '[player] exiles a card from their graveyard' and the
zone 'all graveyards' (which only 'exile' reads: every player's graveyard). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import EachPlayer, XValue
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Graveyard, Unsupported, replace
from lithoform.mechanics.exile_instead_of_graveyard.nodes import ExileFromAllGraveyards
from lithoform.mechanics.graveyard_exile.nodes import ExileOwnGraveyardCard, OwnsCardInExile


class GraveyardExileRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_own_graveyard_card(self, c: list) -> VP:
        """'Target player exiles a card from their graveyard.' (Relic of Progenitus, Scrabbling Claws)."""
        n, what = c
        return _exile_from_own_graveyard(n, list(self._words(what)), other=False)  # type: ignore[attr-defined]

    def exile_own_graveyard_card_other(self, c: list) -> VP:
        """'you may exile a black creature card other than ~ from your graveyard' (Ichorid): a card of the
        description other than the ability's source (109.2, Filter.other), which may be in that graveyard too."""
        n, what = c
        words = list(self._words(what))  # type: ignore[attr-defined]
        if words[-1:] != ["other"]:  # (the chunked description ends with 'other', as for 'target ... other than ~')
            raise Unsupported("'than ~' after something other than 'other'")
        return _exile_from_own_graveyard(n, words[:-1], other=True)

    def cost_exile_from_graveyard(self, c: list) -> dict:
        """601.2h: 'exile a creature card from your graveyard', 'exile three cards from your graveyard' (a cost:
        the cards are chosen as it is paid, from the payer's graveyard). 'exile another creature card from your
        graveyard' (Scrapheap Scrounger): one card other than the ability's source (announce.exile_candidates)."""
        n, tok = c if len(c) == 2 else (1, c[0])
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if len(c) == 1 and words[0] != "another":
            raise Unsupported(f"exiling {' '.join(words)!r} from the graveyard")
        d = describe_or_fail(words)
        if d.noun != "card":
            raise Unsupported(f"exiling {' '.join(words)!r} from the graveyard")
        x = isinstance(n, XValue)  # 'exile X cards from your graveyard' (107.3a: X announced, Cost.exile_x)
        out: dict = {"exile_from_hand": 0 if x else _int(n), "exile_from": "graveyard"}
        if x:
            out["exile_x"] = True
        if words not in (["card"], ["cards"]):
            out["exile_filter"] = d.filter()
        return out

    def cost_exile_library_top(self, c: list) -> dict:
        """601.2h: 'exile the top card of your library', 'exile the top four cards of your library' (Seasoned
        Tactician): the top cards as the cost is paid (401.1: nothing chosen)."""
        *n, tok = c
        words = list(self._words(tok))  # type: ignore[attr-defined]
        count = _int(n[0]) if n else 1
        if words != (["cards"] if n else ["card"]) or count < 1:
            raise Unsupported(f"exiling the top {' '.join(words)!r} of the library")
        return {"exile_from_hand": count, "exile_from": "library"}

    def cost_exile_permanent(self, c: list) -> dict:
        """601.2h: 'exile a creature you control' (Necrotic Fumes): a permanent of the payer's, chosen as the cost
        is paid, moved to exile (406.2)."""
        n, tok = c
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported(f"exiling {' '.join(words)!r} you control")
        return {"exile_from_hand": _int(n), "exile_from": "battlefield",
                "exile_filter": replace(d.filter(), controller="you")}

    def exile_all_from_graveyards(self, c: list) -> VP:
        """'Exile all cards from all graveyards.', 'exile all creature cards from all graveyards' (406.2: every
        matching card of every player's graveyard, moved at the same time)."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("exiling something other than cards from all graveyards")
        f = d.filter()
        return VP(lambda _you: ExileFromAllGraveyards(f), "you", "exile from graveyards")

    def exile_all_put_there_this_turn(self, c: list) -> VP:
        """'Exile all creature cards in all graveyards that were put there from the battlefield this turn.' (406.2,
        500.1): the matching cards that moved from the battlefield into a graveyard this turn, exiled at once."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("exiling something other than cards in all graveyards")
        f = replace(d.filter(), put_there_from_battlefield=True)
        return VP(lambda _you: ExileFromAllGraveyards(f), "you", "exile from graveyards")

    def cond_own_card_in_exile(self, c: list) -> OwnsCardInExile:
        """'you own a card in exile' (406.3, 108.3)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return OwnsCardInExile()

    def obj_all_graveyards(self, c: list) -> Graveyard:
        """'Exile all graveyards.': every player's graveyard (406.2)."""
        return Graveyard(EachPlayer())


def _exile_from_own_graveyard(n: Any, words: list[str], other: bool) -> VP:
    d = describe_or_fail(words)
    if d.noun != "card" or n != 1:
        raise Unsupported("exiling something other than a card from a graveyard")
    f = replace(d.filter(), other=True) if other else d.filter()

    def make(who: Any) -> ExileOwnGraveyardCard:
        return ExileOwnGraveyardCard(who, f)

    return VP(make, "player", "exile from graveyard")


TRANSFORMER = GraveyardExileRules
