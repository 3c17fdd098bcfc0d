"""Companion (702.139) and Lurrus's graveyard cast (601.3), the rules part.

103.2b, 702.139a: before the game, a player may reveal one card they own from outside the game (their sideboard,
400.11a) whose companion condition their starting deck fulfills (702.139b: the deck without the sideboard). Here
the first such card of the sideboard is revealed for them (revealing costs nothing: it only keeps the special
action open); it stays outside the game, recorded in `GameState.companions`. 116.2g: once per game, while they have
priority with the stack empty in a main phase of their turn, they may pay {3} and put it into their hand (the
special action `companion`; it doesn't use the stack and they receive priority again, 117.3c); 702.139c: it then
stays in the game.

Lurrus of the Dream-Den: 'During each of your turns, you may cast one permanent spell with mana value 2 or less
from your graveyard' is a permission (601.3) of each such permanent, used once per turn (its rulings: another
permission doesn't use it up; a new Lurrus is a new object, 400.7, with its own). The spell's mana value counts
the X chosen (202.3e; ruling: 'if a permanent spell costs {X}{W}, you could cast it with X as 1 but not as 2')."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import msgspec

from lithoform.cards.mana import parse_cost
from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import ActivatedAbility, CardFace, Filter
from lithoform.catalog.errors import UnknownCardDefinition
from lithoform.catalog.registry import get_def
from lithoform.mechanics.companion.nodes import CastFromGraveyardEachTurn, Companion
from lithoform.mechanics.outside_game.rules import bring_into_hand
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars, printed_chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import (
    CAST_PERMISSIONS,
    CAST_X_BANS,
    PERMISSION_USED,
    SPECIAL_ACTIONS,
    STARTING_DECKS,
)
from lithoform.rules.payment import autopay_plan, pay_special_action_mana
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.turn.steps import MAIN_PHASES
from lithoform.state.actions import Action
from lithoform.state.model import GRAVEYARD, STACK, GameState, Link, Obj, zone_key

COMPANION = "companion"  # the special action (116.2g)
THREE = parse_cost("{3}")
MINIMUM_DECK = 60  # 100.2a: a constructed deck's minimum size (Yorion's 'minimum deck size')
VIA = "each_turn_graveyard:"  # + the permanent's id: the permission of that permanent (601.3)
USED = "each_turn_graveyard_used:"  # + the turn: the link of a permanent whose permission was used that turn
_SYMBOL = re.compile(r"\{[^}]+\}")


# --- the condition (702.139a-b) ------------------------------------------------------------------------------
class _DeckCard:
    """What a companion condition reads of one card of a starting deck: its characteristics as a card outside
    the stack (a split card's combined ones, 709.4; otherwise its front face, 712.8a), the symbols of its mana
    cost (a split card: of each half) and whether it has an activated ability (602.1)."""

    __slots__ = ("name", "chars", "costs", "activated")

    def __init__(self, name: str) -> None:
        card = get_def(name)
        faces: tuple[CardFace, ...] = card.faces if card.layout in SPLIT_LAYOUTS else card.faces[:1]
        printed = [printed_chars(f) for f in faces]
        first = printed[0]
        if len(printed) > 1:  # 709.4: outside the stack a split card has both halves' characteristics
            first = msgspec.structs.replace(first, types=frozenset().union(*(p.types for p in printed)),
                                            subtypes=frozenset().union(*(p.subtypes for p in printed)),
                                            mana_value=sum(p.mana_value for p in printed))
        self.name = card.name
        self.chars = first
        self.costs = tuple(f.mana_cost or "" for f in faces)
        self.activated = any(isinstance(a, ActivatedAbility) for f in faces for a in f.abilities)


def _fits(f: Filter | None, card: _DeckCard) -> bool:
    return f is None or characteristics_fit(f, card.chars)


def fulfills(ability: Companion, deck: Sequence[str], minimum: int = MINIMUM_DECK) -> bool:
    """702.139a-b: whether the starting deck `deck` (one card name per card, the sideboard set aside) fulfills the
    companion condition. A card's {X} counts as 0 (202.3e; Lurrus's ruling: 'If a card in a player's deck has {X}
    in its mana cost, X is considered to be 0.')."""
    if ability.extra_cards and len(deck) < minimum + ability.extra_cards:
        return False
    cards = [_DeckCard(n) for n in deck]
    concerned = [c for c in cards if _fits(ability.each, c)]
    if ability.must is not None and not all(characteristics_fit(ability.must, c.chars) for c in concerned):
        return False
    if ability.parity and not all(c.chars.mana_value % 2 == (1 if ability.parity == "odd" else 0)
                                  for c in concerned):
        return False
    if ability.activated and not all(c.activated for c in concerned):
        return False
    if ability.distinct_names and len({c.name for c in concerned}) != len(concerned):
        return False
    if ability.shared_type and concerned and not frozenset.intersection(*(frozenset(c.chars.types)
                                                                          for c in concerned)):
        return False
    if ability.single_symbols:  # Jegantha's ruling: 'the exact symbols' ({X}{X}{R} has {X} twice)
        for c in concerned:
            for cost in c.costs:
                symbols = _SYMBOL.findall(cost.upper())
                if len(symbols) != len(set(symbols)):
                    return False
    return True


def companion_ability(name: str) -> Companion | None:
    """The companion ability of the card `name` (its front face), if it has one; None for a card the engine has no
    definition of (the set-up refuses such a sideboard card; kept for a caller asking of any name)."""
    try:
        card = get_def(name)
    except UnknownCardDefinition:
        return None
    for a in card.faces[0].abilities:
        if isinstance(a, Companion):
            return a
    return None


def choose_companions(state: GameState, decks: Sequence[Sequence[str]]) -> None:
    """103.2b: each player, the starting player first and then in turn order, reveals a companion from outside
    the game if one's condition is fulfilled by their starting deck: here the first such card of their
    sideboard. It remains outside the game."""
    chosen = ["" for _ in decks]
    for p, deck in enumerate(decks):
        outside = state.outside[p] if p < len(state.outside) else ()
        for name in outside:
            ability = companion_ability(name)
            if ability is not None and fulfills(ability, deck):
                chosen[p] = name
                state.emit("companion_revealed", ("103.2b", "702.139a"), player=p, card=name)
                break
    if any(chosen):
        state.companions = tuple(chosen)


# --- the special action (116.2g) -----------------------------------------------------------------------------
def special_actions(state: GameState, player: int) -> Iterator[Action]:
    """116.2g: `companion` while the player's companion is still outside the game, during a main phase of their
    turn with the stack empty, when {3} can be paid."""
    if not state.companions or player >= len(state.companions) or not state.companions[player]:
        return
    if state.active != player or state.step not in MAIN_PHASES or state.zones[STACK]:
        return
    if state.companions[player] in state.outside[player] and autopay_plan(state, player, THREE) is not None:
        yield Action(COMPANION, ())


def _companion_action(state: GameState, action: Action) -> None:
    """116.2g, 702.139a: pay {3}, put the companion from outside the game into its owner's hand; once per game."""
    player = state.priority
    name = state.companions[player]
    pay_special_action_mana(state, player, THREE, 0, ("116.2g",), "the companion action")
    companions = list(state.companions)
    companions[player] = ""  # 116.2g: 'only if they haven't done so yet this game'
    state.companions = tuple(companions)
    bring_into_hand(state, player, state.outside[player].index(name))
    state.passes = 0  # 117.3c: after a special action the player receives priority again


# --- Lurrus: one permanent spell each turn from the graveyard (601.3) ---------------------------------------
def _used_this_turn(state: GameState, source: int) -> bool:
    key = f"{USED}{state.turn}"
    return any(link.source == source and link.key == key for link in state.links)


def each_turn_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: during `player`'s turn, the cards of their graveyard a permanent of theirs with the ability lets them
    cast, one spell per permanent per turn: a card is offered under each such permanent not used yet this turn."""
    if state.active != player:
        return
    sources = [(pid, a) for pid, a in battlefield_abilities(state, CastFromGraveyardEachTurn)
               if state.objects[pid].controller == player and not _used_this_turn(state, pid)]
    if not sources:
        return
    for oid in state.zones[zone_key(GRAVEYARD, player)]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or get_def(obj.card).layout in SPLIT_LAYOUTS:
            continue
        if "Land" in chars(state, oid).types:
            continue  # Lurrus's ruling: 'Lurrus doesn't let you play lands from your graveyard.' (305.9)
        for pid, a in sources:  # each permission is offered: the player announces which one they use (rulings)
            if matches(state, a.spells, oid, player, pid):
                yield Permission(oid, f"{VIA}{pid}")


def use_each_turn_permission(state: GameState, player: int, via: str) -> None:
    """601.3: the permission of that permanent is used for this turn (the older turns' records are dropped)."""
    if not via.startswith(VIA):
        return
    source = int(via[len(VIA):])
    kept = tuple(link for link in state.links if not link.key.startswith(USED) or link.key == f"{USED}{state.turn}")
    state.links = (*kept, Link(source, f"{USED}{state.turn}", ()))


def x_banned(state: GameState, player: int, oid: int, x: int) -> bool:
    """202.3e, 601.2e: a spell cast under the permission has its mana value with the chosen X within the bound
    (Lurrus's ruling: 'if a permanent spell costs {X}{W}, you could cast it with X as 1 but not as 2')."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != STACK or obj.choices is None or not obj.choices.via.startswith(VIA):
        return False
    # the permanent's ability as it is, or as it last existed (ruling: 'Once you begin to cast the spell, losing
    # control of Lurrus won't affect the spell.')
    source = state.objects.get(int(obj.choices.via[len(VIA):])) or state.lki.get(int(obj.choices.via[len(VIA):]))
    if source is None:
        return False
    bound = next((a.spells.mana_value_at_most for a in get_def(source.card).faces[0].abilities
                  if isinstance(a, CastFromGraveyardEachTurn)), None)
    if bound is None:
        return False
    cost = parse_cost(get_def(obj.card).faces[0].mana_cost)
    return cost.mana_value + x * cost.x_count > bound


STARTING_DECKS.register(choose_companions)
SPECIAL_ACTIONS.register(special_actions)
register_action(COMPANION, _companion_action)
_KINDS = ("CastFromGraveyardEachTurn",)
CAST_PERMISSIONS.register(each_turn_permissions, needs=_KINDS)
PERMISSION_USED.register(use_each_turn_permission)
CAST_X_BANS.register(x_banned, needs=_KINDS)
