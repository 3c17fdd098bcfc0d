"""'Tap or untap': the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class TapOrUntap(EffectNode):
    """'tap or untap target permanent' (Pestermite): the controller chooses, as it resolves (608.2d), whether
    to tap it (701.26a) or untap it (701.26b)."""

    what: unions.Ref
