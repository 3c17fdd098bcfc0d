"""Looking at and revealing the top cards of a library (401.4, 701.20a), its text part: the head sentence
('Look at the top three cards of your library.') makes a `Dig`; each sentence after it about 'them', 'that
card' or 'the rest' is a sentence mark that adds a step to it ('Put one of them into your hand and the rest
on the bottom of your library in any order.'). Brainstorm's 'put two cards from your hand on top of your
library in any order'. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import (
    ActivePlayer,
    Created,
    Filter,
    LookAndSplit,
    LookAtTop,
    ManaValueOf,
    PayOptional,
    Plus,
    Target,
    TargetController,
    TargetSpec,
    Trigger,
    Triggering,
    TriggeringController,
    XValue,
    You,
)
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import (
    VP,
    Marked,
    SentenceMark,
    Suffix,
    Unsupported,
    WhereX,
    mana,
    replace,
    sequence,
    substitute,
)
from lithoform.mechanics.graveyard_arrivals.text import PUT_INTO_GRAVEYARD
from lithoform.mechanics.library_look.nodes import (
    ALL,
    CAST,
    NONE_TO_HAND,
    SEPARATE,
    TO_GRAVEYARD_ANYWHERE,
    Dig,
    DigStep,
    PutFromHandOnLibrary,
    SearchOpponentChooses,
    ShuffleGraveyardIntoLibrary,
)

DIG_STEPS = "dig_steps"
DIG_REVEALED = "dig_revealed"
DIG_IF_DONT = "dig_if_dont"
DIG_NONE_TO_HAND = "dig_none_to_hand"
DIG_ENTERS_WITH = "dig_enters_with"
DIG_STEPS_AND = "dig_steps_and"  # steps, then instructions of the same sentence after them (608.2c)


@dataclass(frozen=True)
class DigMark(SentenceMark):
    """A sentence that adds steps to the look before it; `filter` for 'If a [filter] card is revealed this
    way, ...'."""

    steps: tuple[DigStep, ...] = ()
    filter: Any = None
    where: str = ""  # 'If you don't put the card [into your hand], ...': where the step before puts it
    after: tuple[Any, ...] = ()  # DIG_STEPS_AND: instructions after the steps ('..., and you lose 1 life ...')


class LibraryLookRules:
    """Transformer rules of looking at the top cards of a library; mixed into `OracleTransformer`."""

    def _dig_filter(self, tok: Any, plural: bool = False) -> Filter | None:
        """The cards a DESC or a description names ('creature card', 'cards'): None for any card."""
        if isinstance(tok, Desc):
            d = tok
            if not d.among_them:
                raise Unsupported("cards chosen from elsewhere than among the cards looked at")
        else:
            words = list(self._words(tok))  # type: ignore[attr-defined]
            if words in (["card"], ["cards"]):
                return None
            try:
                d = describe(words, [])
            except DescriptionError as e:
                raise Unsupported(str(e)) from None
        if d.noun != "card":
            raise Unsupported("something other than cards among the cards looked at")
        f = replace(d.filter(), controller=None)
        return None if f == Filter() else f

    def sfx_among_them(self, c: list) -> Suffix:
        return Suffix("among_them", True)

    # --- the head ---------------------------------------------------------------------------------------

    def dig_look_n(self, c: list) -> Dig:
        n, words, who = c
        self._only(words, "cards", "card")  # type: ignore[attr-defined]
        return Dig(n, who)

    def dig_look_one(self, c: list) -> Dig:
        words, who = c
        self._only(words, "card")  # type: ignore[attr-defined]
        return Dig(1, who)

    def dig_reveal_n(self, c: list) -> Dig:
        n, words = c
        self._only(words, "cards", "card")  # type: ignore[attr-defined]
        return Dig(n, You(), reveal=True)

    def dig_reveal_until(self, c: list) -> Dig:
        """'Reveal cards from the top of your library until you reveal a creature card.' (701.20a)"""
        words, n, what = c
        return self._until(You(), words, n, what)

    def dig_reveal_until_named(self, c: list) -> Dig:
        """'... until you reveal a card with that name' (Spoils of the Vault; 701.20a, 607.2d): a card with the name
        chosen before in the same text; if there is none, every card of the library is revealed (its ruling)."""
        words, n, what = c
        self._only(what, "card")  # type: ignore[attr-defined]
        self._only(words, "cards")  # type: ignore[attr-defined]
        if n != 1:
            raise Unsupported("a counted number of named cards to reveal until")
        return Dig(0, You(), reveal=True, until=Filter(chosen="name"), until_count=1)

    def dig_exile_rest_and_sentence(self, c: list) -> DigMark:
        """'Exile all other cards revealed this way, and you lose 1 life for each of the exiled cards.' (Spoils of
        the Vault): the rest of the revealed cards exiled (701.20a), then the instructions after it (608.2c)."""
        words, clauses = c
        self._only(words, "other cards")  # type: ignore[attr-defined]
        return DigMark(DIG_STEPS_AND, steps=(DigStep("exile", ALL),),
                       after=tuple(self._finish(clauses)))  # type: ignore[attr-defined]

    def dig_reveal_until_higher(self, c: list) -> Dig:
        """'... until you reveal a creature card with higher mana value' (Lukka, Coppercoat Outcast; 701.20a): a
        mana value greater than that of the object named before, as it last existed (608.2h), counted as the look
        happens."""
        dig = self.dig_reveal_until(c)
        it = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(it, Target) or dig.until is None:
            raise Unsupported("'with higher mana value' than something other than a target")
        higher = Plus(ManaValueOf(it), 1)
        return replace(dig, until=replace(dig.until, mana_value_at_least_amount=higher))

    def clauses_then_dig_sentence(self, c: list) -> list:
        """'Exile target creature you control, then reveal cards ... until ...' (608.2c: in the order written): the
        instructions, then the look, which the step sentences after it sort (mark_dig)."""
        clauses, dig = c
        effects = list(self._finish(clauses))  # type: ignore[attr-defined]
        return [*effects, *self.dig_head_sentence([dig])]

    def dig_player_reveals_until(self, c: list) -> Dig:
        """'Target player reveals cards from the top of their library until they reveal a land card' (701.20a;
        Balustrade Spy): the player named reveals from their own library."""
        who, words, (n, what) = c
        if not isinstance(who, (Target, TargetController, TriggeringController, Triggering, ActivePlayer)):
            raise Unsupported("a player revealing until a card who isn't one named player")
        if isinstance(who, Target) and self.scope.targets[who.slot].kind not in ("player", "opponent"):  # type: ignore[attr-defined]
            raise Unsupported("something other than a player revealing from a library")
        return self._until(who, words, n, what)

    def du_they_reveal(self, c: list) -> tuple:
        return c[0], c[1]

    def du_are_revealed(self, c: list) -> tuple:
        return c[0], c[1]

    def _until(self, who: Any, words: Any, n: Any, what: Any) -> Dig:
        self._only(words, "cards")  # type: ignore[attr-defined]
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a counted number of cards to reveal until")
        f = self._dig_filter(what)
        if f is None:
            raise Unsupported("revealing until any card")
        return Dig(0, who, reveal=True, until=f, until_count=n)

    def dig_own_you(self, c: list) -> You:
        return You()

    def dig_own_target_player(self, c: list) -> Target:
        return self.scope.target(self._player_spec("player"))  # type: ignore[attr-defined]

    def dig_own_target_opponent(self, c: list) -> Target:
        return self.scope.target(self._player_spec("opponent"))  # type: ignore[attr-defined]

    def dig_own_that_player(self, c: list) -> Any:
        """'that player's library': the player named before, or the trigger event's player (Thief of Sanity)."""
        return self.pl_that_player(c)  # type: ignore[attr-defined]

    def _player_spec(self, kind: str) -> Any:
        return TargetSpec(kind)

    def dig_head_sentence(self, c: list) -> list:
        dig: Dig = c[0]
        steps = tuple(c[1]) if len(c) > 1 else ()
        self.scope.subject = None  # type: ignore[attr-defined]
        return [_settled(_with_steps(dig, steps))]

    def dig_pay_head_sentence(self, c: list) -> list:
        """'You may pay {1}. If you do, look at the top two cards of your library.' (608.2d, 118.12): the look
        happens only if the cost was paid; the step sentences after it sort that look (mark_dig)."""
        cost, dig = c
        self.scope.subject = None  # type: ignore[attr-defined]
        return [PayOptional(mana(cost), _settled(dig))]

    def dig_head_where_sentence(self, c: list) -> list:
        """'Look at the top X cards of your library, where X is the amount of mana spent to cast ~.' (Memory
        Deluge): the X of the look is the amount, counted as the spell resolves (608.2h)."""
        dig, where = c
        if not isinstance(where, WhereX) or "{X}" in self.face_mana_cost.upper():  # type: ignore[attr-defined]
            raise Unsupported("'where X is' on a card with X in its mana cost")
        return self.dig_head_sentence([substitute(dig, XValue(), where.amount)])

    # --- the steps --------------------------------------------------------------------------------------

    def dig_steps_sentence(self, c: list) -> DigMark:
        return DigMark(DIG_STEPS, steps=tuple(c[-1]))

    def dig_color_pairs_sentence(self, c: list) -> DigMark:
        """'For each color pair, choose a card that's exactly those colors from among them. Put the chosen cards
        into your hand and the rest on the bottom of your library in a random order.' (Niv-Mizzet Reborn): one
        step choosing a card of each two-color pair (105.1) and putting them where the second sentence says, then
        the rest."""
        card, chosen, into, rest = c
        self._only(card, "card")  # type: ignore[attr-defined]
        self._only(chosen, "cards")  # type: ignore[attr-defined]
        return DigMark(DIG_STEPS, steps=(_to(DigStep("", ALL, up_to=True, color_pairs=True), into),
                                         _to(DigStep("", ALL), rest)))

    def dig_revealed_sentence(self, c: list) -> DigMark:
        words, clauses = c[-2], c[-1]
        f = self._dig_filter(words)
        return DigMark(DIG_REVEALED, tuple(self._finish(clauses)), filter=f)  # type: ignore[attr-defined]

    def dig_none_to_hand_sentence(self, c: list) -> DigMark:
        """'If you didn't put a card into your hand this way, [effects]' (608.2c): a last step that happens when
        no card of the look went to the hand."""
        words, clauses = c
        self._only(words, "card")  # type: ignore[attr-defined]
        then = sequence(list(self._finish(clauses)))  # type: ignore[attr-defined]
        return DigMark(DIG_NONE_TO_HAND, steps=(DigStep(NONE_TO_HAND, 0, then=then),))

    def dig_enters_with_if_mv_sentence(self, c: list) -> DigMark:
        """'If that card has mana value 3 or less, it enters with three additional +1/+1 counters on it.'
        (Turntimber Symbiosis; 614.1c): the counters the card the step before puts onto the battlefield enters
        with, if its mana value is at most the number."""
        words, most, n, kind = c[0], c[1], c[2], c[3]
        self._only(words, "card")  # type: ignore[attr-defined]
        if not isinstance(n, int) or ("/" in kind and kind not in ("+1/+1", "-1/-1")):
            raise Unsupported(f"entering with {n} {kind} counters")
        step = DigStep("battlefield", counter=kind, counter_count=n, counter_mv_at_most=int(str(most)))
        return DigMark(DIG_ENTERS_WITH, steps=(step,))

    def reveal_it_into_hand(self, c: list) -> VP:
        return VP(lambda _you: Marked("reveal_it_into_hand"), "you", "reveal and put into hand")

    def dig_if_dont_sentence(self, c: list) -> DigMark:
        """'If you don't put the card into your hand, [you may] put it ...': the card still there after the
        step before it (401.4)."""
        words, where, step = c[0], c[1], c[2]
        self._only(words, "card")  # type: ignore[attr-defined]
        if len(where) > 2:
            raise Unsupported("'if you don't put the card onto the battlefield with a counter' or tapped")
        return DigMark(DIG_IF_DONT, steps=(step,), where=where[0])

    def dis_put(self, c: list) -> DigStep:
        return _to(DigStep("", ALL), c[-1])

    def dis_may_put(self, c: list) -> DigStep:
        return _to(DigStep("", ALL, optional=True), c[-1])

    def dig_steps(self, c: list) -> list:
        return [s for s in c if isinstance(s, DigStep)]

    def dig_and(self, c: list) -> None:
        return None

    def ds_back_any(self, c: list) -> DigStep:
        return DigStep("top", ALL)

    def ds_put(self, c: list) -> DigStep:
        (count, up_to), to = c
        return _to(DigStep("", count, up_to=up_to), to)

    def ds_put_those(self, c: list) -> DigStep:
        (count, up_to), words, to = c
        return _to(DigStep("", count, up_to=up_to, filter=self._dig_filter(words)), to)

    def ds_rest(self, c: list) -> DigStep:
        return _to(DigStep("", ALL), c[-1])

    def ds_rest_of_the(self, c: list) -> DigStep:
        """'put the rest of the cards ...': every card looked at still there."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return _to(DigStep("", ALL), c[-1])

    def ds_that(self, c: list) -> DigStep:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return _to(DigStep("", 1, that=True), c[1])

    def ds_may_that(self, c: list) -> DigStep:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return _to(DigStep("", 1, optional=True), c[1])

    def ds_may_that_bottom(self, c: list) -> DigStep:
        """'You may put that card on the bottom of that player's library.' (Jace, the Mind Sculptor's +2)"""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DigStep("bottom", 1, optional=True)

    def ds_may_among(self, c: list) -> DigStep:
        n, words, to = c
        return _to(DigStep("", _int(n), optional=True, filter=self._dig_filter(words)), to)

    def ds_up_to_among(self, c: list) -> DigStep:
        n, words, to = c
        return _to(DigStep("", _int(n), up_to=True, filter=self._dig_filter(words)), to)

    def ds_among(self, c: list) -> DigStep:
        n, words, to = c
        return _to(DigStep("", _int(n), filter=self._dig_filter(words)), to)

    def ds_may_reveal_among(self, c: list) -> DigStep:
        n, words = c[0], c[1]
        if len(c) > 2:  # '... and put that card into your hand': the one card revealed
            self._only(c[2], "card")  # type: ignore[attr-defined]
            if _int(n) != 1:
                raise Unsupported("'put that card' after revealing several")
        return DigStep("hand", _int(n), optional=True, filter=self._dig_filter(words), reveal=True)

    def ds_may_reveal_any_among(self, c: list) -> DigStep:
        """'you may reveal any number of creature cards from among them and put the revealed cards into your
        hand' (701.20a): as many of the fitting cards as the player chooses, none included."""
        words = c[0]
        if len(c) > 1:  # '... and put the revealed cards into your hand'
            self._only(c[1], "cards")  # type: ignore[attr-defined]
        return DigStep("hand", ALL, up_to=True, optional=True, filter=self._dig_filter(words), reveal=True)

    def ds_may_reveal_up_to_among(self, c: list) -> DigStep:
        """'you may reveal up to two artifact cards from among them and put them into your hand' (701.20a): as
        many as the player chooses, up to the count."""
        n, words = c[0], c[1]
        if len(c) > 2:  # '... and put the revealed cards into your hand'
            self._only(c[2], "cards")  # type: ignore[attr-defined]
        return DigStep("hand", _int(n), up_to=True, optional=True, filter=self._dig_filter(words), reveal=True)

    def ds_reveal_among(self, c: list) -> DigStep:
        n, words = c[0], c[1]
        return DigStep("hand", _int(n), filter=self._dig_filter(words), reveal=True)

    def ds_may_reveal_that(self, c: list) -> DigStep:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DigStep("reveal", 1, optional=True)

    def ds_all_revealed(self, c: list) -> DigStep:
        """'Put all Goblin cards revealed this way into your hand' (701.20a): every revealed card of the quality;
        '[put] all other cards revealed this way into your graveyard' (Hermit Druid): the rest."""
        words, to = c
        return _to(DigStep("", ALL, filter=self._every_filter(words)), to)

    def ds_rest_revealed(self, c: list) -> DigStep:
        """'put all cards revealed this way that weren't put onto the battlefield into your graveyard': the
        revealed cards still there (701.20a)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return _to(DigStep("", ALL), c[-1])

    def ds_may_any_among(self, c: list) -> DigStep:
        """'you may put any number of artifact cards from among them onto the battlefield' (701.20a): none or
        as many of the fitting cards as the player chooses."""
        words, to = c
        return _to(DigStep("", ALL, up_to=True, optional=True, filter=self._dig_filter(words)), to)

    def ds_count_among(self, c: list) -> DigStep:
        """'Put any number of permanent cards from among them onto the battlefield' (Genesis Ultimatum): the same
        choice as 'you may put any number of ...' ('any number' is zero or more)."""
        (count, any_number), words, to = c
        if not any_number or count != ALL:
            raise Unsupported("'put N of [cards] from among them' other than 'any number'")
        f = self._dig_filter(words)
        return _to(DigStep("", ALL, up_to=True, optional=True, filter=f), to)

    def ds_all_among(self, c: list) -> DigStep:
        """'Put all Goblin creature cards with mana value 5 or less from among them onto the battlefield' (Muxus;
        701.20a): every fitting card, no choice."""
        d, to = c
        f = self._dig_filter(d)
        if f is None:
            raise Unsupported("'put all cards from among them' (say 'put them')")
        return _to(DigStep("", ALL, filter=f), to)

    def ds_all_revealed_chosen(self, c: list) -> DigStep:
        """'Put all cards of the chosen type revealed this way into your hand' (701.20a, 607.2d): every revealed
        card of the type the source chose earlier in its text."""
        words, to = c
        f = self._every_filter(words) or Filter()
        return _to(DigStep("", ALL, filter=replace(f, chosen="type")), to)

    def _every_filter(self, words: Any) -> Filter | None:
        """The quality of 'all [quality] cards revealed this way'; None for 'all cards' and 'all other cards'
        (every card still there: the one a step before took is gone)."""
        if " ".join(self._words(words)) == "other cards":  # type: ignore[attr-defined]
            return None
        return self._dig_filter(words)

    def ds_that_battlefield(self, c: list) -> DigStep:
        """'Put that card onto the battlefield' (the card found by revealing until, 701.20a)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DigStep("battlefield", 1, that=True)

    def ds_exile_all_other_revealed(self, c: list) -> DigStep:
        self._only(c[0], "other cards")  # type: ignore[attr-defined]
        return DigStep("exile", ALL)

    def first_player_may_dig_sentence(self, c: list) -> list:
        """'The first player may reveal cards from the top of their library until they reveal a creature card. If
        the first player does, that player puts that card onto the battlefield and all other cards revealed this
        way into their graveyard.' (Oath of Druids; 608.2d, 701.20a): the player who chose the target first
        reveals from their own library, if they choose to, and puts the cards."""
        words, (n, what), steps = c
        first = self.scope.first_player  # type: ignore[attr-defined]
        if first is None:
            raise Unsupported("'the first player' with no player named first")
        dig = replace(self._until(first, words, n, what), optional=True, owner_puts=True)
        self.scope.subject = None  # type: ignore[attr-defined]
        return [_with_steps(dig, tuple(steps))]

    def ds_puts_all_revealed(self, c: list) -> DigStep:
        """'then puts those cards into their graveyard' (Balustrade Spy): every card revealed (ALL)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return _to(DigStep("", ALL), c[1])

    def dig_piles_sentence(self, c: list) -> DigMark:
        """'An opponent separates those cards into two piles.': every card looked at goes into one pile or the
        other, as the opponent chooses (a pile may be empty); 'Put one pile into your hand and the other ...': the
        looker chooses a pile, which goes there; the other pile is the rest."""
        words, one, other = c
        self._only(words, "cards")  # type: ignore[attr-defined]
        return DigMark(DIG_STEPS, steps=(DigStep(SEPARATE, ALL), _to(DigStep("", ALL, pile=True), one),
                                         _to(DigStep("", ALL), other)))

    def ds_exile(self, c: list) -> DigStep:
        count, up_to = c[0]
        return DigStep("exile", count, up_to=up_to)

    def ds_may_cast_free(self, c: list) -> DigStep:
        """'You may cast a spell from among them without paying its mana cost.' (608.2g, 118.9): one of the cards
        looked at, of the kind the spell description says (a land is never cast, 305.9)."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.plural or d.controller is not None:
            raise Unsupported("'cast ... from among them' of something other than a spell")
        f = d.filter()
        return DigStep(CAST, 1, optional=True, filter=None if f == Filter() else f)

    def ds_exile_face_down(self, c: list) -> DigStep:
        """'exile one of them face down' (406.3): the other players don't see what it is."""
        count, up_to = c[0]
        return DigStep("exile", count, up_to=up_to, face_down=True)

    def ds_exile_that(self, c: list) -> DigStep:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return DigStep("exile", 1)

    def dc_n(self, c: list) -> tuple[int, bool]:
        if not isinstance(c[0], int):
            raise Unsupported("a counted number of the cards looked at")
        return c[0], False

    def dc_any(self, c: list) -> tuple[int, bool]:
        return ALL, True

    def dc_up_to(self, c: list) -> tuple[int, bool]:
        """'up to two of them': as many as the player chooses, at most that many (608.2d)."""
        if not isinstance(c[0], int):
            raise Unsupported("a counted number of the cards looked at")
        return c[0], True

    def dig_to(self, c: list) -> tuple[str, str]:
        return c[0]

    def dig_to_among(self, c: list) -> tuple[str, str]:
        return c[0]

    def dt_hand(self, c: list) -> tuple[str, str]:
        return "hand", "any"

    def dt_graveyard(self, c: list) -> tuple[str, str]:
        return "graveyard", "any"

    def dt_battlefield(self, c: list) -> tuple[str, str]:
        return "battlefield", "any"

    def dt_battlefield_tapped(self, c: list) -> tuple[str, str, str, bool]:
        """'onto the battlefield tapped' (Elvish Rejuvenator; 110.2)."""
        return "battlefield", "any", "", True

    def dt_battlefield_attacking(self, c: list) -> tuple[str, str, str, bool, bool]:
        """'onto the battlefield tapped and attacking' (Winota, Joiner of Forces; 508.4)."""
        if tuple(self._words(c[0])) != ("tapped", "and", "attacking"):  # type: ignore[attr-defined]
            raise Unsupported(f"'onto the battlefield {' '.join(self._words(c[0]))}'")  # type: ignore[attr-defined]
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'It gains indestructible': the card put (400.7j)
        return "battlefield", "any", "", True, True

    def dt_battlefield_counter(self, c: list) -> tuple[str, str, str]:
        """'onto the battlefield with a shield counter on it' (Elspeth Resplendent; 614.1c)."""
        kind = c[0]
        if "/" in kind and kind not in ("+1/+1", "-1/-1"):
            raise Unsupported(f"counter kind {kind}")
        return "battlefield", "any", kind

    def dt_bottom(self, c: list) -> tuple[str, str]:
        return "bottom", _order(c)

    def dt_top(self, c: list) -> tuple[str, str]:
        return "top", _order(c)

    def dt_back(self, c: list) -> tuple[str, str]:
        return "top", "any"

    def dig_lib(self, c: list) -> None:
        return None

    def dig_any_order(self, c: list) -> str:
        return "any"

    def dig_random_order(self, c: list) -> str:
        return "random"

    def search_opponent_chooses_sentence(self, c: list) -> list:
        """Intuition (701.23a, 701.20a): the searched cards are revealed and the target opponent picks one."""
        what, tok = c[0], c[1]
        self._only(tok, "card")  # type: ignore[attr-defined]
        n, up_to, d = what
        if up_to:
            raise Unsupported("'up to' in a search whose cards an opponent chooses from")
        if d.noun != "card":
            raise Unsupported("a search for something other than cards")
        f = replace(d.filter(), controller=None)
        chooser = self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]
        return [SearchOpponentChooses(_int(n), chooser, None if f == Filter() else f)]

    def soc_zone(self, c: list) -> str:
        return str(c[0])

    def search_opponent_chooses_n_sentence(self, c: list) -> list:
        """Gifts Ungiven (701.23a-b, 701.20a, 608.2d): up to N cards (with different names, 201.2) revealed; the
        target opponent chooses some of them for one zone, the rest go to the other."""
        n, found, chosen, those, chosen_words, chosen_to, rest_to = c[:5] + [str(c[5]), str(c[6])]
        for tok in (found, those, chosen_words):
            self._only(tok, "cards")  # type: ignore[attr-defined]
        if not isinstance(chosen, int) or chosen_to == rest_to:
            raise Unsupported("a search whose chosen cards and the rest go to the same zone")
        chooser = self.scope.target(TargetSpec("opponent"))  # type: ignore[attr-defined]
        return [SearchOpponentChooses(_int(n), chooser, up_to=True, different_names=True, chosen=chosen,
                                      chosen_to=chosen_to)]

    # --- a graveyard shuffled into a library (701.24a) ------------------------------------------------------

    def trig_self_to_graveyard_anywhere(self, c: list) -> Trigger:
        """'When ~ is put into a graveyard from anywhere': from any zone (the rules core triggers it from the
        graveyard the card is put into)."""
        return Trigger(TO_GRAVEYARD_ANYWHERE, this=True)

    def trig_self_to_graveyard_from_library(self, c: list) -> Trigger:
        """'When ~ is put into your graveyard from your library': the card's own ability, from the graveyard
        (404.2: a card goes to its owner's graveyard, so 'your' is always true of it)."""
        if c and c[0] != "you":  # (ga_owner, mechanics/graveyard_arrivals)
            raise Unsupported("a card put into an opponent's graveyard from your library")
        return Trigger(PUT_INTO_GRAVEYARD, this=True, from_zone="library")  # (mechanics/graveyard_arrivals)

    def shuffle_graveyard_into_library(self, c: list) -> VP:
        return VP(lambda who: ShuffleGraveyardIntoLibrary(who), "player", "shuffle graveyard")

    def shuffle_all_graveyard_into_library(self, c: list) -> VP:
        """701.24a: 'shuffle all cards from your graveyard into your library' (Inverter of Truth): the whole
        graveyard, as 'shuffle your graveyard into your library' says it."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return VP(lambda who: ShuffleGraveyardIntoLibrary(who), "player", "shuffle graveyard")

    def owner_shuffles_graveyard_sentence(self, c: list) -> list:
        """'its owner shuffles their graveyard into their library': the card's owner, who controls its
        ability from the graveyard."""
        return [ShuffleGraveyardIntoLibrary(You())]

    # --- Brainstorm ---------------------------------------------------------------------------------------

    def put_from_hand_on_top(self, c: list) -> VP:
        """'put two cards from your hand on top of your library in any order' (401.4)."""
        n, words = c
        self._only(words, "cards", "card")  # type: ignore[attr-defined]
        return VP(lambda who: PutFromHandOnLibrary(_int(n), "top"), "you", "put from hand")

    def put_from_hand_on_bottom(self, c: list) -> VP:
        n, words = c
        self._only(words, "cards", "card")  # type: ignore[attr-defined]
        return VP(lambda who: PutFromHandOnLibrary(_int(n), "bottom"), "you", "put from hand")


def _order(c: list) -> str:
    return next((x for x in c if isinstance(x, str)), "any")


def _to(step: DigStep, to: tuple[Any, ...]) -> DigStep:
    where, order, *more = to
    return replace(step, to=where, order=order, counter=more[0] if more else "", tapped=len(more) > 1 and more[1],
                   attacking=len(more) > 2 and more[2])


def _with_steps(dig: Dig, steps: tuple[DigStep, ...]) -> Dig:
    if any(s.to == SEPARATE for s in steps) and (not dig.reveal or dig.steps or not isinstance(dig.who, You)):
        raise Unsupported("piles of cards that weren't just revealed from your library")  # piles are public
    if not isinstance(dig.who, You) and not dig.owner_puts:  # (the revealing player taking from their own: fine)
        for s in steps:
            # 701.22-like fateseal (Jace's +2): a card put back on top or on the bottom stays in its owner's
            # library (400.3); taking cards from it is another matter
            # the top card put into its owner's graveyard (Draugr Thought-Thief; 400.3) is a mill-like move
            if s.to == "graveyard" and s.count == 1 and not s.up_to and s.filter is None:
                continue
            # exiling one of them (Thief of Sanity, Gonti): exile is one shared zone, the card stays its owner's (400.3)
            if s.to == "exile" and not s.up_to and s.filter is None:
                continue
            if s.to in ("hand", "battlefield", "exile") or s.count != ALL and s.to not in ("top", "bottom"):
                raise Unsupported("taking cards from another player's library")
    return replace(dig, steps=dig.steps + steps)


def _settled(dig: Dig) -> Any:
    """The older nodes of the two shapes they played before (the same game, event for event): 'Put one of
    them into your hand and the rest into your graveyard' (LookAndSplit), 'Put K of them into your hand and
    the rest on the bottom of your library in any/a random order' and 'You may reveal a creature card from
    among them and put it into your hand. Put the rest on the bottom ...' (LookAtTop)."""
    if dig.reveal or not isinstance(dig.who, You) or not isinstance(dig.count, int) or len(dig.steps) != 2:
        return dig
    take, rest = dig.steps
    if rest.count != ALL or take.to != "hand" or take.count == ALL or take.up_to or rest.filter is not None:
        return dig
    if rest.to == "graveyard":
        where = "graveyard"
    elif rest.to == "bottom":
        where = "bottom_any" if rest.order == "any" else "bottom_random"
    else:
        return dig
    if take.optional and take.reveal and take.count == 1 and take.filter is not None:
        return LookAtTop(dig.count, 1, take.filter, optional=True, reveal=True, rest=where)
    if take.optional or take.reveal or take.filter is not None:
        return dig
    if take.count == 1 and where == "graveyard":
        return LookAndSplit(dig.count, "graveyard")
    return LookAtTop(dig.count, take.count, rest=where)


def _unsettled(look: LookAtTop) -> Dig:
    """The Dig a LookAtTop was settled from (_settled), to take one more step."""
    take = DigStep("hand", look.take, optional=look.optional, filter=look.filter, reveal=look.reveal)
    if look.rest == "graveyard":
        rest = DigStep("graveyard", ALL)
    else:
        rest = DigStep("bottom", ALL, order="any" if look.rest == "bottom_any" else "random")
    return Dig(look.count, You(), (take, rest))


def mark_dig(mark: SentenceMark, last: Any) -> Any:
    """A step sentence changes the look before it, or nothing (None)."""
    if isinstance(mark, DigMark) and isinstance(last, PayOptional) and isinstance(last.then, Dig):
        changed = mark_dig(mark, last.then)  # the look the payment buys (Trail of Crumbs)
        return None if changed is None else replace(last, then=changed)
    if isinstance(mark, DigMark) and mark.name == DIG_NONE_TO_HAND and isinstance(last, LookAtTop):
        last = _unsettled(last)
    if not isinstance(mark, DigMark) or not isinstance(last, Dig):
        return None
    if mark.name == DIG_STEPS:
        return _settled(_with_steps(last, mark.steps))
    if mark.name == DIG_STEPS_AND and last.until is not None:
        return sequence([_settled(_with_steps(last, mark.steps)), *mark.after])
    if mark.name == DIG_ENTERS_WITH and last.steps and last.steps[-1].to == "battlefield" \
            and last.steps[-1].count == 1 and not last.steps[-1].counter:
        # 'If that card has mana value 3 or less, it enters with ...': the card the step before puts onto the
        # battlefield (614.1c)
        how = mark.steps[0]
        step = replace(last.steps[-1], counter=how.counter, counter_count=how.counter_count,
                       counter_mv_at_most=how.counter_mv_at_most)
        return replace(last, steps=last.steps[:-1] + (step,))
    if mark.name == DIG_IF_DONT and last.count == 1 and last.steps and last.steps[-1].to == mark.where \
            and last.steps[-1].optional and last.steps[-1].count == 1:
        # one card looked at: the one the step before may have left is 'the card' (Vivien's Grizzly)
        step = mark.steps[0]
        return _settled(replace(last, steps=last.steps + (replace(step, count=1) if step.optional else step,)))
    if mark.name == DIG_NONE_TO_HAND and any(s.to == "hand" for s in last.steps) \
            and not any(s.to == NONE_TO_HAND for s in last.steps):
        return replace(last, steps=last.steps + mark.steps)  # after the step that may put a card into the hand
    if mark.name == DIG_REVEALED and last.steps and last.steps[-1].to == "reveal" and last.steps[-1].then is None:
        # 'You may reveal that card. If an instant or sorcery card is revealed this way, ...'
        step = replace(last.steps[-1], then=sequence(list(mark.effects)), if_filter=mark.filter)
        return replace(last, steps=last.steps[:-1] + (step,))
    return None


TRANSFORMER = LibraryLookRules
MARKS = (mark_dig,)
