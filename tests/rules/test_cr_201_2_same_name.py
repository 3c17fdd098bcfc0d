"""CR 201.2 (two objects have the same name if their names are identical) with 608.2b: 'target creature and
all other creatures with the same name as that creature' affects the target and every other creature named
as it is when the spell resolves; only the target is targeted."""

from __future__ import annotations

from support import board, cast, pass_both


def test_201_2_creatures_named_differently_are_not_affected() -> None:
    game = board({"hand": ["Bile Blight"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears", "Runeclaw Bear"]})
    theirs = game.find("Grizzly Bears", player=1)
    cast(game, "Bile Blight", theirs)
    pass_both(game)
    names = [game.chars(o).name for o in game.zone("battlefield")]
    assert "Grizzly Bears" not in names  # P1's own Grizzly Bears too: 'all other creatures'
    assert "Runeclaw Bear" in names
