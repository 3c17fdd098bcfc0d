"""205.1a, 303.4f-g, 611.2a, 613.1d: 'return it to the battlefield. It's an Aura enchantment with enchant
[object] and "..."' (mechanics/returns_as_aura, Old-Growth Troll). An effect that sets an object's card
types replaces its old card types and subtypes (205.1a: 'an effect that makes a permanent an Aura
enchantment'; supertypes stay); the effect exists before the card enters, so the card enters as that Aura
and is attached as it enters (303.4f), or, with nothing it could enchant, stays where it was (303.4g)."""

from __future__ import annotations

from support import board, cast, lands, pass_both, resolve_stack

from lithoform.cards.tree import Filter, SetTypes
from lithoform.catalog.compiled import compiled
from lithoform.mechanics.returns_as_aura.nodes import ReturnAsAura
from lithoform.rules.continuous.layers import PART_LAYER

TROLL = "Old-Growth Troll"


def test_205_1a_set_types_is_a_layer_4_effect() -> None:
    assert PART_LAYER[SetTypes] == "4"


def test_the_sentence_compiles_to_one_return_as_an_aura() -> None:
    """The two sentences are one instruction: the card returns as the Aura (608.2c)."""
    c = compiled(TROLL)
    assert c.ok
    trig = c.card.faces[0].abilities[1]
    assert isinstance(trig.effect, ReturnAsAura)
    enchant = trig.effect.abilities[0]
    assert enchant.filter == Filter(subtypes=("Forest",), controller="you")


def test_303_4f_it_enters_attached_and_the_effect_applies_from_the_moment_it_enters() -> None:
    game = board({"battlefield": [TROLL, lands("Forest", 1), lands("Swamp", 3)], "hand": ["Murder"]})
    cast(game, "Murder", game.find(TROLL), pay=True)
    pass_both(game)
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")
    aura = game.find(TROLL, zone="battlefield")
    assert game.state.objects[aura].attached_to == game.find("Forest")
    entered = [e for e in game.state.events() if e.kind == "zone_change" and e.args.get("new") == aura]
    assert entered and "110.2a" in entered[0].rules
    # 704.5m never saw it unattached: it entered attached (303.4f)
    assert not any(e.kind == "aura_state_based" or "704.5m" in e.rules for e in game.state.events())


def test_303_4g_nothing_to_enchant_the_card_stays_and_the_effect_ends() -> None:
    game = board({"battlefield": [TROLL, lands("Swamp", 3)], "hand": ["Murder"]})
    cast(game, "Murder", game.find(TROLL))
    pass_both(game)
    resolve_stack(game)
    assert game.find(TROLL, zone="graveyard")
    assert any(e.kind == "aura_cant_enter" and "303.4g" in e.rules for e in game.state.events())
    assert not game.state.effects


def test_700_4_the_aura_going_to_the_graveyard_doesnt_die() -> None:
    """700.4: 'dies' means a creature is put into a graveyard from the battlefield; the Aura isn't a creature,
    so its own 'When ~ dies' ability doesn't trigger when its Forest is destroyed (704.5m)."""
    game = board({"battlefield": [TROLL, lands("Forest", 1), lands("Swamp", 3), lands("Mountain", 3)],
                  "hand": ["Murder", "Stone Rain"]})
    cast(game, "Murder", game.find(TROLL))
    pass_both(game)
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")
    cast(game, "Stone Rain", game.find("Forest"))
    pass_both(game)
    assert game.find(TROLL, zone="graveyard")
    assert not game.state.stack  # no trigger
