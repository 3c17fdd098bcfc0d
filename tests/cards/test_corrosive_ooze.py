"""Corrosive Ooze ({1}{G}, 2/2): 'Whenever Corrosive Ooze blocks or becomes blocked by an equipped creature, destroy
all Equipment attached to that creature at end of combat.' ('an equipped creature': one with an Equipment attached,
301.5; a delayed triggered ability, 603.7)"""

from __future__ import annotations

from support import block, pass_until, to_blockers, use_compiled, zone_names

use_compiled("Corrosive Ooze", "Bonesplitter", "Grizzly Bears", "Hill Giant")


def _ooze_blocks(attacker: str):
    game = to_blockers([{"card": attacker, "label": "a"}, {"card": "Bonesplitter", "attached_to": "a"}],
                       ["Corrosive Ooze"], [attacker])
    block(game, (game.find("Corrosive Ooze"), game.find(attacker)))
    pass_until(game, "main2")
    return game


def test_603_7_the_equipment_is_destroyed_at_end_of_combat() -> None:
    """Hill Giant (3/3, 5/3 equipped) survives the Ooze's 2 damage; Bonesplitter is destroyed at end of combat.
    Ruling (2018-04-27): 'The Equipment will be destroyed even if Corrosive Ooze leaves the battlefield before
    that time.' (the Ooze dies in the combat)"""
    game = _ooze_blocks("Hill Giant")
    assert "Bonesplitter" in zone_names(game, "graveyard", 0)
    assert "Corrosive Ooze" in zone_names(game, "graveyard", 1)
    assert "Hill Giant" in zone_names(game, "battlefield", 0)


def test_ruling_the_equipment_of_a_creature_that_left_is_destroyed() -> None:
    """Ruling (2018-04-27): 'If the creature Corrosive Ooze blocks or is blocking leaves the battlefield, the
    Equipment that was attached to that creature immediately before it left the battlefield will be destroyed as
    Corrosive Ooze's delayed triggered ability resolves at the end of combat.' Grizzly Bears (4/2 equipped) dies."""
    game = _ooze_blocks("Grizzly Bears")
    assert "Grizzly Bears" in zone_names(game, "graveyard", 0)
    assert "Bonesplitter" in zone_names(game, "graveyard", 0)
