"""Sentences about players, the rules part: poison counters given by an effect (122.1f; 704.5c ends the game
at ten), a hand revealed to every player (701.20a), and '... unless they pay {N}' (118.12), where the player
the instruction is about decides whether to pay, not the controller of the spell or ability."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.player_verbs.nodes import (
    CantThisTurn,
    CountAtMost,
    ExileFromOwnHand,
    GetPoison,
    MayPlayer,
    OneSpellEachTurn,
    Payer,
    PlayerBan,
    PlayerExilesTop,
    PlayerUnlessPays,
    PutFromOwnHandOnTop,
    RevealHand,
    ShuffleHandIntoLibrary,
)
from lithoform.rules.context import EXTRA_CONDITIONS, EXTRA_REFS, Ctx, add_link, players_of
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import CAST_BANS, LAND_PLAY_FORBIDDEN, PLAYER_COUNTERS_FORBIDDEN
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.rules.replacement.events import player_counters_after
from lithoform.rules.zones import move, shuffle
from lithoform.state.history import events_this_turn
from lithoform.state.model import (
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    ContinuousEffect,
    GameState,
    Obj,
    player_ref,
    zone_key,
)


def _get_poison(ctx: Ctx, e: GetPoison) -> None:
    """122.1f: the player gets that many poison counters (704.5c: ten or more and they lose the game)."""
    st = ctx.state
    n = ctx.amount(e.amount)
    if n <= 0:
        return
    for player in players_of(ctx, e.who):
        if any(forbids(st, player, "poison") for forbids in PLAYER_COUNTERS_FORBIDDEN.fns):
            continue  # 810.10c: 'You can't get poison counters' (Melira)
        got = player_counters_after(st, player, "poison", n)  # 614.1a (Winding Constrictor)
        p = st.players[player]
        st.set_player(msgspec.structs.replace(p, poison=p.poison + got))
        st.emit("poison", ("122.1f",), player=player, amount=got)


def _reveal_hand(ctx: Ctx, e: RevealHand) -> None:
    """701.20a: the cards are shown to all players; they stay in the hand."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        hand = st.zones[zone_key(HAND, player)]
        st.emit("reveal", ("701.20a",), player=player, cards=[st.objects[i].card for i in hand])


def _shuffle_hand_into_library(ctx: Ctx, e: ShuffleHandIntoLibrary) -> None:
    """701.24a: the hand's (and the graveyard's) cards are put into their owner's library, then it is shuffled."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        cards = st.zones[zone_key(HAND, player)]
        if e.graveyard:
            cards = cards + st.zones[zone_key(GRAVEYARD, player)]
        for card in cards:
            move(st, card, LIBRARY, rules=("701.24a",))
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)


def _may_player(ctx: Ctx, e: MayPlayer) -> None:
    """608.2d: each player the sentence is about chooses whether to do it."""
    for player in players_of(ctx, e.who):
        if ctx.state.players[player].lost:
            continue
        (yes,) = ctx.ask(player, "may", "do it? (608.2d)", (1, 0), 1, 1)
        if not yes:
            ctx.state.emit("declined", ("608.2d",), player=player, card=chars(ctx.state, ctx.source).name)
            continue
        _as_payer(ctx, player, e.effect)


def one_spell_each_turn(state: GameState, player: int, oid: int) -> bool:
    """101.2, 601.3: under 'each player can't cast more than one spell each turn', a player who has cast a
    spell this turn (countered or not, wherever the ban was then: Rule of Law's rulings) can't cast another; with
    a kind ('noncreature spell', Deafening Silence; 'nonartifact spells', Ethersworn Canonist), only spells of
    that kind count and are limited."""
    bans = battlefield_abilities(state, OneSpellEachTurn)
    if not bans:
        return False
    for source, ban in bans:
        src = state.objects.get(source)
        if ban.you and not (isinstance(src, Obj) and src.controller == player):
            continue
        if ban.filter is not None and not matches(state, ban.filter, oid, player, source):
            continue  # 'more than one noncreature spell': a spell of another kind isn't limited (109.3)
        # a spell of the kind cast this turn, as it was cast (its characteristics then: 608.2h)
        if any(e.kind == "cast" and e.args.get("player") == player
               and (ban.filter is None or matches(state, ban.filter, e.args.get("obj", 0), player, source))
               for e in events_this_turn(state)):
            return True
    return False


def _cant_this_turn(ctx: Ctx, e: CantThisTurn) -> None:
    """101.2, 611.2a: a continuous effect until end of turn (514.2) that the cast-ban and land-play points
    read; it changes a rule, so it has no locked-in set of objects (611.2c)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        part = PlayerBan(player, e.what, e.filter)
        st.effects = st.effects + (ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller,
                                                    (part,), ()),)
        st.emit("player_ban", ("101.2", "611.2a"), player=player,
                what="cast such spells" if e.what == "cast" else "play lands")


def _bans(state: GameState, player: int, what: str) -> list[PlayerBan]:
    return [p for e in state.effects for p in e.parts
            if isinstance(p, PlayerBan) and p.player == player and p.what == what]


def banned_this_turn(state: GameState, player: int, oid: int) -> bool:
    """101.2: '[player] can't cast spells this turn' (one look at the effects when there are none)."""
    if not state.effects:
        return False
    return any(matches(state, b.filter, oid, player, oid) for b in _bans(state, player, "cast"))


@LAND_PLAY_FORBIDDEN.register
def no_land_plays_this_turn(state: GameState, player: int) -> bool:
    """305.2, 101.2: '[player] can't play lands this turn'."""
    return bool(state.effects) and bool(_bans(state, player, "play"))


def _exile_from_own_hand(ctx: Ctx, e: ExileFromOwnHand) -> None:
    """701.13a: the player chooses that many cards of their hand (all of them if fewer) and exiles them. A token in
    the hand isn't a card (111.1), and it couldn't leave the hand (111.8): the ruling of Ashiok, Nightmare Muse,
    "If Ashiok's second ability returns a token to its owner's hand, that player can't exile that token from
    their hand. They must exile a card from their hand if possible." """
    st = ctx.state
    for player in players_of(ctx, e.who):
        hand = tuple(c for c in st.zones[zone_key(HAND, player)] if not st.objects[c].token)
        n = min(ctx.amount(e.amount), len(hand))
        if n <= 0:
            continue
        picked = hand if n == len(hand) else ctx.ask(
            player, "choose", f"choose {n} card(s) of your hand to exile", hand, n, n)
        exiled = tuple(move(st, card, EXILE, rules=("701.13a",)) for card in picked)
        ctx.created = [o for o in exiled if o]  # 'You may play that card ...' (Fiend of the Shadows)
        if e.key:  # 607.2a: linked to the ability that refers to the cards 'exiled with ~'
            add_link(st, ctx.source, e.key, tuple(o for o in exiled if o))


def _player_exiles_top(ctx: Ctx, e: PlayerExilesTop) -> None:
    """701.13a: the top cards of the player's library go to exile (as many as there are); 'them' later in the
    effect names them (ctx.created)."""
    st = ctx.state
    created: list[int] = []
    for player in players_of(ctx, e.who):
        exiled = [move(st, card, EXILE, rules=("701.13a",))
                  for card in st.zones[zone_key(LIBRARY, player)][: ctx.amount(e.amount)]]
        created.extend(o for o in exiled if o)
        if e.key:  # 607.2a: linked to the ability that refers to the cards 'exiled with ~'
            add_link(st, ctx.source, e.key, tuple(o for o in exiled if o))
    ctx.created = created


def _put_from_own_hand_on_top(ctx: Ctx, e: PutFromOwnHandOnTop) -> None:
    """401.4: the player chooses the cards one at a time; each goes on top of their library (the last one
    chosen is the top card). The choice is the owner's, from a hand only they see."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for _ in range(e.amount):
            hand = st.zones[zone_key(HAND, player)]
            if not hand:
                break
            (card,) = (hand[0],) if len(hand) == 1 else ctx.ask(
                player, "choose", "choose a card of your hand to put on top of your library", hand, 1, 1)
            move(st, card, LIBRARY, position=0, rules=("401.4",))


def _payer(ctx: Ctx, ref: Payer) -> tuple[int, ...]:
    return (player_ref(ctx.payers[-1]),) if ctx.payers else ()


def _player_unless_pays(ctx: Ctx, e: PlayerUnlessPays) -> None:
    """118.12: each player the instruction is about chooses whether to pay (with the auto-payer's plan:
    mana abilities, then the pool, 605.3a); for one who doesn't or can't, the instruction happens."""
    st = ctx.state
    cost = parse_cost(e.mana)
    for player in players_of(ctx, e.who):
        if st.players[player].lost:
            continue
        plan = autopay_plan(st, player, cost)
        if plan is not None:
            (yes,) = ctx.ask(player, "may", f"pay {e.mana}? (118.12)", (1, 0), 1, 1)
            if yes:
                for source, n, color in plan[0]:
                    activate_mana_ability(st, player, source, n, color, ())
                if pay_mana(st, player, cost, plan[1]):
                    st.emit("paid", ("118.12",), player=player, obj=ctx.oid, cost=e.mana, life=0)
                    if e.paid is not None:  # 'If they do, ...'
                        _as_payer(ctx, player, e.paid)
                    continue
        _as_payer(ctx, player, e.otherwise)


def _as_payer(ctx: Ctx, player: int, effect: Any) -> None:
    """Runs `effect` with `Payer()` standing for `player`: the stack of deciding players lives on the resolution's
    Ctx (not in a module global), so another game or a nested resolution can't see or change it."""
    outer = ctx.payers
    ctx.payers = (*outer, player)
    try:
        run_effect(ctx, effect)
    finally:
        ctx.payers = outer


EXTRA_REFS[Payer] = _payer
EXTRA_CONDITIONS[CountAtMost] = lambda state, cond, ctx: ctx.amount(cond.amount) <= cond.count  # 402
# (gated: only a game with such a ban asks them, rules/present.py; PlayerBan is made by CantThisTurn alone)
CAST_BANS.register(one_spell_each_turn, needs=("OneSpellEachTurn",))
CAST_BANS.register(banned_this_turn, needs=("CantThisTurn",))
register_effect(GetPoison, _get_poison)
register_effect(RevealHand, _reveal_hand)
register_effect(PlayerUnlessPays, _player_unless_pays)
register_effect(ShuffleHandIntoLibrary, _shuffle_hand_into_library)
register_effect(MayPlayer, _may_player)
register_effect(CantThisTurn, _cant_this_turn)
register_effect(ExileFromOwnHand, _exile_from_own_hand)
register_effect(PlayerExilesTop, _player_exiles_top)
register_effect(PutFromOwnHandOnTop, _put_from_own_hand_on_top)
