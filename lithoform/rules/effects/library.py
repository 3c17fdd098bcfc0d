"""Effects that look at, search or move cards of a library (401, 701.18-24): scry (701.22), surveil (701.25),
mill (701.13), searching (701.23, with a shuffle after, 701.24a), revealing the top card, and looking at the
top cards and sorting them (a private look, no zone change while looking): 'Look at the top five cards of
your library. Put two of them into your hand and the rest on the bottom of your library in any order.' and
'You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of
your library in a random order.' (401.4, 701.20a)."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import (
    CardsInItsControllersGraveyard,
    LookAndSplit,
    LookAtTop,
    Mill,
    Plus,
    RevealTop,
    SacrificedManaValue,
    Scry,
    SearchLibrary,
    SearchLibraryAndGraveyard,
    SearchNamed,
    Surveil,
)
from lithoform.rules.context import Ctx, add_link, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.hooks import SEARCH_TOP_ONLY
from lithoform.rules.replacement.events import aura_hosts
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    Obj,
    zone_key,
)

# --- looking at the library -------------------------------------------------------------------------------------


def _ordered(ctx: Ctx, player: int, cards: list[int], where: str) -> list[int]:
    """A player puts cards in any order they choose: one choice per position, first chosen first."""
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        (picked,) = ctx.ask(player, "choose", f"choose the next card to put {where}", tuple(left), 1, 1)
        out.append(picked)
        left.remove(picked)
    return out + left


def _scry(ctx: Ctx, e: Scry) -> None:
    """701.22a: look at the top N cards, put any number of them on the bottom in any order and the rest on
    top in any order. Reordering within a library is not a zone change: the cards keep their ids."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        key = zone_key(LIBRARY, player)
        library = st.zones[key]
        n = ctx.amount(e.amount)
        if n <= 0:
            continue  # 701.22b: scrying 0 is no scry event
        top = library[:n]
        if not top:  # 701.22d: a scry of an empty library is still a scry event
            _scried(st, "scry", ("701.22a", "701.22d"), player, top=0, bottom=0)
            continue
        bottom = list(ctx.ask(player, "choose", f"scry {len(top)}: choose the cards to put on the bottom", top,
                              0, len(top), purpose="scry_bottom"))
        keep = [c for c in top if c not in bottom]
        keep = _ordered(ctx, player, keep, "on top (topmost first)")
        bottom = _ordered(ctx, player, bottom, "on the bottom (the first goes above the others)")
        st.zones[key] = tuple(keep) + library[len(top):] + tuple(bottom)
        st.characteristics_changed()  # 401.1: a new top card ('the top card of your library is ...', 611.3a)
        _scried(st, "scry", ("701.22a",), player, top=len(keep), bottom=len(bottom))


def _scried(st: Any, event: str, rules: tuple[str, ...], player: int, **args: int) -> None:
    """The scry (surveil) event, logged, then 'whenever you scry (surveil)' triggers once the process is
    complete (701.22d, 701.25d)."""
    st.emit(event, rules, player=player, **args)
    player_event_triggers(st, event, player)


def _surveil(ctx: Ctx, e: Surveil) -> None:
    """701.25a: look at the top N cards, put any number into the graveyard and the rest on top in any
    order."""

    st = ctx.state
    for player in players_of(ctx, e.who):
        key = zone_key(LIBRARY, player)
        n = ctx.amount(e.amount)
        if n <= 0:
            continue  # 701.25c: surveilling 0 is no surveil event
        top = st.zones[key][:n]
        if not top:  # 701.25d: a surveil of an empty library is still a surveil event
            _scried(st, "surveil", ("701.25a", "701.25d"), player, top=0, graveyard=0)
            continue
        dumped = ctx.ask(player, "choose", f"surveil {len(top)}: choose the cards to put into your graveyard",
                         top, 0, len(top), purpose="surveil")
        keep = _ordered(ctx, player, [c for c in top if c not in dumped], "on top (topmost first)")
        st.zones[key] = tuple(keep) + st.zones[key][len(top):]
        st.characteristics_changed()  # 401.1: a new top card (611.3a)
        for card in dumped:
            move(st, card, GRAVEYARD, rules=("701.25a",))
        _scried(st, "surveil", ("701.25a",), player, top=len(keep), graveyard=len(dumped))


def _mill(ctx: Ctx, e: Mill) -> None:
    """701.17a: the top N cards of the library go to the graveyard (as many as there are, 701.17b)."""

    st = ctx.state
    milled: list[int] = []
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(LIBRARY, player)][: ctx.amount(e.amount)]:
            milled.append(move(st, card, GRAVEYARD, rules=("701.17a",)))
    ctx.milled = tuple(m for m in milled if m)  # 'if a land card was milled this way' (mechanics/milled_this_way)


def _search(ctx: Ctx, e: SearchLibrary) -> None:
    """701.23a: the controller searches a library (theirs, or the one named: 'search target player's library')
    for cards that match; 701.23b: a search for cards with a stated quality may find fewer than are there.
    Found cards are revealed if the text says so (701.20a) and put where it says (split: one onto the
    battlefield, the other into the hand, Cultivate; onto the battlefield under the searcher's control, 110.2a);
    then that library is shuffled (701.24a). The new objects are what 'that card' names later (Found)."""

    st = ctx.state
    player = ctx.controller
    owner = player if e.library is None else next(iter(players_of(ctx, e.library)), None)
    if owner is None:  # the player whose library it was is gone (a target no longer legal: 608.2b)
        return
    if search_forbidden(ctx, player, owner):  # 101.2: the search doesn't happen; 'then shuffle' still does
        shuffle(st, owner)
        st.emit("shuffle", ("701.24a",), player=owner)
        return
    library = searchable(ctx, player, owner)
    found_filter = ctx.fixed_x(e.filter)  # 'with mana value X or less' (107.3a: the X chosen as it was activated)
    if isinstance(found_filter.mana_value_amount, Plus | SacrificedManaValue):
        # 'with mana value equal to 1 plus the sacrificed creature's mana value' (Birthing Pod): the sacrificed
        # object's last known information (608.2h), counted once as the search begins
        n = ctx.amount(found_filter.mana_value_amount)
        found_filter = msgspec.structs.replace(found_filter, mana_value_amount=None, mana_value_at_least=n,
                                               mana_value_at_most=n)
    if found_filter.mana_value_at_most_amount is not None \
            and not isinstance(found_filter.mana_value_at_most_amount, CardsInItsControllersGraveyard):
        # 'with mana value X or less, where X is 2 plus the sacrificed creature's mana value' (Eldritch Evolution):
        # the X counted once as the search begins (107.3), the sacrificed object as it last existed (608.2h); (not
        # 'the cards in its controller's graveyard', which each candidate's own controller counts as it is checked)
        n = ctx.amount(found_filter.mana_value_at_most_amount)
        most = n if found_filter.mana_value_at_most is None else min(n, found_filter.mana_value_at_most)
        found_filter = msgspec.structs.replace(found_filter, mana_value_at_most_amount=None, mana_value_at_most=most)
    eligible = tuple(c for c in library if matches(st, found_filter, c, player, ctx.source))
    if e.name_not_among is not None:  # 'with a different name than each Aura you control' (201.2)
        taken = {chars(st, o).name for o in st.zones[BATTLEFIELD] if matches(st, e.name_not_among, o, player, ctx.source)}
        eligible = tuple(c for c in eligible if chars(st, c).name not in taken)
    if e.same_name_as is not None:  # 201.2: 'with the same name as that card', named as the search begins
        names = {chars(st, r).name for r in ctx.refs(e.same_name_as) if st.known(r) is not None}
        eligible = tuple(c for c in eligible if chars(st, c).name in names)
    hosts = ctx.refs(e.attach_to) if e.attach_to is not None else ()
    if e.only_attachable:  # 'an Aura card that could enchant that creature' (303.4f): as it is now, protection too
        eligible = tuple(c for c in eligible if hosts and _could_attach(ctx, c, hosts[0]))
    if e.named_this:  # 201.2: 'cards named ~': the source's name, as it is or last was (608.2h)
        name = chars(st, ctx.source).name if st.known(ctx.source) is not None else None
        eligible = tuple(c for c in eligible if chars(st, c).name == name)
    # The question never depends on what the hidden library holds (issue 20): 'up to N' with the printed N,
    # asked even when nothing matches, since a search for a stated quality may find nothing (701.23b). Only
    # a search for any card must find what it can, and the library's size is public (401.2).
    # -1: 'any number of' (the library's size is public); 'up to X cards, where X is ...' (107.3): the number as
    # the search begins
    most = e.count if e.amount is None else max(0, ctx.amount(e.amount))
    most = len(library) if e.count < 0 else most
    free = e.filter != type(e.filter)() or e.named_this or e.count < 0 or e.up_to or e.different_names \
        or e.same_name_as is not None
    lo = 0 if free else min(most, len(library))
    found: tuple[int, ...] = ()
    if e.different_names and library:
        found = _found_with_different_names(ctx, player, eligible, most)
    elif library:
        whose = "your library" if owner == player else "that player's library"
        found = ctx.ask(player, "choose", f"search {whose}: choose up to {most} card(s)", eligible, lo, most)
    st.emit("search", ("701.23a",), player=player, found=len(found))
    if e.reveal and found:
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[c].card for c in found], where="library")
    onto = found if e.to == "battlefield" else ()
    if e.split and len(found) > 1:
        onto = ctx.ask(player, "choose", "choose the card to put onto the battlefield", found, 1, 1)
    elif e.split:
        # 'put one onto the battlefield tapped and the other into your hand' with one card found: the
        # instructions are followed in the order written, so it is the one put onto the battlefield
        # (Cultivate's ruling; 608.2c)
        onto = found
    if e.to == "top":  # 'then shuffle and put that card on top': the card stays in the library meanwhile
        _shuffle_then_on_top(ctx, owner, found)
        return
    first: tuple[int, ...] = ()
    if e.first and len(found) > 1:  # 'Put one into your hand and the other into your graveyard.' (Final Parting)
        first = ctx.ask(player, "choose", f"choose the card to put into your {e.first}", found, 1, 1)
    elif e.first:  # one card found: the first instruction puts it (608.2c; Jarad's Orders's ruling)
        first = found
    moved = []
    for card in found:
        if card in first:
            moved.append(move(st, card, HAND, rules=("701.23a",)))
        elif card in onto and e.attach_to_source:
            moved.append(_attached_to_source(ctx, card))
        elif card in onto and e.attach_to is not None:
            moved.append(_attached_to_source(ctx, card, hosts[0] if hosts else 0))
        elif card in onto:
            moved.append(_to_battlefield(ctx, card, e.tapped, ("701.23a", "110.2a")))
        elif e.to == "graveyard":  # 'put it into your graveyard' (Entomb): its owner's graveyard (400.3)
            moved.append(move(st, card, GRAVEYARD, rules=("701.23a", "400.3")))
        elif e.to == "exile":  # 'exile them' (406.3)
            moved.append(move(st, card, EXILE, rules=("701.23a", "406.3")))
        else:  # its owner's hand (400.3)
            moved.append(move(st, card, HAND, rules=("701.23a",)))
    ctx.created = [m for m in moved if m]
    if e.to == "exile" and ctx.created:  # 607.2a: 'the exiled card' / 'cards exiled with ~' (Hoarding Dragon)
        add_link(st, ctx.source, "exiled", tuple(ctx.created))
    if e.shuffled:  # (a search repeated before the one shuffle of its process doesn't: Firemind's Foresight)
        shuffle(st, owner)
        st.emit("shuffle", ("701.24a",), player=owner)


def searchable(ctx: Ctx, searcher: int, owner: int) -> tuple[int, ...]:
    """701.23a: the cards of `owner`'s library `searcher` searches: all of them, or only the top N when an effect
    says so instead (SEARCH_TOP_ONLY, 614.1a: Aven Mindcensor; the top N stay the same for the whole search)."""
    library = ctx.state.zones[zone_key(LIBRARY, owner)]
    depths = [n for fn in SEARCH_TOP_ONLY.now(ctx.state) if (n := fn(ctx.state, searcher, owner)) is not None]
    if depths:
        ctx.state.emit("search_top_only", ("614.1a", "701.23"), player=searcher, count=min(depths))
        return library[:min(depths)]
    return library


def search_forbidden(ctx: Ctx, searcher: int, owner: int) -> bool:
    """701.23, 101.2: whether a 'can't search' effect (SEARCH_FORBIDDEN, mechanics/search_bans) stops `searcher`
    searching `owner`'s library for the resolving spell or ability (`instructing_controller`'s); the event says
    so once. Every library search of the engine asks this one check (the core's and the mechanics')."""
    if not effects.search_banned(ctx.state, searcher, owner, effects.instructing_controller(ctx)):
        return False
    ctx.state.emit("search_forbidden", ("701.23", "101.2"), player=searcher)
    return True


def _found_with_different_names(ctx: Ctx, player: int, eligible: tuple[int, ...], most: int) -> tuple[int, ...]:
    """'up to N cards with different names' (201.2, 701.23a): one card at a time, each with a name none of the
    cards found before has; the player stops when they choose none (one small choice each, not every set)."""
    st = ctx.state
    found: list[int] = []
    names: set[str] = set()
    while len(found) < most:
        options = tuple(c for c in eligible if c not in found and chars(st, c).name not in names)
        picked = ctx.ask(player, "choose", f"search your library: choose a card with a new name ({len(found)} found)",
                         options, 0, 1)
        if not picked:
            break
        found.append(picked[0])
        names.add(chars(st, picked[0]).name)
    return tuple(found)


def _shuffle_then_on_top(ctx: Ctx, player: int, found: tuple[int, ...]) -> None:
    """701.24a, 401.4: the library (with the found cards in it) is shuffled, then the found cards, under the
    ids the shuffle gave them, are put on top (a move within the library, not a zone change), in the order
    the searcher chooses ('put those cards on top in any order'; chosen before the shuffle, which can't
    change what the cards are, so the question names the cards the player has seen)."""
    st = ctx.state
    order = _ordered(ctx, ctx.controller, list(found), "on top (topmost first)")
    shuffle(st, player)
    if not found:
        st.emit("shuffle", ("701.24a",), player=player)
        return
    # the found cards are in the library, so the shuffle renumbered them: its event is the newest one
    event = st.log[0]
    renumbered = dict(event.args["ids"]) if event.kind == "renumber" else {}
    st.emit("shuffle", ("701.24a",), player=player)
    key = zone_key(LIBRARY, player)
    tops = tuple(renumbered.get(c, c) for c in order)
    st.zones[key] = tops + tuple(c for c in st.zones[key] if c not in tops)
    st.characteristics_changed()  # 401.1: a new top card (611.3a)
    st.emit("put_on_top", ("401.4", "701.23a"), player=player)


def _to_battlefield(ctx: Ctx, card: int, tapped: bool, rules: tuple[str, ...]) -> int:
    return move(ctx.state, card, BATTLEFIELD, controller=ctx.controller, tapped=tapped, rules=rules)


def _could_attach(ctx: Ctx, card: int, host: int) -> bool:
    """303.4f, 303.4a: whether Aura card `card` could enter attached to `host` now (its enchant ability, protection;
    no targeting is involved, so shroud or hexproof don't stop it), under the searcher's control (614.12)."""
    st = ctx.state
    obj = st.objects[card]
    if not isinstance(obj, Obj) or host not in st.zones[BATTLEFIELD]:
        return False
    hosts = aura_hosts(st, msgspec.structs.replace(obj, controller=ctx.controller))  # (614.12: as it would be)
    st.put_obj(obj)  # the look took the record away with it
    return host in hosts


def _attached_to_source(ctx: Ctx, card: int, host: int | None = None) -> int:
    """303.4f: 'put that card onto the battlefield attached to ~' (or 'to that creature', `host`): an Aura enters
    attached to it, if it could be attached to it (its enchant ability, protection, 303.4a); otherwise it stays where
    it is (Light-Paws, Emperor's Voice's ruling: 'it stays in your library and does not enter the battlefield'). 0
    if it stayed."""
    st = ctx.state
    host = ctx.source if host is None else host
    if not _could_attach(ctx, card, host):
        st.emit("cant_enter", ("303.4f",), card=st.objects[card].card, zone=LIBRARY)
        return 0
    return move(st, card, BATTLEFIELD, controller=ctx.controller, attach_to=host, rules=("701.23a", "303.4f"))


def _search_named(ctx: Ctx, e: SearchNamed) -> None:
    """701.23a: 'search your library and/or graveyard for a card named X, reveal it, and put it into your
    hand. If you search your library this way, shuffle.' The player chooses which zones to search."""

    st = ctx.state
    player = ctx.controller
    (both,) = (0,) if search_forbidden(ctx, player, player) else ctx.ask(  # 101.2: the graveyard only
        player, "choose", f"search for {e.name}: 1 = library and graveyard, 0 = graveyard only", (1, 0), 1, 1)
    # 614.1a: the library's top N only under Aven Mindcensor
    cards = (searchable(ctx, player, player) if both else ()) + st.zones[zone_key(GRAVEYARD, player)]
    options = tuple(c for c in cards if chars(st, c).name == e.name)
    picked = ctx.ask(player, "choose", f"choose a card named {e.name}", options, 0, 1)  # asked even if none (701.23b)
    st.emit("search", ("701.23a",), player=player, found=len(picked))
    for card in picked:
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card],
                where=st.objects[card].zone)
        move(st, card, HAND, rules=("701.23a",))
    if both:
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


def _search_library_and_graveyard(ctx: Ctx, e: SearchLibraryAndGraveyard) -> None:
    """Sanctum of All: 'search your library and/or graveyard for a Shrine card and put it onto the
    battlefield. If you search your library this way, shuffle.' (701.23a, 110.2a, 701.24a). The player
    chooses which zones to search; in the hidden library they may find nothing (701.23b)."""

    st = ctx.state
    player = ctx.controller
    (both,) = (0,) if search_forbidden(ctx, player, player) else ctx.ask(  # 101.2: the graveyard only
        player, "choose", "search: 1 = library and graveyard, 0 = graveyard only", (1, 0), 1, 1)
    # 614.1a: the library's top N only under Aven Mindcensor
    cards = (searchable(ctx, player, player) if both else ()) + st.zones[zone_key(GRAVEYARD, player)]
    options = tuple(c for c in cards if matches(st, e.filter, c, player, ctx.source))
    picked = ctx.ask(player, "choose", "choose a card to put onto the battlefield", options, 0, 1)  # even if none
    st.emit("search", ("701.23a",), player=player, found=len(picked))
    for card in picked:
        _to_battlefield(ctx, card, False, ("701.23a", "110.2a"))
    if both:
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


def _reveal_top(ctx: Ctx, e: RevealTop) -> None:
    """701.20a: the top card is revealed; the rest of the effect reads what it is."""
    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    if not library:
        return
    st.emit("reveal_cards", ("701.20a",), player=ctx.controller, cards=[st.objects[library[0]].card], where="top")
    if matches(st, e.filter, library[0], ctx.controller, ctx.source):
        effects.run_effect(ctx, e.then)


def _look_and_split(ctx: Ctx, e: LookAndSplit) -> None:
    """Look at the top N cards (a private look, no zone change); one goes into the hand, the rest into the
    graveyard or on the bottom of the library."""
    st = ctx.state
    player = ctx.controller
    top = st.zones[zone_key(LIBRARY, player)][: e.count]
    if not top:
        return
    (kept,) = ctx.ask(player, "choose", "choose the card to put into your hand", top, 1, 1)
    move(st, kept, HAND, rules=("701.23a",))
    for card in (c for c in top if c != kept):
        if e.rest == "graveyard":
            move(st, card, GRAVEYARD, rules=("400.3",))
        else:
            move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, player)]), rules=("401.4",))


def _look_at_top(ctx: Any, e: LookAtTop) -> None:
    st = ctx.state
    player = ctx.controller
    top = st.zones[zone_key(LIBRARY, player)][: max(0, ctx.amount(e.count))]
    if not top:
        return
    fitting = tuple(c for c in top if matches(st, e.filter, c, player, ctx.source))
    # Whether and how the player is asked depends only on public facts (issue 20): the printed number, the
    # number of cards looked at (the library's size is public) and whether the card names a quality. A
    # choice among cards of a stated quality is asked even when none of them has it.
    n = min(e.take, len(top))
    any_card = e.filter == type(e.filter)()
    lo = 0 if e.optional else min(n, len(fitting))
    kept: tuple[Any, ...] = ()
    if any_card and not e.optional and n == len(top):
        kept = fitting  # every card looked at goes: nothing to choose
    elif n:
        kept = ctx.ask(player, "choose", f"choose {'up to ' if e.optional else ''}{n} card(s) to put into your hand",
                       fitting, lo, n, seen=top)
    for card in kept:
        if e.reveal:
            st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card], where="looked_at")
        move(st, card, HAND, rules=("401.4",))
    rest = [c for c in top if c not in kept]
    if e.rest == "graveyard":
        for card in rest:
            move(st, card, GRAVEYARD, rules=("400.3",))
        return
    if e.rest == "bottom_random":
        for i in range(len(rest) - 1, 0, -1):  # a random order from the game's generator
            j = st.random(i + 1)
            rest[i], rest[j] = rest[j], rest[i]
    elif len(rest) > 1:  # 'in any order': the player chooses (401.4)
        rest = _ordered(ctx, player, rest, "on the bottom of your library")
    for card in rest:
        move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, player)]), rules=("401.4",))


def register_handlers() -> None:
    effects._HANDLERS.update({
        LookAtTop: _look_at_top,
        Scry: _scry,
        Surveil: _surveil,
        Mill: _mill,
        SearchLibrary: _search,
        SearchNamed: _search_named,
        SearchLibraryAndGraveyard: _search_library_and_graveyard,
        RevealTop: _reveal_top,
        LookAndSplit: _look_and_split,
    })


register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)
