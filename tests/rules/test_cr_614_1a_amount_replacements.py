"""CR 614.1a, 615.7, 119.10, 111.1, 402.2: effects that change an amount instead of an event's kind, played with
the compiled cards. 'If you would gain life, you gain twice that much life (that much life plus 1) instead'
(Boon Reflection, Heron of Hope), 'if an effect would create one or more tokens under your control, it creates
twice that many of those tokens instead' (Parallel Lives), 'it deals that much damage plus 2 instead' (Torbran),
'prevent 1 of that damage' (Urza's Armor, Sphere of Law), 'you have no maximum hand size' (Reliquary Tower),
'target opponent or planeswalker' (115.1) and 'destroy all artifacts and enchantments' (a list of types)."""

from __future__ import annotations

from support import board, cast, life, pass_both, target_options, use_compiled, zone_names

use_compiled("Boon Reflection", "Heron of Hope", "Parallel Lives", "Torbran, Thane of Red Fell", "Urza's Armor",
             "Sphere of Law", "Reliquary Tower", "Inferno Jet", "Purify", "Healing Salve", "Raise the Alarm",
             "Shock", "Jaya, Venerated Firemage", "Guardian Seraph", "Chandra's Flame Wave")




def _salve(game) -> None:
    """Healing Salve's first mode (numbered 1): target player gains 3 life."""
    cast(game, "Healing Salve", "P1", mode=1)
    pass_both(game)


def test_614_1a_you_gain_twice_that_much_life() -> None:
    game = board({"hand": ["Healing Salve"], "battlefield": ["Boon Reflection", "Plains"]})
    _salve(game)
    assert life(game, 0) == 26


def test_614_1a_that_much_life_plus_one() -> None:
    game = board({"hand": ["Healing Salve"], "battlefield": ["Heron of Hope", "Plains"]})
    _salve(game)
    assert life(game, 0) == 24


def test_616_1e_the_affected_player_orders_twice_and_plus_one() -> None:
    """616.1e: both apply to the one life-gain event (614.5: each once), in the order P1 chooses: plus one
    first gives (3+1)*2 = 8, twice first gives 3*2+1 = 7."""
    for first, gained in (("Heron of Hope", 8), ("Boon Reflection", 7)):
        game = board({"hand": ["Healing Salve"], "battlefield": ["Boon Reflection", "Heron of Hope", "Plains"]})
        cast(game, "Healing Salve", "P1", mode=1)
        game.apply("pass")
        game.apply("pass")
        p = game.pending
        assert p.kind == "choose" and p.player == 0
        game.apply(f"choose {p.labels.index(first)}")
        assert life(game, 0) == 20 + gained


def test_614_1a_only_its_controllers_life_gain() -> None:
    """'If you would gain life': P2's Boon Reflection doesn't change P1's life gain."""
    game = board({"hand": ["Healing Salve"], "battlefield": ["Plains"]}, {"battlefield": ["Boon Reflection"]})
    _salve(game)
    assert life(game, 0) == 23


def test_111_1_two_parallel_lives_create_four_times_as_many() -> None:
    game = board({"hand": ["Raise the Alarm"], "battlefield": ["Parallel Lives", "Parallel Lives", "Plains",
                                                               "Plains"]})
    cast(game, "Raise the Alarm")
    pass_both(game)
    assert zone_names(game, "battlefield").count("Soldier Token") == 8


def test_614_1a_that_much_damage_plus_two_to_an_opponent_only() -> None:
    """Torbran: a red source P1 controls deals 2 more to an opponent, not to P1's own creature."""
    game = board({"hand": ["Shock", "Shock"], "battlefield": ["Torbran, Thane of Red Fell", "Mountain",
                                                              "Mountain", "Grizzly Bears"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 16
    hill = board({"hand": ["Shock"], "battlefield": ["Torbran, Thane of Red Fell", "Mountain"]},
                 {"battlefield": ["Hill Giant"]})
    cast(hill, "Shock", hill.find("Hill Giant"))
    pass_both(hill)
    assert "Hill Giant" not in zone_names(hill, "battlefield")


def test_614_1a_another_red_source_excludes_itself() -> None:
    """Jaya: 'another red source you control': Shock deals 3; a Shock from P2 deals 2."""
    game = board({"hand": ["Shock"], "battlefield": ["Jaya, Venerated Firemage", "Mountain"]},
                 {"hand": ["Shock"], "battlefield": ["Mountain"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 17


def test_615_7_prevent_one_of_that_damage() -> None:
    """Urza's Armor: 'if a source would deal damage to you, prevent 1 of that damage.'"""
    game = board({"battlefield": ["Urza's Armor"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Shock", "P1")
    pass_both(game)
    assert life(game, 0) == 19


def test_615_7_a_red_source_only() -> None:
    """Sphere of Law prevents 2 of the damage a red source would deal to its controller: Shock deals none."""
    game = board({"battlefield": ["Sphere of Law"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Shock", "P1")
    pass_both(game)
    assert life(game, 0) == 20


def test_615_7_a_source_an_opponent_controls() -> None:
    """Guardian Seraph: only a source an opponent controls: P1's own Shock to P1 deals 2."""
    game = board({"hand": ["Shock"], "battlefield": ["Guardian Seraph", "Mountain"]})
    cast(game, "Shock", "P1")
    pass_both(game)
    assert life(game, 0) == 18


def test_402_2_no_maximum_hand_size() -> None:
    """402.2, 514.1: with Reliquary Tower, nine cards are kept through the cleanup step."""
    game = board({"hand": ["Mountain"] * 9, "battlefield": ["Reliquary Tower"]}, step="end")
    pass_both(game)
    assert game.pending.kind == "priority" and game.state.turn == 4
    assert len(game.zone("hand", 0)) == 9


def test_115_1_target_opponent_or_planeswalker() -> None:
    """Inferno Jet: an opponent or any planeswalker (P1's own too), never P1."""
    game = board({"hand": ["Inferno Jet"], "battlefield": ["Mountain"] * 6
                  + [{"card": "Basri Ket", "counters": {"loyalty": 3}}]},
                 {"battlefield": [{"card": "Basri Ket", "counters": {"loyalty": 4}}]})
    options = set(target_options(game, "Inferno Jet"))
    walkers = {o for o in game.zone("battlefield") if game.chars(o).name == "Basri Ket"}
    assert len(walkers) == 2 and options == {-2} | walkers
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 14


def test_destroy_all_artifacts_and_enchantments() -> None:
    """Purify: 'Destroy all artifacts and enchantments.': every permanent of either type, and only those."""
    game = board({"hand": ["Purify"], "battlefield": ["Plains"] * 5 + ["Ornithopter"]},
                 {"battlefield": ["Pacifism", "Grizzly Bears"]})
    cast(game, "Purify")
    pass_both(game)
    assert sorted(zone_names(game, "battlefield")) == ["Grizzly Bears"] + ["Plains"] * 5


def test_109_4_target_player_and_each_creature_that_player_controls() -> None:
    """Chandra's Flame Wave: 'deals 2 damage to target player and each creature that player controls': the
    creatures of the target player only."""
    game = board({"hand": ["Chandra's Flame Wave"], "battlefield": ["Mountain"] * 5 + ["Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    cast(game, "Chandra's Flame Wave", "P2")
    pass_both(game)
    game.apply("choose 0")  # the search for Chandra, Flame's Fury: the graveyard only, and it finds none
    while game.pending.kind == "choose":
        game.apply("choose")
    assert life(game, 1) == 18
    assert sorted(zone_names(game, "battlefield")) == ["Grizzly Bears", "Hill Giant"] + ["Mountain"] * 5
    assert game.state.objects[game.find("Hill Giant")].damage == 2
