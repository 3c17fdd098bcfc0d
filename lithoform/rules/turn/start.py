"""Starting the game (103): the coin flip's winner chooses the starting player (103.1), opening hands and
the London mulligan (103.5), each a decision; then the starting player takes the first turn (103.8)."""

from __future__ import annotations

import msgspec

from lithoform.rules.hooks import (
    FIRST_TURN_BEGINS,
    MULLIGAN_ACTION_TAKEN,
    MULLIGAN_ACTIONS,
    OPENING_HAND_ACTIONS,
    OPENING_HAND_REVEALS,
)
from lithoform.rules.turn.steps import begin_step
from lithoform.rules.zones import draw, move, shuffle
from lithoform.state.model import (
    BATTLEFIELD,
    HAND,
    LIBRARY,
    GameState,
    Question,
    player_ref,
    ref_player,
    zone_key,
)

HAND_SIZE = 7


class Mulligans(msgspec.Struct, frozen=True, gc=False):
    """Where the mulligan process stands (103.5): how many each player took, who has kept, the declarations
    of this round, and who must still put cards on the bottom."""

    taken: tuple[int, ...]
    kept: tuple[bool, ...]
    declared: tuple[tuple[int, bool], ...] = ()  # (player, takes a mulligan) this round
    bottom: tuple[int, ...] = ()  # players who must put cards on the bottom, in turn order
    opening: tuple[int, ...] | None = None  # 103.6: players still to take their opening-hand actions


def flip_for_first_player(state: GameState) -> None:
    """103.1: a seeded coin flip decides which player chooses who takes the first turn."""
    winner = state.random(len(state.players))
    state.emit("coin_flip", ("103.1",), player=winner)
    state.question = Question(winner, "choose", "choose the starting player (103.1)",
                              tuple(player_ref(p.index) for p in state.players), 1, 1,
                              purpose="starting_player")
    state.proc = "start_first"


def choose_first_player(state: GameState, ref: int) -> None:
    state.question = None
    state.proc = ""
    player = ref_player(ref)
    state.first_player = state.active = player
    state.emit("starting_player", ("103.1",), player=player)
    deal_opening_hands(state, mulligans=True)


def deal_opening_hands(state: GameState, mulligans: bool) -> None:
    """103.5: each player draws seven; then the mulligan process, if used."""
    for p in _turn_order(state):
        draw(state, p, HAND_SIZE)
    if not mulligans:
        opening_hand_actions(state)
        return
    n = len(state.players)
    state.mulligans = Mulligans(taken=(0,) * n, kept=(False,) * n)
    _next_mulligan_decision(state)


def begin_mulligans(state: GameState) -> None:
    """103.5: the mulligan process with the hands the players hold now as their opening hands (a board set up
    at the mulligans, the scenario format's `step: mulligan`); the active player is the starting player (103.1),
    who declares first. Then the first turn begins (103.8)."""
    state.first_player = state.active
    state.priority = -1
    n = len(state.players)
    state.mulligans = Mulligans(taken=(0,) * n, kept=(False,) * n)
    _next_mulligan_decision(state)


def _turn_order(state: GameState) -> list[int]:
    n = len(state.players)
    return [(state.first_player + k) % n for k in range(n)]


def counted_mulligans(state: GameState, taken: int) -> int:
    """103.5: the mulligans that count toward the cards put on the bottom and the mulligans a player may take;
    903.12g: 'In any Brawl game, the first mulligan a player takes doesn't count' toward either."""
    return taken - 1 if state.variant == "brawl" and taken > 0 else taken


def _next_mulligan_decision(state: GameState) -> None:
    """103.5: the starting player declares first, then each other player in turn order; then everyone who
    declared a mulligan takes it at the same time; repeated until no one takes one."""
    m = state.mulligans
    assert m is not None
    if m.bottom:
        p = m.bottom[0]
        hand = state.zones[zone_key(HAND, p)]
        n = counted_mulligans(state, m.taken[p])
        state.question = Question(p, "choose", f"put {n} card(s) on the bottom of your library (103.5)",
                                  hand, n, n, purpose="mulligan_bottom")
        state.proc = "start_bottom"
        return
    declared = {p for p, _ in m.declared}
    for p in _turn_order(state):
        if m.kept[p] or p in declared:
            continue
        if counted_mulligans(state, m.taken[p]) >= HAND_SIZE:  # 103.5: none once the hand would be zero cards
            state.mulligans = m = msgspec.structs.replace(m, declared=m.declared + ((p, False),))
            continue
        state.question = Question(p, "mulligan", "take a mulligan? (yes: mulligan, no: keep)", (1, 0), 1, 1)
        state.proc = "start_mulligan"
        return
    _take_mulligans(state)


def declare(state: GameState, takes: bool) -> None:
    q = state.question
    assert q is not None and state.mulligans is not None
    state.question = None
    state.proc = ""
    state.mulligans = msgspec.structs.replace(state.mulligans,
                                              declared=state.mulligans.declared + ((q.player, takes),))
    state.emit("mulligan_declaration", ("103.5",), player=q.player, mulligan=takes)
    _next_mulligan_decision(state)


def mulligan_actions(state: GameState, player: int) -> tuple[int, ...]:
    """103.5b: the cards whose action `player` may take now, at their mulligan declaration (Serum Powder)."""
    if state.proc != "start_mulligan":
        return ()
    return tuple(oid for fn in MULLIGAN_ACTIONS.now(state) for oid in fn(state, player))


def take_mulligan_action(state: GameState, oid: int) -> None:
    """103.5b: the player takes the action card `oid` allows 'any time [they] could mulligan'; then they declare
    whether they take a mulligan (the same decision is posed again)."""
    q = state.question
    assert q is not None and state.mulligans is not None
    if oid not in mulligan_actions(state, q.player):
        raise ValueError(f"card {oid} allows no action at this mulligan declaration (103.5b)")
    state.question = None
    state.proc = ""
    if not any(fn(state, q.player, oid) for fn in MULLIGAN_ACTION_TAKEN.now(state)):
        raise ValueError(f"no mechanic took the action of card {oid} (103.5b)")
    _next_mulligan_decision(state)


def _take_mulligans(state: GameState) -> None:
    m = state.mulligans
    assert m is not None
    taken = list(m.taken)
    kept = list(m.kept)
    bottom: list[int] = []
    for p, takes in m.declared:
        if not takes:
            kept[p] = True
            continue
        for oid in state.zones[zone_key(HAND, p)]:
            move(state, oid, LIBRARY, rules=("103.5",))
        shuffle(state, p)
        draw(state, p, HAND_SIZE)
        taken[p] += 1
        if counted_mulligans(state, taken[p]):
            bottom.append(p)
        state.emit("mulligan", ("103.5", "903.12g") if taken[p] == 1 and state.variant == "brawl" else ("103.5",),
                   player=p, count=taken[p])
    order = _turn_order(state)
    bottom.sort(key=order.index)
    state.mulligans = Mulligans(tuple(taken), tuple(kept), (), tuple(bottom))
    if all(kept):
        opening_hand_actions(state)  # 103.6, then 103.8 (it clears the mulligan record)
        return
    _next_mulligan_decision(state)


def put_on_bottom(state: GameState, cards: tuple[int, ...]) -> None:
    """103.5: the chosen cards go on the bottom of the library."""
    m = state.mulligans
    assert m is not None
    state.question = None
    state.proc = ""
    for oid in cards:
        key = zone_key(LIBRARY, state.objects[oid].owner)
        move(state, oid, LIBRARY, position=len(state.zones[key]), rules=("103.5",))
    state.mulligans = msgspec.structs.replace(m, bottom=m.bottom[1:])
    _next_mulligan_decision(state)


def opening_hand_actions(state: GameState) -> None:
    """103.6: once the mulligan process is complete, the starting player, then each other player in turn order,
    may take the actions their opening hand's cards allow (103.6a: begin the game with a card on the
    battlefield); then the first turn begins (103.8). Asked only in a game whose decks hold such a card, but
    then of every player, holding one or not, so that being asked reveals nothing about a hand (the options,
    the player's own cards, are theirs to see)."""
    m = state.mulligans
    waiting = _turn_order(state) if m is None or m.opening is None else list(m.opening)
    fns = OPENING_HAND_ACTIONS.fns
    answers = {p: [fn(state, p) for fn in fns] for p in range(len(state.players))}
    if waiting and any(a is not None for found in answers.values() for a in found):
        p = waiting.pop(0)
        cards = tuple(oid for a in answers[p] for oid in (a or ()))
        n = len(state.players)
        state.mulligans = msgspec.structs.replace(m or Mulligans((0,) * n, (True,) * n), opening=tuple(waiting))
        state.question = Question(p, "choose", "choose the cards of your opening hand whose actions you take "
                                  "(103.6a: begin the game with it on the battlefield; 103.6b: reveal it)", cards,
                                  0, len(cards), purpose="opening_hand")
        state.proc = "start_opening"
        return
    state.mulligans = None
    begin_first_turn(state)


def begin_with(state: GameState, cards: tuple[int, ...]) -> None:
    """103.6: the chosen cards of the opening hand take their actions: revealed (103.6b, by a mechanic), or
    put onto the battlefield (103.6a)."""
    q = state.question
    assert q is not None
    state.question = None
    state.proc = ""
    for oid in cards:
        if any(fn(state, q.player, oid) for fn in OPENING_HAND_REVEALS.fns):
            continue
        move(state, oid, BATTLEFIELD, controller=q.player, rules=("103.6a",))
    opening_hand_actions(state)


def begin_first_turn(state: GameState) -> None:
    """103.8: the starting player takes their first turn. 727.4: in a restarted game, the effect that restarted
    it finishes resolving first (a hook point: rules/turn/restart.py)."""
    if any(fn(state) for fn in FIRST_TURN_BEGINS.fns):
        return  # a restarted game's effect finishes first (727.4), then begins the turn itself
    state.turn = 1
    state.active = state.first_player
    players = list(state.players)
    players[state.active] = msgspec.structs.replace(players[state.active], turn_began=1)
    state.players = tuple(players)
    state.version += 1
    state.emit("turn", ("103.8",), turn=1, player=state.active)
    begin_step(state, "untap")
