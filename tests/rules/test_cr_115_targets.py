"""CR 115: targets. Targets are chosen as a spell or ability is put on the stack (115.1) and must be legal
when chosen (601.2c); only permanents unless the text says otherwise (115.2); 'any target' means creature,
player, planeswalker or battle (115.4); one object once per 'target' (115.3); a spell can't target itself
(115.5); legality is checked again on resolution (608.2b). Hexproof and shroud (702.11b, 702.18a)."""

from __future__ import annotations

import pytest
from support import board, cast, events_since, kinds, mark, pass_both

from lithoform import IllegalActionError
from lithoform.cards.tree import (
    CardDef,
    CardFace,
    DealDamage,
    Sequence,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)


def _creature(name: str, keyword: str) -> None:
    TEST_CARDS.append(CardDef(name, (CardFace(name, ("Creature",), "{1}{U}", subtypes=("Wall",), power="0",
                                     toughness="4", keywords=(keyword,), text=keyword,
                                     abilities=(Static(keyword, text=keyword),)),)))


TEST_CARDS.append(CardDef("Test Twin Sparks", (CardFace(
    "Test Twin Sparks", ("Instant",), "{R}",
    text="Test Twin Sparks deals 1 damage to any target and 1 damage to any target.",
    spell=SpellAbility(Sequence((DealDamage(1, Target(0)), DealDamage(1, Target(1)))),
                       targets=(TargetSpec("any"), TargetSpec("any"))),
),)))
_creature("Test Shrouded Wall", "Shroud")
_creature("Test Hexproof Wall", "Hexproof")


def options_after_cast(game, name: str) -> set[int]:
    game.apply(f"cast {game.find(name)}")
    assert game.pending.kind == "target"
    return set(game.pending.options)


def test_115_1_targets_are_recorded_as_the_spell_is_cast():
    """115.1: 'These targets are declared as part of the process of putting the spell or ability on the
    stack.' The spell records them."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find("Lightning Bolt"), bears)
    assert game.state.objects[spell].choices.targets == ((bears,),)


def test_115_4_any_target_is_a_creature_or_a_player():
    """115.4: 'any target' may be creatures, players, planeswalkers, or battles; 'Other game objects, such as
    noncreature artifacts or spells, can't be chosen.' Lands neither."""
    game = board({"battlefield": ["Mountain", "Hornet Cannon"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears", "Island"]})
    options = options_after_cast(game, "Lightning Bolt")
    assert options == {-1, -2, game.find("Grizzly Bears")}


def test_115_2_only_permanents_unless_stated():
    """115.2: 'Only permanents are legal targets ... unless a spell or ability (a) specifies that it can
    target an object in another zone': cards in graveyards and hands can't be targeted by Lightning Bolt."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Grizzly Bears"],
                  "graveyard": ["Serra Angel"]})
    options = options_after_cast(game, "Lightning Bolt")
    assert options == {-1, -2}


def test_601_2c_choosing_an_illegal_target_is_refused():
    """601.2c / 115.1: a target must be 'appropriate': Giant Growth ('target creature') can't target a
    player or a land; the attempt changes nothing."""
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]})
    game.apply(f"cast {game.find('Giant Growth')}")
    before = game.to_json()
    for bad in ("P2", str(game.find("Forest"))):
        with pytest.raises(IllegalActionError):
            game.apply(f"target {bad}")
    assert game.to_json() == before


def test_115_3_same_target_only_once_per_word_target():
    """115.3: 'The same target can't be chosen multiple times for any one instance of the word “target”'.
    Fireball's targets: after P2, P2 is no longer offered."""
    game = board({"battlefield": ["Mountain"] * 3, "hand": ["Fireball"]})
    game.apply(f"cast {game.find('Fireball')}")
    game.apply("x 1")
    game.apply("target P2")
    assert -2 not in game.pending.options
    with pytest.raises(IllegalActionError):
        game.apply("target P2")


def test_115_3_the_same_target_once_for_each_word_target():
    """115.3: 'If the spell or ability uses the word “target” in multiple places, the same object or player
    can be chosen once for each instance of the word “target”': P2 for both of Test Twin Sparks' targets."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Twin Sparks"]})
    game.apply(f"cast {game.find('Test Twin Sparks')}")
    game.apply("target P2")
    assert game.pending.kind == "target" and -2 in game.pending.options
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 18


def test_115_5_a_spell_cannot_target_itself():
    """115.5: 'A spell or ability on the stack is an illegal target for itself.' Counterspell, cast in
    response to Lightning Bolt, may target only the Bolt."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell')}")
    counterspell = game.state.announcing
    assert counterspell in game.state.stack
    assert game.pending.options == (bolt,)
    with pytest.raises(IllegalActionError):
        game.apply(f"target {counterspell}")


def test_115_5_a_spell_with_itself_as_only_candidate_cannot_be_cast():
    """115.5 / 601.2c: with the stack empty, Counterspell would have only itself to target: it can't be
    cast."""
    game = board({"battlefield": ["Island", "Island"], "hand": ["Counterspell"]}, step="upkeep")
    assert f"cast {game.find('Counterspell')}" not in [str(a) for a in game.legal_actions()]


def test_115_opponent_target_excludes_yourself():
    """'Target opponent' (Duress) can be only an opponent of the spell's controller."""
    game = board({"battlefield": ["Swamp"], "hand": ["Duress"]})
    assert options_after_cast(game, "Duress") == {-2}


def test_702_18a_shroud_cannot_be_targeted_by_anyone():
    """702.18a: 'Shroud' means 'This permanent ... can't be the target of spells or abilities' — not even its
    controller's."""
    game = board({"battlefield": ["Forest", "Test Shrouded Wall"], "hand": ["Giant Growth"]})
    assert f"cast {game.find('Giant Growth')}" not in [str(a) for a in game.legal_actions()]


def test_702_11b_hexproof_cannot_be_targeted_by_opponents():
    """702.11b: 'Hexproof' means 'This permanent can't be the target of spells or abilities your opponents
    control.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Test Hexproof Wall"]})
    assert game.find("Test Hexproof Wall") not in options_after_cast(game, "Lightning Bolt")


def test_702_11b_hexproof_can_be_targeted_by_its_controller():
    """702.11b: its controller's own spells may target it."""
    game = board({"battlefield": ["Forest", "Test Hexproof Wall"], "hand": ["Giant Growth"]})
    assert game.find("Test Hexproof Wall") in options_after_cast(game, "Giant Growth")


def test_608_2b_targets_are_checked_again_on_resolution():
    """608.2b: 'If the spell or ability specifies targets, it checks whether the targets are still legal.'
    Giant Growth's target, Bolted in response, is gone: Giant Growth does nothing."""
    game = board({"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Giant Growth"), bears)
    game.apply("pass")
    cast(game, game.find("Lightning Bolt"), bears)
    pass_both(game)
    assert bears not in game.state.objects
    start = mark(game)
    pass_both(game)
    assert kinds(events_since(game, start))[:1] == ["fizzle"]
    assert game.state.stack == ()
