"""CR 122.1c: one or more shield counters on a permanent create a single replacement effect, "If this
permanent would be destroyed as the result of an effect, instead remove a shield counter from it", and a single
prevention effect, "If damage would be dealt to this permanent, prevent that damage and remove a shield counter
from it" (614, 615)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game


def _bears(shields: int, hand: list[str], lands: dict[str, int]) -> tuple[Game, int]:
    game = board({"battlefield": [{"card": "Grizzly Bears", "counters": {"shield": shields}},
                                  *({"card": k, "count": n} for k, n in lands.items())],
                  "hand": hand})
    return game, game.find("Grizzly Bears")


def test_122_1c_destruction_by_an_effect_removes_a_shield_counter_instead() -> None:
    game, bears = _bears(1, ["Murder"], {"Swamp": 3})
    cast(game, "Murder", bears)
    pass_both(game)
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].counter("shield") == 0
    assert any(e.kind == "shield_counter" and "122.1c" in e.rules for e in game.state.events())


def test_122_1c_one_effect_however_many_counters_one_counter_per_destruction() -> None:
    """'One or more shield counters ... create a single replacement effect': one destruction, one counter."""
    game, bears = _bears(3, ["Murder"], {"Swamp": 3})
    cast(game, "Murder", bears)
    pass_both(game)
    assert game.state.objects[bears].counter("shield") == 2


def test_122_1c_damage_is_prevented_and_a_shield_counter_removed() -> None:
    game, bears = _bears(1, ["Shock"], {"Mountain": 1})
    cast(game, "Shock", bears)
    pass_both(game)
    obj = game.state.objects[bears]
    assert obj.zone == "battlefield" and obj.damage == 0 and obj.counter("shield") == 0
    assert any(e.kind == "prevented" and "122.1c" in e.rules for e in game.state.events())


def test_122_1c_without_a_counter_left_the_next_damage_is_dealt() -> None:
    game, bears = _bears(1, ["Shock", "Shock"], {"Mountain": 2})
    cast(game, game.zone("hand")[0], bears)
    pass_both(game)
    cast(game, "Shock", bears)
    pass_both(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("graveyard")]  # 2 damage to a 2/2 (704.5g)


def test_122_1c_cant_be_regenerated_doesnt_stop_the_shield_counter() -> None:
    """Wrath of God: 'They can't be regenerated.' (701.19c): a shield counter's effect isn't regeneration."""
    game, bears = _bears(1, ["Wrath of God"], {"Plains": 4})
    cast(game, "Wrath of God")
    pass_both(game)
    assert game.state.objects[bears].zone == "battlefield"
    assert game.state.objects[bears].counter("shield") == 0
