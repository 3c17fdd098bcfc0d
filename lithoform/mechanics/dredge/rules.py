"""Dredge, the rules part (702.52a-b, 614.11, 616.1, 701.17a).

702.52a: a static ability that functions only while its card is in a graveyard: "As long as you have at least N
cards in your library, if you would draw a card, you may instead mill N cards and return this card from your
graveyard to your hand." 702.52b: with fewer than N cards in the library it can't be used. Asked at each draw
the player would make (rules/zones.py, hook DRAW_REPLACED) when a card in their graveyard has dredge: the player
picks one such card or none (616.1: with several replacement effects the affected player chooses; declining
leaves the draw to the other replacement effects, each of whose draws is asked about again). The returned card
isn't drawn: 'whenever you draw' doesn't trigger."""

from __future__ import annotations

from lithoform.mechanics.dredge.nodes import Dredge
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.zones import move
from lithoform.state import procedure
from lithoform.state.model import GRAVEYARD, HAND, LIBRARY, GameState, Obj, Question, zone_key


def _dredge_of(obj: Obj) -> int:
    """The N of the card's dredge ability (the largest if it somehow has several), 0 without one."""
    return max((a.count for a in face_of(obj).abilities if isinstance(a, Dredge)), default=0)


def dredge_instead(state: GameState, player: int, applied: tuple[tuple[object, ...], ...] = ()) -> bool:
    """702.52a: the player may dredge one card of their graveyard instead of drawing."""
    library = state.zones[zone_key(LIBRARY, player)]
    options = tuple(c for c in state.zones[zone_key(GRAVEYARD, player)]
                    if isinstance(o := state.objects.get(c), Obj) and 0 < _dredge_of(o) <= len(library))  # 702.52b
    if not options:
        return False
    labels = tuple(f"{state.objects[c].card} (dredge {_dredge_of(state.objects[c])})" for c in options)
    picked = procedure.ask(Question(player, "choose", "dredge a card instead of drawing? (702.52a)", options, 0, 1,
                                    labels=labels))
    if not picked:
        return False
    card = picked[0]
    n = _dredge_of(state.objects[card])
    state.emit("dredge", ("702.52a", "614.11"), player=player, card=state.objects[card].card, count=n)
    for milled in state.zones[zone_key(LIBRARY, player)][:n]:
        move(state, milled, GRAVEYARD, rules=("701.17a", "702.52a"))
    move(state, card, HAND, rules=("702.52a",))
    return True


hooks.DRAW_REPLACED.register(dredge_instead, needs=("Dredge",))  # (gated: rules/present.py)
