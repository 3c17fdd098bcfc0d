"""Shared set-up for the seed cards' ruling tests (tests/cards/test_*.py for Tawnos, Lithoform Engine,
Repudiate // Replicate, Mirror Image, Strionic Resonator, Panharmonicon, Kiki-Jiki, and tests/cards/rules).

Everything here drives a real game through the public API only: `Game.from_board`, `game.apply`,
`game.pending`, `game.legal_actions()`, `game.find`, `game.chars` and `game.state`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from lithoform import Game
from lithoform.cards.tree import CardDef, CardFace
from lithoform.catalog import registry
from lithoform.catalog.registry import register
from lithoform.state.actions import Action
from lithoform.state.model import Event, StackAbility

P1, P2 = 0, 1


def lands(**counts: int) -> list[dict[str, Any]]:
    """Battlefield entries for basic lands: lands(Island=2, Mountain=1)."""
    return [{"card": name, "count": n} for name, n in counts.items() if n]


def board(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None, *, active: str = "P1",
          step: str = "main1", turn: int = 3) -> Game:
    """A game at the start of `step` of `turn`, the active player holding priority."""
    return Game.from_board({"active": active, "turn": turn, "step": step, "P1": p1 or {}, "P2": p2 or {}})


_DEFINED: dict[str, CardDef] = {}


def define(face: CardFace, layout: str = "normal") -> str:
    """Describes a test-only card (its name unique to the test file) and returns its name. It exists only
    while the tests of a module that uses `registering(name, ...)` run."""
    _DEFINED[face.name] = CardDef(face.name, (face,), layout)
    return face.name


def registering(*names: str) -> Callable[..., Iterator[None]]:
    """A module-scoped, autouse fixture: the test-only cards `names` are registered while the module's tests
    run, then removed, so that modules listing every known card never see them. Use it at module level:
    `_cards = registering(WIDGET)`."""

    @pytest.fixture(autouse=True, scope="module")
    def _registered() -> Iterator[None]:
        for name in names:
            register(_DEFINED[name])
        try:
            yield
        finally:
            for name in names:
                registry._DEFS.pop(name, None)

    return _registered


# --- announcing ---------------------------------------------------------------------------------------------


def legal(game: Game, text: str) -> bool:
    return Action.parse(text) in game.legal_actions()


def _announce(game: Game, targets: tuple[int | str, ...], mode: int | None, divide: tuple[int, ...] | None,
              pay: bool) -> int:
    oid = game.state.announcing or game.state.stack[-1]
    if mode is not None:
        game.apply(f"mode {mode}")
    for t in targets:
        game.apply(f"target {t}")
    while game.pending.kind == "target" and legal(game, "done"):
        game.apply("done")  # a requirement with a variable number of targets (601.2c)
    if divide is not None:
        game.apply("divide " + " ".join(str(n) for n in divide))
    if pay and game.pending.kind == "pay":
        game.apply("autopay")
    return oid


def cast(game: Game, card: int, *targets: int | str, face: int | None = None, mode: int | None = None,
         divide: tuple[int, ...] | None = None, pay: bool = True) -> int:
    """Casts card `card` (a split card's half `face`), choosing `targets` in order and paying with the
    auto-payer. Returns the id of the spell on the stack (a new object, 400.7)."""
    game.apply(f"cast {card}" + (f" {face}" if face is not None else ""))
    return _announce(game, targets, mode, divide, pay)


def activate(game: Game, source: int, n: int = 1, *targets: int | str, mode: int | None = None,
             divide: tuple[int, ...] | None = None, pay: bool = True) -> int:
    """Activates the `n`th activated ability of `source` (printed order), choosing `targets` and paying.
    Returns the id of the ability on the stack."""
    game.apply(f"activate {source} {n}")
    return _announce(game, targets, mode, divide, pay)


# --- resolving ----------------------------------------------------------------------------------------------


def pass_both(game: Game) -> None:
    """117.4: both players pass in succession: the top of the stack resolves (or the step ends)."""
    assert game.pending.kind == "priority", game.pending
    game.apply("pass")
    assert game.pending.kind == "priority", game.pending
    game.apply("pass")


def resolve_top(game: Game) -> None:
    """Resolves the top object of the stack (both players pass)."""
    assert game.state.stack, "the stack is empty"
    pass_both(game)


def resolve_all(game: Game, limit: int = 40) -> None:
    """Passes until the stack is empty with a player holding priority; fails at any other decision."""
    for _ in range(limit):
        if not game.state.stack and game.pending.kind == "priority":
            return
        pass_both(game)
    raise AssertionError("the stack did not empty")


def pass_until(game: Game, step: str, turn: int | None = None, limit: int = 300) -> None:
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


# --- reading ------------------------------------------------------------------------------------------------


def stack_abilities(game: Game) -> list[StackAbility]:
    """The abilities on the stack, bottom first."""
    return [o for o in (game.state.objects[i] for i in game.state.stack) if isinstance(o, StackAbility)]


def top(game: Game) -> Any:
    return game.state.objects[game.state.stack[-1]]


def mark(game: Game) -> int:
    return len(game.state.events())


def events_since(game: Game, start: int, kind: str | None = None) -> list[Event]:
    return [e for e in game.state.events()[start:] if kind is None or e.kind == kind]


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def battlefield_names(game: Game, player: int | None = None) -> list[str]:
    return sorted(game.chars(i).name for i in game.state.battlefield
                  if player is None or game.state.objects[i].controller == player)


def hand_size(game: Game, player: int = P1) -> int:
    return len(game.zone("hand", player))


def tokens(game: Game, player: int | None = None) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].token
            and (player is None or game.state.objects[i].controller == player)]


def damage_to(game: Game, start: int, target: str) -> list[int]:
    """The amounts of the damage events dealt to `target` (a player's name, or 'Name #id') since `start`."""
    return [e.args["amount"] for e in events_since(game, start, "damage") if e.args["target"] == target]


# --- copies (707.10c) ---------------------------------------------------------------------------------------


def ref_text(ref: int) -> str:
    """An object id, or a player reference (-1 = P1, -2 = P2) as action text."""
    return f"P{-ref}" if ref < 0 else str(ref)


def keep_targets(game: Game) -> None:
    """Answers 'you may choose new targets for the copy' by keeping every target (each group's first)."""
    p = game.pending
    assert p.kind == "new_targets", p
    game.apply("choose " + " ".join(ref_text(g[0]) for g in p.groups))


def choose_targets(game: Game, *refs: int | str) -> None:
    """Answers 'choose new targets for the copy' with one target per position."""
    assert game.pending.kind == "new_targets", game.pending
    game.apply("choose " + " ".join(str(r) for r in refs))


# --- paying with chosen lands -------------------------------------------------------------------------------


def untapped(game: Game, name: str, n: int | None = None) -> list[int]:
    """The ids of the untapped permanents named `name` (the first `n` of them)."""
    found = [i for i in game.state.battlefield
             if game.chars(i).name == name and not game.state.objects[i].tapped]
    return found if n is None else found[:n]


def pay_with(game: Game, *sources: int) -> None:
    """601.2g-h: activates the (first) mana ability of each source, then pays the cost from the pool."""
    assert game.pending.kind == "pay", game.pending
    for s in sources:
        game.apply(f"activate {s} 1")
    game.apply("pay")
