"""CR 614.1c, 614.12, 122.6: 'Each other Warrior creature you control enters with an additional +1/+1 counter on
it.' (Bramblewood Paragon): a static ability of a permanent on the battlefield changing how others enter, read
from the entering permanent as it would exist on the battlefield."""

from __future__ import annotations

from support import basics, board, cast, counters, pass_both, use_compiled

use_compiled("Bramblewood Paragon", "Elvish Warrior", "Raging Goblin", "Oath of Gideon", "Jace Beleren",
             "Grumgully, the Generous", "Grizzly Bears")


def _cast(battlefield: list, name: str, lands: dict[str, int]):  # type: ignore[no-untyped-def]
    game = board({"hand": [name], "battlefield": [*battlefield, *basics(**lands)]})
    cast(game, name)
    pass_both(game)
    return game


def test_614_1c_a_warrior_enters_with_an_additional_counter() -> None:
    """Bramblewood Paragon (ruling 2008-04-01): "If a Warrior would normally enter the battlefield with no +1/+1
    counters on it, it enters the battlefield with one +1/+1 counter on it instead." """
    game = _cast(["Bramblewood Paragon"], "Elvish Warrior", {"Forest": 2})
    assert counters(game, game.find("Elvish Warrior")) == 1


def test_614_12_a_creature_of_another_type_does_not() -> None:
    game = _cast(["Bramblewood Paragon"], "Raging Goblin", {"Mountain": 1})
    assert counters(game, game.find("Raging Goblin")) == 0


def test_614_1c_several_are_cumulative() -> None:
    """Bramblewood Paragon (ruling 2008-04-01): "The effects from more than one Bramblewood Paragon are
    cumulative." """
    game = _cast(["Bramblewood Paragon", "Bramblewood Paragon"], "Elvish Warrior", {"Forest": 2})
    assert counters(game, game.find("Elvish Warrior")) == 2


def test_614_12_its_own_ability_does_not_apply_to_itself() -> None:
    """Grumgully, the Generous (ruling 2019-10-04): "Any other non-Human creatures that enter the battlefield at
    the same time as Grumgully won't get a +1/+1 counter." Grumgully itself, a Goblin, gets none either."""
    game = _cast([], "Grumgully, the Generous", {"Mountain": 1, "Forest": 2})
    assert counters(game, game.find("Grumgully, the Generous")) == 0
    game = _cast(["Grumgully, the Generous"], "Grizzly Bears", {"Forest": 2})
    assert counters(game, game.find("Grizzly Bears")) == 1


def test_122_6_an_additional_loyalty_counter() -> None:
    """Oath of Gideon: 'Each planeswalker you control enters with an additional loyalty counter on it.'"""
    game = _cast(["Oath of Gideon"], "Jace Beleren", {"Island": 3})
    assert counters(game, game.find("Jace Beleren"), "loyalty") == 4  # 3 printed (306.5b), plus one
