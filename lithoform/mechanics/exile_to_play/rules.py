"""Cards exiled with permission to play them (601.3, 305.1): 'Exile the top card of your library. You may
play that card until you exile another card with Furious Rise.' The card is linked to the source (607.2a)
under a key naming the player who may play it; it is a permission (601.3, rules/stack/permissions.py) while
it remains exiled (the ruling: it stays playable after the source leaves the battlefield), and exiling
another card with the same source ends the earlier card's permission.

Idol of Endurance: 'Until end of turn, you may cast a creature spell from among cards exiled with ~
without paying its mana cost': the cards that qualify are linked under a key naming the player and the
turn; casting one of them uses the permission up (one spell): an alternative cost of no mana (118.9)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import (
    CardFace,
    CardsInYourGraveyard,
    Cost,
    ExileTopCards,
    ExileTopMayPlay,
    MayCastLinkedFree,
    MayPlayExiled,
    PlayLinkedExiled,
)
from lithoform.catalog.registry import get_def
from lithoform.mechanics.exiled_hands.nodes import EXILED_FACE_DOWN
from lithoform.rules.context import EXTRA_REFS, Ctx, add_link, linked
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    PERMISSION_COSTS,
    PERMISSION_USED,
    SPEND_AS_ANY_TYPE,
    STEP_TURN_BASED_ACTIONS,
)
from lithoform.rules.stack.permissions import Permission, cast_faces, land_faces, play_permissions
from lithoform.rules.zones import move
from lithoform.state.history import events_this_turn
from lithoform.state.model import EXILE, GRAVEYARD, LIBRARY, GameState, Link, zone_key

MAY_PLAY = "may_play:"
FREE_CAST = "free_cast:"
EXILED = "exile"  # the permission's name (`via`) for a card exiled with permission to play it
FREE = "free"  # 'cast ... without paying its mana cost' (118.9): an alternative cost of no mana
FREE_PLAY = "free_play:"  # + player:turn: 'you may play them this turn without paying their mana costs'
FREE_EXILED = "free_exiled"  # the permission's name for a card cast that way (Golos)
NO_MANA = Cost()


MAY_PLAY_UNTIL = "may_play_until:"  # + player:until:began[:started]
# 609.4b: the same, and mana may be spent as though it were mana of any type to cast those spells (Hostage Taker)
MAY_PLAY_ANY = "may_play_until_any_type:"
EXILED_ANY = "exile_any_type"  # the permission's name for those


def playable_exiled(state: GameState, player: int, prefix: str = MAY_PLAY_UNTIL) -> tuple[int, ...]:
    """The exiled cards `player` may play under such a permission."""
    key = MAY_PLAY + str(player)
    timed = f"{prefix}{player}:"
    return tuple(o for link in state.links
                 if (link.key == key and prefix == MAY_PLAY_UNTIL) or (link.key.startswith(timed) and _lasts(state, link.key)
                                                                       and _usable_now(state, link.key, player))
                 for o in link.objects if o in state.objects and state.objects[o].zone == EXILE)


def _usable_now(state: GameState, key: str, player: int) -> bool:
    """'During any turn you attacked with a Rogue, you may cast that card' (Robber of the Rich; 508.1): only in a
    turn in which `player` declared an attacking creature of that subtype, read from what it is now or, once it
    left the battlefield, as it last existed (its ruling: 'if it's left combat, if it's left the battlefield')."""
    until = key.split(":", 1)[1].split(":")[1]
    if not until.startswith("attacked_with="):
        return True
    if state.active != player:  # 506.2: only the active player attacks
        return False
    subtype = until.split("=", 1)[1]
    for e in events_this_turn(state):
        if e.kind == "attacks":
            try:
                if subtype in chars(state, e.args["obj"]).subtypes:
                    return True
            except KeyError:
                continue
    return False


def _lasts(state: GameState, key: str) -> bool:
    """Whether a timed permission still lasts: 'this turn' (514.2: until the cleanup step of the turn it began
    in) or 'until the end of your next turn' (through the first turn of the player after the one it began in;
    `started` names that turn once it has begun)."""
    parts = key.split(":", 1)[1].split(":")
    until, began = parts[1], int(parts[2])
    if until == "turn":
        return state.turn == began
    if until == "exiled" or until.startswith("attacked_with="):  # 'You may play them.': while they stay exiled
        return True
    return len(parts) < 4 or state.turn == int(parts[3])


def _exile_top_cards(ctx: Ctx, e: ExileTopCards) -> None:
    """406.2: the top N cards of the library are exiled, one at a time from the top; later instructions of the
    effect name them ('that card', ctx.created)."""
    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    # 406.3: face down, of the kind with no characteristics that no player may look at (mechanics/exiled_hands)
    face_down = {"face_down": EXILED_FACE_DOWN} if e.face_down else {}
    moved = [move(st, card, EXILE, rules=("406.2",) + (("406.3",) if e.face_down else ()), **face_down)
             for card in library[: max(0, ctx.amount(e.count))]]
    ctx.created = [m for m in moved if m]
    if e.key and ctx.created:  # 607.2a: linked to the ability that refers to the cards 'exiled with ~'
        add_link(st, ctx.source, e.key, tuple(ctx.created))


def _may_play_exiled(ctx: Ctx, e: MayPlayExiled) -> None:
    """601.3, 305.1: the controller may play the cards the instruction before exiled, while they remain
    exiled, this turn or until the end of their next turn."""
    st = ctx.state
    cards = tuple(o for o in ctx.created if o in st.objects and st.objects[o].zone == EXILE)
    if e.spells is not None:  # 'cast [spells] from among them': the nonland cards that match, as it applies
        cards = tuple(o for o in cards if "Land" not in chars(st, o).types
                      and matches(st, e.spells, o, ctx.controller, ctx.source))
    if not cards:
        return
    if e.free:  # 118.9: spells cast without paying their mana costs; lands played as usual (305.1)
        exiled = e.until == "exiled"  # '... for as long as it remains exiled' (Spelljack)
        key = f"{FREE_PLAY}{ctx.controller}:exiled" if exiled else _free_play_key(ctx.controller, st.turn)
        st.links = st.links + (Link(ctx.source, key, cards),)
        st.emit("may_play_exiled", ("601.3", "118.9"), player=ctx.controller, count=len(cards),
                until=("while they remain exiled" if exiled else "this turn") + " without paying their mana costs")
        return
    prefix = MAY_PLAY_ANY if e.any_type else MAY_PLAY_UNTIL
    st.links = st.links + (Link(ctx.source, f"{prefix}{ctx.controller}:{e.until}:{st.turn}", cards),)
    st.emit("may_play_exiled", ("601.3",), player=ctx.controller, count=len(cards),
            until="this turn" if e.until == "turn" else "while they remain exiled" if e.until == "exiled"
            else "until the end of their next turn")


def _timed_permissions(state: GameState, step: str) -> None:
    """At each upkeep: a permission 'until the end of your next turn' notes the turn of its player that began
    (its last), and permissions that no longer last are dropped (611.2a, 514.2)."""
    if step != "upkeep" or not any(link.key.startswith((MAY_PLAY_UNTIL, MAY_PLAY_ANY)) for link in state.links):
        return
    kept = []
    for link in state.links:
        if link.key.startswith((MAY_PLAY_UNTIL, MAY_PLAY_ANY)):
            parts = link.key.split(":", 1)[1].split(":")
            if parts[1] == "next_turn" and len(parts) == 3 and int(parts[0]) == state.active \
                    and state.turn > int(parts[2]):
                link = Link(link.source, f"{link.key}:{state.turn}", link.objects)
            if not _lasts(state, link.key):
                continue
        kept.append(link)
    state.links = tuple(kept)


def _exile_top_may_play(ctx: Ctx, e: ExileTopMayPlay) -> None:
    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    if not library:
        return
    new = move(st, library[0], EXILE, rules=("406.2", "607.2a"))
    key = MAY_PLAY + str(ctx.controller)
    # 'until you exile another card with ~': the permission for the card exiled before ends now
    kept = tuple(link for link in st.links if not (link.source == ctx.source and link.key == key))
    st.links = kept + (Link(ctx.source, key, (new,)),)
    st.emit("exile_may_play", ("601.3", "607.2a"), player=ctx.controller, card=st.objects[new].card, obj=new)


def _free_key(player: int, turn: int) -> str:
    return f"{FREE_CAST}{player}:{turn}"


def _free_play_key(player: int, turn: int) -> str:
    return f"{FREE_PLAY}{player}:{turn}"


def playable_free(state: GameState, player: int) -> tuple[int, ...]:
    """The exiled cards `player` may play this turn without paying their mana costs (Golos, Tireless Pilgrim):
    the permission lasts the turn it was given (514.2) and covers every such card."""
    keys = (_free_play_key(player, state.turn), f"{FREE_PLAY}{player}:exiled")
    return tuple(o for link in state.links if link.key in keys
                 for o in link.objects if o in state.objects and state.objects[o].zone == EXILE)


def castable_free(state: GameState, player: int) -> tuple[int, ...]:
    """The exiled cards `player` may cast this turn without paying their mana cost (Idol of Endurance)."""
    key = _free_key(player, state.turn)
    return tuple(o for link in state.links if link.key == key
                 for o in link.objects if o in state.objects and state.objects[o].zone == EXILE)


def use_free_cast(state: GameState, player: int, via: str) -> None:
    """'a creature spell': the permission covers one spell; casting it uses the permission up (a cancelled
    cast is rewound with the rest of the game, 733)."""
    if via != FREE:
        return
    key = _free_key(player, state.turn)
    state.links = tuple(link for link in state.links if link.key != key)


def exiled_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1: the exiled cards `player` may play (Furious Rise: 'You may play that card'), then those
    they may cast without paying their mana cost (Idol of Endurance)."""
    for oid in playable_exiled(state, player):  # (709.3: a split card as either half, `cast_faces`)
        yield from play_permissions(state, oid, EXILED)  # (712.12: a modal double-faced card's land face too)
    for oid in playable_exiled(state, player, MAY_PLAY_ANY):  # 609.4b (Hostage Taker)
        yield from play_permissions(state, oid, EXILED_ANY)
    for oid in castable_free(state, player):
        if "Land" not in chars(state, oid).types and get_def(state.objects[oid].card).layout not in SPLIT_LAYOUTS:
            yield Permission(oid, FREE, False, NO_MANA)
    for oid in playable_free(state, player):  # Golos: lands are played as usual (a land play, 305.2)
        faces = land_faces(state, oid)
        for face in faces:
            yield Permission(oid, EXILED, True, face=face)
        if 0 not in faces:  # (709.3, 712.11b, 715.3: any half or face, `cast_faces`)
            for face in cast_faces(state, oid):
                yield Permission(oid, FREE_EXILED, False, NO_MANA, face=face)


LINKED = "linked_exile"  # the permission's name for a card played from among cards exiled with ~ (607.2a)


def linked_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1, 607.2a: the cards exiled with a permanent `player` controls whose static ability lets them
    play lands (one of their land plays, 305.2) and cast spells from among them (Nightveil Specter); the timing
    rules and costs apply as usual (its ruling)."""
    from lithoform.rules.cast_faces import fits_as_face  # (lazily: the hooks keep their registration order)

    for pid, a in battlefield_abilities(state, PlayLinkedExiled):
        if state.objects[pid].controller != player:
            continue
        for oid in linked(state, pid, a.key):
            obj = state.objects.get(oid)
            if obj is None or obj.zone != EXILE:
                continue
            if get_def(obj.card).layout in SPLIT_LAYOUTS and obj.printed is None:
                continue  # as above: a split card is cast as one of its halves (709.3)
            faces = land_faces(state, oid)  # (712.12: a modal double-faced card's land face too)
            for face in faces if a.lands else ():
                yield Permission(oid, LINKED, True, face=face)
            if 0 not in faces and a.spells is not None:  # each face that fits, read as that face (715.3b)
                for face in cast_faces(state, oid):
                    if fits_as_face(state, oid, face, lambda pid=pid, a=a, oid=oid: matches(state, a.spells, oid,
                                                                                           player, pid)):
                        yield Permission(oid, LINKED, face=face)


def any_type(via: str) -> bool:
    """609.4b: '... and you may spend mana as though it were mana of any type to cast that spell.'"""
    return via == EXILED_ANY


def free_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: casting without paying the mana cost is an alternative cost of no mana (107.3: X is 0)."""
    return (NO_MANA, None) if via in (FREE, FREE_EXILED) else None


def _may_cast_linked_free(ctx: Ctx, e: MayCastLinkedFree) -> None:
    st = ctx.state
    cards = tuple(o for o in linked(st, ctx.source, e.key)
                  if st.objects[o].zone == EXILE and matches(st, e.filter, o, ctx.controller, ctx.source))
    st.links = st.links + (Link(ctx.source, _free_key(ctx.controller, st.turn), cards),)
    st.emit("may_cast_free", ("601.3", "118.9"), player=ctx.controller, count=len(cards))


def _cards_in_your_graveyard(ctx: Ctx, ref: CardsInYourGraveyard) -> tuple[int, ...]:
    st = ctx.state
    return tuple(o for o in st.zones[zone_key(GRAVEYARD, ctx.controller)]
                 if matches(st, ref.filter, o, ctx.controller, ctx.source))


# Consulted only in a game with one of this mechanic's effects written somewhere (rules/present.py)
_KINDS = ("ExileTopMayPlay", "ExileTopCards", "MayPlayExiled", "MayCastLinkedFree")
register_effect(ExileTopMayPlay, _exile_top_may_play)
register_effect(ExileTopCards, _exile_top_cards)
register_effect(MayPlayExiled, _may_play_exiled)
STEP_TURN_BASED_ACTIONS.register(_timed_permissions, needs=("MayPlayExiled",))  # (its links' only maker)
register_effect(MayCastLinkedFree, _may_cast_linked_free)
EXTRA_REFS[CardsInYourGraveyard] = _cards_in_your_graveyard
CAST_PERMISSIONS.register(exiled_permissions, needs=_KINDS)
CAST_PERMISSIONS.register(linked_permissions, needs=("PlayLinkedExiled",))
PERMISSION_COSTS.register(free_costs)
SPEND_AS_ANY_TYPE.register(any_type)
PERMISSION_USED.register(use_free_cast)
