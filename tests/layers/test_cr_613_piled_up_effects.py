"""613.4c, 613.7: effects that pile up (issue 18 item 9). The layer system takes the resolved effects that only
add +N/+N to the same locked-in objects (611.2c) as one, their sum, and a keyword grant given again to the
same objects once, as the later; the characteristics must be exactly as if each applied in timestamp
order, and the cost of an action must not grow with the number of such effects."""

from __future__ import annotations

from support import board

from lithoform.cards.tree import AddAbilities, LoseAllAbilities, PTBoost, SwitchPT
from lithoform.rules.continuous.characteristics import _resolved
from lithoform.state.model import ContinuousEffect


def with_effects(*parts_list):
    game = board({"battlefield": ["Grizzly Bears", "Glorious Anthem"]})
    s = game.state
    bear = game.find("Grizzly Bears")
    s.effects = tuple(ContinuousEffect(s.new_id(), s.new_timestamp(), bear, 0, parts, (bear,))
                      for parts in parts_list)
    s.characteristics_changed()
    return game, bear


def test_613_4c_1200_boosts_on_one_creature_are_one_effect_of_their_sum():
    """613.4c: +1/+1 1,200 times, with Glorious Anthem's +1/+1: 1,203/1,203, from one resolved effect."""
    game, bear = with_effects(*[(PTBoost(1, 1),)] * 1200)
    c = game.chars(bear)
    assert (c.power, c.toughness) == (1203, 1203)
    assert len(_resolved(game.state)) == 1


def test_613_4_boosts_before_and_after_a_switch_keep_their_layers():
    """613.4c before 613.4d: a 2/2 with +3/+0, a switch, +1/+0 and the Anthem's +1/+1: every boost applies
    first (7/3, however they are combined), then the switch: 3/7."""
    game, bear = with_effects((PTBoost(3, 0),), (SwitchPT(),), (PTBoost(1, 0),))
    c = game.chars(bear)
    assert (c.power, c.toughness) == (3, 7)


def test_613_7_a_keyword_given_again_after_losing_all_abilities_is_had():
    """613.7: flying (t1), loses all abilities (t2), flying again (t3): it has flying; flying twice then
    loses all abilities: it hasn't. Taking a repeated grant once, as the later, changes neither."""
    fly = (AddAbilities(keywords=("flying",)),)
    lose = (LoseAllAbilities(),)
    game, bear = with_effects(fly, lose, fly)
    assert "flying" in game.chars(bear).keywords
    game, bear = with_effects(fly, fly, lose)
    assert "flying" not in game.chars(bear).keywords
    game, bear = with_effects(*[fly] * 1200)
    assert "flying" in game.chars(bear).keywords and len(_resolved(game.state)) == 1


def test_effects_added_one_at_a_time_extend_the_last_view_and_clones_agree():
    """A new effect extends the view of the tuple before it; a clone shares it; both compute the same."""
    game, bear = with_effects(*[(PTBoost(1, 1),)] * 10)
    assert game.chars(bear).power == 13
    s = game.state
    s.effects = s.effects + (ContinuousEffect(s.new_id(), s.new_timestamp(), bear, 0, (PTBoost(2, 0),), (bear,)),)
    s.characteristics_changed()
    clone = game.clone()
    assert game.chars(bear).power == clone.chars(bear).power == 15
    assert game.chars(bear).toughness == 13
