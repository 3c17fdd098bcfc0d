"""CR 602.2b, 601.2h, 302.6: a cost 'Tap two untapped Spirits you control' (Shacklegeist) is paid by tapping
untapped permanents chosen as the cost is paid; 302.6 restricts only {T} and {Q}, so summoning-sick
creatures may be tapped; the ability can't be activated without enough of them."""

from __future__ import annotations

from support import board

from lithoform.carddb import get_card
from lithoform.cards.tree import TapCost
from lithoform.compiler import compile_card

GEIST = "Shacklegeist"


def test_602_2b_the_cost_is_compiled_as_tapping_two_spirits():
    game = board({"battlefield": [GEIST]})
    cost = game.chars(game.find(GEIST)).abilities[-1].cost
    assert cost.tap_others == (TapCost(cost.tap_others[0].filter, 2),)
    assert cost.tap_others[0].filter.subtypes == ("Spirit",) and cost.tap_others[0].filter.controller == "you"


def test_601_2h_the_chosen_permanents_are_tapped_and_recorded():
    game = board({"battlefield": [{"card": GEIST, "sick": True}, {"card": GEIST, "sick": True}]},
                 {"battlefield": ["Grizzly Bears"]})
    geists = [o for o in game.zone("battlefield") if game.chars(o).name == GEIST]
    game.apply(f"activate {geists[0]} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "tap" and set(game.pending.options) == set(geists)
    game.apply(f"tap {geists[1]}")
    assert game.pending.options == (geists[0],)  # each permanent is tapped once
    game.apply(f"tap {geists[0]}")
    spell = game.state.stack[-1]
    assert set(game.state.objects[spell].choices.tapped) == set(geists)
    assert all(game.state.objects[g].tapped for g in geists)


def test_602_2b_not_activatable_without_enough_untapped_permanents():
    game = board({"battlefield": [GEIST, {"card": GEIST, "tapped": True}]}, {"battlefield": ["Grizzly Bears"]})
    assert not any(a.kind == "activate" for a in game.legal_actions())


def test_605_3a_a_mana_ability_that_taps_several_other_permanents_compiles():
    """Mana abilities are activated while paying (605.3a); a cost that taps one other permanent names it in the
    activation (Springleaf Drum, tests/cards/test_springleaf_drum.py), one that taps several has them chosen one
    at a time (Heritage Druid, tests/cards/test_heritage_druid.py)."""
    assert compile_card(get_card("Heritage Druid")).ok
    assert compile_card(get_card("Springleaf Drum")).ok
