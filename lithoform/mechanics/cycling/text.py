"""Cycling triggers (702.29c-d) and typecycling (702.29e-f), their text part: transformer rules mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics, never
the rules. Cycling itself is a keyword of the compiler's core (builders.cycling)."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost, DrawCards, SearchLibrary, Trigger
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.cycling.events import CYCLED


class CyclingRules:
    """Transformer rules of typecycling and of the abilities that trigger when a card is cycled."""

    def kw_typecycling(self, c: list) -> ActivatedAbility:
        """702.29e: '[Type]cycling [cost]' means '[Cost], Discard this card: Search your library for a [type]
        card, reveal it, and put it into your hand. Then shuffle.' It is a cycling ability (702.29f).
        'Plainscycling {2}', 'Wizardcycling {3}', 'Basic landcycling {1}{G}'."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        d = describe_or_fail([*words, "card"])
        if d.noun != "card" or d.controller is not None or d.other:
            raise Unsupported(f"{' '.join(words)}cycling: not a card type")
        name = " ".join(words[:-1] + [words[-1] + "cycling"]).capitalize()
        cost = mana(c[1])
        return ActivatedAbility(
            cost=Cost(mana=cost, discard_this=True),
            effect=SearchLibrary(filter=d.filter(), count=1, to="hand", reveal=True),
            zone="hand",
            keyword=name,
            text=f"{name} {cost}",
        )

    def st_cycling_cost(self, c: list) -> ActivatedAbility:
        """702.29a: 'Cycling—Pay 2 life.' (Street Wraith): '[Cost], Discard this card: Draw a card.' with a cost
        other than mana; activated only from the hand."""
        parts = c[0]
        if not isinstance(parts, dict) or set(parts) - {"mana", "pay_life"}:
            raise Unsupported("a cycling cost with parts other than mana and life")
        text = "Cycling—" + ", ".join(([parts["mana"]] if parts.get("mana") else [])
                                      + ([f"Pay {parts['pay_life']} life"] if parts.get("pay_life") else []))
        return ActivatedAbility(cost=Cost(**parts, discard_this=True), effect=DrawCards(1), zone="hand",
                                keyword="Cycling", text=text)

    def trig_cycle_self(self, c: list) -> Trigger:
        """702.29c: 'When you cycle this card' means 'When you discard this card to pay an activation cost of
        a cycling ability'; it triggers from whatever zone the card winds up in."""
        self._you(c[0])
        return Trigger(CYCLED, this=True)

    def _you(self, caster: str) -> None:
        if caster != "you":
            raise Unsupported("another player cycling this card")

    def trig_cycle_self_or_dies(self, c: list) -> list[Trigger]:
        """'When you cycle ~ or it dies' (702.29c, 700.4): one ability for each event."""
        self._you(c[0])
        return [Trigger(CYCLED, this=True), Trigger("dies", this=True)]

    def trig_cycle_card(self, c: list) -> Trigger:
        """'Whenever you cycle a card' / 'whenever a player cycles a card' (702.29c-d)."""
        caster, words = c[0], c[1]
        self._only(words, "card")  # type: ignore[attr-defined]
        if caster == "opponent":
            raise Unsupported("an opponent cycling a card")
        return Trigger(CYCLED, whose="your" if caster == "you" else "any")

    def trig_cycle_another(self, c: list) -> Trigger:
        """'Whenever you cycle another card' (702.29c): a permanent's ability; the cycled card is never the
        permanent itself, which is on the battlefield."""
        self._you(c[0])
        self._only(c[1], "another card")  # type: ignore[attr-defined]
        return Trigger(CYCLED, whose="your")


TRANSFORMER = CyclingRules
