"""The JSON a browser gets: one player's Observation (play/observation.py, 400.2), the legal actions in words,
and the log lines split from the rules they cite. Built only from `observe`, never from the game state, so
it holds nothing the player may not see: no library order, no card of another player's hand, no seed."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.interfaces.tui.describe import describe
from lithoform.play.game import Game
from lithoform.play.observation import Observation, observe, visible_line, visible_log
from lithoform.state.actions import Action
from lithoform.state.model import GameState

LOG_LINES = 300  # recent log lines sent with a view
_CITED = re.compile(r"^(?P<text>.*?)\s*\[(?P<rules>[0-9][0-9a-z.,\s-]*)\]\s*$")
_RULE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")


def split_rules(line: str) -> dict[str, Any]:
    """A log line 'P1 plays Mountain [305.1, 305.2]' as its text and the rules it cites."""
    m = _CITED.match(line)
    if m is None:
        return {"text": line, "rules": []}
    return {"text": m["text"], "rules": _RULE.findall(m["rules"])}


def _rank(seen: Observation, action: Action) -> int:
    """Choices as shown: the meaningful ones first, mana abilities and cancelling after, conceding last."""
    if action.kind == "concede":
        return 3
    if action.kind == "cancel":
        return 2
    if action.kind == "activate" and len(action.args) >= 2 and isinstance(action.args[1], int):
        card = seen.card(int(action.args[0]))
        n = action.args[1]
        activated = getattr(card, "activated", ())
        if 0 < n <= len(activated) and activated[n - 1].mana:
            return 2
    return 1


def _slim_card(card: dict[str, Any]) -> dict[str, Any]:
    """A card without its ability trees (the browser shows texts): activated abilities as their texts."""
    card["activated"] = [a.get("text", "") for a in card.get("activated", ())]
    card.pop("spell", None)
    return card


def observation_json(seen: Observation) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(seen)
    for key in ("hand", "battlefield", "exile", "library_tops", "looking_at"):
        data[key] = [_slim_card(c) for c in data[key]]
    data["graveyards"] = [[_slim_card(c) for c in g] for g in data["graveyards"]]
    for item in data["stack"]:
        item.pop("effect", None)
    return data


class LogCache:
    """The log lines one viewer was last sent, and the log node they end at: the next view renders only
    the events added since (rendering the whole log each time is most of a view's cost)."""

    __slots__ = ("head", "lines")

    def __init__(self) -> None:
        self.head: object = None
        self.lines: list[dict[str, Any]] = []


def log_lines(state: GameState, viewer: int, cache: LogCache | None, limit: int = LOG_LINES) -> list[dict[str, Any]]:
    """The last `limit` lines of the viewer's redacted log (observation.visible_log), split from their rules."""
    if cache is None:
        return [split_rules(line) for line in visible_log(state, viewer, limit)]
    node, fresh = state.log, []
    while node is not None and node is not cache.head and len(fresh) <= 4 * limit:
        fresh.append(node[0])
        node = node[1]
    if node is cache.head:
        new = (visible_line(e, viewer) for e in reversed(fresh))
        lines = cache.lines + [split_rules(line) for line in new if line is not None]
    else:  # the log was rolled back (a restored snapshot), or much has happened: render it afresh
        lines = [split_rules(line) for line in visible_log(state, viewer, limit)]
    cache.head, cache.lines = state.log, lines[-limit:]
    return cache.lines


def player_view(game: Game, player: int, with_choices: bool = True, cache: LogCache | None = None,
                limit: int = LOG_LINES) -> dict[str, Any]:
    """What `player` sees, as JSON-ready data: their Observation, and when they decide their choices in
    words (`action` is the text to send back). `cache`: the viewer's LogCache, if the game only goes on."""
    seen = observe(game, player)
    data = observation_json(seen)
    data["log"] = log_lines(game.state, player, cache, limit)
    choices = sorted(seen.legal_actions, key=lambda a: _rank(seen, a)) if with_choices else []
    data["choices"] = [{"action": str(a), "label": describe(seen, a)} for a in choices]
    data.pop("legal_actions", None)  # the choices say the same, in order and in words
    return data
