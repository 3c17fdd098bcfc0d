"""CR 601.2b-c, 702.33d: 'Destroy target creature or planeswalker with mana value 2 or less. If this spell was
kicked, instead destroy target creature or planeswalker.' (Bloodchief's Thirst; mechanics/kicked_instead): the
kicker is announced before the targets, and a kicked spell has only the kicked text's target."""

from __future__ import annotations

from support import board, cast, legal, pass_both

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
