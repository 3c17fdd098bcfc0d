"""'Its activated abilities can't be activated (unless they're mana abilities)' (Arrest, Faith's Fetters): a
static ability of an Aura that forbids activating the enchanted permanent's abilities (602.5, 605.1a). The
core asks at its activation-ban hook (rules/stack/activation_limits.py) when the legal actions are listed
and when mana abilities are offered for a payment."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, ActivationBan, GroupActivationBan
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import ACTIVATION_BANS
from lithoform.state.model import BATTLEFIELD, GameState


def activation_banned(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: whether an Aura's ability forbids activating this ability of `oid` now."""
    for source, ban in battlefield_abilities(state, ActivationBan):
        if getattr(state.objects.get(source), "attached_to", 0) != oid:
            continue
        if ban.except_mana and ability.mana:
            continue  # 605.1a: mana abilities stay activatable
        return True
    return False


ACTIVATION_BANS.register(activation_banned, needs=("ActivationBan",))


def group_activation_banned(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """602.5: whether a static ability forbids activating this ability of permanent `oid` ('Activated abilities
    of artifacts your opponents control can't be activated': Karn, the Great Creator); 605.1a: 'unless they're
    mana abilities'. Only a permanent's abilities (Karn's ruling: 'Activated abilities that work in other zones
    can still be activated.')."""
    obj = state.objects.get(oid)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    for source, ban in battlefield_abilities(state, GroupActivationBan):
        if ban.except_mana and ability.mana:
            continue
        if matches(state, ban.filter, oid, state.objects[source].controller, source):
            return True
    return False


ACTIVATION_BANS.register(group_activation_banned, needs=("GroupActivationBan",))
