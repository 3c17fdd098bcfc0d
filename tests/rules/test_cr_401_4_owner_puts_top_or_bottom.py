"""CR 401.4, 608.2d: 'The owner of target nonland permanent puts it on the top or bottom of their library.' (Run
Out of Town) The owner, not the spell's controller, chooses as the spell resolves."""

from __future__ import annotations

from support import board, cast, pass_both

RUN = "Run Out of Town"


def _cast_at_bears(position: str) -> tuple[int, ...]:
    game = board({"battlefield": ["Island"] * 4, "hand": [RUN]},
                 {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Forest"]})
    cast(game, RUN, game.find("Grizzly Bears"))
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1
    assert game.pending.labels == ("top", "bottom")
    game.apply(f"choose {0 if position == 'top' else 1}")
    return tuple(game.chars(o).name for o in game.zone("library", 1))


def test_401_4_the_owner_puts_it_on_top() -> None:
    assert _cast_at_bears("top")[0] == "Grizzly Bears"


def test_401_4_the_owner_puts_it_on_the_bottom() -> None:
    assert _cast_at_bears("bottom")[-1] == "Grizzly Bears"
