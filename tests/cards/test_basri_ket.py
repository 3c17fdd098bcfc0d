"""Basri Ket, compiled from its Oracle text and played.

Oracle text: [+1]: Put a +1/+1 counter on up to one target creature. It gains indestructible until end of
turn. / [−2]: Whenever one or more nontoken creatures attack this turn, create that many 1/1 white Soldier
creature tokens that are tapped and attacking. / [−6]: You get an emblem with "At the beginning of combat on
your turn, create a 1/1 white Soldier creature token, then put a +1/+1 counter on each creature you
control.\""""

from __future__ import annotations

from support import activate, board, controlled, counters, pass_both, pass_until, to_attackers

from lithoform import Game

BASRI = "Basri Ket"


def _answer_attack_choices(game: Game) -> None:
    while game.pending.kind == "choose":  # what each Soldier token attacks
        game.apply(f"choose {game.pending.options[0]}")


def test_minus_two_creates_that_many_attacking_soldiers() -> None:
    """Ruling: "The delayed triggered ability of Basri's second ability triggers if any nontoken creatures
    attack, and it counts how many nontoken creatures attacked.\""""
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 3}}, "Grizzly Bears", "Hill Giant"]})
    activate(game, game.find(BASRI), 2)
    pass_both(game)
    assert game.state.objects[game.find(BASRI)].counter("loyalty") == 1
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    for name in ("Grizzly Bears", "Hill Giant"):
        game.apply(f"attack {game.find(name)} P2")
    game.apply("done")
    pass_both(game)  # the delayed trigger resolves
    _answer_attack_choices(game)
    soldiers = controlled(game, "Soldier Token")
    assert len(soldiers) == 2
    attackers = dict(game.state.combat.attackers)
    assert all(game.state.objects[s].tapped and s in attackers for s in soldiers)


def test_minus_six_emblem_makes_a_soldier_and_counters_each_combat() -> None:
    """114.2: the emblem is owned and controlled by the player who got it; 114.4: its ability works from
    the command zone (Basri has left the battlefield: 0 loyalty)."""
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 6}}, "Grizzly Bears"]})
    activate(game, game.find(BASRI), 3)
    pass_both(game)
    emblems = game.zone("command", 0)
    assert len(emblems) == 1
    emblem = game.state.objects[emblems[0]]
    assert emblem.owner == 0 and emblem.controller == 0 and not game.chars(emblem.id).types
    assert not controlled(game, BASRI)  # 704.5i: no loyalty left
    pass_until(game, "beginning_of_combat")
    pass_both(game)  # the emblem's trigger resolves
    soldiers = controlled(game, "Soldier Token")
    assert len(soldiers) == 1
    assert counters(game, soldiers[0]) == 1 and counters(game, game.find("Grizzly Bears")) == 1
