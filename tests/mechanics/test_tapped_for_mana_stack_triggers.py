"""CR 106.12a and 605.1b: a 'whenever ... tapped for mana' ability that doesn't add mana isn't a mana ability: it
triggers as the mana ability is activated and waits to be put on the stack (Zhur-Taa Druid: 'Whenever you tap
Zhur-Taa Druid for mana, it deals 1 damage to each opponent.'; Sanctimony: 'Whenever an opponent taps a Mountain
for mana, you may gain 1 life.'). Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, resolve_stack


def _tap_for_mana(game, name: str) -> None:
    game.apply(f"activate {game.find(name)} 1")
    resolve_stack(game)


def test_106_12a_tapping_it_for_mana_deals_damage_to_each_opponent() -> None:
    game = board({"battlefield": ["Zhur-Taa Druid"]})
    _tap_for_mana(game, "Zhur-Taa Druid")
    assert game.state.players[1].life == 19
    assert game.state.players[0].life == 20


def test_106_12a_only_its_own_tapping_triggers_it() -> None:
    game = board({"battlefield": ["Zhur-Taa Druid", "Forest"]})
    _tap_for_mana(game, "Forest")
    assert game.state.players[1].life == 20


def test_605_1b_an_opponent_tapping_a_mountain_for_mana_triggers_sanctimony() -> None:
    game = board({"battlefield": ["Mountain", "Forest"]}, {"battlefield": ["Sanctimony"]})
    _tap_for_mana(game, "Forest")
    assert game.state.players[1].life == 20  # not a Mountain
    game.apply(f"activate {game.find('Mountain')} 1")
    for _ in range(10):
        if game.pending.kind == "priority":
            if not game.state.stack:
                break
            game.apply("pass")
        else:
            game.apply("yes")
    assert game.state.players[1].life == 21
