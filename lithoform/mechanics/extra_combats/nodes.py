"""Additional combat phases (500.8): the mechanic's tree node. Data: imports only cards/; cards/tree.py puts
it in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class AddPhases(EffectNode):
    """500.8: 'After this main phase, there is an additional combat phase followed by an additional main
    phase.' `phases` ("combat", "main") are added directly after the current phase, which must be of the kind
    `after` names ("main", "combat"; "" for 'after this phase': whichever it is)."""

    phases: tuple[str, ...]
    after: str = ""
