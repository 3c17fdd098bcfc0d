"""A counter whose countered spell goes to exile (701.6a, 614.1a): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class CounterExiled(EffectNode):
    """'Counter target spell [unless its controller pays {M}]. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard.' (701.6a: a countered spell goes to its owner's
    graveyard; this instruction puts it into exile instead, 614.1a). `mana`: the 'unless ... pays' cost. `to`:
    where the spell goes instead: "exile", "hand", "library_top", "library_bottom" or "library_either" (the
    counter's controller chooses top or bottom)."""

    what: unions.Ref
    mana: str | None = None
    to: str = "exile"
