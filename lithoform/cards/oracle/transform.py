"""From parse trees to ability-tree nodes.

The transformer runs bottom-up and left to right, so it meets the words of a line in printed order: each
'target' phrase takes the next target slot (601.2c announces targets in that order), and pronouns ('it',
'that creature', 'its controller') refer to the most recent object named before them. A `Scope` carries
that state across the lines of one spell (all its targets are one list) or within one ability.
Anything the tree can't express raises `Unsupported`, which makes the phrase unparsed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer

from ..builders import afterlife, cycling, equip, prowess
from ..tree import (
    AddAbilities,
    AddMana,
    AddTypes,
    ApplyContinuous,
    BasePTFromManaValue,
    ControlsAtLeast,
    CopyStackObject,
    CounterObject,
    CounterUnlessPays,
    CountOf,
    Created,
    CreateToken,
    CreateTokenCopy,
    CreatureDiedThisTurn,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DrawCards,
    Each,
    EachOpponent,
    EachPlayer,
    Enchant,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    Equipped,
    Exile,
    ExileFromHand,
    ExileLinked,
    Fight,
    Filter,
    GainControl,
    GainedLifeThisTurn,
    GainLife,
    IfThen,
    Kicked,
    LifeAtMost,
    LoseAllAbilities,
    LoseLife,
    May,
    Mill,
    ModifyPT,
    PayOptional,
    PowerOf,
    PTBoost,
    PutCounters,
    PutOnLibrary,
    ReturnLinked,
    ReturnToBattlefield,
    ReturnToHand,
    SacrificeChosen,
    SacrificeCost,
    SacrificedManaValue,
    SacrificeObjects,
    Scry,
    SearchLibrary,
    Sequence,
    SetBasePT,
    SourceUntapped,
    Static,
    StaticEffect,
    Surveil,
    Tap,
    Target,
    TargetController,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    Triggering,
    TriggeringController,
    Untap,
    XValue,
    You,
)
from .descriptions import COLORS, Desc, DescriptionError, describe
from .keywords import KEYWORD_NAMES, ward

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}
_PLAYER_KINDS = ("any", "player", "opponent")
# announce._cost_pending asks for a permanent to sacrifice even when the cost is 'Sacrifice ~' (601.2h);
# set True once it sacrifices the source itself.
ENGINE_SACRIFICES_THIS = True


class Unsupported(ValueError):
    """A phrase the grammar reads but the ability tree (or the engine) can't express."""


@dataclass
class Scope:
    """What the words read so far of one spell or ability have introduced."""

    targets: list[TargetSpec] = field(default_factory=list)
    last: Any = None  # the most recent object named: what 'it' means
    default_it: Any = field(default_factory=This)

    def target(self, spec: TargetSpec) -> Target:
        self.targets.append(spec)
        ref = Target(len(self.targets) - 1)
        self.last = ref
        return ref

    def it(self) -> Any:
        return self.last if self.last is not None else self.default_it

    def spec_of(self, ref: Any) -> TargetSpec | None:
        return self.targets[ref.slot] if isinstance(ref, Target) else None


# --- values the transformer passes upwards ---------------------------------------------------------------


@dataclass(frozen=True)
class Suffix:
    name: str


@dataclass(frozen=True)
class Partial:
    """'it deals 4 damage' without a recipient: only valid in an 'instead' sentence."""

    amount: Any


@dataclass(frozen=True)
class Instead:
    condition: Any
    effects: list[Any]


@dataclass(frozen=True)
class SpellSetting:
    """Part of a keyword or static line that belongs to the spell itself (kicker, extra target cost)."""

    name: str
    value: str


@dataclass(frozen=True)
class Joiner:
    word: str


def _text(tok: Any) -> str:
    return str(tok)


def _int(value: Any) -> int:
    if isinstance(value, int):
        return value
    raise Unsupported(f"a fixed number was expected, not {value!r}")


def _pt(token: Any) -> tuple[int, int]:
    p, t = str(token).split("/")
    try:
        return int(p), int(t)
    except ValueError:
        raise Unsupported(f"variable P/T change {token}") from None


def _mana(token: Any) -> str:
    return str(token).upper()


def sequence(effects: list[Any]) -> Any:
    """One effect for a list of instructions, with effects that refer to created tokens folded into the
    creating effect's `then` (so 'it' names the tokens, 111.1)."""
    out: list[Any] = []
    for e in effects:
        if out and isinstance(out[-1], CreateToken | CreateTokenCopy) and _mentions_created(e):
            prev = out.pop()
            import msgspec

            e = msgspec.structs.replace(prev, then=prev.then + (e,))
        out.append(e)
    if not out:
        raise Unsupported("no effect")
    return out[0] if len(out) == 1 else Sequence(tuple(out))


def _mentions_created(node: Any) -> bool:
    if isinstance(node, Created):
        return True
    if isinstance(node, tuple):
        return any(_mentions_created(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return False
    return any(_mentions_created(getattr(node, f)) for f in fields)


def _replace_amount(effect: Any, amount: Any) -> Any:
    import msgspec

    if isinstance(effect, DealDamage):
        return msgspec.structs.replace(effect, amount=amount)
    raise Unsupported("'instead' changes an effect that has no damage amount")


class OracleTransformer(Transformer):
    """Parse tree -> ability tree nodes, with `scope` shared by the lines of one spell or ability."""

    def __init__(self, scope: Scope, face_types: tuple[str, ...] = (), linked: bool = False,
                 chunks: tuple[tuple[str, ...], ...] = ()) -> None:
        super().__init__(visit_tokens=False)
        self.scope = scope
        self.face_types = face_types
        self.linked = linked
        self.chunks = chunks

    def _words(self, tok: Any) -> tuple[str, ...]:
        """The words a DESC placeholder stands for (chunk.py)."""
        return self.chunks[int(str(tok)[1:])]

    def _only(self, tok: Any, *allowed: str) -> None:
        if " ".join(self._words(tok)) not in allowed:
            raise Unsupported(f"{' '.join(self._words(tok))!r} where {' or '.join(allowed)} was expected")

    def found_cards(self, c: list) -> None:
        return None

    # --- small words ------------------------------------------------------------------------------------

    def number_word(self, c: list) -> int:
        return NUMBER_WORDS[_text(c[0])]

    def cnt_one(self, c: list) -> int:
        return 1

    def cnt_number(self, c: list) -> int:
        return int(c[0])

    def cnt_word(self, c: list) -> int:
        return c[0]

    def cnt_x(self, c: list) -> XValue:
        return XValue()

    amt_number = cnt_number
    amt_word = cnt_word
    amt_x = cnt_x

    def count_cards(self, c: list) -> Any:
        self._only(c[1], "card", "cards")
        return c[0]

    def count_cards_equal(self, c: list) -> Any:
        self._only(c[0], "cards")
        return c[1]

    def type_word(self, c: list) -> str:
        return _text(c[0])

    def color_word(self, c: list) -> str:
        return _text(c[0])

    def desc_word(self, c: list) -> str:
        return c[0] if isinstance(c[0], str) and not isinstance(c[0], Token) else _text(c[0])

    def simple_keyword(self, c: list) -> str:
        return KEYWORD_NAMES[_text(c[0])]

    def kw_name(self, c: list) -> str:
        return c[0]

    def kwn_first_strike(self, c: list) -> str:
        return "First strike"

    def kwn_double_strike(self, c: list) -> str:
        return "Double strike"

    def keywords(self, c: list) -> tuple[str, ...]:
        return tuple(c)

    def counter_kind(self, c: list) -> str:
        return _text(c[0]) if c else "loyalty"

    def counter_word(self, c: list) -> None:
        return None

    def top_or_bottom(self, c: list) -> str:
        return "top" if _text(c[0]) == "top" else "bottom"

    def attached_word(self, c: list) -> str:
        return _text(c[0])

    # --- descriptions ---------------------------------------------------------------------------------------

    def sfx_you_control(self, c: list) -> Suffix:
        return Suffix("you_control")

    def sfx_opponent_controls(self, c: list) -> Suffix:
        return Suffix("opponent_controls")

    def sfx_your_graveyard(self, c: list) -> Suffix:
        return Suffix("your_graveyard")

    def sfx_a_graveyard(self, c: list) -> Suffix:
        return Suffix("a_graveyard")

    def sfx_battlefield(self, c: list) -> Suffix:
        return Suffix("battlefield")

    def sfx_source(self, c: list) -> Suffix:
        from .descriptions import CARD_TYPES

        words = self._words(c[1])
        if len(words) != 1 or words[0] not in CARD_TYPES:
            raise Unsupported("a source described by more than a card type")
        return Suffix("source:" + CARD_TYPES[words[0]])

    def desc(self, c: list) -> Desc:
        words = list(self._words(c[0]))
        suffixes = [s.name for s in c[1:] if isinstance(s, Suffix)]
        try:
            return describe(words, suffixes)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def for_each(self, c: list) -> CountOf:
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("counting objects outside the battlefield")
        return CountOf(d.filter())

    # --- objects and players -----------------------------------------------------------------------------------

    def obj_this(self, c: list) -> This:
        self.scope.last = This()
        return This()

    def obj_it(self, c: list) -> Any:
        return self.scope.it()

    def obj_that(self, c: list) -> Any:
        return self.scope.it()

    def obj_any_target(self, c: list) -> Target:
        return self.scope.target(TargetSpec("any"))

    def _battlefield_each(self, d: Desc) -> Each:
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'each' outside the battlefield")
        return Each(d.filter())

    def obj_each(self, c: list) -> Each:
        return self._battlefield_each(c[0])

    def obj_plural(self, c: list) -> Each:
        d: Desc = c[0]
        if not d.plural:
            raise Unsupported("a bare singular description")
        return self._battlefield_each(d)

    def obj_player_or_planeswalker(self, c: list) -> Target:
        self._only(c[0], "planeswalker")
        return self.scope.target(TargetSpec("player_or_planeswalker"))

    def obj_equipped(self, c: list) -> Equipped:
        self._only(c[0], "creature")
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("'equipped creature' on a card that isn't an Equipment")
        return Equipped()

    def obj_each_opponent(self, c: list) -> EachOpponent:
        return EachOpponent()

    def obj_each_player(self, c: list) -> EachPlayer:
        return EachPlayer()

    def obj_you(self, c: list) -> You:
        return You()

    def obj_unsupported(self, c: list) -> Any:
        raise Unsupported("a zone as an object")

    def _spec(self, d: Desc, lo: int, hi: int) -> TargetSpec:
        try:
            return d.target_spec(lo, hi)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def target_one(self, c: list) -> Target:
        d: Desc = c[0]
        if d.plural:
            raise Unsupported("'target' with a plural noun")
        return self.scope.target(self._spec(d, 1, 1))

    def target_another(self, c: list) -> Target:
        if self.scope.targets:
            raise Unsupported("'another target' after a target (115.3: a different object than that one)")
        d: Desc = c[0]
        d.other = True  # the only target: 'another' means other than the source
        return self.scope.target(self._spec(d, 1, 1))

    def target_up_to(self, c: list) -> Target:
        n, d = c
        return self.scope.target(self._spec(d, 0, _int(n)))

    def target_up_to_other(self, c: list) -> Target:
        n, d = c
        d.other = True
        return self.scope.target(self._spec(d, 0, _int(n)))

    def target_n(self, c: list) -> Target:
        n, d = c
        return self.scope.target(self._spec(d, _int(n), _int(n)))

    def pl_you(self, c: list) -> You:
        return You()

    def pl_target_player(self, c: list) -> Target:
        return self.scope.target(TargetSpec("player"))

    def pl_target_opponent(self, c: list) -> Target:
        return self.scope.target(TargetSpec("opponent"))

    def pl_each_player(self, c: list) -> EachPlayer:
        return EachPlayer()

    def pl_each_opponent(self, c: list) -> EachOpponent:
        return EachOpponent()

    def pl_that_player(self, c: list) -> Any:
        last = self.scope.last
        spec = self.scope.spec_of(last)
        if spec is not None and spec.kind in ("player", "opponent"):
            return last
        if isinstance(self.scope.default_it, Triggering) and last is None:
            return TriggeringController()
        raise Unsupported("'that player' without a player named before")

    def pl_its_controller(self, c: list) -> Any:
        last = self.scope.it()
        if isinstance(last, Target):
            return TargetController(last.slot)
        if isinstance(last, Triggering):
            return TriggeringController()
        raise Unsupported("'its controller' of something that isn't a target or the triggering object")

    def src_this(self, c: list) -> This:
        return This()

    def src_it(self, c: list) -> Any:
        last = self.scope.last
        spec = self.scope.spec_of(last)
        if last is None or (spec is not None and spec.kind in _PLAYER_KINDS) or isinstance(last, This):
            return This()  # 'it deals' after 'any target': the spell or the ability's source
        return last

    def src_object(self, c: list) -> Any:
        return c[0]

    def recipients(self, c: list) -> list:
        return list(c)

    # --- amounts ------------------------------------------------------------------------------------------------

    def amt_sacrificed_mv(self, c: list) -> SacrificedManaValue:
        self._words(c[0])
        return SacrificedManaValue()

    def amt_its_power(self, c: list) -> PowerOf:
        return PowerOf(self.scope.it())

    def amt_this_power(self, c: list) -> PowerOf:
        return PowerOf(This())

    def amt_that_power(self, c: list) -> PowerOf:
        return PowerOf(self.scope.it())

    def amt_number_of(self, c: list) -> CountOf:
        return self.for_each(c)

    # --- conditions -------------------------------------------------------------------------------------------------

    def cond_control(self, c: list) -> ControlsAtLeast:
        n, d = c
        return ControlsAtLeast(d.filter(), _int(n))

    def cond_control_n(self, c: list) -> ControlsAtLeast:
        n, d = c
        return ControlsAtLeast(d.filter(), int(n))

    def cond_life_at_most(self, c: list) -> LifeAtMost:
        return LifeAtMost(int(c[0]))

    def cond_creature_died(self, c: list) -> CreatureDiedThisTurn:
        self._only(c[0], "creature")
        return CreatureDiedThisTurn()

    def cond_gained_life(self, c: list) -> GainedLifeThisTurn:
        return GainedLifeThisTurn(int(c[0]))

    def cond_gained_any(self, c: list) -> GainedLifeThisTurn:
        return GainedLifeThisTurn(1)

    def cond_kicked(self, c: list) -> Kicked:
        return Kicked()

    def cond_untapped(self, c: list) -> SourceUntapped:
        return SourceUntapped()

    def condition(self, c: list) -> Any:
        return c[0]

    # --- effects ----------------------------------------------------------------------------------------------------

    def may_clause(self, c: list) -> May:
        return May(c[0])

    def delayed_end_clause(self, c: list) -> DelayedTrigger:
        return DelayedTrigger("end", c[0])

    def deal_damage(self, c: list) -> Any:
        source, amount, recipients = c[0], c[1], c[2]
        if len(c) > 3:
            amount = _times(c[3], amount)
        return sequence([self._deal(amount, r, source) for r in recipients])

    def _deal(self, amount: Any, to: Any, source: Any) -> DealDamage:
        if isinstance(source, This):
            return DealDamage(amount, to)
        return DealDamage(amount, to, source)

    def deal_damage_equal(self, c: list) -> Any:
        source, amount, recipients = c
        return sequence([self._deal(amount, r, source) for r in recipients])

    def deal_evenly(self, c: list) -> DealDamage:
        source, amount = c
        to = self.scope.target(TargetSpec("any", min=0, max=99))
        return DealDamage(amount, to, divided=True, evenly=True) if isinstance(source, This) else \
            DealDamage(amount, to, source, divided=True, evenly=True)

    def deal_divided(self, c: list) -> DealDamage:
        source, amount = c
        to = self.scope.target(TargetSpec("any", min=1, max=3))
        if not isinstance(source, This):
            raise Unsupported("divided damage from another source")
        return DealDamage(amount, to, divided=True)

    def deal_partial(self, c: list) -> Partial:
        return Partial(c[1])

    def _who(self, c: list) -> tuple[Any, list]:
        if c and not isinstance(c[0], int | XValue | CountOf | PowerOf | SacrificedManaValue):
            return c[0], c[1:]
        return You(), c

    def draw(self, c: list) -> DrawCards:
        who, rest = self._who(c)
        amount = rest[0] if len(rest) == 1 else _times(rest[1], rest[0])
        return DrawCards(amount, who)

    def discard(self, c: list) -> Discard:
        who, rest = self._who(c)
        return Discard(rest[0], who)

    def gain_life(self, c: list) -> GainLife:
        who, rest = self._who(c)
        amount = rest[0] if len(rest) == 1 else _times(rest[1], rest[0])
        return GainLife(amount, who)

    def gain_life_equal(self, c: list) -> GainLife:
        who, rest = self._who(c)
        return GainLife(rest[0], who)

    def lose_life(self, c: list) -> LoseLife:
        who, rest = self._who(c)
        amount = rest[0] if len(rest) == 1 else _times(rest[1], rest[0])
        return LoseLife(amount, who)

    def mill(self, c: list) -> Mill:
        who, rest = self._who(c)
        return Mill(rest[0], who)

    def scry(self, c: list) -> Scry:
        return Scry(c[0])

    def surveil(self, c: list) -> Surveil:
        return Surveil(c[0])

    def destroy(self, c: list) -> Destroy:
        return Destroy(c[0])

    def exile(self, c: list) -> Any:
        # 607.2a: 'the exiled card' in another ability of this card links it to this exile.
        return ExileLinked(c[0]) if self.linked else Exile(c[0])

    def tap(self, c: list) -> Tap:
        return Tap(c[0])

    def untap(self, c: list) -> Untap:
        return Untap(c[0])

    def sacrifice(self, c: list) -> SacrificeObjects:
        return SacrificeObjects(c[0])

    def edict(self, c: list) -> SacrificeChosen:
        who, n, d = c
        return SacrificeChosen(who, d.filter(), _int(n))

    def return_to_hand(self, c: list) -> ReturnToHand:
        return ReturnToHand(c[0])

    def return_to_battlefield(self, c: list) -> ReturnToBattlefield:
        return ReturnToBattlefield(c[0])

    def return_to_battlefield_tapped(self, c: list) -> ReturnToBattlefield:
        return ReturnToBattlefield(c[0], tapped=True)

    def put_on_library(self, c: list) -> PutOnLibrary:
        return PutOnLibrary(c[0], c[1])

    def counter(self, c: list) -> CounterObject:
        return CounterObject(c[0])

    def counter_unless(self, c: list) -> CounterUnlessPays:
        return CounterUnlessPays(c[0], _mana(c[1]))

    def pump(self, c: list) -> ModifyPT:
        p, t = _pt(c[1])
        return ModifyPT(p, t, c[0])

    def pump_keywords(self, c: list) -> ApplyContinuous:
        p, t = _pt(c[1])
        return ApplyContinuous((PTBoost(p, t), AddAbilities(keywords=c[2])), c[0])

    def gain_keywords(self, c: list) -> ApplyContinuous:
        return ApplyContinuous((AddAbilities(keywords=c[1]),), c[0])

    def put_counters(self, c: list) -> PutCounters:
        n, kind, _word, what = c
        if kind not in ("+1/+1", "-1/-1") and "/" in kind:
            raise Unsupported(f"counter kind {kind}")
        return PutCounters(kind, n, what)

    def create_token(self, c: list) -> CreateToken:
        token: CreateToken = c[0]
        if len(c) > 1:
            if not isinstance(token.count, int):
                raise Unsupported("tokens counted twice")
            token = CreateToken(token.token, _times(c[1], token.count))
        self.scope.last = Created()
        return token

    def token(self, c: list) -> CreateToken:
        count, spec = c[0], c[1]
        if len(c) > 2:
            name = " ".join(_text(w).title() for w in c[2:])
            spec = TokenSpec(name, spec.types, spec.subtypes, spec.colors, spec.power, spec.toughness,
                             spec.keywords)
        return CreateToken(spec, count)

    def token_body(self, c: list) -> TokenSpec:
        from .descriptions import CARD_TYPES, subtypes

        pt, words = _text(c[0]), self._words(c[1])
        keywords = c[2] if len(c) > 2 else ()
        if "x" in pt or "*" in pt:
            raise Unsupported("a token with variable power and toughness")
        power, toughness = (int(x) for x in pt.split("/"))
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

    def token_with(self, c: list) -> tuple[str, ...]:
        return c[0]

    def color_words(self, c: list) -> tuple[str, ...]:
        return tuple(COLORS[w] for w in c if w in COLORS)

    def create_copy(self, c: list) -> CreateTokenCopy:
        self._only(c[1], "token", "tokens")
        count, what = c[0], c[2]
        keywords = c[3] if len(c) > 3 else ()
        self.scope.last = Created()
        return CreateTokenCopy(what, _int(count), add_keywords=keywords)

    def copy_except(self, c: list) -> tuple[str, ...]:
        return c[0]

    def mana_choice(self, c: list) -> AddMana:
        return AddMana(tuple(_mana(m) for m in c))

    def mana_one(self, c: list) -> AddMana:
        return AddMana((_mana(c[0]),))

    def add_mana(self, c: list) -> AddMana:
        return c[0]

    def add_any_color(self, c: list) -> AddMana:
        return AddMana(("{W}", "{U}", "{B}", "{R}", "{G}"))

    def fight(self, c: list) -> Fight:
        return Fight(c[0], c[1])

    def search(self, c: list) -> SearchLibrary:
        (count, lo_zero, d), steps = c
        if d.noun != "card":
            raise Unsupported("a search for something other than cards")
        to = "hand"
        tapped = reveal = False
        for step in steps:
            if step == "reveal":
                reveal = True
            elif step.startswith("battlefield"):
                to, tapped = "battlefield", step.endswith("tapped")
            else:
                to = "hand"
        return SearchLibrary(d.filter(), _int(count), to, tapped, reveal)

    def search_one(self, c: list) -> tuple:
        return (c[0], False, c[1])

    def search_up_to(self, c: list) -> tuple:
        return (c[0], True, c[1])

    def search_rest(self, c: list) -> list[str]:
        return list(c)

    def ss_reveal(self, c: list) -> str:
        return "reveal"

    def ss_hand(self, c: list) -> str:
        return "hand"

    def ss_battlefield(self, c: list) -> str:
        return "battlefield"

    def ss_battlefield_tapped(self, c: list) -> str:
        return "battlefield tapped"

    def shuffle_noop(self, c: list) -> Any:
        raise Unsupported("a shuffle on its own")

    # --- sentences ---------------------------------------------------------------------------------------------------

    def join_comma(self, c: list) -> Joiner:
        return Joiner(",")

    def join_and(self, c: list) -> Joiner:
        return Joiner("and")

    def join_then(self, c: list) -> Joiner:
        return Joiner("then")

    def clauses(self, c: list) -> list:
        return [x for x in c if not isinstance(x, Joiner)]

    def plain_sentence(self, c: list) -> list:
        return c[0]

    def if_sentence(self, c: list) -> list:
        return [IfThen(c[0], sequence(c[1]))]

    def instead_sentence(self, c: list) -> Instead:
        return Instead(c[0], c[1])

    def hand_exile_sentence(self, c: list) -> list:
        n, d = c[0], c[1]
        self._only(c[2], "card")
        if _int(n) != 1:
            raise Unsupported("exiling several cards from a hand")
        who = self.scope.target(TargetSpec("opponent"))
        f = d.filter()
        return [ExileFromHand(who, None if f == Filter() else f)]

    def pay_optional_sentence(self, c: list) -> list:
        return [PayOptional(_mana(c[0]), sequence(c[1]))]

    def copy_new_targets_sentence(self, c: list) -> list:
        return [CopyStackObject(c[0])]

    def copy_sentence(self, c: list) -> list:
        return [CopyStackObject(c[0], new_targets=False)]

    def return_linked_hand(self, c: list) -> ReturnLinked:
        self._only(c[0], "card")
        return ReturnLinked(to="hand")

    def return_linked_battlefield(self, c: list) -> ReturnLinked:
        self._only(c[0], "card")
        return ReturnLinked(to="battlefield")

    def distribute_counters(self, c: list) -> PutCounters:
        n, kind, _word, d = c
        what = self.scope.target(self._spec(d, 1, _int(n)))
        return PutCounters(kind, _int(n), what, divided=True)

    def duress_sentence(self, c: list) -> list:
        n, d = c[0], c[1]
        self._only(c[2], "card")
        who = self.scope.target(TargetSpec("opponent"))
        return [Discard(_int(n), who, chooser="you", reveal=True, filter=d.filter())]

    def effects(self, c: list) -> Any:
        out: list[Any] = []
        for sentence in c:
            if isinstance(sentence, Instead):
                if not out:
                    raise Unsupported("'instead' with nothing before it")
                previous = out.pop()
                new = [e for e in sentence.effects]
                if len(new) == 1 and isinstance(new[0], Partial):
                    replacement = _replace_amount(previous, new[0].amount)
                else:
                    if any(isinstance(e, Partial) for e in new):
                        raise Unsupported("a partial instruction")
                    replacement = sequence(new)
                out.append(IfThen(sentence.condition, replacement, previous))
                continue
            if any(isinstance(e, Partial) for e in sentence):
                raise Unsupported("a partial instruction outside an 'instead' sentence")
            out.extend(sentence)
        return sequence(out)

    def spell_line(self, c: list) -> Any:
        return c[0]

    # --- costs --------------------------------------------------------------------------------------------------------

    def cost_mana(self, c: list) -> dict:
        symbols = _mana(c[0])
        out: dict[str, Any] = {}
        rest = symbols.replace("{T}", "").replace("{Q}", "")
        if "{T}" in symbols:
            out["tap"] = True
        if "{Q}" in symbols:
            out["untap"] = True
        if rest:
            out["mana"] = rest
        return out

    def cost_sacrifice_this(self, c: list) -> dict:
        if not ENGINE_SACRIFICES_THIS:
            raise Unsupported("'sacrifice ~' as a cost: the engine's announcement doesn't honour "
                              "SacrificeCost(this=True) yet (it would offer any permanent)")
        return {"sacrifice": (SacrificeCost(this=True),)}

    def cost_sacrifice(self, c: list) -> dict:
        n, d = (c[0], c[1]) if len(c) == 2 else (1, c[0])
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("sacrificing something not on the battlefield")
        return {"sacrifice": (SacrificeCost(d.filter(), _int(n)),)}

    def cost_discard_this(self, c: list) -> dict:
        return {"discard_this": True}

    def cost_discard(self, c: list) -> dict:
        self._only(c[1], "card", "cards")
        return {"discard": _int(c[0])}

    def cost_life(self, c: list) -> dict:
        return {"pay_life": int(c[0])}

    def cost_remove_counters(self, c: list) -> dict:
        n, kind = c[0], c[1]
        return {"remove_counters": ((kind, _int(n)),)}

    def cost(self, c: list) -> dict:
        out: dict[str, Any] = {}
        for part in c:
            for key, value in part.items():
                if key in out and key in ("sacrifice", "remove_counters"):
                    out[key] = out[key] + value
                elif key in out:
                    raise Unsupported(f"two {key} costs")
                else:
                    out[key] = value
        return out

    # --- triggers ------------------------------------------------------------------------------------------------------

    def trig_self_enters(self, c: list) -> Trigger:
        return Trigger("enters", this=True)

    def trig_self_dies(self, c: list) -> Trigger:
        return Trigger("dies", this=True)

    def trig_self_leaves(self, c: list) -> Trigger:
        return Trigger("leaves", this=True)

    def under_your_control(self, c: list) -> Suffix:
        return Suffix("you_control")

    def _trigger_filter(self, c: list) -> Filter:
        d = next(x for x in c if isinstance(x, Desc))
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("a trigger on something other than permanents")
        if any(isinstance(x, Suffix) for x in c):
            d.controller = "you"
        return d.filter()

    def trig_enters(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        return Trigger("enters", filter=self._trigger_filter(c))

    def trig_dies(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        return Trigger("dies", filter=self._trigger_filter(c))

    def _self_or(self, event: str, c: list) -> Trigger:
        import msgspec

        f = msgspec.structs.replace(self._trigger_filter(c), other=False)  # '~ or another X': ~ included
        if not f.types or not set(f.types) <= set(self.face_types):
            raise Unsupported("'~ or another' of a kind ~ isn't")
        self.scope.default_it = Triggering()
        return Trigger(event, filter=f)

    def trig_self_or_enters(self, c: list) -> Trigger:
        return self._self_or("enters", c)

    def trig_self_or_dies(self, c: list) -> Trigger:
        return self._self_or("dies", c)

    def caster_you(self, c: list) -> str:
        return "you"

    def caster_opponent(self, c: list) -> str:
        return "opponent"

    def caster_any(self, c: list) -> str:
        return ""

    def trig_cast(self, c: list) -> Trigger:
        caster, _n, d = c
        if d.noun != "spell":
            raise Unsupported("a cast trigger for something other than a spell")
        f = d.filter()
        import msgspec

        f = msgspec.structs.replace(f, controller=caster or None)
        self.scope.default_it = Triggering()
        return Trigger("cast", filter=f)

    def trig_self_attacks(self, c: list) -> Trigger:
        return Trigger("attacks", this=True)

    def trig_attacks(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        return Trigger("attacks", filter=self._trigger_filter(c))

    def trig_self_combat_damage_player(self, c: list) -> Trigger:
        return Trigger("combat_damage", this=True, to_player=True)

    def trig_self_combat_damage(self, c: list) -> Trigger:
        return Trigger("combat_damage", this=True)

    def trig_equipped_combat_damage(self, c: list) -> Trigger:
        self._only(c[0], "creature")
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("'equipped creature' on a card that isn't an Equipment")
        return Trigger("combat_damage", equipped=True)

    def trig_combat_damage_player(self, c: list) -> Trigger:
        self.scope.default_it = Triggering()
        return Trigger("combat_damage", filter=self._trigger_filter(c), to_player=True)

    def trig_step(self, c: list) -> Trigger:
        step, whose = c[0]
        return Trigger("step", step=step, whose=whose)

    def step_your_upkeep(self, c: list) -> tuple[str, str]:
        return ("upkeep", "your")

    def step_each_upkeep(self, c: list) -> tuple[str, str]:
        return ("upkeep", "each")

    def step_your_draw(self, c: list) -> tuple[str, str]:
        return ("draw", "your")

    def step_your_end(self, c: list) -> tuple[str, str]:
        return ("end", "your")

    def step_each_end(self, c: list) -> tuple[str, str]:
        return ("end", "each")

    def step_your_combat(self, c: list) -> tuple[str, str]:
        return ("beginning_of_combat", "your")

    def step_your_main1(self, c: list) -> tuple[str, str]:
        return ("main1", "your")

    def step_your_main2(self, c: list) -> tuple[str, str]:
        return ("main2", "your")

    def intervening_if(self, c: list) -> Any:
        return ("if", c[0])

    # --- keyword lines ---------------------------------------------------------------------------------------------------

    def kw_simple(self, c: list) -> Any:
        name = c[0]
        if name == "Prowess":
            return prowess()
        return Static(name, text=name)

    def kw_first_strike(self, c: list) -> Static:
        return Static("First strike", text="First strike")

    def kw_double_strike(self, c: list) -> Static:
        return Static("Double strike", text="Double strike")

    def kw_kicker(self, c: list) -> SpellSetting:
        return SpellSetting("kicker", _mana(c[0]))

    def kw_cycling(self, c: list) -> Any:
        return cycling(_mana(c[0]))

    def kw_equip(self, c: list) -> Any:
        if "Equipment" not in self.face_types:
            raise Unsupported("equip on a card that isn't an Equipment")
        return equip(_mana(c[0]))

    def kw_ward(self, c: list) -> Any:
        return ward(_mana(c[0]))

    def kw_afterlife(self, c: list) -> Any:
        return afterlife(int(c[0]))

    def kw_enchant(self, c: list) -> Enchant:
        spec = self._spec(c[0], 1, 1)
        return Enchant(spec.kind, spec.filter, text="Enchant " + _describe_kind(spec))

    def keyword(self, c: list) -> Any:
        return c[0]

    def keyword_line(self, c: list) -> list:
        return list(c)

    # --- static lines -------------------------------------------------------------------------------------------------------

    def st_enters_tapped(self, c: list) -> EntersTapped:
        return EntersTapped()

    def st_enters_counters(self, c: list) -> EntersWithCounters:
        n, kind = c[0], c[1]
        return EntersWithCounters(kind, n)

    def copy_any(self, c: list) -> Filter:
        return c[0].filter()

    def copy_one(self, c: list) -> Filter:
        return c[1].filter()

    def st_enter_as_copy(self, c: list) -> EntersAsCopy:
        return EntersAsCopy(c[0])

    def group_all(self, c: list) -> Filter:
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not d.plural:
            raise Unsupported("a static effect on something other than a group of permanents")
        return d.filter()

    def st_anthem(self, c: list) -> StaticEffect:
        p, t = _pt(c[1])
        return StaticEffect((PTBoost(p, t),), c[0])

    def st_anthem_keywords(self, c: list) -> StaticEffect:
        p, t = _pt(c[1])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[2])), c[0])

    def st_grant_keywords(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[1]),), c[0])

    def st_humility(self, c: list) -> StaticEffect:
        self._only(c[1], "abilities")
        p, t = (int(x) for x in _text(c[2]).split("/"))
        return StaticEffect((LoseAllAbilities(), SetBasePT(p, t)), c[0])

    def st_opalescence(self, c: list) -> StaticEffect:
        from .descriptions import CARD_TYPES

        d: Desc = c[0]
        (added,) = self._words(c[1])
        return StaticEffect((AddTypes((CARD_TYPES[added],)), BasePTFromManaValue()), d.filter())

    def _attached(self, word: str, d: Desc) -> str:
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:
            raise Unsupported(f"'{word}' on a card that isn't an {wanted}")
        if d.types != ["Creature"] and d.noun != "permanent":
            raise Unsupported(f"{word} {d.types}")
        return word

    face_subtypes: tuple[str, ...] = ()

    def st_attached_pt(self, c: list) -> StaticEffect:
        p, t = _pt(c[2])
        return StaticEffect((PTBoost(p, t),), attached=self._attached(c[0], c[1]))

    def st_attached_pt_keywords(self, c: list) -> StaticEffect:
        p, t = _pt(c[2])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[3])), attached=self._attached(c[0], c[1]))

    def st_attached_pt_keywords_type(self, c: list) -> StaticEffect:
        from .descriptions import subtypes

        p, t = _pt(c[2])
        try:
            added = tuple(subtypes()[w] for w in self._words(c[4]))
        except KeyError as e:
            raise Unsupported(f"unknown subtype {e}") from None
        parts = (PTBoost(p, t), AddAbilities(keywords=c[3]), AddTypes(subtypes=added))
        return StaticEffect(parts, attached=self._attached(c[0], c[1]))

    def st_attached_keywords(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[2]),), attached=self._attached(c[0], c[1]))

    def st_control_enchanted(self, c: list) -> StaticEffect:
        return StaticEffect((GainControl(),), attached=self._attached("enchanted", c[0]))

    def st_extra_target_cost(self, c: list) -> SpellSetting:
        return SpellSetting("extra_target_cost", _mana(c[0]))

    def static(self, c: list) -> Any:
        return c[0]

    def static_line(self, c: list) -> Any:
        return c[0]


def _times(count: CountOf, amount: Any) -> CountOf:
    return CountOf(count.filter, _int(amount) * count.multiplier)


def _describe_kind(spec: TargetSpec) -> str:
    return spec.kind
