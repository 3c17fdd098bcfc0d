"""Ranger Class (716): "When Ranger Class enters the battlefield, create a 2/2 green Wolf creature token.
{1}{G}: Level 2 — Whenever you attack, put a +1/+1 counter on target attacking creature. {3}{G}: Level 3 — You
may look at the top card of your library any time. You may cast creature spells from the top of your
library." """

from __future__ import annotations

from support import activate, basics, board, cast, legal, pass_both, use_compiled

from lithoform import Game
from lithoform.rules.continuous.characteristics import chars

use_compiled("Ranger Class")
RANGER = "Ranger Class"


def _levels(game: Game, *bars: int) -> int:
    ranger = game.find(RANGER)
    for n in bars:
        activate(game, ranger, n)
        pass_both(game)
    return ranger


def test_ruling_a_level_ability_needs_the_level_before_it() -> None:
    """Ruling (2021-07-23): "You can't activate the first level ability of a Class unless that Class is level
    1. Similarly, you can't activate the second level ability of a Class unless that Class is level 2." """
    game = board({"battlefield": [RANGER, *basics(Forest=10)]})
    ranger = game.find(RANGER)
    assert legal(game, f"activate {ranger} 1") and not legal(game, f"activate {ranger} 2")
    _levels(game, 1)
    assert not legal(game, f"activate {ranger} 1") and legal(game, f"activate {ranger} 2")


def test_ruling_gaining_a_level_keeps_the_abilities_of_the_levels_before() -> None:
    """Ruling (2021-07-23): "Gaining a level won't remove abilities that a Class had at a previous level." """
    game = board({"battlefield": [RANGER, *basics(Forest=10)]})
    ranger = _levels(game, 1, 2)
    texts = [getattr(a, "text", "") for a in chars(game.state, ranger).abilities]
    assert any(t.startswith("Whenever you attack") for t in texts)  # level 2's
    assert any("top of your library" in t for t in texts)  # level 3's


def test_the_first_ability_works_at_level_1() -> None:
    """716.3: the ability above the first bar is the Class's at all times (its enters trigger: a Wolf)."""
    game = board({"hand": [RANGER], "battlefield": basics(Forest=2)})
    cast(game, RANGER)
    pass_both(game)
    pass_both(game)
    assert "Wolf Token" in [game.chars(o).name for o in game.zone("battlefield", 0)]
