"""'If ~ would enter, sacrifice a Forest instead. If you do, put ~ onto the battlefield. If you don't, put it into
its owner's graveyard.' (614.1a), the rules part. As the permanent would enter the battlefield, from anywhere and
however it is put there (Heart of Yavimaya's ruling), its controller sacrifices the permanents (701.21a), chosen
among those they control, or may discard the card (701.9a, Mox Diamond); then it enters. With too few to sacrifice,
or none discarded, it goes to its owner's graveyard instead and never enters (Lotus Vale's ruling). A board set
up directly (outside a rules procedure) asks nothing."""

from __future__ import annotations

from lithoform.mechanics.enter_instead.nodes import SacrificeToEnter
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import ENTERING_INSTEAD
from lithoform.rules.zones import discard, sacrifice
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, GRAVEYARD, HAND, GameState, Obj, Question, zone_key


def _instead(state: GameState, old: Obj, player: int) -> str | None:
    ability = next((a for a in face_of(old).abilities if isinstance(a, SacrificeToEnter)), None)
    if ability is None or not procedure.in_procedure():
        return None
    name = face_of(old).name
    if ability.discard:
        hand = tuple(c for c in state.zones[zone_key(HAND, player)]
                     if c != old.id and matches(state, ability.filter, c, player, old.id))
        picked = procedure.ask(Question(player, "choose", f"discard a card? (otherwise {name} is put into its "
                                        "owner's graveyard, 614.1a)", hand, 0, 1, purpose="discard")) if hand else ()
        if picked:
            discard(state, picked[0])
            return None
    else:
        mine = tuple(o for o in state.zones[BATTLEFIELD] if isinstance(state.objects.get(o), Obj)
                     and state.objects[o].controller == player and matches(state, ability.filter, o, player, old.id))
        if len(mine) >= ability.count:
            picked = procedure.ask(Question(player, "choose", f"choose {ability.count} to sacrifice for {name} "
                                            "(614.1a)", mine, ability.count, ability.count, purpose="sacrifice"))
            for o in picked:
                sacrifice(state, o)
            return None
    state.emit("replaced", ("614.1a",), card=old.card, to=GRAVEYARD, source=old.id)
    return GRAVEYARD


ENTERING_INSTEAD.register(_instead, needs=("SacrificeToEnter",))
