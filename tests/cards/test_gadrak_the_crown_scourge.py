"""Gadrak, the Crown-Scourge (compiled from its Oracle text), played through the engine.

Oracle text: Flying / Gadrak, the Crown-Scourge can't attack unless you control four or more artifacts. /
At the beginning of your end step, create a Treasure token for each nontoken creature that died this
turn."""

from __future__ import annotations

from support import board, cast, lands, pass_until, resolve_stack, to_attackers

GADRAK = "Gadrak, the Crown-Scourge"


def _treasures(game, player: int = 0) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Treasure"
               and game.state.objects[o].controller == player)


def test_it_cant_attack_with_fewer_than_four_artifacts():
    game = board({"battlefield": [GADRAK, "Grizzly Bears", {"card": "Mind Stone", "count": 3}]},
                 step="beginning_of_combat")
    to_attackers(game)
    assert game.find(GADRAK) not in game.pending.options


def test_once_attacking_it_stays_attacking_with_fewer_artifacts():
    """Ruling: "Once Gadrak has attacked, it will remain an attacking creature even if you no longer control
    four or more artifacts." After the attack, a Mind Stone is sacrificed; Gadrak still deals its damage."""
    game = board({"battlefield": [GADRAK, {"card": "Mind Stone", "count": 4}]}, step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find(GADRAK)} P2")
    game.apply("done")
    stones = [o for o in game.zone("battlefield") if game.chars(o).name == "Mind Stone"]
    game.apply(f"activate {stones[0]} 2")
    while game.pending.kind != "priority":
        game.apply("autopay" if game.pending.kind == "pay" else str(next(iter(game.legal_actions()))))
    resolve_stack(game)
    assert sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Mind Stone") == 3
    pass_until(game, "end_of_combat")
    assert game.state.players[1].life == 15


def test_end_step_counts_nontoken_creatures_that_died_this_turn():
    """Ruling: "Gadrak's last ability counts creatures that died during the entire turn, even ones that died
    before Gadrak entered the battlefield." Llanowar Elves dies before Gadrak is cast; a creature token's
    death doesn't count."""
    game = board({"battlefield": [lands("Mountain", 5)], "hand": ["Shock", "Shock", GADRAK]},
                 {"battlefield": ["Llanowar Elves", {"card": "Grizzly Bears", "token": True}]})
    s1, s2 = (o for o in game.zone("hand", 0) if game.chars(o).name == "Shock")
    cast(game, s1, game.find("Llanowar Elves"))
    resolve_stack(game)
    cast(game, s2, game.find("Grizzly Bears"))
    resolve_stack(game)
    cast(game, GADRAK)
    resolve_stack(game)
    pass_until(game, "end")
    resolve_stack(game)
    assert _treasures(game) == 1
