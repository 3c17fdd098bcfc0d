"""'You may choose not to untap ~ during your untap step' (502.3): the mechanic's tree node.

Its text part: data that imports only cards/; cards/tree.py puts this node in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class MayNotUntap(AbilityNode):
    """'You may choose not to untap ~ during your untap step.' (502.3): a static ability; as its
    controller's untap step untaps their permanents, they may leave this one tapped."""

    text: str = ""
