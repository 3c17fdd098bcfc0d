"""Casting a spell during the resolution of another spell or ability (608.2g).

608.2g: 'If an effect allows a player to cast a spell during resolution, the player does so at that step of
the resolution, following the rules of 601.2.' A resolving effect that lets a player cast a card (cascade,
702.85a; the last time counter removed from a suspended card, 702.62a) records that cast with
`cast_during_resolution`; as soon as the resolving object has finished (it is the last step of the effects
that use this), the main loop begins the card's announcement (`begin_resolution_cast`, called by
rules/priority.py) before state-based actions are checked or any player receives priority (117.5). The
card is cast 'without paying its mana cost' (118.9: an alternative cost of no mana; 107.3: X is 0), ignoring
the timing rules of its type (the ruling of Rift Bolt: 'Timing permissions based on the card's type are
ignored'). An abandoned announcement is reversed (733): the card stays where it was.
"""

from __future__ import annotations

from lithoform.cards.tree import CardFace, Cost
from lithoform.rules.hooks import PERMISSION_COSTS
from lithoform.rules.stack.announce import begin_cast
from lithoform.state.model import GameState, Link

DURING_RESOLUTION = "during resolution"  # the permission's name (`via`) for such a cast
_KEY = "cast during resolution:"
_NO_MANA = Cost()


def cast_during_resolution(state: GameState, player: int, card: int, via: str = DURING_RESOLUTION) -> None:
    """608.2g: `player` casts `card` (without paying its mana cost) once the resolving object has
    finished; recorded in the state, so a resolution re-run with its answers records it once. `via`: the
    permission's name, when a mechanic's own rules follow the cast (suspend's haste, 702.62a); its costs
    come from hooks.PERMISSION_COSTS."""
    state.links = state.links + (Link(0, f"{_KEY}{player}:{via}", (card,)),)
    state.emit("cast_during_resolution", ("608.2g",), player=player, card=state.objects[card].card, obj=card)


def begin_resolution_cast(state: GameState) -> bool:
    """608.2g, 601.2a: begins the first recorded cast whose card is still where it was; True if one began."""
    for i, link in enumerate(state.links):
        if not link.key.startswith(_KEY):
            continue
        state.links = state.links[:i] + state.links[i + 1:]  # before the rollback point: a cancel drops it
        card = link.objects[0]
        if card not in state.objects:  # 400.7: it left its zone; it can't be cast
            return True
        player, via = link.key[len(_KEY):].split(":", 1)
        begin_cast(state, int(player), card, 0, via)
        return True
    return False


def resolution_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana (107.3: X is 0)."""
    return (_NO_MANA, None) if via == DURING_RESOLUTION else None


PERMISSION_COSTS.register(resolution_costs)
