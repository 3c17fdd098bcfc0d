"""CR 120.1, 700.4 and 603.10a: 'Whenever a creature dealt damage by equipped creature this turn dies' looks at
the creature the Equipment is attached to as the other creature dies (Unscythe's ruling: "Only the currently
equipped creature is checked"). Unscythe, Killer of Kings and Scythe of the Wretched, compiled from their Oracle
text."""

from __future__ import annotations

from support import activate, battlefield_names, board, cast, lands, names, pass_both


def test_700_4_a_creature_the_equipped_creature_damaged_dies_unscythe_makes_a_zombie() -> None:
    game = board({"battlefield": [lands("Mountain", 3), "Prodigal Pyromancer",
                                  {"card": "Unscythe, Killer of Kings", "attached_to": "Prodigal Pyromancer"}]},
                 {"battlefield": ["Fugitive Wizard"]})
    wizard = game.find("Fugitive Wizard")
    activate(game, "Prodigal Pyromancer", 1, wizard)  # {T}: 1 damage to any target
    for _ in range(20):
        if game.pending.kind == "priority":
            if not game.state.stack:
                break
            game.apply("pass")
        else:
            game.apply("yes")
    assert "Fugitive Wizard" in names(game, "exile", 1)
    assert any(n.startswith("Zombie") for n in battlefield_names(game, 0))


def test_120_1_damage_by_another_creature_does_not_count() -> None:
    game = board({"battlefield": [lands("Mountain", 1), "Grizzly Bears",
                                  {"card": "Unscythe, Killer of Kings", "attached_to": "Grizzly Bears"}],
                  "hand": ["Shock"]},
                 {"battlefield": ["Fugitive Wizard"]})
    cast(game, "Shock", game.find("Fugitive Wizard"))
    pass_both(game)
    assert "Fugitive Wizard" in names(game, "graveyard", 1)
    assert not any(n.startswith("Zombie") for n in battlefield_names(game, 0))


