"""Tragic Arrogance: "For each player, you choose from among the permanents that player controls an artifact, a
creature, an enchantment, and a planeswalker. Then each player sacrifices all other nonland permanents they
control." (701.21a; mechanics/choose_rest with the caster as the chooser of every player's permanents)."""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both

P1, P2 = 0, 1


def test_tragic_arrogance_the_caster_chooses_for_each_player_and_the_others_are_sacrificed() -> None:
    """Ruling: "None of the chosen permanents are targets of Tragic Arrogance." The caster makes the opponent's
    choices too: of the opponent's two creatures and two artifacts, the ones the caster picks stay; lands stay."""
    game = board({"hand": ["Tragic Arrogance"], "battlefield": [{"card": "Plains", "count": 5}]},
                 {"battlefield": ["Forest", "Grizzly Bears", "Hill Giant", "Sol Ring", "Mind Stone"]})
    cast(game, "Tragic Arrogance")
    pass_both(game)
    assert game.pending.player == P1 and game.pending.kind == "choose"  # P2's artifact, chosen by P1
    game.apply(f"choose {game.find('Mind Stone')}", "P1")
    assert game.pending.player == P1  # P2's creature, chosen by P1 as well
    game.apply(f"choose {game.find('Grizzly Bears')}", "P1")
    assert battlefield_names(game, P2) == ["Forest", "Grizzly Bears", "Mind Stone"]
    assert sorted(names(game, "graveyard", P2)) == ["Hill Giant", "Sol Ring"]
    assert battlefield_names(game, P1) == ["Plains"] * 5


def test_tragic_arrogance_one_permanent_may_count_for_any_of_its_types() -> None:
    """Ruling: "If a permanent has more than one of the affected types, it can count for any of them. For
    example, you could choose an artifact creature as the artifact you're sparing, another creature as the
    creature, ..." Ornithopter as the artifact and Grizzly Bears as the creature: Sol Ring is sacrificed."""
    game = board({"hand": ["Tragic Arrogance"], "battlefield": [{"card": "Plains", "count": 5}]},
                 {"battlefield": ["Ornithopter", "Grizzly Bears", "Sol Ring"]})
    cast(game, "Tragic Arrogance")
    pass_both(game)
    game.apply(f"choose {game.find('Ornithopter')}", "P1")
    game.apply(f"choose {game.find('Grizzly Bears')}", "P1")
    assert battlefield_names(game, P2) == ["Grizzly Bears", "Ornithopter"]
    assert names(game, "graveyard", P2) == ["Sol Ring"]
