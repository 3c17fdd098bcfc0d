"""CR 601.2f-h: a spell's additional costs ('As an additional cost to cast this spell, sacrifice a
creature / discard a card') are part of its total cost, chosen and paid while it is cast; 118.3: a spell
whose additional cost can't be paid can't be cast."""

from __future__ import annotations

from support import board, cast_actions, pass_both, zone_names


def test_601_2f_village_rites_sacrifice_is_chosen_and_paid_while_casting():
    """Village Rites: 'As an additional cost to cast this spell, sacrifice a creature. Draw two cards.'"""
    game = board({"battlefield": ["Swamp", "Grizzly Bears", "Llanowar Elves"], "hand": ["Village Rites"],
                  "library": ["Forest", "Forest", "Forest"]})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"cast {game.find('Village Rites')}")
    assert game.pending.kind == "sacrifice"
    assert set(game.pending.options) == {bears, elves}
    game.apply(f"sacrifice {bears}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert "Grizzly Bears" in zone_names(game, "graveyard")  # paid on casting, before it resolves (601.2h)
    assert game.state.stack
    pass_both(game)
    assert zone_names(game, "hand").count("Forest") == 2


def test_118_3_no_creature_to_sacrifice_means_village_rites_cannot_be_cast():
    """118.3 / Village Rites ruling: 'you can't cast it without sacrificing a creature.'"""
    game = board({"battlefield": ["Swamp"], "hand": ["Village Rites"]})
    assert f"cast {game.find('Village Rites')}" not in cast_actions(game)


def test_601_2f_thrill_of_possibility_discards_another_card_as_a_cost():
    """Thrill of Possibility: 'As an additional cost to cast this spell, discard a card. Draw two cards.'"""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Thrill of Possibility", "Forest"],
                  "library": ["Island", "Island"]})
    game.apply(f"cast {game.find('Thrill of Possibility')}")
    assert game.pending.kind == "discard"
    assert game.pending.options == (game.find("Forest"),)
    game.apply(f"discard {game.find('Forest')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert zone_names(game, "graveyard") == ["Forest"]
    pass_both(game)
    assert sorted(zone_names(game, "hand")) == ["Island", "Island"]


def test_118_3_thrill_of_possibility_needs_another_card_in_hand():
    """118.3: with no other card in hand the discard can't be paid, so the spell can't be cast."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Thrill of Possibility"]})
    assert f"cast {game.find('Thrill of Possibility')}" not in cast_actions(game)
