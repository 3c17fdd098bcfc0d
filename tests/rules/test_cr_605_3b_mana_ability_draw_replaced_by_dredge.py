"""CR 605.3b, 702.52a, 614.11: a mana ability that draws ('{2}, {T}, Sacrifice Shadowblood Egg: Add {B}{R}. Draw
a card.') resolves at once; when a dredge card is in its controller's graveyard, the draw may be replaced by
dredge, a choice asked right after the activation, with the mana already in the pool. (Found by
benchmarks/oracle_pool.py: the choice was asked outside any rules procedure and the action failed.)"""

from __future__ import annotations

from support import board, names, use_compiled

use_compiled("Shadowblood Egg", "Moldervine Cloak")


def _egg_activated():
    game = board({"battlefield": ["Shadowblood Egg", "Swamp", "Swamp"], "graveyard": ["Moldervine Cloak"],
                  "library": ["Island", "Forest", "Mountain"]})
    for swamp in [o for o in game.zone("battlefield", 0) if game.chars(o).name == "Swamp"]:
        game.apply(f"activate {swamp} 1")
    game.apply(f"activate {game.find('Shadowblood Egg')} 1")
    return game


def test_702_52a_dredge_asked_after_the_mana_ability_with_its_mana_made() -> None:
    game = _egg_activated()
    assert game.pending.kind == "choose" and "702.52a" in game.pending.prompt
    assert sorted(m.type for m in game.state.players[0].pool) == ["B", "R"]
    assert not game.state.stack  # 605.3b: no stack object


def test_702_52a_dredging_returns_the_card_and_mills_instead_of_drawing() -> None:
    """Moldervine Cloak has dredge 2: mill two cards, return it to the hand instead of drawing."""
    game = _egg_activated()
    game.apply(f"choose {game.find('Moldervine Cloak', zone='graveyard')}")
    assert names(game, "hand") == ["Moldervine Cloak"]
    assert names(game, "graveyard") == ["Forest", "Island", "Shadowblood Egg"]
    assert sorted(m.type for m in game.state.players[0].pool) == ["B", "R"]
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_614_11_declining_dredge_draws_the_card() -> None:
    game = _egg_activated()
    game.apply("choose")
    assert names(game, "hand") == ["Island"]
    assert names(game, "graveyard") == ["Moldervine Cloak", "Shadowblood Egg"]
