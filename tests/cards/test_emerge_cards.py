"""Emerge (702.119) on Elder Deep-Fiend and Wretched Gryff: the rulings of Elder Deep-Fiend (the same for every
emerge card of Eldritch Moon).

Oracle text (Elder Deep-Fiend): Flash / Emerge {5}{U}{U} / When you cast this spell, tap up to four target
permanents."""

from __future__ import annotations

from support import board

from lithoform import Game
from lithoform.rules.continuous.characteristics import chars

BEARS = "Grizzly Bears"


def _emerge(game: Game, spell: str, victim: str) -> None:
    game.apply(f"cast {game.find(spell)}")
    game.apply("alternative emerge")
    game.apply(f"sacrifice {game.find(victim)}")


def _offers_emerge(game: Game, spell: str) -> bool:
    if f"cast {game.find(spell)}" not in [str(a) for a in game.legal_actions()]:
        return False
    game.apply(f"cast {game.find(spell)}")
    return "alternative emerge" in [str(a) for a in game.legal_actions()]


def test_the_sacrificed_creatures_mana_value_reduces_the_generic_part() -> None:
    """702.119a: 'its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
    value'; 702.119c: the creature is chosen as the emerge cost is, before the total cost (601.2f)."""
    game = board({"battlefield": [BEARS] + ["Island"] * 4, "hand": ["Wretched Gryff"]})
    _emerge(game, "Wretched Gryff", BEARS)
    assert game.pending is not None and game.pending.kind == "pay"
    assert game.pending.prompt == "pay {3}{U}"
    assert BEARS in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]


def test_colored_mana_components_cant_be_reduced() -> None:
    """Ruling: "Colored mana components of emerge costs can't be reduced with emerge." and "You may sacrifice
    a creature with converted mana cost greater than or equal to the emerge cost. If you do, you'll pay only
    the colored mana component of the emerge cost.\""""
    game = board({"battlefield": ["Craterhoof Behemoth", "Island"], "hand": ["Elder Deep-Fiend"]})
    assert f"cast {game.find('Elder Deep-Fiend')}" not in [str(a) for a in game.legal_actions()]  # {U}{U} left
    game = board({"battlefield": ["Craterhoof Behemoth", "Island", "Island"], "hand": ["Elder Deep-Fiend"]})
    _emerge(game, "Elder Deep-Fiend", "Craterhoof Behemoth")
    assert game.pending.prompt == "pay {U}{U}"


def test_a_creature_with_x_in_its_cost_reduces_by_its_mana_value_with_x_as_0() -> None:
    """Ruling: "If you sacrifice a creature with {X} in its mana cost, that X is considered to be 0." (202.3e)"""
    game = board({"battlefield": [{"card": "Hangarback Walker", "counters": {"+1/+1": 2}}] + ["Island"] * 6,
                  "hand": ["Wretched Gryff"]})
    _emerge(game, "Wretched Gryff", "Hangarback Walker")
    assert game.pending.prompt == "pay {5}{U}"


def test_a_token_with_mana_value_0_pays_the_full_emerge_cost() -> None:
    """Ruling: "You may sacrifice a creature with a converted mana cost of 0, such as a token creature that's not
    a copy of another permanent, to cast a spell for its emerge cost. You'll just pay the full emerge cost with
    no reduction.\""""
    game = board({"battlefield": ["Memnite"] + ["Island"] * 6, "hand": ["Wretched Gryff"]})
    _emerge(game, "Wretched Gryff", "Memnite")
    assert game.pending.prompt == "pay {5}{U}"


def test_the_spells_mana_value_is_not_affected_by_the_emerge_cost() -> None:
    """Ruling: "The converted mana cost of a creature spell with emerge isn't affected by whether its emerge cost
    is paid. For example, if you cast Elder Deep-Fiend for its emerge cost and sacrifice a creature whose
    converted mana cost is 3, Elder Deep-Fiend's converted mana cost remains 8." Ruling: "Each card with emerge
    is colorless ... These cards are still colorless if you pay the emerge cost.\""""
    game = board({"battlefield": ["Centaur Courser"] + ["Island"] * 4, "hand": ["Elder Deep-Fiend"]})
    _emerge(game, "Elder Deep-Fiend", "Centaur Courser")
    assert game.pending.prompt == "pay {2}{U}{U}"
    game.apply("autopay")
    fiend = game.state.stack[0]  # the spell, under its cast trigger
    assert game.state.objects[fiend].card == "Elder Deep-Fiend"
    assert chars(game.state, fiend).mana_value == 8
    assert not chars(game.state, fiend).colors


def test_emerge_is_offered_when_only_the_reduced_cost_can_be_paid() -> None:
    """601.2f, 702.119a: four Islands can't pay {8} nor {5}{U}{U}, but can pay it less a 3-mana creature's
    value; with only a 2-mana creature ({3}{U}{U}) they can't."""
    game = board({"battlefield": ["Centaur Courser"] + ["Island"] * 4, "hand": ["Elder Deep-Fiend"]})
    assert _offers_emerge(game, "Elder Deep-Fiend")
    game = board({"battlefield": [BEARS] + ["Island"] * 4, "hand": ["Elder Deep-Fiend"]})
    assert f"cast {game.find('Elder Deep-Fiend')}" not in [str(a) for a in game.legal_actions()]


def test_no_creature_no_emerge() -> None:
    """702.119a: the emerge cost includes sacrificing a creature: without one it can't be chosen (601.2b)."""
    game = board({"battlefield": ["Island"] * 8, "hand": ["Elder Deep-Fiend"]})
    game.apply(f"cast {game.find('Elder Deep-Fiend')}")
    assert "alternative emerge" not in [str(a) for a in game.legal_actions()]
