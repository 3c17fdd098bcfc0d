"""Stoke the Flames (compiled from its Oracle text), played through the engine.

Oracle text: Convoke (Your creatures can help cast this spell. Each creature you tap while casting this
spell pays for {1} or one mana of that creature's color.) / Stoke the Flames deals 4 damage to any
target."""

from __future__ import annotations

from support import board, life, resolve_stack

STOKE = "Stoke the Flames"


def _announce(game):
    game.apply(f"cast {game.find(STOKE)}")
    game.apply("target P2")
    assert game.pending.kind == "pay"


def test_castable_with_creatures_and_one_land():
    """702.51a: two Mountains can't pay {2}{R}{R}; Raging Goblin pays {R}, Grizzly Bears (green) pays {1}.
    Tapping for convoke isn't a {T} cost: a creature that came under your control this turn can help
    (the Goblin is 'summoning sick')."""
    game = board({"battlefield": ["Mountain", "Mountain", "Grizzly Bears", {"card": "Raging Goblin", "sick": True}],
                  "hand": [STOKE]})
    assert any(str(a).startswith("cast") for a in game.legal_actions())
    _announce(game)
    goblin, bears = game.find("Raging Goblin"), game.find("Grizzly Bears")
    offered = {str(a) for a in game.legal_actions() if a.kind == "convoke"}
    assert f"convoke {bears} R" not in offered  # a green creature doesn't pay {R}
    assert {f"convoke {goblin} R", f"convoke {goblin} generic", f"convoke {bears} generic"} <= offered
    game.apply(f"convoke {goblin} R")
    game.apply(f"convoke {bears} generic")
    assert game.state.objects[goblin].tapped and game.state.objects[bears].tapped
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 16


def test_not_castable_without_enough_mana_and_creatures():
    """One Mountain and one creature can pay at most two of its four mana."""
    game = board({"battlefield": ["Mountain", "Grizzly Bears"], "hand": [STOKE]})
    assert not any(str(a).startswith("cast") for a in game.legal_actions())


def test_four_creatures_pay_it_all():
    """Ruling: "Tapping a multicolored creature using convoke will pay for {1} or one mana of your choice of
    any of that creature's colors." With no land at all, four creatures (two of them red) pay the whole
    cost and the spell becomes cast (601.2i)."""
    game = board({"battlefield": ["Raging Goblin", "Raging Goblin", "Grizzly Bears", "Savannah Lions"],
                  "hand": [STOKE]})
    _announce(game)
    goblins = [o for o in game.zone("battlefield") if game.chars(o).name == "Raging Goblin"]
    for g in goblins:
        game.apply(f"convoke {g} R")
    game.apply(f"convoke {game.find('Grizzly Bears')} generic")
    game.apply(f"convoke {game.find('Savannah Lions')} generic")
    assert game.pending.kind == "priority" and game.state.stack
    resolve_stack(game)
    assert life(game, 1) == 16
