"""Triggers on damage and life events, with 'that much' (the event's amount): 'whenever ~ is dealt damage'
(120.1, 120.3), 'whenever a source you control deals noncombat damage to an opponent' (120.2b), and
'whenever you gain life' (119.10). Combat damage dealt at once to one creature is one event (510.2)."""

from __future__ import annotations

from support import activate, board, cast, life, pass_both, resolve_stack

from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, Cost, GainLife
from lithoform.rules.continuous.characteristics import chars

TEST_CARDS: list[CardDef] = [CardDef("Test Salve Font", (CardFace(
    "Test Salve Font", ("Artifact",), "{0}", text="{0}: You gain 3 life.",
    abilities=(ActivatedAbility(Cost(), GainLife(3), text="{0}: You gain 3 life."),)),))]


def test_120_3_brash_taunter_deals_that_much_damage_to_target_opponent():
    """Brash Taunter: 'Whenever Brash Taunter is dealt damage, it deals that much damage to target
    opponent.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Brash Taunter"]},
                 active="P1")
    cast(game, game.find("Shock"), game.find("Brash Taunter"))
    pass_both(game)
    if game.pending.kind == "target":
        game.apply("target P1")
    resolve_stack(game)
    assert life(game, 0) == 18


def test_119_10_vito_makes_the_opponent_lose_the_life_gained():
    """Vito, Thorn of the Dusk Rose: 'Whenever you gain life, target opponent loses that much life.'
    The ability's amount is the life gained (119.10)."""
    game = board({"battlefield": ["Vito, Thorn of the Dusk Rose", "Test Salve Font"]})
    activate(game, game.find("Test Salve Font"), 1)
    pass_both(game)
    if game.pending.kind == "target":
        game.apply("target P2")
    resolve_stack(game)
    assert life(game, 0) == 23
    assert life(game, 1) == 17


def test_120_2b_chandras_pyreling_triggers_on_noncombat_damage_to_an_opponent():
    """Chandra's Pyreling: 'Whenever a source you control deals noncombat damage to an opponent, Chandra's
    Pyreling gets +1/+0 and gains double strike until end of turn.' Damage to a creature doesn't count."""
    game = board({"battlefield": ["Chandra's Pyreling", "Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Llanowar Elves"]})
    shocks = [o for o in game.state.zones["hand:0"]]
    cast(game, shocks[0], game.find("Llanowar Elves"))
    resolve_stack(game)
    assert chars(game.state, game.find("Chandra's Pyreling")).power == 1
    cast(game, game.find("Shock"), "P2")
    resolve_stack(game)
    c = chars(game.state, game.find("Chandra's Pyreling"))
    assert c.power == 2 and "double strike" in {k.lower() for k in c.keywords}
