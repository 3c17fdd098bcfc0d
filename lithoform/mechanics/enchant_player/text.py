"""Auras that enchant a player (303.4), their text part: 'Enchant player' / 'Enchant opponent' (702.5a) and
the steps of the enchanted player ('at the beginning of enchanted player's upkeep', 603.2, 503.1a), after
which 'that player' is the enchanted player. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Enchant, EnchantedPlayer, Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.enchant_player.nodes import ENCHANTED


class EnchantPlayerRules:
    """Transformer rules of Auras that enchant a player."""

    face_subtypes: tuple[str, ...]

    def _aura(self) -> None:
        if "Aura" not in self.face_subtypes:
            raise Unsupported("'enchant player' on a card that isn't an Aura")

    def kw_enchant_player(self, c: list) -> Enchant:
        """702.5a, 303.4a: 'Enchant player': it targets a player as it is cast and is attached to them."""
        self._aura()
        return Enchant("player", None, text="Enchant player")

    def kw_enchant_opponent(self, c: list) -> Enchant:
        """702.5a: 'Enchant opponent': only an opponent of its controller."""
        self._aura()
        return Enchant("opponent", None, text="Enchant opponent")

    def _enchanted_step(self, step: str) -> tuple[str, str]:
        self._aura()
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]  # 'that player': the enchanted player
        return (step, ENCHANTED)

    def step_enchanted_upkeep(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("upkeep")

    def step_enchanted_draw(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("draw")

    def step_enchanted_end(self, c: list) -> tuple[str, str]:
        return self._enchanted_step("end")


    # --- the enchanted player's events (603.2) ------------------------------------------------------------------

    def _of_enchanted(self, n: object, d: object) -> Filter:
        """One permanent of a kind controlled by the enchanted player (filter controller 'enchanted')."""
        self._aura()
        if _int(n) != 1 or not isinstance(d, Desc) or d.controller:
            raise Unsupported("'... enchanted player controls' of a number of permanents")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]
        return replace(f, controller=ENCHANTED)

    def trig_enters_enchanted(self, c: list) -> Trigger:
        """'Whenever a creature enters under enchanted player's control' (Trespasser's Curse; 603.6a): its
        controller as it enters is the player the Aura enchants; 'that player' is that player."""
        return Trigger("enters", filter=self._of_enchanted(*c))

    def trig_dies_enchanted(self, c: list) -> Trigger:
        """'Whenever a nontoken creature enchanted player controls dies' (603.6c, 603.10a: its controller as
        it last existed on the battlefield)."""
        return Trigger("dies", filter=self._of_enchanted(*c))

    def trig_attacks_enchanted(self, c: list) -> Trigger:
        """'Whenever a creature attacks enchanted player' (508.1m, 508.3a): once for each creature declared as
        an attacker attacking that player; 'it' is the attacking creature."""
        self._aura()
        n, d = c
        if _int(n) != 1 or not isinstance(d, Desc) or d.controller:
            raise Unsupported("'... attacks enchanted player' of a number of creatures")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.attacker_event = True  # type: ignore[attr-defined]
        return Trigger("attacks", filter=f, to_player=True, whose=ENCHANTED)

    def trig_enchanted_draws(self, c: list) -> Trigger:
        """'Whenever enchanted player draws a card' (121.1: once for each card); 'they' / 'that player' is
        the enchanted player."""
        self._aura()
        self._only(c[0], "card")  # type: ignore[attr-defined]
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]
        return Trigger("draw", whose=ENCHANTED)

    def trig_enchanted_casts(self, c: list) -> Trigger:
        """'Whenever enchanted player casts a spell' (601.2i): the spell's controller as it becomes cast is the
        player the Aura enchants; 'that spell' is it."""
        self._aura()
        trigger = self.trig_cast(["", *c])  # type: ignore[attr-defined]
        self.scope.player = EnchantedPlayer()  # type: ignore[attr-defined]
        if trigger.from_zone is not None or trigger.filter is None:
            raise Unsupported("'enchanted player casts' a spell of another kind")
        return replace(trigger, filter=replace(trigger.filter, controller=ENCHANTED))

TRANSFORMER = EnchantPlayerRules
