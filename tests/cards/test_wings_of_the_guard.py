"""Wings of the Guard: 'Flying / Melee' (702.121a)."""

from __future__ import annotations

from support import attack, board, pass_both, pt, to_attackers, use_compiled

from lithoform.rules.zones import move

use_compiled("Wings of the Guard")

WINGS = "Wings of the Guard"


def test_ruling_counted_as_it_resolves_whatever_became_of_the_attackers() -> None:
    """Ruling (2016-08-23): "You determine the size of the bonus as the melee ability resolves. Count each
    opponent that you attacked with one or more creatures. It doesn't matter if the attacking creatures are
    still attacking or even if they are still on the battlefield.\""""
    game = board({"battlefield": [WINGS, "Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    wings, bears = game.find(WINGS), game.find("Grizzly Bears")
    attack(game, wings, bears)
    move(game.state, bears, "graveyard")  # (set up directly: the other attacker is gone)
    pass_both(game)
    assert pt(game, wings) == (2, 2)


def test_ruling_how_many_creatures_attacked_a_player_doesnt_matter() -> None:
    """Ruling (2016-08-23): "It doesn't matter how many creatures you attacked a player with, only that you
    attacked a player with at least one creature.\""""
    game = board({"battlefield": [WINGS, "Grizzly Bears", "Savannah Lions"]}, step="beginning_of_combat")
    to_attackers(game)
    wings = game.find(WINGS)
    attack(game, wings, game.find("Grizzly Bears"), game.find("Savannah Lions"))
    pass_both(game)
    assert pt(game, wings) == (2, 2)
