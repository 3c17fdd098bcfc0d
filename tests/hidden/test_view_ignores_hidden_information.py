"""Issue 20's property: for random states and each player, changing anything the player can't see (the
opponent's hand, the order and content of libraries, the generator's state, the ids of hidden objects)
leaves that player's view (`Game.view`), the decision shown to them, their legal actions and every error
they can cause byte-identical (400.2: libraries and hands are hidden zones)."""

from __future__ import annotations

import random

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lithoform import Game
from lithoform.mechanics.cast_permissions.rules import library_top, sees_library_top
from lithoform.play.game import EngineError, IllegalActionError
from lithoform.state.model import GameState, Obj, zone_key

SPELLS = ["Rampant Growth", "Cultivate", "Augur of Bolas", "Opt", "Grizzly Bears", "Lightning Bolt",
          "Soul Foundry", "Llanowar Elves", "Shock", "Giant Growth"]
DECK = ["Forest"] * 8 + ["Island"] * 6 + ["Mountain"] * 6 + SPELLS * 2
OTHERS = ["Serra Angel", "Counterspell", "Plains", "Swamp", "Duress", "Divination"]


def _played(seed: int, steps: int, at_choice: bool = False) -> Game:
    """A game after `steps` random actions; `at_choice`: then on to the next choice during resolution (a
    search, a look at the top cards, an imprint), if one comes within 300 actions."""
    game = Game.new([DECK, DECK], seed=seed)
    pick = random.Random(seed)
    for n in range(steps + (300 if at_choice else 0)):
        if game.is_over or (n >= steps and game.pending.kind == "choose"):
            break
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(pick.choice(legal))
    return game


def _seen_hidden(state: GameState, viewer: int) -> set[int]:
    """Hidden-zone objects the viewer may nevertheless see: their own decision's options and the cards it
    lets them look at, a top card they may look at (401.5)."""
    seen: set[int] = set()
    q = state.question
    if q is not None and q.player == viewer:
        seen.update(o for o in (*q.options, *q.seen) if isinstance(o, int))
    for p in range(len(state.players)):
        top = library_top(state, p)
        if top and sees_library_top(state, viewer, p):
            seen.add(top)
    return seen


def _perturbed(game: Game, viewer: int, rnd: random.Random) -> Game:
    """A copy of `game` differing only in what `viewer` can't see."""
    state = game.state.clone()
    seen = _seen_hidden(state, viewer)
    still = state.question is not None or state.mulligans is not None or state.proc or state.announcing
    keys = [zone_key("library", p) for p in range(2)] + [zone_key("hand", 1 - viewer)]
    for key in keys:
        zone = list(state.zones[key])
        hidden = [i for i, oid in enumerate(zone) if oid not in seen]
        for i in hidden:  # content
            obj = state.objects[zone[i]]
            assert isinstance(obj, Obj)
            state.objects[obj.id] = msgspec.structs.replace(obj, card=rnd.choice(OTHERS + DECK))
        if still:
            continue  # a procedure in progress reads the library's order as it resumes
        order = [zone[i] for i in hidden]  # order
        rnd.shuffle(order)
        for i, oid in zip(hidden, order, strict=True):
            zone[i] = oid
        for i in hidden:  # ids
            old = state.objects.pop(zone[i])
            new = 50_000_000 + rnd.randrange(10_000_000)
            while new in state.objects or new in state.lki:
                new += 1
            state.objects[new] = msgspec.structs.replace(old, id=new)
            zone[i] = new
        state.zones[key] = tuple(zone)
    state.rng_key = rnd.randbytes(32)
    state.rng = rnd.randrange(1 << 40)
    state.characteristics_changed()
    return Game(state)


def _errors(game: Game, viewer: int, ids: list[int]) -> list[str]:
    out = []
    for oid in ids:
        for text in (f"cast {oid}", f"play {oid}", f"activate {oid} 1", f"target {oid}", f"choose {oid}", "pass"):
            probe = game.clone()
            try:
                probe.apply(text, player=f"P{viewer + 1}")
                out.append("ok")
            except IllegalActionError as e:
                out.append(str(e))
            except EngineError as e:
                out.append(f"engine error {e}")
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 120), viewer=st.integers(0, 1),
       twist=st.integers(0, 2**32), at_choice=st.booleans())
def test_what_a_player_cant_see_changes_nothing_they_are_shown(seed: int, steps: int, viewer: int,
                                                               twist: int, at_choice: bool) -> None:
    game = _played(seed, steps, at_choice)
    other = _perturbed(game, viewer, random.Random(twist))
    assert game.view(viewer, log_lines=40) == other.view(viewer, log_lines=40)
    if game.pending.player == viewer:
        assert [str(a) for a in game.legal_actions()] == [str(a) for a in other.legal_actions()]
    hidden = [oid for oid, o in game.state.objects.items() if isinstance(o, Obj)
              and o.zone in ("library", "hand") and oid not in _seen_hidden(game.state, viewer)
              and not (o.zone == "hand" and o.owner == viewer)]
    visible = [oid for oid in game.state.objects if oid not in hidden]
    pick = random.Random(twist)
    probes = pick.sample(hidden, min(4, len(hidden))) + pick.sample(visible, min(4, len(visible))) + [999_999_999]
    assert _errors(game, viewer, probes) == _errors(other, viewer, probes)
