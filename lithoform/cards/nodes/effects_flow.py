"""Effects that structure other effects: sequences, choices (608.2d), conditions (608.2c), optional payments
(118.12), coin flips (705) and delayed triggers (603.7)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.abilities import Trigger, TriggeredAbility
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class May(EffectNode):
    """'You may ...' (a choice made on resolution by the controller, 608.2d)."""

    effect: unions.Effect


class IfThen(EffectNode):
    """A conditional instruction; the condition is checked as the effect resolves (608.2c)."""

    condition: unions.Condition
    then: unions.Effect
    otherwise: unions.Effect | None = None


class Sequence(EffectNode):
    effects: tuple[unions.Effect, ...]


class PayOptional(EffectNode):
    """'You may pay {2}. If you do, [effect].' (a cost paid on resolution, 608.2d; 118.12)."""

    mana: str
    then: unions.Effect


class PayAnyAmount(EffectNode):
    """'You may pay any amount of {R}. When you do, [reflexive trigger]' (603.12): the amount paid is the
    reflexive ability's X."""

    mana_type: str
    then: TriggeredAbility


class DelayedTrigger(EffectNode):
    """Creates a delayed triggered ability (603.7): 'at the beginning of the next end step, <effect>'.
    References to Created() inside it are fixed to the objects when it is created (603.7c); with `targets`, they
    are the target of the spell or ability that created it ('Counter target spell. At the beginning of your next
    main phase, add an amount of {C} equal to that spell's mana value.', Mana Drain)."""

    step: str
    effect: unions.Effect
    next_only: bool = True
    targets: bool = False


class CounterUnlessPays(EffectNode):
    """'Counter [object] unless its controller pays [mana]' (701.6a, 118.12): the controller of the spell
    or ability chooses whether to pay as this resolves."""

    what: unions.Ref
    mana: str
    # '{X}, where X is ~'s power' (Mausoleum Wanderer): the X counted as this resolves (608.2h); None: the X
    # announced as the spell was cast (107.3, Syncopate)
    x: unions.Amount | None = None


class MayThen(EffectNode):
    """'You may [effect]. If you do, [then].' (608.2c): `then` happens only if the player chose to and the
    effect did something (a sacrifice of nothing, a draw from an empty library... don't count); `otherwise`
    ('If you don't, ...', 'Otherwise, ...') happens when it wasn't done."""

    effect: unions.Effect
    then: unions.Effect
    otherwise: unions.Effect | None = None


class FlipCoin(EffectNode):
    """705.1: flip a coin; `win` happens if its controller wins the flip, `lose` otherwise."""

    win: unions.Effect | None = None
    lose: unions.Effect | None = None


class RevealTop(EffectNode):
    """'Reveal the top card of your library. If it's a creature or land card, [then].' (701.20a)."""

    filter: Filter
    then: unions.Effect


class UnlessPays(EffectNode):
    """'Sacrifice ~ unless you pay {2}' (118.12): the controller chooses whether to pay as this resolves;
    `otherwise` happens if they don't (or can't)."""

    mana: str
    otherwise: unions.Effect
    # 'Sacrifice this permanent unless you pay its mana cost.' (Pendrell Flux): that object's mana cost as this
    # resolves (`mana` unused); none is an unpayable cost (118.6)
    cost_of: unions.Ref | None = None


class ChooseOne(EffectNode):
    """'gains your choice of deathtouch or lifelink': the controller chooses one of the effects as the
    spell or ability resolves (608.2d); `labels` name them in the question."""

    options: tuple[unions.Effect, ...]
    labels: tuple[str, ...]


class DoThen(EffectNode):
    """'Exile it. If you do, [then].' (608.2c): `then` happens only if `effect` did something (an object
    that has left the zone it was expected in can't be exiled: Archfiend's Vessel ruling); `otherwise` ('If
    you don't, ...') happens when it didn't."""

    effect: unions.Effect
    then: unions.Effect
    otherwise: unions.Effect | None = None


class DelayedEventTrigger(EffectNode):
    """'Whenever a creature attacks this turn, [effect]' (603.7): a delayed triggered ability created on
    resolution that triggers on `trigger`'s event until the turn ends (514.2)."""

    trigger: Trigger
    effect: unions.Effect
    until: str = ""  # "until_your_next_turn": 'Until your next turn, whenever ...' (611.2b), else the turn (514.2)
