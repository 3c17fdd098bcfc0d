"""115.1, 608.2b: 'Destroy target creature and target land.', 'Return target creature and target land to their
owners' hands.': two targets, each chosen for its own 'target', acted on by one instruction; a target that has
become illegal isn't affected, the other still is (mechanics/two_targets)."""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, pass_both, resolve_stack, use_compiled

use_compiled("Spiteful Blow", "Churning Eddy", "Blizzard Brawl", "Political Trickery")


def test_115_1_spiteful_blow_destroys_the_target_creature_and_the_target_land() -> None:
    """'Destroy target creature and target land.'"""
    game = board({"battlefield": [*basics(Swamp=6)], "hand": ["Spiteful Blow"]},
                 {"battlefield": ["Grizzly Bears", "Forest"]})
    bears, forest = game.find("Grizzly Bears"), game.find("Forest")
    cast(game, "Spiteful Blow", bears, forest)
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Forest", "Grizzly Bears"]
    assert battlefield_names(game, 1) == []


def test_608_2b_the_other_target_is_still_destroyed_when_one_became_illegal() -> None:
    """608.2b: the Bears leave the battlefield before Spiteful Blow resolves (Unsummon); the Blow still destroys
    the Forest, and the Bears in their owner's hand are untouched."""
    game = board({"battlefield": [*basics(Swamp=6, Island=1)], "hand": ["Spiteful Blow", "Unsummon"]},
                 {"battlefield": ["Grizzly Bears", "Forest"]})
    bears, forest = game.find("Grizzly Bears"), game.find("Forest")
    cast(game, "Spiteful Blow", bears, forest)
    cast(game, "Unsummon", bears)
    resolve_stack(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert names(game, "graveyard", 1) == ["Forest"]


def test_115_1_churning_eddy_returns_both_targets_to_their_owners_hands() -> None:
    """'Return target creature and target land to their owners' hands.': the opponent's creature and your own
    land each go to their owner's hand."""
    game = board({"battlefield": [*basics(Island=4)], "hand": ["Churning Eddy"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears, island = game.find("Grizzly Bears"), game.find("Island")
    cast(game, "Churning Eddy", bears, island)
    pass_both(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert names(game, "hand", 0) == ["Island"]


def test_601_2c_blizzard_brawl_still_reads_its_two_targets() -> None:
    """'Choose target creature you control and target creature you don't control.' (Blizzard Brawl) keeps its
    reading beside 'target A and target B' as one instruction's object: the two creatures fight (701.14a)."""
    game = board({"battlefield": [*basics(Forest=1), {"card": "Snow-Covered Forest"}, "Grizzly Bears"],
                  "hand": ["Blizzard Brawl"]},
                 {"battlefield": ["Llanowar Elves"]})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    cast(game, "Blizzard Brawl", bears, elves)
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Llanowar Elves"]
    assert "Grizzly Bears" in battlefield_names(game, 0)


def test_701_12a_political_trickery_exchanges_control_of_its_two_target_lands() -> None:
    """'Exchange control of target land you control and target land an opponent controls.' (701.12a): the
    two-target object 'target A and target B' still reads as the two sides of an exchange."""
    game = board({"battlefield": [*basics(Island=3)], "hand": ["Political Trickery"]},
                 {"battlefield": ["Forest"]})
    island, forest = game.find("Island"), game.find("Forest")
    cast(game, "Political Trickery", island, forest)
    pass_both(game)
    assert battlefield_names(game, 0) == ["Forest", "Island", "Island"]
    assert battlefield_names(game, 1) == ["Island"]
