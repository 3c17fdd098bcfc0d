"""Transformer rules for verb phrases: each returns a `VP` that makes the effect once the subject is known
('target player draws two cards', 'draw a card': the subject is you, 608.2c), or a `Pending` effect that a
later clause of the sentence completes ('gets +1/+1 and gains flying until end of turn')."""

from __future__ import annotations

from typing import Any

from lark import Token

from lithoform.cards.tree import (
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    AddAbilities,
    AddMana,
    AddTypes,
    ApplyContinuous,
    AttachedTo,
    ChooseOne,
    CountedMana,
    CounterObject,
    CounterUnlessPays,
    Created,
    CreatePredefinedToken,
    CreateToken,
    CreateTokenCopy,
    CreateTokenFor,
    Destroy,
    Discard,
    DoubleCounters,
    DrawCards,
    DrawnThisWay,
    Each,
    EachControlledBy,
    EachOpponent,
    EachPlayer,
    EachRecipient,
    EachSpell,
    Exile,
    ExiledThisWay,
    ExileGraveyard,
    ExileLinked,
    Fight,
    Filter,
    FlipCoin,
    Found,
    GainControl,
    GainLife,
    GiveControl,
    Half,
    IfThen,
    LifeLostThisWay,
    LifeTotal,
    LoseKeywords,
    LoseLife,
    Mill,
    ModifyPT,
    ModifyPTBy,
    MovedThisWay,
    Negated,
    PreventNextDamage,
    PTBoost,
    PutCounters,
    PutCountersChosen,
    PutOnLibrary,
    Regenerate,
    RemoveCounters,
    ReturnChosenCard,
    ReturnLinked,
    ReturnToBattlefield,
    ReturnToHand,
    SacrificeChosen,
    SacrificedThisWay,
    SacrificeObjects,
    Scry,
    SearchLibrary,
    SearchNamed,
    Sequence,
    SetBasePT,
    SetBasePTBy,
    ShuffleLibrary,
    SourceOnBattlefield,
    Surveil,
    Tap,
    Target,
    TargetController,
    This,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Triggering,
    UnlessPays,
    Untap,
    UntapChosen,
    XValue,
    You,
)
from lithoform.compiler.descriptions import (
    CARD_TYPES,
    COLORS,
    Desc,
    DescriptionError,
    creature_subtypes,
    describe,
    subtypes,
)
from lithoform.compiler.mechanic_texts import CHOSEN_RETURNS
from lithoform.compiler.nouns import GraveyardCards, _int
from lithoform.compiler.tokens import PREDEFINED
from lithoform.compiler.values import (
    VP,
    Bare,
    Except,
    Graveyard,
    Marked,
    Pending,
    Scope,
    Unnamed,
    Unsupported,
    mana,
    pt,
    replace,
    text,
    times,
)


def _unless_mana(token: Any) -> str:
    """The mana of an 'unless ... pays {N}' (118.12). Energy ({E}, 107.14) is paid with counters, not mana: the
    payment decision only offers mana, so such a card is refused rather than misplayed (Lathnu Hellion)."""
    cost = mana(token)
    if "{E}" in cost:
        raise Unsupported("'unless you pay' with energy ({E})")
    return cost


def _times(count: Any, amount: Any) -> Any:
    """'N for each ...': the count times N (CountOf and CardsInGraveyard carry a multiplier)."""
    return times(count, _int(amount))  # compiler/values.py: any count, with or without its own multiplier


def _per(amount: Any, rest: list) -> Any:
    """'gain 1 life for each creature you control': the amount times the count (107.1)."""
    return _times(rest[0], amount) if rest else amount


def _x_amount(value: str) -> Any:
    """'+x' or '+2' of a P/T change counted as it resolves."""
    if value == "+x":
        return XValue()
    if value == "-x":  # 'gets -X/-X, where X is ...' (m21rest)
        return Negated(XValue())
    if value.lstrip("+-").isdigit():
        return int(value)
    raise Unsupported(f"a P/T change of {value}")


def _you(effect: Any) -> VP:
    """An instruction only the controller follows: its subject is 'you' (608.2c)."""
    return VP(lambda who: effect, "you")


def _permanents(d: Desc) -> Any:
    try:
        return d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def _not_creature(f: Any) -> bool:
    """A description of permanents that says what they are but not creature: no creature type and no creature
    subtype (a Forest, a Blood token, an artifact; 'a permanent' could be a creature)."""
    if not (f.types or f.subtypes):
        return False
    return "Creature" not in f.types and not set(f.subtypes) & creature_subtypes()


def _moved_ref(scope: Scope, x: Any) -> Any:
    """The object an instruction moves to another zone: 'all land cards from your graveyard' too (a group of
    cards the instruction moves at the same time, 603.10a; each is a new object where it goes, 400.7, which the
    tree has no name for)."""
    if isinstance(x, GraveyardCards):
        scope.last = Unnamed("the cards moved from your graveyard")
        return x.ref
    return _ref(x)


def _ref(x: Any) -> Any:
    if isinstance(x, Bare):
        raise Unsupported("a bare singular description")
    if isinstance(x, GraveyardCards):
        raise Unsupported("'all ... cards from your graveyard' outside 'exile ... until ~ leaves'")
    if isinstance(x, EachSpell):
        raise Unsupported("'each spell' outside 'counter each spell'")
    return x


class VerbRules:
    """Rules of the verb phrases; mixed into `OracleTransformer` (transform.py)."""

    scope: Scope
    linked: bool
    face_types: tuple[str, ...]

    # --- cards and life -----------------------------------------------------------------------------------

    def draw(self, c: list) -> VP:
        amount = _per(c[0], c[1:])
        self.scope.produced = DrawnThisWay()  # 'then discard that many cards' (608.2c)
        return VP(lambda who: DrawCards(amount, who), "player", "draw")

    def discard(self, c: list) -> VP:
        if isinstance(c[0], Marked) and c[0].name == "cards_of_a_kind":  # 'discard a creature card' (701.9)
            n, f = c[0].value
            if len(c) > 1:
                raise Unsupported("'discard a ... card for each ...'")
            return VP(lambda who: Discard(n, who, filter=f), "player", "discard")
        n = _per(c[0], c[1:])  # 'discards a card for each ...' (107.1)
        if n == 1:  # 'that card's mana value' after it: the card discarded (608.2c)
            self.scope.discarded = (self.scope.last,)
        return VP(lambda who: Discard(n, who), "player", "discard")

    def hand_word(self, c: list) -> None:
        return None

    def gain_life(self, c: list) -> VP:
        amount = _per(c[0], c[1:])
        return VP(lambda who: GainLife(amount, who), "player", "gain_life")

    def gain_life_equal(self, c: list) -> VP:
        return VP(lambda who: GainLife(c[0], who), "player", "gain_life")

    def lose_life(self, c: list) -> VP:
        amount = _per(c[0], c[1:])
        self.scope.produced = LifeLostThisWay()  # 'You gain that much life.' (Foul-Tongue Shriek; 608.2c)
        return VP(lambda who: LoseLife(amount, who), "player", "lose_life")

    def lose_life_equal(self, c: list) -> VP:
        return VP(lambda who: LoseLife(c[0], who), "player", "lose_life")

    def lose_half_life(self, c: list) -> VP:
        """'loses half their life, rounded up' (107.1a, 119.3)."""
        up = c[0] if c else None

        def lose(who: Any) -> LoseLife:
            # 'each player loses half their life': each their own half (119.3), not half of all the totals
            their = EachRecipient() if isinstance(who, EachPlayer | EachOpponent) else who
            return LoseLife(Half(LifeTotal(their), up), who)
        return VP(lose, "player", "lose_life")

    def lose_half_your_life(self, c: list) -> VP:
        up = c[0] if c else None
        return VP(lambda who: LoseLife(Half(LifeTotal(You()), up), who), "player", "lose_life")

    def mill(self, c: list) -> VP:
        return VP(lambda who: Mill(c[0], who), "player", "mill")

    def scry(self, c: list) -> VP:
        return _you(Scry(c[0]))

    def surveil(self, c: list) -> VP:
        return _you(Surveil(c[0]))

    def edict(self, c: list) -> VP:
        n, d = c
        f = _permanents(d)
        if isinstance(n, XValue):
            # 'Each player sacrifices X lands.' (Tectonic Break; 107.3): another player's instruction, counted as
            # it resolves ('you may sacrifice X ...' keeps needing a fixed number: its 'if you do' counts it)
            def make(who: Any) -> SacrificeChosen:
                if isinstance(who, You):
                    _int(n)
                return SacrificeChosen(who, f, 0, amount=n)

            self.scope.last = Unnamed("the sacrificed permanent", self.scope.last, _not_creature(f), None)
            return VP(make, "player", "edict")
        moved = MovedThisWay("sacrificed") if _int(n) == 1 else None  # 'that creature's power' (608.2c)
        self.scope.last = Unnamed("the sacrificed permanent", self.scope.last, _not_creature(f), moved)
        return VP(lambda who: SacrificeChosen(who, f, _int(n)), "player", "edict")

    # --- objects ---------------------------------------------------------------------------------------------

    def until_eot(self, c: list) -> str:
        return "end_of_turn"

    def until_leaves(self, c: list) -> str:
        return "source_leaves"

    def pump(self, c: list) -> VP:
        if "x" in str(c[0]):
            power, toughness = (_x_amount(v) for v in str(c[0]).split("/"))
            if len(c) == 1:  # its duration comes later in the sentence (sentences._finish), else it is refused
                return VP(lambda what: Pending("pump_by", (ModifyPTBy(power, toughness, what),), what), "object",
                          "pump")
            return VP(lambda what: ModifyPTBy(power, toughness, what), "object", "pump")
        p, t = pt(c[0])
        if len(c) > 1:
            return VP(lambda what: ModifyPT(p, t, what), "object", "pump")
        return VP(lambda what: Pending("pump", (PTBoost(p, t),), what), "object", "pump")

    def pump_for_each(self, c: list) -> VP:
        """'gets +1/+0 until end of turn for each other attacking Goblin': counted as it resolves and locked
        in then (608.2h, 611.2c)."""
        p, t = pt(c[0])
        count = next(x for x in c[1:] if x != "end_of_turn")  # any count (for_each)
        power, toughness = (_times(count, n) if n else 0 for n in (p, t))
        if "end_of_turn" not in c[1:]:  # 'gets +1/+1 for each ... and gains trample' after 'Until end of turn,'
            return VP(lambda what: Pending("pump_by", (ModifyPTBy(power, toughness, what),), what), "object",
                      "pump")
        return VP(lambda what: ModifyPTBy(power, toughness, what), "object", "pump")

    def gain_keywords(self, c: list) -> VP:
        keywords = c[0]
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=keywords),), what), "object", "gain")

    def gain_keywords_until_your_next_turn(self, c: list) -> VP:
        """'... gain indestructible until your next turn' (611.2b: it ends as its controller's next turn
        begins; Emeria's Call)."""
        keywords = c[0]
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=keywords),), what, "until_your_next_turn"),
                  "object", "gain")

    def cant_block_this_turn(self, c: list) -> VP:
        """509.1a: '... can't block this turn' (until the turn ends, 514.2). A restriction on a group changes the
        rules (611.2c: creatures that join it later are restricted too), which the engine keeps for `Each` only."""
        def make(what: Any) -> ApplyContinuous:
            if isinstance(what, EachControlledBy):
                raise Unsupported("a combat restriction this turn on the creatures a chosen player controls")
            return ApplyContinuous((AddAbilities(keywords=(CANT_BLOCK,)),), what)

        return VP(make, "object", "gain")

    def cant_be_blocked_this_turn(self, c: list) -> VP:
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_BE_BLOCKED,)),), what), "object",
                  "gain")

    def gain_keyword_choice(self, c: list) -> VP:
        """'gains your choice of deathtouch or lifelink until end of turn' (chosen as it resolves, 608.2d)."""
        keywords: tuple[str, ...] = c[0]

        def make(what: Any) -> ChooseOne:
            return ChooseOne(tuple(ApplyContinuous((AddAbilities(keywords=(k,)),), what) for k in keywords),
                             tuple(k.lower() for k in keywords))

        return VP(make, "object", "gain")

    def lose_keyword_choice(self, c: list) -> VP:
        """'loses your choice of flying, first strike, or trample until end of turn' (608.2d, 613.1f)."""
        keywords: tuple[str, ...] = c[0]

        def make(what: Any) -> ChooseOne:
            return ChooseOne(tuple(ApplyContinuous((LoseKeywords((k,)),), what) for k in keywords),
                             tuple(k.lower() for k in keywords))

        return VP(make, "object", "lose")

    def keyword_choice(self, c: list) -> tuple[str, ...]:
        return tuple(c)

    def lose_keywords(self, c: list) -> VP:
        """'loses flying until end of turn' (layer 6); without a duration ('Until end of turn, ~ loses defender and
        gains flying.': the sentence's prefix gives it one, sentences._finish) for good (611.2a)."""
        keywords = c[0]
        until = "end_of_turn" if len(c) > 1 else "permanent"
        return VP(lambda what: ApplyContinuous((LoseKeywords(keywords),), what, until=until), "object", "lose")

    def gain_control(self, c: list) -> VP:
        what = _ref(c[0])
        until = c[1] if len(c) > 1 else "permanent"

        def other(player: Any) -> GiveControl:
            """'Target opponent gains control of ~' (613.1b): mechanics/give_control."""
            if until not in ("permanent", "end_of_turn"):
                raise Unsupported("another player gaining control for a duration tied to you or ~")
            return GiveControl(player, what, until)
        effect = ApplyContinuous((GainControl(),), what, until)
        return VP(lambda who: effect, "you", other=other)

    def fight(self, c: list) -> VP:
        other = _ref(c[0])

        def fight(what: Any) -> Fight:
            if what == other:  # 'Target creature you control fights that creature' naming itself: misread
                raise Unsupported("'fights that creature' where 'that creature' is the fighter itself")
            return Fight(what, other)
        return VP(fight, "object", "fight")

    def destroy(self, c: list) -> VP:
        return _you(Destroy(_ref(c[0])))

    def cant_be_regenerated(self, c: list) -> VP:
        """'It can't be regenerated.' after a destruction (701.19c): it changes that instruction."""
        return VP(lambda what: Marked("no_regeneration", what), "object", "can't be regenerated")

    def regenerate(self, c: list) -> VP:
        """701.19a: 'Regenerate ~', 'Regenerate target creature'."""
        return _you(Regenerate(_ref(c[0])))

    def exile(self, c: list) -> VP:
        if isinstance(c[0], Graveyard):
            return _you(ExileGraveyard(c[0].who))
        if len(c) > 1 and isinstance(c[0], GraveyardCards):  # they return to the graveyard (Idol's ruling)
            return _you(self.until_leaves_exile(ExileLinked(c[0].ref), "graveyard"))
        if len(c) > 1:
            return _you(self.until_leaves_exile(ExileLinked(_ref(c[0])), "battlefield"))
        # 607.2a: 'the exiled card' in another ability of this card links it to this exile.
        if not self.linked and isinstance(c[0], Target):
            self.scope.exiled_slots = (*self.scope.exiled_slots, c[0].slot)  # 'that card' after it (nouns.obj_that)
        # 'exile all creatures you control. Then create that many' (608.2c), 'Exile all attacking creatures target
        # player controls. That player may search their library for that many basic land cards' (Settle the
        # Wreckage): the number exiled this way
        if isinstance(c[0], (Each, EachControlledBy)) and not self.linked:
            self.scope.produced = ExiledThisWay(Filter())
        return _you(ExileLinked(_ref(c[0])) if self.linked else Exile(_ref(c[0])))

    def until_leaves_exile(self, exile: Any, back_to: str) -> IfThen:
        """610.3: 'exile ... until ~ leaves the battlefield': linked to a return when ~ leaves (607.2a, as a
        leaves-the-battlefield ability), and nothing is exiled if ~ has already left (610.3c)."""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("'until ~ leaves the battlefield' on a card that isn't a permanent")
        back = TriggeredAbility(Trigger("leaves", this=True), ReturnLinked(to=back_to),
                                text="(the exiled card returns when this leaves the battlefield, 610.3)")
        if back not in self.scope.extra:
            self.scope.extra.append(back)
        return IfThen(SourceOnBattlefield(), exile)

    def tap(self, c: list) -> VP:
        return _you(Tap(_ref(c[0])))

    def untap(self, c: list) -> VP:
        return _you(Untap(_ref(c[0])))

    def untap_up_to(self, c: list) -> VP:
        n, d = c
        return _you(UntapChosen(_permanents(d), _int(n)))

    def sacrifice(self, c: list) -> VP:
        what = c[0]
        if isinstance(what, Bare):  # 'sacrifice another creature': an edict on yourself (701.21a)
            f = _permanents(what.desc)
            # 'you may sacrifice a Forest. If you do, that creature gains trample': a permanent not described
            # as a creature isn't what 'that creature' names after it (the object named before it is)
            self.scope.last = Unnamed("the sacrificed permanent", self.scope.last, _not_creature(f),
                                      MovedThisWay("sacrificed"))
            return _you(SacrificeChosen(You(), f, 1))
        if isinstance(what, Each):  # 'sacrifice all creatures you control, then create that many ...' (608.2c)
            self.scope.produced = SacrificedThisWay(Filter())
        return _you(SacrificeObjects(what))

    def return_to_hand(self, c: list) -> VP:
        if isinstance(c[0], Bare) and c[0].desc.other and not c[0].desc.plural:
            # 'return another creature you control to its owner's hand': 'another' is its article (one
            # permanent, chosen as the effect resolves, 608.2d)
            return self.return_chosen_to_hand([1, c[0].desc])
        what = _moved_ref(self.scope, c[0])
        spec = self.scope.spec_of(what)
        if spec is not None and spec.kind not in ("player", "opponent") and self.scope.player is None \
                and not isinstance(self.scope.default_it, Triggering):
            # 'return target permanent to its owner's hand, then that player discards a card' (Recoil, 108.3)
            self.scope.player = TargetController(what.slot, owner=True)
        return _you(ReturnToHand(what))

    def return_to_your_hand_first(self, c: list) -> VP:
        """'return to your hand target artifact card in your graveyard' (Scrap Trawler): 'return [it] to your hand'
        with the object last."""
        return self.return_to_hand(c)

    def return_chosen_to_hand(self, c: list, up_to: bool = False) -> VP:
        """'return a creature card from your graveyard to your hand' (chosen as it resolves, not a target)."""
        n, d = c[0], c[1]
        for chosen in CHOSEN_RETURNS:  # 'return a land you control to its owner's hand' (mechanics/return_chosen)
            if (node := chosen(d, _int(n), up_to)) is not None:
                self.scope.last = Unnamed("the returned permanent")
                return _you(node)
        if d.zone != "graveyard" or d.noun != "card" or d.graveyard_of != "you":
            raise Unsupported("returning a card from somewhere other than your graveyard")
        self.scope.last = Unnamed("the returned card")
        return _you(ReturnChosenCard(replace(d.filter(), controller=None), _int(n), "hand", up_to))

    def return_chosen_to_battlefield(self, c: list, tapped: bool = False) -> VP:
        """'then return a creature card from your graveyard to the battlefield (tapped)' (Port of Karfell):
        chosen as it resolves, not targeted; it enters under the effect's controller's control (110.2a)."""
        n, d = c[0], c[1]
        if d.zone != "graveyard" or d.noun != "card" or d.graveyard_of != "you":
            raise Unsupported("returning a card to the battlefield from somewhere other than your graveyard")
        self.scope.last = Unnamed("the returned card")
        return _you(ReturnChosenCard(replace(d.filter(), controller=None), _int(n), "battlefield", tapped=tapped))

    def return_random_to_hand(self, c: list) -> VP:
        """'Return a Zombie card at random from your graveyard to your hand' (Ghoulraiser): the game picks the
        cards with its seeded generator (as for a random discard, 701.9b); not targeted (115.10)."""
        n, tok = c[0], c[1]
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card":
            raise Unsupported("returning something other than cards at random")
        self.scope.last = Unnamed("the returned card")
        f = replace(d.filter(), controller=None)
        return _you(ReturnChosenCard(f, _int(n), "hand", random=True))

    def return_opponent_choice_to_hand(self, c: list) -> VP:
        """'Return a nonland card of an opponent's choice from your graveyard to your hand' (Tasigur, the Golden
        Fang): an opponent chooses the card as it resolves (608.2d); not targeted (115.10)."""
        n, tok = c[0], c[1]
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "card" or d.plural:
            raise Unsupported("returning something other than a card of an opponent's choice")
        self.scope.last = Unnamed("the returned card")
        f = replace(d.filter(), controller=None)
        return _you(ReturnChosenCard(f, _int(n), "hand", opponent_chooses=True))

    def return_chosen_to_battlefield_tapped(self, c: list) -> VP:
        return self.return_chosen_to_battlefield(c, tapped=True)

    def return_up_to_chosen_to_hand(self, c: list) -> VP:
        return self.return_chosen_to_hand(c, up_to=True)

    def return_self_from_graveyard(self, c: list, tapped: bool = False) -> VP:
        """'Return ~ from your graveyard to the battlefield': the ability functions in the graveyard (113.6m)."""
        self.scope.from_graveyard = True
        return _you(ReturnToBattlefield(This(), tapped=tapped))

    def return_self_from_graveyard_tapped(self, c: list) -> VP:
        return self.return_self_from_graveyard(c, tapped=True)

    def return_self_from_graveyard_hand(self, c: list) -> VP:
        self.scope.from_graveyard = True
        return _you(ReturnToHand(This()))

    def exile_self_from_graveyard(self, c: list) -> VP:
        """'you may exile ~ from your graveyard. If you do, ...' (Kozilek's Return): the ability functions in the
        graveyard (113.6m), and the card is exiled from there (406)."""
        self.scope.from_graveyard = True
        return _you(Exile(This()))

    def return_linked_hand(self, c: list) -> VP:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return _you(ReturnLinked(to="hand"))

    def return_linked_battlefield(self, c: list) -> VP:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return _you(ReturnLinked(to="battlefield"))

    def return_linked_battlefield_all(self, c: list) -> VP:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return _you(ReturnLinked(to="battlefield"))

    def _returned_card(self, ref: Any) -> Any:
        """'Return target creature card from your graveyard to the battlefield. It gains haste.' (400.7): the
        permanent is a new object, so 'it' after the return names the object the return made (Created,
        which rules/effects/oracle.py keeps, as an exile does; 603.7c: fixed in a later delayed trigger)."""
        spec = self.scope.spec_of(ref)
        if isinstance(ref, Target) and spec is not None and spec.zone not in (None, "battlefield"):
            self.scope.last = Created()
        return ref

    def return_to_battlefield(self, c: list) -> VP:
        return _you(ReturnToBattlefield(self._returned_card(_moved_ref(self.scope, c[0]))))

    def return_to_battlefield_owner(self, c: list) -> VP:
        """'Return that card to the battlefield under its owner's control' (110.2)."""
        return _you(ReturnToBattlefield(self._returned_card(_moved_ref(self.scope, c[0])), owner=True))

    def return_to_battlefield_tapped(self, c: list) -> VP:
        return _you(ReturnToBattlefield(self._returned_card(_moved_ref(self.scope, c[0])), tapped=True))

    def put_on_library(self, c: list) -> VP:
        position, self.scope.position = self.scope.position, None
        if position is None:
            raise Unsupported("'put' without where")
        return _you(PutOnLibrary(_ref(c[0]), position))

    def put_pronoun_on_library(self, c: list) -> VP:
        return _you(PutOnLibrary(c[0], c[1]))

    def counter(self, c: list) -> VP:
        if isinstance(c[0], EachSpell):  # 'counter each spell you don't control' (701.6a: each of them)
            return _you(CounterObject(c[0]))
        return _you(CounterObject(_ref(c[0])))

    def counter_unless(self, c: list) -> VP:
        return _you(CounterUnlessPays(_ref(c[0]), _unless_mana(c[1])))

    def counter_unless_twice(self, c: list) -> VP:
        """'unless its controller pays twice {X}' (Thassa's Intervention): the cost twice over, {X}{X} (107.3)."""
        mana = _unless_mana(c[1])
        return _you(CounterUnlessPays(_ref(c[0]), mana + mana))

    def become(self, c: list) -> VP:
        """'~ becomes a 3/3 Sphinx creature with flying in addition to its other types until end of turn'
        (layers 4, 6 and 7b, 613.1)."""
        parts = c[0]
        return VP(lambda what: ApplyContinuous(parts, what), "object", "become")

    def have_base_pt(self, c: list) -> VP:
        """'creatures you control have base power and toughness X/X' (layer 7b); amounts counted as it
        resolves (611.2c). Only with the sentence's 'until end of turn,' (sentences._finish)."""
        power, toughness = (XValue() if v == "x" else int(v) for v in text(c[0]).split("/"))
        return VP(lambda what: SetBasePTBy(power, toughness, what), "object", "have")

    def become_what(self, c: list) -> tuple[Any, ...]:
        power, toughness = (int(x) for x in text(c[0]).split("/"))
        try:
            d = describe(list(self._words(c[1])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.colors or d.noun or d.supertypes or not d.types:
            raise Unsupported("becoming something other than a creature of some types")
        parts: list[Any] = [AddTypes(tuple(d.types), tuple(d.subtypes)), SetBasePT(power, toughness)]
        if len(c) > 2:
            parts.insert(1, AddAbilities(keywords=c[2]))
        return tuple(parts)

    # --- counters ------------------------------------------------------------------------------------------

    def put_counters(self, c: list) -> VP:
        n, kind, _word, what = c
        return _you(PutCounters(kind, n, _ref(what)))  # any +X/+Y kind too (122.1a)

    def put_two_kinds_counters(self, c: list) -> VP:
        """'put a +1/+1 counter and a lifelink counter on target creature' (122.1): one after the other."""
        n1, kind1, _w1, n2, kind2, _w2, what = c
        ref = _ref(what)
        return _you(Sequence((PutCounters(kind1, n1, ref), PutCounters(kind2, n2, ref))))

    def put_counters_chosen(self, c: list) -> VP:
        n, kind, _word, one, d = c
        if _int(one) != 1:
            raise Unsupported("counters on several permanents chosen as it resolves")
        return _you(PutCountersChosen(kind, n, _permanents(d)))

    def remove_counters(self, c: list) -> VP:
        n, kind, _word, what = c
        return _you(RemoveCounters(kind, n, _ref(what)))

    def double_counters(self, c: list) -> VP:
        kind, _word, what = c
        return _you(DoubleCounters(kind, _ref(what)))

    def double_each_kind_counters(self, c: list) -> VP:
        """'double the number of each kind of counter on target permanent' (122.1, 701.10e): kind '' is every kind."""
        return _you(DoubleCounters("", _ref(c[-1])))

    def double_power(self, c: list) -> VP:
        return _you(ModifyPTBy(0, 0, _ref(c[0]), double_power=True))

    def destroy_attached(self, c: list) -> VP:
        """'Destroy all Auras attached to ~', 'destroy all Curses attached to you' (Witchbane Orb; 303.4: a Curse is
        an Aura, attached to a player)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        subs = {"equipment": "Equipment", "auras": "Aura", "aura": "Aura", "curses": "Curse", "curse": "Curse"}
        if len(words) != 1 or words[0] not in subs:
            raise Unsupported("permanents attached other than Equipment, Auras or Curses")
        sub = subs[words[0]]
        return _you(Destroy(AttachedTo(_ref(c[1]), Filter(subtypes=(sub,)))))

    def prevent_next(self, c: list) -> VP:
        """615.7: a shield on the object or player for the next N damage this turn."""
        return _you(PreventNextDamage(c[0], _ref(c[1])))  # 'the next X damage': X as it resolves (608.2h)

    def sacrifice_unless(self, c: list) -> VP:
        """'Sacrifice ~ unless you pay {2}' (118.12)."""
        return _you(UnlessPays(_unless_mana(c[1]), SacrificeObjects(_ref(c[0]))))

    def investigate(self, c: list) -> VP:
        """701.16a: create a Clue token."""
        return _you(CreatePredefinedToken("clue"))

    def investigate_player(self, c: list) -> VP:
        """701.16a: 'its controller investigates' (Fateful Absence): that player creates a Clue token (111.2)."""
        return VP(lambda who: CreatePredefinedToken("clue", who=who), "player", "investigate")

    def flip_coin(self, c: list) -> VP:
        return _you(FlipCoin())

    def distribute_counters(self, c: list) -> VP:
        n, kind, _word, d = c
        what = self.scope.target(self._spec(d, 1, _int(n)))  # type: ignore[attr-defined]
        return _you(PutCounters(kind, _int(n), what, divided=True))

    # --- tokens (111) ----------------------------------------------------------------------------------------

    def create_token(self, c: list) -> VP:
        token: CreateToken | CreatePredefinedToken = c[0]
        if len(c) > 1:
            if not isinstance(token.count, int):
                raise Unsupported("tokens counted twice")
            token = replace(token, count=_times(c[1], token.count))
        self.scope.last = Created() if isinstance(token, CreateToken) else Unnamed("the predefined token")

        def make(who: Any) -> Any:
            if isinstance(token, CreatePredefinedToken):
                return replace(token, who=who)
            if isinstance(who, You):
                return token
            if token.attacking:
                raise Unsupported("another player's tokens entering attacking")
            return CreateTokenFor(token.token, who, token.count, tapped=token.tapped)  # 111.2: that player's tokens

        return VP(make, "player", "create")

    def token_entering(self, c: list) -> str:
        if self._words(c[0]) != ("tapped", "and", "attacking"):  # type: ignore[attr-defined]
            raise Unsupported("a token entering other than tapped and attacking")
        return "tapped_and_attacking"

    def token_entering_attacking(self, c: list) -> str:
        """'tokens ... that are attacking' (Parhelion II): untapped and attacking (508.4)."""
        return "attacking"

    def token(self, c: list) -> CreateToken | CreatePredefinedToken:
        attacking = c[-1] in ("tapped_and_attacking", "attacking")
        if attacking:
            tapped = c[-1] == "tapped_and_attacking"
            c = c[:-1]
            if isinstance(c[1], str):
                raise Unsupported("a predefined token entering attacking")
            return replace(self.token(c), tapped=tapped, attacking=True)
        count, spec = c[0], c[1]
        if isinstance(spec, tuple):  # 'a tapped 2/2 ... token', 'a tapped and attacking 1/1 ... token' (110.5b)
            entering, spec = spec
            token = self.token([count, spec, *c[2:]])
            return replace(token, tapped=True, attacking=entering == "tapped_and_attacking")
        if isinstance(spec, str):  # a predefined token (111.10)
            if len(c) > 2:
                raise Unsupported("a predefined token with a name")
            if spec.startswith("tapped "):  # 'a tapped Treasure token' (110.5b)
                return CreatePredefinedToken(spec.removeprefix("tapped "), count, tapped=True)
            return CreatePredefinedToken(spec, count)
        if len(c) > 2:
            name = " ".join(self._name_word(w) for w in c[2:])
            spec = replace(spec, name=name)
        return CreateToken(spec, count)

    def _name_word(self, w: Any) -> str:
        """A word of a token's name (111.4): a card's name as printed, a word the chunker read as a description
        ('Sliver'), or a plain word."""
        kind = getattr(w, "type", "")
        if kind == "NAME":
            return self.card_name(w)  # type: ignore[attr-defined]
        words = self._words(w) if kind == "DESC" else (text(w),)  # type: ignore[attr-defined]
        return " ".join(x.title() for x in words)

    def token_body(self, c: list) -> TokenSpec:
        pt_text, words = text(c[0]), self._words(c[1])  # type: ignore[attr-defined]
        keywords = c[2] if len(c) > 2 else ()
        if "*" in pt_text:
            raise Unsupported("a token with variable power and toughness")
        # 'an X/X ... token, where X is ...': the sentence's 'where X is' replaces X (clauses)
        power, toughness = (XValue() if x == "x" else int(x) for x in pt_text.split("/"))
        if words[-1] not in ("token", "tokens"):
            raise Unsupported("a token description that doesn't end with 'token'")
        colors, subs, types = [], [], []
        for w in words[:-1]:
            if w in COLORS:
                colors.append(COLORS[w])
            elif w in ("and", "colorless"):
                continue
            elif w.rstrip("s") in CARD_TYPES or w in CARD_TYPES:
                types.append(CARD_TYPES.get(w, CARD_TYPES.get(w.rstrip("s"))))
            elif w in subtypes():
                subs.append(subtypes()[w])
            else:
                raise Unsupported(f"{w!r} in a token's description")
        if not types:
            raise Unsupported("a token with no card type")
        # 111.4: a token's name is its subtypes plus the word Token unless the effect names it.
        return TokenSpec(" ".join(subs) + " Token", tuple(types), tuple(subs), tuple(colors), power, toughness,
                         keywords)

    def token_predefined(self, c: list) -> str:
        """'a Treasure token', 'two Food tokens' (111.10)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        tapped = words[:1] == ("tapped",)  # 'a tapped Treasure token' (110.5b): read by `token`
        if tapped:
            words = words[1:]
        if len(words) != 2 or words[1] not in ("token", "tokens") or words[0] not in PREDEFINED:
            raise Unsupported(f"a token described as {' '.join(words)!r}")
        return ("tapped " if tapped else "") + words[0]

    def token_with(self, c: list) -> tuple[str, ...]:
        return c[0]

    def create_copy(self, c: list) -> VP:
        self._only(c[1], "token", "tokens")  # type: ignore[attr-defined]
        count, what = c[0], _ref(c[2])
        self.scope.last = Created()
        return _you(CreateTokenCopy(what, _int(count)))

    def copy_except(self, c: list) -> VP:
        keywords = c[0]
        return VP(lambda who: Except(keywords), "you", "except")

    # --- mana (106) --------------------------------------------------------------------------------------------

    def mana_choice(self, c: list) -> AddMana:
        return AddMana(tuple(mana(m) for m in c))

    def mana_one(self, c: list) -> AddMana:
        return AddMana((mana(c[0]),))

    def add_mana(self, c: list) -> VP:
        return _you(c[0])

    def add_any_color(self, c: list) -> VP:
        return _you(AddMana(("{W}", "{U}", "{B}", "{R}", "{G}")))

    def add_one_color(self, c: list) -> VP:
        if isinstance(c[0], int):  # 'Add three mana of any one color': a choice of five options (106.1b)
            return _you(AddMana(tuple(f"{{{color}}}" * c[0] for color in "WUBRG")))
        # 'Add X mana of any one color, where X is ...': counted mana with a choice of color (106.1b), so that as
        # an activated ability it is a mana ability (605.1a) like 'Add {G} for each Elf'
        return _you(CountedMana(AddMana(tuple(f"{{{color}}}" for color in "WUBRG")), c[0]))

    # --- searching (701.23) ---------------------------------------------------------------------------------------

    def search(self, c: list) -> VP:
        (count, _lo_zero, d), steps = c
        split = False
        if d.noun != "card":
            raise Unsupported("a search for something other than cards")
        to = "hand"
        tapped = reveal = attach = False
        attach_to = None  # 'onto the battlefield attached to that creature' (303.4f; aura_search)
        after = [step.value for step in steps if isinstance(step, Marked) and step.name == "search_after"]
        steps = [step for step in steps if not isinstance(step, Marked)]  # (mechanics/search_discard)
        if after and (len(steps) != 1 or steps[0] != "hand"):
            raise Unsupported("a discard among the steps of a search that doesn't put the card into the hand")
        for step in steps:
            if step == "reveal":
                reveal = True
            elif step == "battlefield attached":  # 'onto the battlefield attached to ~' (303.4f; aura_search)
                to, attach = "battlefield", True
            elif step == "battlefield attached that":  # (to that creature: the trigger event's object)
                to, attach_to = "battlefield", Triggering()
            elif step.startswith("battlefield"):
                to, tapped = "battlefield", step.endswith("tapped")
            elif step == "split":
                to, tapped, split = "battlefield", True, True
            elif step == "top":  # 'then shuffle and put that card on top' (mechanics/player_search)
                to = "top"
            elif step == "graveyard":  # 'put it into your graveyard' (Entomb; 701.23a)
                to = "graveyard"
            elif step == "exile":  # 'exile them' (406.3)
                to = "exile"
            else:
                to = "hand"
        self.scope.last = Found()
        named, d.named_this = d.named_this, False  # 'cards named ~' (Squadron Hawk): the source's own name
        amount = None
        if not (isinstance(count, int) and not isinstance(count, Token)):
            amount, count = count, 1  # 'up to X cards' (107.3): counted as the search begins
        elif count == 0:
            raise Unsupported("a search for no cards")
        different, d.different_names = d.different_names, False  # 'with different names' (201.2)
        not_among, d.name_not_among = d.name_not_among, None  # 'with a different name than each ...' (201.2)
        same_name, d.same_name_as = d.same_name_as, None  # 'with the same name as that card' (201.2)
        could_enchant, d.could_enchant = d.could_enchant, None  # 'that could enchant that creature' (303.4f)
        if could_enchant is not None and could_enchant != attach_to:
            raise Unsupported("'an Aura card that could enchant' one object, put onto the battlefield otherwise")
        found_filter = d.filter()
        # 'up to N cards' of any card: the player may find fewer (a stated quality already lets them, 701.23b)
        up_to = bool(_lo_zero) and count >= 0 and found_filter == Filter() and not named
        search = SearchLibrary(found_filter, count, to, tapped, reveal, split, named_this=named, amount=amount,
                               up_to=up_to, different_names=different, attach_to_source=attach,
                               name_not_among=not_among, same_name_as=same_name, attach_to=attach_to,
                               only_attachable=could_enchant is not None)
        return _you(Sequence((search, *after)) if after else search)

    def search_named(self, c: list) -> VP:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return _you(SearchNamed(self.card_name(c[1])))  # type: ignore[attr-defined]

    def search_one(self, c: list) -> tuple:
        return (c[0], False, c[1])

    def search_up_to(self, c: list) -> tuple:
        return (c[0], True, c[1])

    def search_any_number(self, c: list) -> tuple:
        """'any number of Forest cards' (701.23a): up to as many as the library holds (SearchLibrary.count -1)."""
        return (-1, True, c[0])

    def search_rest(self, c: list) -> list[str]:
        return list(c)

    def ss_reveal(self, c: list) -> str:
        return "reveal"

    def ss_hand(self, c: list) -> str:
        return "hand"

    def ss_graveyard(self, c: list) -> str:
        return "graveyard"

    def ss_battlefield(self, c: list) -> str:
        return "battlefield"

    def ss_battlefield_tapped(self, c: list) -> str:
        return "battlefield tapped"

    def ss_split(self, c: list) -> str:
        return "split"

    def shuffle_noop(self, c: list) -> Any:
        """'Shuffle.' / 'You may shuffle.' / 'target player shuffles' (701.24a)."""
        return VP(lambda who: ShuffleLibrary(who), "player", "shuffle")


def desc_of(x: Any) -> Desc:
    if isinstance(x, Bare):
        return x.desc
    raise Unsupported("a description was expected")
