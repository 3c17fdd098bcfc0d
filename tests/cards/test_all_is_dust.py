"""All Is Dust, compiled from its Oracle text: 'Each player sacrifices all permanents they control that are one
or more colors.' (701.21a sacrifice; 105.2 colored objects)."""

from __future__ import annotations

from support import P1, P2, board, cast, life, names, pass_both, use_compiled

use_compiled("All Is Dust")


def _dust(p1: list[str], p2: list[str]) -> object:
    game = board({"hand": ["All Is Dust"], "battlefield": ["Wastes"] * 7 + p1},
                 {"battlefield": p2})
    cast(game, "All Is Dust")
    pass_both(game)
    return game


def test_each_player_sacrifices_colored_permanents_lands_and_colorless_artifacts_stay() -> None:
    """Ruling: "Lands have no mana cost, so they are colorless unless an effect states otherwise." and "A land
    card that produces colored mana, even a land with a basic land type, normally has no color." """
    game = _dust(["Grizzly Bears", "Ornithopter"], ["Forest", "Llanowar Elves", "Glorious Anthem"])
    assert sorted(names(game, "graveyard", P1)) == ["All Is Dust", "Grizzly Bears"]
    assert sorted(names(game, "graveyard", P2)) == ["Glorious Anthem", "Llanowar Elves"]
    assert "Forest" in names(game, "battlefield", P2) and "Ornithopter" in names(game, "battlefield", P1)


def test_indestructible_doesnt_save_a_permanent_from_being_sacrificed() -> None:
    """Ruling: "All Is Dust doesn’t destroy permanents. Rather, it causes them to be sacrificed. Regeneration, totem
    armor, and indestructible can’t save permanents from All Is Dust." """
    game = _dust([], ["Avacyn, Angel of Hope"])
    assert names(game, "graveyard", P2) == ["Avacyn, Angel of Hope"]


def test_all_the_colored_permanents_are_sacrificed_at_the_same_time() -> None:
    """Ruling: "All the colored permanents are sacrificed at the same time." Zulaport Cutthroat leaves with the
    Elves, so it sees them die (603.10a) and triggers for both."""
    game = _dust([], ["Zulaport Cutthroat", "Llanowar Elves"])
    pass_both(game)
    pass_both(game)
    assert sorted(names(game, "graveyard", P2)) == ["Llanowar Elves", "Zulaport Cutthroat"]
    assert life(game, P1) == 18 and life(game, P2) == 22
