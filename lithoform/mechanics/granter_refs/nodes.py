"""A granted ability's reference to its granter: the mechanic's tree nodes. Data only: imports cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode, RefNode


class Granter(RefNode):
    """The object whose ability granted this one, named in the quoted text ('Blazing Torch deals 2 damage', 'put
    a blood counter on Rakdos Riteknife'; 201.5a). `oid`: that object, bound as the ability is granted in layer 6
    (613.1f); 0 until then (it stands for nothing)."""

    oid: int = 0


class SacrificeGranter(EffectNode):
    """'you may sacrifice Spare Dagger' in the ability the Dagger grants (701.21a): the granter is sacrificed only if
    the ability's controller controls it (a player can't sacrifice a permanent they don't control)."""

    what: Granter = Granter()
