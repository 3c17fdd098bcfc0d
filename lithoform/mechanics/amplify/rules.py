"""Amplify (702.38a): 'As this object enters, reveal any number of cards from your hand that share a creature
type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way. You can't
reveal this card or any other cards that are entering the battlefield at the same time as this card.' A
replacement effect of the entering permanent (614.1c), read from it as it would exist on the battlefield
(614.12); the player it enters under the control of chooses the cards (none is allowed). 702.38b: each
instance applies, each with its own reveal (the same cards may be revealed again). The core asks through
ENTERS_WITH_COUNTERS (rules/hooks.py)."""

from __future__ import annotations

from lithoform.mechanics.amplify.nodes import Amplify
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import HAND, GameState, Obj, Question, zone_key


def _shares_type(state: GameState, card: int, types: set[str]) -> bool:
    """205.3d: a creature type of the entering creature among the card's subtypes (a creature or kindred
    card; changeling gives every creature type, 702.73a)."""
    return bool(types & set(chars(state, card).subtypes))


@ENTERS_WITH_COUNTERS.register
def amplify_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """The +1/+1 counters its amplify abilities give it as it enters."""
    if not any(isinstance(a, Amplify) for a in face_of(obj).abilities) or not procedure.in_procedure():
        return {}
    entering = as_it_would_exist(state, obj)
    types = set(entering.subtypes)
    total = 0
    for ability in (a for a in entering.abilities if isinstance(a, Amplify)):
        hand = tuple(c for c in state.zones.get(zone_key(HAND, obj.controller), ())
                     if c != obj.id and _shares_type(state, c, types))
        if not hand:
            continue
        picked = procedure.ask(Question(obj.controller, "choose",
                                        f"amplify {ability.amount}: reveal cards that share a creature type with "
                                        f"{face_of(obj).name} (702.38a)", hand, 0, len(hand)))
        if picked:
            state.emit("amplify", ("702.38a",), player=obj.controller, card=obj.card,
                       cards=[state.objects[c].card for c in picked], amount=ability.amount * len(picked))
            total += ability.amount * len(picked)
    return {"+1/+1": total} if total else {}
