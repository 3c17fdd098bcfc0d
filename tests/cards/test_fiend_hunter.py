"""Fiend Hunter: every official ruling, checked in a game.

Oracle text: When Fiend Hunter enters the battlefield, you may exile another target creature. / When Fiend
Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control."""

from __future__ import annotations

from support import (
    activate,
    board,
    cast,
    controlled,
    counters,
    kill_fiend_hunter,
    lands,
    log_since,
    names,
    pass_both,
    pass_until,
    pt,
)

from lithoform import Game

LANDS = [lands("Island", 3), lands("Plains", 4), lands("Mountain", 2)]


def _hunt(game: Game, target: int, exile: bool = True) -> None:
    """Casts Fiend Hunter, targets `target` with its enters ability, lets it resolve and answers the may."""
    cast(game, "Fiend Hunter")
    pass_both(game)
    game.apply(f"target {target}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes" if exile else "no")


def test_leaving_before_the_first_ability_resolves_exiles_the_creature_indefinitely() -> None:
    """Ruling: "If Fiend Hunter leaves the battlefield before its first ability has resolved, its second
    ability will trigger and do nothing. Then its first ability will resolve and exile the target creature
    indefinitely. This is different from abilities on other cards that exile a permanent "until" something
    happens."
    """
    game = board({"battlefield": LANDS, "hand": ["Fiend Hunter", "Lightning Bolt"]},
                 {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, "Fiend Hunter")
    pass_both(game)
    game.apply(f"target {angel}")
    enters = game.state.stack[-1]
    kill_fiend_hunter(game)  # in response to the enters ability
    start = len(game.log(verbose=True))
    pass_both(game)  # the leaves ability resolves: nothing to return
    assert game.state.stack == (enters,)
    assert not [line for line in log_since(game, start) if "moves" in line]
    pass_both(game)
    game.apply("yes")
    assert names(game, "exile") == ["Serra Angel"]
    pass_until(game, "upkeep", turn=5)
    assert names(game, "exile") == ["Serra Angel"] and not controlled(game, "Serra Angel", 1)


def _equipped_enchanted_bears() -> tuple[Game, int]:
    """P1's Grizzly Bears with two +1/+1 counters, equipped with Bonesplitter and enchanted with Control
    Magic, exiled by Fiend Hunter; returns the game and the Bears' original id."""
    game = board({"battlefield": [*LANDS, {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}, "Bonesplitter"],
                  "hand": ["Fiend Hunter", "Control Magic", "Lightning Bolt"]})
    bears, splitter = game.find("Grizzly Bears"), game.find("Bonesplitter")
    activate(game, splitter, 1, bears)
    pass_both(game)
    cast(game, "Control Magic", bears)
    pass_both(game)
    assert game.state.objects[splitter].attached_to == bears
    assert game.state.objects[game.find("Control Magic")].attached_to == bears
    assert pt(game, bears) == (6, 4)
    _hunt(game, bears)
    return game, bears


def test_the_returned_creature_is_a_new_object_without_its_counters() -> None:
    """Ruling: "Once the exiled creature returns, it's considered a new object with no relation to the
    object that it was. Auras attached to the exiled creature will be put into their owners' graveyards.
    Equipment attached to the exiled creature will become unattached and remain on the battlefield. Any
    counters on the exiled creature will cease to exist."

    (This test: a new object; its counters are gone.)"""
    game, bears = _equipped_enchanted_bears()
    kill_fiend_hunter(game)
    pass_both(game)
    returned = game.find("Grizzly Bears", zone="battlefield")
    assert returned != bears
    assert counters(game, returned) == 0
    assert pt(game, returned) == (2, 2)


def test_auras_on_the_exiled_creature_go_to_the_graveyard() -> None:
    """Ruling (the Aura part of the ruling quoted above): "Auras attached to the exiled creature will be put
    into their owners' graveyards." They don't come back with the creature."""
    game, _ = _equipped_enchanted_bears()
    assert names(game, "graveyard") == ["Control Magic"]
    kill_fiend_hunter(game)
    pass_both(game)
    assert "Control Magic" in names(game, "graveyard")
    assert not controlled(game, "Control Magic")


def test_equipment_on_the_exiled_creature_stays_unattached() -> None:
    """Ruling (the Equipment part of the ruling quoted above): "Equipment attached to the exiled creature
    will become unattached and remain on the battlefield.\""""
    game, _ = _equipped_enchanted_bears()
    splitter = game.find("Bonesplitter")
    assert game.state.objects[splitter].zone == "battlefield"
    assert game.state.objects[splitter].attached_to == 0
    kill_fiend_hunter(game)
    pass_both(game)
    assert game.state.objects[splitter].attached_to == 0  # the returned Bears are not equipped
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_an_exiled_token_never_returns() -> None:
    """Ruling: "If a token is exiled this way, it won't return to the battlefield."
    """
    game = board({"battlefield": LANDS, "hand": ["Fiend Hunter", "Lightning Bolt"]},
                 {"battlefield": [{"card": "Grizzly Bears", "token": True}]})
    _hunt(game, game.find("Grizzly Bears"))
    assert not game.zone("exile")  # 704.5d: a token outside the battlefield ceases to exist
    kill_fiend_hunter(game)
    pass_both(game)
    assert not game.state.stack
    assert not controlled(game, "Grizzly Bears", 1) and not game.zone("exile")


def test_if_you_leave_the_game_the_creature_stays_exiled() -> None:
    """Ruling: "In a multiplayer game, if you lose the game, the creature exiled with Fiend Hunter remains
    exiled indefinitely. This is also different from abilities on other cards that exile a permanent
    "until" something happens."

    The engine plays two-player games, where losing ends the game, so the multiplayer situation can't be
    built. What can be checked: when Fiend Hunter's controller concedes, the creature is still in exile
    and nothing returned it."""
    game = board({"battlefield": LANDS, "hand": ["Fiend Hunter"]}, {"battlefield": ["Serra Angel"]})
    _hunt(game, game.find("Serra Angel"))
    game.apply("concede")
    assert game.is_over and game.winner == 1
    assert names(game, "exile") == ["Serra Angel"]
    assert not controlled(game, "Serra Angel", 1)


def test_returns_under_its_owners_control() -> None:
    """Oracle: "return the exiled card to the battlefield under its owner's control": a creature P1 had
    taken with Control Magic comes back under P2's control."""
    game = board({"battlefield": LANDS, "hand": ["Fiend Hunter", "Control Magic", "Lightning Bolt"]},
                 {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, "Control Magic", angel)
    pass_both(game)
    assert game.state.objects[angel].controller == 0
    _hunt(game, angel)
    kill_fiend_hunter(game)
    pass_both(game)
    (returned,) = controlled(game, "Serra Angel", 1)
    assert game.state.objects[returned].owner == 1


def test_the_exile_is_optional_and_only_another_creature_can_be_targeted() -> None:
    """Oracle: "you may exile another target creature": Fiend Hunter can't target itself, and declining
    exiles nothing."""
    game = board({"battlefield": [*LANDS, "Grizzly Bears"], "hand": ["Fiend Hunter"]})
    cast(game, "Fiend Hunter")
    pass_both(game)
    assert game.pending.kind == "target"
    assert game.find("Fiend Hunter") not in game.pending.options
    game.apply(f"target {game.find('Grizzly Bears')}")
    pass_both(game)
    game.apply("no")
    assert not game.zone("exile") and controlled(game, "Grizzly Bears")
