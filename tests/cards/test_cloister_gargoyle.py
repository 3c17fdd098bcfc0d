"""Cloister Gargoyle: "When Cloister Gargoyle enters the battlefield, venture into the dungeon. As long as you've
completed a dungeon, Cloister Gargoyle gets +3/+0 and has flying." (309.7, 611.3a)."""

from __future__ import annotations

import msgspec
from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform import Game

use_compiled("Cloister Gargoyle")
GARGOYLE = "Cloister Gargoyle"


def _gargoyle(completed: tuple[str, ...]) -> Game:
    game = board({"hand": [GARGOYLE], "battlefield": basics(Plains=3)})
    st = game.state
    st.set_player(msgspec.structs.replace(st.players[0], completed_dungeons=completed))
    st.characteristics_changed()
    cast(game, GARGOYLE)
    pass_both(game)  # the Gargoyle resolves; its venture trigger goes on the stack
    pass_both(game)
    game.apply("choose 2")  # Dungeon of the Mad Mage: Yawning Portal, you gain 1 life
    pass_both(game)
    return game


def test_ruling_it_works_even_if_it_wasnt_on_the_battlefield_when_you_completed_a_dungeon() -> None:
    """Ruling (2021-07-23): "Cloister Gargoyle's last ability works even if it wasn't on the battlefield when you
    completed a dungeon." """
    game = _gargoyle(("Lost Mine of Phandelver",))
    gargoyle = game.find(GARGOYLE)
    assert pt(game, gargoyle) == (3, 4)
    assert "flying" in game.chars(gargoyle).keywords


def test_ruling_without_a_completed_dungeon_it_has_neither() -> None:
    """Ruling (2021-07-23): "The player venturing into the dungeon chooses which dungeon they will venture
    into." — venturing (a room entered) completes nothing."""
    game = _gargoyle(())
    gargoyle = game.find(GARGOYLE)
    assert pt(game, gargoyle) == (0, 4)
    assert "flying" not in game.chars(gargoyle).keywords
    assert game.state.players[0].life == 21  # Yawning Portal
