"""Panharmonicon — every official ruling as a game.

Oracle text: "If an artifact or creature entering the battlefield causes a triggered ability of a permanent
you control to trigger, that ability triggers an additional time."
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    basics,
    board,
    cast,
    cast_with,
    hand_size,
    order_if_asked,
    pay_with,
    resolve_stack,
    resolve_top,
    stack_abilities,
    tokens,
    top,
    untapped,
)

PAN = "Panharmonicon"



def test_own_and_other_enters_triggers_trigger_an_additional_time() -> None:
    """Ruling (2021-03-19): “Panharmonicon affects a permanent's own enters-the-battlefield triggered
    abilities as well as other triggered abilities that trigger when that permanent enters the
    battlefield. Such triggered abilities start with “when” or “whenever.””

    Elvish Visionary enters: its own “When ... enters” and Blasting Station's “Whenever a creature enters”
    each trigger twice."""
    game = board({"battlefield": [PAN, {"card": "Blasting Station", "tapped": True}, *basics(Forest=2)],
                  "hand": ["Elvish Visionary"]})
    cast_with(game, "Elvish Visionary", "Forest", 2)
    resolve_top(game)
    order_if_asked(game)
    sources = sorted(a.source_name for a in stack_abilities(game))
    assert sources == ["Blasting Station", "Blasting Station", "Elvish Visionary", "Elvish Visionary"]


def test_enters_with_counters_is_a_replacement_effect_and_is_unaffected() -> None:
    """Ruling (2021-03-19): “Replacement effects are unaffected by Panharmonicon's ability. For example, a
    creature that enters the battlefield with one +1/+1 counter on it won't receive an additional +1/+1
    counter.”

    Triskelion enters with its three +1/+1 counters, not six, and nothing triggers."""
    game = board({"battlefield": [PAN, *basics(Plains=6)], "hand": ["Triskelion"]})
    cast_with(game, "Triskelion", "Plains", 6)
    resolve_top(game)
    assert game.state.objects[game.find("Triskelion")].counter("+1/+1") == 3
    assert game.state.stack == ()


def test_as_enters_choices_are_unaffected() -> None:
    """Ruling (2021-03-19): “Abilities that apply “as [this artifact or creature] enters the battlefield,”
    such as choosing a color with Gauntlet of Power, are also unaffected.”

    Clone's “enter as a copy” choice is made once; Clone is then a Grizzly Bears and nothing is on the
    stack."""
    game = board({"battlefield": [PAN, "Grizzly Bears", *basics(Island=4)], "hand": ["Clone"]})
    cast_with(game, "Clone", "Island", 4)
    resolve_top(game)
    assert game.pending.kind == "choose"
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert game.pending.kind == "priority" and game.state.stack == ()
    clone = [i for i in game.state.battlefield if game.state.objects[i].card == "Clone"]
    assert [game.chars(i).name for i in clone] == ["Grizzly Bears"]


def test_the_entering_permanent_need_not_be_yours_only_the_triggered_ability() -> None:
    """Ruling (2021-03-19): “You don't need to control the permanent entering the battlefield, only the
    permanent that has the triggered ability.”

    On P2's turn P2's Grizzly Bears enter. P1's Blasting Station (P1 controls Panharmonicon) triggers
    twice; P2's own Blasting Station (P2 has no Panharmonicon) triggers once."""
    game = board({"battlefield": [PAN, {"card": "Blasting Station", "tapped": True}]},
                 {"battlefield": [{"card": "Blasting Station", "tapped": True}, *basics(Forest=2)],
                  "hand": ["Grizzly Bears"]}, active="P2")
    cast_with(game, "Grizzly Bears", "Forest", 2)
    resolve_top(game)
    controllers = sorted(a.controller for a in stack_abilities(game))
    assert controllers == [P1, P1, P2]


def test_each_instance_is_not_a_copy_and_its_choices_are_made_separately() -> None:
    """Ruling (2021-03-19): “Panharmonicon's effect doesn't copy the triggered ability; it just causes the
    ability to trigger twice. Any choices made as you put the ability onto the stack, such as modes and
    targets, are made separately for each instance of the ability. Any choices made on resolution, such
    as whether to put counters on a permanent, are also made individually.”

    Fiend Hunter's enters ability triggers twice: each instance (neither a copy) gets its own target
    (Grizzly Bears, then Serra Angel) and its own “may” answer (exile the Angel, not the Bears)."""
    game = board({"battlefield": [PAN, *basics(Plains=3)], "hand": ["Fiend Hunter"]},
                 {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    cast_with(game, "Fiend Hunter", "Plains", 3)
    resolve_top(game)
    assert game.pending.kind == "target"
    game.apply(f"target {bears}")
    assert game.pending.kind == "target"
    game.apply(f"target {angel}")
    instances = stack_abilities(game)
    assert [a.copy for a in instances] == [False, False]
    assert [a.choices.targets for a in instances] == [((bears,),), ((angel,),)]
    resolve_top(game)
    game.apply("yes")
    resolve_top(game)
    game.apply("no")
    assert game.find("Serra Angel", zone="exile") and game.state.objects[bears].zone == "battlefield"


def test_two_panharmonicons_make_abilities_trigger_three_times() -> None:
    """Ruling (2021-03-19): “If you control two Panharmonicons, an artifact or creature entering the
    battlefield causes abilities to trigger three times, not four. A third Panharmonicon causes abilities
    to trigger four times, a fourth causes abilities to trigger five times, and so on.”"""
    game = board({"battlefield": [PAN, PAN, *basics(Forest=2)], "hand": ["Elvish Visionary"]})
    cast_with(game, "Elvish Visionary", "Forest", 2)
    resolve_top(game)
    assert len(stack_abilities(game)) == 3
    resolve_stack(game)
    assert hand_size(game) == 3


def test_three_panharmonicons_make_abilities_trigger_four_times() -> None:
    """Ruling (2021-03-19), “A third Panharmonicon causes abilities to trigger four times”."""
    game = board({"battlefield": [{"card": PAN, "count": 3}, *basics(Forest=2)], "hand": ["Elvish Visionary"]})
    cast_with(game, "Elvish Visionary", "Forest", 2)
    resolve_top(game)
    assert len(stack_abilities(game)) == 4


def test_panharmonicon_applies_to_its_own_entering() -> None:
    """Ruling (2021-03-19): “If an artifact or creature entering the battlefield at the same time as
    Panharmonicon (including Panharmonicon itself) causes a triggered ability of a permanent you control
    to trigger, that ability triggers an additional time.”

    Panharmonicon itself entering triggers Mirrorworks (“Whenever another nontoken artifact enters the
    battlefield under your control”) twice."""
    game = board({"battlefield": ["Mirrorworks", *basics(Plains=4)], "hand": [PAN]})
    cast_with(game, PAN, "Plains", 4)
    resolve_top(game)
    assert [a.source_name for a in stack_abilities(game)] == ["Mirrorworks", "Mirrorworks"]


def test_instances_of_a_linked_trigger_are_all_linked_tidehollow_sculler() -> None:
    """Ruling (2021-03-19): “If a triggered ability is linked to a second ability, additional instances of
    that triggered ability are also linked to that second ability. If the second ability refers to “the
    exiled card,” it refers to all cards exiled by instances of the triggered ability.”

    Tidehollow Sculler's enters ability triggers twice and exiles two cards from P2's hand; both return
    when the Sculler leaves the battlefield."""
    game = board({"battlefield": [PAN, *basics(Plains=1, Swamp=1, Mountain=1)],
                  "hand": ["Tidehollow Sculler", "Lightning Bolt"]}, {"hand": ["Counterspell", "Duress"]})
    cast(game, game.find("Tidehollow Sculler"), pay=False)
    pay_with(game, *untapped(game, "Plains"), *untapped(game, "Swamp"))
    resolve_top(game)
    game.apply("target P2")
    game.apply("target P2")
    resolve_top(game)
    game.apply(f"choose {game.find('Counterspell', zone='hand')}")
    resolve_top(game)
    game.apply(f"choose {game.find('Duress', zone='hand')}")
    assert hand_size(game, P2) == 0
    cast(game, game.find("Lightning Bolt"), game.find("Tidehollow Sculler"))
    resolve_stack(game)
    assert sorted(game.chars(c).name for c in game.zone("hand", P2)) == ["Counterspell", "Duress"]


def test_two_instances_of_imprint_make_x_the_sum_of_both_cards() -> None:
    """Ruling (2021-03-19): “In some cases involving linked abilities, an ability requires information
    about “the exiled card.” When this happens, the ability gets multiple answers. If these answers are
    being used to determine the value of a variable, the sum is used. For example, if Elite Arcanist's
    enters-the-battlefield ability triggers twice, two cards are exiled. The value of X in the activation
    cost of Elite Arcanist's other ability is the sum of the two cards' mana values. As the ability
    resolves, you create copies of both cards and can cast none, one, or both of the copies in any
    order.”

    Soul Foundry stands in for Elite Arcanist: its imprint triggers twice, exiling Grizzly Bears (2) and
    Elvish Visionary (2); X is 4 and a token of each card is made."""
    game = board({"battlefield": [PAN, *basics(Plains=8)],
                  "hand": ["Soul Foundry", "Grizzly Bears", "Elvish Visionary"]})
    cast_with(game, "Soul Foundry", "Plains", 4)
    resolve_top(game)
    assert [a.source_name for a in stack_abilities(game)] == ["Soul Foundry", "Soul Foundry"]
    resolve_top(game)
    game.apply(f"choose {game.find('Grizzly Bears', zone='hand')}")
    resolve_top(game)
    game.apply(f"choose {game.find('Elvish Visionary', zone='hand')}")
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    assert game.state.objects[game.state.stack[-1]].choices.x == 4
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    assert sorted(game.chars(t).name for t in tokens(game)) == ["Elvish Visionary", "Grizzly Bears"]
    assert top(game).source_name == "Elvish Visionary"  # the token's own enters ability, twice
    assert len(stack_abilities(game)) == 2
