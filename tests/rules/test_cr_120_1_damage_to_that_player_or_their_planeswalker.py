"""CR 120.1, 608.2d: 'deals 1 damage to that player or a planeswalker that player controls' isn't targeted;
as the ability resolves its controller chooses the player or one of that player's planeswalkers. Played with
the compiled Curse of the Pierced Heart ('Enchant player / At the beginning of enchanted player's upkeep, ~
deals 1 damage to that player or a planeswalker that player controls.') and Basri Ket."""

from __future__ import annotations

from support import board, life, pass_both, pass_until, resolve_stack, use_compiled

CURSE = "Curse of the Pierced Heart"
use_compiled(CURSE)


def _cursed(p2: dict):
    game = board({"battlefield": ["Mountain"] * 2, "hand": [CURSE]}, p2)
    game.apply(f"cast {game.find(CURSE)}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    pass_until(game, "upkeep", turn=4)
    assert len(game.state.stack) == 1
    game.apply("pass")
    game.apply("pass")
    return game


def test_120_1_with_no_planeswalker_the_player_is_dealt_the_damage() -> None:
    game = _cursed({})
    assert life(game, 1) == 19


def test_608_2d_the_controller_chooses_a_planeswalker_that_player_controls() -> None:
    """608.2d: P1 (the Curse's controller) chooses Basri Ket: it loses a loyalty counter (120.3c)."""
    game = _cursed({"battlefield": [{"card": "Basri Ket", "counters": {"loyalty": 3}}]})
    assert game.pending.kind == "choose" and game.pending.player == 0
    basri = game.find("Basri Ket")
    game.apply(f"choose {basri}")
    resolve_stack(game)
    assert life(game, 1) == 20
    assert game.state.objects[basri].counter("loyalty") == 2
