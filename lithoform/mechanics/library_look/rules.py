"""Looking at and revealing the top cards of a library and sorting them (401.4, 701.20a), one instruction
after another: 'Look at the top three cards of your library, then put them back in any order.' (Ponder),
'Put one of them into your hand, put one of them on the bottom of your library, and exile one of them.'
(Expressive Iteration), 'You may put that card into your graveyard.' (Consider), 'Put up to two creature
cards with mana value 3 or less from among them onto the battlefield.' (Collected Company), 'You may reveal
that card. If an instant or sorcery card is revealed this way, transform ~.' (Delver of Secrets), 'Reveal cards
from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the
bottom of your library in a random order.' (Vivien, Nature's Avenger).

Looking is private: the cards stay in the library (no zone change, 400.7) and only the looking player is
shown them, through the `seen` cards of their questions (401.2, 401.4). Revealed cards are shown to all
(701.20a). Each step chooses among the cards still there, so a choice is always small (one question per
step, one card per position when ordering). Whether and how a question is asked depends only on public facts
(the library's size, the printed numbers): a choice of cards of a stated quality may find none (issue 20).

Also: Brainstorm's 'put two cards from your hand on top of your library in any order' (401.4) and 'you may
shuffle' (701.24a)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import msgspec

from lithoform.cards.tree import XValue
from lithoform.mechanics.exiled_hands.nodes import EXILED_FACE_DOWN
from lithoform.mechanics.library_look.nodes import (
    ALL,
    CAST,
    NONE_TO_HAND,
    SEPARATE,
    Dig,
    DigStep,
    PutFromHandOnLibrary,
    SearchOpponentChooses,
    ShuffleGraveyardIntoLibrary,
    ShuffleLibrary,
)
from lithoform.rules.cast_faces import castable_faces, choose_face
from lithoform.rules.combat.enter_attacking import enter_attacking
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.stack.during_resolution import (
    BOTTOM_OTHERWISE,
    DURING_RESOLUTION,
    cast_during_resolution,
)
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    GameState,
    player_ref,
    ref_player,
    zone_key,
)

_WHERE = {"hand": "into your hand", "graveyard": "into the graveyard", "exile": "into exile",
          "battlefield": "onto the battlefield", "top": "on top of the library", "bottom": "on the bottom of the library",
          "reveal": "to reveal"}


def _ordered(ctx: Ctx, player: int, cards: list[int], where: str, seen: tuple[int, ...]) -> list[int]:
    """401.4: the player puts the cards in the order they choose, one position at a time (first chosen is
    topmost)."""
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        (picked,) = ctx.ask(player, "choose", f"choose the next card to put {where} (the first goes above)",
                            tuple(left), 1, 1, seen=seen, purpose="order")
        out.append(picked)
        left.remove(picked)
    return out + left


def _choose(ctx: Ctx, looker: int, step: DigStep, remaining: list[int], owner: int) -> tuple[int, ...]:
    """The cards a step takes from among those still there."""
    st = ctx.state
    seen = tuple(remaining)
    if step.color_pairs:
        return _by_color_pair(ctx, looker, remaining)
    if step.count == ALL and not step.up_to:
        if step.filter is not None:  # 'all Goblin cards revealed this way': every fitting card, no choice
            return tuple(c for c in remaining if matches(st, step.filter, c, owner, ctx.source))
        return seen  # 'them', 'the rest': every card still there
    fitting = tuple(c for c in remaining if matches(st, step.filter, c, owner, ctx.source))
    n = len(remaining) if step.count == ALL else min(step.count, len(remaining))
    if n == 0:
        return ()
    # A choice among cards of a stated quality may find none (701.23b's principle; issue 20): the question's
    # bounds come from public facts only, its options are the fitting cards.
    lo = 0 if (step.optional or step.up_to or step.filter is not None) else n
    if step.filter is None and lo == n == len(remaining):
        return seen  # nothing to choose: every card goes
    what = "any number of" if step.count == ALL else ("up to " if lo == 0 else "") + str(n)
    return ctx.ask(looker, "choose", f"choose {what} card(s) to put {_WHERE[step.to]}", fitting, lo, n,
                   seen=seen, purpose="dig")


_COLOR_PAIRS = tuple(itertools.combinations("WUBRG", 2))  # 105.1: the ten pairs of the five colors


def _by_color_pair(ctx: Ctx, looker: int, remaining: list[int]) -> tuple[int, ...]:
    """'For each color pair, choose a card that's exactly those colors from among them.' (Niv-Mizzet Reborn): for
    each of the ten pairs (105.1) that some card still unchosen is exactly (two colors, those two), the looker
    chooses one such card; a pair no card is stays without one."""
    st = ctx.state
    chosen: list[int] = []
    for pair in _COLOR_PAIRS:
        fitting = tuple(c for c in remaining if c not in chosen and chars(st, c).colors == frozenset(pair))
        if not fitting:
            continue
        picked = fitting if len(fitting) == 1 else ctx.ask(
            looker, "choose", f"choose a card that's exactly {pair[0]}{pair[1]}", fitting, 1, 1, seen=tuple(remaining),
            purpose="dig")
        chosen.append(picked[0])
    return tuple(chosen)


def _reorder(ctx: Ctx, owner: int, cards: list[int], top: bool) -> None:
    """Cards put on top or on the bottom of the library they are in: a change of order, not of zone (the
    cards keep their ids, as in scry 701.22a)."""
    st = ctx.state
    key = zone_key(LIBRARY, owner)
    others = tuple(c for c in st.zones[key] if c not in cards)
    st.zones[key] = tuple(cards) + others if top else others + tuple(cards)


def _dig(ctx: Ctx, e: Dig) -> None:
    """401.4, 701.20a: look at (or reveal) the top N cards, then follow each step in order."""
    st = ctx.state
    for owner in players_of(ctx, e.who):
        looker = owner if e.owner_puts else ctx.controller  # 110.2a: 'that player puts that card onto ...'
        if e.optional:  # 'the first player may reveal cards ...' (608.2d): that player's choice
            (yes,) = ctx.ask(owner, "may", "reveal cards from the top of your library?", (1, 0), 1, 1)
            if not yes:
                continue
        library = st.zones[zone_key(LIBRARY, owner)]
        found: list[int] = []
        if e.until is not None:
            remaining = _revealed_until(ctx, e, owner, found)
        else:
            remaining = list(library[: max(0, ctx.amount(e.count))])
        if not remaining:
            _none_to_hand(ctx, e.steps)  # nothing looked at: no card went to the hand (608.2c)
            continue
        if e.reveal:
            st.emit("reveal_cards", ("701.20a",), player=owner, cards=[st.objects[c].card for c in remaining], where="top")
        else:
            st.emit("look_at_top", ("401.4",), player=looker, owner=owner, count=len(remaining))
        exiled: list[int] = []
        to_hand = 0
        piles: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        for step in e.steps:
            if step.to == SEPARATE:  # 'An opponent separates those cards into two piles.'
                piles = _separate(ctx, remaining)
                continue
            if step.pile and piles is not None:  # 'Put one pile into your hand': the looker's choice of pile
                chosen = _choose_pile(ctx, looker, piles)
                remaining = [c for c in remaining if c not in chosen]
                _carry_out(ctx, looker, owner, step, list(chosen), e.reveal)
                to_hand += len(chosen) if step.to == "hand" else 0
                continue
            if step.to == NONE_TO_HAND:  # 'If you didn't put a card into your hand this way, ...' (608.2c)
                if not to_hand and step.then is not None:
                    run_effect(ctx, step.then)
                continue
            if not remaining:
                continue
            if step.filter is not None:  # 'with mana value X or less' (107.3a): the X chosen as it was cast
                step = msgspec.structs.replace(step, filter=ctx.fixed_x(step.filter))
            if step.to == CAST:  # 608.2g: the card chosen is cast once the resolution is over, from where it is
                cast = _cast_one(ctx, looker, step, remaining, owner)
                remaining = [c for c in remaining if c not in cast]
                continue
            if step.that and e.until is not None:  # 'that card': the card found, if still there (701.20a)
                chosen: tuple[int, ...] = tuple(c for c in found if c in remaining)[: step.count]
            else:
                chosen = _choose(ctx, looker, step, remaining, owner)
            remaining = [c for c in remaining if c not in chosen]
            _carry_out(ctx, looker, owner, step, list(chosen), e.reveal)
            to_hand += len(chosen) if step.to == "hand" else 0
            if step.to == "exile":
                exiled.extend(ctx.created)
        if exiled:
            ctx.created = exiled  # 'the exiled card' in a later instruction (Expressive Iteration)


def _cast_one(ctx: Ctx, looker: int, step: DigStep, remaining: list[int], owner: int) -> tuple[int, ...]:
    """'You may cast a spell from among them without paying its mana cost.' (608.2g, 118.9): the looker may choose
    one card of the kind that could be cast that way now (a land is never cast, 305.9); it is cast from the library
    once the resolution is over (the Aetherworks Marvel ruling: 'cast from your library'), and goes to the bottom
    with the rest if it isn't cast after all. The others stay for the steps after this one."""
    st = ctx.state

    def fits(c: int) -> Callable[[], bool]:
        return lambda: matches(st, step.filter, c, owner, ctx.source)  # as the face cast (709.3b, 712.11b, 715.3b)

    faces = {c: f for c in remaining if (f := castable_faces(st, looker, c, fits=fits(c)))}
    options = tuple(faces)
    picked = ctx.ask(looker, "choose", "you may cast a spell from among them without paying its mana cost "
                     "(608.2g, 118.9)", options, 0, min(1, len(options)), seen=tuple(remaining), purpose="cast_free")
    if picked:
        cast_during_resolution(st, looker, picked[0], DURING_RESOLUTION, otherwise=BOTTOM_OTHERWISE,
                               face=choose_face(ctx, looker, picked[0], faces[picked[0]]))
    return tuple(picked)


def _separate(ctx: Ctx, cards: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """'An opponent separates those cards into two piles.' (608.2d: the opponent makes the choice as it
    resolves; the controller picks the opponent if there are several): the cards they choose form the first
    pile, the others the second; either pile may be empty (Fact or Fiction's ruling). The cards were revealed,
    so the piles are public (the log names them)."""
    st = ctx.state
    opponents = [p.index for p in st.players if p.index != ctx.controller and not p.lost]
    if not opponents:
        return tuple(cards), ()
    separator = opponents[0]
    if len(opponents) > 1:
        (ref,) = ctx.ask(ctx.controller, "choose", "choose the opponent who separates the cards into two piles",
                         tuple(player_ref(p) for p in opponents), 1, 1)
        separator = ref_player(ref)
    names = tuple(st.objects[c].card for c in cards)
    first = ctx.ask(separator, "choose", "choose the cards of the first pile (the others form the second)",
                    tuple(cards), 0, len(cards), labels=names, purpose="piles")
    piles = (tuple(c for c in cards if c in first), tuple(c for c in cards if c not in first))
    st.emit("piles", ("608.2d",), player=separator,
            first=", ".join(st.objects[c].card for c in piles[0]) or "(empty)",
            second=", ".join(st.objects[c].card for c in piles[1]) or "(empty)")
    return piles


def _choose_pile(ctx: Ctx, looker: int, piles: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple[int, ...]:
    """'Put one pile into your hand': the looker chooses the first or the second pile (608.2d)."""
    st = ctx.state

    def label(pile: tuple[int, ...]) -> str:
        return ", ".join(st.objects[c].card for c in pile) or "(empty)"

    (picked,) = ctx.ask(looker, "choose", "choose a pile", (1, 2), 1, 1, labels=(label(piles[0]), label(piles[1])),
                        purpose="pile")
    return piles[picked - 1]


def _none_to_hand(ctx: Ctx, steps: tuple[DigStep, ...]) -> None:
    for step in steps:
        if step.to == NONE_TO_HAND and step.then is not None:
            run_effect(ctx, step.then)


def _revealed_until(ctx: Ctx, e: Dig, owner: int, found: list[int]) -> list[int]:
    """701.20a: 'reveal cards from the top of [their] library until [they] reveal N [quality] cards': the cards
    from the top down to the Nth card of the quality (all of the library if it has fewer); `found` gets the
    cards of the quality."""
    st = ctx.state
    revealed: list[int] = []
    until = e.until
    if until is not None and until.mana_value_at_least_amount is not None \
            and not isinstance(until.mana_value_at_least_amount, XValue):
        # 'a creature card with higher mana value' (Lukka): the mana value to beat, counted once (608.2h)
        least = ctx.amount(until.mana_value_at_least_amount)
        until = msgspec.structs.replace(until, mana_value_at_least_amount=None, mana_value_at_least=least)
    for card in st.zones[zone_key(LIBRARY, owner)]:
        revealed.append(card)
        if matches(st, until, card, owner, ctx.source):
            found.append(card)
            if len(found) >= e.until_count:
                break
    return revealed


def _carry_out(ctx: Ctx, looker: int, owner: int, step: DigStep, chosen: list[int], revealed: bool) -> None:
    st = ctx.state
    if step.reveal and chosen and not revealed:
        st.emit("reveal_cards", ("701.20a",), player=looker, cards=[st.objects[c].card for c in chosen], where="looked_at")
    if step.to == "reveal":
        for card in chosen:
            st.emit("reveal_cards", ("701.20a",), player=looker, cards=[st.objects[card].card], where="looked_at")
            if step.then is not None and matches(st, step.if_filter, card, owner, ctx.source):
                run_effect(ctx, step.then)  # 'If an instant or sorcery card is revealed this way, ...'
        return
    if step.to in ("top", "bottom"):
        if len(chosen) > 1 and step.order == "random":
            for i in range(len(chosen) - 1, 0, -1):  # a random order from the game's generator
                j = st.random(i + 1)
                chosen[i], chosen[j] = chosen[j], chosen[i]
        elif len(chosen) > 1:
            where = "on top of the library (topmost first)" if step.to == "top" else "on the bottom of the library"
            chosen = _ordered(ctx, looker, chosen, where, tuple(chosen))
        _reorder(ctx, owner, chosen, step.to == "top")
        return
    moved: list[int] = []
    for card in chosen:
        counters = step.counter and _enters_with(st, card, step)
        if step.to == "hand":
            moved.append(move(st, card, HAND, rules=("401.4",)))
        elif step.to == "graveyard":
            moved.append(move(st, card, GRAVEYARD, rules=("400.3",)))
        elif step.to == "exile" and step.face_down:  # 406.3: face down, the looker may still look at it
            moved.append(move(st, card, EXILE, rules=("406.2", "406.3"), face_down=EXILED_FACE_DOWN))
        elif step.to == "exile":
            moved.append(move(st, card, EXILE, rules=("406.2",)))
        elif step.to == "battlefield":
            moved.append(move(st, card, BATTLEFIELD, controller=looker, rules=("110.2a",),
                              counters={step.counter: step.counter_count} if counters else None, tapped=step.tapped))
    ctx.created = [m for m in moved if m]  # 'the exiled card', 'it' in a later instruction (400.7)
    if step.attacking:  # 508.4: attacking, never declared as an attacker; its controller chooses what it attacks
        for oid in ctx.created:
            enter_attacking(st, oid, lambda options: ctx.ask(looker, "choose", "choose what it attacks (508.4)",
                                                             options, 1, 1, purpose="defender")[0])


def _enters_with(st: GameState, card: int, step: DigStep) -> bool:
    """614.1c: the card put onto the battlefield enters with the step's counters, if its mana value (as the card
    it is, 202.3) allows ('If that card has mana value 3 or less, ...': Turntimber Symbiosis)."""
    return step.counter_mv_at_most is None or chars(st, card).mana_value <= step.counter_mv_at_most


def _put_from_hand(ctx: Ctx, e: PutFromHandOnLibrary) -> None:
    """Brainstorm: 'put two cards from your hand on top of your library in any order' (401.4): the player
    chooses the cards one at a time, the first chosen goes on top of the ones chosen after it... as many as
    they have if fewer."""
    st = ctx.state
    player = ctx.controller
    hand_key = zone_key(HAND, player)
    n = min(e.count, len(st.zones[hand_key]))
    picked: list[int] = []
    for i in range(n):
        options = tuple(c for c in st.zones[hand_key] if c not in picked)
        (card,) = ctx.ask(player, "choose", f"choose a card from your hand to put {'on top of' if e.position == 'top' else 'on the bottom of'} "
                          f"your library ({i + 1} of {n}; the first chosen ends up {'on top' if e.position == 'top' else 'above the others'})",
                          options, 1, 1, purpose="put_from_hand")
        picked.append(card)
    lib = zone_key(LIBRARY, player)
    # The cards go one at a time: the first chosen is put on the library first... 'in any order' means the
    # player decides the final order, so the first chosen ends up topmost (top) or highest of them (bottom).
    for j, card in enumerate(picked):
        position = j if e.position == "top" else len(st.zones[lib])
        move(st, card, LIBRARY, position=position, rules=("401.4",))
    st.emit("put_on_library", ("401.4",), player=player, count=len(picked), position=e.position)


def _shuffle(ctx: Ctx, e: ShuffleLibrary) -> None:
    """701.24a: the player shuffles their library."""
    for player in players_of(ctx, e.who):
        shuffle(ctx.state, player)
        ctx.state.emit("shuffle", ("701.24a",), player=player)


def _shuffle_graveyard(ctx: Ctx, e: ShuffleGraveyardIntoLibrary) -> None:
    """701.24a: the graveyard's cards are put into the library, which is then shuffled."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(GRAVEYARD, player)]:
            move(st, card, LIBRARY, rules=("701.24a",))
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


def _search_opponent_chooses(ctx: Ctx, e: SearchOpponentChooses) -> None:
    """Intuition: 701.23a search (a search for cards with no stated quality finds as many as it can,
    701.23b), 701.20a reveal them, the target opponent chooses one (608.2d) for the hand, the rest go to the
    graveyard; then shuffle (701.24a). Gifts Ungiven: up to four cards with different names (701.23b: fewer if
    the searcher wants; 201.2), the opponent chooses two for the graveyard: all of them if no more were found
    (its ruling), the rest go to the hand."""
    st = ctx.state
    player = ctx.controller
    if search_forbidden(ctx, player, player):  # 101.2: the search doesn't happen; 'then shuffle' still does
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)
        return
    library = searchable(ctx, player, player)  # 614.1a: only the top N under Aven Mindcensor
    eligible = tuple(c for c in library if matches(st, e.filter, c, player, ctx.source))
    lo = 0 if e.filter is not None or e.up_to else min(e.count, len(library))
    found: tuple[int, ...] = ()
    if library:
        if e.different_names:
            found = _different_names(ctx, player, eligible, e.count)
        else:
            found = ctx.ask(player, "choose", f"search your library: choose {e.count} card(s)", eligible, lo,
                            e.count)
    st.emit("search", ("701.23a",), player=player, found=len(found))
    if found:
        names = tuple(st.objects[c].card for c in found)
        st.emit("reveal_cards", ("701.20a",), player=player, cards=list(names), where="library")
        opponents = players_of(ctx, e.chooser)
        chosen: tuple[int, ...] = found[:e.chosen]
        if opponents and len(found) > e.chosen:
            # the revealed cards are named in the question (they are public now)
            question = "choose the card that goes into their hand" if e.chosen == 1 and e.chosen_to == "hand" \
                else f"choose {e.chosen} cards that go into their {e.chosen_to}"
            chosen = ctx.ask(opponents[0], "choose", question, found, e.chosen, e.chosen, labels=names)
        rest_to = GRAVEYARD if e.chosen_to == "hand" else HAND
        for card in found:
            move(st, card, (HAND if e.chosen_to == "hand" else GRAVEYARD) if card in chosen else rest_to,
                 rules=("701.23a",))
    shuffle(st, player)
    st.emit("shuffle", ("701.24a",), player=player)


def _different_names(ctx: Ctx, player: int, eligible: tuple[int, ...], most: int) -> tuple[int, ...]:
    """701.23b, 201.2: up to `most` cards, one at a time, none with the name of a card already found."""
    found: list[int] = []
    while len(found) < most:
        taken = {ctx.state.objects[c].card for c in found}
        left = tuple(c for c in eligible if c not in found and ctx.state.objects[c].card not in taken)
        if not left:
            break
        picked = ctx.ask(player, "choose", "search your library: choose a card with a different name (or none)",
                         left, 0, 1)
        if not picked:
            break
        found.append(picked[0])
    return tuple(found)


register_effect(Dig, _dig)
register_effect(SearchOpponentChooses, _search_opponent_chooses)
register_effect(ShuffleGraveyardIntoLibrary, _shuffle_graveyard)
register_effect(PutFromHandOnLibrary, _put_from_hand)
register_effect(ShuffleLibrary, _shuffle)
