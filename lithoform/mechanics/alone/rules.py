"""'can't attack alone' and 'can't block alone', the rules part (506.5, 508.1c, 509.1b): a declaration in
which such a creature is the only creature declared as an attacker (or as a blocker) is illegal, so the
player adds another creature, or declares none."""

from __future__ import annotations

from lithoform.mechanics.alone.names import CANT_ATTACK_ALONE, CANT_BLOCK_ALONE
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import DECLARATION_FORBIDDEN
from lithoform.state.model import GameState


def alone_forbidden(state: GameState, stage: str, chosen: tuple[tuple[int, int], ...]) -> bool:
    """506.5: the only creature declared (a blocker blocking two attackers is still one creature)."""
    creatures = {c for c, _ in chosen}
    if len(creatures) != 1:
        return False
    (only,) = creatures
    keyword = CANT_ATTACK_ALONE if stage == "attackers" else CANT_BLOCK_ALONE
    return keyword in chars(state, only).keywords


DECLARATION_FORBIDDEN.register(alone_forbidden)
