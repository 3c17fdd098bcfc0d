"""Restarting the game (104.6, 727): the game ends with no winner, loser or draw, and its players begin a new
one by the procedure of rule 103, the player who controlled the restarting effect going first (727.1a).

Every card of the game, wherever it is, goes back into its owner's library (727.2: ownership doesn't
change), but the cards an effect exempts (727.5: Karn Liberated's 'leaving in exile ...'), which stay in
exile, as new objects. Tokens, copies, emblems and markers (the monarch's, a dungeon) are not cards and
are gone. Nothing of the old game carries over: life totals, counters of players, continuous effects,
delayed triggers, links between abilities, the turn number (Karn Liberated's rulings). The generator of
random numbers goes on, so the new game is reproducible from the old game's seed.

The new game's pregame (103.3 shuffles, 103.5 opening hands and mulligans, 103.6 opening-hand actions) is
the one of `rules/turn/start.py`; the turn number is 0 until the first turn begins (103.8), so what the
restarting effect puts onto the battlefield at 727.4 has been under its controller's control since before
their first turn (302.6; the ruling: 'Creatures among them can attack')."""

from __future__ import annotations

from lithoform.rules.hooks import CARDS_OF
from lithoform.rules.zones import create_in_library, shuffle
from lithoform.state.model import (
    ALL_ZONES,
    EXILE,
    PLAYER_ZONES,
    SHARED_ZONES,
    GameState,
    Obj,
    Player,
    zone_key,
)


def is_card(obj: object) -> bool:
    """A Magic card of the game (727.2): not a token (111), a copy of a card or spell (707), an emblem or a
    marker (the monarch, a dungeon: objects with a printed face of their own)."""
    return isinstance(obj, Obj) and not obj.token and not obj.copy and obj.printed is None


def restart_game(state: GameState, starter: int, exempt: tuple[int, ...] = ()) -> tuple[int, ...]:
    """727.1-727.5: ends the game and sets up the new one up to its opening hands: every card but `exempt`
    shuffled into its owner's library, the exempt cards left in exile (as new objects, 400.7: their new ids
    are returned, in the given order). The caller deals the opening hands (rules/turn/start.py)."""
    kept = [state.objects[o] for o in exempt if is_card(state.objects.get(o))]
    kept_ids = {o.id for o in kept}
    libraries: list[list[str]] = [[] for _ in state.players]
    for zone in ALL_ZONES:  # a fixed order: the same game gives the same new game
        keys = [zone_key(zone, p.index) for p in state.players] if zone in PLAYER_ZONES else [zone]
        for key in keys:
            for oid in state.zones.get(key, ()):
                obj = state.objects.get(oid)
                if is_card(obj) and oid not in kept_ids:
                    assert isinstance(obj, Obj)
                    # 712.4a: a melded permanent is two cards
                    cards = next((c for c in (fn(state, obj) for fn in CARDS_OF.fns) if c), (obj.card,))
                    libraries[obj.owner].extend(cards)
    state.emit("restart", ("727.1", "104.6"), player=starter, cards=[o.card for o in kept])
    # 727.1: the game ends; nothing of it carries over (the rulings: life, counters, emblems, effects)
    state.objects = {}
    state.replace_all()  # (an observer starts over: state/journal.py)
    state.zones = {key: () for key in state.zones}
    for z in SHARED_ZONES:
        state.zones[z] = ()
    for p in state.players:
        for z in PLAYER_ZONES:
            state.zones[zone_key(z, p.index)] = ()
    state.lki, state.lki_chars = {}, {}
    state.players = tuple(Player(p.index, p.name, lost=p.lost, conceded=p.conceded) for p in state.players)
    state.player_counters = ()
    state.merges = ()
    state.waiting = state.delayed = ()
    state.effects = ()
    state.links = ()
    state.skips = ()
    state.shields = ()
    state.replacements = ()
    state.extra_turns = ()
    state.rotation = -1
    state.ending_turn = False
    state.day_night = ""
    state.combat = None
    state.announcing = 0
    state.rollback = None
    state.mulligans = None
    state.cease_pending = ()
    state.cleanup_mark = -1
    state.passes = 0
    state.priority = -1
    state.winner = None
    state.turn = 0  # 103.8: the first turn is turn 1; until it begins, the pregame
    state.step = "untap"
    state.first_player = state.active = starter  # 727.1a
    new_ids = []
    for obj in kept:  # 727.5: not in their owner's deck; they stay in exile, new objects of the new game
        new = Obj(state.new_id(), obj.card, obj.owner, obj.owner, EXILE, timestamp=state.new_timestamp(),
                  since_turn=0)
        state.put_obj(new)
        state.zones[EXILE] = state.zones[EXILE] + (new.id,)
        new_ids.append(new.id)
    for p in state.players:  # 103.3: each player shuffles their deck, which becomes their library
        create_in_library(state, p.index, libraries[p.index])
        shuffle(state, p.index)
    state.characteristics_changed()
    state.emit("starting_player", ("727.1a",), player=starter)
    return tuple(new_ids)

