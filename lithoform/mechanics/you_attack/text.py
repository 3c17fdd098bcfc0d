"""'Whenever you attack', the text part: the same trigger as 'whenever you attack with one or more
creatures' (508.1m). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, Trigger
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.attack_events.nodes import PLAYER_ATTACKS


class YouAttackRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def trig_you_attack(self, c: list) -> Trigger:
        """'Whenever you attack, ...': once each combat in which you declare one or more attackers."""
        return Trigger("attack_with", filter=Filter(types=("Creature",)), min_attackers=1)

    def trig_one_or_more_attack(self, c: list) -> Trigger:
        """'Whenever one or more Rogues you control attack, ...' (603.2c: one event, the declaration of
        attackers, 508.1m): once if any matching creature the controller controls is declared an attacker."""
        d = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'one or more ... attack' of something other than creatures")
        if d.controller != "you":  # whoever attacks with them (Duelist's Heritage's ruling): attack_events
            return Trigger(PLAYER_ATTACKS, whose="any", filter=d.filter())
        return Trigger("attack_with", filter=d.filter(), min_attackers=1)

    def trig_attack_with_one_or_more(self, c: list) -> Trigger:
        """'Whenever you attack with one or more creatures' (508.1m): once per declaration of attackers with
        one or more matching creatures of the controller's; 'that many' is how many of them were declared
        (the trigger's `batch`, matching.attack_triggers)."""
        d = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("attacking with something other than creatures")
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger("attack_with", filter=d.filter(), min_attackers=1, batch=True)


TRANSFORMER = YouAttackRules
