"""Cataclysm, compiled from its Oracle text: 'Each player chooses from among the permanents they control an
artifact, a creature, an enchantment, and a land, then sacrifices the rest.' (101.4, 701.21a; also Cataclysmic
Gearhulk, Divine Reckoning, Archfiend of Depravity: mechanics/choose_rest)"""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both, pass_until, use_compiled

use_compiled("Cataclysm", "Divine Reckoning", "Archfiend of Depravity", "Cataclysmic Gearhulk")


def test_ruling_one_permanent_may_be_chosen_for_several_types() -> None:
    """Ruling (2004-10-04): 'If you control a permanent with more than one type, you can choose that same
    permanent for more than one of the choices if you want to. This makes it possible to select an artifact
    creature as both your artifact and creature, and then select a land and thereby keep only two cards.'"""
    game = board({"hand": ["Cataclysm"], "battlefield": [{"card": "Plains", "count": 4}, "Ornithopter",
                                                        "Grizzly Bears", "Sol Ring"]},
                 {"battlefield": ["Forest"]})
    cast(game, "Cataclysm")
    pass_both(game)
    q = game.pending
    assert q.player == 0 and q.kind == "choose"  # the artifact
    game.apply(f"choose {game.find('Ornithopter')}", "P1")
    game.apply(f"choose {game.find('Ornithopter')}", "P1")  # the creature: the same one
    lands = game.pending.options
    game.apply(f"choose {lands[0]}", "P1")
    assert sorted(battlefield_names(game, 0)) == ["Ornithopter", "Plains"]
    assert {"Grizzly Bears", "Sol Ring"} <= set(names(game, "graveyard", 0))
    assert battlefield_names(game, 1) == ["Forest"]  # nothing to choose: kept


def test_ruling_a_permanent_of_none_of_the_types_cant_be_chosen() -> None:
    """Ruling (2014-02-01): 'Each permanent not chosen by a player will be sacrificed. If a permanent has none of
    the listed types (for example, a Planeswalker with no other types), it can't be chosen.'"""
    game = board({"hand": ["Cataclysm"], "battlefield": [{"card": "Plains", "count": 4}]},
                 {"battlefield": ["Forest", "Jace Beleren"]})
    cast(game, "Cataclysm")
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}", "P1")  # one of the Plains
    assert battlefield_names(game, 1) == ["Forest"]
    assert "Jace Beleren" in names(game, "graveyard", 1)


def test_divine_reckoning_destroys_the_creatures_not_chosen() -> None:
    """Divine Reckoning: 'Each player chooses a creature they control. Destroy the rest.' Ruling (2011-09-22):
    'Starting with the player whose turn it is, each player chooses a creature in turn order.'"""
    game = board({"hand": ["Divine Reckoning"], "battlefield": [{"card": "Plains", "count": 4}, "Grizzly Bears",
                                                               "Hill Giant"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Divine Reckoning")
    pass_both(game)
    assert game.pending.player == 0
    game.apply(f"choose {game.find('Hill Giant')}", "P1")
    assert game.pending.player == 1
    game.apply(f"choose {game.find('Llanowar Elves')}", "P2")
    assert sorted(battlefield_names(game, 0)) == ["Hill Giant"] + ["Plains"] * 4
    assert sorted(battlefield_names(game, 1)) == ["Llanowar Elves"]


def test_archfiend_of_depravity_the_opponent_may_spare_none() -> None:
    """Ruling (2014-11-24): 'The opponent may choose to spare one or no creatures. If the player doesn't choose
    any creatures, they will sacrifice all creatures they control.'"""
    game = board({"battlefield": ["Archfiend of Depravity"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]}, active="P2")
    pass_until(game, "end")
    pass_both(game)  # the trigger resolves
    q = game.pending
    assert q.player == 1 and q.min == 0 and q.max == 2
    game.apply("choose", "P2")
    assert battlefield_names(game, 1) == []
