"""Kessig Naturalist // Lord of the Ulvenwald, checked in a game.

Oracle text (Kessig Naturalist): Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you don't
lose this mana as steps and phases end. / Daybound
Oracle text (Lord of the Ulvenwald): Other Wolves and Werewolves you control get +1/+1. / Whenever Lord of the
Ulvenwald attacks, add {R} or {G}. Until end of turn, you don't lose this mana as steps and phases end. /
Nightbound"""

from __future__ import annotations

from support import attack, board, pass_both, pass_until

KESSIG = "Kessig Naturalist // Lord of the Ulvenwald"


def _attacked_for_green():  # type: ignore[no-untyped-def]
    game = board({"battlefield": [KESSIG]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Kessig Naturalist"))
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "choose", game.pending
    game.apply("choose 1")  # the second option: {G}
    return game


def test_the_mana_stays_through_the_steps_of_the_turn_500_4() -> None:
    """Oracle: "Until end of turn, you don't lose this mana as steps and phases end." (500.4, 106.4)"""
    game = _attacked_for_green()
    pass_until(game, "main2", turn=3)
    assert [m.type for m in game.state.players[0].pool] == ["G"]


def test_the_mana_empties_as_the_turn_ends_514_2() -> None:
    """514.2: 'until end of turn' ends in the cleanup step, and the mana empties then."""
    game = _attacked_for_green()
    pass_until(game, "upkeep", turn=4)
    assert game.state.players[0].pool == ()


def test_lord_pumps_other_wolves_and_werewolves() -> None:
    """Oracle (Lord of the Ulvenwald): "Other Wolves and Werewolves you control get +1/+1." """
    game = board({"battlefield": [{"card": KESSIG, "label": "Lord"}, KESSIG, "Grizzly Bears"]})
    # Ruling (2021-09-24): "Double-faced permanents with daybound transform to their nightbound faces as it
    # becomes night." Made night here directly: both turn to Lord of the Ulvenwald.
    from lithoform.mechanics.day_night.rules import become  # noqa: PLC0415
    become(game.state, "night", ("731.2",))
    lords = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Lord of the Ulvenwald"]
    assert len(lords) == 2
    assert all((game.chars(o).power, game.chars(o).toughness) == (4, 4) for o in lords)  # 3/3, +1/+1 from the other
    bears = game.find("Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (2, 2)
