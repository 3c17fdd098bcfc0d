"""CR 601.2b-c, 702.33d: 'Destroy target creature or planeswalker with mana value 2 or less. If this spell was
kicked, instead destroy target creature or planeswalker.' (Bloodchief's Thirst; mechanics/kicked_instead): the
kicker is announced before the targets, and a kicked spell has only the kicked text's target."""

from __future__ import annotations

from support import board, cast, legal, pass_both, use_compiled

THIRST = "Bloodchief's Thirst"
SWAMPS = [{"card": "Swamp", "count": 4}]


def test_601_2c_unkicked_only_mana_value_2_or_less() -> None:
    game = board({"battlefield": SWAMPS, "hand": [THIRST]}, {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    game.apply(f"cast {game.find(THIRST, zone='hand')}")
    game.apply("additional none")
    assert game.pending.kind == "target"
    assert game.pending.options == (game.find("Grizzly Bears"),)


def test_601_2c_kicked_any_creature_and_one_target_only() -> None:
    game = board({"battlefield": SWAMPS, "hand": [THIRST]}, {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    angel = game.find("Serra Angel")
    spell = cast(game, THIRST, angel, kicker=True)
    assert game.state.objects[spell].choices.targets == ((angel,),)
    pass_both(game)
    assert angel not in game.zone("battlefield")
    assert game.find("Grizzly Bears") in game.zone("battlefield")


def test_601_2c_with_only_a_big_target_it_can_be_cast_only_kicked() -> None:
    game = board({"battlefield": SWAMPS, "hand": [THIRST]}, {"battlefield": ["Serra Angel"]})
    assert legal(game, f"cast {game.find(THIRST, zone='hand')}")
    game.apply(f"cast {game.find(THIRST, zone='hand')}")
    assert legal(game, "additional kicker") and not legal(game, "additional none")


def test_601_2c_with_only_a_small_target_and_no_kicker_mana() -> None:
    game = board({"battlefield": ["Swamp"], "hand": [THIRST]}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find(THIRST, zone='hand')}")
    assert legal(game, "additional none")


# 601.2c, 702.33d: a target only the kicked part names ('If this spell was kicked, it deals damage equal to that
# permanent's mana value to target creature.': Orim's Thunder, a mana kicker) is chosen only when the kicker was
# announced; the spell cast unkicked is cast as though it didn't have it (SpellAbility.kicked_targets).

THUNDER = "Orim's Thunder"


def _thunder_board(creatures: list[str]):  # type: ignore[no-untyped-def]
    use_compiled(THUNDER)
    return board({"battlefield": [{"card": "Plains", "count": 3}, "Mountain"], "hand": [THUNDER]},
                 {"battlefield": ["Icy Manipulator", *creatures]})


def test_601_2c_unkicked_the_kicked_only_target_isnt_chosen() -> None:
    game = _thunder_board(["Grizzly Bears"])
    game.apply(f"cast {game.find(THUNDER)}")
    game.apply("additional none")
    game.apply(f"target {game.find('Icy Manipulator')}")
    assert game.pending.kind != "target"
    assert game.state.objects[game.state.announcing].choices.targets == ((game.find("Icy Manipulator"),),)


def test_601_2c_kicked_both_targets_are_chosen() -> None:
    game = _thunder_board(["Grizzly Bears"])
    game.apply(f"cast {game.find(THUNDER)}")
    game.apply("additional kicker")
    game.apply(f"target {game.find('Icy Manipulator')}")
    assert game.pending.kind == "target" and game.pending.options == (game.find("Grizzly Bears"),)


def test_601_2c_with_no_creature_it_can_be_cast_but_not_kicked() -> None:
    game = _thunder_board([])
    game.apply(f"cast {game.find(THUNDER)}")
    assert game.pending.kind == "additional"
    assert [str(a) for a in game.legal_actions() if a.kind == "additional"] == ["additional none"]
