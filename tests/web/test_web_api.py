"""The web server's JSON API (issue 16): hidden information (400.2) on the JSON sent, clear errors that
leave the game unchanged, unguessable ids, the bundled rules and card data, replays and scenarios."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request
import warnings
from pathlib import Path

import msgspec
import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's note about httpx versions
    from starlette.testclient import TestClient

from lithoform.interfaces.replay import dumps, play_game
from lithoform.interfaces.web.app import create_app
from lithoform.interfaces.web.sessions import GameSession, Store
from lithoform.play.agents import RandomAgent
from lithoform.play.decks import resolve_deck
from lithoform.play.game import Game
from lithoform.state.model import HAND, LIBRARY, zone_key

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


@pytest.fixture
def client() -> TestClient:
    return TestClient(create_app(default_agent="random"))


def board_game(client: TestClient, mode: str = "agent") -> tuple[str, GameSession]:
    game = Game.from_board({
        "P1": {"battlefield": ["Mountain", "Monastery Swiftspear"], "hand": ["Shock"]},
        "P2": {"battlefield": ["Llanowar Elves", "Forest"], "hand": ["Giant Growth", "Fog"]},
    })
    session = GameSession(game, mode, "random")
    return client.app.state.store.add(session), session


def hidden_ids(game: Game, viewer: int) -> set[int]:
    """The ids a viewer may not see: every library card, and the other player's hand (400.2)."""
    other = 1 - viewer
    ids = set(game.state.zones[zone_key(HAND, other)])
    for p in (0, 1):
        ids |= set(game.state.zones[zone_key(LIBRARY, p)])
    return ids


def assert_no_hidden(text: str, game: Game, viewer: int) -> None:
    """No hidden object's id anywhere in the text. A shuffled game's hidden ids come from the secret
    generator (large numbers), so any number in the JSON equal to one is a leak."""
    hidden = {i for i in hidden_ids(game, viewer) if i > 100_000}
    assert hidden, "this check needs a game whose hidden cards have secret ids"
    numbers = {int(n) for n in re.findall(r"-?\d+", text)}
    leaked = hidden & numbers
    assert not leaked, f"hidden object ids in P{viewer + 1}'s view: {sorted(leaked)[:5]}"


def test_400_2_a_players_view_names_no_card_of_the_opponents_hand(client: TestClient) -> None:
    """400.2: a player's hand is hidden from the other player; the JSON sent to P1 holds P2's hand size and
    nothing else of it (no names, no ids)."""
    gid, session = board_game(client)
    text = client.get(f"/api/games/{gid}?player=P1").text
    view = json.loads(text)
    assert view["players"][1]["hand_size"] == 2
    assert "Giant Growth" not in text and "Fog" not in text
    assert [c["name"] for c in view["hand"]] == ["Shock"]


def test_400_2_library_order_and_the_seed_never_reach_the_browser(client: TestClient) -> None:
    """401.2, 400.2: libraries are hidden and their order unknown. Through a real game against the random
    agent, every view sent to P1 (HTTP and the first WebSocket message) holds no library card id, no card
    id of P2's hand, and not the seed (it would rebuild every hidden card)."""
    seed = 987654321987
    made = client.post("/api/games", json={"agent": "random", "seed": seed, "full_control": True}).json()
    gid = made["id"]
    session: GameSession = client.app.state.store.get(gid, "game")
    agent = RandomAgent(4)
    for _ in range(60):
        text = client.get(f"/api/games/{gid}?player=P1").text
        assert_no_hidden(text, session.game, 0)
        assert str(seed) not in text
        view = json.loads(text)
        if view["game_over"]:
            break
        action = agent.choose(session.game)
        client.post(f"/api/games/{gid}/action", json={"action": str(action), "player": "P1"})
    with client.websocket_connect(f"/api/games/{gid}/ws?player=P1") as ws:
        first = ws.receive_text()
    assert_no_hidden(first, session.game, 0)


def test_the_agents_seat_can_not_be_viewed_and_its_actions_are_refused(client: TestClient) -> None:
    gid, session = board_game(client)
    r = client.get(f"/api/games/{gid}?player=P2")
    assert r.status_code == 403 and "agent's seat" in r.json()["error"]
    before = session.game.to_json()
    r = client.post(f"/api/games/{gid}/action", json={"action": "pass", "player": "P2"})
    assert r.status_code == 403
    assert session.game.to_json() == before


@pytest.mark.parametrize(("body", "status", "words"), [
    (b"not json", 400, "not valid JSON"),
    (b"[1, 2]", 400, "a JSON object"),
    (b"{}", 400, "non-empty string"),
    (b'{"action": 12}', 400, "non-empty string"),
    (b'{"action": "fly 12"}', 400, "unknown action 'fly'"),
    (b'{"action": "cast 999999"}', 400, "no object #999999"),
    (b'{"action": "attack 1 P2"}', 400, "not legal now"),
    (b'{"action": "pass", "player": "P7"}', 400, "unknown player"),
    (b'{"action": "' + b"x" * 70000 + b'"}', 413, "larger than"),
])
def test_illegal_or_malformed_actions_get_a_clear_json_error_and_the_game_is_unchanged(
        client: TestClient, body: bytes, status: int, words: str) -> None:
    gid, session = board_game(client)
    before = session.game.to_json()
    r = client.post(f"/api/games/{gid}/action", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == status
    assert words in r.json()["error"]
    assert session.game.to_json() == before
    assert session.actions == []


def test_hotseat_an_action_out_of_turn_is_refused_117_1(client: TestClient) -> None:
    """117.1: only the player with priority may act; in a hot-seat game P2 acting while P1 decides is
    refused and nothing changes."""
    gid, session = board_game(client, "hotseat")
    before = session.game.to_json()
    r = client.post(f"/api/games/{gid}/action", json={"action": "pass", "player": "P2"})
    assert r.status_code == 400 and "P1 is deciding" in r.json()["error"]
    assert session.game.to_json() == before
    assert client.get(f"/api/games/{gid}?player=P2").status_code == 200  # both seats are the browser's


def test_601_2_a_spell_cast_through_the_api_goes_on_the_stack_with_its_target(client: TestClient) -> None:
    gid, session = board_game(client)
    view = client.get(f"/api/games/{gid}?player=P1").json()
    shock = next(c["id"] for c in view["hand"] if c["name"] == "Shock")
    elves = next(c["id"] for c in view["battlefield"] if c["name"] == "Llanowar Elves")
    for action in (f"cast {shock}", f"target {elves}", "autopay"):
        view = client.post(f"/api/games/{gid}/action", json={"action": action}).json()
    # Shock, then Swiftspear's prowess trigger above it (702.108a, 603.3)
    assert [(s["name"], s["targets"]) for s in view["stack"]] == [("Shock", [[elves]]),
                                                                  ("Monastery Swiftspear", [])]
    assert any("601.2a" in line["rules"] for line in view["log"])


def test_websocket_sends_views_and_errors(client: TestClient) -> None:
    gid, session = board_game(client)
    with client.websocket_connect(f"/api/games/{gid}/ws?player=P1") as ws:
        first = ws.receive_json()
        assert first["view"]["viewer"] == 0
        ws.send_text("not json")
        assert "JSON object" in ws.receive_json()["error"]
        ws.send_bytes(b"\x00\x01")
        assert "JSON object" in ws.receive_json()["error"]
        ws.send_json({"action": "cast 424242"})
        assert "no object #424242" in ws.receive_json()["error"]
        ws.send_json({"action": "pass"})
        assert ws.receive_json()["view"]["session"]["actions"] >= 1


def test_websocket_to_an_unknown_game_or_the_agents_seat_is_refused(client: TestClient) -> None:
    gid, _ = board_game(client)
    with client.websocket_connect("/api/games/nope/ws?player=P1") as ws:
        assert "no such game" in ws.receive_json()["error"]
    with client.websocket_connect(f"/api/games/{gid}/ws?player=P2") as ws:
        assert "agent's seat" in ws.receive_json()["error"]


def test_game_ids_are_unguessable_and_private(client: TestClient) -> None:
    ids = {client.post("/api/games", json={"agent": "random", "seed": n}).json()["id"] for n in range(3)}
    assert len(ids) == 3 and all(len(i) == 24 for i in ids)
    assert client.get("/api/games/guess?player=P1").status_code == 404
    replay = client.get(f"/api/replays/{next(iter(ids))}/0")  # a game's id opens no replay
    assert replay.status_code == 404


def test_playing_the_second_seat_against_the_agent(client: TestClient) -> None:
    """The browser may take P2's seat: the agent plays P1 (its decisions come first when it must decide)."""
    made = client.post("/api/games", json={"agent": "random", "seed": 8, "seat": "P2"}).json()
    assert made["player"] == "P2" and made["view"]["viewer"] == 1
    assert made["view"]["pending"]["player"] == 1  # the agent answered until P2 must decide
    assert client.get(f"/api/games/{made['id']}?player=P1").status_code == 403


def test_only_bundled_decks_can_be_named(client: TestClient) -> None:
    r = client.post("/api/games", json={"deck_a": "/etc/passwd"})
    assert r.status_code == 400 and "unknown deck" in r.json()["error"]
    r = client.post("/api/games", json={"sneaky": 1})
    assert r.status_code == 400 and "unknown option" in r.json()["error"]


def test_the_record_holds_the_seed_so_it_is_given_only_after_the_game(client: TestClient) -> None:
    made = client.post("/api/games", json={"agent": "random", "seed": 3}).json()
    gid = made["id"]
    assert client.get(f"/api/games/{gid}/record").status_code == 403
    client.post(f"/api/games/{gid}/action", json={"action": "concede"})
    record = client.get(f"/api/games/{gid}/record").json()
    assert record["seed"] == 3 and record["winner"] == 1 and record["actions"][-1] == "concede"
    replayed = client.post("/api/replays", content=json.dumps(record)).json()
    assert replayed["steps"] == len(record["actions"])


def test_log_lines_link_to_the_bundled_comprehensive_rules(client: TestClient) -> None:
    r = client.get("/api/rules/608.2h").json()
    assert r["text"].startswith("608.2h If an effect requires information from the game")
    missing = client.get("/api/rules/608.2o")
    assert missing.status_code == 404 and missing.json()["suggestions"]
    assert client.get("/api/rules/mana value").json()["text"].startswith("Mana Value")


def test_monastery_swiftspear_card_info_quotes_its_ruling(client: TestClient) -> None:
    """Ruling (Monastery Swiftspear): "Once it triggers, prowess isn’t connected to the spell that caused it to
    trigger. If that spell is countered, prowess will still resolve." """
    card = client.get("/api/cards", params={"name": "Monastery Swiftspear"}).json()
    assert card["faces"][0]["text"].startswith("Haste\nProwess")
    assert any(r["text"] == "Once it triggers, prowess isn’t connected to the spell that caused it to trigger. "
               "If that spell is countered, prowess will still resolve." for r in card["rulings"])
    assert client.get("/api/cards", params={"name": "No Such Card Anywhere"}).status_code == 404


def test_a_record_replays_step_by_step_forwards_and_backwards(client: TestClient) -> None:
    decks = [resolve_deck("red_burn").cards(), resolve_deck("green_white").cards()]
    game, record = play_game(decks, [RandomAgent(1), RandomAgent(2)], seed=11, max_actions=400)
    made = client.post("/api/replays", content=dumps(record)).json()
    rid, steps = made["id"], made["steps"]
    assert steps == len(record.actions)
    end = client.get(f"/api/replays/{rid}/{steps}?player=P2").json()
    assert end["game_over"] == game.is_over and end["turn"] == game.state.turn
    back = client.get(f"/api/replays/{rid}/30").json()
    again = Game.new(decks, seed=11, first_player=None, mulligans=True)
    for text in record.actions[:30]:
        again.apply(text)
    assert back["turn"] == again.state.turn and back["session"]["next_action"] == record.actions[30]
    assert [c["id"] for c in back["hand"]] == list(again.state.zones[zone_key(HAND, 0)])
    assert client.get(f"/api/replays/{rid}/{steps + 1}").status_code == 400
    tampered = msgspec.structs.replace(record, actions=("cast 12345",) + record.actions[1:])
    r = client.post("/api/replays", content=dumps(tampered))
    assert r.status_code == 400 and "action 0 ('cast 12345') is not legal" in r.json()["error"]
    bad = client.post("/api/replays", content=b'{"format": "lithoform-record/2"}')
    assert bad.status_code == 400 and "malformed record" in bad.json()["error"]


def test_a_scenario_steps_through_and_shows_which_expectations_hold(client: TestClient) -> None:
    text = (SCENARIOS / "apnap_order_of_triggers_603_3b.yaml").read_bytes()
    made = client.post("/api/scenarios", content=text).json()
    sid, steps = made["id"], made["steps"]
    first = client.get(f"/api/scenarios/{sid}/0").json()["session"]
    assert first["results"] == [] and first["script"][0]["text"] == "(setup)"
    last = client.get(f"/api/scenarios/{sid}/{steps}").json()["session"]
    assert last["failed"] == 0 and last["passed"] >= 1
    bad = client.post("/api/scenarios", content=b"format: lithoform-scenario/1\nsetup: 3\n")
    assert bad.status_code == 400 and "malformed" in bad.json()["error"]


def test_the_store_drops_the_least_recently_used_session() -> None:
    store = Store(limit=2)
    games = [GameSession(Game.from_board({}), "hotseat") for _ in range(3)]
    ids = [store.add(g) for g in games]
    assert len(store) == 2
    with pytest.raises(ValueError, match="no such game"):
        store.get(ids[0], "game")


def test_lithoform_serve_binds_127_0_0_1_and_prints_its_address() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "lithoform.interfaces.cli", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert re.match(r"lithoform serve: open http://127\.0\.0\.1:\d+/", line), line
    finally:
        proc.terminate()
        proc.wait(10)


def test_the_log_sent_in_steps_is_the_viewers_redacted_log() -> None:
    """The lines rendered a few at a time (views.LogCache) are those observation.visible_log gives at once:
    the opponent's draws stay 'a card' (400.2)."""
    from lithoform.interfaces.web.sessions import new_game_session
    from lithoform.interfaces.web.views import LOG_LINES, LogCache, log_lines, split_rules
    from lithoform.play.observation import visible_log

    session = new_game_session({"agent": "random", "seed": 21, "full_control": True})
    caches, agent = (LogCache(), LogCache()), RandomAgent(3)
    for _ in range(120):
        if session.game.is_over:
            break
        for viewer in (0, 1):
            stepped = log_lines(session.game.state, viewer, caches[viewer])
            assert stepped == [split_rules(x) for x in visible_log(session.game.state, viewer, LOG_LINES)]
        session.act(str(agent.choose(session.game)), "P1")


def test_400_2_hotseat_pushes_each_seat_its_own_view(live_server) -> None:
    """Both seats of a hot-seat game connected: after P1 acts, each socket gets its own seat's view, and
    P2's holds no card id of P1's hand (400.2).

    Against the real server (one event loop, as `lithoform serve` runs): Starlette's TestClient runs each
    WebSocket in an event loop of its own, so a push from one socket's loop to the other's can be lost there.
    Every receive has a timeout, so a missing push fails the test instead of hanging it."""
    from websockets.sync.client import connect

    body = json.dumps({"mode": "hotseat", "seed": 12, "full_control": True}).encode()
    request = urllib.request.Request(f"{live_server.url}/api/games", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        gid = json.loads(answer.read())["id"]
    session: GameSession = live_server.app.state.store.get(gid, "game")
    base = f"ws://127.0.0.1:{live_server.port}/api/games/{gid}/ws"
    with connect(f"{base}?player=P1", open_timeout=30) as one, connect(f"{base}?player=P2", open_timeout=30) as two:
        one.recv(timeout=30), two.recv(timeout=30)
        deciding = f"P{session.game.pending.player + 1}"
        acting, other = (one, two) if deciding == "P1" else (two, one)
        acting.send(json.dumps({"action": str(session.game.legal_actions()[0])}))
        views: dict[int, str | None] = {0: None, 1: None}
        for ws in (acting, other):
            text = ws.recv(timeout=30)
            assert isinstance(text, str)
            view = json.loads(text)["view"]
            views[view["viewer"]] = text
        assert views[0] is not None and views[1] is not None
        p1_hand = {i for i in session.game.state.zones[zone_key(HAND, 0)] if i > 100_000}
        assert p1_hand and not p1_hand & {int(n) for n in re.findall(r"-?\d+", views[1])}


def test_400_11a_a_browser_game_has_the_deck_files_sideboards() -> None:
    """The bundled deck files' sideboards are the players' cards outside the game (400.11a), and the session
    keeps them as they were at the start for the game's record."""
    from lithoform.interfaces.web.sessions import bundled_deck, new_game_session

    session = new_game_session({"agent": "random", "seed": 5, "deck_a": "red_burn", "deck_b": "green_white"})
    expected = (tuple(bundled_deck("red_burn").sideboard_cards()), tuple(bundled_deck("green_white").sideboard_cards()))
    assert any(expected) and session.game.state.outside == expected and session.sideboards == expected
