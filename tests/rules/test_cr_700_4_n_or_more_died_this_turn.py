"""CR 700.4: 'dies' means 'is put into a graveyard from the battlefield'. 'If three or more creatures died this
turn' counts every creature that died this turn, whoever controlled it, as the instruction is carried out
(608.2c). Played with the compiled Inga Rune-Eyes ('When Inga Rune-Eyes dies, draw three cards if three or more
creatures died this turn.')."""

from __future__ import annotations

from support import board, cast, hand_size, life, pass_both, resolve_stack, use_compiled

INGA = "Inga Rune-Eyes"
use_compiled(INGA)


def test_700_4_deaths_earlier_in_the_turn_count() -> None:
    """Two Shocks kill two creatures; then Inga dies: three this turn."""
    game = board({"hand": ["Shock", "Shock", "Lightning Bolt"],
                  "battlefield": [{"card": "Mountain", "count": 5}, INGA]},
                 {"battlefield": ["Savannah Lions", "Llanowar Elves"]})
    for name in ("Savannah Lions", "Llanowar Elves"):
        cast(game, game.find("Shock", zone="hand"), game.find(name))
        pass_both(game)
    cast(game, "Lightning Bolt", game.find(INGA))
    pass_both(game)
    resolve_stack(game)
    assert hand_size(game) == 3
    assert life(game, 0) == 20


def test_700_4_two_deaths_are_not_three() -> None:
    """Only two cards died; nothing else: no cards drawn."""
    game = board({"hand": ["Shock", "Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 3}, INGA]},
                 {"battlefield": ["Savannah Lions"]})
    cast(game, "Shock", game.find("Savannah Lions"))
    pass_both(game)
    cast(game, "Lightning Bolt", game.find(INGA))
    pass_both(game)
    resolve_stack(game)
    assert hand_size(game) == 0
