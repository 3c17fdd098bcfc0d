"""Ultimate Price, compiled from its Oracle text: 'Destroy target monocolored creature.' (105.2a)"""

from __future__ import annotations

from support import board


def test_ruling_a_monocolored_creature_has_exactly_one_color_most_artifact_creatures_are_not() -> None:
    """Rulings (2015-02-25): 'A monocolored creature has exactly one color.' 'Face-down creatures and most
    artifact creatures are not monocolored.'"""
    game = board({"hand": ["Ultimate Price"], "battlefield": ["Swamp", "Swamp"]},
                 {"battlefield": ["Grizzly Bears", "Ornithopter", "Boros Reckoner"]})
    game.apply(f"cast {game.find('Ultimate Price')}")
    offered = {int(a.args[0]) for a in game.legal_actions() if a.kind == "target"}
    assert offered == {game.find("Grizzly Bears")}
