"""101.4: 'each player chooses ..., then sacrifices the rest' (mechanics/choose_rest): the active player chooses
first, then each other player in turn order; then every unchosen object is lost at the same time."""

from __future__ import annotations

from support import battlefield_names, board, cast, events, names, pass_both, use_compiled

use_compiled("Razia's Purification", "Balance", "Imperial Edict", "Watchers of the Dead")


def _mana(n: int, land: str = "Plains") -> list[dict]:
    return [{"card": land, "count": n}]


def test_101_4_active_player_chooses_first_then_the_rest_are_sacrificed_together() -> None:
    game = board({"hand": ["Razia's Purification"], "battlefield": [*_mana(3), {"card": "Mountain", "count": 3},
                                                                    "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant", "Forest", "Island"]})
    cast(game, "Razia's Purification")
    pass_both(game)
    q = game.pending
    assert q.kind == "choose" and q.player == 0  # the active player first (101.4)
    game.apply(f"choose {' '.join(str(o) for o in q.options[:3])}", "P1")
    q = game.pending
    assert q.kind == "choose" and q.player == 1
    keep = [game.find("Hill Giant", player=1), game.find("Forest", player=1), game.find("Island", player=1)]
    game.apply("choose " + " ".join(map(str, keep)), "P2")
    assert sorted(battlefield_names(game, 1)) == ["Forest", "Hill Giant", "Island"]
    assert len(battlefield_names(game, 0)) == 3
    assert "Grizzly Bears" in names(game, "graveyard", 1)
    assert [e.rules for e in events(game, "players_choose")] == [("101.4",), ("101.4",)]


def test_101_4_a_player_with_no_more_than_asked_keeps_all_without_choosing() -> None:
    """Razia's Purification's ruling: 'If a player doesn't control three permanents, that player chooses all the
    permanents they do control and doesn't sacrifice anything.'"""
    game = board({"hand": ["Razia's Purification"], "battlefield": [*_mana(3), {"card": "Mountain", "count": 3}]},
                 {"battlefield": ["Grizzly Bears", "Forest"]})
    cast(game, "Razia's Purification")
    pass_both(game)
    game.apply(f"choose {' '.join(str(o) for o in game.pending.options[:3])}", "P1")
    assert game.pending is None or game.pending.kind != "choose"
    assert sorted(battlefield_names(game, 1)) == ["Forest", "Grizzly Bears"]


def test_101_4_the_fewest_count_is_the_smallest_among_all_players() -> None:
    """Balance: '... equal to the number of lands controlled by the player who controls the fewest, then sacrifices
    the rest. Players discard cards and sacrifice creatures the same way.'"""
    game = board({"hand": ["Balance", "Grizzly Bears"], "battlefield": [*_mana(2)]},
                 {"hand": ["Island", "Forest", "Swamp"], "battlefield": [*_mana(5, "Forest"), "Hill Giant"]})
    cast(game, "Balance")
    pass_both(game)
    # lands: P1 has 2 (nothing to choose); P2 keeps 2 of 5
    q = game.pending
    assert q.player == 1 and q.min == q.max == 2
    game.apply(f"choose {q.options[0]} {q.options[1]}", "P2")
    # cards in hand: P1 has 1 (Grizzly Bears), so P2 keeps 1 of 3
    q = game.pending
    assert q.player == 1 and q.min == q.max == 1
    game.apply(f"choose {game.find('Swamp', player=1)}", "P2")
    assert sorted(battlefield_names(game, 1)) == ["Forest", "Forest"]
    assert names(game, "hand", 1) == ["Swamp"]
    # creatures: P1 has none, so Hill Giant is sacrificed
    assert "Hill Giant" in names(game, "graveyard", 1)
    assert names(game, "hand", 0) == ["Grizzly Bears"]


def test_701_8a_the_chosen_creature_is_destroyed() -> None:
    """Imperial Edict: 'Target opponent chooses a creature they control. Destroy that creature.'"""
    game = board({"hand": ["Imperial Edict"], "battlefield": [*_mana(2, "Swamp")]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    cast(game, "Imperial Edict", "P2")
    pass_both(game)
    q = game.pending
    assert q.player == 1 and q.kind == "choose"
    game.apply(f"choose {game.find('Grizzly Bears', player=1)}", "P2")
    assert battlefield_names(game, 1) == ["Hill Giant"]
    assert "Grizzly Bears" in names(game, "graveyard", 1)


def test_701_13a_cards_in_a_graveyard_not_chosen_are_exiled() -> None:
    """Watchers of the Dead's ruling: 'An opponent with one or two cards in their graveyard won't exile any
    cards.'"""
    game = board({"battlefield": ["Watchers of the Dead"]},
                 {"graveyard": ["Island", "Forest", "Swamp"]})
    game.apply(f"activate {game.find('Watchers of the Dead')} 1", "P1")
    pass_both(game)
    q = game.pending
    assert q.player == 1 and q.min == q.max == 2
    game.apply(f"choose {game.find('Island', player=1)} {game.find('Forest', player=1)}", "P2")
    assert sorted(names(game, "graveyard", 1)) == ["Forest", "Island"]
    assert "Swamp" in names(game, "exile", 1) and "Island" not in names(game, "exile", 1)


def test_613_1b_the_controller_gains_control_of_the_chosen_creatures() -> None:
    """Riches: 'Each opponent chooses a creature they control. You gain control of those creatures.'"""
    use_compiled("Rags // Riches")
    game = board({"graveyard": ["Rags // Riches"], "battlefield": [{"card": "Island", "count": 7}]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    game.apply(f"cast {game.find('Rags // Riches', zone='graveyard')} aftermath")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {game.find('Hill Giant')}", "P2")
    assert "Hill Giant" in battlefield_names(game, 0)
    assert battlefield_names(game, 1) == ["Grizzly Bears"]
