"""Thing in the Ice // Awoken Horror: 'Defender / Thing in the Ice enters the battlefield with four ice counters on it.
/ Whenever you cast an instant or sorcery spell, remove an ice counter from Thing in the Ice. Then if it has no ice
counters on it, transform it.' // 'When this creature transforms into Awoken Horror, return all non-Horror creatures
to their owners' hands.' (122.1, 608.2c: the condition is checked as the ability resolves; 701.28 transform)."""

from __future__ import annotations

from support import board, cast, counters, lands, names, pass_both, resolve_top

from lithoform import Game

THING = "Thing in the Ice // Awoken Horror"


def _thing(ice: int) -> Game:
    return board({"battlefield": [{"card": THING, "counters": {"ice": ice}}, "Grizzly Bears", lands("Mountain", 2)],
                  "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Hill Giant"]})


def test_a_spell_removes_an_ice_counter_and_it_stays_untransformed_while_some_remain() -> None:
    game = _thing(2)
    thing = game.find("Thing in the Ice")
    cast(game, "Shock", "P2")
    resolve_top(game)  # the trigger
    assert counters(game, thing, "ice") == 1
    assert game.chars(thing).name == "Thing in the Ice"


def test_ruling_the_last_counter_transforms_it_and_the_horror_resolves_before_the_spell() -> None:
    """Ruling: 'When Thing in the Ice's triggered ability removes the last counter from it, Awoken Horror's ability
    will trigger and resolve before the spell that caused Thing in the Ice's last ability to trigger.'"""
    game = _thing(1)
    thing = game.find("Thing in the Ice")
    bears = game.find("Grizzly Bears")
    cast(game, "Shock", bears)
    resolve_top(game)  # Thing in the Ice's trigger: the last counter, then transform
    assert game.chars(thing).name == "Awoken Horror"
    resolve_top(game)  # Awoken Horror's trigger, above the Shock
    assert "Grizzly Bears" in names(game, "hand") and "Hill Giant" in names(game, "hand", 1)
    assert "Awoken Horror" not in names(game, "hand")
    pass_both(game)  # the Shock's target is gone: it doesn't resolve (608.2b)
    assert "Shock" in names(game, "graveyard")


def test_ruling_removing_the_counters_another_way_doesnt_transform_it() -> None:
    """Ruling: 'Removing all ice counters from Thing in the Ice some other way will not cause it to transform. You'll
    need to cast an instant or sorcery spell and cause its last ability to trigger.'"""
    game = _thing(0)
    thing = game.find("Thing in the Ice")
    assert game.chars(thing).name == "Thing in the Ice"
    cast(game, "Shock", "P2")
    resolve_top(game)  # its trigger: no counter to remove (609.3: as much as possible), then none on it: it transforms
    assert game.chars(thing).name == "Awoken Horror"
