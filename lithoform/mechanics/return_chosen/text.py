"""Returning permanents chosen as the effect resolves, the text part. It has no grammar of its own: the
compiler's 'return [count] [description] to its owner's hand' (compiler/verbs.py) asks `chosen_permanents`
(through mechanic_texts.CHOSEN_RETURNS) for the node when the description is of permanents. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.return_chosen.nodes import ReturnChosenPermanent


def chosen_permanents(d: Desc, n: int, up_to: bool) -> ReturnChosenPermanent | None:
    """'return a land you control to its owner's hand': permanents of the ability's controller, chosen as it
    resolves (608.2d); None for other descriptions (another player's permanents: refused by the caller)."""
    if d.zone != "battlefield" or d.noun in ("card", "spell", "ability") or d.controller != "you":
        return None
    try:
        f = d.permanents()
    except ValueError as e:
        raise Unsupported(str(e)) from None
    return ReturnChosenPermanent(f, n, "hand", up_to)


class ReturnChosenRules:
    """No transformer rules of its own (see `chosen_permanents`)."""


TRANSFORMER = ReturnChosenRules
CHOSEN_RETURNS = (chosen_permanents,)  # compiler/mechanic_texts.py
