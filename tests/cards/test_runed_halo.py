"""Runed Halo: "As Runed Halo enters the battlefield, choose a card name. / You have protection from the chosen card
name." A player's protection (702.16b: not the target of spells or abilities from objects with that name; 702.16e:
damage they would deal that player is prevented; 607.2d: the name chosen as it entered)."""

from __future__ import annotations

from support import activate, board, cast, legal, pass_both, pass_until
from support.reading import life

from lithoform import Game


def _halo(named: str, theirs: list, hand: list | None = None) -> Game:
    game = board({"battlefield": [{"card": "Plains", "count": 2}, "Grizzly Bears"], "hand": ["Runed Halo"]},
                 {"battlefield": theirs, "hand": hand or []})
    cast(game, "Runed Halo")
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index(named)}")
    pass_until(game, "main1", turn=4)
    return game


def test_spells_with_the_chosen_name_cant_target_you_but_can_target_your_creatures() -> None:
    game = _halo("Lightning Bolt", [{"card": "Mountain", "count": 2}], ["Lightning Bolt"])
    game.apply(f"cast {game.find('Lightning Bolt')}")
    assert game.pending.kind == "target"
    assert not legal(game, "target P1") and legal(game, f"target {game.find('Grizzly Bears')}")


def test_abilities_from_a_source_with_the_chosen_name_cant_target_you() -> None:
    game = _halo("Prodigal Pyromancer", ["Prodigal Pyromancer"])
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    assert not legal(game, "target P1") and legal(game, "target P2")


def test_damage_from_a_source_with_the_chosen_name_to_you_is_prevented() -> None:
    """702.16e: untargeted damage too: Sulfuric Vortex's 2 damage at the beginning of each player's upkeep hits its
    controller on their turn and is prevented on the Halo's controller's."""
    game = _halo("Sulfuric Vortex", ["Sulfuric Vortex"])
    pass_until(game, "main1", turn=5)
    assert life(game, 0) == 20 and life(game, 1) == 18


def test_another_name_is_no_protection() -> None:
    game = _halo("Lightning Bolt", ["Prodigal Pyromancer"])
    activate(game, game.find("Prodigal Pyromancer"), 1, "P1")
    pass_both(game)
    assert life(game, 0) == 19


def test_702_16c_a_curse_with_the_chosen_name_falls_off_you() -> None:
    """702.16c: 'A permanent or player with protection can't be enchanted by Auras that have the stated quality.
    Such Auras attached to the permanent or player with protection will be put into their owners' graveyards as a
    state-based action.' (704.5m, 303.4d): Curse of the Pierced Heart, on P1 before Runed Halo names it, goes."""
    game = board({"battlefield": [{"card": "Plains", "count": 2}], "hand": ["Runed Halo"]},
                 {"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Curse of the Pierced Heart"]},
                 active="P2")
    cast(game, "Curse of the Pierced Heart", "P1")
    pass_both(game)
    curse = game.find("Curse of the Pierced Heart")
    assert game.state.objects[curse].attached_to == -1  # enchanting P1
    pass_until(game, "main1", turn=4)
    cast(game, "Runed Halo")
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index('Curse of the Pierced Heart')}")
    assert "Curse of the Pierced Heart" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]


def test_702_16c_a_curse_with_the_chosen_name_cant_enchant_you() -> None:
    """The Curse is an Aura spell that targets the player it will enchant (303.4a): P1 isn't a legal target."""
    game = _halo("Curse of the Pierced Heart", [{"card": "Mountain", "count": 2}], ["Curse of the Pierced Heart"])
    game.apply(f"cast {game.find('Curse of the Pierced Heart')}")
    assert game.pending.kind == "target" and not legal(game, "target P1") and legal(game, "target P2")
