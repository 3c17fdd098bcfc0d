"""608.2c: 'repeat this process' — the instructions of the ability are followed again as part of the same
resolution, each time they reach 'repeat this process' (mechanics/repeat_process)."""

from __future__ import annotations

import dataclasses

from lithoform.carddb import get_card
from lithoform.cards.tree import MayThen, RepeatProcess, RepeatThisProcess
from lithoform.compiler.compiler import compile_face


def _compile(text: str):
    face = dataclasses.replace(get_card("Cultivator Colossus").faces[0], text=text)
    return compile_face(face, "Cultivator Colossus")


def test_608_2c_the_whole_process_is_repeated() -> None:
    """The trigger's instructions become the process; its 'if you do' ends with the repeat."""
    result = _compile("When Cultivator Colossus enters the battlefield, you may put a land card from your hand onto "
                      "the battlefield tapped. If you do, draw a card and repeat this process.")
    assert result.face is not None
    effect = result.face.abilities[0].effect
    assert isinstance(effect, RepeatProcess) and isinstance(effect.body, MayThen)
    assert effect.body.then.effects[-1] == RepeatThisProcess()


def test_608_2c_repeat_in_the_middle_of_the_process_is_refused() -> None:
    """Instructions after 'repeat this process' would be left undone: such a text is refused, not approximated."""
    result = _compile("When Cultivator Colossus enters the battlefield, you may put a land card from your hand onto "
                      "the battlefield tapped. If you do, repeat this process and draw a card.")
    assert result.face is None and result.unparsed
