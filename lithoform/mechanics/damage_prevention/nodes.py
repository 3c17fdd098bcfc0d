"""Damage prevention effects created by resolving spells and abilities: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter
from lithoform.cards.nodes.statics import DamageWhere


class PreventFromChosenSource(EffectNode):
    """'The next time a [red] source of your choice would deal damage to [you] this turn, prevent that
    damage' (`next_time`, 615.3) or 'prevent all damage a source of your choice would deal this turn'
    (`to` None): the source is chosen as this resolves (609.7a), among objects matching `source`."""

    source: Filter | None = None
    to: unions.Ref | None = None
    next_time: bool = False


class PreventDamageByGroup(EffectNode):
    """'Prevent all (combat) damage that would be dealt this turn by [group]' (615.1a): for the rest of the turn,
    damage from any source matching `by` as the damage would be dealt is prevented (Harmless Assault)."""

    by: Filter
    combat_only: bool = False


class PreventDamageToOrBy(EffectNode):
    """'Prevent all (combat) damage that would be dealt to / by / to and by [object] this turn' (615.1a): the
    objects named as this resolves (400.7) are protected (`to`) or deal none (`by`) for the rest of the turn, or,
    with `until` "until_your_next_turn", until its controller's next turn begins ('Until your next turn, prevent all
    damage target permanent would deal.', Gideon of the Trials; 611.2b)."""

    to: unions.Ref | None = None
    by: unions.Ref | None = None
    combat_only: bool = False
    until: str = ""


class PreventDamageWhere(EffectNode):
    """'Prevent all [combat] damage that would be dealt to you and creatures you control this turn [by
    attacking creatures]' (615.1a, 611.2a): for the rest of the turn, damage whose recipient and source match
    `where` as it would be dealt is prevented (615.1: the effect isn't locked in to objects)."""

    where: DamageWhere
    combat_only: bool = False
