"""Effects on objects: damage (120), destruction (701.8), sacrifice (701.21), counters (122), P/T changes
(611.2), tokens (111), tapping, attaching (701.3), copying (707.10), fights (701.14), one-shot replacement and
prevention effects (614-615)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, Node
from lithoform.cards.nodes.refs import Filter, Target, This, You


class DealDamage(EffectNode):
    """'[source] deals N damage to ...' (120). `divided`: split among the targets as announced (601.2d)."""

    amount: unions.Amount
    to: unions.Ref
    source: unions.Ref = This()
    divided: bool = False
    evenly: bool = False  # Fireball: divided evenly, rounded down (determined on resolution)


class CounterObject(EffectNode):
    """Counter a spell or ability (701.6)."""

    what: unions.Ref


class ModifyPT(EffectNode):
    """'gets +N/+N until end of turn' (611.2, layer 7c)."""

    power: int
    toughness: int
    what: unions.Ref


class ApplyContinuous(EffectNode):
    """A continuous effect from a resolving spell or ability (611.2): its parts apply in their layers to the
    objects `what` stands for, locked in as it begins (611.2c). `until`: end_of_turn (514.2), permanent,
    or source_leaves ('for as long as ~ remains on the battlefield', 611.2b)."""

    parts: tuple[unions.Part, ...]
    what: unions.Ref
    until: str = "end_of_turn"


class TokenSpec(Node):
    """The characteristics a token-making effect defines (111.4)."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: unions.Amount | None = None  # an amount other than a number is counted as the token is created
    toughness: unions.Amount | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[unions.Ability, ...] = ()  # quoted abilities: 'with "This creature can't block"'
    supertypes: tuple[str, ...] = ()  # 'a legendary 4/4 black God Horror creature token' (205.4)


class CreateToken(EffectNode):
    token: TokenSpec
    count: unions.Amount = 1
    then: tuple[unions.Effect, ...] = ()  # effects that refer to the new tokens as Created()
    tapped: bool = False
    attacking: bool = False  # 'tapped and attacking' (508.4)


class CreateTokenCopy(EffectNode):
    """'Create a token that's a copy of [object]' (707.2, 111.1): the token's values are the object's
    copiable values (its last known ones if it has left the battlefield, 608.2h), with the 707.9
    exceptions. `then` refers to the new tokens as Created()."""

    of: unions.Ref
    count: int = 1
    add_types: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    then: tuple[unions.Effect, ...] = ()


class Destroy(EffectNode):
    what: unions.Ref
    regenerable: bool = True  # False: 'It can't be regenerated.' (701.19c)


class SacrificeObjects(EffectNode):
    """'Sacrifice it' (701.21a): the ability's controller sacrifices them, if still on the battlefield under
    their control."""

    what: unions.Ref


class Untap(EffectNode):
    what: unions.Ref


class Tap(EffectNode):
    what: unions.Ref


class PutCounters(EffectNode):
    """'Put N [kind] counters on ...' (122.1); `divided`: distributed among the targets as announced
    (601.2d), each getting at least one."""

    kind: str
    amount: unions.Amount
    what: unions.Ref
    divided: bool = False


class Attach(EffectNode):
    """'attach ~ to target creature' (701.3a): equip and the like."""

    what: unions.Ref = This()
    to: unions.Ref = Target(0)


class CopyStackObject(EffectNode):
    """'Copy target [spell or ability]. You may choose new targets for the copy.' (707.10): the copy goes
    on the stack with the original's choices; it is neither cast nor activated."""

    what: unions.Ref = Target(0)
    new_targets: bool = True
    # 'except that the copy is red' (Fork; 707.9b, 707.10): the copy's colors, part of its copiable values
    colors: tuple[str, ...] = ()


class PreventNextDamage(EffectNode):
    """'Prevent the next N damage that would be dealt to [target] this turn' (615.7): a shield of N (an
    amount such as X, counted as the effect is created)."""

    amount: unions.Amount
    to: unions.Ref = Target(0)
    # 601.2d: 'the next 4 damage that would be dealt this turn to any number of targets, divided as you choose'
    divided: bool = False


class Fight(EffectNode):
    """701.14a: each of the two creatures deals damage equal to its power to the other."""

    first: unions.Ref
    second: unions.Ref


class SacrificeChosen(EffectNode):
    """'Each opponent sacrifices a creature' (701.21a): each player `who` stands for chooses `count`
    permanents matching `filter` that they control and sacrifices them. `amount`: 'each player sacrifices X
    lands' (Tectonic Break), the number counted as it resolves instead of `count`. `greatest`: "power" or
    "mana_value", 'with the greatest power among creatures they control' (Crackling Doom): only those of the
    player's matching permanents with the greatest such value can be chosen."""

    who: unions.Ref
    filter: Filter = Filter()
    count: int = 1
    amount: unions.Amount | None = None
    greatest: str = ""


class CreateTokenFor(EffectNode):
    """'Its controller creates a 4/4 white Angel creature token with flying' (111.2): tokens created under
    the control of the players `who` stands for."""

    token: TokenSpec
    who: unions.Ref
    count: unions.Amount = 1
    tapped: bool = False  # 'that player creates a tapped 2/2 ... token' (111.1)


class RemoveCounters(EffectNode):
    """'Remove two loyalty counters from each planeswalker' (122.8): as many as there are, up to `amount`."""

    kind: str
    amount: unions.Amount
    what: unions.Ref


class DoubleCounters(EffectNode):
    """'Double the number of +1/+1 counters on that creature' (701.10e): put that many more on it; kind '' doubles
    each kind of counter it has ('double the number of each kind of counter on target permanent')."""

    kind: str
    what: unions.Ref


class UntapChosen(EffectNode):
    """'Untap up to four lands': the controller chooses up to `count` permanents matching `filter`."""

    filter: Filter
    count: int


class ModifyPTBy(EffectNode):
    """'gets +X/+X until end of turn' (611.2, layer 7c) with amounts counted as it resolves (608.2h): the
    numbers are locked in then (611.2c)."""

    power: unions.Amount
    toughness: unions.Amount
    what: unions.Ref
    double_power: bool = False  # 'double the power of': +N/+0 where N is its power (701.10b)
    double_toughness: bool = False  # 'double ... power and toughness': +0/+N where N is its toughness (701.10b)


class PutCountersChosen(EffectNode):
    """'Put a loyalty counter on a Liliana planeswalker you control' (122.1): the controller chooses one of
    the permanents matching `filter` they control as it resolves (not a target)."""

    kind: str
    amount: unions.Amount
    filter: Filter


class CreatePredefinedToken(EffectNode):
    """'Create a Treasure token' (111.10): a token whose characteristics the rules define (the faces are in
    cards/oracle/tokens.py), under the control of the players `who` stands for (111.2)."""

    kind: str
    count: unions.Amount = 1
    who: unions.Ref = You()
    tapped: bool = False  # 'create a tapped Treasure token' (110.5b: it enters tapped)


class SetBasePTBy(EffectNode):
    """'Until end of turn, creatures you control have base power and toughness X/X' (layer 7b, 613.4b): the
    amounts are counted as it resolves and the affected set is locked in (611.2c)."""

    power: unions.Amount
    toughness: unions.Amount
    what: unions.Ref


class ReplaceDiesThisTurn(EffectNode):
    """'If that creature would die this turn, exile it instead': a replacement effect created by a resolving
    spell (614.1a, 611.2a), for the objects `what` stands for as it resolves (400.7: not a later object)."""

    what: unions.Ref
    to: str = "exile"


class PreventDamageThisTurn(EffectNode):
    """'Prevent all (combat) damage that would be dealt this turn to [affected]' (615.1a): a prevention
    effect created by a resolving ability; `affected` is read as damage would be dealt (615.1)."""

    affected: Filter | None  # None: all damage ('Prevent all combat damage that would be dealt this turn.')
    combat_only: bool = False
