"""The monarch (725): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You


class BecomeMonarch(EffectNode):
    """725.1, 725.3: '[player] becomes the monarch': the current monarch, if any, ceases to be it."""

    who: unions.Ref = You()


class ExileUntilMonarch(EffectNode):
    """610.3: 'exile [object] until an opponent becomes the monarch': a second one-shot effect returns it to
    the battlefield under its owner's control (610.3c) as soon as an opponent of this effect's controller
    becomes the monarch (Palace Jailer's rulings: whichever opponent; the source leaving changes nothing)."""

    what: unions.Ref

# Trigger.event: 'whenever you (an opponent) become(s) the monarch' (725.3; rules.become_monarch)
BECOME_MONARCH = "become_monarch"
