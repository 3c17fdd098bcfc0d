"""Exhume: "Each player puts a creature card from their graveyard onto the battlefield." (101.4: the active player
chooses first, then each other player in turn order; 110.2a: the cards enter at the same time, each under its
owner's control.)"""

from __future__ import annotations

from support import P1, P2, basics, battlefield_names, board, cast, pass_both, use_compiled, zone_names

use_compiled("Exhume", "Grizzly Bears", "Hill Giant", "Craw Wurm", "Lightning Bolt")


def test_101_4_each_player_chooses_then_both_enter() -> None:
    game = board({"hand": ["Exhume"], "battlefield": basics(Swamp=2),
                  "graveyard": ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]},
                 {"graveyard": ["Craw Wurm", "Lightning Bolt"]})
    cast(game, game.find("Exhume"))
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == P1  # the active player first (101.4)
    assert {game.state.objects[o].card for o in p.options} == {"Grizzly Bears", "Hill Giant"}
    game.apply(f"choose {game.find('Hill Giant', zone='graveyard')}")
    p = game.pending
    assert p.kind == "choose" and p.player == P2  # then the other player (101.4)
    assert "Hill Giant" not in battlefield_names(game, P1)  # nothing moves before every choice is made
    game.apply(f"choose {p.options[0]}")
    assert "Hill Giant" in battlefield_names(game, P1)
    assert "Craw Wurm" in battlefield_names(game, P2)
    assert "Grizzly Bears" in zone_names(game, "graveyard", P1)


def test_a_player_with_no_creature_card_puts_nothing() -> None:
    game = board({"hand": ["Exhume"], "battlefield": basics(Swamp=2), "graveyard": ["Lightning Bolt"]},
                 {"graveyard": ["Craw Wurm"]})
    cast(game, game.find("Exhume"))
    pass_both(game)
    assert game.pending.player == P2  # P1 has no creature card to choose
    game.apply(f"choose {game.pending.options[0]}")
    assert "Craw Wurm" in battlefield_names(game, P2)
    assert zone_names(game, "graveyard", P1) == ["Lightning Bolt", "Exhume"]
