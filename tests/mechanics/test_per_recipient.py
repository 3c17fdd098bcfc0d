"""107.1, 608.2h: amounts counted for each player an instruction reaches ('the number of lands they control' after
'each player'), counted as the spell or ability resolves (mechanics/per_recipient: Acidic Soil, Price of
Progress, Stronghold Discipline, Stormbreath Dragon, Karma, Typhoon). The rulings quoted are the cards' own."""

from __future__ import annotations

from support import activate, board, cast, events, pass_until, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Acidic Soil", "Price of Progress", "Stronghold Discipline", "Stormbreath Dragon", "Karma", "Typhoon",
             "Renewing Dawn", "Soul's Grace")


def _damage_to_players(game: Game) -> dict[int, int]:
    return {e.args["to_player"]: e.args["amount"] for e in events(game, "damage") if "to_player" in e.args}


def test_acidic_soil_ruling_counts_each_players_lands_on_resolution() -> None:
    """Acidic Soil: 'deals damage to each player equal to the number of lands they control.' (ruling: "This
    counts the lands on resolution."). P1 controls 3 Mountains, P2 5 Forests: 3 damage to P1, 5 to P2."""
    game = board({"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Acidic Soil"], "library": ["Island"] * 5},
                 {"battlefield": [{"card": "Forest", "count": 5}], "library": ["Island"] * 5})
    cast(game, "Acidic Soil")
    resolve_stack(game)
    assert _damage_to_players(game) == {0: 3, 1: 5}
    assert [p.life for p in game.state.players] == [17, 15]


def test_price_of_progress_counts_twice_each_players_nonbasic_lands() -> None:
    """Price of Progress: 'twice the number of nonbasic lands that player controls': P1 has no nonbasic land (no
    damage), P2 has two (4 damage)."""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Price of Progress"]},
                 {"battlefield": [{"card": "Wasteland", "count": 2}, {"card": "Forest", "count": 3}]})
    cast(game, "Price of Progress")
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [20, 16]


def test_stronghold_discipline_each_player_loses_life_for_their_creatures() -> None:
    """Stronghold Discipline: 'Each player loses 1 life for each creature they control.' (119.3) P1 with one
    creature loses 1, P2 with three loses 3."""
    game = board({"battlefield": [{"card": "Swamp", "count": 4}, "Grizzly Bears"], "hand": ["Stronghold Discipline"]},
                 {"battlefield": [{"card": "Grizzly Bears", "count": 3}]})
    cast(game, "Stronghold Discipline")
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [19, 17]
    assert not events(game, "damage")


def test_typhoon_ruling_counts_islands_of_each_opponent_only() -> None:
    """Typhoon: 'deals damage to each opponent equal to the number of Islands that player controls' (ruling:
    "Number of Islands is counted on resolution"). P1's own Islands don't count, and P1 is dealt no damage."""
    game = board({"battlefield": [{"card": "Forest", "count": 3}, {"card": "Island", "count": 4}], "hand": ["Typhoon"]},
                 {"battlefield": [{"card": "Island", "count": 2}]})
    cast(game, "Typhoon")
    resolve_stack(game)
    assert _damage_to_players(game) == {1: 2}


def test_karma_ruling_counts_the_active_players_swamps_on_resolution() -> None:
    """Karma: 'At the beginning of each player's upkeep, Karma deals damage to that player equal to the number of
    Swamps they control.' (ruling: determined when the ability resolves). In P2's upkeep, P2 with 3 Swamps is
    dealt 3; P1's Swamps don't count."""
    game = board({"battlefield": ["Karma", {"card": "Swamp", "count": 2}]},
                 {"battlefield": [{"card": "Swamp", "count": 3}]}, step="end")
    pass_until(game, "upkeep", turn=4)
    resolve_stack(game)
    assert _damage_to_players(game) == {1: 3}


def test_stormbreath_dragon_ruling_counts_each_opponents_hand() -> None:
    """Stormbreath Dragon: "For each opponent, count the number of cards in that player's hand when the last
    ability resolves". P2 holds 4 cards: becoming monstrous deals 4 damage to P2, none to P1 (who holds 2)."""
    game = board({"battlefield": ["Stormbreath Dragon", {"card": "Mountain", "count": 7}],
                  "hand": ["Island", "Island"]},
                 {"hand": ["Island", "Island", "Island", "Island"]})
    activate(game, "Stormbreath Dragon", 1)
    resolve_stack(game)
    assert _damage_to_players(game) == {1: 4}


def test_renewing_dawn_counts_the_target_opponents_mountains() -> None:
    """Renewing Dawn: 'You gain 2 life for each Mountain target opponent controls.' P2 controls 3 Mountains (P1's
    own don't count): P1 gains 6."""
    game = board({"battlefield": [{"card": "Plains", "count": 2}, {"card": "Mountain", "count": 2}],
                  "hand": ["Renewing Dawn"]},
                 {"battlefield": [{"card": "Mountain", "count": 3}]})
    cast(game, "Renewing Dawn", "P2")
    resolve_stack(game)
    assert game.state.players[0].life == 26


def test_souls_grace_gains_life_equal_to_the_targets_power() -> None:
    """Soul's Grace: 'You gain life equal to target creature's power.' Targeting P2's Craw Wurm (6/4): P1 gains
    6."""
    game = board({"battlefield": [{"card": "Plains", "count": 2}], "hand": ["Soul's Grace"]},
                 {"battlefield": ["Craw Wurm"]})
    cast(game, "Soul's Grace", game.find("Craw Wurm"))
    resolve_stack(game)
    assert game.state.players[0].life == 26
