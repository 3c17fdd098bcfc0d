"""608.2c: 'If you do' after 'sacrifice a non-Demon creature' (an instruction that can fail, 701.21a: with no such
permanent nothing is sacrificed) happens only if the sacrifice happened. After 'you may sacrifice a Forest. If you
do, that creature ...', 'that creature' is the creature named before (a permanent not described as a creature isn't
it); after sacrificing a creature, 'that creature' stays the sacrificed one, as it last existed (608.2h; played
in tests/mechanics/test_this_way_objects.py)."""

from __future__ import annotations

import dataclasses

from lithoform.carddb import get_card
from lithoform.cards.tree import DoThen, MayThen, SacrificeChosen, Triggering
from lithoform.compiler import compile_card, compile_face


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_608_2c_sacrifice_then_if_you_do_is_done_only_if_sacrificed() -> None:
    demon = compile_card(get_card("Dreadfeast Demon"))
    assert demon.ok
    effect = demon.card.faces[0].abilities[1].effect
    assert isinstance(effect, DoThen) and isinstance(effect.effect, SacrificeChosen)


def test_608_2c_that_creature_after_sacrificing_a_forest_is_the_attacking_creature() -> None:
    ripsaw = compile_card(get_card("Spiked Ripsaw"))
    assert ripsaw.ok
    (trigger,) = [a for a in ripsaw.card.faces[0].abilities if getattr(a, "trigger", None) is not None]
    assert isinstance(trigger.effect, MayThen) and trigger.effect.then.what == Triggering()


def test_608_2c_if_you_do_after_another_player_sacrifices_is_refused() -> None:
    c = _compile("Dreadfeast Demon", "At the beginning of your end step, each opponent sacrifices a creature. If you "
                                     "do, draw a card.")
    assert not c.ok
