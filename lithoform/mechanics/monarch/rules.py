"""The monarch (725).

725.1: a designation a player can have; there is none until an effect makes a player the monarch. 725.3:
only one player is the monarch at a time. The designation is kept as a marker in the command zone, 'The
Monarch', controlled by the monarch: it is neither a card nor a permanent, nothing targets or counts it, and
its controller is the monarch. It carries 725.2's two inherent triggered abilities, which function in the
command zone like an emblem's (114.4; mechanics/emblems reads every command-zone object's triggered
abilities): 'At the beginning of the monarch's end step, that player draws a card' and 'Whenever a creature
deals combat damage to the monarch, its controller becomes the monarch'. (725.2 says they have no source;
the marker stands for the designation, and is the 'source' the log names.)

610.3: 'exile ... until an opponent becomes the monarch' (Palace Jailer): the exiled card is linked to its
exiler's controller (state.links); as soon as an opponent of that player becomes the monarch, it returns to
the battlefield under its owner's control (610.3c). A token exiled this way ceases to exist (111.7) and never
returns. The monarch leaving the game (725.4) doesn't arise in two-player games: the game is over."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import (
    CardFace,
    DrawCards,
    Filter,
    Trigger,
    TriggeredAbility,
    TriggeringController,
    You,
)
from lithoform.mechanics.monarch.nodes import BECOME_MONARCH, BecomeMonarch, ExileUntilMonarch
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.rules.zones import create_object, move
from lithoform.state.model import BATTLEFIELD, COMMAND, EXILE, GameState, Link, Obj

MONARCH = "The Monarch"
_UNTIL = "until_monarch:"  # a Link key: the exiler's controller follows

# 725.2: the two inherent triggered abilities of the designation
END_STEP_DRAW = TriggeredAbility(
    Trigger("step", step="end", whose="your"), DrawCards(1, You()),
    text="At the beginning of the monarch's end step, that player draws a card. (725.2)")
COMBAT_DAMAGE_TAKES = TriggeredAbility(
    Trigger("damage_to", filter=Filter(types=("Creature",)), to_player=True, combat_only=True),
    BecomeMonarch(TriggeringController()),
    text="Whenever a creature deals combat damage to the monarch, its controller becomes the monarch. (725.2)")
_FACE = CardFace(name=MONARCH, types=(), colors=(), abilities=(END_STEP_DRAW, COMBAT_DAMAGE_TAKES))


def monarch(state: GameState) -> int:
    """The monarch's index, or -1 when the game has none (725.1)."""
    marker = _marker(state)
    return -1 if marker is None else state.objects[marker].controller


def _marker(state: GameState) -> int | None:
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.card == MONARCH:
            return oid
    return None


def become_monarch(state: GameState, player: int) -> None:
    """725.3: `player` becomes the monarch and the current one ceases to be; then the cards exiled until an
    opponent of their exiler became the monarch return (610.3, 610.3c)."""
    marker = _marker(state)
    if marker is None:
        create_object(state, Obj(0, MONARCH, player, player, COMMAND, printed=_FACE))
    else:
        obj = state.objects[marker]
        assert isinstance(obj, Obj)
        if obj.controller == player:
            return  # already the monarch: nothing changes
        state.set_obj(msgspec.structs.replace(obj, controller=player, owner=player))
    state.emit("monarch", ("725.1", "725.3"), player=player)
    player_event_triggers(state, BECOME_MONARCH, player)  # 603.2: 'whenever you become the monarch'
    returning = [link for link in state.links if link.key.startswith(_UNTIL) and int(link.key[len(_UNTIL):]) != player]
    if not returning:
        return
    state.links = tuple(link for link in state.links if link not in returning)
    for link in returning:
        for card in link.objects:
            obj = state.objects.get(card)
            if isinstance(obj, Obj) and obj.zone == EXILE:
                move(state, card, BATTLEFIELD, controller=obj.owner, rules=("610.3", "610.3c"))


def _become_monarch(ctx: Ctx, e: BecomeMonarch) -> None:
    for player in players_of(ctx, e.who):
        become_monarch(ctx.state, player)


def _exile_until_monarch(ctx: Ctx, e: ExileUntilMonarch) -> None:
    """610.3: exiled now; linked for the return (the exiler's controller, not its source: the source leaving
    the battlefield doesn't return it, Palace Jailer's ruling)."""
    st = ctx.state
    exiled = []
    for oid in ctx.refs(e.what):
        obj = st.objects.get(oid)
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            new = move(st, oid, EXILE, rules=("406.2", "610.3"))
            if new:
                exiled.append(new)
    if exiled:
        st.links = st.links + (Link(ctx.source, f"{_UNTIL}{ctx.controller}", tuple(exiled)),)


register_effect(BecomeMonarch, _become_monarch)
register_effect(ExileUntilMonarch, _exile_until_monarch)
