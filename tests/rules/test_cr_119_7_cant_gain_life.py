"""119.7: 'If an effect says that a player can't gain life, that player can't ...' gain life: an effect that
would have them gain life does nothing for them (its other parts still happen), a replacement of the gain
doesn't apply, and there is no life-gain event (119.10). 'Players can't gain life.' (a static ability),
'Your opponents can't gain life.', 'Players can't gain life this turn.' (611.2a: until end of turn)."""

from __future__ import annotations

import msgspec
from support import board, cast, events, life, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Rampaging Ferocidon", "Tibalt, Rakish Instigator", "Call In a Professional", "Havoc Festival")


def test_119_7_a_static_ability_spells_still_resolve_without_the_life_gain() -> None:
    """Rampaging Ferocidon's ruling: "Spells and abilities that cause players to gain life still resolve while
    Rampaging Ferocidon is on the battlefield. No player will gain life, but any other effects of that spell or
    ability will happen." (Revitalize: 'You gain 3 life. Draw a card.')"""
    game = board({"battlefield": ["Rampaging Ferocidon", "Plains", "Plains", "Plains"], "hand": ["Revitalize"],
                  "life": 10})
    cast(game, "Revitalize")
    resolve_stack(game)
    assert life(game, 0) == 10 and len(zone_names(game, "hand", 0)) == 1
    assert not [e for e in events(game, "life") if e.args.get("amount", 0) > 0]


def test_119_7_your_opponents_cant_gain_life_but_you_can() -> None:
    game = board({"battlefield": ["Tibalt, Rakish Instigator", "Plains", "Plains", "Plains"],
                  "hand": ["Revitalize"], "life": 10},
                 {"battlefield": ["Plains", "Plains", "Plains"], "hand": ["Revitalize"], "life": 10})
    cast(game, "Revitalize")
    resolve_stack(game)
    assert life(game, 0) == 13
    game.apply("pass")
    pass_until(game, "main1", turn=4)
    cast(game, game.find("Revitalize", player=1, zone="hand"))
    resolve_stack(game)
    assert life(game, 1) == 10


def test_119_7_lifelink_gains_nothing_and_a_replacement_of_the_gain_does_nothing() -> None:
    """Havoc Festival's ruling: "Effects that would replace gaining life with another effect won't apply
    because it's impossible for players to gain life." (Boon Reflection: 'If you would gain life, you gain
    twice that much life instead.')"""
    game = board({"battlefield": ["Havoc Festival", "Boon Reflection", "Vampire Nighthawk", "Mountain"],
                  "hand": ["Shock"], "life": 10})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert life(game, 0) == 10 and life(game, 1) == 18
    assert not events(game, "amount_replaced")


def test_119_7_611_2a_players_cant_gain_life_this_turn_then_they_can() -> None:
    """Call In a Professional: 'Players can't gain life this turn. Damage can't be prevented this turn. Call In
    a Professional deals 3 damage to any target.'"""
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain", "Plains", "Plains", "Plains"],
                  "hand": ["Call In a Professional", "Revitalize", "Revitalize"], "life": 10})
    cast(game, "Call In a Professional", "P2")
    resolve_stack(game)
    assert life(game, 1) == 17
    cast(game, game.find("Revitalize", zone="hand"))
    resolve_stack(game)
    assert life(game, 0) == 10
    game.apply("pass")
    pass_until(game, "main1", turn=5)
    game.state.set_player(msgspec.structs.replace(game.state.players[0], life=10))
    cast(game, game.find("Revitalize", zone="hand"))
    resolve_stack(game)
    assert life(game, 0) == 13
