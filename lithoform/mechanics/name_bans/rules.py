"""Bans on a chosen card name, the rules part (201.3, 607.2d). The name is the one the permanent chose as it
entered (mechanics/enters_choice, kept as a Link under its id: a new object has chosen nothing, 400.7).
'Spells with the chosen name can't be cast' is asked at the core's cast-ban hook (101.2: a 'can't' beats a
'can'; 601.3), 'activated abilities of sources with the chosen name can't be activated' at its activation-ban
hook (602.5; 605.1a keeps mana abilities when the ban says so), for objects in any zone. Both cost the hot
paths one cached lookup (battlefield_abilities) unless such a permanent is on the battlefield."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.name_bans.nodes import ChosenNameActivationBan, ChosenNameCantBeCast
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.hooks import ACTIVATION_BANS, CAST_BANS
from lithoform.state.model import GameState, Obj


def chosen_name(state: GameState, source: int) -> str | None:
    """The card name `source` chose as it entered (201.3), None if it chose none."""
    return chosen_value(state, source, "card name") or chosen_value(state, source, "nonland card name")


def chosen_name_cant_be_cast(state: GameState, player: int, oid: int) -> bool:
    """101.2, 601.3: a spell with the chosen name can't be cast (by the source's controller's opponents only
    when the ban says so)."""
    bans = battlefield_abilities(state, ChosenNameCantBeCast)
    if not bans:
        return False
    name = chars(state, oid).name
    for source, ban in bans:
        src = state.objects.get(source)
        if ban.opponents and isinstance(src, Obj) and src.controller == player:
            continue
        if chosen_name(state, source) == name:
            return True
    return False


def chosen_name_not_activated(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: activated abilities of objects with the chosen name can't be activated (605.1a: mana abilities
    still can when the ban says 'unless they're mana abilities')."""
    bans = battlefield_abilities(state, ChosenNameActivationBan)
    if not bans:
        return False
    name = chars(state, oid).name
    return any(not (ban.except_mana and ability.mana) and chosen_name(state, source) == name
               for source, ban in bans)


# (gated: only a game with such a ban asks them, rules/present.py)
CAST_BANS.register(chosen_name_cant_be_cast, needs=("ChosenNameCantBeCast",))
ACTIVATION_BANS.register(chosen_name_not_activated, needs=("ChosenNameActivationBan",))
