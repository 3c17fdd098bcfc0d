"""615.12: 'Some effects state that damage "can't be prevented." If unpreventable damage would be dealt, any
applicable prevention effects are still applied to it. Those effects won't prevent any damage, but any
additional effects they have will take place.' 'Damage can't be prevented.' (a static ability) and 'Damage
can't be prevented this turn.' (611.2a)."""

from __future__ import annotations

from support import board, cast, counters, use_compiled, zone_names

use_compiled("Leyline of Punishment", "Call In a Professional")


def resolve_stack(game) -> None:
    """Passes until the stack is empty, declining Kor Firewalker's 'you may gain 1 life'."""
    for _ in range(20):
        if not game.state.stack and game.pending.kind == "priority":
            return
        game.apply("no" if game.pending.kind == "may" else "pass")


def test_615_12_protection_doesnt_prevent_unpreventable_damage() -> None:
    """702.16e: protection from red would prevent Pyroclasm's damage to Kor Firewalker; with Leyline of
    Punishment ('Damage can't be prevented.') it prevents none."""
    game = board({"battlefield": ["Leyline of Punishment", "Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": ["Kor Firewalker"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    assert "Kor Firewalker" in zone_names(game, "graveyard", 1)


def test_615_1a_without_it_protection_prevents_the_damage() -> None:
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Pyroclasm"]}, {"battlefield": ["Kor Firewalker"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    assert "Kor Firewalker" in zone_names(game, "battlefield", 1)


def test_615_12_122_1c_a_shield_counter_is_removed_and_prevents_nothing() -> None:
    """Call In a Professional: '... Damage can't be prevented this turn. Call In a Professional deals 3 damage
    to any target. (Shield counters don't prevent this damage as they're removed.)'"""
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Call In a Professional"]},
                 {"battlefield": [{"card": "Hill Giant", "counters": {"shield": 2}}]})
    giant = game.find("Hill Giant")
    cast(game, "Call In a Professional", giant)
    resolve_stack(game)
    assert "Hill Giant" in zone_names(game, "graveyard", 1)


def test_615_12_the_shield_counter_goes_and_the_damage_stays() -> None:
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Call In a Professional"]},
                 {"battlefield": [{"card": "Craw Wurm", "counters": {"shield": 2}}]})
    wurm = game.find("Craw Wurm")
    cast(game, "Call In a Professional", wurm)
    resolve_stack(game)
    assert game.state.objects[wurm].damage == 3 and counters(game, wurm, "shield") == 1
