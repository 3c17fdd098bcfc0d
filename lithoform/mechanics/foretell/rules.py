"""Foretell (702.143a): "Any time a player has priority during their turn, that player may pay {2} and exile a
card with foretell from their hand face down. That player may look at that card as long as it remains in
exile. They may cast that card after the current turn has ended by paying any foretell cost it has rather
than paying that spell's mana cost. Casting a spell this way follows the rules for paying alternative costs."
702.143b: exiling it is a special action (116.2h): `foretell ID`, offered while {2} can be paid; it doesn't use
the stack, and the player receives priority again. The card is face down in exile (`face_down` 'foretell':
no characteristics for the other players, 406.3, 708.2; the move's log line names it to its owner only). The
turn it was foretold is linked to it (607-style record); from a later turn, a permission (601.3) lets its
owner cast it from exile for its foretell cost, an alternative cost (118.9)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import CardFace, Cost
from lithoform.catalog.registry import get_def
from lithoform.mechanics.foretell.nodes import Foretell, WasForetold
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import CAST_PERMISSIONS, FACE_DOWN_VALUES, PERMISSION_COSTS, SPECIAL_ACTIONS
from lithoform.rules.payment import autopay_plan, pay_special_action_mana
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import move
from lithoform.state.actions import Action
from lithoform.state.model import EXILE, HAND, GameState, Link, Obj, zone_key

FORETELL = "foretell"  # the special action, the face-down kind and the permission's name
FORETOLD = "foretold:"  # + the turn it was foretold: the link kept with the exiled card
TWO = parse_cost("{2}")
_NO_FACE = CardFace(name="", types=())


def foretell_cost(card: str) -> str | None:
    """The card's foretell cost, from its real face (the card in hand, or face down in exile)."""
    for face in get_def(card).faces:
        for a in face.abilities:
            if isinstance(a, Foretell):
                return a.cost
    return None


def special_actions(state: GameState, player: int) -> Iterator[Action]:
    """702.143a: during their own turn, while they have priority, `foretell ID` for each card with foretell in
    their hand, when {2} can be paid."""
    if state.active != player:
        return
    cards = [o for o in state.zones[zone_key(HAND, player)] if foretell_cost(state.objects[o].card) is not None]
    if cards and autopay_plan(state, player, TWO) is not None:
        for oid in cards:
            yield Action(FORETELL, (oid,))


def _foretell_action(state: GameState, action: Action) -> None:
    """116.2h, 702.143a: pay {2}, exile the card face down; it is linked with this turn."""
    oid = int(action.args[0])
    player = state.objects[oid].owner
    pay_special_action_mana(state, player, TWO, oid, ("702.143a",), "foretell")
    new = move(state, oid, EXILE, face_down=FORETELL, rules=("702.143a", "116.2h"))
    state.links = state.links + (Link(new, f"{FORETOLD}{state.turn}", (new,)),)
    state.passes = 0  # 117.3c: after a special action the player receives priority again


def foretold_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """702.143a: a card the player foretold on an earlier turn may be cast from exile for its foretell cost."""
    for link in state.links:
        if not link.key.startswith(FORETOLD) or int(link.key[len(FORETOLD):]) >= state.turn:
            continue
        oid = link.source
        obj = state.objects.get(oid)
        if isinstance(obj, Obj) and obj.zone == EXILE and obj.owner == player and obj.face_down == FORETELL:
            cost = foretell_cost(obj.card)
            if cost is not None:
                yield Permission(oid, FORETELL, False, Cost(mana=cost))


def foretell_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: the foretell cost is paid rather than the mana cost."""
    if via != FORETELL:
        return None
    for a in face.abilities:
        if isinstance(a, Foretell):
            return Cost(mana=a.cost), None
    return None


def face_down_values(kind: str) -> CardFace | None:
    """406.3, 708.2: a card exiled face down has no characteristics (for everyone but its owner, who may look
    at it)."""
    return _NO_FACE if kind == FORETELL else None


def was_foretold(state: GameState, cond: WasForetold, ctx: Ctx) -> bool:
    """702.143c: the spell was a foretold card before it was cast. A foretold card is face down in exile and
    only its owner's foretell permission lets it be cast from there, so the spell was cast under it (`via`);
    a copy keeps the choices of the spell it copies (707.10)."""
    return ctx.choices.via == FORETELL


EXTRA_CONDITIONS[WasForetold] = was_foretold
# Consulted only in a game with foretell written somewhere (rules/present.py)
_KINDS = ("Foretell", "foretell")
SPECIAL_ACTIONS.register(special_actions, needs=_KINDS)
register_action(FORETELL, _foretell_action)
CAST_PERMISSIONS.register(foretold_permissions, needs=_KINDS)
PERMISSION_COSTS.register(foretell_costs)
FACE_DOWN_VALUES.register(face_down_values)
