"""'exiled this way' (608.2c), the text part, and the sentence 'For each [count], [instructions with fixed
amounts]' (107.1: each amount times the count; a player loses or gains that much life at once). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CreatePredefinedToken,
    CreateToken,
    CreateTokenFor,
    DealDamage,
    DrawCards,
    ExileOwnThings,
    GainLife,
    LoseLife,
    Mill,
    PutCounters,
    TargetController,
)
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, mentions, replace, times
from lithoform.mechanics.destroyed_this_way.nodes import DestroyedThisWay, GraveyardThisWay, SacrificedThisWay
from lithoform.mechanics.exiled_this_way.nodes import (
    CountedController,
    ExiledThisWay,
    SomeExiledThisWay,
    TokensForEachMoved,
)

# the amounts that count objects moved by this resolution: what 'its controller' after them can name
_MOVED_AMOUNTS = (ExiledThisWay, DestroyedThisWay, SacrificedThisWay, GraveyardThisWay)


class ExiledThisWayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _exiled_filter(self, tok: Any) -> Any:
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
            if d.noun not in ("card", "permanent", "creature") and not d.types:
                raise Unsupported("'exiled this way' of something other than cards or permanents")
            return d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def cond_exiled_this_way(self, c: list) -> SomeExiledThisWay:
        return SomeExiledThisWay(self._exiled_filter(c[0]))

    def fe_exiled_this_way(self, c: list) -> ExiledThisWay:
        self.scope.counting = True  # type: ignore[attr-defined]  # 'its controller' after it: each one's
        return ExiledThisWay(self._exiled_filter(c[0]))

    def fe_exiled_from_hand_this_way(self, c: list) -> ExiledThisWay:
        """'for each card exiled from their hand this way' (Test of Talents): only the cards this resolution
        exiled from a hand; the instructions that use it search one player's hand ('their')."""
        return ExiledThisWay(self._exiled_filter(c[0]), from_zone="hand")

    def investigate_for_each(self, c: list) -> VP:
        """701.16a: 'That player investigates for each nontoken creature exiled this way.' (Declaration in
        Stone): the player the subject names (you, without one) creates a Clue token for each (107.1, 111.2)."""
        return VP(lambda who: CreatePredefinedToken("clue", count=c[0], who=who), "player", "investigate")

    def for_each_sentence(self, c: list) -> list:
        """'For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.', 'For each
        land you control, create a Treasure token.': each instruction's fixed amount times the count (107.1),
        counted as it resolves (608.2h). The instruction happens once with that amount, as 'create a Treasure
        token for each land you control' would."""
        count, effects = c[0], self._finish(c[1])  # type: ignore[attr-defined]
        self.scope.counting = False  # type: ignore[attr-defined]
        out = []
        for e in effects:
            if isinstance(e, CreateTokenFor) and isinstance(e.who, TargetController | CountedController) \
                    and isinstance(count, _MOVED_AMOUNTS) and isinstance(e.count, int):
                # 'For each creature destroyed this way, its controller creates ...' (Descent of the Dragons):
                # each counted object's own controller (608.2h), one token each
                out.append(TokensForEachMoved(count, e.token, e.count, e.tapped))
                continue
            if mentions(e, CountedController):
                raise Unsupported("'its controller' of each counted object, in an instruction other than a token's")
            field = _COUNTED_FIELD.get(type(e))
            amount = getattr(e, field, None) if field else None
            if not isinstance(amount, int) or getattr(e, "divided", False):
                raise Unsupported("'for each ...,' before an instruction without a fixed amount")
            if isinstance(getattr(e, "who", None), TargetController):
                # 'For each creature exiled this way, its controller loses 1 life': a player for each counted
                # object, which only the token instruction above reads
                raise Unsupported("'for each ..., its controller ...': a player for each counted object")
            out.append(replace(e, **{field: times(count, amount)}))
        return out


# The instructions 'For each ..., [instruction]' reads, by the field that holds their fixed amount.
_COUNTED_FIELD: dict[type, str] = {
    LoseLife: "amount", GainLife: "amount", DealDamage: "amount", DrawCards: "amount", Mill: "amount",
    PutCounters: "amount", CreateToken: "count", CreatePredefinedToken: "count", CreateTokenFor: "count",
    ExileOwnThings: "count",  # 'for each 1 life you lost, exile a permanent you control or a card ...' (Lich's Mastery)
}


TRANSFORMER = ExiledThisWayRules
