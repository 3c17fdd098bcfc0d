"""Spire Serpent and Colossus of Akros (compiled from their Oracle text): a P/T change or keywords together with
'can attack as though it didn't have defender' (702.3b) under one condition (611.3a).

Spire Serpent: Defender / Metalcraft — As long as you control three or more artifacts, Spire Serpent gets +2/+2
and can attack as though it didn't have defender.
Colossus of Akros: ... As long as Colossus of Akros is monstrous, it has trample and can attack as though it
didn't have defender."""

from __future__ import annotations

from support import activate, basics, board, pass_both, pass_until, pt, resolve_stack, to_attackers

SERPENT = "Spire Serpent"


def test_without_metalcraft_it_stays_home() -> None:
    game = board({"battlefield": [SERPENT, "Ornithopter", "Ornithopter"]}, step="beginning_of_combat")
    assert pt(game, game.find(SERPENT)) == (3, 5)
    to_attackers(game)
    assert game.find(SERPENT) not in game.pending.options


def test_with_three_artifacts_it_is_bigger_and_can_attack() -> None:
    game = board({"battlefield": [SERPENT, "Ornithopter", "Ornithopter", "Ornithopter"]},
                 step="beginning_of_combat")
    assert pt(game, game.find(SERPENT)) == (5, 7)
    to_attackers(game)
    assert game.find(SERPENT) in game.pending.options


def test_colossus_of_akros_monstrous() -> None:
    game = board({"battlefield": ["Colossus of Akros"]}, step="beginning_of_combat")
    colossus = game.find("Colossus of Akros")
    assert "trample" not in game.chars(colossus).keywords
    pass_both(game)  # no creature can attack: no attackers are declared (508.1)
    assert game.pending.kind != "attackers"
    game = board({"battlefield": ["Colossus of Akros", *basics(Mountain=10)]})
    activate(game, colossus := game.find("Colossus of Akros"), 1)
    resolve_stack(game)
    assert pt(game, colossus) == (20, 20) and "trample" in game.chars(colossus).keywords
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    assert colossus in game.pending.options
