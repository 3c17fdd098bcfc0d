"""Vivien, Arkbow Ranger, compiled from its Oracle text and played.

Oracle text: [+1]: Distribute two +1/+1 counters among up to two target creatures. They gain trample until end
of turn. / [−3]: Target creature you control deals damage equal to its power to target creature or
planeswalker. / [−5]: You may reveal a creature card you own from outside the game and put it into your hand.
(601.2d, 115.3, 608.2b, 400.11b; mechanics/distribute, outside_game)"""

from __future__ import annotations

from support import activate, board, counters, resolve_stack

from lithoform import Game

VIVIEN = "Vivien, Arkbow Ranger"


def _vivien(mine: list, theirs: list | None = None, loyalty: int = 4, **more: list) -> Game:
    p1 = {"battlefield": [{"card": VIVIEN, "counters": {"loyalty": loyalty}}, *mine], **more}
    return board(p1, {"battlefield": theirs or []})


def test_ruling_each_target_gets_at_least_one_counter() -> None:
    """Ruling (2019-07-12): 'You choose how the counters will be distributed as you activate Vivien’s first
    ability. Each target creature must be assigned at least one counter. This means that you can’t put two
    counters on one creature but give two creatures trample.'"""
    game = _vivien(["Grizzly Bears", "Llanowar Elves"])
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    activate(game, game.find(VIVIEN), 1, bears, elves, divide=(1, 1))
    resolve_stack(game)
    assert counters(game, bears) == 1 and counters(game, elves) == 1
    assert "trample" in game.chars(bears).keywords and "trample" in game.chars(elves).keywords
    game = _vivien(["Grizzly Bears", "Llanowar Elves"])
    game.apply(f"activate {game.find(VIVIEN)} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply(f"target {game.find('Llanowar Elves')}")
    assert game.pending.kind == "divide"
    assert "divide 2 0" not in [str(a) for a in game.legal_actions()]


def test_one_target_gets_both_counters() -> None:
    game = _vivien(["Grizzly Bears"])
    bears = game.find("Grizzly Bears")
    activate(game, game.find(VIVIEN), 1, bears)
    resolve_stack(game)
    assert counters(game, bears) == 2 and "trample" in game.chars(bears).keywords


def test_ruling_no_target_is_allowed() -> None:
    """Ruling (2019-07-12): 'You can activate Vivien’s first ability without choosing any target creatures. The
    counters won’t be put on anything. This is a change from previous rules regarding distributing counters.'"""
    game = _vivien(["Grizzly Bears"])
    vivien = game.find(VIVIEN)
    game.apply(f"activate {vivien} 1")
    if game.pending.kind == "target":
        game.apply("done")
    resolve_stack(game)
    assert counters(game, game.find("Grizzly Bears")) == 0
    assert game.state.objects[vivien].counter("loyalty") == 5


def test_ruling_an_illegal_targets_counter_is_lost() -> None:
    """Ruling (2019-07-12): 'If one of the two target creatures becomes an illegal target in response to
    Vivien’s first ability, the +1/+1 counter that would have been put on that creature is lost. It can’t be
    put on the legal target.' (608.2b)"""
    game = _vivien(["Grizzly Bears", "Llanowar Elves", {"card": "Mountain"}], hand=["Lightning Bolt"])
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    activate(game, game.find(VIVIEN), 1, bears, elves, divide=(1, 1))
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply(f"target {elves}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert counters(game, bears) == 1


def test_ruling_minus_three_illegal_target_no_damage() -> None:
    """Ruling (2019-07-12): 'If either target is an illegal target as Vivien’s second ability tries to
    resolve, the creature you control won’t deal damage.'"""
    game = _vivien(["Grizzly Bears", "Mountain"], ["Serra Angel"], hand=["Lightning Bolt"])
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    activate(game, game.find(VIVIEN), 2, bears, angel)
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply(f"target {bears}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.state.objects[angel].damage == 0


def test_ruling_minus_five_outside_the_game_is_the_sideboard() -> None:
    """Ruling (2019-07-12): 'In a casual game, a card you choose from outside the game comes from your personal
    collection. In a tournament event, a card you choose from outside the game must come from your sideboard.
    You may look at your sideboard at any time.' (400.11a) With no sideboard there is no card to reveal and the
    hand is unchanged; with one, its creature card (not its instant) may be revealed and put into the hand."""
    game = _vivien([], loyalty=5, hand=["Grizzly Bears"])
    activate(game, game.find(VIVIEN), 3)
    resolve_stack(game)
    assert [game.chars(o).name for o in game.zone("hand", 0)] == ["Grizzly Bears"]
    assert any(e.kind == "no_cards_outside_the_game" and "400.11b" in e.rules for e in game.state.events())
    game = _vivien([], loyalty=5, sideboard=["Shock", "Llanowar Elves"])
    activate(game, game.find(VIVIEN), 3)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.labels == ("Llanowar Elves",)
    game.apply("choose 0")
    resolve_stack(game)
    assert [game.chars(o).name for o in game.zone("hand", 0)] == ["Llanowar Elves"]
    assert game.state.outside[0] == ("Shock",)
