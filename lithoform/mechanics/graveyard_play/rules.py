"""Playing from your graveyard, the rules part (601.3, 305.1).

601.3: a player may begin to cast a spell only if a rule or effect allows it from the zone it is in; 305.1: a
land card is played, not cast (305.9), and counts as one of the turn's land plays (305.2). A permanent's
'You may play lands [and cast spells] from your graveyard' lets its controller do so with the cards of their
own graveyard, with the usual timing and costs (legal.py checks those)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.graveyard_play.nodes import PlayFromGraveyard, PlayFromGraveyardThisTurn
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import CAST_PERMISSIONS, STEP_TURN_BASED_ACTIONS
from lithoform.rules.stack.permissions import Permission, play_permissions
from lithoform.state.model import GRAVEYARD, GameState, Link, zone_key

GRAVEYARD_PLAY = "graveyard_play"  # one word: the name is part of a cast action's text


def graveyard_play_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1: the land cards (and, with 'cast spells', the other cards) of `player`'s graveyard, if a
    permanent they control lets them play those."""
    lands = spells = _this_turn(state, player)
    for pid, a in battlefield_abilities(state, PlayFromGraveyard):
        if state.objects[pid].controller == player:
            lands, spells = lands or a.lands, spells or a.spells
    if not (lands or spells):
        return
    for oid in state.zones[zone_key(GRAVEYARD, player)]:
        yield from play_permissions(state, oid, GRAVEYARD_PLAY, lands, spells)  # (712.12: a land face too)


TURN_KEY = "gy_play_turn:"  # + player:turn: 'Until end of turn, you may play lands and cast spells from your graveyard'


def _this_turn(state: GameState, player: int) -> bool:
    key = f"{TURN_KEY}{player}:{state.turn}"
    return any(link.key == key for link in state.links)


def _play_from_graveyard_this_turn(ctx: Ctx, e: PlayFromGraveyardThisTurn) -> None:
    """601.3, 305.1, 611.2a: until the turn ends, the controller may play lands and cast spells from their
    graveyard (a record under the player and the turn; the cards aren't locked in, so cards put there later
    count too)."""
    st = ctx.state
    if not _this_turn(st, ctx.controller):
        st.links = st.links + (Link(ctx.source, f"{TURN_KEY}{ctx.controller}:{st.turn}", ()),)
    st.emit("may_play_from_graveyard", ("601.3", "305.1"), player=ctx.controller)


def _drop_old(state: GameState, step: str) -> None:
    """514.2: a permission of an earlier turn no longer lasts."""
    if step == "upkeep" and any(link.key.startswith(TURN_KEY) for link in state.links):
        state.links = tuple(link for link in state.links
                            if not link.key.startswith(TURN_KEY) or link.key.endswith(f":{state.turn}"))


CAST_PERMISSIONS.register(graveyard_play_permissions, needs=("PlayFromGraveyard", "PlayFromGraveyardThisTurn"))
register_effect(PlayFromGraveyardThisTurn, _play_from_graveyard_this_turn)
STEP_TURN_BASED_ACTIONS.register(_drop_old, needs=("PlayFromGraveyardThisTurn",))  # (its links' only maker)
