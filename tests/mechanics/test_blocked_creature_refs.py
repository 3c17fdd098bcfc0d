"""603.2, 509.1i: 'Whenever ~ blocks a creature, that creature ...': the trigger event's other object, the creature
blocked, is what 'that creature' names (it triggers once for each such attacker, rules/triggers/matching), while
'it' stays ~; 603.7c: a delayed trigger the ability creates ('at end of combat') refers to the same object."""

from __future__ import annotations

from support import block, life, names, pass_until, to_blockers, use_compiled

use_compiled("Wall of Frost", "Wall of Tears", "Meglonoth", "Infernal Medusa")


def _blocked(wall: str) -> tuple:  # type: ignore[type-arg]
    game = to_blockers(["Hill Giant"], [wall], ["Hill Giant"])
    block(game, (game.find(wall, player=1), game.find("Hill Giant", player=0)))
    return game


def test_603_2_wall_of_frost_keeps_the_creature_it_blocked_tapped() -> None:
    """'Whenever Wall of Frost blocks a creature, that creature doesn't untap during its controller's next untap
    step.' Ruling: 'Wall of Frost's ability tracks the creature, not the creature's controller.' The blocked
    Hill Giant stays tapped through P1's next untap step."""
    game = _blocked("Wall of Frost")
    giant = game.find("Hill Giant", player=0)
    pass_until(game, "upkeep", turn=5)
    assert game.state.objects[giant].tapped


def test_603_7c_wall_of_tears_returns_the_blocked_creature_at_end_of_combat() -> None:
    """'Whenever Wall of Tears blocks a creature, return that creature to its owner's hand at end of combat.'"""
    game = _blocked("Wall of Tears")
    pass_until(game, "main2")
    assert names(game, "hand") == ["Hill Giant"]


def test_603_7c_infernal_medusa_destroys_the_creature_it_blocks_at_end_of_combat() -> None:
    """'Whenever Infernal Medusa blocks a creature, destroy that creature at end of combat.'"""
    game = to_blockers(["Grizzly Bears"], ["Infernal Medusa"], ["Grizzly Bears"])
    block(game, (game.find("Infernal Medusa", player=1), game.find("Grizzly Bears", player=0)))
    pass_until(game, "main2")
    assert names(game, "graveyard") == ["Grizzly Bears"]


def test_603_2_meglonoth_deals_damage_to_the_blocked_creatures_controller() -> None:
    """'Whenever Meglonoth blocks a creature, Meglonoth deals damage to that creature's controller equal to
    Meglonoth's power.': 6 damage to P1, who controls the Hill Giant it blocked."""
    game = _blocked("Meglonoth")
    pass_until(game, "main2")
    assert life(game, 0) == 14
