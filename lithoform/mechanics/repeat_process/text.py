"""'repeat this process' (608.2c), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import IfThen, May, MayThen, Sequence
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.repeat_process.nodes import RepeatProcess, RepeatThisProcess


class RepeatProcessRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def repeat_this_process(self, c: list) -> VP:
        return VP(lambda who: RepeatThisProcess(), "you", "repeat this process")

    def may_repeat_any_number(self, c: list) -> list:
        """'You may repeat this process any number of times.': the controller chooses each time the process
        ends whether it begins again (608.2d), so no count is fixed in advance."""
        return [May(RepeatThisProcess())]


def _ends_in_repeat(e: Any) -> bool:
    """Whether every 'repeat this process' in `e` is its very last instruction (so that nothing is left undone
    when the process begins again)."""
    if isinstance(e, RepeatThisProcess):
        return True
    if isinstance(e, Sequence) and e.effects:
        return _ends_in_repeat(e.effects[-1])
    if isinstance(e, MayThen):
        return _ends_in_repeat(e.then)
    if isinstance(e, May):  # 'You may repeat this process.'
        return _ends_in_repeat(e.effect)
    if isinstance(e, IfThen):
        return _ends_in_repeat(e.then) and e.otherwise is None
    return False


def repeat_process(result: Any, mentions: Any) -> Any:
    """The whole instructions of an ability that says 'repeat this process' become the process (608.2c)."""
    if not mentions(result, RepeatThisProcess):
        return result
    if not _ends_in_repeat(result):
        raise Unsupported("'repeat this process' anywhere but at the end of the process")
    return RepeatProcess(result)


TRANSFORMER = RepeatProcessRules
EFFECT_FINISHERS = (repeat_process,)
