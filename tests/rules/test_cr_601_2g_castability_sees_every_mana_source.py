"""601.2g, 605.3a, 117.1: a spell is offered when its cost could be paid with the mana abilities the player could
activate while paying it: the same sources the payment step offers (rules/payment.py castability_sources), as
many times as each could be activated, and no others.

601.2g: 'If the total cost includes a mana payment, the player then has a chance to activate mana abilities
(see rule 605, "Mana Abilities"). Mana abilities must be activated before costs are paid.'"""

from __future__ import annotations

from support import actions, board, cast_actions, castable, untapped

from lithoform.state.model import EXILE

DIAMOND = "Lion's Eye Diamond"


def test_113_6m_a_spirit_guide_in_hand_pays_for_a_spell_and_the_cast_is_offered() -> None:
    """113.6m: 'Exile Simian Spirit Guide from your hand: Add {R}.' functions in the hand: with it alone the
    player can pay Lightning Bolt's {R} (601.2g), so the cast is offered and can be finished."""
    game = board({"hand": ["Simian Spirit Guide", "Lightning Bolt"]})
    assert castable(game, "Lightning Bolt")
    guide = game.find("Simian Spirit Guide")
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    assert game.pending.kind == "pay"
    game.apply(f"activate {guide} 1")
    game.apply("pay")
    assert guide not in game.state.zones.get("hand:0", ())  # (exiled: a new object, 400.7)
    assert [o for o in game.state.zones[EXILE] if game.state.objects[o].card == "Simian Spirit Guide"]
    assert game.state.stack, "Lightning Bolt is on the stack"


def test_601_2a_a_spirit_guide_cannot_pay_for_itself() -> None:
    """601.2a: the card being cast is on the stack before its costs are paid, so its own 'Exile ~ from your
    hand' can't be activated for it: two Mountains don't cast Simian Spirit Guide ({2}{R}), while another
    Spirit Guide in hand is a third mana."""
    game = board({"hand": ["Simian Spirit Guide"], "battlefield": ["Mountain", "Mountain"]})
    assert not castable(game, "Simian Spirit Guide")
    game = board({"hand": ["Simian Spirit Guide", "Simian Spirit Guide"], "battlefield": ["Mountain", "Mountain"]})
    assert len(cast_actions(game)) == 2  # each guide paid for by the other


def test_605_3a_phyrexian_altar_pays_a_colored_cost_with_a_sacrificed_creature() -> None:
    """'Sacrifice a creature: Add one mana of any color.' with a creature to sacrifice pays Lightning Bolt's {R}:
    the cast is offered (it wasn't: sacrifice-cost sources counted for generic costs only) and finishes."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Phyrexian Altar", "Grizzly Bears"]})
    assert castable(game, "Lightning Bolt")
    altar, bears = game.find("Phyrexian Altar"), game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Lightning Bolt')}")
    game.apply("target P2")
    game.apply(f"activate {altar} 1 mana:R sac:{bears}")
    game.apply("pay")
    assert game.state.stack and bears not in game.state.zones["battlefield"]


def test_phyrexian_altar_without_a_creature_pays_nothing() -> None:
    """118.3: with no creature to sacrifice the altar's cost can't be paid: Lightning Bolt isn't offered."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Phyrexian Altar", "Plains"]})
    assert not castable(game, "Lightning Bolt")


def test_ashnods_altar_counts_once_for_each_creature_it_could_sacrifice() -> None:
    """'Sacrifice a creature: Add {C}{C}.' may be activated once per creature (602.2b, 605.3a): two Grizzly
    Bears and two Mountains are six mana for Shivan Dragon ({4}{R}{R}); one Bears and three Mountains are five."""
    game = board({"hand": ["Shivan Dragon"],
                  "battlefield": ["Ashnod's Altar", "Grizzly Bears", "Grizzly Bears", "Mountain", "Mountain"]})
    assert castable(game, "Shivan Dragon")
    altar = game.find("Ashnod's Altar")
    game.apply(f"cast {game.find('Shivan Dragon')}")
    for bears in [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]:
        game.apply(f"activate {altar} 1 sac:{bears}")
    for land in untapped(game, "Mountain"):
        game.apply(f"activate {land} 1")
    game.apply("pay")
    assert game.state.stack
    game = board({"hand": ["Shivan Dragon"],
                  "battlefield": ["Ashnod's Altar", "Grizzly Bears", "Mountain", "Mountain", "Mountain"]})
    assert not castable(game, "Shivan Dragon")


def test_lions_eye_diamond_ruling_not_activated_while_a_spell_is_cast() -> None:
    """Lion's Eye Diamond's ruling: 'The ability is a mana ability, so it is activated and resolves as a mana
    ability, but it can only be activated at times when you can cast an instant.' It can't be activated while
    Lightning Bolt's cost is paid (and activated first, it discards the Bolt): the cast isn't offered, the
    Diamond's ability is."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [DIAMOND]})
    assert not castable(game, "Lightning Bolt")
    assert f"activate {game.find(DIAMOND)} 1 mana:RRR" in actions(game)
