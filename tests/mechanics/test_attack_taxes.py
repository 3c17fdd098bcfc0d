"""Restrictions and costs on attacking a player (508.1c, 508.1h; mechanics/attack_taxes): Propaganda, Archon of
Absolution, Norn's Annex, Blazing Archon, Reverence."""

from __future__ import annotations

import pytest
from support import actions, board, pass_both, use_compiled

from lithoform.play.game import IllegalActionError

use_compiled("Propaganda", "Blazing Archon", "Reverence", "Norn's Annex")


def _at_attackers(p1: dict, p2: dict):
    game = board(p1, p2, step="beginning_of_combat")
    pass_both(game)
    assert game.pending.kind == "attackers"
    return game


def _untapped_lands(game, player: int) -> int:
    return sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].controller == player
               and "Land" in game.chars(o).types and not game.state.objects[o].tapped)


def test_propaganda_costs_two_for_each_attacker_paid_as_attackers_are_declared() -> None:
    """Ruling (Propaganda, 2004-10-04): "The payment is made during the declare attackers step at the same time
    you are declaring the attacker." (508.1h) Two attackers cost {4}: with four lands both attack and the
    lands are tapped to pay."""
    game = _at_attackers({"battlefield": ["Grizzly Bears", "Grizzly Bears", {"card": "Forest", "count": 4}]},
                         {"battlefield": ["Propaganda"]})
    b1, b2 = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Grizzly Bears"]
    game.apply(f"attack {b1} P2")
    game.apply(f"attack {b2} P2")
    game.apply("done")
    assert {a for a, _ in game.state.combat.attackers} == {b1, b2}
    assert _untapped_lands(game, 0) == 0
    assert any("508.1h" in line for line in game.log())


def test_propaganda_declaration_that_cant_be_paid_cant_be_finished() -> None:
    """508.1h: with three lands, two attackers ({4}) can't be declared; one ({2}) can."""
    game = _at_attackers({"battlefield": ["Grizzly Bears", "Grizzly Bears", {"card": "Forest", "count": 3}]},
                         {"battlefield": ["Propaganda"]})
    b1, b2 = [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Grizzly Bears"]
    game.apply(f"attack {b1} P2")
    game.apply(f"attack {b2} P2")
    assert "done" not in actions(game)
    with pytest.raises(IllegalActionError):
        game.apply("done")
    game.apply("cancel")
    game.apply(f"attack {b1} P2")
    game.apply("done")
    assert [a for a, _ in game.state.combat.attackers] == [b1]
    assert _untapped_lands(game, 0) == 1


def test_two_propagandas_are_cumulative() -> None:
    """Ruling (Propaganda, 2004-10-04): "If there is more than one Propaganda on the battlefield, the cost is
    cumulative." One attacker costs {4}: three lands aren't enough."""
    game = _at_attackers({"battlefield": ["Grizzly Bears", {"card": "Forest", "count": 3}]},
                         {"battlefield": ["Propaganda", "Propaganda"]})
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" not in actions(game)


def test_blazing_archon_forbids_attacking_its_controller() -> None:
    """508.1c: 'Creatures can't attack you.': a declaration attacking its controller can't be finished."""
    game = _at_attackers({"battlefield": ["Grizzly Bears"]}, {"battlefield": ["Blazing Archon"]})
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" not in actions(game)


def test_reverence_restricts_only_small_creatures() -> None:
    """'Creatures with power 2 or less can't attack you.': a 3-power creature attacks freely, a 2-power one can't."""
    game = _at_attackers({"battlefield": ["Grizzly Bears", "Hill Giant"]}, {"battlefield": ["Reverence"]})
    game.apply(f"attack {game.find('Hill Giant')} P2")
    assert "done" in actions(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    assert "done" not in actions(game)


def test_norns_annex_phyrexian_tax_paid_with_life() -> None:
    """107.4f: '{W/P} for each of those creatures' (Norn's Annex) is paid with 2 life without white mana."""
    game = _at_attackers({"battlefield": ["Grizzly Bears", "Forest"]}, {"battlefield": ["Norn's Annex"]})
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply("done")
    assert game.state.combat.attackers
    assert game.state.players[0].life == 18
