"""Helpers shared by the Comprehensive Rules tests: boards, casting, passing, and reading the event log.

Each test in tests/rules names the CR rule it checks (see /work/shared/rules) and asserts the behaviour the
rule states. Helpers here only drive the public API (`Game`, `apply`, `pending`, `state`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from lithoform import Game
from lithoform.cards.tree import CardDef
from lithoform.state.model import Event


def board(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *, active: str = "P1",
          step: str = "main1", turn: int = 3, seed: int = 0) -> Game:
    """A game set up at the start of `step` of `turn`, the active player holding priority."""
    setup = {"active": active, "turn": turn, "step": step, "P1": p1 or {}, "P2": p2 or {}}
    return Game.from_board(setup, seed=seed)


def ref(target: int | str) -> str:
    return str(target)


def cast(game: Game, card: int, *targets: int | str, pay: bool = True) -> int:
    """Casts the card with id `card`: chooses `targets` in order and, when `pay`, lets the auto-payer pay.
    Returns the id of the spell on the stack (a new object, 400.7)."""
    game.apply(f"cast {card}")
    spell = game.state.announcing or game.state.stack[-1]
    for t in targets:
        game.apply(f"target {ref(t)}")
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return spell


def activate(game: Game, source: int, n: int = 1, *targets: int | str, pay: bool = True) -> int:
    """Activates the `n`th activated ability of `source`, choosing `targets` and autopaying. Returns the id of
    the ability on the stack."""
    game.apply(f"activate {source} {n}")
    ability = game.state.announcing or game.state.stack[-1]
    for t in targets:
        game.apply(f"target {ref(t)}")
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return ability


def pass_both(game: Game) -> None:
    """Both players pass in succession (117.4): the top of the stack resolves, or the step ends."""
    game.apply("pass")
    game.apply("pass")


def _pass_or_decline(game: Game) -> None:
    """Passes priority; declares no attackers (508.1) when that is the decision."""
    p = game.pending
    if p.kind == "attackers":
        game.apply("done")
        return
    assert p.kind == "priority", f"a decision interrupts: {p}"
    game.apply("pass")


def resolve_stack(game: Game, limit: int = 50) -> None:
    """Passes until the stack is empty and a player holds priority."""
    for _ in range(limit):
        if not game.state.stack and game.pending.kind == "priority":
            return
        _pass_or_decline(game)
    raise AssertionError("the stack did not empty")


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 200) -> None:
    """Passes priority (attacking with nothing) until a player holds priority in `step` (of `turn`, if
    given)."""
    for _ in range(limit):
        p = game.pending
        if p.kind == "priority" and game.state.step == step and turn in (None, game.state.turn):
            return
        _pass_or_decline(game)
    raise AssertionError(f"never reached {step}")


def mark(game: Game) -> int:
    """The current length of the event log, to read the events that follow."""
    return len(game.state.events())


def events_since(game: Game, start: int) -> list[Event]:
    return game.state.events()[start:]


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def names(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.chars(oid).name for oid in game.zone(zone, player)]


def random_play(seed: int, limit: int = 2500) -> Iterator[Game]:
    """Plays a game between the starter decks (halved) with random agents, yielding the game at each decision
    before the action is taken (and once more at the end)."""
    from lithoform.play.agents import RandomAgent
    from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

    game = Game.new([expand(RED_ARTIFACTS)[::2], expand(FOUR_COLOR)[::2]], seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(limit):
        yield game
        if game.is_over:
            return
        game.apply(agents[game.pending.player].choose(game))
    yield game


@contextmanager
def registered(cards: Iterable[CardDef]) -> Iterator[None]:
    """Registers test-only card definitions for the duration, then removes them again, so that other test
    modules (some list every known card) never see them."""
    from lithoform.catalog import registry

    cards = list(cards)
    for card in cards:
        registry.register(card)
    try:
        yield
    finally:
        for card in cards:
            registry._DEFS.pop(card.name, None)
