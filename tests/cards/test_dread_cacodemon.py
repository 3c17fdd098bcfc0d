"""Dread Cacodemon: "When Dread Cacodemon enters the battlefield, if you cast it from your hand, destroy all
creatures your opponents control, then tap all other creatures you control." (601.2a, 603.4;
mechanics/cast_from_hand)"""

from __future__ import annotations

from support import activate, board, cast, pass_both, use_compiled
from support.reading import battlefield_names

use_compiled("Dread Cacodemon", "Quicksilver Amulet", "Grizzly Bears")


def test_cast_from_hand_destroys_the_opponents_creatures() -> None:
    game = board({"hand": ["Dread Cacodemon"], "battlefield": ["Swamp"] * 10}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Dread Cacodemon")
    pass_both(game)  # the Cacodemon resolves; its trigger goes on the stack
    pass_both(game)
    assert "Grizzly Bears" not in battlefield_names(game, 1)


def test_put_onto_the_battlefield_from_the_hand_it_doesnt_trigger() -> None:
    """Ruling (2011-09-22): "If you put Dread Cacodemon directly onto the battlefield from your hand, perhaps
    because of Kaalia of the Vast's ability, its ability won't trigger." """
    game = board({"hand": ["Dread Cacodemon"], "battlefield": ["Quicksilver Amulet"] + ["Swamp"] * 4},
                 {"battlefield": ["Grizzly Bears"]})
    activate(game, "Quicksilver Amulet")
    pass_both(game)
    game.apply(f"choose {game.find('Dread Cacodemon', zone='hand')}")
    assert "Dread Cacodemon" in battlefield_names(game, 0)
    assert not game.state.stack and "Grizzly Bears" in battlefield_names(game, 1)
