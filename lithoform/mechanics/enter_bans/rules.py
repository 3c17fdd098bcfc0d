"""The static ban on cards entering the battlefield from some zones (Grafdigger's Cage).

- 101.2: a 'can't' beats any effect that would put the card onto the battlefield: the card stays in its zone
  (the core's ENTER_BANS hook, rules/zones.py; no zone change happens, so nothing triggers).
- The card is looked at as it exists in the zone it would leave (the Cage's ruling: "Look at the card as it exists
  in your graveyard to determine whether it can enter the battlefield.").
"""

from __future__ import annotations

from lithoform.mechanics.enter_bans.nodes import CantEnterFrom
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.hooks import ENTER_BANS
from lithoform.state.model import GameState, Obj


def cant_enter(state: GameState, card: Obj) -> bool:
    """101.2: whether a permanent's ban keeps `card` (about to move onto the battlefield) where it is."""
    bans = battlefield_abilities(state, CantEnterFrom)
    if not bans:
        return False
    c = chars(state, card.id)
    return any(card.zone in ban.zones and characteristics_fit(ban.filter, c) for _, ban in bans)


ENTER_BANS.register(cant_enter, needs=("CantEnterFrom",))
