"""Casting a spell during the resolution of another spell or ability (608.2g).

608.2g: 'If an effect allows a player to cast a spell during resolution, the player does so at that step of
the resolution, following the rules of 601.2.' A resolving effect that lets a player cast a card (cascade,
702.85a; suspend, 702.62a; rebound, 702.88a; madness, 702.35a) records that cast with
`cast_during_resolution`; as soon as the resolving object has finished (the cast is the last step of the
effects that use this), the main loop begins the card's announcement (`begin_resolution_cast`, called by
rules/priority.py) before state-based actions are checked or any player receives priority (117.5). Its costs
are those of the permission named `via` (hooks.PERMISSION_COSTS: 'without paying its mana cost' is an
alternative cost of no mana, 118.9), and the timing rules of its type are ignored (the Rift Bolt ruling:
'Timing permissions based on the card's type are ignored').

An abandoned announcement is reversed (733, 601.2): the card wasn't cast. Where the effect says what happens
to a card that isn't cast ('If that player doesn't, they put this card into their graveyard', 702.35a), that
is `otherwise`: a record kept from before the announcement began, carried out once no announcement is under
way if the card is still where it was.
"""

from __future__ import annotations

from lithoform.cards.tree import CardFace, Cost
from lithoform.rules.hooks import PERMISSION_COSTS
from lithoform.rules.stack.announce import begin_cast
from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, LIBRARY, GameState, Link, zone_key

DURING_RESOLUTION = "during resolution"  # the permission's name (`via`) for a cast without paying the mana cost
GRAVEYARD_OTHERWISE = "graveyard"  # a card not cast goes to its owner's graveyard (madness, 702.35a)
BOTTOM_OTHERWISE = "library bottom"  # ... on the bottom of its owner's library (cascade, 702.85a)
_KEY = "cast during resolution:"
_OTHERWISE = "not cast:"
_NO_MANA = Cost()


def cast_during_resolution(state: GameState, player: int, card: int, via: str = DURING_RESOLUTION,
                           otherwise: str = "", free: bool = True) -> None:
    """608.2g: `player` casts `card` once the resolving object has finished; recorded in the state, so a
    resolution re-run with its answers records it once. `via`: the permission's name, whose costs come from
    hooks.PERMISSION_COSTS (a mechanic's own rules may follow the cast: suspend's haste, 702.62a).
    `otherwise`: where the card goes if it isn't cast after all ('' : it stays where it is). `free`: the
    permission's cost has no mana (the log says 'without paying its mana cost')."""
    state.links = state.links + (Link(0, f"{_KEY}{player}:{via}:{otherwise}", (card,)),)
    if free:
        state.emit("cast_during_resolution", ("608.2g",), player=player, card=state.objects[card].card, obj=card)
    else:  # its costs are the permission's (a miracle cost, 702.94a), not 'without paying its mana cost'
        state.emit("cast_during_resolution_via", ("608.2g",), player=player, card=state.objects[card].card, obj=card,
                   via=via)


def begin_resolution_cast(state: GameState) -> bool:
    """608.2g, 601.2a: begins the first recorded cast whose card is still where it was, or carries out what
    happens to a card that wasn't cast; True if anything was done."""
    for i, link in enumerate(state.links):
        if link.key.startswith(_OTHERWISE):
            state.links = state.links[:i] + state.links[i + 1:]
            _not_cast(state, link.objects[0], link.key[len(_OTHERWISE):])
            return True
        if not link.key.startswith(_KEY):
            continue
        player, via, otherwise = link.key[len(_KEY):].split(":", 2)
        card = link.objects[0]
        rest = state.links[:i] + state.links[i + 1:]
        if otherwise:  # kept in the state the announcement would rewind to (733)
            rest = rest + (Link(0, _OTHERWISE + otherwise, (card,)),)
        state.links = rest
        if card in state.objects:  # 400.7: a card that left its zone can't be cast
            begin_cast(state, int(player), card, 0, via)
        return True
    return False


def _not_cast(state: GameState, card: int, otherwise: str) -> None:
    """The card wasn't cast (the announcement was abandoned, or the card was): if it is still there, it goes
    where the effect says (a card that was cast is a new object on the stack, 400.7)."""
    obj = state.objects.get(card)
    if obj is None or obj.zone == "stack":
        return
    if otherwise == GRAVEYARD_OTHERWISE:
        move(state, card, GRAVEYARD, rules=("608.2g",))
    elif otherwise == BOTTOM_OTHERWISE:
        move(state, card, LIBRARY, position=len(state.zones[zone_key(LIBRARY, obj.owner)]), rules=("608.2g",))


def resolution_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana (107.3: X is 0)."""
    return (_NO_MANA, None) if via == DURING_RESOLUTION else None


PERMISSION_COSTS.register(resolution_costs)
