"""Inga Rune-Eyes, compiled from its Oracle text: 'When Inga Rune-Eyes dies, draw three cards if three or more
creatures died this turn.' (700.4, 608.2c)"""

from __future__ import annotations

from support import board, cast, hand_size, pass_both, resolve_stack, use_compiled

INGA = "Inga Rune-Eyes"
use_compiled(INGA)


def test_ruling_inga_and_those_dying_at_the_same_time_count_whoever_controlled_them() -> None:
    """Rulings (2021-02-05): 'Inga Rune-Eyes will count, as will creatures that die at the same time as Inga
    Rune-Eyes ...' and 'The last ability will count any creature that died, no matter who controlled it.'"""
    game = board({"hand": ["Damnation"], "battlefield": [{"card": "Swamp", "count": 4}, INGA, "Grizzly Bears"]},
                 {"battlefield": ["Savannah Lions"]})
    cast(game, "Damnation")
    pass_both(game)
    resolve_stack(game)
    assert hand_size(game) == 3


def test_two_creatures_died_no_cards() -> None:
    game = board({"hand": ["Damnation"], "battlefield": [{"card": "Swamp", "count": 4}, INGA, "Grizzly Bears"]})
    cast(game, "Damnation")
    pass_both(game)
    resolve_stack(game)
    assert hand_size(game) == 0
