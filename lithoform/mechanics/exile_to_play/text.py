"""Cards exiled with permission to play them (601.3, 607.2a), their text part: transformer rules mixed into
`OracleTransformer` (compiler/transform.py). Data only: imports the cards and the compiler's basics, never
the rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import (
    Created,
    DelayedTrigger,
    Dig,
    Exile,
    ExileLinked,
    ExileTopMayPlay,
    Filter,
    IfThen,
    MayCastLinkedFree,
    ReturnToHand,
    Sequence,
    ShuffleLibrary,
    Target,
    XValue,
    You,
)
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.descriptions import subtypes
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace
from lithoform.mechanics.counter_exile.nodes import CounterExiled
from lithoform.mechanics.exile_cast.nodes import CastExiledNow, ExileTopOfLibrary
from lithoform.mechanics.exile_to_play.nodes import ExileTopCards, MayPlayExiled, PlayLinkedExiled
from lithoform.mechanics.player_verbs.nodes import ExileFromOwnHand, PlayerExilesTop

PLAY_EXILED = "play_exiled"
PLAY_UNTIL_EXILE_ANOTHER = "play_until_exile_another"


@dataclass(frozen=True)
class PlayMark(SentenceMark):
    """'You may play that card this turn.': a sentence that lets its controller play what the instruction
    before it exiled; `until` 'turn' or 'next_turn'."""

    until: str = "turn"
    spells: Any = None  # a Filter: 'you may cast [spells] from among them' (only nonland cards matching it)
    any_type: bool = False  # 609.4b


class ExileToPlayRules:
    """Transformer rules of the cards that exile cards and let their controller play them."""

    def exile_top_card(self, c: list) -> VP:
        """'exile the top card of your library' (406.2)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'that card': the exiled card(s)
        return VP(lambda who: ExileTopCards(1, key), "you", "exile top")

    def shuffle_then_exile_top_card(self, c: list) -> VP:
        """'Shuffle your library, then exile the top card.' (Urza; 701.20a, then 406.2)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'that card': the exiled card
        return VP(lambda who: Sequence((ShuffleLibrary(You()), ExileTopCards(1, key))), "you", "exile top")

    def exile_top_card_face_down(self, c: list) -> VP:
        """'exile the top card of your library face down' (406.2, 406.3; Bomat Courier)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'that card': the exiled card(s)
        return VP(lambda who: ExileTopCards(1, key, face_down=True), "you", "exile top")

    def exile_top_cards(self, c: list) -> VP:
        """'exile the top two cards of your library' (406.2)."""
        n = c[0]
        self._only(c[1], "cards")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'that card': the exiled card(s)
        return VP(lambda who: ExileTopCards(_int(n), key), "you", "exile top")

    def exile_top_x_cards(self, c: list) -> VP:
        """'exile the top X cards of your library' (406.2; 107.3: X as the spell or ability chose it)."""
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]
        self.scope.last = Created()  # type: ignore[attr-defined]  # 'that card': the exiled card(s)
        return VP(lambda who: ExileTopCards(XValue(), key), "you", "exile top")

    def exiled_to_hand_later_sentence(self, c: list) -> list:
        """Necropotence: 'Put that card into your hand at the beginning of your next end step.' after 'exile the
        top card of your library': a delayed ability (603.7) that moves the exiled card, fixed as it is made
        (603.7c), to its owner's hand (400.3)."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        if not isinstance(self.scope.last, Created):  # type: ignore[attr-defined]
            raise Unsupported("'that card' after an instruction that exiled no card")
        return [DelayedTrigger(c[1], ReturnToHand(Created()))]

    def play_what(self, c: list) -> str:
        """'that card', 'those cards', 'it', 'them', 'the exiled card', 'cards exiled this way': what the
        instruction before exiled (a 'that card' naming anything else is refused)."""
        for tok in c:
            words = " ".join(self._words(tok))  # type: ignore[attr-defined]
            if words not in ("card", "cards"):
                raise Unsupported(f"playing {words!r} among the exiled cards")
        return "exiled"

    def exile_top_may_play_sentence(self, c: list) -> PlayMark:
        """Furious Rise: 'Exile the top card of your library. You may play that card until you exile another
        card with ~.' (601.3, 607.2a)"""
        self._only(c[1], "another card")  # type: ignore[attr-defined]
        return PlayMark(PLAY_UNTIL_EXILE_ANOTHER)

    def may_play_this_turn_sentence(self, c: list) -> PlayMark:
        """'You may play that card this turn.' / 'Until end of turn, you may play those cards.' (601.3)"""
        return PlayMark(PLAY_EXILED, until="turn")

    def may_play_free_this_turn_sentence(self, c: list) -> PlayMark:
        """Golos, Tireless Pilgrim: 'You may play them this turn without paying their mana costs.' (601.3, 118.9)"""
        return PlayMark(PLAY_EXILED, until="turn_free")

    def may_play_while_exiled_sentence(self, c: list) -> PlayMark:
        """'You may play them.' with no duration (Runestone Caverns): while they remain exiled (601.3)."""
        return PlayMark(PLAY_EXILED, until="exiled")

    def may_play_next_turn_sentence(self, c: list) -> PlayMark:
        """'Until the end of your next turn, you may play that card.' (601.3, 611.2a)"""
        return PlayMark(PLAY_EXILED, until="next_turn")

    def among_exiled(self, c: list) -> None:
        """'them', 'those cards': the cards the instruction before exiled."""
        if c:
            self._only(c[0], "cards")  # type: ignore[attr-defined]

    def _among_spells(self, tok: Any) -> Any:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.noun != "spell" or not d.plural or d.controller is not None or d.other:
            raise Unsupported(f"casting {' '.join(words)} from among the exiled cards")
        return replace(d.filter(), stack_kind=None)

    def may_cast_among_exiled_sentence(self, c: list) -> PlayMark:
        """601.3: 'Until end of turn, you may cast spells from among them.' / '... from among those cards this
        turn.' (the nonland cards matching the description, cast paying their costs)."""
        spells = self._among_spells(c[1] if c[0] == "until" else c[0])
        return PlayMark(PLAY_EXILED, until="turn", spells=spells)

    def may_cast_among_exiled_free_sentence(self, c: list) -> PlayMark:
        """601.3, 118.9: 'Until end of turn, you may cast noncreature spells from among those cards without paying
        their mana costs.' (Narset, Enlightened Master)"""
        return PlayMark(PLAY_EXILED, until="turn_free", spells=self._among_spells(c[1]))

    def remains_free(self, c: list) -> str:
        return "free"

    def may_play_while_remains_exiled(self, c: list) -> PlayMark:
        """601.3: 'You may play that card for as long as it remains exiled.' (118.9: '... without paying its mana
        cost ...')"""
        return PlayMark(PLAY_EXILED, until="exiled_free" if "free" in c else "exiled")

    def may_cast_while_remains_exiled(self, c: list) -> PlayMark:
        """601.3: 'You may cast that card for as long as it remains exiled.': only a spell (a land card can't be
        cast, 305.1)."""
        return PlayMark(PLAY_EXILED, until="exiled_free" if "free" in c else "exiled", spells=Filter())

    def may_cast_while_remains_exiled_any_type(self, c: list) -> PlayMark:
        """601.3, 609.4b: '..., and you may spend mana as though it were mana of any type to cast that spell.'"""
        self._only(c[-1], "spell")  # type: ignore[attr-defined]
        return PlayMark(PLAY_EXILED, until="exiled", spells=Filter(), any_type=True)

    def may_cast_exiled_attacked_with(self, c: list) -> PlayMark:
        """601.3, 609.4b, 508.1: 'During any turn you attacked with a Rogue, you may cast that card and you may spend
        mana as though it were mana of any color to cast that spell.' (Robber of the Rich): while the card stays
        exiled, in any turn its player declared an attacker of that creature type (its rulings: even after the
        source left, and whether or not that creature is still in combat). Mana of any color is read as mana of any
        type: the two differ only for a cost with {C}, which no card exiled this way is known to need."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        subtype = subtypes().get(words[0]) if len(words) == 1 else None
        if subtype is None:
            raise Unsupported(f"'during any turn you attacked with a {' '.join(words)}'")
        self._only(c[-1], "spell")  # type: ignore[attr-defined]
        return PlayMark(PLAY_EXILED, until=f"attacked_with={subtype}", spells=Filter(), any_type=True)

    def may_cast_linked_free_sentence(self, c: list) -> list:
        """Idol of Endurance: 'Until end of turn, you may cast a creature spell from among cards exiled with ~
        without paying its mana cost.' (601.3, 118.9; the cards its linked ability exiled, 607.2a)."""
        d = describe_or_fail(list(self._words(c[1])))  # type: ignore[attr-defined]
        self._only(c[2], "cards")  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None or d.other or d.plural:
            raise Unsupported(f"casting {' '.join(self._words(c[1]))} from among exiled cards")  # type: ignore[attr-defined]
        return [MayCastLinkedFree(replace(d.filter(), stack_kind=None))]

    def _linked_cards(self, tok: Any) -> None:
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'cards exiled with ~' with no ability of ~ that exiles them")
        self._only(tok, "cards")  # type: ignore[attr-defined]

    def _linked_spells(self, tok: Any) -> Any:
        """'spells', 'noncreature spells', 'instant and sorcery spells': what may be cast (a filter)."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.noun != "spell" or d.controller is not None or d.other or not d.plural:
            raise Unsupported(f"casting {' '.join(words)} from among cards exiled with ~")
        return replace(d.filter(), stack_kind=None)

    def st_play_cast_linked(self, c: list) -> PlayLinkedExiled:
        """601.3, 305.1, 607.2a: 'You may play lands and cast spells from among cards exiled with ~.'"""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        self._linked_cards(c[2])
        return PlayLinkedExiled(lands=True, spells=self._linked_spells(c[1]))

    def st_play_linked(self, c: list) -> PlayLinkedExiled:
        """305.1, 607.2a: 'You may play lands from among cards exiled with ~.'"""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        self._linked_cards(c[1])
        return PlayLinkedExiled(lands=True)

    def st_cast_linked(self, c: list) -> PlayLinkedExiled:
        """601.3, 607.2a: 'You may cast spells from among cards exiled with ~.'"""
        self._linked_cards(c[1])
        return PlayLinkedExiled(spells=self._linked_spells(c[0]))


def mark_play(mark: SentenceMark, last: Any) -> Any:
    """A 'you may play' sentence changes the exile before it, or nothing (None)."""
    if not isinstance(mark, PlayMark):
        return None
    if mark.name == PLAY_UNTIL_EXILE_ANOTHER:
        return ExileTopMayPlay() if isinstance(last, ExileTopCards) and last.count == 1 else None
    if isinstance(last, IfThen) and last.otherwise is None and _exiles(last.then):
        # 'exile another target creature ... until ~ leaves' (Hostage Taker: if ~ is still there)
        made = mark_play(mark, last.then)
        return None if made is None else replace(last, then=made)
    if isinstance(last, Sequence) and last.effects and isinstance(last.effects[0], ShuffleLibrary) \
            and len(last.effects) == 2 and _exiles(last.effects[-1]):
        # 'Shuffle your library, then exile the top card. Until end of turn, you may play that card ...' (Urza)
        made = mark_play(mark, last.effects[-1])
        return None if made is None else Sequence((last.effects[0], made))
    if not _exiles(last):
        return None
    if mark.until in ("turn_free", "exiled_free"):
        return Sequence((last, MayPlayExiled(mark.until.removesuffix("_free"), free=True, spells=mark.spells)))
    return Sequence((last, MayPlayExiled(mark.until, spells=mark.spells, any_type=mark.any_type)))


def _exiles(last: Any) -> bool:
    """An instruction that exiles the cards a later 'that card' / 'them' names (ctx.created): the top cards of a
    library, a target card or permanent ('exile target ...', 'Counter target spell. ... exile it instead'), a card
    a player exiles from their hand."""
    if isinstance(last, Exile | ExileLinked) and isinstance(last.what, Target):
        return True
    if isinstance(last, CounterExiled):
        return last.to == "exile" and last.mana is None and isinstance(last.what, Target)
    return isinstance(last, ExileTopCards | ExileTopOfLibrary | PlayerExilesTop | ExileFromOwnHand) or (
        isinstance(last, Dig) and any(s.to == "exile" for s in last.steps))


def mark_cast_now(mark: SentenceMark, last: Any) -> Any:
    """mechanics/exile_cast's 'You may cast that card.' (608.2g) after 'Exile the top card of your library' (one
    card, so 'that card' is it), and 'If you don't, ...' after it (608.2c); None otherwise."""
    if mark.name == "if_dont" and isinstance(last, Sequence) and last.effects \
            and last.effects[-1] == CastExiledNow():
        otherwise = Sequence(tuple(mark.effects)) if len(mark.effects) != 1 else mark.effects[0]
        return Sequence(last.effects[:-1] + (CastExiledNow(otherwise),))
    if mark.name == "cast_exiled_now":
        return Sequence((last, CastExiledNow())) if isinstance(last, ExileTopCards) and last.count == 1 else None
    return None


TRANSFORMER = ExileToPlayRules
MARKS = (mark_play, mark_cast_now)
