"""Reflector Mage, compiled from its Oracle text (mechanics/owner_name_bans; 101.2, 201.2, 611.2b), and its
rulings in games.

Oracle text: When Reflector Mage enters the battlefield, return target creature an opponent controls to its
owner's hand. That creature's owner can't cast spells with the same name as that creature until your next
turn."""

from __future__ import annotations

from support import basics, board, cast, castable, events, pass_both, pass_until, use_compiled

MAGE = "Reflector Mage"
use_compiled(MAGE)


def _bounce(p2_hand: list[str]):  # noqa: ANN202
    game = board({"hand": [MAGE], "battlefield": basics(Plains=1, Island=2)},
                 {"battlefield": ["Grizzly Bears", *basics(Forest=4)], "hand": p2_hand})
    cast(game, MAGE)
    pass_both(game)  # the Mage resolves; its enters trigger targets the only creature P2 controls
    while game.pending.kind != "priority":
        game.apply(next(a for a in game.legal_actions() if str(a) != "concede"))
    pass_both(game)
    return game


def test_the_owner_cant_cast_a_spell_of_that_name_until_your_next_turn() -> None:
    """611.2b: on P2's turn the returned Bears and another Grizzly Bears can't be cast; another creature can;
    as P1's next turn begins the ban ends."""
    game = _bounce(["Grizzly Bears", "Runeclaw Bear"])
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("hand", 1)] and events(game, "name_ban")
    pass_until(game, "main1", turn=4)
    assert game.pending.player == 1
    assert not castable(game, "Grizzly Bears") and castable(game, "Runeclaw Bear")
    pass_until(game, "main1", turn=6)
    assert game.pending.player == 1 and castable(game, "Grizzly Bears")
