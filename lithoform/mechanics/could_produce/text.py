"""'Add one mana of any color that a land an opponent controls could produce.' (106.7), the text part. Data
only: imports the cards and compiler basics."""

from __future__ import annotations

from lithoform.cards.nodes.effects_players import AddMana
from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.could_produce.nodes import TYPED, CouldProduceMana


def _permanents(d: Desc) -> Filter:
    """The permanents read: a description of permanents on the battlefield ('a land an opponent controls')."""
    if d.zone != "battlefield" or d.noun or d.named_this or d.plural:
        raise Unsupported("mana that something other than permanents could produce")
    return d.filter()


class CouldProduceRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def add_could_produce_color(self, c: list) -> VP:
        f = _permanents(c[0])
        return VP(lambda _you: CouldProduceMana(f), "you", "add")

    def add_could_produce_type(self, c: list) -> VP:
        f = _permanents(c[0])
        return VP(lambda _you: CouldProduceMana(f, colored_only=False, mana=AddMana(TYPED)), "you", "add")


TRANSFORMER = CouldProduceRules
