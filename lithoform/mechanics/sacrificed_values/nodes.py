"""'The sacrificed creature's power / toughness': the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode


class SacrificedPower(AmountNode):
    """The power (or toughness, `toughness`) of what was sacrificed to pay the cost, as it last existed on
    the battlefield (608.2h); the sum when several were sacrificed, 0 for a negative one (107.1b)."""

    toughness: bool = False


class SacrificedWas(ConditionNode):
    """'If the sacrificed creature was a Human' (Falkenrath Aristocrat; 608.2h): whether what was sacrificed to pay
    the cost had the card type or subtype `kind`, as it last existed on the battlefield."""

    kind: str

