"""Amount replacements, the tree nodes (614.1a). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class LifeGainInstead(AbilityNode):
    """'If you would gain life, you gain twice that much life instead' (times=2) or 'that much life plus N
    instead' (plus=N): a replacement effect on its controller's life gain (614.1a, 119.10)."""

    times: int = 1
    plus: int = 0
    text: str = ""
    who: str = "you"  # whose life gain: "you", "opponents" (of its controller) or "players"
    # 'that player gains no life instead' (Sulfuric Vortex: `times` 0), 'that player loses that much life instead'
    # (Tainted Remedy)
    lose: bool = False


class TokensInstead(AbilityNode):
    """'If an effect would create one or more tokens under your control, it creates twice that many of those
    tokens instead' (614.1a, 111.1; Parallel Lives)."""

    times: int = 2
    text: str = ""
