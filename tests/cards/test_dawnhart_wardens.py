"""Dawnhart Wardens, compiled from its Oracle text: 'Coven — At the beginning of combat on your turn, if you
control three or more creatures with different powers, creatures you control get +1/+0 until end of turn.'
(207.2c, 603.4: an intervening 'if')."""

from __future__ import annotations

from support import board, pass_until, resolve_stack

from lithoform.rules.continuous.characteristics import chars


def _power(game, name: str) -> int | None:
    return chars(game.state, game.find(name)).power


def test_ruling_two_creatures_with_the_same_power_count_once() -> None:
    """Ruling (2021-09-24): 'For three creatures to have different powers from one another, each of their
    powers needs to be different. A 1/1 creature, a 2/1 creature, and another 2/1 creature aren't three
    creatures with different powers, even though both 2/1 creatures have different power than the 1/1
    creature.'"""
    game = board({"battlefield": ["Dawnhart Wardens", "Llanowar Elves", "Grizzly Bears", "Runeclaw Bear"]})
    pass_until(game, "beginning_of_combat")  # Wardens 3, Elves 1, two Bears 2: three different powers
    resolve_stack(game)
    assert _power(game, "Llanowar Elves") == 2
    game = board({"battlefield": ["Dawnhart Wardens", "Hill Giant", "Grizzly Bears"]})  # 3, 3, 2: two powers
    pass_until(game, "beginning_of_combat")
    resolve_stack(game)
    assert _power(game, "Grizzly Bears") == 2


def test_ruling_the_condition_is_checked_again_as_the_ability_resolves() -> None:
    """Ruling (2021-09-24): 'Many coven abilities, such as that of Dawnhart Wardens above, are triggered
    abilities with intervening if clauses. You must control three or more creatures with different powers
    at the time the ability triggers and at the time the ability tries to resolve.'"""
    game = board({"battlefield": ["Dawnhart Wardens", "Llanowar Elves", "Grizzly Bears"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    pass_until(game, "beginning_of_combat")
    assert game.state.stack  # it triggered: powers 3, 1 and 2
    game.apply("pass")  # P2 gets priority and kills the Elves in response
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {game.find('Llanowar Elves')}")
    game.apply("autopay")
    resolve_stack(game)
    assert _power(game, "Grizzly Bears") == 2
    assert _power(game, "Dawnhart Wardens") == 3
