"""CR 702.117a surge: “Surge [cost]” means “You may pay [cost] rather than pay this spell's mana cost as you
cast this spell if you or one of your teammates has cast another spell this turn.” Casting a spell for its
surge cost follows the rules for alternative costs (601.2b, 601.2f-h, 118.9). Played with compiled cards:
Reckless Bushwhacker ({2}{R} 2/1, surge {1}{R}, haste, 'When ~ enters, if its surge cost was paid, other
creatures you control get +1/+0 and gain haste until end of turn.'), Crush of Tentacles, Shock."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled

use_compiled("Reckless Bushwhacker", "Crush of Tentacles")


def _shock_face(game) -> None:
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)


def test_702_117a_no_spell_cast_no_surge() -> None:
    """702.117a: before any spell this turn, the announcement doesn't offer surge (two Mountains can't cast
    the {2}{R} Bushwhacker)."""
    game = board({"hand": ["Reckless Bushwhacker"], "battlefield": [{"card": "Mountain", "count": 2}]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_702_117a_after_another_spell_surge_is_offered_and_its_trigger_applies() -> None:
    """702.117a, 603.4: after Shock, Bushwhacker is cast for {1}{R}; its 'if its surge cost was paid' trigger
    gives the other creature +1/+0 and haste."""
    game = board({"hand": ["Shock", "Reckless Bushwhacker"],
                  "battlefield": [{"card": "Mountain", "count": 3}, "Grizzly Bears"]})
    _shock_face(game)
    game.apply(f"cast {game.find('Reckless Bushwhacker')}")
    assert game.pending.kind == "alternative"
    game.apply("alternative surge")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Reckless Bushwhacker", zone="battlefield")
    assert game.chars(game.find("Grizzly Bears")).power == 3


def test_702_117a_mana_cost_paid_no_bonus() -> None:
    """'if its surge cost was paid': cast for its mana cost after a spell, the trigger does nothing."""
    game = board({"hand": ["Shock", "Reckless Bushwhacker"],
                  "battlefield": [{"card": "Mountain", "count": 4}, "Grizzly Bears"]})
    _shock_face(game)
    game.apply(f"cast {game.find('Reckless Bushwhacker')}")
    game.apply("alternative none")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Reckless Bushwhacker", zone="battlefield")
    assert game.chars(game.find("Grizzly Bears")).power == 2


def test_702_117a_crush_of_tentacles_octopus_only_for_surge() -> None:
    """Crush of Tentacles: 'Return all nonland permanents to their owners' hands. If this spell's surge cost was
    paid, create an 8/8 blue Octopus creature token.' Ruling: "Casting a spell for its surge cost doesn't
    change its mana cost or its converted mana cost." """
    game = board({"hand": ["Shock", "Crush of Tentacles"], "battlefield": [
        {"card": "Island", "count": 5}, "Mountain"]}, {"battlefield": ["Grizzly Bears"]})
    _shock_face(game)
    game.apply(f"cast {game.find('Crush of Tentacles')}")
    game.apply("alternative surge")
    game.apply("autopay")
    assert game.chars(game.state.stack[-1]).mana_value == 6  # 118.9c
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="hand")
    assert "Octopus Token" in [game.chars(i).name for i in game.zone("battlefield", 0)]
