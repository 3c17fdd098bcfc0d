"""How the environments start a game: two deck lists and a seed (the starter decks by default)."""

from __future__ import annotations

from collections.abc import Sequence

from lithoform.play.game import Game
from lithoform.play.starter_decks import FOUR_COLOR, RED_ARTIFACTS, expand

DEFAULT_DECKS: tuple[list[str], list[str]] = (expand(RED_ARTIFACTS), expand(FOUR_COLOR))
MAX_TURNS = 60  # a game that reaches it is stopped unfinished (Game.new's cap), so every episode ends


def new_game(decks: Sequence[Sequence[str]] | None, seed: int, max_turns: int = MAX_TURNS,
             max_actions: int | None = None, auto_mana: bool = False) -> Game:
    """A new game between `decks` (default: the starter decks), shuffled with `seed`; P1 starts. `auto_mana`:
    the game option (Game.auto_mana): costs are paid in one `autopay` action, land taps are not offered one
    by one, which spares a learner (and its opponent) a quarter of the decisions."""
    return Game.new(list(decks or DEFAULT_DECKS), seed=seed, max_turns=max_turns, max_actions=max_actions,
                    auto_mana=auto_mana)
