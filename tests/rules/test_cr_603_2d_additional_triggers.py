"""CR 603.2d: an effect may state that a triggered ability triggers additional times: rather than simply
determining that the ability has triggered, determine how many times it should trigger (the effects add up),
then it triggers that many times."""

from __future__ import annotations

from support import board

SHRINES = ["Sanctum of All", "Sanctum of Calm Waters", "Sanctum of Fruitful Harvest", "Sanctum of Stone Fangs",
           "Honden of Cleansing Fire"]
LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
GO_SHINTAI = "Go-Shintai of Life's Origin"


def _entering_triggers(battlefield: list[str]) -> list[str]:
    """Go-Shintai of Life's Origin (an enchantment creature Shrine: 'Whenever Go-Shintai of Life's Origin
    or another nontoken Shrine enters the battlefield under your control, create a 1/1 colorless Shrine
    enchantment creature token') is cast and enters; the names of the sources of the abilities that then trigger."""
    game = board({"battlefield": [*battlefield, *LANDS], "hand": [GO_SHINTAI]})
    game.apply(f"cast {game.find(GO_SHINTAI, zone='hand')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "order":
        game.apply("order " + " ".join(str(n) for n in game.pending.options))
    return [game.state.objects[o].source_name for o in game.state.stack]


def test_603_2d_additional_times_of_two_effects_add_up() -> None:
    """Panharmonicon (a creature entering: one more time) and Sanctum of All (six Shrines: one more time):
    Go-Shintai's ability triggers 1 + 1 + 1 = 3 times, not 2 x 2."""
    assert _entering_triggers(["Panharmonicon", *SHRINES]) == [GO_SHINTAI] * 3


def test_603_2d_each_effect_alone() -> None:
    assert _entering_triggers(["Panharmonicon"]) == [GO_SHINTAI] * 2
    assert _entering_triggers(SHRINES) == [GO_SHINTAI] * 2
    assert _entering_triggers(SHRINES[:4]) == [GO_SHINTAI]  # five Shrines with Go-Shintai: not six
