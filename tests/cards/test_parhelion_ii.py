"""Parhelion II ({6}{W}{W} Vehicle 5/5), compiled from its Oracle text: "Flying, first strike, vigilance /
Whenever Parhelion II attacks, create two 4/4 white Angel creature tokens with flying and vigilance that are
attacking. / Crew 4" (508.4: the tokens are put onto the battlefield attacking, untapped)."""

from __future__ import annotations

from support import attack, board, controlled, pass_both, pass_until, to_attackers, use_compiled

PARHELION = "Parhelion II"
use_compiled(PARHELION)


def _attacked(p2: dict | None = None):
    game = board({"battlefield": [PARHELION, "Colossal Dreadmaw"]}, p2 or {}, step="beginning_of_combat")
    ship = game.find(PARHELION)
    game.apply(f"activate {ship} 1")
    game.apply(f"tap {game.find('Colossal Dreadmaw')}")
    pass_both(game)
    to_attackers(game)
    attack(game, ship)
    pass_both(game)  # the attack trigger resolves
    return game, ship


def test_cr_508_4_the_angels_enter_attacking_and_untapped() -> None:
    game, _ship = _attacked()
    angels = controlled(game, "Angel Token")
    assert len(angels) == 2
    attackers = [a for a, _ in game.state.combat.attackers]
    assert all(a in attackers and not game.state.objects[a].tapped for a in angels)
    pass_until(game, "end_of_combat")
    assert game.state.players[1].life == 20 - 5 - 4 - 4


def test_ruling_the_tokens_were_never_declared_as_attackers() -> None:
    """Ruling (2019-05-03): "Although the tokens are attacking, they were never declared as attacking creatures
    (for the purposes of abilities that trigger whenever a creature attacks, for example).\""""
    game, ship = _attacked()
    declared = [e.args["obj"] for e in game.state.events() if e.kind == "attacks"]
    assert declared == [ship]
    entered = [e.args["obj"] for e in game.state.events() if e.kind == "enters_attacking"]
    assert sorted(entered) == sorted(controlled(game, "Angel Token"))
