"""Bonesplitter has no official rulings; these tests check its Oracle text in a game.

Oracle text: Equipped creature gets +2/+0. / Equip {1}"""

from __future__ import annotations

from support import activate, board, cast, lands, pass_both, pass_until, pt

from lithoform import Action

SPLITTER = "Bonesplitter"


def test_equipped_creature_gets_plus_two_plus_zero() -> None:
    """Oracle: "Equipped creature gets +2/+0." and "Equip {1}": equipping costs {1}; the equipped creature
    gets +2/+0."""
    game = board({"battlefield": ["Mountain", "Grizzly Bears", SPLITTER]})
    splitter, bears = game.find(SPLITTER), game.find("Grizzly Bears")
    game.apply(f"activate {splitter} 1")
    game.apply(f"target {bears}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {1}"
    game.apply("autopay")
    assert pt(game, bears) == (2, 2)  # not until the equip ability resolves
    pass_both(game)
    assert game.state.objects[splitter].attached_to == bears
    assert pt(game, bears) == (4, 2)


def test_moving_it_moves_the_bonus() -> None:
    """Oracle: the bonus is for the equipped creature only: equipping another creature moves it."""
    game = board({"battlefield": [lands("Mountain", 2), "Grizzly Bears", "Llanowar Elves", SPLITTER]})
    splitter, bears, elves = game.find(SPLITTER), game.find("Grizzly Bears"), game.find("Llanowar Elves")
    activate(game, splitter, 1, bears)
    pass_both(game)
    activate(game, splitter, 1, elves)
    pass_both(game)
    assert pt(game, bears) == (2, 2) and pt(game, elves) == (3, 1)


def test_equip_only_as_a_sorcery_and_only_onto_a_creature_you_control() -> None:
    """Oracle: "Equip {1}" (702.6a): activated only as a sorcery, targeting a creature you control."""
    game = board({"battlefield": [lands("Mountain", 2), "Grizzly Bears", SPLITTER]},
                 {"battlefield": ["Serra Angel"]}, step="upkeep")
    splitter = game.find(SPLITTER)
    assert Action("activate", (splitter, 1)) not in game.legal_actions()
    pass_until(game, "main1")
    game.apply(f"activate {splitter} 1")
    assert game.pending.options == (game.find("Grizzly Bears"),)


def test_it_stays_on_the_battlefield_unattached_when_the_creature_dies() -> None:
    """Oracle / 704.5n: when the equipped creature leaves, Bonesplitter stays on the battlefield,
    unattached."""
    game = board({"battlefield": [lands("Mountain", 2), "Grizzly Bears", SPLITTER], "hand": ["Lightning Bolt"]})
    splitter, bears = game.find(SPLITTER), game.find("Grizzly Bears")
    activate(game, splitter, 1, bears)
    pass_both(game)
    cast(game, "Lightning Bolt", bears)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[splitter].zone == "battlefield" and game.state.objects[splitter].attached_to == 0
