"""Fireball: every official ruling, checked in a game.

Oracle text: This spell costs {1} more to cast for each target beyond the first. / Fireball deals X damage
divided evenly, rounded down, among any number of targets."""

from __future__ import annotations

from support import board, cast, controlled, lands, life, pass_both

from lithoform import Action, Game

FIREBALL = "Fireball"


def _announce(game: Game, x: int, targets: list[int | str]) -> int:
    """Casts Fireball with `x` and `targets` (then `done`), stopping at the payment."""
    game.apply(f"cast {game.find(FIREBALL)}")
    spell = game.state.announcing
    game.apply(f"x {x}")
    for t in targets:
        game.apply(f"target {t}")
    game.apply("done")
    assert game.pending.kind == "pay", game.pending
    return spell


def test_each_extra_target_costs_one_more_and_damage_is_divided_evenly() -> None:
    """Ruling: "For example, if X is 5 and you choose three target creatures, Fireball has a total cost of
    {7}{R} (even though its mana cost is just {5}{R} and its converted mana cost is 6). If those creatures
    are all still legal targets as Fireball resolves, it deals 1 damage to each of them."
    """
    game = board({"battlefield": [lands("Mountain", 8)], "hand": [FIREBALL]},
                 {"battlefield": [{"card": "Grizzly Bears", "count": 2}, "Serra Angel"]})
    targets = [*controlled(game, "Grizzly Bears", 1), game.find("Serra Angel")]
    spell = _announce(game, 5, targets)
    assert game.pending.prompt == "pay {7}{R}"
    assert game.chars(spell).mana_value == 6
    game.apply("autopay")
    pass_both(game)
    assert [game.state.objects[t].damage for t in targets] == [1, 1, 1]


def test_it_can_be_cast_with_zero_targets_and_deals_no_damage() -> None:
    """Ruling: "You may cast Fireball with zero targets, regardless of the value chosen for X. If you do so,
    it will not be a targeted spell, and no damage will actually be dealt when it resolves."
    """
    game = board({"battlefield": [lands("Mountain", 4)], "hand": [FIREBALL]},
                 {"battlefield": ["Grizzly Bears"]})
    start = len(game.log(verbose=True))
    spell = _announce(game, 3, [])
    assert game.pending.prompt == "pay {3}{R}"
    assert all(not slot for slot in game.state.objects[spell].choices.targets)
    game.apply("autopay")
    pass_both(game)
    assert game.find(FIREBALL, zone="graveyard")
    assert life(game, 1) == 20 and life(game, 0) == 20
    assert game.state.objects[game.find("Grizzly Bears")].damage == 0
    assert not [line for line in game.log(verbose=True)[start:] if "damage" in line]


def test_the_division_is_made_on_resolution_among_the_targets_still_legal() -> None:
    """Ruling: "Fireball's damage is divided as Fireball resolves, not as it's cast, because there are no
    choices involved. The division involves only targets that are still legal as Fireball resolves."

    X = 4 on two targets would be 2 each; one of them dies in response, so the other gets all 4."""
    game = board({"battlefield": [lands("Mountain", 7)], "hand": [FIREBALL, "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    _announce(game, 4, [bears, angel])
    assert game.pending.prompt == "pay {5}{R}"
    assert all(a.kind != "divide" for a in game.legal_actions())  # nothing is divided while casting
    game.apply("autopay")
    cast(game, "Lightning Bolt", bears)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    pass_both(game)
    assert game.find("Serra Angel", zone="graveyard")  # 4 damage to the 4/4


def test_more_legal_targets_than_x_means_no_damage_at_all() -> None:
    """Ruling: "You can target more than X creatures. However, if the number of legal targets at the time
    Fireball resolves is greater than X, none of them will be dealt any damage."
    """
    game = board({"battlefield": [lands("Mountain", 5)], "hand": [FIREBALL]},
                 {"battlefield": [{"card": "Llanowar Elves", "count": 3}]})
    elves = controlled(game, "Llanowar Elves", 1)
    _announce(game, 2, elves)
    assert game.pending.prompt == "pay {4}{R}"
    game.apply("autopay")
    pass_both(game)
    assert len(controlled(game, "Llanowar Elves", 1)) == 3
    assert all(game.state.objects[e].damage == 0 for e in elves)


def test_it_is_a_sorcery() -> None:
    """Oracle: Fireball is a sorcery (307.1): it can't be cast in the opponent's turn."""
    game = board({"battlefield": [lands("Mountain", 2)], "hand": [FIREBALL]}, active="P2")
    game.apply("pass")
    assert game.pending.player == 0
    assert Action("cast", (game.find(FIREBALL),)) not in game.legal_actions()
