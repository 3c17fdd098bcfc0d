"""CR 702.91 (battle cry), 702.45 (bushido), 702.25 (flanking) and 702.83 (exalted, with 506.5: attacking
alone): keyword abilities that are triggered abilities of combat (mechanics/combat_keywords)."""

from __future__ import annotations

from support import block, order_if_asked, pass_both, to_blockers


def _resolve_triggers(game) -> None:
    while game.state.stack:
        pass_both(game)


def test_702_91a_battle_cry_gives_each_other_attacking_creature_plus_1_0() -> None:
    game = to_blockers(["Goblin Wardriver", "Grizzly Bears", "Hill Giant"], ["Wall of Stone"],
                       ["Goblin Wardriver", "Grizzly Bears"])
    assert game.pending.kind == "blockers"
    bears, giant, driver = game.find("Grizzly Bears"), game.find("Hill Giant"), game.find("Goblin Wardriver")
    assert game.chars(bears).power == 3  # attacking: +1/+0
    assert game.chars(giant).power == 3  # not attacking: unchanged
    assert game.chars(driver).power == 2  # 'each other': not itself


def test_702_45a_bushido_when_it_blocks() -> None:
    game = to_blockers(["Grizzly Bears"], ["Devoted Retainer"], ["Grizzly Bears"])
    retainer = game.find("Devoted Retainer")
    block(game, (retainer, game.find("Grizzly Bears")))
    _resolve_triggers(game)
    assert (game.chars(retainer).power, game.chars(retainer).toughness) == (2, 2)


def test_702_45a_bushido_when_it_becomes_blocked() -> None:
    game = to_blockers(["Devoted Retainer"], ["Grizzly Bears"], ["Devoted Retainer"])
    retainer = game.find("Devoted Retainer")
    block(game, (game.find("Grizzly Bears"), retainer))
    _resolve_triggers(game)
    assert (game.chars(retainer).power, game.chars(retainer).toughness) == (2, 2)


def test_702_25a_flanking_shrinks_each_blocker_without_flanking() -> None:
    game = to_blockers(["Mtenda Herder"], ["Grizzly Bears", "Zhalfirin Knight"], ["Mtenda Herder"])
    herder, bears, knight = game.find("Mtenda Herder"), game.find("Grizzly Bears"), game.find("Zhalfirin Knight")
    block(game, (bears, herder), (knight, herder))
    _resolve_triggers(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (1, 1)
    assert (game.chars(knight).power, game.chars(knight).toughness) == (2, 2)  # it has flanking: no trigger


def test_702_83a_exalted_when_a_creature_attacks_alone() -> None:
    """506.5, 702.83a-b: each instance of exalted triggers when a creature attacks alone."""
    game = to_blockers(["Akrasan Squire", "Noble Hierarch", "Grizzly Bears"], ["Wall of Stone"], ["Grizzly Bears"])
    while game.pending.kind in ("order", "priority"):  # two exalted triggers: their order (603.3b)
        order_if_asked(game)
        if game.pending.kind == "priority":
            game.apply("pass")
    bears = game.find("Grizzly Bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_506_5_two_attackers_are_not_attacking_alone() -> None:
    game = to_blockers(["Akrasan Squire", "Grizzly Bears"], ["Wall of Stone"], ["Grizzly Bears", "Akrasan Squire"])
    assert game.chars(game.find("Grizzly Bears")).power == 2
