"""Zabaz, the Glimmerwasp: "If a modular triggered ability would put one or more +1/+1 counters on a creature
you control, that many plus one +1/+1 counters are put on it instead." (614.1a; 702.43a: modular's dies
trigger, not the counters a modular permanent enters with, which a static ability gives it)."""

from __future__ import annotations

from support import basics, board, cast

ZABAZ = "Zabaz, the Glimmerwasp"


def _plus(game, oid: int) -> int:  # type: ignore[no-untyped-def]
    return dict(game.state.objects[oid].counters).get("+1/+1", 0)


def _modular_onto(game, victim: str, onto: int) -> None:  # type: ignore[no-untyped-def]
    """Shocks `victim` (a modular creature), targets `onto` with its modular trigger and moves the counters."""
    cast(game, "Shock", game.find(victim))
    for _ in range(40):
        kind = game.pending.kind
        if kind == "target":
            game.apply(f"target {onto}")
        elif kind == "may":
            game.apply("yes")
        elif kind == "priority" and not game.state.stack:
            return
        else:
            game.apply("pass")
    raise AssertionError("the stack did not empty")


def test_614_1a_a_modular_trigger_puts_that_many_plus_one() -> None:
    """Arcbound Worker (Modular 1) dies with Zabaz on the battlefield: its modular ability puts 1 + 1 counters
    on the target artifact creature you control."""
    game = board({"battlefield": [*basics(Mountain=1), ZABAZ, "Arcbound Worker", "Ornithopter"],
                  "hand": ["Shock"]})
    thopter = game.find("Ornithopter")
    _modular_onto(game, "Arcbound Worker", thopter)
    assert game.find("Arcbound Worker", zone="graveyard")
    assert _plus(game, thopter) == 2


def test_the_counters_a_modular_creature_enters_with_are_not_increased() -> None:
    """Only a modular *triggered* ability: 'enters with N +1/+1 counters' is modular's static ability."""
    game = board({"battlefield": [*basics(Plains=1), ZABAZ], "hand": ["Arcbound Worker"]})
    cast(game, "Arcbound Worker")
    for _ in range(10):
        if game.pending.kind == "priority" and not game.state.stack:
            break
        game.apply("pass")
    assert _plus(game, game.find("Arcbound Worker")) == 1


def test_zabaz_does_not_increase_its_own_modular() -> None:
    """Ruling (2021-06-18): "Zabaz the Glimmerwasp's replacement effect requires it to be on the battlefield to
    work. Notably, that means it won't increase the counters given by its own modular ability.\""""
    game = board({"battlefield": [*basics(Mountain=1), ZABAZ, "Ornithopter"], "hand": ["Shock"]})
    thopter = game.find("Ornithopter")
    _modular_onto(game, ZABAZ, thopter)
    assert game.find(ZABAZ, zone="graveyard")
    assert _plus(game, thopter) == 1


def test_without_zabaz_modular_moves_just_its_counters() -> None:
    """702.43a: 'a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent'."""
    game = board({"battlefield": [*basics(Mountain=1), "Arcbound Worker", "Ornithopter"], "hand": ["Shock"]})
    thopter = game.find("Ornithopter")
    _modular_onto(game, "Arcbound Worker", thopter)
    assert _plus(game, thopter) == 1
