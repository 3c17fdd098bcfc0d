"""Berserk: "Cast this spell only before the combat damage step. / Target creature gains trample and gets +X/+0
until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it
attacked this turn." The end step's condition is the delayed ability's, checked as it resolves (603.7, 608.2c;
508.1k: declared as an attacker this turn)."""

from __future__ import annotations

from support import attack, board, cast, names, pass_both, pass_until, pt, resolve_stack, use_compiled

use_compiled("Berserk")


def _berserk(step: str = "main1"):
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Berserk"]}, step=step)
    bears = game.find("Grizzly Bears")
    cast(game, "Berserk", bears)
    resolve_stack(game)
    return game, bears


def test_a_creature_that_attacked_is_destroyed_at_the_next_end_step() -> None:
    """Cast in the first main phase; the 4/2 trampler attacks later that turn and is destroyed at the end step."""
    game, bears = _berserk()
    assert pt(game, bears) == (4, 2) and "trample" in game.chars(bears).keywords
    pass_until(game, "beginning_of_combat")
    pass_both(game)
    attack(game, bears)
    pass_until(game, "end")
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard", 0)
    assert game.state.players[1].life == 16


def test_a_creature_that_didnt_attack_survives_and_the_pump_ends() -> None:
    """No attack: the delayed ability does nothing; the +X/+0 and trample end with the turn (514.2)."""
    game, bears = _berserk()
    pass_until(game, "end")
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "battlefield", 0)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, bears) == (2, 2) and "trample" not in game.chars(bears).keywords


def test_ruling_it_is_destroyed_even_if_no_longer_a_creature() -> None:
    """Ruling: "If the permanent stops being a creature before the end of the turn, it is still destroyed."
    The condition asks whether that permanent attacked, not whether it is a creature now."""
    game, bears = _berserk()
    pass_until(game, "beginning_of_combat")
    pass_both(game)
    attack(game, bears)
    pass_until(game, "main2")
    obj = game.state.objects[bears]
    assert obj.zone == "battlefield"
    pass_until(game, "end")
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard", 0)
