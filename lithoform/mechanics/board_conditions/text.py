"""Who controls what, as a condition: the text part. Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import ControlsAtLeast, Filter, LifeAboveStart
from lithoform.compiler.descriptions import COLORS, Desc, DescriptionError
from lithoform.compiler.values import Unsupported, uncontrolled_permanents
from lithoform.mechanics.board_conditions.nodes import (
    AnOpponentControlsNone,
    AnyOf,
    AnyPlayerControls,
    LibraryAtMost,
    MoreCardsInHandThanEachOpponent,
    MostCommonColor,
    NoOpponentControls,
    OpponentHandAtMost,
    OpponentPoisoned,
    SingleGraveyardAtLeast,
)
from lithoform.mechanics.more_conditions.nodes import AllOf
from lithoform.mechanics.opponent_controls.nodes import OpponentControlsAtLeast


def _uncontrolled(d: Any) -> Any:
    """The permanents of a description that names no controller ('a black permanent')."""
    return uncontrolled_permanents(d, "... controls")


def _kind(d: Desc) -> Filter:
    try:
        return d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def _one(n: Any) -> int:
    """'a'/'an' (one): a number of permanents in these conditions is read only as 'a'."""
    if n != 1:
        raise Unsupported("a number of permanents other than 'a' that a player controls")
    return 1


class BoardConditionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_opponent_controls_a(self, c: list) -> OpponentControlsAtLeast:
        """'an opponent controls a black permanent': one or more (102.3)."""
        return OpponentControlsAtLeast(_uncontrolled(c[-1]), _one(c[0]))

    def cond_any_player_controls(self, c: list) -> AnyPlayerControls:
        _one(c[0])
        return AnyPlayerControls(_uncontrolled(c[-1]))

    def cond_no_opponent_controls(self, c: list) -> NoOpponentControls:
        if len(c) == 2:
            _one(c[0])
        return NoOpponentControls(_uncontrolled(c[-1]))

    def cond_an_opponent_controls_none(self, c: list) -> AnOpponentControlsNone:
        """'an opponent controls no basic lands': one opponent controls none (102.3)."""
        return AnOpponentControlsNone(_uncontrolled(c[-1]))

    def cond_more_hand_than_each(self, c: list) -> MoreCardsInHandThanEachOpponent:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return MoreCardsInHandThanEachOpponent()

    def cond_opponent_hand_empty(self, c: list) -> OpponentHandAtMost:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return OpponentHandAtMost(0)

    def cond_opponent_hand_at_most(self, c: list) -> OpponentHandAtMost:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return OpponentHandAtMost(int(c[0]))

    def cond_control_this_or_that(self, c: list) -> ControlsAtLeast:
        """'you control another Merfolk or an Island' (Kumena's Speaker): a permanent of either kind ('another'
        leaves the source out of the first)."""
        first, second = (self._desc_of(d) for d in c)  # type: ignore[attr-defined]
        if first.plural or second.plural or first.controller or second.controller:
            raise Unsupported("'you control A or B' of other than one permanent of each kind")
        return ControlsAtLeast(Filter(any_of=(_kind(first), _kind(second))), 1)

    def cond_opponent_poisoned(self, c: list) -> OpponentPoisoned:
        return OpponentPoisoned()

    def cond_most_common_color(self, c: list) -> MostCommonColor:
        words = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        self._only(c[1], "permanents")  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in COLORS:
            raise Unsupported("'the most common color' of something other than a color")
        return MostCommonColor(COLORS[words[0]])

    def cond_a_library_at_most(self, c: list) -> LibraryAtMost:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return LibraryAtMost(int(c[0]))

    def cond_a_graveyard_at_least(self, c: list) -> SingleGraveyardAtLeast:
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        return SingleGraveyardAtLeast(int(c[0]))

    def cond_life_at_least_starting(self, c: list) -> LifeAboveStart:
        """'your life total is greater than or equal to your starting life total' (103.4): at least 0 more."""
        return LifeAboveStart(0)

    def cond_any_with_counter(self, c: list) -> AnyPlayerControls:
        """'a creature has a -1/-1 counter on it' (Tenacious Hunter): any player's permanent of that kind with
        one or more such counters (122.1)."""
        f = _uncontrolled(self._desc_of(c[0]))  # type: ignore[attr-defined]
        return AnyPlayerControls(msgspec.structs.replace(f, counter=str(c[1])))

    def _two(self, ability: Any, first: Any, second: Any, both: bool) -> Any:
        """611.3a: a static ability under two conditions, both or either of them."""
        return self._gated(ability, AllOf((first, second)) if both else AnyOf((first, second)))  # type: ignore[attr-defined]

    def st_while_both_first(self, c: list) -> Any:
        return self._two(c[2], c[0], c[1], True)

    def st_while_both(self, c: list) -> Any:
        return self._two(c[0], c[1], c[2], True)

    def st_while_either_first(self, c: list) -> Any:
        return self._two(c[2], c[0], c[1], False)

    def st_while_either(self, c: list) -> Any:
        return self._two(c[0], c[1], c[2], False)

    def cond_or_card_in_graveyard(self, c: list) -> AnyOf:
        """'you control a Desert or there is a Desert card in your graveyard': one of the two holds (the
        graveyard part is mechanics/graveyard_counts' 'there is a ... card in your graveyard', 404)."""
        return AnyOf((self.cond_control(c[:-2]), self.cond_a_card_in_graveyard(c[-2:])))  # type: ignore[attr-defined]

    def cond_control_with_pt(self, c: list) -> ControlsAtLeast:
        """'you control a 1/1 creature' (Lovestruck Beast): one with exactly that power and toughness (208.1),
        counted as the condition is checked."""
        p, t = (int(x) if x != "x" else None for x in str(c[1]).split("/"))
        if p is None or t is None:
            raise Unsupported("a power and toughness of X that a permanent must have")
        f = uncontrolled_permanents(c[2], "you control")
        f = msgspec.structs.replace(f, power_at_least=p, power_at_most=p, toughness_at_least=t, toughness_at_most=t)
        return ControlsAtLeast(f, _one(c[0]))


TRANSFORMER = BoardConditionsRules
