"""Venture into the dungeon and dungeons, the rules part (701.49, 309).

309.2a-b, 701.49a: a player who ventures while they own no dungeon in the command zone chooses one of the
dungeon cards (all three are every player's, the rulings: they may choose one already completed) and puts it
into the command zone, the venture marker on its topmost room. 701.49b: otherwise they move the marker along an
arrow (choosing one where there are two). 701.49c, 309.5b: a player whose marker is on the bottommost room
removes that dungeon from the game, completing it (309.7), and ventures into a new one. 309.4c: moving the
marker into a room triggers its room ability, controlled by the dungeon's owner. 704.5t, 309.6: a dungeon
whose marker is on its bottommost room and that is the source of no room ability waiting or on the stack is
removed from the game (completed) as a state-based action. Dungeons are public: the command zone and each
dungeon's room (`Obj.room`) are in the observation."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec

from lithoform.cards.tree import CardFace
from lithoform.mechanics.venture.dungeons import DUNGEONS
from lithoform.mechanics.venture.nodes import COMPLETE_DUNGEON, CompletedDungeon, Venture
from lithoform.mechanics.venture.text import room_abilities
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import STATE_BASED_EXTRAS
from lithoform.rules.triggers.matching import add_triggers, player_event_triggers
from lithoform.rules.zones import create_object
from lithoform.state.model import COMMAND, STACK, GameState, Obj, StackAbility

NAMES = tuple(DUNGEONS)


def dungeon_of(state: GameState, player: int) -> Obj | None:
    """309.3: the one dungeon card `player` owns in the command zone, if any."""
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.owner == player and obj.card in DUNGEONS:
            return obj
    return None


def _enter_room(state: GameState, dungeon: Obj, room: int) -> None:
    """309.4, 309.4c: the marker moves into `room`; its room ability triggers."""
    state.set_obj(msgspec.structs.replace(dungeon, room=room))
    rooms = DUNGEONS[dungeon.card]
    state.emit("venture", ("701.49", "309.4"), player=dungeon.owner, card=dungeon.card, room=rooms[room].name)
    ability = room_abilities()[0][dungeon.card][room]
    if ability is None:  # the compiler refuses 'venture into the dungeon' while a room doesn't compile
        raise RuntimeError(f"the room ability of {dungeon.card}: {rooms[room].name} doesn't compile")
    add_triggers(state, [(dungeon.id, dungeon.owner, dungeon.card, ability)], dungeon.id)


def _complete(state: GameState, dungeon: Obj, rules: tuple[str, ...]) -> None:
    """309.7: the dungeon is removed from the game, and its owner completes it."""
    lki_objs, lki_chars = state.own_lki()
    lki_objs[dungeon.id] = dungeon
    state.zones[COMMAND] = tuple(i for i in state.zones[COMMAND] if i != dungeon.id)
    state.del_obj(dungeon.id)
    state.characteristics_changed()
    player = state.players[dungeon.owner]
    state.players = tuple(msgspec.structs.replace(p, completed_dungeons=p.completed_dungeons + (dungeon.card,))
                          if p.index == player.index else p for p in state.players)
    state.emit("dungeon_completed", rules + ("309.7",), player=dungeon.owner, card=dungeon.card)
    player_event_triggers(state, COMPLETE_DUNGEON, dungeon.owner)


def venture(ctx: Ctx, player: int) -> None:
    """701.49a-c."""
    st = ctx.state
    dungeon = dungeon_of(st, player)
    if dungeon is not None:
        exits = DUNGEONS[dungeon.card][dungeon.room].exits
        if exits:  # 701.49b
            room = exits[0]
            if len(exits) > 1:
                names = tuple(DUNGEONS[dungeon.card][r].name for r in exits)
                (picked,) = ctx.ask(player, "choose", "choose the next room (701.49b): "
                                    + ", ".join(f"{i} {n}" for i, n in enumerate(names)),
                                    tuple(range(len(exits))), 1, 1, labels=names, purpose="venture")
                room = exits[picked]
            _enter_room(st, dungeon, room)
            return
        _complete(st, dungeon, ("701.49c",))  # 701.49c, then a new dungeon (309.5b)
    (picked,) = ctx.ask(player, "choose", "choose a dungeon (309.2a): "
                        + ", ".join(f"{i} {n}" for i, n in enumerate(NAMES)),
                        tuple(range(len(NAMES))), 1, 1, labels=NAMES, purpose="venture")
    name = NAMES[picked]
    face = CardFace(name=name, types=("Dungeon",), colors=(), abilities=())
    oid = create_object(st, Obj(0, name, player, player, COMMAND, printed=face, room=0))
    st.emit("dungeon", ("309.2a", "309.4a"), player=player, card=name)
    _enter_room(st, st.objects[oid], 0)  # type: ignore[arg-type]


def _venture(ctx: Ctx, e: Venture) -> None:
    venture(ctx, ctx.controller)


def _room_pending(state: GameState, oid: int) -> bool:
    """309.6: a room ability of the dungeon has triggered and not yet left the stack."""
    if any(w.source == oid for w in state.waiting):
        return True
    return any(isinstance(o := state.objects.get(s), StackAbility) and o.source == oid
               for s in state.zones[STACK])


def _finished(state: GameState) -> Iterator[Obj]:
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.card in DUNGEONS and not DUNGEONS[obj.card][obj.room].exits \
                and not _room_pending(state, oid):
            yield obj


def _state_based(state: GameState, perform: bool) -> bool:
    """704.5t: a dungeon whose marker is on its bottommost room, with no room ability of it pending."""
    done = list(_finished(state)) if state.zones[COMMAND] else []
    if perform:
        for dungeon in done:
            _complete(state, dungeon, ("704.5t", "309.6"))
    return bool(done)


def completed(state: GameState, player: int, cond: CompletedDungeon) -> bool:
    """309.7: whether the player has completed a dungeon (that dungeon), or not."""
    done = state.players[player].completed_dungeons
    found = cond.dungeon in done if cond.dungeon else bool(done)
    return found != cond.negated


def _condition(state: GameState, cond: CompletedDungeon, ctx: Ctx) -> bool:
    return completed(state, ctx.controller, cond)


def _static_condition(state: GameState, cond: CompletedDungeon, source: int, controller: int, work: object) -> bool:
    return completed(state, controller, cond)




EXTRA_CONDITIONS[CompletedDungeon] = _condition
EXTRA_STATIC_CONDITIONS[CompletedDungeon] = _static_condition
STATE_BASED_EXTRAS.register(_state_based)
register_effect(Venture, _venture)
