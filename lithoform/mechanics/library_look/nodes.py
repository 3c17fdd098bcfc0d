"""Looking at (or revealing) the top cards of a library and sorting them, one instruction after another
(401.4, 701.20a): the mechanic's tree nodes. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, Node
from lithoform.cards.nodes.refs import Filter, You

ALL = -1  # 'them', 'the rest': every card looked at that is still there
NONE_TO_HAND = "none_to_hand"  # a DigStep's `to`: 'If you didn't put a card into your hand this way, [then]'
TO_GRAVEYARD_ANYWHERE = "to_graveyard_anywhere"  # a trigger event: 'is put into a graveyard from anywhere'


class DigStep(Node):
    """One instruction about the cards looked at: 'put one of them into your hand', 'put them back in any
    order', 'you may put that card into your graveyard', 'you may reveal a creature card from among them and
    put it into your hand', 'exile one of them'. `to`: 'hand', 'graveyard', 'exile', 'battlefield', 'top',
    'bottom', 'reveal' (revealed and kept where it is) or NONE_TO_HAND (`then` happens if no step put a card into
    the hand). `count`: how many (ALL: every card still there, or every one that fits `filter`);
    `up_to`: 'any number of' / 'up to N'; `optional`: 'you may'; `filter`: which cards may be chosen;
    `order`: 'any' (the player orders them, 401.4) or 'random'; `reveal`: shown as they move (701.20a);
    `then`: 'If a [if_filter] card is revealed this way, [then]' after a reveal step."""

    to: str
    count: int = 1
    up_to: bool = False
    optional: bool = False
    filter: Filter | None = None
    order: str = "any"
    reveal: bool = False
    then: unions.Effect | None = None
    if_filter: Filter | None = None  # what the revealed card must be for `then` (None: any card)
    counter: str = ""  # 'onto the battlefield with a shield counter on it' (614.1c: it enters with it)
    # 'If that card has mana value 3 or less, it enters with three additional +1/+1 counters on it.' (Turntimber
    # Symbiosis; 614.1c): `counter_count` counters of `counter`, only for a card whose mana value is at most
    # `counter_mv_at_most` (None: any card)
    counter_count: int = 1
    counter_mv_at_most: int | None = None
    tapped: bool = False  # 'onto the battlefield tapped' (Raiders' Karve)
    attacking: bool = False  # '... tapped and attacking' (Winota, Joiner of Forces; 508.4)
    face_down: bool = False  # 'exile one of them face down' (406.3: a card with no characteristics to the others)
    that: bool = False  # 'that card': after revealing until a card of a quality, the card found (701.20a)
    # 'put one pile into your hand' after 'An opponent separates those cards into two piles.' (to SEPARATE): the
    # looker chooses one of the two piles, which this step takes (the rest is the other pile)
    pile: bool = False
    # 'For each color pair, choose a card that's exactly those colors from among them.' (Niv-Mizzet Reborn; 105.1):
    # one card for each of the ten pairs of colors that has one, each of exactly those two colors
    color_pairs: bool = False


CAST = "cast"  # a DigStep's `to`: 'You may cast a spell from among them without paying its mana cost.' (608.2g)
SEPARATE = "separate"  # a DigStep's `to`: 'An opponent separates those cards into two piles.' (an opponent's choice)


class Dig(EffectNode):
    """'Look at the top N cards of [player's] library' (a private look by the controller, 401.4) or 'reveal
    the top N cards of your library' (701.20a), then `steps` in order, each choosing among the cards still
    there. Cards no step moved stay on top in their order. `count` may be counted (Memory Deluge's X)."""

    count: unions.Amount
    who: unions.Ref = You()
    steps: tuple[DigStep, ...] = ()
    reveal: bool = False
    # 'Reveal cards from the top of your library until you reveal [until_count] [until] card(s)' (701.20a):
    # the cards revealed run from the top down to that card, or the whole library if there is none (`count`
    # is then unused)
    until: Filter | None = None
    until_count: int = 1
    # 'The first player may reveal cards ... If the first player does, that player puts ...' (Oath of Druids): the
    # revealing player chooses whether to (608.2d), and puts the cards where the steps say, a card put onto the
    # battlefield entering under their control (110.2a)
    optional: bool = False
    owner_puts: bool = False


class PutFromHandOnLibrary(EffectNode):
    """'Put two cards from your hand on top of your library in any order' (Brainstorm; 401.4): the player
    chooses the cards (all of them if they have fewer) and their order, one card at a time."""

    count: int
    position: str = "top"


class ShuffleLibrary(EffectNode):
    """'Shuffle.' / 'You may shuffle.' (701.24a): the player shuffles their library."""

    who: unions.Ref = You()


class ShuffleGraveyardIntoLibrary(EffectNode):
    """'[player] shuffles their graveyard into their library' (701.24a): every card of the graveyard is put into
    the library, then the library is shuffled."""

    who: unions.Ref = You()


class SearchOpponentChooses(EffectNode):
    """Intuition: 'Search your library for three cards and reveal them. Target opponent chooses one. Put that
    card into your hand and the rest into your graveyard. Then shuffle.' (701.23a, 701.20a, 701.24a):
    `chooser` picks one of the revealed cards for the hand."""

    count: int
    chooser: unions.Ref
    filter: Filter | None = None
    # Gifts Ungiven: 'up to four cards with different names' (701.23b, 201.2); the opponent chooses `chosen`
    # of them (all, if no more were found: its ruling), which go to `chosen_to`, the rest to the other zone
    up_to: bool = False
    different_names: bool = False
    chosen: int = 1
    chosen_to: str = "hand"
