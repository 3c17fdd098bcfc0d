"""Effects that move cards between zones (400): drawing (121), discarding (701.9), exiling (701.13), returning,
the library (scry 701.22, surveil 701.25, mill 701.17, search 701.23, looking at and revealing 701.20)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class DrawCards(EffectNode):
    amount: unions.Amount
    who: unions.Ref = You()


class Discard(EffectNode):
    """'discards N cards' (701.9). `chooser`: 'player' (the discarding player) or 'you' (Duress).
    `reveal`: the hand is revealed first. `filter`: which cards may be chosen."""

    amount: unions.Amount
    who: unions.Ref
    chooser: str = "player"
    reveal: bool = False
    filter: Filter | None = None


class ExileLinked(EffectNode):
    """'Exile [object]', recording the exiled cards for the linked ability of the source (607.2a)."""

    what: unions.Ref
    key: str = "exiled"


class ExileFromHand(EffectNode):
    """'[player] reveals their hand and you choose a [filter] card from it. Exile that card.' or 'you may
    exile a [filter] card from your hand' (Imprint): a card chosen on resolution, exiled and linked."""

    who: unions.Ref
    filter: Filter | None = None
    chooser: str = "you"
    reveal: bool = True
    optional: bool = False
    key: str = "exiled"


class ReturnLinked(EffectNode):
    """'Return the exiled card to its owner's hand / to the battlefield under its owner's control'
    (607.2a): every card linked to this source returns; 400.7: each returns as a new object."""

    key: str = "exiled"
    to: str = "hand"
    # 'Return all cards you own exiled with ~ to your hand' (Bottled Cloister): only the cards the ability's
    # controller owns return; the others stay in exile
    yours: bool = False


class Exile(EffectNode):
    """701.13a: move the objects to the exile zone."""

    what: unions.Ref


class ReturnToHand(EffectNode):
    """'Return [object] to its owner's hand': a zone change to the owner's hand (400.3, 400.7)."""

    what: unions.Ref


class ReturnToBattlefield(EffectNode):
    """'Return target creature card from your graveyard to the battlefield': the card enters under the
    control of the effect's controller (110.2a), tapped if `tapped`."""

    what: unions.Ref
    tapped: bool = False
    owner: bool = False  # 'under its owner's control' (Flickerwisp): the owner's, not the effect's controller


class PutOnLibrary(EffectNode):
    """'Put [object] on top of / on the bottom of its owner's library' (401.4, 400.3)."""

    what: unions.Ref
    position: str = "top"  # "top", "bottom", or 'second' ... 'seventh' (from the top: Oust)


class Scry(EffectNode):
    """701.22a: look at the top N cards, put any number on the bottom and the rest on top in any order."""

    amount: unions.Amount
    who: unions.Ref = You()


class Surveil(EffectNode):
    """701.25a: look at the top N cards, put any number into the graveyard and the rest on top."""

    amount: unions.Amount
    who: unions.Ref = You()


class Mill(EffectNode):
    """701.17a: the player puts that many cards from the top of their library into their graveyard."""

    amount: unions.Amount
    who: unions.Ref = You()


class SearchLibrary(EffectNode):
    """701.23a: search your library for up to `count` cards matching `filter`, put them into `to`
    ('hand' or 'battlefield', tapped if `tapped`), revealing them if `reveal` (701.20a); then shuffle
    (701.24a). 701.23b: a search for cards with a stated quality may fail to find any."""

    filter: Filter = Filter()
    count: int = 1  # -1: 'any number of' (as many as the library holds)
    to: str = "hand"  # 'hand', 'battlefield', 'top' (of the library, after the shuffle), 'graveyard' or 'exile'
    tapped: bool = False
    reveal: bool = False
    split: bool = False  # Cultivate: one found card onto the battlefield tapped, the other into the hand
    named_this: bool = False  # 'cards named ~' (201.2; Squadron Hawk): the name of the ability's source
    amount: unions.Amount | None = None  # 'up to X cards' (107.3): counted as it resolves, instead of `count`
    up_to: bool = False  # 'up to N cards' of any card: the player may find fewer (701.23a)
    different_names: bool = False  # 'with different names': no two found cards share a name (201.2)
    library: unions.Ref | None = None  # 'search target player's library': whose library (None: the controller's)
    # 'Put one into your hand and the other into your graveyard.' (Final Parting): the one found card the searcher
    # chooses goes to `first` ('hand'), the others to `to`; a single card found goes to `first` (608.2c: in order)
    first: str = ""
    # 'put that card onto the battlefield attached to ~' (303.4f): an Aura found enters attached to the source; one
    # that couldn't be attached to it stays in the library (Light-Paws, Emperor's Voice's ruling)
    attach_to_source: bool = False
    # 'with a different name than each Aura you control' (201.2): no permanent the searcher controls that fits this
    # filter has the found card's name, as the search begins
    name_not_among: Filter | None = None
    # 'with the same name as that card' (201.2; Infernal Tutor, Pack Hunt): the name of the object this names as the
    # search begins (its last known information once it has left its zone, 608.2h); with none, nothing is found
    same_name_as: unions.Ref | None = None
    # 'put it onto the battlefield attached to that creature' (303.4f; Sovereigns of Lost Alara): an Aura found enters
    # attached to the object this names (its host as the search resolves); one that couldn't stays in the library.
    # `only_attachable`: 'an Aura card that could enchant that creature': only those can be found (none if it left)
    attach_to: unions.Ref | None = None
    only_attachable: bool = False
    # False: the library isn't shuffled after this search, a later one of the same process shuffles it ('Then repeat
    # this process for instant cards with mana values 2 and 1. Then shuffle.': Firemind's Foresight; 701.24a)
    shuffled: bool = True


class SearchNamed(EffectNode):
    """'You may search your library and/or graveyard for a card named X, reveal it, and put it into your
    hand. If you search your library this way, shuffle.' (701.23a, 701.24a)."""

    name: str


class LookAndSplit(EffectNode):
    """'Look at the top N cards of your library. Put one of them into your hand and the rest into your
    graveyard / on the bottom of your library' (`rest`: 'graveyard' or 'bottom')."""

    count: int
    rest: str = "graveyard"


class ExileGraveyard(EffectNode):
    """'Exile target player's graveyard' (406.2): every card in the graveyards of the players."""

    who: unions.Ref


class ReturnChosenCard(EffectNode):
    """'return an instant or sorcery card from your graveyard to your hand': cards chosen as it resolves
    (not targeted, 115.10), up to `count` of them, from the controller's graveyard."""

    filter: Filter
    count: int = 1
    to: str = "hand"  # or "battlefield": under the effect's controller's control (110.2a)
    up_to: bool = False
    tapped: bool = False  # 'to the battlefield tapped' (Port of Karfell)
    random: bool = False  # 'a Zombie card at random': the game picks them (its seeded generator)
    # 'a nonland card of an opponent's choice' (Tasigur, the Golden Fang): an opponent chooses them (608.2d)
    opponent_chooses: bool = False


class LookAtTop(EffectNode):
    """'Look at the top N cards of your library. Put K of them into your hand and the rest on the bottom of
    your library in any order' / 'You may reveal a creature card from among them and put it into your hand'
    (a private look; 701.20a: revealing). `rest`: 'bottom_any', 'bottom_random' or 'graveyard'."""

    count: unions.Amount
    take: int = 1
    filter: Filter | None = None
    optional: bool = False
    reveal: bool = False
    rest: str = "bottom_any"


class SearchLibraryAndGraveyard(EffectNode):
    """'Search your library and/or graveyard for a [filter] card and put it onto the battlefield. If you
    search your library this way, shuffle.' (701.23a, 701.24a): the player chooses the zones searched."""

    filter: Filter | None = None


class LookRevealToHand(EffectNode):
    """'Look at that many cards from the top of your library. You may reveal a creature card or Garruk
    planeswalker card from among them and put it into your hand. Put the rest on the bottom of your library
    in a random order.' (a private look; 701.20a: revealing): a card matching any of `filters` may go to the
    hand."""

    amount: unions.Amount
    filters: tuple[Filter, ...]
    rest: str = "bottom_random"


class DiscardOrLoseLife(EffectNode):
    """'Each player discards a card. Each opponent who can't loses 3 life.': an opponent who couldn't discard
    (no card to discard as the discard happens) loses `life` (ruling: a player with a card in hand can't
    choose to lose the life instead)."""

    discard: Discard
    life: unions.Amount


class PutOntoBattlefield(EffectNode):
    """'put target creature card from a graveyard onto the battlefield under your control': under the
    effect's controller's control (110.2a); later parts of the effect ('It gains haste') find the permanent
    it became (400.7j) as `Created`."""

    what: unions.Ref
    owner: bool = False  # '... under its owner's control' (Kenrith, the Returned King; 110.2)
