"""The terminal board: what each panel shows, and actions described in words."""

from __future__ import annotations

import io

from rich.console import Console

from lithoform import Action, Game
from lithoform.interfaces.tui.describe import describe
from lithoform.interfaces.tui.render import board, choices
from lithoform.play.observation import observe


def _render(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=120).print(renderable)
    return out.getvalue()


def _game() -> Game:
    return Game.from_board({
        "active": "P1", "turn": 3, "step": "main1",
        "P1": {"battlefield": [{"card": "Mountain", "count": 2}, "Grizzly Bears"],
               "hand": ["Lightning Bolt"]},
        "P2": {"life": 7, "battlefield": ["Forest", "Serra Angel"], "hand": ["Giant Growth"]},
    })


def test_board_shows_both_battlefields_hand_life_and_the_stack() -> None:
    game = _game()
    bolt, angel = game.find("Lightning Bolt"), game.find("Serra Angel")
    game.apply(f"cast {bolt}")
    game.apply(f"target {angel}")
    game.apply("autopay")
    text = _render(board(observe(game, 0, log_lines=10), ("Red", "Green")))
    assert "P2 (opponent) — Green" in text and "life 7" in text and "hand 1" in text
    assert "Serra Angel [flying, vigilance]" in text and "4/4" in text
    assert "Mountain ×2" in text and "tapped" in text
    assert "Stack (top first)" in text and "Lightning Bolt" in text and "→ Serra Angel" in text
    assert "Recent log" in text and "P1 casts Lightning Bolt" in text
    assert "Giant Growth" not in text  # the opponent's hand stays hidden


def test_choices_are_numbered_with_words_and_action_text() -> None:
    game = _game()
    seen = observe(game, 0)
    text = _render(choices(seen, list(seen.legal_actions)))
    assert "Turn 3 (your turn), precombat main step" in text
    assert "1  Pass priority" in text and f"Cast Lightning Bolt (#{game.find('Lightning Bolt')}) {{R}}" in text


def test_describe_actions() -> None:
    game = _game()
    seen = observe(game, 0)
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    assert describe(seen, Action.parse(f"attack {bears} P2")) == f"Attack with Grizzly Bears (#{bears}) 2/2"
    assert describe(seen, Action.parse("target P2")) == "Target P2 (opponent)"
    assert describe(seen, Action.parse(f"target {angel}")) == f"Target Serra Angel (#{angel}) 4/4 (opponent's)"
    assert describe(seen, Action.parse("additional kicker")) == "Pay the kicker"
    assert describe(seen, Action.parse("x 3")) == "X = 3"
    assert describe(seen, Action.parse("concede")) == "Concede the game"


def test_describe_a_pick_of_a_choice_of_several_names_the_picks_so_far() -> None:
    """514.1: discarding 2 of 9 to hand size, one card at a time: 'Pick ...', with what is picked already."""
    game = Game.from_board({"active": "P1", "step": "end", "P1": {"hand": ["Mountain"] * 5 + ["Grizzly Bears"] * 4}})
    game.apply("pass")
    game.apply("pass")
    first, second = game.pending.options[:2]
    seen = observe(game, 0)
    assert describe(seen, Action("pick", (first,))).startswith("Pick Mountain (#")
    game.apply(f"pick {first}")
    seen = observe(game, 0)
    assert describe(seen, Action("pick", (second,))) == f"Pick Mountain (#{second}) (picked: Mountain (#{first}))"
    assert observe(game, 1).pending.picked == ()  # another player's picks are not shown
