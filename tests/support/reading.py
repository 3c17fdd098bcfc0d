"""Reading a game: life, zones, permanents, the stack and the event log."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from lithoform import Game
from lithoform.state.model import Event, StackAbility

P1, P2 = 0, 1


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def names(game: Game, zone: str, player: int = 0) -> list[str]:
    """The names of the objects in a zone (a player's zone, or a shared one), sorted."""
    return sorted(zone_names(game, zone, player))


def zone_names(game: Game, zone: str, player: int = 0) -> list[str]:
    """The names of the objects in a zone, in the zone's order (a library's top first: position 0, 401.1)."""
    return [game.chars(oid).name for oid in game.zone(zone, player)]


def battlefield_names(game: Game, player: int | None = None) -> list[str]:
    return sorted(game.chars(i).name for i in game.state.battlefield
                  if player is None or game.state.objects[i].controller == player)


def hand_size(game: Game, player: int = P1) -> int:
    return len(game.zone("hand", player))


def controlled(game: Game, name: str, player: int = 0) -> list[int]:
    """The ids of the permanents named `name` that `player` controls."""
    return [oid for oid in game.zone("battlefield") if game.state.objects[oid].controller == player
            and game.chars(oid).name == name]


def tokens(game: Game, player: int | None = None) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].token
            and (player is None or game.state.objects[i].controller == player)]


def untapped(game: Game, name: str, n: int | None = None) -> list[int]:
    """The ids of the untapped permanents named `name` (the first `n` of them)."""
    found = [i for i in game.state.battlefield
             if game.chars(i).name == name and not game.state.objects[i].tapped]
    return found if n is None else found[:n]


def counters(game: Game, oid: int, kind: str = "+1/+1") -> int:
    return game.state.objects[oid].counter(kind)


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def stack_abilities(game: Game) -> list[StackAbility]:
    """The abilities on the stack, bottom first."""
    return [o for o in (game.state.objects[i] for i in game.state.stack) if isinstance(o, StackAbility)]


def top(game: Game) -> Any:
    return game.state.objects[game.state.stack[-1]]


def ref_text(ref: int) -> str:
    """An object id, or a player reference (-1 = P1, -2 = P2) as action text."""
    return f"P{-ref}" if ref < 0 else str(ref)


# --- the event log ------------------------------------------------------------------------------------------


def mark(game: Game) -> int:
    """The current length of the event log, to read the events that follow."""
    return len(game.state.events())


def events_since(game: Game, start: int, kind: str | None = None) -> list[Event]:
    return [e for e in game.state.events()[start:] if kind is None or e.kind == kind]


def events(game: Game, kind: str) -> list[Event]:
    return events_since(game, 0, kind)


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def triggers(game: Game, card: str) -> int:
    """How many abilities of the card `card` have triggered so far (603.2)."""
    return sum(1 for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == card)


def damage_to(game: Game, start: int, target: str) -> list[int]:
    """The amounts of the damage events dealt to `target` (a player's name, or 'Name #id') since `start`."""
    return [e.args["amount"] for e in events_since(game, start, "damage") if e.args["target"] == target]


def log_since(game: Game, start: int) -> list[str]:
    return game.log(verbose=True)[start:]  # one line per event: `start` counts events
