"""Driving games for the Oracle tests through the public API only."""

from __future__ import annotations

from typing import Any

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.cards.tree import CardDef
from lithoform.catalog.registry import register
from lithoform.compiler import compile_card


def use_compiled(*names: str) -> list[CardDef]:
    """Registers the compiled definitions of real cards (they must compile fully)."""
    out = []
    for name in names:
        result = compile_card(get_card(name))
        assert result.ok, [str(u) for u in result.unparsed]
        assert result.card is not None
        out.append(register(result.card))
    return out


def board(p1: dict[str, Any], p2: dict[str, Any] | None = None, step: str = "main1") -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": step, "P1": p1, "P2": p2 or {}})


def cast(game: Game, card: int, *targets: int | str) -> None:
    game.apply(f"cast {card}")
    for t in targets:
        game.apply(f"target {t}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def resolve(game: Game) -> None:
    """Both players pass: the top of the stack resolves (117.4)."""
    game.apply("pass")
    game.apply("pass")


def events(game: Game, kind: str) -> list[Any]:
    return [e for e in game.state.events() if e.kind == kind]
