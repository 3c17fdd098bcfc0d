"""Chandra's Incinerator, compiled from its Oracle text: 'This spell costs {X} less to cast, where X is the total
amount of noncombat damage dealt to your opponents this turn. / Trample / Whenever a source you control deals
noncombat damage to an opponent, Chandra's Incinerator deals that much damage to target creature or
planeswalker that player controls.'"""

from __future__ import annotations

from support import board, cast, lands, pass_both, resolve_stack

INCINERATOR = "Chandra's Incinerator"


def test_chandras_incinerator_costs_less_after_noncombat_damage_to_an_opponent() -> None:
    game = board({"hand": [INCINERATOR, "Lightning Bolt"], "battlefield": [lands("Mountain", 4)]})
    assert not any(a.kind == "cast" and a.args[0] == game.find(INCINERATOR) for a in game.legal_actions())
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert any(a.kind == "cast" and a.args[0] == game.find(INCINERATOR) for a in game.legal_actions())  # {2}{R}


def test_chandras_incinerator_deals_that_much_to_a_creature_that_player_controls() -> None:
    game = board({"hand": ["Shock"], "battlefield": [INCINERATOR, lands("Mountain", 1), "Grizzly Bears"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "Shock", "P2")
    pass_both(game)  # Shock resolves; the trigger asks for its target as it's put on the stack
    assert game.pending.kind == "target"
    angel = game.find("Serra Angel")
    assert set(game.pending.options) == {angel}  # not P1's own Grizzly Bears: 'that player controls'
    game.apply(f"target {angel}")
    resolve_stack(game)
    assert game.state.objects[angel].damage == 2
