"""'During your next untap step, as you untap your permanents, return ~ to its owner's hand.': the mechanic's tree
node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class ReturnAsYouUntap(EffectNode):
    """'During your next untap step, as you untap your permanents, return ~ to its owner's hand.' (Undiscovered
    Paradise; 502.3): as its controller's next untap step untaps their permanents, the source, if it is still on
    the battlefield as that same object (400.7), returns to its owner's hand, tapped or not (its rulings)."""
