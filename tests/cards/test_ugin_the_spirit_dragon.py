"""Ugin, the Spirit Dragon: "[+2]: Ugin, the Spirit Dragon deals 3 damage to any target. / [−X]: Exile each
permanent with mana value X or less that's one or more colors. / [−10]: ..." (606.4, 107.3a)"""

from __future__ import annotations

from support import battlefield_names, board, names, pass_both, use_compiled

use_compiled("Ugin, the Spirit Dragon")


def test_ruling_x_in_a_permanents_mana_cost_is_0() -> None:
    """Ruling (2020-06-23): "If a permanent has {X} in its mana cost, X is considered to be 0." Mistcutter Hydra
    ({X}{G}) has mana value 1 on the battlefield: [−X] with X = 0 leaves it, with X = 1 exiles it."""
    game = board({"battlefield": [{"card": "Ugin, the Spirit Dragon", "counters": {"loyalty": 7}}]},
                 {"battlefield": [{"card": "Mistcutter Hydra", "counters": {"+1/+1": 3}}]})
    ugin = game.find("Ugin, the Spirit Dragon")
    game.apply(f"activate {ugin} 2")
    game.apply("x 0")
    pass_both(game)
    assert battlefield_names(game, 1) == ["Mistcutter Hydra"]
    game2 = board({"battlefield": [{"card": "Ugin, the Spirit Dragon", "counters": {"loyalty": 7}}]},
                  {"battlefield": [{"card": "Mistcutter Hydra", "counters": {"+1/+1": 3}}]})
    game2.apply(f"activate {game2.find('Ugin, the Spirit Dragon')} 2")
    game2.apply("x 1")
    pass_both(game2)
    assert names(game2, "exile", 1) == ["Mistcutter Hydra"]
