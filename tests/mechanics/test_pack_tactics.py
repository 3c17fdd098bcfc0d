"""Pack tactics (207.2c, an ability word): 'Whenever ~ attacks, if you attacked with creatures with total power 6
or greater this combat, ...' — an intervening 'if' (603.4) over the creatures declared as attackers (508.1).
Played with Gnoll Hunter ("Pack tactics — Whenever Gnoll Hunter attacks, if you attacked with creatures with
total power 6 or greater this combat, put a +1/+1 counter on Gnoll Hunter.", a 2/2)."""

from __future__ import annotations

from support import attack, board, counters, pass_both, to_attackers, triggers, use_compiled

from lithoform import Game

use_compiled("Gnoll Hunter")


def _attack_with(*names: str) -> Game:
    game = board({"battlefield": ["Gnoll Hunter", *names]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Gnoll Hunter"), *(game.find(n) for n in names))
    return game


def test_207_2c_pack_tactics_total_power_six_triggers() -> None:
    game = _attack_with("Hill Giant", "Grizzly Bears")  # 2 + 3 + 2 = 7
    assert triggers(game, "Gnoll Hunter") == 1
    pass_both(game)
    assert counters(game, game.find("Gnoll Hunter")) == 1


def test_603_4_pack_tactics_total_power_five_does_not_trigger() -> None:
    game = _attack_with("Hill Giant")  # 2 + 3 = 5
    assert triggers(game, "Gnoll Hunter") == 0
    assert counters(game, game.find("Gnoll Hunter")) == 0


def test_508_1_only_the_creatures_attacking_count() -> None:
    game = board({"battlefield": ["Gnoll Hunter", "Hill Giant", "Craw Wurm"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Gnoll Hunter"), game.find("Hill Giant"))  # the Wurm stays home
    assert triggers(game, "Gnoll Hunter") == 0
