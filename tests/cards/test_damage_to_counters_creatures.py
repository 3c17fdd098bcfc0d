"""Creatures whose damage becomes counters or costs counters, compiled from their Oracle text:
Phytohydra and Lichenthrope ('If damage would be dealt to ~, put that many +1/+1 (-1/-1) counters on it instead.',
614.1a), Ugin's Conjurant ('If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage
and remove that many +1/+1 counters from ~.', 615.5), Undergrowth Champion and Oathsworn Knight ('... remove a
+1/+1 counter from it': one counter per damage event)."""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Phytohydra", "Lichenthrope", "Ugin's Conjurant", "Undergrowth Champion", "Oathsworn Knight")


def _shock(creature: dict, spell: str = "Shock") -> tuple:
    game = board({"battlefield": ["Mountain"], "hand": [spell]}, {"battlefield": [creature]})
    target = game.find(creature["card"])
    cast(game, spell, target)
    resolve_stack(game)
    return game, target


def test_phytohydra_gets_counters_instead_of_damage() -> None:
    """614.1a: the damage is replaced: two +1/+1 counters, no damage marked."""
    game, hydra = _shock({"card": "Phytohydra"})
    obj = game.state.objects[hydra]
    assert obj.counter("+1/+1") == 2 and obj.damage == 0
    assert game.chars(hydra).power == 3


def test_lichenthrope_gets_minus_counters() -> None:
    """Ruling: "This card's effect replaces damage with placement of -1/-1 counters, so side-effects of damage to
    it will not trigger." """
    game, lichen = _shock({"card": "Lichenthrope"})
    obj = game.state.objects[lichen]
    assert obj.counter("-1/-1") == 2 and obj.damage == 0
    assert not any(e.kind == "damage" for e in game.state.events())


def test_ugins_conjurant_removes_that_many_counters() -> None:
    game, conjurant = _shock({"card": "Ugin's Conjurant", "counters": {"+1/+1": 5}})
    obj = game.state.objects[conjurant]
    assert obj.counter("+1/+1") == 3 and obj.damage == 0


def test_ugins_conjurant_more_damage_than_counters() -> None:
    """Ruling: "If Ugin's Conjurant would be dealt more damage than it has counters, you remove all of the +1/+1
    counters it has on it and prevent all of that damage." (a 0/0 then, it dies: 704.5f)"""
    game, conjurant = _shock({"card": "Ugin's Conjurant", "counters": {"+1/+1": 2}}, "Lightning Bolt")
    assert "Ugin's Conjurant" in zone_names(game, "graveyard", 1)
    assert any(e.kind == "counters_removed" and e.args.get("amount") == 2 for e in game.state.events())


def test_undergrowth_champion_prevents_only_while_it_has_a_counter() -> None:
    """615.5: with a counter, the damage is prevented and one counter removed; without one, it is dealt."""
    game, champion = _shock({"card": "Undergrowth Champion", "counters": {"+1/+1": 2}}, "Lightning Bolt")
    obj = game.state.objects[champion]
    assert obj.counter("+1/+1") == 1 and obj.damage == 0
    game, champion = _shock({"card": "Undergrowth Champion"})
    assert "Undergrowth Champion" in zone_names(game, "graveyard", 1)


def test_oathsworn_knight_removes_one_counter_per_damage() -> None:
    """Ruling: "Oathsworn Knight's last ability removes only one counter from it each time it would be dealt
    damage, not one counter per 1 damage prevented." """
    game, knight = _shock({"card": "Oathsworn Knight", "counters": {"+1/+1": 4}}, "Lightning Bolt")
    obj = game.state.objects[knight]
    assert obj.counter("+1/+1") == 3 and obj.damage == 0
