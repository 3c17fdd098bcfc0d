"""Glorybringer, compiled from its Oracle text: 'Flying, haste. You may exert Glorybringer as it attacks.
When you do, it deals 4 damage to target non-Dragon creature an opponent controls.' (701.43, 508.1g)"""

from __future__ import annotations

from support import board, pass_both


def _declare(game, exert: bool) -> int:
    pass_both(game)
    dragon = game.find("Glorybringer")
    game.apply(f"attack {dragon} P2")
    game.apply("done")
    assert game.pending.kind == "may"
    game.apply("yes" if exert else "no")
    return dragon


def test_ruling_it_can_be_exerted_with_no_legal_target_for_the_trigger() -> None:
    """Ruling (2017-04-18): 'If a creature has a targeted triggered ability that triggers when you exert it,
    you can exert it even if there isn't a legal target for that triggered ability.'"""
    game = board({"battlefield": ["Glorybringer"]}, {"battlefield": ["Shivan Dragon"]}, step="beginning_of_combat")
    dragon = _declare(game, exert=True)
    assert any(e.kind == "exert" and e.args["obj"] == dragon for e in game.state.events())
    assert not game.state.stack  # 603.3d: the trigger has no legal target (a Dragon can't be chosen)
    assert game.find("Shivan Dragon") in game.zone("battlefield")


def test_ruling_exerted_as_declared_and_the_trigger_resolves_before_blockers() -> None:
    """Ruling (2017-04-18): 'All cards in the Amonkhet set that let you exert a creature let you do so as you
    declare it as an attacking creature [...] Any abilities that trigger on exerting an attacking creature
    will resolve before blockers are declared.'"""
    game = board({"battlefield": ["Glorybringer"]}, {"battlefield": ["Grizzly Bears"]}, step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    _declare(game, exert=True)
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    assert game.state.step == "declare_attackers" and game.state.stack  # before blockers are declared
    pass_both(game)
    assert bears not in game.zone("battlefield")
    exerts = [e for e in game.state.effects if e.until == "next_untap"]
    assert len(exerts) == 1
