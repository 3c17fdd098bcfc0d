"""CR 702.153a casualty: Casualty N means “As an additional cost to cast this spell, you may sacrifice a creature
with power N or greater,” and “When you cast this spell, if a casualty cost was paid for it, copy it. If the spell
has any targets, you may choose new targets for the copy.” Paying it follows 601.2b and 601.2f-h. Played with the
compiled Light 'Em Up ('Casualty 2. Light 'Em Up deals 2 damage to target creature or planeswalker.')
and Cut of the Profits."""

from __future__ import annotations

from support import board, choose_targets, life, resolve_stack, use_compiled, zone_names

LIGHT = "Light 'Em Up"
use_compiled(LIGHT, "Cut of the Profits")


def _announce(game, pay: bool):
    game.apply(f"cast {game.find(LIGHT)}")
    if game.pending.kind == "additional":
        game.apply("additional casualty" if pay else "additional none")
    return game


def test_702_153a_paid_sacrifices_and_copies() -> None:
    game = board({"hand": [LIGHT], "battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"]},
                 {"battlefield": ["Savannah Lions", "Hill Giant"]})
    _announce(game, True)
    game.apply(f"target {game.find('Savannah Lions')}")
    if game.pending.kind == "sacrifice":
        game.apply(f"sacrifice {game.find('Grizzly Bears')}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert "Grizzly Bears" in zone_names(game, "graveyard")  # 601.2h: the cost is paid
    # the casualty trigger (601.2i) resolves first: a copy, whose target may change (707.10c)
    game.apply("pass")
    game.apply("pass")
    choose_targets(game, game.find("Hill Giant"))  # the copy's new target
    resolve_stack(game)
    assert "Savannah Lions" in zone_names(game, "graveyard", 1)
    assert game.state.objects[game.find("Hill Giant")].damage == 2


def test_702_153a_not_paid_no_copy() -> None:
    game = board({"hand": [LIGHT], "battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"]},
                 {"battlefield": ["Savannah Lions"]})
    _announce(game, False)
    game.apply(f"target {game.find('Savannah Lions')}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "battlefield")


def test_702_153a_power_too_small_cant_be_sacrificed() -> None:
    """Savannah Lions has power 2 but casualty 3 (Cut of the Profits) asks for 3 or greater: not offered."""
    game = board({"hand": ["Cut of the Profits"], "battlefield": [{"card": "Swamp", "count": 3}, "Savannah Lions"]})
    game.apply(f"cast {game.find('Cut of the Profits')}")
    assert game.pending.kind != "additional"
    assert life(game, 0) == 20
