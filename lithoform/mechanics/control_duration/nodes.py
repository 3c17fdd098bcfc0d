"""'For as long as you control ~' on effects other than control (611.2b): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class WhileYouControlSource(EffectNode):
    """'[What] gains indestructible / doesn't untap during its controller's untap step / can't attack or block
    for as long as you control ~' (611.2b): the continuous effect `parts` applies to `what` while the
    effect's controller controls its source; if that duration never starts (the source is gone or has
    another controller as it resolves), the effect does nothing."""

    parts: tuple[unions.Part, ...]
    what: unions.Ref
