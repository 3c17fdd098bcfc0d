"""Fight with Fire, compiled from its Oracle text and played.

Oracle text: Kicker {5}{R} / Fight with Fire deals 5 damage to target creature. If this spell was kicked, it deals
10 damage divided as you choose among any number of targets instead. (702.33d, 601.2d, 608.2c)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Fight with Fire")
FIRE = "Fight with Fire"


def test_unkicked_deals_5_damage_to_target_creature() -> None:
    game = board({"hand": [FIRE], "battlefield": basics(Mountain=3)}, {"battlefield": ["Craw Wurm"]})
    cast(game, FIRE, game.find("Craw Wurm"), kicker=False)
    pass_both(game)
    assert "Craw Wurm" in names(game, "graveyard", 1) and game.state.players[1].life == 20


def test_ruling_kicked_it_can_target_players_and_creatures_and_divides_10() -> None:
    """Rulings: "If Fight with Fire is kicked, it can target creatures, players, and planeswalkers." / "You
    choose how many targets Fight with Fire has and how the damage is divided as you put the spell onto the
    stack. Each target must receive at least 1 damage if Fight with Fire is kicked.\""""
    game = board({"hand": [FIRE], "battlefield": basics(Mountain=9)}, {"battlefield": ["Craw Wurm"]})
    cast(game, FIRE, "P2", game.find("Craw Wurm"), kicker=True, divide=(4, 6))
    pass_both(game)
    assert game.state.players[1].life == 16
    assert "Craw Wurm" in names(game, "graveyard", 1)


def test_ruling_damage_for_an_illegal_target_is_lost() -> None:
    """Ruling: "If some of the targets are illegal targets as Fight with Fire tries to resolve, the original
    division of damage still applies and the damage that would have been dealt to the illegal targets is lost.\""""
    game = board({"hand": [FIRE], "battlefield": basics(Mountain=9)},
                 {"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]})
    bears = game.find("Grizzly Bears")
    cast(game, FIRE, "P2", bears, kicker=True, divide=(3, 7))
    game.apply("pass")  # P2 gets priority and kills its own Bears in response
    cast(game, "Lightning Bolt", bears)
    pass_both(game)  # the Bolt resolves
    pass_both(game)  # Fight with Fire resolves: 3 to P2; the Bears' 7 is lost, not moved
    assert game.state.players[1].life == 17
    assert game.state.players[0].life == 20
