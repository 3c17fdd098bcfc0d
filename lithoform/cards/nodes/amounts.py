"""Amounts (107.1): the numbers an effect counts as it resolves (608.2h), the nodes of the `Amount` union
(besides plain ints)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AmountNode
from lithoform.cards.nodes.refs import Filter, This, You


class XValue(AmountNode):
    """The value chosen for X (107.3)."""


class SacrificedManaValue(AmountNode):
    """The mana value of what was sacrificed to pay the cost, from its last known information (608.2h)."""


class CountersRemoved(AmountNode):
    pass


class LinkedManaValue(AmountNode):
    """The total mana value of the linked objects (the sum when there are several, Soul Foundry ruling)."""

    key: str = "exiled"


class CountOf(AmountNode):
    """'for each [filter] you control', 'equal to the number of [filter]': how many permanents match now,
    times `multiplier` (107.1)."""

    filter: Filter = Filter()
    multiplier: int = 1


class PowerOf(AmountNode):
    """'damage equal to its power': the power of the object, or its last known power (608.2h)."""

    what: unions.Ref = This()


class ManaValueOf(AmountNode):
    """'that creature's mana value' (202.3): from its last known information once it has left (608.2h)."""

    what: unions.Ref = This()


class CardsInGraveyard(AmountNode):
    """'the number of creature cards in their graveyard', 'cards named ~ in your graveyard': cards in the
    graveyards of the players `who` stands for that match `filter` (and have this object's name if
    `named_this`, 201.2)."""

    filter: Filter = Filter()
    who: unions.Ref = You()
    named_this: bool = False
    multiplier: int = 1


class CardsInItsControllersGraveyard(AmountNode):
    """'with mana value less than or equal to the number of cards in its controller's graveyard' (Drown in the
    Loch): counted for each object the filter is checked against, in the graveyard of that object's
    controller (a filter's amount, rules/continuous/filters.py)."""

    filter: Filter = Filter()


class DiedThisTurn(AmountNode):
    """'the number of creatures that died under your control this turn' (700.4): creatures put into a
    graveyard from the battlefield this turn, as they last existed (`controller`: 'you' or None)."""

    controller: str | None = None
    token: bool | None = None  # 'nontoken creature' (111.1): as the creature last existed
    multiplier: int = 1  # 'N for each creature that died this turn'


class CountersOn(AmountNode):
    """'for each soul counter on ~' (122.1): how many counters of a kind are on the object, times
    `multiplier`."""

    kind: str
    what: unions.Ref = This()
    multiplier: int = 1


class GreatestPower(AmountNode):
    """'the greatest power among creature cards in your graveyard' (0 when there are none)."""

    filter: Filter = Filter()
    who: unions.Ref = You()


class CardsInHand(AmountNode):
    """'the number of cards in your hand' (402): the cards in the controller's hand that match."""

    filter: Filter = Filter()
    multiplier: int = 1


class LibrarySize(AmountNode):
    """'the number of cards in their library' (401)."""

    who: unions.Ref


class LifeTotal(AmountNode):
    """'their life' (119): a player's life total."""

    who: unions.Ref


class Half(AmountNode):
    """'half ...' (107.1a): rounded up or down as the text says (`up`: None while the text hasn't said)."""

    amount: unions.Amount
    up: bool | None = None


class TotalPower(AmountNode):
    """'the total power of creatures you control': the sum of their powers now; a negative power subtracts
    from the others (the Volcanic Salvo ruling)."""

    filter: Filter = Filter()


class NoncombatDamageToOpponents(AmountNode):
    """'the total amount of noncombat damage dealt to your opponents this turn' (120.2b), from the turn's
    record of damage events."""


class Negated(AmountNode):
    """'-X' of a P/T change ('gets -X/-X, where X is ...'): the amount, negated."""

    amount: unions.Amount


# --- arithmetic on amounts (107.1): one general 'N for each ...', 'N plus ...', 'N minus ...' -------------------


class Times(AmountNode):
    """'N for each ...' (107.1): any count times a fixed number, for counts that carry no multiplier of their
    own ('you gain 2 life for each card in your hand'); evaluated by mechanics/counts."""

    amount: unions.Amount
    factor: int = 1


class Plus(AmountNode):
    """'X is 1 plus the number of ...', 'N plus the sacrificed creature's mana value' (107.1)."""

    left: unions.Amount
    right: unions.Amount


class Minus(AmountNode):
    """'X is 7 minus the number of cards in their hand' (107.1); 107.1b: a negative result is 0 when the
    number is a result of an effect (damage, life, cards), so the difference is never below 0."""

    left: unions.Amount
    right: unions.Amount


class GreatestAmong(AmountNode):
    """'the greatest power among creatures you control', 'the highest mana value among permanents you
    control' (208, 202.3): the greatest value of `stat` ('power', 'toughness', 'mana value') among the
    permanents that match, 0 when none does."""

    stat: str
    filter: Filter = Filter()
