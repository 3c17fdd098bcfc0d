"""Helpers shared by the card tests under tests/cards: set up a board, cast, activate, pass and read.

Every helper drives the public interface only (`Game.from_board`, `apply`, `pending`, `legal_actions`,
`find`, `chars`, `state`); the tests assert what each official ruling states."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest

from lithoform import Game
from lithoform.cards.tree import CardDef


def board(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *, active: str = "P1",
          step: str = "main1", turn: int = 3) -> Game:
    """A game set up at the start of `step` of `turn`, the active player holding priority. A player with
    no library given gets twenty basic lands (see Game.from_board)."""
    return Game.from_board({"active": active, "turn": turn, "step": step, "P1": p1 or {}, "P2": p2 or {}})


def lands(name: str, n: int) -> dict[str, Any]:
    return {"card": name, "count": n}


def _id(game: Game, card: int | str, zone: str | None = None) -> int:
    return card if isinstance(card, int) else game.find(card, zone=zone)


def cast(game: Game, card: int | str, *targets: int | str, x: int | None = None, kicker: bool | None = None,
         pay: bool = True) -> int:
    """Casts `card` (an id, or a name found in a hand): announces kicker and X when given, chooses `targets`
    in order and lets the auto-payer pay. Returns the id of the spell on the stack (400.7)."""
    game.apply(f"cast {_id(game, card, 'hand')}")
    spell = game.state.announcing
    if kicker is not None:
        game.apply("additional kicker" if kicker else "additional none")
    if x is not None:
        game.apply(f"x {x}")
    for t in targets:
        game.apply(f"target {t}")
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return spell


def activate(game: Game, source: int | str, n: int = 1, *targets: int | str, mode: int | None = None,
             sacrifice: Iterable[int] = (), pay: bool = True) -> int:
    """Activates the `n`th activated ability of `source` (printed order, mana abilities and equip
    included): chooses the mode, the targets and what to sacrifice, then autopays. Returns the id of the
    ability on the stack."""
    game.apply(f"activate {_id(game, source)} {n}")
    ability = game.state.announcing
    if mode is not None:
        game.apply(f"mode {mode}")
    for t in targets:
        game.apply(f"target {t}")
    for s in sacrifice:
        game.apply(f"sacrifice {s}")
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return ability


def pass_both(game: Game) -> None:
    """Both players pass in succession (117.4): the top object of the stack resolves, or the step ends."""
    game.apply("pass")
    game.apply("pass")


def resolve_stack(game: Game, limit: int = 40) -> None:
    """Passes until the stack is empty and a player holds priority (no question may interrupt)."""
    for _ in range(limit):
        p = game.pending
        if not game.state.stack and p.kind == "priority":
            return
        assert p.kind == "priority", f"a decision interrupts: {p}"
        game.apply("pass")
    raise AssertionError("the stack did not empty")


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 200) -> None:
    """Passes (declaring no attackers) until a player holds priority in `step` (of `turn`, if given)."""
    for _ in range(limit):
        p = game.pending
        if p.kind == "priority" and game.state.step == step and turn in (None, game.state.turn):
            return
        if p.kind == "attackers":
            game.apply("done")
            continue
        assert p.kind == "priority", f"a decision interrupts: {p}"
        game.apply("pass")
    raise AssertionError(f"never reached {step}")


def to_attackers(game: Game) -> None:
    """From the beginning of combat step with an empty stack: on to the declaration of attackers."""
    assert game.state.step == "beginning_of_combat"
    pass_both(game)
    assert game.pending.kind == "attackers", game.pending


def attack(game: Game, *attackers: int, at: str = "P2") -> None:
    for a in attackers:
        game.apply(f"attack {a} {at}")
    game.apply("done")


def block(game: Game, *pairs: tuple[int, int]) -> None:
    """Declares the blockers (blocker, attacker) at once; `done` ends the declaration (509.1)."""
    assert game.pending.kind == "blockers", game.pending
    for b, a in pairs:
        game.apply(f"block {b} {a}")
    game.apply("done")


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def names(game: Game, zone: str, player: int = 0) -> list[str]:
    """The names of the objects in a zone (a player's zone, or a shared one)."""
    return sorted(game.chars(oid).name for oid in game.zone(zone, player))


def controlled(game: Game, name: str, player: int = 0) -> list[int]:
    """The ids of the permanents named `name` that `player` controls."""
    return [oid for oid in game.zone("battlefield") if game.state.objects[oid].controller == player
            and game.chars(oid).name == name]


def can_activate(game: Game, source: int) -> bool:
    return any(a.kind == "activate" and a.args[:1] == (source,) for a in game.legal_actions())


def counters(game: Game, oid: int, kind: str = "+1/+1") -> int:
    return game.state.objects[oid].counter(kind)


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def log_since(game: Game, start: int) -> list[str]:
    return game.log()[start:]


def registering(*cards: CardDef) -> Callable[..., Iterator[None]]:
    """A module-scoped, autouse fixture registering test-only card definitions while the module's tests
    run, and removing them afterwards (other test modules list every known card). Assign it to a module
    name: `_cards = registering(CARD_A, CARD_B)`."""

    @pytest.fixture(autouse=True, scope="module")
    def _registered() -> Iterator[None]:
        from lithoform.catalog import registry

        for card in cards:
            registry.register(card)
        try:
            yield
        finally:
            for card in cards:
                registry._DEFS.pop(card.name, None)

    return _registered
