"""`lithoform serve` in a real browser (Playwright driving Debian's chromium; fixtures in conftest.py):
casting a spell with a target and watching it resolve, a whole game against the random agent, a replay to its
end, a scenario stepped through. Screenshots go to test-results/TEST/."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from playwright.sync_api import Page, expect
from starlette.websockets import WebSocket

from lithoform.interfaces.replay import play_game, save_record
from lithoform.interfaces.web.sessions import GameSession
from lithoform.play.agents import RandomAgent
from lithoform.play.decks import resolve_deck
from lithoform.play.game import Game

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
TIMEOUT = 10_000  # ms for one view to arrive


def shown(page: Page) -> int:
    return int(page.get_attribute("body", "data-shown") or 0)


def click_choice(page: Page, action: str) -> None:
    """Clicks the choice sending `action` and waits for the next view."""
    before = shown(page)
    page.click(f'#choices button[data-action="{action}"]')
    page.wait_for_function(f"Number(document.body.dataset.shown || 0) > {before}", timeout=TIMEOUT)


def choice(page: Page, prefix: str) -> str:
    button = page.locator(f'#choices button[data-action^="{prefix}"]').first
    return button.get_attribute("data-action") or ""


def test_601_2_cast_shock_with_a_target_see_it_on_the_stack_then_608_2_it_resolves(
        page: Page, live_server, shots: Path) -> None:
    """601.2a-c: casting puts Shock on the stack with its target (drawn as an arrow); 117.4, 608.2: both
    players pass and it resolves, and 704.5g puts the dealt-lethal Elves in the graveyard."""
    game = Game.from_board({
        "P1": {"battlefield": ["Mountain", "Monastery Swiftspear"], "hand": ["Shock"]},
        "P2": {"battlefield": ["Llanowar Elves", "Forest"], "hand": ["Grizzly Bears"]},
    })
    gid = live_server.app.state.store.add(GameSession(game, "agent", "random"))
    page.goto(f"{live_server.url}/#game={gid}&player=P1")
    expect(page.locator("#choices button").first).to_be_visible(timeout=TIMEOUT)
    expect(page.locator("#side-top .player")).to_contain_text("hand 1")
    expect(page.locator("#board")).not_to_contain_text("Grizzly Bears")  # P2's hand is hidden (400.2)

    click_choice(page, choice(page, "cast"))
    expect(page.locator("#prompt")).to_contain_text("target")
    elves = page.locator('#side-top .card[data-name="Llanowar Elves"]').get_attribute("data-id")
    click_choice(page, f"target {elves}")
    click_choice(page, "autopay")
    shock = page.locator("#stack .stack-item", has_text="Shock")
    expect(shock).to_contain_text("→ Llanowar Elves")
    expect(page.locator(f'#arrows path.arrow[data-to="{elves}"]')).to_have_count(1)
    page.screenshot(path=str(shots / "shock-on-the-stack.png"))

    while page.locator("#stack .stack-item").count():  # prowess resolves, then Shock
        click_choice(page, "pass")
    expect(page.locator("#side-top .graveyard")).to_contain_text("Llanowar Elves")
    expect(page.locator("#side-top .battlefield")).not_to_contain_text("Llanowar Elves")
    expect(page.locator("#log")).to_contain_text("Shock")
    page.screenshot(path=str(shots / "shock-resolved.png"))

    # A card shows its Oracle text and rulings on click; a log line's rule shows the CR's text.
    page.click('#side-bottom .card[data-name="Monastery Swiftspear"]')
    expect(page.locator("#info")).to_contain_text(
        "Once it triggers, prowess isn’t connected to the spell that caused it to trigger. If that spell is "
        "countered, prowess will still resolve.")
    page.locator("#log a.rule", has_text="601.2a").first.click()
    expect(page.locator("#info")).to_contain_text("601.2a To propose the casting of a spell")


def test_400_2_hotseat_hides_a_hand_until_the_deciding_player_takes_the_screen(
        page: Page, live_server, shots: Path) -> None:
    """400.2: a hand is hidden from the other player. In a hot-seat game, when the other seat must decide,
    the page hides the current hand behind a button that hands over the screen."""
    page.goto(live_server.url)
    page.select_option("#mode", "hotseat")
    page.fill("#seed", "5")
    page.click("#start-game")
    expect(page.locator("#choices button").first).to_be_visible(timeout=TIMEOUT)
    for _ in range(20):  # the coin flip's choice (103.1), then keep hands (103.5) until P2 must decide
        if page.locator("#curtain").is_visible():
            break
        actions = page.eval_on_selector_all("#choices button", "bs => bs.map(b => b.dataset.action)")
        click_choice(page, "no" if "no" in actions else next(a for a in actions if a != "concede"))
    expect(page.locator("#curtain")).to_be_visible()
    seat = page.locator("#reveal").inner_text().split()[0]
    expect(page.locator("#hand")).to_be_hidden()
    expect(page.locator("#log")).to_be_hidden()  # it names the cards the last seat drew
    page.screenshot(path=str(shots / "curtain.png"))
    before = shown(page)
    page.click("#reveal")
    page.wait_for_function(f"Number(document.body.dataset.shown || 0) > {before}", timeout=TIMEOUT)
    expect(page.locator("#hand-area h2")).to_contain_text(f"Hand of {seat}")
    expect(page.locator("#hand")).to_be_visible()
    expect(page.locator("#choices button").first).to_be_visible()


def test_a_view_that_arrives_twice_or_late_is_not_taken_for_the_answer_to_a_click(
        page: Page, live_server, shots: Path, monkeypatch) -> None:
    """The race that made the hot-seat test time out under load: a game's views come by two roads (the answer to
    an HTTP action while the WebSocket is still opening, and the socket's first view), so the socket's first view
    could arrive after a click as a copy of the view before it. It was counted as the click's answer: the test
    read the old choices and clicked again (an action for a decision already made: an error, and no view ever
    came). The page now drops a view whose session version isn't newer for the same seat. Here the server is
    made slow (the socket opens late, each action takes 0.3 s): every click's wait ends with the next decision."""
    accept, act = WebSocket.accept, GameSession.act

    async def late_accept(self: WebSocket, *args: object, **kwargs: object) -> None:
        await asyncio.sleep(0.15)
        await accept(self, *args, **kwargs)

    def slow_act(self: GameSession, *args: object, **kwargs: object) -> object:
        time.sleep(0.3)
        return act(self, *args, **kwargs)

    monkeypatch.setattr(WebSocket, "accept", late_accept)
    monkeypatch.setattr(GameSession, "act", slow_act)
    page.goto(live_server.url)
    page.select_option("#mode", "hotseat")
    page.fill("#seed", "5")
    page.click("#start-game")
    expect(page.locator("#choices button").first).to_be_visible(timeout=TIMEOUT)
    prompts = [page.inner_text("#prompt")]
    click_choice(page, "choose P1")  # 103.1: the starting player
    prompts.append(page.inner_text("#prompt"))
    click_choice(page, "no")  # 103.5: P1 keeps; P2 decides next
    prompts.append(page.inner_text("#prompt"))
    assert "starting player" in prompts[0] and "P1 — mulligan" in prompts[1] and "Waiting for P2" in prompts[2]
    expect(page.locator("#curtain")).to_be_visible()
    expect(page.locator("#error")).to_be_empty()


PREFER = ("play", "cast", "attack", "target", "autopay", "choose", "yes", "pick", "block")


def pick(actions: list[str], last: str) -> str:
    """A simple player for the test: plays lands, casts and attacks when it can, else the first choice."""
    if last == "cancel" and "pass" in actions:
        return "pass"  # a spell it could not pay for: don't try it again at once
    usable = [a for a in actions if a not in ("concede", "cancel")] or ["cancel"]
    for kind in PREFER:
        for a in usable:
            if a.split()[0] == kind:
                return a
    return usable[0]


def test_104_2a_finish_a_game_against_the_random_agent(page: Page, live_server, shots: Path) -> None:
    """A whole game from the start page (seeded: 103.1 coin flip, 103.5 mulligans) until one player wins
    (104.2a); the finished game's record can then be downloaded."""
    page.goto(live_server.url)
    page.select_option("#agent", "random")
    page.fill("#seed", "3")
    page.click("#start-game")
    expect(page.locator("#choices button").first).to_be_visible(timeout=TIMEOUT)
    last = ""
    for _ in range(400):
        if page.get_attribute("body", "data-over") == "yes":
            break
        actions = page.eval_on_selector_all("#choices button", "bs => bs.map(b => b.dataset.action)")
        last = pick(actions, last)
        click_choice(page, last)
    assert page.get_attribute("body", "data-over") == "yes"
    expect(page.locator("#status")).to_contain_text("wins")
    expect(page.locator("#record-link")).to_be_visible()
    page.screenshot(path=str(shots / "game-over.png"))


def test_replay_a_record_forwards_backwards_and_to_the_end(page: Page, live_server, shots: Path,
                                                           tmp_path: Path) -> None:
    decks = [resolve_deck("red_burn").cards(), resolve_deck("green_white").cards()]
    game, record = play_game(decks, [RandomAgent(1), RandomAgent(2)], seed=11, max_actions=300)
    path = tmp_path / "game.json"
    save_record(record, path)
    page.goto(live_server.url)
    page.set_input_files("#open-replay", str(path))
    expect(page.locator("#position")).to_have_text(f"action 0 / {len(record.actions)}", timeout=TIMEOUT)
    page.click("#next")
    expect(page.locator("#position")).to_have_text(f"action 1 / {len(record.actions)}")
    page.click("#prev")
    expect(page.locator("#position")).to_have_text(f"action 0 / {len(record.actions)}")
    page.keyboard.press("End")
    expect(page.locator("#position")).to_have_text(f"action {len(record.actions)} / {len(record.actions)}")
    expect(page.locator("#next-action")).to_have_text("the end of the record")
    expect(page.locator("#turn")).to_contain_text(f"Turn {game.state.turn}")
    page.check('input[name="viewer"][value="P2"]')
    expect(page.locator("#hand-area h2")).to_contain_text("Hand of P2")
    page.screenshot(path=str(shots / "replay-end.png"))


def test_scenario_step_through_shows_which_expectations_hold(page: Page, live_server, shots: Path) -> None:
    page.goto(live_server.url)
    page.set_input_files("#open-scenario", str(SCENARIOS / "apnap_order_of_triggers_603_3b.yaml"))
    expect(page.locator("#position")).to_contain_text("step 0 /", timeout=TIMEOUT)
    page.keyboard.press("End")
    expect(page.locator("#script .result.pass").first).to_be_visible()
    expect(page.locator("#script .result.fail")).to_have_count(0)
    expect(page.locator("#status")).to_contain_text("0 failed")
    page.screenshot(path=str(shots / "scenario-end.png"))
