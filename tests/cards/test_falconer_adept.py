"""Falconer Adept, compiled from its Oracle text: 'Whenever Falconer Adept attacks, create a 1/1 white Bird
creature token with flying that's tapped and attacking.' (508.4: put onto the battlefield attacking)."""

from __future__ import annotations

from support import attack, block, controlled, life, pass_both, pass_until, to_attackers

from lithoform import Game

ADEPT = "Falconer Adept"


def _attacked(p2: dict | None = None) -> tuple[Game, int]:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": [ADEPT]}, "P2": p2 or {}})
    to_attackers(game)
    adept = game.find(ADEPT)
    attack(game, adept)
    pass_both(game)  # the attack trigger resolves
    return game, adept


def test_falconer_adept_bird_enters_tapped_and_attacking() -> None:
    game, _adept = _attacked()
    (bird,) = controlled(game, "Bird Token")
    assert game.state.objects[bird].tapped
    assert bird in [a for a, _ in game.state.combat.attackers]
    pass_until(game, "end_of_combat")
    assert life(game, 1) == 20 - 2 - 1  # the Adept's 2 and the Bird's 1


def test_falconer_adept_bird_was_never_declared_as_an_attacker() -> None:
    """Ruling: "Although the Bird is an attacking creature, it was never declared as an attacking creature.
    This means that abilities that trigger whenever a creature attacks won't trigger when it enters the
    battlefield attacking." """
    game, _adept = _attacked()
    (bird,) = controlled(game, "Bird Token")
    declared = [e.args["obj"] for e in game.state.events() if e.kind == "attacks"]
    assert declared == [game.find(ADEPT)] and bird not in declared
    assert [e.args["obj"] for e in game.state.events() if e.kind == "enters_attacking"] == [bird]


def test_falconer_adept_bird_can_be_blocked() -> None:
    """It enters during the declare attackers step, so blockers may be declared against it (508.4, 509.1)."""
    game, _adept = _attacked({"battlefield": ["Serra Angel"]})
    (bird,) = controlled(game, "Bird Token")
    pass_both(game)
    block(game, (game.find("Serra Angel"), bird))
    pass_until(game, "end_of_combat")
    assert not controlled(game, "Bird Token")
    assert life(game, 1) == 18
