"""CR 111.4: the effect that creates a token defines its characteristics, abilities in quotation marks
included, also when a second sentence gives them: 'Create a 0/1 colorless Eldrazi Spawn creature token. It
has "Sacrifice this creature: Add {C}."' ('this creature' is the token, 113.1a)."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.cards.tree import ActivatedAbility


def _spawns(game) -> list[int]:
    return [o for o in game.zone("battlefield") if game.chars(o).name == "Eldrazi Spawn Token"]


def test_111_4_it_has_gives_the_created_token_its_ability_and_it_works():
    """Spawning Breath: 'Spawning Breath deals 1 damage to any target. Create a 0/1 colorless Eldrazi Spawn
    creature token. It has "Sacrifice this creature: Add {C}."'"""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Spawning Breath"]})
    cast(game, game.find("Spawning Breath"), "P2")
    resolve_stack(game)
    (spawn,) = _spawns(game)
    assert any(isinstance(a, ActivatedAbility) for a in game.chars(spawn).abilities)
    game.apply(f"activate {spawn} 1")
    assert [m.type for m in game.state.players[0].pool] == ["C"]
    assert _spawns(game) == []
    assert game.state.players[1].life == 19


def test_111_4_they_have_gives_every_created_token_the_ability():
    """Brood Monitor: 'When Brood Monitor enters the battlefield, create three 1/1 colorless Eldrazi Scion
    creature tokens. They have "Sacrifice this creature: Add {C}."'"""
    game = board({"battlefield": [{"card": "Forest", "count": 6}], "hand": ["Brood Monitor"]})
    cast(game, game.find("Brood Monitor"))
    resolve_stack(game)
    scions = [o for o in game.zone("battlefield") if game.chars(o).name == "Eldrazi Scion Token"]
    assert len(scions) == 3
    assert all(any(isinstance(a, ActivatedAbility) for a in game.chars(s).abilities) for s in scions)
