"""'repeat this process' (608.2c), the rules part: the process is followed again, within the same resolution,
each time it reaches its 'repeat this process'. Cultivator Colossus's rulings: 'You repeat the process as part of
Cultivator Colossus's triggered ability's resolution. If the land you put onto the battlefield caused any
abilities to trigger, those abilities won't go on the stack until after the ability has finished resolving.' and
'The process is repeated until you decline to put a land card onto the battlefield.'"""

from __future__ import annotations

from lithoform.mechanics.repeat_process.nodes import RepeatProcess, RepeatThisProcess
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect

LIMIT = 10_000  # an engine's bound, far above a real game: a process that would repeat for ever stops


class _Again(Exception):
    """'repeat this process' was reached: the process begins again."""


def _repeat_process(ctx: Ctx, e: RepeatProcess) -> None:
    for n in range(LIMIT):
        try:
            run_effect(ctx, e.body)
        except _Again:
            ctx.state.emit("repeat_process", ("608.2c",), player=ctx.controller, count=n + 1)
            continue
        return


def _repeat_this_process(ctx: Ctx, e: RepeatThisProcess) -> None:
    raise _Again


register_effect(RepeatProcess, _repeat_process)
register_effect(RepeatThisProcess, _repeat_this_process)
