"""Sentences about players, the text part: 'draws an additional card', 'gets a poison counter', 'reveals their
hand', '... unless they pay {N}'. Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AllOf,
    CountAtLeast,
    DrawCards,
    Filter,
    Half,
    HandSizeOf,
    LibrarySize,
    LoseLife,
    May,
    Mill,
    SacrificeChosen,
    ShuffleLibrary,
    This,
    XValue,
    You,
)
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Marked, Unnamed, Unsupported, as_int, mana, replace
from lithoform.mechanics.annihilator.nodes import DefendingPlayer
from lithoform.mechanics.exile_cast.nodes import ExileTopOfLibrary
from lithoform.mechanics.player_verbs.nodes import (
    CantThisTurn,
    CountAtMost,
    ExileFromOwnHand,
    GetPoison,
    MayPlayer,
    OneSpellEachTurn,
    Payer,
    PlayerExilesTop,
    PlayerUnlessPays,
    PutFromOwnHandOnTop,
    RevealHand,
    ShuffleHandIntoLibrary,
)


def _unless_mana(token: Any) -> str:
    cost = mana(token)
    if "{E}" in cost:  # energy (107.14) is paid with counters: the payment decision offers mana only
        raise Unsupported("'unless they pay' with energy ({E})")
    return cost


# the fields of a spell's description the limit reads from its characteristics (types, colors: 109.3)
_ONE_SPELL_READ = frozenset({"types", "not_types", "subtypes", "not_subtypes", "colors", "not_colors", "color_count"})


class PlayerVerbsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pl_defending_player(self, c: list) -> DefendingPlayer:
        """506.2: the player the source attacks, only in a trigger of the source itself ('Whenever ~ attacks /
        becomes blocked'), where the source is the attacking creature."""
        if not isinstance(self.scope.default_it, This) and not self.scope.attacker_event:  # type: ignore[attr-defined]
            raise Unsupported("'defending player' in a trigger on another object's event")
        self.scope.player = DefendingPlayer()  # type: ignore[attr-defined]  # 'that player', 'they'
        return DefendingPlayer()

    def fewer_more(self, c: list) -> str:
        return str(c[0])

    def _hand_of(self, who: Any, d: Any) -> HandSizeOf:
        if not self.scope.is_player(who):  # type: ignore[attr-defined]
            raise Unsupported("an object having cards in hand")
        self._only(d, "cards")  # type: ignore[attr-defined]
        return HandSizeOf(who)

    def cond_player_hand(self, c: list) -> Any:
        """'if that player has two or fewer / three or more cards in hand' (402)."""
        who, n, word, d = c
        hand = self._hand_of(who, d)
        return CountAtMost(hand, as_int(n)) if word == "fewer" else CountAtLeast(hand, as_int(n))

    def cond_you_hand_at_most(self, c: list) -> CountAtMost:
        """'if you have one or fewer cards in hand' (402): the controller's hand counted now."""
        n, d = c
        return CountAtMost(self._hand_of(You(), d), as_int(n))

    def cond_you_hand_exactly(self, c: list) -> Any:
        """'if you have exactly seven cards in hand' (402): both at least and at most that many."""
        return self.cond_player_hand_exactly([You(), *c])

    def cond_player_hand_exactly(self, c: list) -> Any:
        who, n, d = c
        hand = self._hand_of(who, d)
        return AllOf((CountAtLeast(hand, as_int(n)), CountAtMost(hand, as_int(n))))

    def cond_you_hand_at_most_one(self, c: list) -> CountAtMost:
        return CountAtMost(self._hand_of(You(), c[0]), 1)

    def cond_player_hand_one(self, c: list) -> Any:
        """'if that player has one or fewer cards in hand' (402)."""
        return self.cond_player_hand([c[0], 1, c[1], c[2]])

    def cond_player_no_hand(self, c: list) -> CountAtMost:
        who, d = c
        return CountAtMost(self._hand_of(who, d), 0)

    def player_may_clause(self, c: list) -> Any:
        """'Defending player may draw a card.': the player chooses (608.2d), not the controller."""
        who, vp = c
        if not isinstance(vp, VP) or vp.subject != "player":
            raise Unsupported("'[player] may' with an instruction only you can follow")
        return MayPlayer(who, vp.make(Payer()))

    def may_draw_unless_sentence(self, c: list) -> list:
        """'You may draw a card unless that player pays {1}.' (Rhystic Study; 118.12): that player chooses
        whether to pay first; if they don't, you choose whether to draw (608.2d)."""
        n, who, cost = c
        if not self.scope.is_player(who):  # type: ignore[attr-defined]
            raise Unsupported("'unless [object] pays'")
        if isinstance(n, Marked):
            raise Unsupported("'may draw ... unless' of particular cards")
        return [PlayerUnlessPays(who, _unless_mana(cost), May(DrawCards(n, You())))]

    def _one_spell_kind(self, tok: Any) -> Filter | None:
        """'one spell' (Rule of Law) or 'one noncreature spell' (Deafening Silence): the kind counted and banned,
        read from the card's characteristics (109.3)."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "spell":
            raise Unsupported(f"'can't cast more than one {' '.join(words)}'")
        f = replace(d.filter(), controller=None)
        if any(getattr(f, k) != getattr(Filter(), k) for k in Filter.__struct_fields__ if k not in _ONE_SPELL_READ):
            raise Unsupported("a limit on spells described by more than their types and colors")
        return None if f == Filter() else f

    def st_one_spell_each_turn(self, c: list) -> OneSpellEachTurn:
        return OneSpellEachTurn(filter=self._one_spell_kind(c[0]))

    def st_you_one_spell_each_turn(self, c: list) -> OneSpellEachTurn:
        return OneSpellEachTurn(you=True, filter=self._one_spell_kind(c[0]))

    def st_cast_no_additional(self, c: list) -> OneSpellEachTurn:
        """'Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells.'
        (Ethersworn Canonist; 101.2, 601.3): Rule of Law's limit for spells of one kind."""
        first, more = (self._one_spell_kind(t) for t in c)
        if first != more:
            raise Unsupported("'who has cast a ... spell this turn can't cast additional ...' of two kinds")
        return OneSpellEachTurn(filter=first)

    def _spells_or_lands(self, tok: Any, noun: str) -> Any:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != noun or not d.plural:
            raise Unsupported(f"'can't ... {' '.join(words)} this turn'")
        f = replace(d.filter(), controller=None)
        return None if f == Filter() else f

    def cant_cast_this_turn(self, c: list) -> VP:
        """101.2, 601.3: the player can't cast such spells until the turn ends (611.2a, 514.2)."""
        f = self._spells_or_lands(c[0], "spell")
        return VP(lambda who: CantThisTurn(who, "cast", f), "player", "cant_cast")

    def cant_play_this_turn(self, c: list) -> VP:
        """305.2: the player can't play lands until the turn ends."""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        return VP(lambda who: CantThisTurn(who, "play"), "player", "cant_play")

    def exile_from_their_hand(self, c: list) -> VP:
        n, d = c
        self._only(d, "card", "cards")  # type: ignore[attr-defined]
        self.scope.last = Unnamed("the exiled cards")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: Karn Liberated's +4
        return VP(lambda who: ExileFromOwnHand(who, n, key), "player", "exile from hand")

    def exile_top_of_their_library(self, c: list) -> VP:
        n, d = (1, c[0]) if len(c) == 1 else c
        self._only(d, "card" if n == 1 else "cards")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]  # 607.2a: 'cards exiled with ~'
        if n == 1:  # one card: 'that card' later names it (mechanics/exile_cast)
            # 'their' with no subject names the player named before ('if defending player has more cards in hand
            # than you, exile the top card of their library': Robber of the Rich), never you
            named = self.scope.player  # type: ignore[attr-defined]
            return VP(lambda who: ExileTopOfLibrary(named if isinstance(who, You) and named is not None else who,
                                                    key), "player", "exile top")
        self.scope.last = Unnamed("the exiled cards")  # type: ignore[attr-defined]
        return VP(lambda who: PlayerExilesTop(who, n, key), "player", "exile top")

    def exile_top_x_of_their_library(self, c: list) -> VP:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        self.scope.last = Unnamed("the exiled cards")  # type: ignore[attr-defined]
        key = "exiled" if self.linked else ""  # type: ignore[attr-defined]
        return VP(lambda who: PlayerExilesTop(who, XValue(), key), "player", "exile top")

    def put_from_their_hand_on_top(self, c: list) -> VP:
        n, d = c
        self._only(d, "card", "cards")  # type: ignore[attr-defined]
        return VP(lambda who: PutFromOwnHandOnTop(who, as_int(n)), "player", "put from hand")

    def mill_half_library(self, c: list) -> VP:
        """'mills half their library, rounded down' (701.17a, 107.1a)."""
        up = c[0]
        return VP(lambda who: Mill(Half(LibrarySize(who), up), who), "player", "mill")

    def draw_additional(self, c: list) -> VP:
        """'That player draws an additional card.' (a trigger in the draw step, 504.1: a card more than the
        draw of the turn-based action)."""
        n, d = c
        self._only(d, "card", "cards")  # type: ignore[attr-defined]
        return VP(lambda who: DrawCards(n, who), "player", "draw")

    def get_poison(self, c: list) -> VP:
        n = c[0]
        return VP(lambda who: GetPoison(n, who), "player", "poison")

    def reveal_hand(self, c: list) -> VP:
        return VP(lambda who: RevealHand(who), "player", "reveal hand")

    def shuffle_hand_graveyard(self, c: list) -> VP:
        return VP(lambda who: ShuffleHandIntoLibrary(who, graveyard=True), "player", "shuffle")

    def shuffle_hand(self, c: list) -> VP:
        return VP(lambda who: ShuffleHandIntoLibrary(who), "player", "shuffle")

    def shuffle_their_library(self, c: list) -> VP:
        return VP(lambda who: ShuffleLibrary(who), "player", "shuffle")

    def edict_unless_they_pay(self, c: list) -> VP:
        """'that player sacrifices a creature unless they pay {2}' (118.12, 701.21a)."""
        n, d, cost = c
        self.scope.last = Unnamed("the sacrificed permanent")  # type: ignore[attr-defined]
        f = self._permanents_of(d)
        otherwise = SacrificeChosen(Payer(), f, as_int(n))
        return VP(lambda who: PlayerUnlessPays(who, _unless_mana(cost), otherwise), "player", "edict")

    def lose_life_unless_they_pay(self, c: list) -> VP:
        amount, cost = c
        otherwise = LoseLife(amount, Payer())
        return VP(lambda who: PlayerUnlessPays(who, _unless_mana(cost), otherwise), "player", "lose_life")

    def _permanents_of(self, d: Any) -> Any:
        try:
            return d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


TRANSFORMER = PlayerVerbsRules
