"""CR 702.91 (battle cry), 702.45 (bushido) and 702.25 (flanking): keyword abilities that are triggered
abilities of combat (mechanics/combat_keywords)."""

from __future__ import annotations

from support import block, pass_both, to_blockers


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
