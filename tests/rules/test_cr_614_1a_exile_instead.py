"""CR 614.1a: 'exile it instead' replacement effects. 'If a creature dealt damage this way would die this turn,
exile it instead' (611.2a: created by the resolving spell, for the permanents it dealt damage to); 'If ~ would
die, exile it instead'; 'If a creature an opponent controls would die, exile it instead' (Liesa)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.catalog.compiled import compiled


def test_614_1a_a_creature_dealt_damage_this_way_is_exiled_instead_of_dying() -> None:
    """Pillar of Flame: 'Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way would
    die this turn, exile it instead.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Pillar of Flame"]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Pillar of Flame", bears)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile") and not game.zone("graveyard", 1)
    assert any(e.kind == "turn_replacement" and "614.1a" in e.rules for e in game.state.events())


def test_611_2a_the_replacement_lasts_the_turn_for_that_permanent_only() -> None:
    """611.2a: the 2 damage doesn't kill the 2/3, but a later lethal damage this turn exiles it; a creature
    the spell didn't deal damage to dies normally."""
    game = board({"battlefield": ["Mountain"] * 2, "hand": ["Pillar of Flame", "Shock"]},
                 {"battlefield": ["Horned Turtle", "Grizzly Bears"]})
    turtle, bears = game.find("Horned Turtle"), game.find("Grizzly Bears")
    cast(game, "Pillar of Flame", turtle)
    pass_both(game)
    assert turtle in game.zone("battlefield")
    cast(game, "Shock", turtle)
    pass_both(game)
    assert game.find("Horned Turtle", zone="exile")
    assert bears in game.zone("battlefield")


def test_614_1a_a_permanent_dealt_damage_this_way_spikefield_hazard() -> None:
    """Spikefield Hazard: 'Spikefield Hazard deals 1 damage to any target. If a permanent dealt damage this way
    would die this turn, exile it instead.'"""
    card = compiled("Spikefield Hazard // Spikefield Cave")
    assert card.ok
    game = board({"battlefield": ["Mountain"], "hand": ["Spikefield Hazard"]},
                 {"battlefield": ["Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    cast(game, "Spikefield Hazard", elves)
    pass_both(game)
    assert game.find("Llanowar Elves", zone="exile")


def test_614_1a_a_player_dealt_damage_this_way_changes_nothing() -> None:
    """Dealt to a player, the sentence has no permanent to apply to."""
    game = board({"battlefield": ["Mountain"], "hand": ["Pillar of Flame"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Pillar of Flame", "P2")
    pass_both(game)
    assert game.state.players[1].life == 18 and not game.state.replacements


def test_614_1a_if_this_would_die_exile_it_instead() -> None:
    """Possessed Skaab: 'If Possessed Skaab would die, exile it instead.'"""
    game = board({"battlefield": ["Possessed Skaab"] + ["Swamp"] * 3, "hand": ["Murder"]})
    cast(game, "Murder", game.find("Possessed Skaab"))
    pass_both(game)
    assert game.find("Possessed Skaab", zone="exile")


def test_614_1a_if_a_creature_an_opponent_controls_would_die() -> None:
    """Liesa, Forgotten Archangel: 'If a creature an opponent controls would die, exile it instead.' Its
    controller's own creatures die normally."""
    game = board({"battlefield": ["Liesa, Forgotten Archangel", "Grizzly Bears"] + ["Swamp"] * 6,
                  "hand": ["Murder", "Murder"]}, {"battlefield": ["Grizzly Bears"]})
    mine, theirs = game.find("Grizzly Bears", player=0), game.find("Grizzly Bears", player=1)
    cast(game, game.find("Murder"), theirs)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")
    cast(game, game.find("Murder", zone="hand"), mine)
    pass_both(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("graveyard", 0)]
