"""Ilysian Caryatid, compiled from its Oracle text: "{T}: Add one mana of any color. If you control a creature with
power 4 or greater, add two mana of any one color instead." (605.1a, 605.3b: the condition is checked as the
mana ability resolves; 106.1b: the color chosen on activation is the one color of the two mana;
mechanics/conditional_mana)"""

from __future__ import annotations

from support import board


def _tap_for(game, color: str) -> tuple[str, ...]:  # noqa: ANN001
    before = len(game.state.players[0].pool)
    game.apply(f"activate {game.find('Ilysian Caryatid')} 1 mana:{color}")
    return tuple(game.state.players[0].pool[before:])


def test_ruling_the_ability_is_a_mana_ability_and_with_a_big_creature_adds_two_of_the_chosen_color() -> None:
    """Ruling (2020-01-24): "Ilysian Caryatid's activated ability is a mana ability. It doesn't use the stack and
    can't be responded to." With Craw Wurm (6/4) it adds two green mana at once, and nothing goes on the stack."""
    game = board({"battlefield": ["Ilysian Caryatid", "Craw Wurm"]})
    added = _tap_for(game, "G")
    assert [m.type for m in added] == ["G", "G"]
    assert game.state.zones["stack"] == ()


def test_605_3b_without_a_power_4_creature_one_mana_of_the_chosen_color() -> None:
    game = board({"battlefield": ["Ilysian Caryatid", "Grizzly Bears"]})
    added = _tap_for(game, "U")
    assert [m.type for m in added] == ["U"]
