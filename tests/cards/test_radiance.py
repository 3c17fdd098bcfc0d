"""Radiance: 'target X and each other X that shares a color with it' (105.2; mechanics/radiance). Leave No Trace
('Destroy target enchantment and each other enchantment that shares a color with it.') and Cleansing Beam
('Cleansing Beam deals 2 damage to target creature and each other creature that shares a color with it.'), with
Cleansing Beam's rulings."""

from __future__ import annotations

from support import board, cast, names, resolve_top


def test_leave_no_trace_destroys_the_target_and_the_enchantments_sharing_a_color() -> None:
    game = board({"battlefield": ["Plains"] * 2 + ["Glorious Anthem", "Exploration"], "hand": ["Leave No Trace"]},
                 {"battlefield": ["Crusade", "Propaganda"]})
    cast(game, "Leave No Trace", game.find("Glorious Anthem"))
    resolve_top(game)
    assert sorted(names(game, "graveyard", 0)) == ["Glorious Anthem", "Leave No Trace"]
    assert names(game, "graveyard", 1) == ["Crusade"]  # white, the opponent's too
    assert game.find("Exploration", zone="battlefield") and game.find("Propaganda", zone="battlefield")


def test_ruling_all_creatures_that_share_a_color_are_affected_even_your_own() -> None:
    """Rulings (2005-10-01): 'All creatures that share a color are affected, even your own.' and 'A creature
    "shares a color" with any creature that is at least one of its colors.' (the red-white Guildmage shares red)"""
    game = board({"battlefield": ["Mountain"] * 5 + ["Raging Goblin", "Grizzly Bears", "Boros Guildmage"],
                  "hand": ["Cleansing Beam"]}, {"battlefield": ["Goblin Piker"]})
    cast(game, "Cleansing Beam", game.find("Goblin Piker"))
    resolve_top(game)
    assert "Goblin Piker" in names(game, "graveyard", 1)
    assert {"Raging Goblin", "Boros Guildmage"} <= set(names(game, "graveyard", 0))
    assert game.find("Grizzly Bears", zone="battlefield")  # green: not red


def test_ruling_a_colorless_target_affects_no_other_creature() -> None:
    """Ruling (2005-10-01): 'If it targets a colorless creature, it doesn't affect any other creatures. A colorless
    creature shares a color with nothing, not even other colorless creatures.'"""
    game = board({"battlefield": ["Mountain"] * 5 + ["Ornithopter", "Raging Goblin"], "hand": ["Cleansing Beam"]},
                 {"battlefield": ["Memnite"]})
    cast(game, "Cleansing Beam", game.find("Ornithopter"))
    resolve_top(game)
    assert sorted(names(game, "graveyard", 0)) == ["Cleansing Beam", "Ornithopter"]
    assert game.find("Memnite", zone="battlefield") and game.find("Raging Goblin", zone="battlefield")


def test_ruling_an_illegal_target_means_no_creature_is_affected() -> None:
    """Ruling (2005-10-01): 'Only one creature is targeted. If that creature leaves the battlefield or otherwise
    becomes an illegal target, the entire spell doesn't resolve. No other creatures are affected.'"""
    game = board({"battlefield": ["Mountain"] * 6 + ["Raging Goblin"], "hand": ["Cleansing Beam", "Shock"]},
                 {"battlefield": ["Goblin Piker"]})
    cast(game, "Cleansing Beam", game.find("Goblin Piker"))
    cast(game, "Shock", game.find("Goblin Piker"))  # in response: the target dies
    resolve_top(game)
    resolve_top(game)
    assert game.find("Raging Goblin", zone="battlefield")
    assert game.state.objects[game.find("Raging Goblin", zone="battlefield")].damage == 0
