"""Death Cloud and Tectonic Break, compiled from their Oracle text: 'Each player loses X life, discards X cards,
sacrifices X creatures, then sacrifices X lands.' / 'Each player sacrifices X lands.' (107.3: X counted as it
resolves; 701.21a)"""

from __future__ import annotations

from support import battlefield_names, board, cast, life, pass_both, use_compiled

use_compiled("Death Cloud", "Tectonic Break")


def test_107_3_each_player_sacrifices_x_lands() -> None:
    game = board({"hand": ["Tectonic Break"], "battlefield": [{"card": "Mountain", "count": 5}]},
                 {"battlefield": [{"card": "Forest", "count": 3}]})
    cast(game, "Tectonic Break", x=2)
    pass_both(game)
    # P1's lands were tapped for the spell; each player chooses two of theirs
    while game.pending.kind == "choose":
        q = game.pending
        game.apply(f"choose {q.options[0]} {q.options[1]}", f"P{q.player + 1}")
    assert len(battlefield_names(game, 0)) == 3
    assert battlefield_names(game, 1) == ["Forest"]


def test_ruling_a_land_creature_sacrificed_as_a_creature_is_gone_for_the_lands() -> None:
    """Ruling (2013-06-07): 'If you control a permanent that's a creature and a land, and you choose to sacrifice
    it as you sacrifice creatures, it won't be on the battlefield when you sacrifice lands. You can't sacrifice
    it again.'"""
    game = board({"hand": ["Death Cloud"], "battlefield": [{"card": "Swamp", "count": 4}]},
                 {"battlefield": ["Dryad Arbor", "Forest", "Forest"]})
    cast(game, "Death Cloud", x=1)
    pass_both(game)
    while game.pending.kind == "choose":
        q = game.pending
        game.apply(f"choose {q.options[0]}", f"P{q.player + 1}")
    assert life(game, 1) == 19
    assert battlefield_names(game, 1) == ["Forest"]  # Dryad Arbor as the creature, a Forest as the land
