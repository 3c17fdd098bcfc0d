"""Werewolf Pack Leader: "Pack tactics — Whenever Werewolf Pack Leader attacks, if you attacked with creatures
with total power 6 or greater this combat, draw a card. {3}{G}: Until end of turn, Werewolf Pack Leader has base
power and toughness 5/3, gains trample, and isn't a Human." """

from __future__ import annotations

from support import activate, basics, board, pass_both, pt, use_compiled

use_compiled("Werewolf Pack Leader", "Giant Growth")
LEADER = "Werewolf Pack Leader"


def test_ruling_base_power_and_toughness_then_other_changes_still_apply() -> None:
    """Ruling (2021-07-23): "... Effects that otherwise modify its power and toughness will still apply no matter
    when they took effect. ... For example, if you cast a spell that gives Werewolf Pack Leader +1/+1, after that
    resolves it is a 4/4 creature. If you then activate its last ability, it will be a 6/4 creature." """
    game = board({"battlefield": [LEADER, *basics(Forest=6)], "hand": ["Giant Growth"]})
    leader = game.find(LEADER)
    game.apply(f"cast {game.zone('hand', 0)[0]}")
    game.apply(f"target {leader}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert pt(game, leader) == (6, 6)  # Giant Growth: +3/+3
    activate(game, leader, 1)
    pass_both(game)
    assert pt(game, leader) == (8, 6)  # base 5/3, +3/+3
    c = game.chars(leader)
    assert "trample" in c.keywords and "Human" not in c.subtypes and "Werewolf" in c.subtypes
