"""The Starlette application behind `lithoform serve`: a JSON API, a WebSocket per game for updates, and the
static board (plain JS modules, no build step).

    POST /api/games                     start a game: {mode, agent, deck_a, deck_b, seed, full_control, seat}
    GET  /api/games/{id}?player=P1      that player's view
    POST /api/games/{id}/action         {action: "cast 12", player: "P1"}: the new view, or {error}
    GET  /api/games/{id}/record         the game record, once the game is over (it holds the seed)
    WS   /api/games/{id}/ws?player=P1   views pushed after every change; send {action} to act
    POST /api/replays                   a game record (JSON): {id, steps}
    GET  /api/replays/{id}/{step}?player=P1
    POST /api/scenarios                 a scenario file (YAML): {id, steps}
    GET  /api/scenarios/{id}/{step}?player=P1
    GET  /api/rules/{number}            a rule's text from the bundled Comprehensive Rules
    GET  /api/cards?name=NAME           a card's Oracle text and rulings
    GET  /api/decks, /api/agents        what a new game can be started with

Every error is JSON, {"error": "..."}, with a 4xx status; an action that is refused leaves the game as it
was (Game.apply checks it before anything changes).
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

import msgspec
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from lithoform.carddb import CardDataError, UnknownCardError, find_card
from lithoform.interfaces.web.sessions import (
    MAX_UPLOAD,
    GameSession,
    ReplaySession,
    ScenarioSession,
    Store,
    WebError,
    new_game_session,
)
from lithoform.play.agents import AGENTS
from lithoform.play.decks import bundled_decks
from lithoform.rules_text import UnknownRuleError, packaged

STATIC = resources.files("lithoform.interfaces.web") / "static"
MAX_JSON = 64 * 1024  # bytes of a JSON request other than an upload
RULES_SHOWN = 40  # rules shown for one number (a section has hundreds)


def json_response(data: Any, status_code: int = 200) -> Response:
    """A JSON answer encoded with msgspec: a view is some 30 KB, encoded 8 times faster than by json.dumps."""
    return Response(msgspec.json.encode(data), status_code=status_code, media_type="application/json")


async def _send(ws: WebSocket, data: Any) -> None:
    await ws.send_text(msgspec.json.encode(data).decode())


def _error(e: WebError) -> Response:
    return json_response({"error": str(e)}, status_code=e.status)


def _guard(handler):
    """Turns a WebError into its JSON answer."""
    @functools.wraps(handler)
    async def wrapped(request: Request) -> Response:
        try:
            return await handler(request)
        except WebError as e:
            return _error(e)
    return wrapped


async def _body(request: Request, limit: int = MAX_JSON) -> bytes:
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise WebError(f"the request body is larger than {limit} bytes", 413)
    return data


async def _json(request: Request) -> dict[str, Any]:
    data = await _body(request)
    if not data.strip():
        return {}
    try:
        value = json.loads(data)
    except (ValueError, RecursionError):
        raise WebError("the request body is not valid JSON") from None
    if not isinstance(value, dict):
        raise WebError("the request body is a JSON object")
    return value


def _step(request: Request) -> int:
    text = request.path_params["step"]
    if not text.isdigit() or len(text) > 9:
        raise WebError("step: a whole number")
    return int(text)


class Hub:
    """The WebSockets open on each game, to push every player's new view after a change."""

    def __init__(self) -> None:
        self.sockets: dict[str, set[tuple[WebSocket, int]]] = {}

    def join(self, gid: str, ws: WebSocket, player: int) -> None:
        self.sockets.setdefault(gid, set()).add((ws, player))

    def leave(self, gid: str, ws: WebSocket, player: int) -> None:
        group = self.sockets.get(gid)
        if group is not None:
            group.discard((ws, player))
            if not group:
                del self.sockets[gid]

    async def push(self, gid: str, session: GameSession) -> None:
        for ws, player in list(self.sockets.get(gid, ())):
            try:
                view = await run_in_threadpool(session.view, player)
                await _send(ws, {"view": view})
            except Exception:  # a closed socket: it leaves when its reader notices
                continue


def create_app(store: Store | None = None, default_agent: str = "heuristic") -> Starlette:
    """The application. `store` holds the sessions (a test can add a game set up on a board to it)."""
    store = store if store is not None else Store()
    hub = Hub()
    rules = functools.lru_cache(maxsize=1)(packaged)

    async def index(request: Request) -> Response:
        return FileResponse(str(STATIC / "index.html"), headers={"Cache-Control": "no-store"})

    @_guard
    async def decks(request: Request) -> Response:
        return json_response({"decks": sorted(bundled_decks()), "agents": sorted(AGENTS),
                             "default_agent": default_agent})

    @_guard
    async def new_game(request: Request) -> Response:
        options = await _json(request)
        options.setdefault("agent", default_agent)
        session = await run_in_threadpool(new_game_session, options)
        gid = store.add(session)
        player = f"P{session.humans[0] + 1}"
        return json_response({"id": gid, "player": player, "view": await run_in_threadpool(session.view, player)})

    @_guard
    async def game_view(request: Request) -> Response:
        session: GameSession = store.get(request.path_params["gid"], "game")
        return json_response(await run_in_threadpool(session.view, request.query_params.get("player", "P1")))

    @_guard
    async def game_action(request: Request) -> Response:
        gid = request.path_params["gid"]
        session: GameSession = store.get(gid, "game")
        body = await _json(request)
        player = body.get("player", "P1")
        await run_in_threadpool(session.act, body.get("action"), player)
        await hub.push(gid, session)
        return json_response(await run_in_threadpool(session.view, player))

    @_guard
    async def game_record(request: Request) -> Response:
        session: GameSession = store.get(request.path_params["gid"], "game")
        record = session.record()
        return Response(msgspec.json.encode(record), media_type="application/json",
                        headers={"Content-Disposition": 'attachment; filename="lithoform-game.json"'})

    async def game_socket(ws: WebSocket) -> None:
        gid = ws.path_params["gid"]
        try:
            session: GameSession = store.get(gid, "game")
            player = session.check_viewer(ws.query_params.get("player", "P1"))
        except WebError as e:
            await ws.accept()
            await _send(ws, {"error": str(e)})
            await ws.close(code=4404 if e.status == 404 else 4403)
            return
        await ws.accept()
        hub.join(gid, ws, player)
        try:
            await _send(ws, {"view": await run_in_threadpool(session.view, player)})
            while True:
                received = await ws.receive()
                if received["type"] == "websocket.disconnect":
                    break
                text = received.get("text") or ""  # a binary frame is no message: answered as one
                try:
                    message = json.loads(text) if text and len(text) <= MAX_JSON else None
                    if not isinstance(message, dict):
                        raise WebError("a message is a JSON object: {\"action\": \"pass\"}")
                    await run_in_threadpool(session.act, message.get("action"), player)
                except WebError as e:
                    await _send(ws, {"error": str(e)})
                    continue
                except (ValueError, RecursionError):
                    await _send(ws, {"error": "a message is a JSON object: {\"action\": \"pass\"}"})
                    continue
                await hub.push(gid, session)
        except WebSocketDisconnect:
            pass
        finally:
            hub.leave(gid, ws, player)

    @_guard
    async def new_replay(request: Request) -> Response:
        data = await _body(request, MAX_UPLOAD)
        session = await run_in_threadpool(ReplaySession, data)
        return json_response({"id": store.add(session), "steps": session.steps})

    @_guard
    async def replay_view(request: Request) -> Response:
        session: ReplaySession = store.get(request.path_params["rid"], "replay")
        step = _step(request)
        return json_response(await run_in_threadpool(session.view, step, request.query_params.get("player", "P1")))

    @_guard
    async def new_scenario(request: Request) -> Response:
        data = await _body(request, MAX_UPLOAD)
        session = await run_in_threadpool(ScenarioSession, data)
        return json_response({"id": store.add(session), "steps": len(session.steps) - 1})

    @_guard
    async def scenario_view(request: Request) -> Response:
        session: ScenarioSession = store.get(request.path_params["sid"], "scenario")
        step = _step(request)
        return json_response(await run_in_threadpool(session.view, step, request.query_params.get("player", "P1")))

    @_guard
    async def rule(request: Request) -> Response:
        number = request.path_params["number"]
        if len(number) > 80:
            raise WebError("a rule number (608.2h) or a glossary term")
        try:
            cr = await run_in_threadpool(rules)
            if number[:1].isdigit():
                subtree = cr.subtree(number)  # the rule and its subrules; a whole section is cut short
                text = "\n\n".join(r.render() for r in subtree[:RULES_SHOWN])
                if len(subtree) > RULES_SHOWN:
                    text += f"\n\n... and {len(subtree) - RULES_SHOWN} more subrules (lithoform rules {number})"
            else:
                text = cr.term(number)
        except UnknownRuleError as e:
            return json_response({"error": str(e), "suggestions": list(e.suggestions)}, status_code=404)
        return json_response({"number": number, "text": text, "effective": cr.effective_date})

    @_guard
    async def card(request: Request) -> Response:
        name = request.query_params.get("name", "")
        if not name or len(name) > 200:
            raise WebError("name: a card's name")
        try:
            found = await run_in_threadpool(find_card, name)
        except UnknownCardError as e:
            raise WebError(str(e), 404) from None
        except CardDataError as e:
            raise WebError(str(e), 500) from None
        c = found.card
        return json_response({
            "name": c.name, "layout": c.layout,
            "faces": [{"name": f.name, "mana_cost": f.mana_cost, "type_line": f.type_line, "text": f.text,
                       "power": f.power, "toughness": f.toughness, "loyalty": f.loyalty} for f in c.faces],
            "rulings": [{"date": r.date, "text": r.text} for r in c.rulings],
        })

    routes = [
        Route("/", index),
        Route("/api/decks", decks),
        Route("/api/games", new_game, methods=["POST"]),
        Route("/api/games/{gid}", game_view),
        Route("/api/games/{gid}/action", game_action, methods=["POST"]),
        Route("/api/games/{gid}/record", game_record),
        WebSocketRoute("/api/games/{gid}/ws", game_socket),
        Route("/api/replays", new_replay, methods=["POST"]),
        Route("/api/replays/{rid}/{step}", replay_view),
        Route("/api/scenarios", new_scenario, methods=["POST"]),
        Route("/api/scenarios/{sid}/{step}", scenario_view),
        Route("/api/rules/{number}", rule),
        Route("/api/cards", card),
        Mount("/static", StaticFiles(directory=str(STATIC)), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.store = store
    app.state.hub = hub
    return app


def add_game(app: Starlette, session: GameSession) -> str:
    """Puts a game session (one set up on a board, say) in the app's store; its id."""
    return app.state.store.add(session)


__all__ = ["add_game", "create_app"]
