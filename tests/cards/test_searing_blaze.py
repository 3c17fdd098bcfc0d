"""Searing Blaze ({R}{R} instant): "Searing Blaze deals 1 damage to target player or planeswalker and 1 damage to
target creature that player or that planeswalker's controller controls. / Landfall — If you had a land enter the
battlefield under your control this turn, Searing Blaze deals 3 damage to that player or planeswalker and 3
damage to that creature instead." Its rulings, quoted from the card database (115.1, 608.2c)."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

BLAZE = "Searing Blaze"
use_compiled(BLAZE)


def _blaze(game, creature: str) -> None:
    game.apply(f"cast {game.find(BLAZE)}")
    game.apply("target P2")
    game.apply(f"target {game.find(creature)}")
    game.apply("autopay")
    resolve_stack(game)


def test_ruling_a_player_and_a_creature_that_player_controls() -> None:
    """Ruling: "You must choose two targets as you cast Searing Blaze: a player and a creature that player
    controls." After P2 is chosen, only P2's creatures are offered, not P1's."""
    game = board({"hand": [BLAZE], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find(BLAZE)}")
    game.apply("target P2")
    assert set(game.pending.options) == {game.find("Serra Angel")}


def test_ruling_no_creature_no_cast() -> None:
    """Ruling: "If you can't (because there are no creatures on the battlefield, perhaps), then you can't
    cast the spell." """
    game = board({"hand": [BLAZE], "battlefield": ["Mountain", "Mountain"]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_without_landfall_one_damage_each() -> None:
    game = board({"hand": [BLAZE], "battlefield": ["Mountain", "Mountain"]}, {"battlefield": ["Serra Angel"]})
    _blaze(game, "Serra Angel")
    assert life(game, 1) == 19
    assert game.state.objects[game.find("Serra Angel")].damage == 1


def test_ruling_the_landfall_effect_replaces_the_normal_one() -> None:
    """Ruling: "The effect of this spell's landfall ability replaces its normal effect. If you had a land enter
    the battlefield under your control this turn, only the landfall-based effect happens." A Mountain played
    this turn: 3 damage to P2 and 3 to Serra Angel (4/4), not 4."""
    game = board({"hand": [BLAZE, "Mountain"], "battlefield": ["Mountain", "Mountain"]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    _blaze(game, "Serra Angel")
    assert life(game, 1) == 17
    assert game.state.objects[game.find("Serra Angel")].damage == 3
