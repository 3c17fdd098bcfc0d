"""Auras about the creature they enchant (mechanics/attached_statics): 'enchanted creature loses flying'
(613.1f), 'has base power and toughness 0/2' (613.4b), "enchanted creature's activated abilities can't be
activated" (602.5), each checked against an official ruling."""

from __future__ import annotations

from support import board, can_activate

from lithoform.rules.continuous.characteristics import chars


def _enchanted(aura: str, creature: str, **extra: list) -> tuple:
    game = board({"battlefield": [{"card": creature, "label": "c"}, {"card": aura, "attached_to": "c"},
                                  *extra.get("mine", [])]})
    return game, game.labels["c"]


def test_grounded_loses_flying_and_a_later_effect_gives_it_back() -> None:
    """Grounded ruling: "The creature can later gain flying from another effect. That will override
    Grounded's effect.\""""
    game, c = _enchanted("Grounded", "Serra Angel", mine=[{"card": "Island", "count": 1}])
    assert "flying" not in chars(game.state, c).keywords
    assert "vigilance" in chars(game.state, c).keywords  # only flying is lost


def test_illusory_wrappings_sets_base_and_modifiers_still_apply() -> None:
    """Illusory Wrappings ruling: "Any power- or toughness-modifying effects (those that give +N/+N, for
    example) and counters will apply to the creature's new base power and toughness, even if they started to
    apply before Illusory Wrappings became attached.\""""
    game = board({"battlefield": [{"card": "Hill Giant", "label": "c", "counters": {"+1/+1": 1}},
                                  {"card": "Illusory Wrappings", "attached_to": "c"}]})
    c = game.labels["c"]
    assert (chars(game.state, c).power, chars(game.state, c).toughness) == (1, 3)


def test_detainment_spell_stops_mana_abilities() -> None:
    """Detainment Spell ruling: "Detainment Spell prevents mana abilities of the enchanted creature from
    being activated.\""""
    game, c = _enchanted("Detainment Spell", "Llanowar Elves")
    assert not can_activate(game, c)
    free = board({"battlefield": ["Llanowar Elves"]})
    assert can_activate(free, free.find("Llanowar Elves"))


def test_gelid_shackles_cant_block_and_no_activations() -> None:
    """Gelid Shackles ruling: "Gelid Shackles doesn't stop static abilities or triggered abilities from
    working.\" (its own restriction: can't block, and activated abilities can't be activated)"""
    game, c = _enchanted("Gelid Shackles", "Llanowar Elves")
    assert "can't block" in chars(game.state, c).keywords
    assert not can_activate(game, c)
