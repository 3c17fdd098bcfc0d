"""Costs (118): of activated abilities (602.2b), additional (601.2f) and alternative (118.9) costs of spells."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import Node
from lithoform.cards.nodes.refs import Filter, TargetSpec


class SacrificeCost(Node):
    """'Sacrifice a creature' (701.21): a choice made while paying (601.2h)."""

    filter: Filter = Filter()
    count: int = 1
    this: bool = False  # 'Sacrifice ~'


class Cost(Node):
    """The cost of an activated ability, or additional costs of a spell (118, 602.2b)."""

    mana: str | None = None
    tap: bool = False  # {T} (107.5)
    untap: bool = False  # {Q} (107.6)
    sacrifice: tuple[SacrificeCost, ...] = ()
    remove_counters: tuple[tuple[str, int], ...] = ()  # (kind, how many) from this object
    discard_this: bool = False  # cycling: discard this card (702.29a)
    exile_this: bool = False  # 'Exile ~ from your graveyard' (602.2b, 113.6m: the ability functions there)
    discard: int = 0
    discard_filter: Filter | None = None  # 'Discard a legendary card': which cards may be discarded
    discard_hand: bool = False  # 'Discard your hand' (701.9a): every card in it, nothing chosen (mechanics/discards)
    discard_random: bool = False  # 'Discard a card at random' (701.9b): the game picks (mechanics/discards)
    discard_x: bool = False  # 'discard X cards' (107.3a): X more cards, X announced as the spell is cast (601.2b)
    pay_life: int = 0
    x_is: unions.Amount | None = None  # X defined by the card rather than chosen (Soul Foundry)
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (606.4)
    # 'Spend only black mana on X.' after an activated ability's effect (Crypt Rats; 107.3, 602.2b, 601.2f-h): the
    # mana letter each mana of X is paid as (mechanics/x_mana_color), or None
    x_color: str | None = None
    x_min: int = 0  # 'X can't be 0.' (107.3, 602.2b: the least X that may be announced; Lair of the Hydra)
    loyalty_x: bool = False  # [-X]: X more loyalty counters removed, X chosen as it's activated (107.3a, 107.3k)
    tap_others: tuple[TapCost, ...] = ()  # 'Tap two untapped Spirits you control'
    energy: int = 0  # 'Pay {E}{E}' (107.14): energy counters the player removes (mechanics/energy)
    exile_from_hand: int = 0  # 'exile a blue card from your hand' (Force of Will; 601.2h)
    exile_filter: Filter | None = None  # which cards of the hand may be exiled
    exile_from: str = ""  # where those cards are: '' the hand; 'graveyard' the player's; 'battlefield': permanents
    # the player controls ('exile a creature you control', Necrotic Fumes) (601.2h, 118.3)
    return_to_hand: tuple[ReturnCost, ...] = ()  # 'return an Island you control to its owner's hand' (Daze)
    remove_from: tuple[RemoveCounterCost, ...] = ()  # 'remove a loyalty counter from a planeswalker you control'
    # 'Remove X ki counters from ~' (107.3a: X announced as it's activated, no more than it has) and 'Remove all
    # charge counters from ~' (602.2b): the counter kind; how many were removed is the choices' counters_removed
    remove_x: str | None = None
    remove_all: str | None = None
    # 'Remove any number of storage counters from ~' (107.1c: zero or more, chosen as the cost is paid, 605.3a):
    # the counter kind; the mana ability is activated with the number to remove (mechanics/storage_counters)
    remove_any: str | None = None
    put_counters: tuple[tuple[str, int], ...] = ()  # 'Put a page counter on ~' (kind, how many) on this object
    return_this: bool = False  # 'Return ~ to its owner's hand' (602.2b): the permanent itself (mechanics/return_self_cost)
    # 'pay X life' / 'exile X cards from your graveyard' as a spell's additional cost (107.3a, 601.2b: X announced
    # as it is cast, no more than the life total, 119.4, or the cards there are, 118.3): X more of that part
    pay_life_x: bool = False
    # 'reveal a Merfolk card from your hand' (Silvergill Adept; 601.2h, 701.20a): cards of the hand (other than the
    # spell) that match `reveal_filter`, shown and kept in the hand
    reveal_from_hand: int = 0
    reveal_filter: Filter | None = None
    # "battlefield": 'choose a Dragon you control' (Dragon's Fire; 601.2b): a permanent of the player's is chosen
    # rather than a card of the hand revealed, and recorded the same way (the spell's 'that card or creature')
    reveal_from: str = ""
    exile_x: bool = False
    reveal_x: bool = False  # 'Reveal X white cards from your hand' (Martyr of Sands; 107.3a): X more cards revealed
    # A specific other permanent the ability names: the object that granted it ('Sacrifice Blazing Torch', 'Unattach
    # Leonin Bola' in the ability an Equipment grants; 201.5a), its id bound as the ability is granted in layer 6
    # (mechanics/granter_refs); UNBOUND_OBJECT until then, a cost that can't be paid (118.3)
    sacrifice_object: int = 0  # 701.21a: its controller (the ability's controller) sacrifices it
    unattach_object: int = 0  # 701.3d: it moves off this permanent, staying on the battlefield
    # 'have an opponent gain 3 life' (Invigorate), 'have each other player gain 6 life' (Reverent Silence) as an
    # alternative cost (118.9, 601.2h): that much life gained by one opponent (`others_gain_each`: every other player)
    others_gain_life: int = 0
    others_gain_each: bool = False


UNBOUND_OBJECT = -1


class ReturnCost(Node):
    """'Return an Island you control to its owner's hand' as a cost (Daze; 601.2h): `count` permanents the
    player controls matching `filter`, chosen while paying."""

    filter: Filter = Filter()
    count: int = 1


class RemoveCounterCost(Node):
    """'Remove a +1/+1 counter from a creature you control' as a cost (118.3, 602.2b): one counter of `kind`
    from one permanent the player controls matching `filter`, chosen as the cost is paid (601.2h)."""

    kind: str
    filter: Filter = Filter()


class AlternativeCost(Node):
    """A cost paid rather than the mana cost (118.9), e.g. 'You may pay 1 life rather than pay this
    spell's mana cost': `cost` holds its mana and other parts."""

    name: str
    cost: Cost
    condition: unions.Condition | None = None  # 'If you control a Swamp, you may ...' (Snuff Out; 118.9)
    # 'If this spell's [name] cost was paid, [effect]' (awaken, 702.113a): a spell ability that applies only
    # when this cost was paid, its targets (Target slots from 0) chosen only then (702.113b), after the spell's
    targets: tuple[TargetSpec, ...] = ()
    effect: unions.Effect | None = None
    # the effect and targets replace the spell's own when this cost was paid (overload, 702.96b)
    replaces: bool = False
    # 'its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana value'
    # (emerge, 702.119a): the permanent its sacrifice takes is chosen as the cost is announced (702.119c)
    less_sacrificed: bool = False
    # an optional additional cost that may be paid any number of times (replicate, 702.56a; 601.2b): announced
    # once more until declined, paid once for each time
    repeatable: bool = False
    # 'you may reveal a Dragon card from your hand or choose a Dragon you control' (Dragon's Fire; 601.2b): the
    # name of another optional cost of the spell that can't be paid with this one (one of the two, or neither)
    excludes: str = ""


class TapCost(Node):
    """'Tap two untapped Spirits you control' (118.3, 602.2b): `count` untapped permanents matching `filter`
    chosen as the cost is paid (601.2h); 302.6 doesn't stop a creature tapped this way."""

    filter: Filter = Filter()
    count: int = 1
    # 'any number of ... with total power N or greater' (crew, 702.122a): as many as reach that total power
    total_power: int = 0
