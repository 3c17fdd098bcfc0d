"""CR 611.2b, 613.1b: a control-changing effect that lasts 'for as long as ~ remains on the battlefield' (Sower of
Temptation) or 'for as long as you control ~' (Dragonlord Silumgar) ends when that stops being true, and
control goes back (layer 2 no longer applies it)."""

from __future__ import annotations

from support import board, cast, controlled, pass_both, resolve_stack, use_compiled

use_compiled("Sower of Temptation", "Dragonlord Silumgar", "Unsummon", "Shock")


def _take(card: str, lands: list[str]):
    game = board({"hand": [card, "Unsummon"], "battlefield": lands + ["Island"]},
                 {"battlefield": ["Hill Giant"], "hand": ["Shock"]})
    cast(game, card)
    pass_both(game)  # the creature spell resolves; its enters trigger goes on the stack
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Hill Giant')}")
    resolve_stack(game)
    assert controlled(game, "Hill Giant", 0)
    return game


def test_611_2b_for_as_long_as_this_remains_on_the_battlefield() -> None:
    game = _take("Sower of Temptation", ["Island"] * 4)
    cast(game, "Unsummon", game.find("Sower of Temptation"))
    pass_both(game)
    assert controlled(game, "Hill Giant", 1) and not controlled(game, "Hill Giant", 0)


def test_611_2b_for_as_long_as_you_control_this() -> None:
    game = _take("Dragonlord Silumgar", ["Island"] * 5 + ["Swamp", "Swamp"])
    cast(game, "Unsummon", game.find("Dragonlord Silumgar"))
    pass_both(game)
    assert controlled(game, "Hill Giant", 1) and not controlled(game, "Hill Giant", 0)
