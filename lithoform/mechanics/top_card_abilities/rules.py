"""The top card of a library as a source of abilities, the rules part (401.1, 611.3a, 613.1f).

'As long as the top card of your library is a Goblin card, Conspicuous Snoop has all activated abilities of that
card.' The condition is checked continuously (611.3a) against the card on top of the controller's library (401.1:
index 0), read from the card itself. The grant applies in layer 6 (613.1f): the permanent has every activated
ability (602.1) the card has, and an ability naming the card by name names the permanent instead (the rulings; the
compiled ability already says 'this object'). A card that became the top card while a spell is being cast or an
ability activated isn't revealed until that is done (the rulings), and grants nothing until then: the card on top
as the announcement began (state.rollback, 733) is the revealed one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.cards.tree import AddAbilities
from lithoform.mechanics.top_card_abilities.nodes import ActivatedAbilitiesOfTop, TopOfLibraryIs
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.layers import PART_LAYER, PART_WRITES, STATE_READ_PARTS
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.hooks import ABILITY_ACTIVATED, SPELL_CAST
from lithoform.state.model import LIBRARY, GameState, Obj, zone_key


def top_card(state: GameState, player: int) -> int | None:
    """401.1: the top card of `player`'s library (index 0), None if the library is empty."""
    library = state.zones[zone_key(LIBRARY, player)]
    return library[0] if library else None


def revealed_top(state: GameState, player: int) -> int | None:
    """The top card as it is revealed: during an announcement (601.2, 602.2) the card on top when it began, if it
    is still on top (Conspicuous Snoop's ruling: a new top card isn't revealed until the spell is cast)."""
    top = top_card(state, player)
    if top is None or not state.announcing or state.rollback is None:
        return top
    return top if top_card(state.rollback, player) == top else None


def _top_is(state: GameState, cond: TopOfLibraryIs, source: int, controller: int, work: Mapping[int, Any]) -> bool:
    """611.3a: whether the top card of the controller's library fits the description now."""
    top = top_card(state, controller)
    return top is not None and matches(state, cond.filter, top, controller, source)


def _activated_of_top(state: GameState, part: ActivatedAbilitiesOfTop, source: int) -> AddAbilities:
    """613.1f: the activated abilities of the revealed top card of the source's controller's library."""
    obj = state.objects.get(source)
    if not isinstance(obj, Obj):
        return AddAbilities()
    top = revealed_top(state, obj.controller)
    if top is None:
        return AddAbilities()
    return AddAbilities(tuple(chars(state, top).activated))


def _announced(state: GameState, oid: int) -> None:
    """601.2i, 602.2b: the spell is cast (the ability activated), so the new top card is revealed now (the
    rulings): the characteristics that read it as hidden are read again."""
    state.characteristics_changed()


EXTRA_STATIC_CONDITIONS[TopOfLibraryIs] = _top_is
PART_LAYER[ActivatedAbilitiesOfTop] = "6"
PART_WRITES[ActivatedAbilitiesOfTop] = frozenset({"keywords"})
STATE_READ_PARTS[ActivatedAbilitiesOfTop] = _activated_of_top
SPELL_CAST.register(_announced, needs=("ActivatedAbilitiesOfTop",))
ABILITY_ACTIVATED.register(_announced, needs=("ActivatedAbilitiesOfTop",))
