"""Two different tokens in one instruction (111.1, 701.7a), the rules part: each is created as a plain
'create' would, within the one instruction, and 'them' after it names both (Created)."""

from __future__ import annotations

from lithoform.mechanics.token_pairs.nodes import CreateTokensTogether
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect


def _create_together(ctx: Ctx, e: CreateTokensTogether) -> None:
    made: list[int] = []
    for token in e.tokens:
        run_effect(ctx, token)
        made.extend(ctx.created)
    ctx.created = made


register_effect(CreateTokensTogether, _create_together)
