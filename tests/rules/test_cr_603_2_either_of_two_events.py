"""CR 603.2: a triggered ability may name two trigger events ('At the beginning of your upkeep or whenever you
cast a red spell', 'Whenever ~ enters or deals combat damage to a player'); it triggers each time either
event occurs."""

from __future__ import annotations

from support import (
    attack,
    basics,
    board,
    cast,
    counters,
    pass_until,
    resolve_stack,
    to_attackers,
    triggers,
    zone_names,
)

SHRINE = "Shrine of Burning Rage"


def test_603_2_shrine_triggers_on_upkeep_and_on_a_red_spell() -> None:
    """Shrine of Burning Rage: 'At the beginning of your upkeep or whenever you cast a red spell, put a charge
    counter on Shrine of Burning Rage.'"""
    game = board({"battlefield": [SHRINE, *basics(Mountain=2)], "hand": ["Shock", "Giant Growth"]},
                 step="upkeep")
    shrine = game.find(SHRINE)
    pass_until(game, "main1")
    resolve_stack(game)
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert counters(game, shrine, "charge") == 1  # the red spell (upkeep began before the board was set)
    pass_until(game, "upkeep", turn=5)
    resolve_stack(game)
    assert counters(game, shrine, "charge") == 2  # the next upkeep of its controller
    assert triggers(game, SHRINE) == 2


def test_603_2_shrine_ignores_spells_of_other_colors_and_other_upkeeps() -> None:
    game = board({"battlefield": [SHRINE, *basics(Forest=1)], "hand": ["Giant Growth", "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears"]})
    shrine = game.find(SHRINE)
    cast(game, "Giant Growth", game.find("Grizzly Bears"))
    resolve_stack(game)
    pass_until(game, "upkeep", turn=4)  # the opponent's upkeep
    resolve_stack(game)
    assert counters(game, shrine, "charge") == 0


def test_603_2_enters_or_deals_combat_damage_to_a_player() -> None:
    """Tomebound Lich: 'Whenever Tomebound Lich enters the battlefield or deals combat damage to a player,
    draw a card, then discard a card.' It triggers as it enters and again as it deals combat damage."""
    game = board({"battlefield": basics(Island=1, Swamp=2), "hand": ["Tomebound Lich"]})
    cast(game, "Tomebound Lich")
    resolve_stack(game)
    assert triggers(game, "Tomebound Lich") == 1


def test_603_2_the_second_event_combat_damage_to_a_player() -> None:
    game = board({"battlefield": [{"card": "Tomebound Lich", "sick": False}], "library": ["Island", "Swamp"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Tomebound Lich"))
    pass_until(game, "end_of_combat")
    assert triggers(game, "Tomebound Lich") == 1  # its combat damage to P2
    assert zone_names(game, "graveyard") == ["Island"] or zone_names(game, "graveyard") == ["Swamp"]
