"""Abzan Charm, compiled from its Oracle text: 'Choose one — • Exile target creature with power 3 or
greater. • You draw two cards and you lose 2 life. • Distribute two +1/+1 counters among one or two target
creatures.' (700.2, 601.2d)"""

from __future__ import annotations

from support import board, pass_both

_MANA = ["Plains", "Swamp", "Forest"]


def _cast_third_mode(game, *targets: int, divide: tuple[int, ...] | None = None) -> None:
    game.apply(f"cast {game.find('Abzan Charm')}")
    game.apply("mode 3")
    for t in targets:
        game.apply(f"target {t}")
    if game.pending.kind == "target":
        game.apply("done")
    if divide is not None:
        game.apply(f"divide {divide[0]}")
    game.apply("autopay")


def test_ruling_the_division_is_chosen_on_casting_and_a_lost_targets_counter_is_lost() -> None:
    """Ruling (2014-09-20): 'If you choose the third mode, you choose how the counters will be distributed
    as you cast the spell. Notably, if you choose to put one +1/+1 counter on each of two target creatures,
    and one of those creatures becomes an illegal target in response, the +1/+1 counter that would have been
    put on that creature is lost. It can't be put on the remaining legal target.'"""
    game = board({"hand": ["Abzan Charm"], "battlefield": [*_MANA, "Grizzly Bears", "Runeclaw Bear"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    bears, runeclaw = game.find("Grizzly Bears"), game.find("Runeclaw Bear")
    _cast_third_mode(game, bears, runeclaw, divide=(1,))
    game.apply("pass")
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {runeclaw}")
    game.apply("autopay")
    pass_both(game)  # Shock: Runeclaw Bear dies
    pass_both(game)  # Abzan Charm
    assert game.state.objects[bears].counter("+1/+1") == 1


def test_700_2_one_target_gets_both_counters() -> None:
    game = board({"hand": ["Abzan Charm"], "battlefield": [*_MANA, "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    _cast_third_mode(game, bears)
    pass_both(game)
    assert game.state.objects[bears].counter("+1/+1") == 2
