"""Redirection effects (614.9): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.refs import Filter
from lithoform.cards.nodes.statics import DamageWhere


class RedirectNextDamage(EffectNode):
    """'The next N damage that would be dealt to [from] this turn is dealt to [to] instead' (614.9, 615.7): a
    shield of N on each object or player `source` names as this resolves; the damage it catches is dealt to the
    (first) object or player `to` names, by the same source."""

    amount: unions.Amount
    source: unions.Ref
    to: unions.Ref


class RedirectDamage(AbilityNode):
    """'All [combat] damage that would be dealt to [recipients] [by sources] is dealt to [destination] instead'
    (614.9): a static redirection effect. `where` says which damage (recipients and sources, read as the damage
    would be dealt, as for prevention: DamageWhere); `attached`: its '~' is the permanent this Aura (Equipment) is
    attached to. `dest`: "self" (~), "attached" (enchanted or equipped creature) or "attached_controller" (the
    controller of the enchanted creature, Treacherous Link). `condition`: 'as long as ~ is untapped' (611.3a)."""

    where: DamageWhere
    # "self", "attached", "attached_controller"; in a 'this turn' record of RedirectFromChosenSource, "record":
    # its objects are (source, destination, protected...) and it applies to one damage event (next_time)
    dest: str = "self"
    attached: bool = False
    combat_only: bool = False
    condition: unions.Condition | None = None
    text: str = ""
    next_time: bool = False


class RedirectFromChosenSource(EffectNode):
    """'The next time a source of your choice would deal damage to [to] this turn, that damage is dealt to [dest]
    instead' (614.9, 609.7a): the source is chosen as this resolves, among objects matching `source`; the next
    damage event from it to each protected player or object is dealt to the (first) object or player `dest` names
    as this resolves, by the same source."""

    to: unions.Ref
    dest: unions.Ref
    source: Filter | None = None
