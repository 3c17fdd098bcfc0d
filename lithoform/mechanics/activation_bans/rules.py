"""'Its activated abilities can't be activated (unless they're mana abilities)' (Arrest, Faith's Fetters): a
static ability of an Aura that forbids activating the enchanted permanent's abilities (602.5, 605.1a). The
core asks at its activation-ban hook (rules/stack/activation_limits.py) when the legal actions are listed
and when mana abilities are offered for a payment."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, ActivationBan
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import ACTIVATION_BANS
from lithoform.state.model import GameState


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
