"""CR 607.2a, linked abilities, through Tidehollow Sculler, Fiend Hunter and Soul Foundry, whose enters
abilities are copied by Strionic Resonator.

607.2a: "If an object has an activated or triggered ability printed on it that instructs a player to exile
one or more cards and an ability printed on it that refers either to "the exiled cards" or to cards "exiled
with [this object]," these abilities are linked. The second ability refers only to cards in the exile zone
that were put there as a result of an instruction to exile them in the first ability."

607.3: "... the other ability has exiled multiple cards (usually because it was copied), the ability refers
to each of the exiled cards. ... If these answers are used to determine the value of a variable, the sum of
the answers is used. ... If that ability creates a token that is a copy of "the" card, then for each exiled
card, it creates a token that is a copy of that card."

Strionic Resonator ruling: "If a triggered ability is linked to a second ability, copies of that triggered
ability are also linked to that second ability. If the second ability refers to "the exiled card," it
refers to all cards exiled by the triggered ability and the copy. For example, if Fiend Hunter's
enters-the-battlefield ability is copied and two creatures are exiled, they both return when Fiend Hunter
leaves the battlefield."
"""

from __future__ import annotations

from support import activate, board, cast, controlled, counters, kill_fiend_hunter, lands, names, pass_both

from lithoform import Game  # noqa: E402

RESONATOR = "Strionic Resonator"


def _copy_top_trigger(game: Game) -> int:
    """Strionic Resonator copies the triggered ability on top of the stack; returns the original's id."""
    original = game.state.stack[-1]
    activate(game, RESONATOR, 1, original)
    assert game.state.stack[-2] == original  # the Resonator's ability is on top of it
    pass_both(game)
    return original


def _hunter_with_copied_trigger(p1_hand: list | None = None, p2_battlefield: list | None = None) -> Game:
    """Fiend Hunter's enters ability targets P2's Grizzly Bears and is copied, the copy retargeted to P2's
    Serra Angel; nothing has resolved yet."""
    game = board({"battlefield": [lands("Plains", 5), lands("Mountain", 1), RESONATOR],
                  "hand": ["Fiend Hunter", *(p1_hand or [])]},
                 {"battlefield": p2_battlefield or ["Grizzly Bears", "Serra Angel"]})
    cast(game, "Fiend Hunter")
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    _copy_top_trigger(game)
    assert game.pending.kind == "new_targets"
    game.apply(f"choose {game.find('Serra Angel')}")
    assert len(game.state.stack) == 2 and game.state.objects[game.state.stack[-1]].copy
    return game


def _resolve_hunter_triggers(game: Game) -> None:
    for _ in range(2):
        pass_both(game)
        assert game.pending.kind == "may"
        game.apply("yes")


def test_a_copied_sculler_trigger_exiles_two_cards_and_both_return() -> None:
    """607.2a with the Strionic Resonator ruling: Tidehollow Sculler's enters ability and its copy each
    exile a card; the leaves ability returns both to their owner's hand."""
    game = board({"battlefield": [lands("Plains", 2), lands("Swamp", 2), lands("Mountain", 1), RESONATOR],
                  "hand": ["Tidehollow Sculler", "Lightning Bolt"]},
                 {"hand": ["Counterspell", "Divination", "Island"]})
    cast(game, "Tidehollow Sculler")
    pass_both(game)
    game.apply("target P2")
    _copy_top_trigger(game)  # the copy's only possible target is P2: no new-target choice
    pass_both(game)  # the copy resolves
    game.apply(f"choose {game.find('Counterspell', zone='hand', player=1)}")
    pass_both(game)  # the original resolves
    game.apply(f"choose {game.find('Divination', zone='hand', player=1)}")
    assert names(game, "exile") == ["Counterspell", "Divination"]
    assert names(game, "hand", 1) == ["Island"]
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), game.find("Tidehollow Sculler"))
    pass_both(game)
    pass_both(game)  # the leaves ability
    assert not game.zone("exile")
    assert names(game, "hand", 1) == ["Counterspell", "Divination", "Island"]


def test_a_copied_fiend_hunter_trigger_exiles_two_creatures_and_both_return() -> None:
    """607.2a with the Strionic Resonator ruling's own example: "if Fiend Hunter's enters-the-battlefield
    ability is copied and two creatures are exiled, they both return when Fiend Hunter leaves the
    battlefield."""
    game = _hunter_with_copied_trigger(p1_hand=["Lightning Bolt"])
    _resolve_hunter_triggers(game)
    assert names(game, "exile") == ["Grizzly Bears", "Serra Angel"]
    kill_fiend_hunter(game)
    pass_both(game)
    assert not game.zone("exile")
    assert len(controlled(game, "Grizzly Bears", 1)) == 1 and len(controlled(game, "Serra Angel", 1)) == 1


def test_if_the_source_left_first_the_second_ability_does_nothing_and_the_exile_is_permanent() -> None:
    """607.2a and the Fiend Hunter ruling: Fiend Hunter leaves before its enters ability (and the copy) has
    resolved: the leaves ability triggers and returns nothing; then both exile their creature for good,
    as the leaves ability of a Fiend Hunter that left can't refer to them."""
    game = _hunter_with_copied_trigger(p1_hand=["Lightning Bolt"])
    kill_fiend_hunter(game)
    pass_both(game)  # the leaves ability: nothing is exiled yet, nothing returns
    assert not game.zone("exile") and len(game.state.stack) == 2
    _resolve_hunter_triggers(game)
    assert names(game, "exile") == ["Grizzly Bears", "Serra Angel"]
    assert not game.state.stack and not game.state.waiting
    assert not controlled(game, "Grizzly Bears", 1) and not controlled(game, "Serra Angel", 1)


def test_a_returned_creature_is_a_new_object() -> None:
    """607.2a, 400.7 and the Fiend Hunter ruling: the creature that returns is a new object, with no relation
    to the one exiled: a new id, none of its counters or damage."""
    game = board({"battlefield": [lands("Plains", 3), lands("Mountain", 1)], "hand": ["Fiend Hunter",
                                                                                      "Lightning Bolt"]},
                 {"battlefield": [{"card": "Serra Angel", "counters": {"+1/+1": 1}, "damage": 2}]})
    angel = game.find("Serra Angel")
    cast(game, "Fiend Hunter")
    pass_both(game)
    game.apply(f"target {angel}")
    pass_both(game)
    game.apply("yes")
    exiled = game.find("Serra Angel", zone="exile")
    kill_fiend_hunter(game)
    pass_both(game)
    (returned,) = controlled(game, "Serra Angel", 1)
    assert returned not in (angel, exiled)
    assert counters(game, returned) == 0 and game.state.objects[returned].damage == 0
    assert (game.chars(returned).power, game.chars(returned).toughness) == (4, 4)


def test_an_exiled_token_never_returns() -> None:
    """607.2a and the Fiend Hunter ruling: a token exiled by the first ability ceases to exist (704.5d), so
    the second ability has nothing to return, though the other exiled card does return."""
    game = _hunter_with_copied_trigger(p1_hand=["Lightning Bolt"],
                                       p2_battlefield=[{"card": "Grizzly Bears", "token": True}, "Serra Angel"])
    _resolve_hunter_triggers(game)
    assert names(game, "exile") == ["Serra Angel"]  # the token ceased to exist
    kill_fiend_hunter(game)
    pass_both(game)
    assert not controlled(game, "Grizzly Bears", 1)
    assert len(controlled(game, "Serra Angel", 1)) == 1


def test_soul_foundry_with_two_imprinted_cards_sums_x_and_copies_each() -> None:
    """607.2a, 607.3 and the Strionic Resonator ruling: Soul Foundry's imprint ability is copied, so two
    creature cards are exiled: X is the sum of their mana values, and the ability creates a token of each."""
    game = board({"battlefield": [lands("Forest", 12), RESONATOR],
                  "hand": ["Soul Foundry", "Serra Angel", "Llanowar Elves"]})
    cast(game, "Soul Foundry")
    pass_both(game)
    _copy_top_trigger(game)
    pass_both(game)  # the copy resolves
    game.apply(f"choose {game.find('Serra Angel', zone='hand')}")
    pass_both(game)  # the original resolves
    game.apply(f"choose {game.find('Llanowar Elves', zone='hand')}")
    assert names(game, "exile") == ["Llanowar Elves", "Serra Angel"]
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {6}"  # 5 + 1
    game.apply("autopay")
    pass_both(game)
    angels, elves = controlled(game, "Serra Angel"), controlled(game, "Llanowar Elves")
    assert len(angels) == 1 and len(elves) == 1
    assert game.state.objects[angels[0]].token and game.state.objects[elves[0]].token
    assert names(game, "exile") == ["Llanowar Elves", "Serra Angel"]  # the cards stay imprinted
