"""Silumgar, the Drifting Death: "Whenever a Dragon you control attacks, creatures defending player controls get
-1/-1 until end of turn." (508.1m: one trigger for each attacking Dragon; 506.2: 'defending player' is the player that
Dragon attacks)"""

from __future__ import annotations

from support import attack, board, order_if_asked, pass_both, pass_until, pt, use_compiled
from support.reading import battlefield_names

use_compiled("Silumgar, the Drifting Death")

THEIRS = ["Grizzly Bears", "Llanowar Elves"]


def _attack_with(*dragons: str):
    game = board({"battlefield": ["Silumgar, the Drifting Death", "Shivan Dragon"]}, {"battlefield": THEIRS},
                 step="beginning_of_combat")
    pass_both(game)
    attack(game, *(game.find(d) for d in dragons))
    order_if_asked(game)
    while game.state.stack:
        pass_both(game)
        order_if_asked(game)
    return game


def test_each_attacking_dragon_gives_the_defending_players_creatures_minus_1_minus_1() -> None:
    game = _attack_with("Silumgar, the Drifting Death")
    assert battlefield_names(game, 1) == ["Grizzly Bears"]  # the 1/1 Elves died (704.5f)
    assert pt(game, game.find("Grizzly Bears")) == (1, 1)


def test_ruling_the_effect_is_counted_once_for_each_dragon_that_attacked() -> None:
    """Ruling (2014-11-24): "The creatures affected by Silumgar's triggered ability are determined relative to the
    Dragon that attacked." Two Dragons attacking the same player: -2/-2 for that player's creatures."""
    game = _attack_with("Silumgar, the Drifting Death", "Shivan Dragon")
    assert battlefield_names(game, 1) == []


def test_the_effect_lasts_until_end_of_turn() -> None:
    game = _attack_with("Shivan Dragon")  # a Dragon other than Silumgar attacking triggers it too
    assert pt(game, game.find("Grizzly Bears")) == (1, 1)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)
