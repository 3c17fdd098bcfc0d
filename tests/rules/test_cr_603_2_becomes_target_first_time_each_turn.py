"""CR 603.2 and 601.2c: 'Whenever Jetting Glasskite becomes the target of a spell or ability for the first time
each turn, counter that spell or ability.' (compiled from its Oracle text): the first spell targeting it this turn
is countered, the second isn't."""

from __future__ import annotations

from support import board, cast, lands, names, resolve_stack

GLASSKITE = "Jetting Glasskite"


def test_603_2_only_the_first_targeting_spell_each_turn_is_countered() -> None:
    game = board({"battlefield": [lands("Mountain", 2)], "hand": ["Shock", "Lightning Bolt"]},
                 {"battlefield": [GLASSKITE]})
    kite = game.find(GLASSKITE)
    cast(game, "Shock", kite)
    resolve_stack(game)
    assert "Shock" in names(game, "graveyard")
    assert game.state.objects[kite].damage == 0  # countered by the trigger
    cast(game, "Lightning Bolt", kite)
    resolve_stack(game)
    assert game.state.objects[kite].damage == 3  # the second spell this turn resolves


def test_603_2_an_opponents_and_your_own_spells_both_count() -> None:
    """'a spell or ability': any player's. Its controller's own Giant Growth is the first and is countered."""
    game = board({"battlefield": [lands("Forest", 1), GLASSKITE], "hand": ["Giant Growth"]})
    kite = game.find(GLASSKITE)
    cast(game, "Giant Growth", kite)
    resolve_stack(game)
    assert game.chars(kite).power == 4


def test_603_2_kira_grants_it_to_each_creature_separately() -> None:
    """Kira, Great Glass-Spinner: 'Creatures you control have "Whenever this creature becomes the target of a
    spell or ability for the first time each turn, counter that spell or ability."' Each creature's first."""
    game = board({"battlefield": [lands("Mountain", 3)], "hand": ["Shock", "Shock", "Lightning Bolt"]},
                 {"battlefield": ["Kira, Great Glass-Spinner", "Hill Giant"]})
    giant = game.find("Hill Giant")
    cast(game, game.find("Shock", zone="hand"), giant)
    resolve_stack(game)
    assert game.state.objects[giant].damage == 0
    cast(game, game.find("Shock", zone="hand"), game.find("Kira, Great Glass-Spinner"))
    resolve_stack(game)
    assert game.state.objects[game.find("Kira, Great Glass-Spinner")].damage == 0  # Kira's own first time
    cast(game, "Lightning Bolt", giant)
    resolve_stack(game)
    assert "Hill Giant" in names(game, "graveyard", 1)
