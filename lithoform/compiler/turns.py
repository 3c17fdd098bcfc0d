"""Transformer rules for untapping (502.3), extra turns (500.7), loyalty abilities at instant speed (606.3)
and 'as long as it's your turn' (611.3a); mixed into `OracleTransformer` (transform.py). Phasing (702.26)
and ending the turn (724.1) are in their homes' text parts (lithoform/mechanics/<name>/text.py)."""

from __future__ import annotations

from lithoform.cards.tree import (
    LOYALTY_AT_INSTANT_SPEED,
    ApplyContinuous,
    DoesntUntap,
    EachControlledBy,
    Static,
    StaticEffect,
    TakeExtraTurns,
    TargetSpec,
    Trigger,
    Triggering,
    YourTurn,
)
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Scope, SpellSetting, Unsupported, mana, replace

NEXT_UNTAP = "next_untap"  # untap.NEXT_UNTAP: the duration 'during its controller's next untap step'
YOUR_NEXT_UNTAP = "your_next_untap"  # untap.YOUR_NEXT_UNTAP: 'during your next untap step'


class TurnRules:
    scope: Scope
    face_types: tuple[str, ...]

    # --- static abilities -------------------------------------------------------------------------------------

    def st_attached_doesnt_untap(self, c: list) -> StaticEffect:
        """502.3: 'Enchanted creature doesn't untap during its controller's untap step.'"""
        return StaticEffect((DoesntUntap(),), attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]

    def st_self_doesnt_untap(self, c: list) -> StaticEffect:
        """502.3: '~ doesn't untap during your untap step.'"""
        return StaticEffect((DoesntUntap(),))

    def st_loyalty_instant_speed(self, c: list) -> Static:
        """606.3's exception: loyalty abilities of ~ on any player's turn, whenever its controller could cast
        an instant (still once per turn)."""
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        self._only(c[1], "instant")  # type: ignore[attr-defined]
        if "Planeswalker" not in self.face_types:
            raise Unsupported("loyalty abilities of something that isn't a planeswalker")
        return Static(LOYALTY_AT_INSTANT_SPEED)

    def st_if_cost_less(self, c: list) -> SpellSetting:
        """601.2f, 118.7: 'As long as it's your turn, this spell costs {2}{U}{U} less to cast.'"""
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost reduction of X")
        return SpellSetting("reduction", (symbols, c[0]))

    def cond_your_turn(self, c: list) -> YourTurn:
        return YourTurn()

    # --- triggers -----------------------------------------------------------------------------------------------

    def trig_self_untapped(self, c: list) -> Trigger:
        """'Whenever ~ becomes untapped' (701.26b)."""
        return Trigger("untapped", this=True)

    def trig_cast_not_from_hand(self, c: list) -> Trigger:
        """'Whenever an opponent casts a spell from anywhere other than their hand' (601.2a: the zone the
        spell was cast from)."""
        caster, _n, words = c
        d = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.plural:
            raise Unsupported("a cast trigger for something other than a spell")
        self.scope.default_it = Triggering()
        return Trigger("cast", filter=replace(d.filter(), controller=caster or None), not_from="hand")

    def trig_cast_not_from_your_hand(self, c: list) -> Trigger:
        """'Whenever you cast a spell from anywhere other than your hand' (Vega, the Watcher; 601.2a)."""
        if c[0] != "you":
            raise Unsupported("'your hand' after a caster other than you")
        return self.trig_cast_not_from_hand(c)

    # --- effects ------------------------------------------------------------------------------------------------

    def dont_untap_next(self, c: list) -> VP:
        """'Those creatures don't untap during their controller's next untap step' (502.3)."""
        return VP(lambda what: ApplyContinuous((DoesntUntap(),), what, until=NEXT_UNTAP), "object", "don't untap")

    def dont_untap_your_next(self, c: list) -> VP:
        """'~ doesn't untap during your next untap step' (502.3): the untap step of the effect's controller
        (rules/turn/untap.YOUR_NEXT_UNTAP)."""
        return VP(lambda what: ApplyContinuous((DoesntUntap(),), what, until=YOUR_NEXT_UNTAP), "object", "don't untap")

    def extra_turns(self, c: list) -> VP:
        """500.7: '[player] take(s) N extra turn(s) after this one'."""
        n = _int(c[0])
        return VP(lambda who: TakeExtraTurns(n, who), "player", "take")

    def _each_controlled_by(self, c: list, kind: str) -> EachControlledBy:
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'each' of something other than permanents")
        who = self.scope.target(TargetSpec(kind))
        return EachControlledBy(d.permanents(), who)

    def obj_each_target_player_controls(self, c: list) -> EachControlledBy:
        return self._each_controlled_by(c, "player")

    def obj_each_target_opponent_controls(self, c: list) -> EachControlledBy:
        return self._each_controlled_by(c, "opponent")
