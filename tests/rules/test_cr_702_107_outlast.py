"""CR 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this permanent. Activate only as
a sorcery." Played with Tuskguard Captain (Outlast {G}; "Each creature you control with a +1/+1 counter on it
has trample.")."""

from __future__ import annotations

from support import activate, basics, board, can_activate, pass_both, pt, use_compiled

use_compiled("Tuskguard Captain")

CAPTAIN = "Tuskguard Captain"


def test_702_107a_tap_and_pay_a_counter_on_it() -> None:
    game = board({"battlefield": [*basics(Forest=1), CAPTAIN]})
    captain = game.find(CAPTAIN)
    activate(game, captain)
    pass_both(game)
    assert pt(game, captain) == (3, 4)
    assert game.state.objects[captain].tapped


def test_702_107a_only_as_a_sorcery() -> None:
    game = board({"battlefield": [*basics(Forest=1), CAPTAIN]}, step="upkeep")
    assert not can_activate(game, game.find(CAPTAIN))
