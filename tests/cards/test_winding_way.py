"""Winding Way, compiled from its Oracle text and played.

Oracle text: Choose creature or land. Reveal the top four cards of your library. Put all cards of the chosen type
revealed this way into your hand and the rest into your graveyard. (608.2d: the choice is made as it resolves;
607.2d: 'the chosen type' reads it; 701.20a)"""

from __future__ import annotations

import pytest
from support import basics, board, cast, events, names, pass_both, use_compiled

use_compiled("Winding Way")
WAY = "Winding Way"
TOP = ["Grizzly Bears", "Forest", "Lightning Bolt", "Dryad Arbor", "Island"]


@pytest.mark.parametrize(("choice", "to_hand", "to_graveyard"), [
    ("creature", {"Grizzly Bears", "Dryad Arbor"}, {"Forest", "Lightning Bolt"}),
    ("land", {"Forest", "Dryad Arbor"}, {"Grizzly Bears", "Lightning Bolt"}),
])
def test_cards_of_the_chosen_type_go_to_the_hand_the_rest_to_the_graveyard(
        choice: str, to_hand: set[str], to_graveyard: set[str]) -> None:
    """Dryad Arbor is a land creature card: of either chosen type (205.2a)."""
    game = board({"hand": [WAY], "battlefield": basics(Forest=2), "library": TOP})
    cast(game, WAY)
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.labels == ("creature", "land")
    game.apply(f"choose {game.pending.labels.index(choice)}")
    assert set(names(game, "hand")) == to_hand
    assert set(names(game, "graveyard")) == to_graveyard | {WAY}
    assert [game.state.objects[o].card for o in game.zone("library", 0)] == ["Island"]
    assert [e.args.get("choice") for e in events(game, "chosen_now")] == [choice.capitalize()]
