"""Hateful Eidolon ({B}, 1/2 Enchantment Creature — Spirit): 'Lifelink. Whenever an enchanted creature dies, draw a
card for each Aura you controlled that was attached to it.' (700.4 dies; 603.10a: the ability looks back in time,
at the Auras attached to the creature as it left; 608.2h: 'you controlled' as they last were)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, resolve_stack, triggers, use_compiled

use_compiled("Hateful Eidolon", "Holy Strength", "Unholy Strength", "Murder", "Planar Cleansing", "Grizzly Bears")


def _enchanted_bears(*auras: str) -> list:
    return [{"card": "Grizzly Bears", "label": "b"}, *({"card": a, "attached_to": "b"} for a in auras)]


def test_700_4_an_enchanted_creature_dying_draws_a_card_per_aura() -> None:
    game = board({"battlefield": ["Hateful Eidolon", *_enchanted_bears("Holy Strength", "Unholy Strength"),
                                  *basics(Swamp=3)], "hand": ["Murder"]})
    before = hand_size(game, 0) - 1  # Murder is cast
    cast(game, "Murder", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 1
    assert hand_size(game, 0) == before + 2


def test_603_2_an_unenchanted_creature_dying_triggers_nothing() -> None:
    game = board({"battlefield": ["Hateful Eidolon", "Grizzly Bears", *basics(Swamp=3)], "hand": ["Murder"]})
    cast(game, "Murder", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 0


def test_608_2h_only_the_auras_you_controlled_count() -> None:
    """An opponent's Aura on the opponent's creature: the ability triggers (any enchanted creature) but counts
    only Auras its controller controlled: none, no card."""
    game = board({"battlefield": ["Hateful Eidolon", *basics(Swamp=3)], "hand": ["Murder"]},
                 {"battlefield": _enchanted_bears("Holy Strength")})
    before = hand_size(game, 0) - 1
    cast(game, "Murder", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 1
    assert hand_size(game, 0) == before


def test_ruling_auras_destroyed_at_the_same_time_count() -> None:
    """Rulings (2020-01-24): 'If Hateful Eidolon dies at the same time as one or more enchanted creatures, its last
    ability triggers for each of those creatures.' and 'If an Aura you control is destroyed at the same time as the
    creature it enchants, Hateful Eidolon's triggered ability counts that Aura to determine whether it triggers and
    how many cards you'll draw.' Planar Cleansing destroys the Eidolon, the Bears and both Auras at once."""
    game = board({"battlefield": ["Hateful Eidolon", *_enchanted_bears("Holy Strength", "Unholy Strength"),
                                  *basics(Plains=6)], "hand": ["Planar Cleansing"]})
    before = hand_size(game, 0) - 1
    cast(game, "Planar Cleansing")
    resolve_stack(game)
    assert triggers(game, "Hateful Eidolon") == 1
    assert hand_size(game, 0) == before + 2


def test_lifelink_is_kept() -> None:
    game = board({"battlefield": ["Hateful Eidolon"]})
    assert "lifelink" in game.chars(game.find("Hateful Eidolon")).keywords
