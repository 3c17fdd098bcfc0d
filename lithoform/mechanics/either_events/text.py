"""Two trigger events of one ability (603.2), the text part: each event becomes a trigger of the same ability
(the compiler makes one ability for each, sharing the effect, as for '~ attacks or blocks'). Words that name
the object or player of only one of the events ('it', 'that player', 'that much') have no meaning for the
other, so the scope forgets what either event introduced. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This, Trigger, Triggering, YourTurn
from lithoform.cards.trigger_events import EXILED
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported


class EitherEventRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _forget_event(self) -> None:
        """Neither event's object nor player is 'it' / 'that player' (603.2: either may be what happened)."""
        scope = self.scope  # type: ignore[attr-defined]
        scope.default_it = This()
        scope.player = None
        scope.event_amount = False
        scope.attacker_event = False
        scope.stack_event = False
        scope.event_other = None

    def trig_step_or_event(self, c: list) -> list[Trigger]:
        """'At the beginning of your upkeep or whenever you cast a red spell' (Shrine of Burning Rage): a step
        trigger (503.1) and another event, of your own step only (another player's step would name a player)."""
        (step, whose), other = c
        if whose != "your" or not isinstance(other, Trigger) or other.event == "step":
            raise Unsupported("'at the beginning of [a step] or whenever ...' other than your step and one event")
        self._forget_event()
        return [Trigger("step", step=step, whose=whose), other]

    def trig_self_enters_or_combat_damage_player(self, c: list) -> list[Trigger]:
        """'Whenever ~ enters or deals combat damage to a player' (603.6a, 510.3a)."""
        self._forget_event()
        return [Trigger("enters", this=True), Trigger("combat_damage", this=True, to_player=True)]


    def trig_self_dies_or_exiled(self, c: list) -> list[Trigger]:
        """'When ~ dies or is put into exile from the battlefield' (700.4, 603.6c): two leaves-the-battlefield
        events of one ability; 'it' is ~ (the new object it became, 400.7, found by the effect)."""
        return [Trigger("dies", this=True), Trigger(EXILED, this=True)]

    def trig_attached_dies_or_exiled(self, c: list) -> list[Trigger]:
        """'When enchanted creature (permanent) dies or is put into exile' (603.10a: looks back at what this
        Aura was attached to); 'that card' is the card it became."""
        word = str(c[0])
        self._only(c[1], "creature", "permanent")  # type: ignore[attr-defined]
        if word != "enchanted" or "Aura" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"'{word} permanent dies or is put into exile' on a card that isn't an Aura")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        # 'dies' of a noncreature permanent is 'put into a graveyard from the battlefield' (603.6c)
        graveyard = "dies" if tuple(self._words(c[1])) == ("creature",) else "to_graveyard"  # type: ignore[attr-defined]
        return [Trigger(graveyard, equipped=True), Trigger(EXILED, equipped=True)]

    def trig_exiled_from_battlefield(self, c: list) -> Trigger:
        """'Whenever a creature is exiled from the battlefield' (603.6c, 603.10a): once for each such permanent."""
        n, d = c
        if _int(n) != 1:
            raise Unsupported("'... are exiled from the battlefield' of a number of permanents")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(EXILED, filter=self._trigger_filter([d]))  # type: ignore[attr-defined]

    def trig_dies_or_exiled(self, c: list) -> list[Trigger]:
        """'Whenever a creature with a coin counter on it dies or is put into exile' (700.4, 603.6c)."""
        n, d = c
        if _int(n) != 1:
            raise Unsupported("'... die or are put into exile' of a number of creatures")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        if "Creature" not in f.types:
            raise Unsupported("'a [noncreature] dies or is put into exile'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("dies", filter=f), Trigger(EXILED, filter=f)]

    def trig_cast_your_turn_or_self_dies(self, c: list) -> list[Trigger | tuple[Trigger, YourTurn]]:
        """'Whenever an opponent casts a spell during your turn or when ~ dies' (Voice of Resurgence; 603.2, 601.2i,
        700.4): the cast event only in its controller's turn (checked as it triggers and as it resolves, 603.4), the
        dies event at any time; neither event's object is 'it'."""
        cast = self.trig_cast(c)  # type: ignore[attr-defined]
        self._forget_event()
        return [Trigger("dies", this=True), (cast, YourTurn())]


TRANSFORMER = EitherEventRules
