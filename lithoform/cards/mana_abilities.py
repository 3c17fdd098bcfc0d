"""Mana abilities that do more than add mana (605.1a, 605.3b): 'Add {W} or {U}. ~ deals 1 damage to you.'
(painlands, Talismans), 'Add one mana of any color. Draw a card.', 'Add {B} or {R}. ~ doesn't untap during your
next untap step.' Such an ability's effect is a `Sequence`
whose first instruction adds the mana; the rest happens at once too, as part of the ability (605.3b: a mana
ability doesn't use the stack). The engine reads the mana part wherever it reads a mana ability's mana, and
the rest (mechanics/mana_extras) only when the ability is activated. Only instructions that need no choice
and no target may follow (605.1a: a mana ability has no target)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.continuous import DoesntUntap
from lithoform.cards.nodes.effects_flow import IfThen, Sequence
from lithoform.cards.nodes.effects_objects import ApplyContinuous, DealDamage, PutCounters, SacrificeObjects
from lithoform.cards.nodes.effects_players import AddMana, GainLife, LoseLife
from lithoform.cards.nodes.effects_zones import DrawCards
from lithoform.cards.nodes.refs import EachOpponent, This, You
from lithoform.cards.tree import (
    ChosenColorMana,
    CommanderColorMana,
    ConditionalMana,
    CouldProduceMana,
    CountedMana,
    DevotionMana,
    LinkedColorMana,
    ReturnAsYouUntap,
)


def mana_part(effect: Any) -> AddMana | None:
    """The instruction that adds the mana: the effect itself, or the first of a sequence of instructions."""
    if isinstance(effect, AddMana):
        return effect
    if isinstance(effect, Sequence) and effect.effects and isinstance(effect.effects[0], AddMana):
        return effect.effects[0]
    if isinstance(effect, ConditionalMana):  # without its condition (mechanics/conditional_mana)
        return effect.mana
    if isinstance(effect, CountedMana):  # one unit of it; MANA_PRODUCED multiplies (mechanics/counts)
        return effect.mana
    if isinstance(effect, ChosenColorMana):  # its color given by MANA_PRODUCED (mechanics/chosen_color_mana)
        return effect.mana
    if isinstance(effect, DevotionMana):  # one unit of the chosen color; MANA_PRODUCED multiplies (devotion)
        return effect.mana
    if isinstance(effect, CouldProduceMana | LinkedColorMana | CommanderColorMana):  # every option; MANA_PRODUCED keeps those it has now
        return effect.mana
    return None


def options_from_state(effect: Any) -> bool:
    """Whether the mana ability's options are those the state gives it now, not its tree's (106.7: 'any color
    that a land an opponent controls could produce'): the legal actions and the activation read
    payment.made_options for them."""
    return isinstance(effect, CouldProduceMana | LinkedColorMana | CommanderColorMana)  # (903.4; 607.2a: the exiled card's colors)


def extra_part(effect: Any) -> tuple[Any, ...]:
    """The instructions after the mana (none for a plain 'Add ...')."""
    if isinstance(effect, Sequence) and effect.effects and isinstance(effect.effects[0], AddMana):
        return tuple(effect.effects[1:])
    return ()


def simple_extra(effect: Any) -> bool:
    """Whether an instruction may follow the mana: it affects only the ability's controller (and its source
    deals the damage), so it needs no choice while the mana ability is activated."""
    if isinstance(effect, DealDamage):
        return isinstance(effect.to, You) and isinstance(effect.source, This) and not effect.divided
    if isinstance(effect, DrawCards | GainLife | LoseLife):
        # 'Each opponent gains 1 life.' (Grove of the Burnwillows): no choice either
        return isinstance(effect.who, You) or (isinstance(effect, GainLife) and isinstance(effect.who, EachOpponent))
    if isinstance(effect, ApplyContinuous):  # '~ doesn't untap during your next untap step.' (Cinder Marsh; 502.3)
        return isinstance(effect.what, This) and all(isinstance(p, DoesntUntap) for p in effect.parts)
    if isinstance(effect, PutCounters):  # 'Put a stash counter on ~.' (Glittering Stockpile; 122.1)
        return isinstance(effect.what, This) and isinstance(effect.amount, int) and not effect.divided
    if isinstance(effect, SacrificeObjects):  # 'If there are no mining counters on ~, sacrifice it.' (Gemstone Mine)
        return isinstance(effect.what, This)
    if isinstance(effect, ReturnAsYouUntap):  # 'During your next untap step, ... return ~ ...' (Undiscovered Paradise)
        return True
    if isinstance(effect, IfThen):  # its condition is read at once (608.2c), with no choice to make
        return effect.otherwise is None and simple_extra(effect.then)
    return False


def mana_with_extras(effect: Any) -> bool:
    """'Add ... . [simple instructions].': a mana ability the engine can activate (605.3b)."""
    extra = extra_part(effect)
    return mana_part(effect) is not None and bool(extra) and all(simple_extra(e) for e in extra)
