"""Alternative costs a permanent offers its controller's spells (118.9, 601.2b), the rules part: 'You may cast
spells from your hand without paying their mana costs.' (Omniscience), 'You may pay {W}{U}{B}{R}{G} rather than pay
the mana cost for spells that you cast.' (Jodah, Archmage Eternal). The core asks GRANTED_ALTERNATIVES while it
lists castable cards and while a spell is announced (rules/stack/announce.spell_alternatives); the cost chosen is
paid like the spell's own alternative costs (118.9a: one at most; 118.9c: the mana value is unchanged; 107.3: an X
in the mana cost is 0 when no mana cost is paid)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import AlternativeCost, Cost
from lithoform.mechanics.granted_alternatives.nodes import GrantedAlternativeCost
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import GRANTED_ALTERNATIVES
from lithoform.state.model import HAND, STACK, GameState, Obj

FREE = "free"  # the name of 'without paying its mana cost' (the spell's own, too: Once Upon a Time)


def _from_hand(obj: Obj) -> bool:
    """601.2a: a card in the hand, or the spell it became as it began to be cast from there."""
    return obj.zone == HAND or (obj.zone == STACK and obj.cast_from == HAND)


def granted_alternatives(state: GameState, player: int, obj: Obj) -> Iterator[AlternativeCost]:
    """118.9: each cost the player's permanents offer the spell `obj` (one of each name: 118.9a lets only one be
    paid, and two 'without paying' are the same choice)."""
    seen: set[str] = set()
    for pid, a in battlefield_abilities(state, GrantedAlternativeCost):
        if state.objects[pid].controller != player or (a.from_hand and not _from_hand(obj)):
            continue
        if a.filter is not None and not matches(state, a.filter, obj.id, player, pid):
            continue
        name = FREE if a.mana is None else "pay" + a.mana.replace("{", "").replace("}", "")
        if name not in seen:
            seen.add(name)
            yield AlternativeCost(name, Cost(mana=a.mana))


GRANTED_ALTERNATIVES.register(granted_alternatives, needs=("GrantedAlternativeCost",))
