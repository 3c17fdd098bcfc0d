"""Revealing chosen cards from a hand (mechanics/hand_reveal; 701.20a, 608.2c), compiled from the Oracle text
and played.

Scent of Ivy: 'Reveal any number of green cards in your hand. Target creature gets +X/+X until end of turn, where
X is the number of cards revealed this way.'
Jasmine Seer: '{2}{W}, {T}: Reveal any number of white cards in your hand. You gain 2 life for each card revealed
this way.'
Cinder Seer: '{2}{R}, {T}: Reveal any number of red cards in your hand. Cinder Seer deals X damage to any target,
where X is the number of cards revealed this way.'"""

from __future__ import annotations

from support import activate, basics, board, cast, events, life, names, pass_both, pt, use_compiled

use_compiled("Scent of Ivy", "Jasmine Seer", "Cinder Seer", "Grizzly Bears", "Llanowar Elves", "Savannah Lions",
             "Shock")


def test_701_20a_scent_of_ivy_only_green_cards_may_be_revealed() -> None:
    """Scent of Ivy's ruling: 'You reveal cards, and thereby set the value of X, on resolution.'"""
    game = board({"hand": ["Scent of Ivy", "Grizzly Bears", "Llanowar Elves", "Savannah Lions"],
                  "battlefield": [*basics(Forest=1), "Grizzly Bears"]})
    bears = game.find("Grizzly Bears", zone="battlefield")
    cast(game, "Scent of Ivy", bears)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.min == 0
    assert {game.state.objects[o].card for o in game.pending.options} == {"Grizzly Bears", "Llanowar Elves"}
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert pt(game, bears) == (4, 4)
    assert names(game, "hand") == ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]  # a reveal moves nothing
    assert sorted(events(game, "reveal_from_hand")[0].args["cards"]) == ["Grizzly Bears", "Llanowar Elves"]
    pass_both(game)
    assert pt(game, bears) == (4, 4)  # X was set on resolution (608.2h)


def test_608_2c_jasmine_seer_counts_the_cards_revealed_this_way() -> None:
    game = board({"hand": ["Savannah Lions", "Savannah Lions", "Grizzly Bears"],
                  "battlefield": [*basics(Plains=3), "Jasmine Seer"]})
    activate(game, "Jasmine Seer")
    pass_both(game)
    lions = [o for o in game.pending.options if game.state.objects[o].card == "Savannah Lions"]
    assert len(lions) == 2 and len(game.pending.options) == 2
    game.apply(f"choose {lions[0]}")
    assert life(game, 0) == 22


def test_cinder_seer_may_reveal_zero_cards_and_deal_zero_damage() -> None:
    """Cinder Seer's ruling: 'You can reveal zero cards and deal zero damage.'"""
    game = board({"hand": ["Shock"], "battlefield": [*basics(Mountain=3), "Cinder Seer"]})
    activate(game, "Cinder Seer", 1, -2)
    pass_both(game)
    game.apply("choose")
    assert life(game, 1) == 20
    again = board({"hand": ["Shock", "Shock"], "battlefield": [*basics(Mountain=3), "Cinder Seer"]})
    activate(again, "Cinder Seer", 1, -2)
    pass_both(again)
    again.apply("choose " + " ".join(str(o) for o in again.pending.options))
    assert life(again, 1) == 18
