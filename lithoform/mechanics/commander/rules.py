"""The Commander variant (903) in a two-player game, the rules part.

- 903.3: the designation is an attribute of the card, kept in every zone: the game's commanders are
  `GameState.commanders` (owner, card name), and an object is one when it represents that card (not a token, not
  a copy of a spell; a permanent copying a commander is another card, 903.3's example).
- 903.8: its owner may cast it from the command zone (a permission, 601.3), for an additional {2} for each previous
  time they cast it from there this game: the commander tax, part of the total cost (601.2f), so a cost reduction
  applies to it too. It is counted as the spell becomes cast (601.2i: a cast that is rewound never happened).
- 903.9a, 704.6d: a commander put into a graveyard or exile since the last check: its owner may put it into the
  command zone (a state-based action). An object the owner chose to leave there isn't asked about again.
- 903.9b: one that would be put into its owner's hand or library from anywhere may go to the command zone instead
  (a replacement effect, hooks.OWNER_ZONE_INSTEAD); outside a rules procedure (a cost paid as a spell is cast) its
  owner takes the command zone, the choice players make.
- 903.10a, 704.6c: a player dealt 21 or more combat damage by the same commander loses (not in Brawl, 903.12h).
- 903.4, 903.4f: 'any color in your commander's color identity': the colors of the card's color identity as the
  game began (903.4a: the card data's); with no commander, no mana.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from lithoform.carddb import UnknownCardError, get_card
from lithoform.cards.tree import CardFace, Cost
from lithoform.mechanics.commander.nodes import (
    CommanderCasts,
    CommanderColorMana,
    CommanderToHand,
    ControlsCommander,
)
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import add_one_of, register_effect
from lithoform.rules.game_end import lose, loss_forbidden
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    MANA_PRODUCED,
    OWNER_ZONE_INSTEAD,
    PERMISSION_COSTS,
    PLAYER_DAMAGED,
    SPELL_CAST,
    STATE_BASED_EXTRAS,
)
from lithoform.rules.setup import COMMANDER_KINDS
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import move
from lithoform.state import procedure
from lithoform.state.model import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    Commander,
    GameState,
    Obj,
    Question,
    zone_key,
)

VIA = "commander"  # the permission's name; 'commander+{4}' with the tax (903.8)
TAX = 2  # 903.8: {2} for each previous time
LETHAL = 21  # 903.10a


def commander_of(state: GameState, obj: Any) -> int | None:
    """903.3: the index in `state.commanders` of the commander `obj` represents, or None. A token, or a copy of a
    spell (707.10), isn't the card; the card keeps the designation face down or copying something (903.3)."""
    if not state.commanders or type(obj) is not Obj or obj.token or obj.copy:
        return None
    for i, c in enumerate(state.commanders):
        if c.owner == obj.owner and c.card == obj.card:
            return i
    return None


def _replace(state: GameState, i: int, **changes: Any) -> None:
    found = list(state.commanders)
    found[i] = msgspec.structs.replace(found[i], **changes)
    state.commanders = tuple(found)


def tax(c: Commander) -> str:
    """903.8: the commander tax, as mana symbols ('' for none)."""
    return f"{{{TAX * c.casts}}}" if c.casts else ""


# --- 903.8: casting a commander from the command zone ----------------------------------------------------------


def commander_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """903.8, 601.3: the commanders `player` owns in the command zone, each with its tax as an additional cost."""
    for c in state.commanders:
        if c.owner != player:
            continue
        for oid in state.zones[COMMAND]:
            obj = state.objects[oid]
            if type(obj) is Obj and obj.card == c.card and obj.owner == player and not obj.token:
                more = tax(c)
                yield Permission(oid, VIA + ("+" + more if more else ""), False, None,
                                 Cost(mana=more) if more else None)


def commander_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """903.8, 601.2f: the tax is added to the total cost (no alternative cost comes with the permission)."""
    if via == VIA:
        return None, None
    if not via.startswith(VIA + "+"):
        return None
    return None, Cost(mana=via[len(VIA) + 1:])


def count_cast(state: GameState, oid: int) -> None:
    """903.8: one more time its owner has cast it from the command zone (601.2i: now that it is cast)."""
    obj = state.objects.get(oid)
    if obj is None or getattr(obj, "cast_from", "") != COMMAND:
        return
    i = commander_of(state, obj)
    if i is not None:
        _replace(state, i, casts=state.commanders[i].casts + 1)
        state.characteristics_changed()  # (a static ability may count them: Commander's Insignia)
        state.emit("commander_cast", ("903.8",), player=obj.controller, card=obj.card,
                   times=state.commanders[i].casts)


# --- 903.10a: combat damage from a commander -------------------------------------------------------------------


def record_combat_damage(state: GameState, source: int, player: int, amount: int, combat: bool) -> None:
    """903.10a: the combat damage each commander dealt each player this game."""
    if not combat or amount <= 0 or not state.commanders:
        return
    i = commander_of(state, state.objects.get(source) or state.lki.get(source))
    if i is None:
        return
    c = state.commanders[i]
    dealt = dict(c.damage)
    dealt[player] = dealt.get(player, 0) + amount
    _replace(state, i, damage=tuple(sorted(dealt.items())))
    state.emit("commander_damage", ("903.10a",), player=player, card=c.card, total=dealt[player])


def casts_of(state: GameState, player: int) -> int:
    """903.8: the times `player` cast their commanders from the command zone this game."""
    return sum(c.casts for c in state.commanders if c.owner == player)


def _commander_casts(ctx: Ctx, value: CommanderCasts) -> int:
    return casts_of(ctx.state, ctx.controller)


def _static_commander_casts(state: GameState, value: CommanderCasts, source: int, controller: int, work: Any) -> int:
    return casts_of(state, controller)


EXTRA_AMOUNTS[CommanderCasts] = _commander_casts
EXTRA_STATIC_AMOUNTS[CommanderCasts] = _static_commander_casts


# --- state-based actions: 704.6c and 903.9a (704.6d) -----------------------------------------------------------


def _lethal(state: GameState) -> list[int]:
    """704.6c: the players (not yet out) dealt 21 or more combat damage by one commander; none in Brawl (903.12h)."""
    if state.variant == "brawl":
        return []
    return sorted({p for c in state.commanders for p, n in c.damage
                   if n >= LETHAL and not state.players[p].lost and not loss_forbidden(state, p)})


def _returnable(state: GameState) -> list[tuple[int, int]]:
    """903.9a: (commander index, object) for each commander in a graveyard or exile its owner wasn't asked about."""
    found = []
    for i, c in enumerate(state.commanders):
        for zone in (zone_key(GRAVEYARD, c.owner), EXILE):
            for oid in state.zones[zone]:
                obj = state.objects[oid]
                if oid != c.left and commander_of(state, obj) == i:
                    found.append((i, oid))
    return found


def commander_state_based_actions(state: GameState, perform: bool) -> bool:
    """704.6c and 704.6d: whether either applies; with `perform`, performs them (a loss, then each owner's choice)."""
    if not state.commanders:
        return False
    losers = _lethal(state)
    returnable = _returnable(state)
    if not perform:
        return bool(losers or returnable)
    if losers:
        lose(state, {p: "704.6c" for p in losers})
    for i, oid in returnable:
        c = state.commanders[i]
        where = "graveyard" if state.objects[oid].zone == GRAVEYARD else "exile"
        (yes,) = procedure.ask(Question(c.owner, "may", f"put your commander {c.card} from {where} into the command "
                                        "zone? (903.9a)", (1, 0), 1, 1, purpose="commander_return"))
        if yes:
            move(state, oid, COMMAND, rules=("903.9a", "704.6d"))
        else:
            _replace(state, i, left=oid)
            state.emit("commander_left", ("903.9a",), player=c.owner, card=c.card, zone=where)
    return True


# --- 903.9b: to the command zone instead of a hand or a library ------------------------------------------------


def command_zone_instead(state: GameState, obj: Obj, to: str) -> str | None:
    """903.9b: a commander that would be put into its owner's hand or library may go to the command zone instead
    (its owner chooses; without a procedure to ask in, they take it)."""
    if not state.commanders or obj.zone == COMMAND:
        return None
    i = commander_of(state, obj)
    if i is None:
        return None
    if procedure.in_procedure():
        c = state.commanders[i]
        (yes,) = procedure.ask(Question(c.owner, "may", f"put your commander {c.card} into the command zone instead "
                                        f"of your {to}? (903.9b)", (1, 0), 1, 1, purpose="commander_return"))
        if not yes:
            return None
    return COMMAND


def _commander_to_hand(ctx: Ctx, e: CommanderToHand) -> None:
    """903.3d: the controller's commander in the command zone goes to their hand; with two there, the one they
    choose (Command Beacon's ruling: 'puts one of your choice into your hand, not both'); with none, nothing
    happens (the ruling)."""
    st = ctx.state
    mine = tuple(oid for oid in st.zones[COMMAND] if (i := commander_of(st, st.objects[oid])) is not None
                 and st.commanders[i].owner == ctx.controller)
    if not mine:
        return
    picked = mine if len(mine) == 1 else ctx.ask(ctx.controller, "choose", "choose a commander to put into your hand",
                                                    mine, 1, 1)
    move(st, picked[0], HAND, rules=("903.3d", "608.2c"))


# --- 903.4: mana of the commander's color identity -------------------------------------------------------------


def identity(state: GameState, player: int) -> frozenset[str]:
    """903.4, 903.4a, 702.124c: the combined color identity of `player`'s commanders, from the card data (every
    face, 903.4d); empty with no commander (903.4f)."""
    found: set[str] = set()
    for c in state.commanders:
        if c.owner == player:
            try:
                found.update(col for face in get_card(c.card).faces for col in face.color_identity)
            except UnknownCardError:
                continue  # (a card of the engine's own definitions, not in the card data: no identity known)
    return frozenset(found)


def mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b, 903.4f: an option outside the commanders' color identity becomes no mana."""
    if not isinstance(effect, CommanderColorMana):
        return option
    return option if option.strip("{}") in identity(state, player) else ""


def _add_commander_colors(ctx: Ctx, e: CommanderColorMana) -> None:
    """The same instruction resolving outside a mana ability (106.4: into its controller's pool)."""
    can = identity(ctx.state, ctx.controller)
    add_one_of(ctx, tuple(o for o in e.mana.options if o.strip("{}") in can), ("903.4",))


# --- 903.3d: controlling a commander ---------------------------------------------------------------------------


def controls_commander(state: GameState, cond: ControlsCommander, ctx: Ctx) -> bool:
    """903.3d: 'If an effect refers to controlling a commander, it refers to a permanent on the battlefield that is
    a commander': one the condition's player controls (`yours`: one they own, their own commander)."""
    for oid in state.zones[BATTLEFIELD]:
        obj = state.objects[oid]
        if obj.controller == ctx.controller and (not cond.yours or obj.owner == ctx.controller) \
                and commander_of(state, obj) is not None:
            return True
    return False


def controls_commander_now(state: GameState, cond: ControlsCommander, source: int, controller: int, work: Any) -> bool:
    """611.3a, 903.3d: the same, for a static ability ('as long as you control your commander', Lieutenant), with
    control as the layers stand (613.1b: `work`, the working values)."""
    for oid, w in work.items():
        obj = state.objects.get(oid)
        if w.controller == controller and (not cond.yours or getattr(obj, "owner", -1) == controller) \
                and commander_of(state, obj) is not None:
            return True
    return False


EXTRA_CONDITIONS[ControlsCommander] = controls_commander
EXTRA_STATIC_CONDITIONS[ControlsCommander] = controls_commander_now
CAST_PERMISSIONS.register(commander_permissions, needs=COMMANDER_KINDS)
PERMISSION_COSTS.register(commander_costs)
SPELL_CAST.register(count_cast, needs=COMMANDER_KINDS)
PLAYER_DAMAGED.register(record_combat_damage, needs=COMMANDER_KINDS)
STATE_BASED_EXTRAS.register(commander_state_based_actions)
OWNER_ZONE_INSTEAD.register(command_zone_instead, needs=COMMANDER_KINDS)
MANA_PRODUCED.register(mana_produced, needs=("CommanderColorMana",))
register_effect(CommanderColorMana, _add_commander_colors)
register_effect(CommanderToHand, _commander_to_hand)
