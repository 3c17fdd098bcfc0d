"""Transformer rules for clauses and sentences: giving each verb phrase its subject, joining the clauses
of a sentence, and the sentences that change the one before them ('... instead.', 'If you do, ...',
'You may choose new targets for the copy.')."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    BecomesChosen,
    ChooseOne,
    ControllerOf,
    CopyStackObject,
    CountersOn,
    CountersOnThisAtLeast,
    CounterUnlessPays,
    Created,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Dig,
    DigStep,
    Discard,
    DoThen,
    Each,
    EachControlledBy,
    EachDealsDamage,
    Exile,
    ExileFromHand,
    ExileTopCards,
    ExileTopOfLibrary,
    Filter,
    FlipCoin,
    Found,
    Half,
    IfThen,
    May,
    MayThen,
    ModifyPT,
    ModifyPTBy,
    OwnerOf,
    PayOptional,
    PowerOf,
    PTBoost,
    PutFromHand,
    RefMatches,
    RemoveCounters,
    RemoveTypes,
    ReturnToBattlefield,
    RevealedCard,
    RevealTopCard,
    SacrificeChosen,
    SacrificedManaValue,
    SearchLibrary,
    SearchLibraryAndGraveyard,
    SearchNamed,
    Sequence,
    SetBasePT,
    SetBasePTBy,
    SetColors,
    SetTypes,
    TappedThisWay,
    Target,
    TargetController,
    TargetSpec,
    This,
    UnlessPlayerPays,
    XValue,
    You,
)
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.fallible import can_fail
from lithoform.compiler.mechanic_texts import EFFECT_FINISHERS, SENTENCE_MARKS
from lithoform.compiler.nouns import _int
from lithoform.compiler.planeswalker_text import mark_couldnt  # 'Each opponent who can\'t loses 3 life.'
from lithoform.compiler.values import (
    VP,
    Amounted,
    Bare,
    EachOfThose,
    Except,
    IfYouDo,
    Instead,
    Itself,
    Joiner,
    Marked,
    Partial,
    Pending,
    Scope,
    SentenceMark,
    Unsupported,
    WhereX,
    contains_marker,
    mana,
    mentions,
    occurrences,
    one,
    replace,
    sequence,
    substitute,
)
from lithoform.compiler.verbs import _times


def _replace_amount(effect: Any, partial: Partial) -> Any:
    amount = partial.amount
    if partial.kind == "damage" and isinstance(effect, DealDamage):
        return replace(effect, amount=amount)
    if partial.kind == "tokens" and isinstance(effect, CreateToken):
        return replace(effect, count=amount)
    if partial.kind == "tokens" and isinstance(effect, CreateTokenCopy) and isinstance(amount, int):
        return replace(effect, count=amount)
    if partial.kind == "tokens":
        raise Unsupported("'create N of those tokens instead' after something other than creating tokens")
    raise Unsupported("'instead' changes an effect that has no damage amount")


class SentenceRules:
    """Rules of clauses and sentences; mixed into `OracleTransformer` (transform.py)."""

    scope: Scope
    face_mana_cost: str

    # --- giving verb phrases their subjects -----------------------------------------------------------------

    def _apply(self, vp: VP, subject: Any) -> Any:
        """The effect of `vp` with `subject` (None: the subject of the clause before it in the sentence, or
        'you' for an instruction, 608.2c)."""
        if isinstance(subject, Bare):
            raise Unsupported("a bare singular description as a subject")
        if vp.subject == "you":
            if subject is not None and not isinstance(subject, You) and vp.other is not None \
                    and self.scope.is_player(subject):
                return vp.other(subject)
            if subject is not None and not isinstance(subject, You):
                raise Unsupported(f"'{vp.name or 'this instruction'}' with another subject than you")
            self.scope.done = vp  # what '[players] do the same' repeats (mechanics/attack_events)
            return vp.make(You())
        if subject is None:
            previous = self.scope.subject
            if vp.subject == "player":
                subject = previous if previous is not None and self.scope.is_player(previous) else You()
            elif previous is not None and not self.scope.is_player(previous):
                subject = previous
            else:
                raise Unsupported(f"'{vp.name}' without an object")
        elif vp.subject == "player" and not self.scope.is_player(subject):
            raise Unsupported(f"'{vp.name}' with an object as its subject")
        elif vp.subject == "object" and self.scope.is_player(subject):
            raise Unsupported(f"'{vp.name}' with a player as its subject")
        self.scope.subject = subject
        self.scope.done = vp if isinstance(subject, You) else None
        return vp.make(subject)

    def subject_clause(self, c: list) -> Any:
        return self._apply(c[1], c[0])

    def bare_clause(self, c: list) -> Any:
        effect = self._apply(c[0], None)
        self.scope.bare.append(effect)  # 'you may X and Y': Y continues the optional instruction (clauses)
        return effect

    def deal_clause(self, c: list) -> Any:
        source, vp = c
        return vp.make(source)

    def may_clause(self, c: list) -> Any:
        effect = one(c[0])
        if isinstance(effect, ExileFromHand) and not effect.reveal:
            # 'you may exile a creature card from your hand' (Imprint): a choice of none or one card
            return replace(effect, optional=True)
        if isinstance(effect, PutFromHand):  # 'you may put a land card from your hand onto the battlefield'
            return replace(effect, optional=True)
        if isinstance(effect, UnlessPlayerPays):
            # 'you may draw a card unless that player pays {1}': the player decides whether to pay first, then
            # you whether to draw (Rhystic Study's ruling; mechanics/unless_player_pays)
            return replace(effect, otherwise=May(effect.otherwise))
        return May(effect)

    def may_either_clause(self, c: list) -> May:
        """'you may sacrifice a creature or discard a creature card': one of the two, chosen as it resolves
        (608.2d); a following 'If you do' asks whether the chosen one happened."""
        options = tuple(one(self._apply(vp, You())) for vp in c)
        return May(ChooseOne(options, tuple(vp.name or f"option {i + 1}" for i, vp in enumerate(c))))

    def may_have_clause(self, c: list) -> May:
        return May(one(self._apply(c[1], c[0])))

    def may_have_fight_clause(self, c: list) -> May:
        return May(one(self._apply(self.fight([c[1]]), c[0])))  # type: ignore[attr-defined]  # verbs.py

    def may_have_deal_clause(self, c: list) -> May:
        return May(one(c[1].make(c[0])))

    def delayed_clause(self, c: list) -> DelayedTrigger:
        return self._delayed_trigger(c[1], one(c[0]))

    def delayed_prefix_clause(self, c: list) -> DelayedTrigger:
        delayed = self._delayed_trigger(c[0], one(c[1]))
        self.scope.prefix_delays.append(delayed)
        return delayed

    def _delayed_trigger(self, step: str, effect: Any) -> DelayedTrigger:
        """603.7c: a delayed ability that names the target of the spell or ability that made it ('that spell's
        mana value', Mana Drain; 'target player draws a card at the beginning of the next turn's upkeep',
        Sapphire Charm) refers to that object or player as it was then: fixed as the ability is created (608.2h:
        a spell's last known information, as it has always left the stack by the time it resolves; a
        permanent that has changed zones since is a new object the ability doesn't find, 400.7)."""
        if len(self.scope.targets) == 1 and not mentions(effect, Target):
            # 'Its controller may draw up to two cards at the beginning of the next turn's upkeep.' (Arcane Denial):
            # the controller (owner) of the target as it last existed (608.2h), fixed as the ability is created
            effect = substitute(substitute(effect, TargetController(0), ControllerOf(Target(0))),
                                TargetController(0, owner=True), OwnerOf(Target(0)))
        if not mentions(effect, Target):
            return DelayedTrigger(step, effect)
        fixed = substitute(effect, Target(0), Created())
        if mentions(effect, Created) or len(self.scope.targets) != 1 or mentions(fixed, Target):
            raise Unsupported("a delayed instruction about a target of a spell with other targets or objects")
        if 0 in self.scope.exiled_slots:
            # 'Exile another target creature you own. Return it to the battlefield ... at the beginning of the next
            # end step' (Charming Prince, Venser): 'it' is the card the target became in exile (400.7), which the
            # exile keeps as the effect's objects, as 'that card' (Flickerwisp; 603.7c)
            return DelayedTrigger(step, fixed)
        return DelayedTrigger(step, fixed, targets=True)

    def delayed_step(self, c: list) -> str:
        return c[0]

    def next_end_step(self, c: list) -> str:
        return "end"

    def next_upkeep(self, c: list) -> str:
        return "upkeep"

    def next_your_upkeep(self, c: list) -> str:
        """'at the beginning of your next upkeep' (603.7): the delayed ability's controller's (the pacts;
        rules/triggers/matching.py reads 'your_upkeep')."""
        return "your_upkeep"

    def next_your_main(self, c: list) -> str:
        """'at the beginning of your next main phase' (Mana Drain; 603.7, 505.1): the next main phase of the
        delayed ability's controller: this turn's postcombat main phase if it is made earlier that turn."""
        return "your_main"

    def next_your_end_step(self, c: list) -> str:
        """'at the beginning of your next end step' (603.7; Greasefang): the end step of the next turn of the
        delayed ability's controller, this turn's if it hasn't begun yet (rules/triggers/matching.py)."""
        return "your_end"

    # --- dealing damage -------------------------------------------------------------------------------------

    def _deal(self, amount: Any, to: Any, source: Any) -> DealDamage:
        if isinstance(to, Amounted):  # '... and 3 damage to that creature': its own amount
            amount, to = to.amount, to.np
        if isinstance(source, Each | EachControlledBy | TappedThisWay | EachOfThose):
            return self._each_deals(amount, to, source)
        if isinstance(to, Itself):  # '... and 3 damage to itself': the source (120.1)
            to = source
        if isinstance(to, Bare):
            raise Unsupported("damage to a bare singular description")
        if isinstance(source, This):
            return DealDamage(amount, to)
        return DealDamage(amount, to, source)

    def _each_deals(self, amount: Any, to: Any, source: Any) -> EachDealsDamage:
        """'Each creature you control deals damage equal to its power to that creature' (Moonlight Hunt): each
        object of the group is a source dealing its own damage (120.1, mechanics/each_deals_damage). 'its power'
        is each one's; 'that creature' is the object named before the group (which the group, read as the
        subject, would otherwise stand for: 608.2c)."""
        if to is source:
            to = self._named_before_group(source)
        if isinstance(to, Bare | Amounted) or (not isinstance(to, Itself) and mentions(to, type(source))):
            raise Unsupported("damage by each of several objects to a group that depends on them")
        if amount == PowerOf(source):
            equal_to, n = "power", 0
        elif isinstance(amount, int):
            equal_to, n = "", amount
        else:
            raise Unsupported("damage by each of several objects of an amount other than its own power")
        group = source.ref if isinstance(source, EachOfThose) else source
        if isinstance(to, Itself):
            return EachDealsDamage(group, amount=n, equal_to=equal_to, to_itself=True)
        return EachDealsDamage(group, to, n, equal_to)

    def _named_before_group(self, group: Any) -> Any:
        """'that creature' after 'each creature you control deals damage ... to': what 'that creature' meant as
        the group was read (a target chosen before it, the trigger's creature)."""
        recorded = self.scope.group_before
        if recorded is None or recorded[0] is not group:
            raise Unsupported("'that ...' naming the group that deals the damage")
        self.scope.last = recorded[1]
        ref = self.scope.that()
        if ref is group or isinstance(ref, Each | EachControlledBy):
            raise Unsupported("'that ...' naming the group that deals the damage")
        return ref

    def recipients(self, c: list) -> tuple[list[Any], list[Any]]:
        """The objects and players dealt damage, and the clauses after the last of them ('and you gain 3
        life': the last noun is that clause's subject)."""
        nps = [c[0]]
        after: list[Any] = []
        more = c[1] if len(c) > 1 else None
        while more is not None:
            kind, value, more = more
            if kind == "np":
                nps.append(value)
            elif kind == "vp":
                after.append(self._apply(value, None))
            else:
                after.append(self._apply(value, nps.pop()))
        return nps, after

    def more_np(self, c: list) -> tuple:
        return ("np", c[0], c[1] if len(c) > 1 else None)

    def more_vp(self, c: list) -> tuple:
        return ("vp", c[0], None)

    def more_subject_vp(self, c: list) -> tuple:
        return ("subject_vp", c[0], None)

    def deal_damage(self, c: list) -> VP:
        amount, (recipients, after) = c[0], c[1]
        if len(c) > 2:
            amount = _times(c[2], amount)
        return VP(lambda source: [self._deal(amount, r, source) for r in recipients] + after, "source")

    def deal_damage_equal(self, c: list) -> VP:
        amount, (recipients, after) = c
        return VP(lambda source: [self._deal(amount, r, source) for r in recipients] + after, "source")

    def deal_damage_equal_after(self, c: list) -> VP:
        (recipients, after), amount = c
        if after:
            raise Unsupported("a clause inside a damage amount")
        return VP(lambda source: [self._deal(amount, r, source) for r in recipients], "source")

    def deal_evenly(self, c: list) -> VP:
        amount = c[0]
        to = self.scope.target(TargetSpec("any", min=0, max=99))

        def make(source: Any) -> DealDamage:
            if isinstance(source, This):
                return DealDamage(amount, to, divided=True, evenly=True)
            return DealDamage(amount, to, source, divided=True, evenly=True)

        return VP(make, "source")

    def deal_divided(self, c: list) -> VP:
        amount = c[0]
        to = self.scope.target(TargetSpec("any", min=1, max=3))

        def make(source: Any) -> DealDamage:
            if not isinstance(source, This):
                raise Unsupported("divided damage from another source")
            return DealDamage(amount, to, divided=True)

        return VP(make, "source")

    def deal_partial(self, c: list) -> VP:
        return VP(lambda source: Partial(c[0]), "source")

    # --- clauses and sentences ------------------------------------------------------------------------------------

    def join_comma(self, c: list) -> Joiner:
        return Joiner(",")

    def join_and(self, c: list) -> Joiner:
        return Joiner("and")

    def join_comma_and(self, c: list) -> Joiner:
        return Joiner(", and")

    def join_then(self, c: list) -> Joiner:
        return Joiner("then")

    def where_x(self, c: list) -> WhereX:
        self.scope.where_x = c[0]  # a later sentence's 'If X is ...' (mechanics/amount_compare)
        return WhereX(c[0])

    def clauses(self, c: list) -> list:
        out: list[Any] = []
        where = None
        joiner = ""
        for x in c:
            if isinstance(x, Joiner):
                joiner = x.word
                continue
            if isinstance(x, WhereX):
                where = x.amount
                continue
            if joiner == "and" and out and isinstance(out[-1], May) and any(x is b for b in self.scope.bare):
                # 'you may sacrifice a creature and draw a card', 'you may untap it and remove it from combat':
                # the choice covers the whole conjoined instruction (608.2d), both parts or neither
                out[-1] = May(sequence([out[-1].effect, *(x if isinstance(x, list) else [x])]))
                continue
            if joiner == "and" and out and isinstance(x, ModifyPT | ModifyPTBy) and isinstance(out[-1], ApplyContinuous) \
                    and out[-1].until == "permanent" and out[-1].what == x.what \
                    and all(isinstance(p, AddAbilities) for p in out[-1].parts):
                # 'target creature gains trample and gets +2/+0 until end of turn' (Berserk, Xenagos): the duration
                # said once at the end is that of both conjoined instructions (611.2a), not only the last one's
                out[-1] = replace(out[-1], until="end_of_turn")
            joiner = ""
            for e in x if isinstance(x, list) else [x]:
                out.append(self._merge(out, e))
                if out[-1] is None:
                    out.pop()
        if len(out) > 1 and any(out[0] is d for d in self.scope.prefix_delays):
            # 'At the beginning of the next end step, each player discards their hand and returns ...' (Memory
            # Jar): the instructions joined after the prefixed one happen then too (603.7a), not now
            first: DelayedTrigger = out[0]
            if not first.targets:
                out = [self._delayed_trigger(first.step, sequence([first.effect, *out[1:]]))]
            else:  # its target fixed as it is made (603.7c): the same in the rest
                rest = [substitute(e, Target(0), Created()) for e in out[1:]]
                if any(mentions(e, Target) for e in rest):
                    raise Unsupported("a delayed instruction about a target of a spell with other targets")
                out = [replace(first, effect=sequence([first.effect, *rest]))]
        if self.scope.position is not None:
            raise Unsupported("a library position no instruction uses")
        if where is not None:
            if "{X}" in self.face_mana_cost.upper():
                raise Unsupported("'where X is' on a card with X in its mana cost")
            for unless in {n for e in out for n in _unless_pays_x(e)}:  # 'unless ... pays {X}, where X is ...'
                out = [substitute(e, unless, replace(unless, x=where)) for e in out]
            out = [substitute(e, XValue(), where) for e in out]
            # 'counter target spell with mana value X or less, where X is ...': the X of a target's filter
            self.scope.targets[:] = [substitute(t, XValue(), where) for t in self.scope.targets]
        return out

    def _merge(self, out: list[Any], e: Any) -> Any:
        """Folds an effect into the one before it when they are one instruction: 'gets +1/+1 and gains
        flying until end of turn' (one continuous effect, 611.2), a copy and its exceptions (707.9b)."""
        if isinstance(e, Except):
            if not out or not isinstance(out[-1], CreateTokenCopy) or out[-1].add_keywords:
                raise Unsupported("'except' without a copy before it")
            out[-1] = replace(out[-1], add_keywords=e.keywords)
            return None
        if out and isinstance(out[-1], Pending) and out[-1].kind == "pump_by" and isinstance(e, ApplyContinuous) \
                and out[-1].what == e.what and e.until == "end_of_turn":
            # 'gets +X/+0 and gains trample until end of turn' (Kessig Wolf Run): a counted boost (layer 7c, locked
            # in as it resolves, 608.2h) beside the abilities, both until end of turn
            out[-1] = out[-1].parts[0]
            return e
        if out and isinstance(out[-1], Pending) and isinstance(e, Pending) and out[-1].what == e.what \
                and {out[-1].kind, e.kind} <= {"pump", "types"}:
            # 'gets +1/+0, becomes black, and gains shadow until end of turn' (Traitor's Clutch): one effect
            pending = out.pop()
            return Pending("types", pending.parts + e.parts, e.what)
        if out and isinstance(out[-1], Pending) and out[-1].kind in ("pump", "types") and isinstance(e, ModifyPT) \
                and out[-1].what == e.what:
            # 'becomes green and gets +1/+0 until end of turn' (Viridescent Wisps): one effect, until end of turn
            pending = out.pop()
            return ApplyContinuous(pending.parts + (PTBoost(e.power, e.toughness),), e.what)
        if out and isinstance(out[-1], Pending) and out[-1].kind != "pump_by" and isinstance(e, ApplyContinuous) \
                and out[-1].what == e.what:
            pending = out.pop()
            return replace(e, parts=pending.parts + e.parts)
        if out and isinstance(out[-1], ApplyContinuous) and isinstance(e, ApplyContinuous) and out[-1].what == e.what \
                and out[-1].until == e.until and not isinstance(e.what, Target | This) \
                and any(isinstance(p, SetTypes | AddTypes | RemoveTypes) for p in out[-1].parts):
            # 'each planeswalker you control becomes a 4/4 red Dragon creature and gains flying' (Sarkhan the
            # Masterless): one effect, on the set of objects found as it begins (611.2c), not a second set found
            # after the first has changed their types
            previous = out.pop()
            return replace(previous, parts=previous.parts + e.parts)
        if out and isinstance(out[-1], Pending) and isinstance(e, ChooseOne) and all(
                isinstance(o, ApplyContinuous) and o.what == out[-1].what for o in e.options):
            pending = out.pop()  # 'gets +1/+1 and gains your choice of ...': the boost is in every choice
            return replace(e, options=tuple(replace(o, parts=pending.parts + o.parts) for o in e.options))
        return e

    def _finish(self, effects: list[Any], until: bool = False) -> list[Any]:
        """A sentence's effects; a pending 'gets +N/+N' takes the sentence's 'until end of turn,' prefix."""
        out = []
        for e in effects:
            if isinstance(e, Pending):
                if not until and e.kind == "types" and e.parts and all(isinstance(p, SetColors) for p in e.parts):
                    # 'That creature becomes green.' (Aisling Leprechaun): a color change from a resolving spell
                    # or ability with no duration lasts as long as the object exists (611.2a; 105.3, layer 5).
                    # A spell's colors on the stack aren't layered (Thoughtlace's 'target spell or permanent')
                    spec = self.scope.spec_of(e.what)
                    if spec is not None and "spell" in spec.kind:
                        raise Unsupported("a spell's color changed on the stack")
                    out.append(ApplyContinuous(e.parts, e.what, "permanent"))
                    continue
                if not until:
                    raise Unsupported("a P/T change without a duration" if e.kind == "pump"
                                      else "a restriction or ability change without a duration")
                if e.kind in ("types", "abilities"):  # 'and isn't a Human' (mechanics/isnt_type), 'and has
                    # trample' (mechanics/source_durations): layer 4 / layer 6 until end of turn
                    out.append(ApplyContinuous(e.parts, e.what))
                    continue
                if e.kind == "pump_by":  # 'Until end of turn, ... gets +X/+X, where X is ...' (611.2a)
                    out.append(e.parts[0])
                    continue
                (part,) = e.parts
                e = ModifyPT(part.power, part.toughness, e.what)
            elif until and isinstance(e, ApplyContinuous) and e.until == "permanent":
                # 'Until end of turn, ~ has base power and toughness 5/3, gains trample, ...': the prefix is
                # the duration of every clause (611.2a), a 'gains trample' with none of its own included
                e = replace(e, until="end_of_turn")
            elif until and isinstance(e, ApplyContinuous | ModifyPT | SetBasePTBy):
                pass
            elif until and isinstance(e, BecomesChosen) and e.until == "permanent":
                # 'Until end of turn, target land becomes the basic land type of your choice ...' (611.2a)
                e = replace(e, until="end_of_turn")
            elif isinstance(e, SetBasePTBy) and isinstance(e.power, int) and isinstance(e.toughness, int):
                # 'Any number of target Shapeshifter creatures you control have base power and toughness 4/4.'
                # (The Bears of Littjara): no duration, so for as long as each is on the battlefield (611.2a)
                e = ApplyContinuous((SetBasePT(e.power, e.toughness),), e.what, until="permanent")
            elif isinstance(e, SetBasePTBy):
                raise Unsupported("base power and toughness set without a duration")
            elif until:
                raise Unsupported("'until end of turn,' before an instruction that has no duration")
            out.append(e)
        self.scope.subject = None
        return out

    def then(self, c: list) -> None:
        return None

    def instead(self, c: list) -> str:
        return "instead"

    def until_prefix(self, c: list) -> str:
        return "until"

    def plain_sentence(self, c: list) -> list:
        until = "until" in c
        return self._finish(c[-1], until)

    def if_sentence(self, c: list) -> Any:
        c = [x for x in c if x is not None]
        condition, effects = c[0], self._finish(c[1])
        if len(c) > 2:
            return Instead(condition, effects)
        return [IfThen(condition, sequence(effects))]

    def if_remove_them_sentence(self, c: list) -> Any:
        """'Then if ~ has seven or more ember counters on it, remove them and transform ~.' (Smoldering Egg):
        'them' are the counters the condition counted, all of that kind on ~ (122.8)."""
        c = [x for x in c if x is not None]
        condition, effects = c[0], self._finish(c[1])
        if not isinstance(condition, CountersOnThisAtLeast):
            raise Unsupported("'remove them' after a condition that counts no counters")
        kind = condition.kind
        remove = RemoveCounters(kind, CountersOn(kind, This()), This())
        return [IfThen(condition, sequence([remove, *effects]))]

    def if_you_do_sentence(self, c: list) -> IfYouDo:
        return IfYouDo(self._finish(c[0]))

    def duress_sentence(self, c: list) -> list:
        who, n, d = c[0], c[1], c[2]
        self._only(c[3], "card")  # type: ignore[attr-defined]
        self._opponent_hand(who, d)
        self.scope.subject = None
        return [Discard(_int(n), who, chooser="you", reveal=True, filter=d.filter())]

    def hand_exile_sentence(self, c: list) -> list:
        who, n, d = c[0], c[1], c[2]
        self._only(c[3], "card")  # type: ignore[attr-defined]
        if _int(n) != 1:
            raise Unsupported("exiling several cards from a hand")
        self._opponent_hand(who, d)
        f = d.filter()
        self.scope.subject = None
        exile = ExileFromHand(who, None if f == Filter() else f)
        if len(c) > 4:  # Kitesail Freebooter: the card returns to its owner's hand (610.3)
            return [self.until_leaves_exile(exile, "hand")]  # type: ignore[attr-defined]
        return [exile]

    def _opponent_hand(self, who: Any, d: Desc) -> None:
        spec = self.scope.spec_of(who)
        if spec is None or spec.kind not in ("opponent", "player"):  # 'target player' may be the caster
            raise Unsupported("a hand revealed by someone other than target opponent or target player")
        if not d.from_it:
            raise Unsupported("a card chosen from somewhere else than the revealed hand")

    def pay_optional_sentence(self, c: list) -> list:
        return [PayOptional(mana(c[0]), sequence(self._finish(c[1])))]

    def then_pay_optional_sentence(self, c: list) -> list:
        """'Then you may pay {W}{U}{B}{R}{G}. If you do, ...' (Widespread Thieving): as without 'then'."""
        return self.pay_optional_sentence([x for x in c if x is not None])

    def copy_sentence(self, c: list) -> list:
        if isinstance(c[0], Bare):
            raise Unsupported("copying a bare description")
        return [CopyStackObject(c[0], new_targets=False)]

    def new_targets_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("new_targets")

    def round_up_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("round_up")

    def round_down_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("round_down")

    def search_shuffle_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("search_shuffle")

    def if_win_flip_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("win_flip", tuple(self._finish(c[0])))

    def if_lose_flip_sentence(self, c: list) -> SentenceMark:
        """705.2: 'If you lose the flip, ~ deals 3 damage to you.' (Mana Crypt): what happens on the other outcome."""
        return SentenceMark("lose_flip", tuple(self._finish(c[0])))

    def effects(self, c: list) -> Any:
        done: list[list[Any]] = []  # the effects of each sentence
        for sentence in c:
            if isinstance(sentence, Instead):
                if not done:
                    raise Unsupported("'instead' with nothing before it")
                previous = done.pop()  # 'instead' replaces what the sentence before it does
                new = list(sentence.effects)
                if isinstance(sentence.condition, Marked) and previous:
                    # '~ deals 2 damage to target creature. If it's an artifact creature, ~ deals 4 damage to it
                    # instead.' (Electrostatic Bolt; 608.2c): the object the sentence before acted on
                    sentence = Instead(_it_condition(sentence.condition, previous[-1], self.scope.targets),
                                       sentence.effects)
                if len(new) == 1 and isinstance(new[0], Partial):
                    replacement = sequence([_replace_amount(e, new[0]) for e in previous])
                else:
                    if any(isinstance(e, Partial) for e in new):
                        raise Unsupported("a partial instruction")
                    replacement = sequence(new)
                done.append([IfThen(sentence.condition, replacement, sequence(previous))])
                continue
            last = done[-1][-1] if done and done[-1] else None
            if isinstance(sentence, SentenceMark) and sentence.name in ("round_up", "round_down"):
                # 'Round up each time.' / 'Round down each time.': every half of the sentence before it (107.1a)
                if not done or not any(mentions(e, Half) for e in done[-1]):
                    raise Unsupported("'round up' or 'round down' after a sentence with no half")
                done[-1] = [_round_halves(e, sentence.name == "round_up") for e in done[-1]]
                continue
            if isinstance(sentence, SentenceMark):
                try:
                    done[-1][-1] = _marked(sentence, last)
                except Unsupported:
                    if isinstance(last, Marked) and len(done[-1]) > 1:
                        # a marker at the end of a sentence that the mark completes with the whole sentence ('Draw
                        # three cards and reveal them. You may cast one of them ...', mechanics/draw_reveal_cast)
                        done[-1] = [_marked(sentence, Sequence(tuple(done[-1])))]
                    elif sentence.name == "dig_steps" and len(done) > 1 and done[-2] and len(done[-1]) == 1 \
                            and isinstance(getattr(done[-1][0], "what", None), Created):
                        # 'You may put a Human creature card from among them onto the battlefield tapped and
                        # attacking. It gains indestructible until end of turn. Put the rest ... on the bottom'
                        # (Winota): the steps finish the look two sentences back; the sentence between only
                        # changes the card the look put onto the battlefield (400.7j), so the order is kept
                        done[-2][-1] = _marked(sentence, done[-2][-1])
                    elif sentence.name == "keep_this_mana" and done and len(done[-1]) > 1:
                        # 'Add {W}{W}{W} and you gain 3 life. Until end of turn, you don't lose this mana ...'
                        # (Colossal Plow): the mana of the sentence before (mechanics/kept_mana)
                        done[-1] = [_marked(sentence, Sequence(tuple(done[-1])))]
                    else:
                        raise
                continue
            if isinstance(sentence, IfYouDo) and isinstance(last, Exile):
                done[-1][-1] = DoThen(last, sequence(sentence.effects))  # 'Exile it. If you do, ...' (608.2c)
                continue
            if isinstance(sentence, IfYouDo) and isinstance(last, IfThen) and isinstance(last.then, May) \
                    and last.otherwise is None:
                # 'If it's a creature card, you may put it onto the battlefield. If you do, ...' (608.2c): the
                # follow-up happens only where the offer was made and taken
                done[-1][-1] = replace(last, then=MayThen(last.then.effect, sequence(sentence.effects)))
                continue
            if isinstance(sentence, IfYouDo) and isinstance(last, PutFromHand) and last.optional \
                    and last.count == 1 and isinstance(last.who, You):
                # 'You may put a land card from your hand onto the battlefield. If you do, ...' (608.2c): the offer,
                # then the card chosen (Cultivator Colossus)
                done[-1][-1] = MayThen(replace(last, optional=False), sequence(sentence.effects))
                continue
            if isinstance(sentence, IfYouDo) and isinstance(last, SacrificeChosen) and last.who == You():
                # 'Sacrifice a non-Demon creature. If you do, ...' (608.2c, 701.21a): with no such permanent to
                # sacrifice, nothing is sacrificed and the rest doesn't happen
                done[-1][-1] = DoThen(last, sequence(sentence.effects))
                continue
            if isinstance(sentence, IfYouDo) and can_fail(last):
                # 'Discard a card. If you do, draw a card.' / 'Remove a +1/+1 counter from it. If you do, ...'
                # (608.2c): an instruction that can't be declined but may be impossible (no card in hand, no
                # counter left, ~ no longer on the battlefield); the rest happens only if it was done
                done[-1][-1] = DoThen(last, sequence(sentence.effects))
                continue
            if isinstance(sentence, IfYouDo):
                if not isinstance(last, May):
                    raise Unsupported("'if you do' after an instruction that can't be declined")
                done[-1][-1] = MayThen(last.effect, sequence(sentence.effects))
                continue
            if len(sentence) == 1 and isinstance(sentence[0], Marked) and sentence[0].name == "no_regeneration":
                # 'Destroy target creature. It can't be regenerated.' (701.19c)
                if not (isinstance(last, Destroy) and last.regenerable and sentence[0].value == last.what):
                    raise Unsupported("'can't be regenerated' after something other than its destruction")
                done[-1][-1] = replace(last, regenerable=False)
                continue
            if len(sentence) == 1 and isinstance(sentence[0], Marked) and sentence[0].name == "no_regeneration_this_way":
                # 'Destroy target creature. A creature destroyed this way can't be regenerated.' (Damn; 701.19c)
                if not (isinstance(last, Destroy) and last.regenerable
                        and _all_of_type(last.what, sentence[0].value, self.scope)):
                    raise Unsupported("'destroyed this way can't be regenerated' after something other than a "
                                      "destruction of that kind")
                done[-1][-1] = replace(last, regenerable=False)
                continue
            if len(sentence) == 1 and isinstance(sentence[0], Marked) and sentence[0].name == "has_quoted":
                # 'They have "..."' after the instruction that made them (mechanics/granted_abilities)
                done[-1][-1] = _marked(SentenceMark("has_quoted", sentence[0].value), last)
                continue
            if len(sentence) == 1 and isinstance(sentence[0], IfThen) and isinstance(sentence[0].condition, Marked):
                # 'Reveal the top card of your library. If it's a land card, ...' (701.20a, mechanics/reveal_top)
                if isinstance(last, Dig):  # 'Look at the top card of your library. If it's a land card, ...'
                    done[-1][-1] = _looked_at(sentence[0], last)
                    continue
                done.append([_revealed(sentence[0], last, self.scope.targets)])
                continue
            if any(isinstance(e, Partial) for e in sentence):
                raise Unsupported("a partial instruction outside an 'instead' sentence")
            done.append(list(sentence))
        result = sequence([e for effects in done for e in effects])
        for finish in EFFECT_FINISHERS:  # '... and repeat this process.' (608.2c, mechanics/repeat_process)
            result = finish(result, mentions)
        # an instant's or sorcery's targets read the X announced before them (601.2b-c; rules/continuous/filters)
        x_spell = ("{X}" in self.face_mana_cost.upper() and bool({"Instant", "Sorcery"} & set(self.face_types))) \
            or self.scope.x_announced  # an activated ability's {X} (602.2b)
        if _x_mana_value_filter(_outside_x_readers(result, x_spell)) or (
                _x_mana_value_filter(self.scope.targets) and not x_spell):
            # 'with mana value X or less' with the X chosen as the spell is cast: not counted by a filter yet
            raise Unsupported("'mana value X or less' with X chosen as it is cast or activated")
        if _sacrificed_value_filter(result):
            # only a library search counts the sacrificed object's value as it resolves (rules/effects/library.py)
            raise Unsupported("'mana value equal to' the sacrificed object's mana value outside a library search")
        if contains_marker(result):
            raise Unsupported("a phrase the ability tree can't hold")
        if any(mentions(d, RevealedCard) for d in _delayed_parts(result)):
            # the revealed card is the resolving effect's to name; a delayed trigger made later can't (603.7c)
            raise Unsupported("a delayed instruction about the revealed card")
        if _round_halves(result) != result:
            raise Unsupported("a half with no rounding (107.1a)")
        return result

    def spell_line(self, c: list) -> Any:
        return c[0]


def _delayed_parts(node: Any) -> list[Any]:
    """The effects of the delayed triggers (603.7) made anywhere in `node`."""
    if isinstance(node, DelayedTrigger):
        return [node.effect]
    if isinstance(node, list | tuple):
        return [d for n in node for d in _delayed_parts(n)]
    fields = getattr(node, "__struct_fields__", None)
    return [d for f in fields or () for d in _delayed_parts(getattr(node, f))]


def _outside_x_readers(node: Any, x_spell: bool = False) -> Any:
    """`node` without the parts whose filters the resolving object reads with its chosen X (Ctx.fixed_x: 'each
    permanent with mana value X or less', a library search for one)."""
    if isinstance(node, Filter | PayOptional):
        return node  # (a filter is looked at whole; an X paid on resolution isn't the X chosen as it was cast)
    if isinstance(node, Each | SearchLibrary) or (x_spell and isinstance(node, Dig)):
        return None  # (a Dig reads its steps' filters with the X chosen as it was cast, mechanics/library_look)
    if isinstance(node, list | tuple):
        return [_outside_x_readers(n, x_spell) for n in node]
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    return [_outside_x_readers(getattr(node, f), x_spell) for f in fields]


def _sacrificed_value_filter(node: Any) -> bool:
    """Does a filter compare with the sacrificed object's mana value (Filter.mana_value_amount)?"""
    if isinstance(node, Filter):
        return node.mana_value_amount is not None and mentions(node.mana_value_amount, SacrificedManaValue)
    if isinstance(node, SearchLibrary):
        return False  # counted as the search begins (rules/effects/library.py)
    if isinstance(node, list | tuple):
        return any(_sacrificed_value_filter(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    return bool(fields) and any(_sacrificed_value_filter(getattr(node, f)) for f in fields)


def _x_mana_value_filter(node: Any) -> bool:
    """Is a filter's 'mana value X or less' (Filter.mana_value_at_most_amount) still the chosen X?"""
    if isinstance(node, Filter):
        return isinstance(node.mana_value_at_most_amount, XValue)
    if isinstance(node, list | tuple):
        return any(_x_mana_value_filter(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    return bool(fields) and any(_x_mana_value_filter(getattr(node, f)) for f in fields)


def _round_halves(node: Any, up: bool = True) -> Any:
    """Every half not yet rounded, rounded up (or down)."""
    if isinstance(node, Half) and node.up is None:
        return replace(node, up=up)
    if isinstance(node, tuple):
        return tuple(_round_halves(n, up) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    return replace(node, **{f: _round_halves(getattr(node, f), up) for f in fields})


def _marked(mark: SentenceMark, last: Any) -> Any:
    """The instruction before a sentence that only changes it."""
    if mark.name == "new_targets" and isinstance(last, CopyStackObject) and not last.new_targets:
        return replace(last, new_targets=True)
    searched = last.effect if isinstance(last, May) else last
    if mark.name == "search_shuffle" and isinstance(searched, SearchNamed | SearchLibraryAndGraveyard):
        return last  # SearchNamed shuffles when the library was searched (701.24a)
    if mark.name == "win_flip" and isinstance(last, FlipCoin) and last.win is None:
        return replace(last, win=sequence(list(mark.effects)))
    if mark.name == "lose_flip" and isinstance(last, FlipCoin) and last.lose is None:
        return replace(last, lose=sequence(list(mark.effects)))
    for mechanic_mark in SENTENCE_MARKS:  # the mechanics' own marks ('they can't phase in')
        changed = mechanic_mark(mark, last)
        if changed is not None:
            return changed
    couldnt = mark_couldnt(mark, last)
    if couldnt is not None:
        return couldnt
    raise Unsupported(f"'{mark.name}' after an instruction it doesn't change")


def _revealed(sentence: IfThen, last: Any, targets: list[TargetSpec]) -> Any:
    """'Reveal the top card of your library. If it's a creature or land card, draw a card.'"""
    condition = _it_condition(sentence.condition, last, targets)
    if isinstance(condition, RefMatches) and isinstance(condition.what, Created) \
            and isinstance(last, ExileTopOfLibrary | ExileTopCards) and mentions(sentence, This):
        # 'Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield.'
        # (Primal Surge): the tree reads that 'it' as ~, not as the card exiled
        raise Unsupported("'it' after exiling the top card of a library, in the instruction it conditions")
    return replace(sentence, condition=condition)


def _all_of_type(what: Any, card_type: str, scope: Any) -> bool:
    """Whether everything `what` names is of `card_type` (205.2a): a target of that kind or 'each [type]' (so
    'a creature destroyed this way' is every permanent the destruction names)."""
    spec = scope.spec_of(what)
    if spec is not None:
        return spec.kind == card_type.lower() or (spec.filter is not None and spec.filter.types == (card_type,))
    if isinstance(what, Each):
        return what.filter.types == (card_type,)
    return False


def _it_condition(mark: Marked, last: Any, targets: list[TargetSpec]) -> Any:
    """What 'if it's a ...' checks, after the instruction `last`: the card it revealed or found, or the object it
    acted on (608.2c)."""
    if isinstance(last, SearchLibrary) and last.count == 1 and last.to != "top" and mark.name == "it_is":
        # 'Search your library for a card, put it into your graveyard, then shuffle. If it's an instant or sorcery
        # card, ...' (Oriq Loremage): the card found, where the search put it (400.7, 701.23a)
        return RefMatches(Found(), mark.value)
    if mark.name != "it_is":
        raise Unsupported("'if it's a ...' after something other than a revealed card")
    if isinstance(last, RevealTopCard):
        return RefMatches(RevealedCard(), mark.value)
    if isinstance(last, IfThen) and isinstance(last.condition, RefMatches) \
            and isinstance(last.condition.what, RevealedCard | Found):
        # 'Reveal the top card of your library. If it's a creature card, ... If it's a land card, ...' (Druidic
        # Satchel): each 'it' is still the card revealed
        return RefMatches(last.condition.what, mark.value)
    if (isinstance(last, ExileTopOfLibrary) and isinstance(last.who, Target | You)) \
            or (isinstance(last, ExileTopCards) and last.count == 1):
        # 'Exile the top card of target player's library. If it's a land card, ...' (Scrib Nibblers; 406.2): the
        # card exiled, which the instruction names as the objects it made (ctx.created)
        return RefMatches(Created(), mark.value)
    if mark.it is None or not mark.exact or not _checkable_it(mark.it, last, targets):
        raise Unsupported("'if it's a ...' after something other than a revealed card")
    # 'Tap target permanent. If it's an artifact, destroy it.', 'Return target creature card ... to the
    # battlefield. If it's an Elf, ...': the object named before, as it is when the instruction happens
    # (608.2c; after a zone change, the new object: Return Upon the Tide and Defy Death rulings)
    return RefMatches(mark.it, mark.value)


def _checkable_it(ref: Any, last: Any, targets: list[TargetSpec]) -> bool:
    """Does 'it' in 'If it's a ...' name the object the sentence before acted on? A target object (as it is
    now), or the object an instruction just put onto the battlefield (`Created`). Not '~' nor the trigger's
    object, which 'it' names only when the instruction before left its own object unnamed ('Target opponent
    exiles the top card of their library. If it's a land card, ...')."""
    if isinstance(ref, Created):
        return isinstance(last, ReturnToBattlefield | PutFromHand)
    if isinstance(ref, RevealedCard):  # revealed within the instruction before ('If you do, reveal the top card')
        return True
    if isinstance(ref, Target):
        spec = targets[ref.slot] if ref.slot < len(targets) else None
        if spec is None or spec.kind in ("player", "opponent"):
            return False  # ('any target': a player target never matches the object's description, RefMatches)
        # 'Exile target creature, then return that card to the battlefield. If it's a Spirit, ...': the
        # target is gone, 'it' is the new object (400.7) the tree calls otherwise
        return not (isinstance(last, ReturnToBattlefield) and last.what != ref)
    return False


def _looked_at(sentence: IfThen, dig: Dig) -> Any:
    """'Look at the top card of your library. If it's a land card, you may put it onto the battlefield
    (tapped).' / '... If it's a creature card, you may reveal it and put it into your hand.' (401.4): one more
    step of the look, the card put only if it is of that kind (the looking player alone sees whether it is)."""
    mark = sentence.condition
    if dig.count != 1 or dig.steps or dig.reveal or mark.name != "it_is" or not mark.exact \
            or sentence.otherwise is not None \
            or not isinstance(sentence.then, May):
        raise Unsupported("'if it's a ...' after a look at more than the top card")
    then = sentence.then.effect
    if isinstance(then, ReturnToBattlefield) and not then.owner:
        step = DigStep("battlefield", 1, optional=True, filter=mark.value, tapped=then.tapped)
    elif isinstance(then, Marked) and then.name == "reveal_it_into_hand":
        step = DigStep("hand", 1, optional=True, filter=mark.value, reveal=True)
    else:
        raise Unsupported("'if it's a ...' after a look, with something other than putting it somewhere")
    return replace(dig, steps=(step,))


def _unless_pays_x(node: Any) -> list[CounterUnlessPays]:
    """'Counter target spell unless its controller pays {X}' (118.12): the payments in `node` whose mana names
    an X that the text defines ('where X is its mana value', Rethink)."""
    return [n for n in occurrences(node, CounterUnlessPays) if "{X}" in n.mana.upper() and n.x is None]
