"""Playing from your graveyard, the rules part (601.3, 305.1).

601.3: a player may begin to cast a spell only if a rule or effect allows it from the zone it is in; 305.1: a
land card is played, not cast (305.9), and counts as one of the turn's land plays (305.2). A permanent's
'You may play lands [and cast spells] from your graveyard' lets its controller do so with the cards of their
own graveyard, with the usual timing and costs (legal.py checks those)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.graveyard_play.nodes import PlayFromGraveyard
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.hooks import CAST_PERMISSIONS
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import GRAVEYARD, GameState, zone_key

GRAVEYARD_PLAY = "graveyard play"


def graveyard_play_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1: the land cards (and, with 'cast spells', the other cards) of `player`'s graveyard, if a
    permanent they control lets them play those."""
    lands = spells = False
    for pid, a in battlefield_abilities(state, PlayFromGraveyard):
        if state.objects[pid].controller == player:
            lands, spells = lands or a.lands, spells or a.spells
    if not (lands or spells):
        return
    for oid in state.zones[zone_key(GRAVEYARD, player)]:
        if "Land" in chars(state, oid).types:
            if lands:
                yield Permission(oid, GRAVEYARD_PLAY, True)
        elif spells:
            yield Permission(oid, GRAVEYARD_PLAY)


CAST_PERMISSIONS.register(graveyard_play_permissions, needs=("PlayFromGraveyard",))
